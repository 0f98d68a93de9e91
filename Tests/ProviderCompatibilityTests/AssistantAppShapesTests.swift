// Shapes of a chat assistant's and an audiobook player's App Intents (tenth-round sweep,
// our own code): a provider that builds its shortcuts imperatively and returns them, entity
// types nested in a namespace enum with computed `defaultQuery` and type representations,
// computed titles and descriptions, trailing commas, `When(…, .hasAnyValue) { } otherwise: { }`,
// a file parameter, an optional parameter defaulting to nil, a parameter asked again in
// `perform()` and set there, `Measurement` parameters and audio intents with extra inits.
import Foundation
import Testing
import ShortcutKit

enum AssistantEntities {
    struct ThreadEntity: AppEntity, Identifiable {
        static var typeDisplayRepresentation: TypeDisplayRepresentation {
            .init(name: LocalizedStringResource("Thread"))
        }

        static var defaultQuery: ThreadQuery {
            .init()
        }

        let id: String
        let title: String

        var displayRepresentation: DisplayRepresentation {
            let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
            return DisplayRepresentation(
                title: LocalizedStringResource(stringLiteral: trimmed.isEmpty ? String(localized: "Untitled") : trimmed),
                subtitle: LocalizedStringResource(stringLiteral: id),
            )
        }

        static let all = [ThreadEntity(id: "t1", title: "Trip ideas"), ThreadEntity(id: "t2", title: "  ")]
    }

    struct ThreadQuery: EntityStringQuery {
        static var findIntentDescription: IntentDescription? {
            IntentDescription(
                LocalizedStringResource("Browse and select any thread."),
                categoryName: LocalizedStringResource("Threads"),
            )
        }

        func entities(for identifiers: [ThreadEntity.ID]) async throws -> [ThreadEntity] {
            ThreadEntity.all.filter { identifiers.contains($0.id) }
        }

        func suggestedEntities() async throws -> [ThreadEntity] { ThreadEntity.all }

        func entities(matching string: String) async throws -> [ThreadEntity] {
            ThreadEntity.all.filter { $0.title.localizedCaseInsensitiveContains(string) }
        }
    }
}

struct AskAssistantIntent: AppIntent {
    static var title: LocalizedStringResource {
        "Ask the Assistant"
    }

    static var description: IntentDescription {
        IntentDescription(
            LocalizedStringResource("Send a message and get the answer."),
            categoryName: LocalizedStringResource("Generation"),
        )
    }

    static var authenticationPolicy: IntentAuthenticationPolicy {
        .requiresAuthentication
    }

    @Parameter(title: "Thread", default: nil)
    var thread: AssistantEntities.ThreadEntity?

    @Parameter(title: "Message", requestValueDialog: "What do you want to ask?")
    var message: String

    @Parameter(title: "Image", supportedContentTypes: [.image], requestValueDialog: "Select an image to include.")
    var image: IntentFile?

    @Parameter(title: "Result Limit", default: 5, requestValueDialog: "How many results?")
    var resultLimit: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$thread, .hasAnyValue) {
            Summary("Send your \(\.$message) to the thread") {
                \.$thread
                \.$image
            }
        } otherwise: {
            Summary("Send your \(\.$message) to a new thread") {
                \.$thread
            }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> & ProvidesDialog {
        let answer = "You asked: \(message)" + (thread.map { " in \($0.title)" } ?? "")
        let dialog = IntentDialog(.init(stringLiteral: answer))
        return .result(value: [answer], dialog: dialog)
    }
}

struct AddBookmarkIntent: AppIntent {
    static var title: LocalizedStringResource = "bookmark_create_title"

    @Parameter(title: LocalizedStringResource("note_title"),
               requestValueDialog: IntentDialog(LocalizedStringResource("bookmark_note_request")))
    var note: String?

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        if note == nil {
            let note = try? await $note.requestValue(IntentDialog(stringLiteral: "What should the bookmark say?"))
            self.note = note
        }
        return .result(value: note ?? "", dialog: IntentDialog(stringLiteral: String.localizedStringWithFormat("Bookmark %@ added.", note ?? "")))
    }
}

struct RewindIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "intent_rewind_title"

    @Parameter(title: LocalizedStringResource("interval_title"),
               requestValueDialog: IntentDialog(LocalizedStringResource("How far back?")))
    var interval: Measurement<UnitDuration>

    static var parameterSummary: some ParameterSummary {
        Summary("Rewind \(\.$interval)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Rewound \(Int(interval.converted(to: .seconds).value)) seconds.")
    }
}

struct ToggleChapterIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = .init("Toggle playback of chapter")

    @Parameter(title: "relativePath")
    var relativePath: String

    init() {
        self.relativePath = ""
    }

    init(relativePath: String) {
        self.relativePath = relativePath
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct AssistantShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor {
        .lime
    }

    static var appShortcuts: [AppShortcut] {
        var shortcuts: [AppShortcut] = [
            AppShortcut(
                intent: AskAssistantIntent(),
                phrases: [
                    "Ask the model on \(.applicationName)",
                ],
                shortTitle: LocalizedStringResource("Ask Model"),
                systemImageName: "text.bubble",
            ),
        ]
        shortcuts.append(
            AppShortcut(
                intent: AddBookmarkIntent(),
                phrases: ["Add a bookmark in \(.applicationName)"],
                shortTitle: "intent_bookmark_title",
                systemImageName: "bookmark",
            ),
        )
        shortcuts.append(
            AppShortcut(intent: RewindIntent(), phrases: ["Rewind in \(.applicationName)", "Jump back in \(.applicationName)"],
                        shortTitle: "settings_skip_rewind_title", systemImageName: "arrow.counterclockwise"),
        )
        return shortcuts
    }
}

@Suite struct AssistantAppShapesTests {
    @Test func anImperativelyBuiltProviderListsEveryShortcut() {
        #expect(AssistantShortcuts.appShortcuts.count == 3)
        #expect(AssistantShortcuts.shortcutTileColor == .lime)
    }

    @Test(arguments: [
        (["ask the model on helper", "where to go in june"], "What do you want to ask?", "You asked: where to go in june"),
        (["add a bookmark in helper", "great scene"], "What should the bookmark say?", "Bookmark great scene added."),
        (["rewind in helper", "30 seconds"], "How far back?", "Rewound 30 seconds."),
    ])
    func aValueAskedThenAnswered(inputs: [String], question: String, answer: String) async throws {
        let events = try await providerChat("Helper", AssistantShortcuts.self, inputs)
        #expect(events.compactMap(\.question) == [question], "\(events)")
        #expect(events.compactMap(\.performedDialog) == [answer], "\(events)")
    }

    @Test func aNestedEntityWithABlankTitleIsShownUntitled() async throws {
        let found = try await AssistantEntities.ThreadEntity.defaultQuery.suggestedEntities()
        #expect(found.map { String(localized: $0.displayRepresentation.title) } == ["Trip ideas", "Untitled"])
        #expect(ToggleChapterIntent(relativePath: "a/b.m4b").relativePath == "a/b.m4b")
    }
}
