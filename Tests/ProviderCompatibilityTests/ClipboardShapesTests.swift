// Shapes of a clipboard manager's App Intents and of a QR code app's provider (eleventh-round
// sweep, our own code): intents migrated from SiriKit (`intentClassName`), a description
// written as a multi-line literal, Bool and Int parameters with defaults,
// `When(\.$p, .equalTo, false) { Summary { \.$a \.$b } } otherwise: { Summary { \.$b } }`
// (summaries that are only a parameter list), a transient entity of optional properties filled in
// on a `let` after `init()`, `requestConfirmation()` with no argument, an error that is
// `CustomLocalizedStringResourceConvertible`, a parameter named `title` beside the static title,
// a `description` typed `LocalizedStringResource`, and phrases that leave out the app's name.
import Foundation
import Testing
import ShortcutKit

/// The clips a test works on; the suite runs serially and resets it first.
final class ClipShelf: @unchecked Sendable {
    static let shared = ClipShelf()
    private let lock = NSLock()
    private var storedClips: [String] = []
    private var storedCurrent: Int?
    private var storedNotes: [String] = []

    var clips: [String] { lock.withLock { storedClips } }
    var current: Int? { lock.withLock { storedCurrent } }
    var notes: [String] { lock.withLock { storedNotes } }

    func reset() {
        lock.withLock {
            storedClips = ["grocery list", "https://example.org/recipes", "door code 4412"]
            storedCurrent = 1
            storedNotes = []
        }
    }

    func pick(_ index: Int) { lock.withLock { storedCurrent = index } }
    func remove(_ index: Int) { lock.withLock { _ = storedClips.remove(at: index) } }
    func clear() { lock.withLock { storedClips = []; storedCurrent = nil } }
    func note(_ text: String) { lock.withLock { storedNotes.append(text) } }
}

enum ClipError: Swift.Error, CustomLocalizedStringResourceConvertible {
    case missing

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .missing: return "No clip is there"
        }
    }
}

/// One clip's contents, made for a single result.
struct ClipEntity: TransientAppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Clip")

    @Property(title: "Link")
    var link: URL?

    @Property(title: "Markup")
    var markup: String?

    @Property(title: "Text")
    var text: String?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(text ?? "Clip")")
    }
}

struct FetchClipIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "FetchClipIntent"

    static let title: LocalizedStringResource = "Fetch a Clip"
    static let description = IntentDescription("""
    Fetches a clip from the history.
    Its text, link and markup can be read from the result.
    """)

    @Parameter(title: "Current", default: true)
    var current: Bool

    @Parameter(title: "Position", default: 1)
    var position: Int

    private let firstPosition = 1

    static var parameterSummary: some ParameterSummary {
        When(\.$current, .equalTo, false) {
            Summary {
                \.$position
                \.$current
            }
        } otherwise: {
            Summary {
                \.$current
            }
        }
    }

    @MainActor func perform() async throws -> some IntentResult & ReturnsValue<ClipEntity> {
        let clips = ClipShelf.shared.clips
        let index = current ? ClipShelf.shared.current : position - firstPosition
        guard let index, clips.indices.contains(index) else {
            throw ClipError.missing
        }
        let clip = ClipEntity()
        clip.text = clips[index]
        if let url = URL(string: clips[index]), url.scheme != nil {
            clip.link = url
        }
        return .result(value: clip)
    }
}

struct PickClipIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "PickClipIntent"

    static let title: LocalizedStringResource = "Pick a Clip"
    static let description = IntentDescription("""
    Picks a clip in the history.
    Depending on the settings, it may be pasted at once.
    """)

    static var parameterSummary: some ParameterSummary {
        Summary("Pick clip \(\.$position) in the History")
    }

    @Parameter(title: "Position", default: 1, requestValueDialog: "Which position?")
    var position: Int

    @MainActor func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let clips = ClipShelf.shared.clips
        guard clips.indices.contains(position - 1) else {
            throw ClipError.missing
        }
        ClipShelf.shared.pick(position - 1)
        return .result(value: clips[position - 1])
    }
}

struct DropClipIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "DropClipIntent"

    static let title: LocalizedStringResource = "Drop a Clip"
    static let description = IntentDescription("Drops a clip from the history.")

    @Parameter(title: "Position", default: 1)
    var position: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Drop clip \(\.$position) from the History")
    }

    @MainActor func perform() async throws -> some IntentResult {
        guard ClipShelf.shared.clips.indices.contains(position - 1) else {
            throw ClipError.missing
        }
        ClipShelf.shared.remove(position - 1)
        return .result()
    }
}

struct EmptyClipsIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "EmptyClipsIntent"

    static let title: LocalizedStringResource = "Empty the History"
    static let description = IntentDescription("Empties the history but for pinned clips.")

    static var parameterSummary: some ParameterSummary {
        Summary("Empty the History")
    }

    func perform() async throws -> some IntentResult {
        try await requestConfirmation()
        ClipShelf.shared.clear()
        return .result()
    }
}

struct JotNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "Jot a Note"
    static var description = IntentDescription("Jots a note down.")

    static var openAppWhenRun: Bool = true

    @Parameter(title: "Title")
    var title: String

    static var parameterSummary: some ParameterSummary {
        Summary("Jot \(\.$title)")
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        ClipShelf.shared.note(title.trimmingCharacters(in: .whitespacesAndNewlines))
        return .result()
    }
}

struct ClipShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: FetchClipIntent(), phrases: ["Fetch the current clip from \(.applicationName)"],
                    shortTitle: "Fetch Clip", systemImageName: "doc.on.clipboard")
        AppShortcut(intent: PickClipIntent(), phrases: ["Pick a clip in \(.applicationName)"],
                    shortTitle: "Pick Clip", systemImageName: "hand.point.up")
        AppShortcut(intent: DropClipIntent(), phrases: ["Drop the first clip in \(.applicationName)"],
                    shortTitle: "Drop Clip", systemImageName: "trash")
        AppShortcut(intent: EmptyClipsIntent(), phrases: ["Empty the history of \(.applicationName)"],
                    shortTitle: "Empty History", systemImageName: "clear")
        AppShortcut(intent: JotNoteIntent(), phrases: ["Jot a note in \(.applicationName)"],
                    shortTitle: "Jot Note", systemImageName: "note.text")
    }
}

// A QR code app's provider: intents whose `description` is a `LocalizedStringResource` (a
// static of the intent's own, not the protocol's `IntentDescription`), and phrases that leave
// out the app's name, which Apple's build refuses.

struct ShowScannerIntent: AppIntent {
    static let title: LocalizedStringResource = "Show the Scanner"
    static let description: LocalizedStringResource = "Opens the scanner on its own tab."

    /// Opens the app when run.
    static let openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        guard URL(string: "codes://scan") != nil else {
            throw URLError(.badURL)
        }
        return .result()
    }
}

struct MakeCodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Make a Code"
    static let description: LocalizedStringResource = "Makes a code of the text given."

    static let openAppWhenRun: Bool = true

    @Parameter(title: "Text or Link")
    var note: String

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let url = URL(string: "codes://new?q=\(note.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "")") else {
            throw URLError(.badURL)
        }
        return .result(dialog: "Opening \(url.absoluteString).")
    }
}

struct CodeShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: MakeCodeIntent(),
            phrases: [
                "Make a code with \(.applicationName)",
                "Make",
                "Code",
            ],
            shortTitle: "Make Code",
            systemImageName: "qrcode"
        )
        AppShortcut(
            intent: ShowScannerIntent(),
            phrases: [
                "Scan a code with \(.applicationName)",
                "Open the code scanner"
            ],
            shortTitle: "Scan Code",
            systemImageName: "qrcode.viewfinder"
        )
    }
}

extension ChatEvent {
    /// The value a run returned, as the chat shows it.
    var returnedValue: String? { if case .performed(_, _, _, _, let value) = self { value } else { nil } }
}

@Suite(.serialized) struct ClipboardShapesTests {
    @Test func aTransientEntityFilledInOnALetIsReturned() async throws {
        ClipShelf.shared.reset()
        let events = try await providerChat("Clips", ClipShortcuts.self, ["fetch the current clip from clips"])
        #expect(events.compactMap(\.returnedValue) == ["https://example.org/recipes"], "\(events)")
        let clip = try await FetchClipIntent().perform().value
        #expect(clip?.link == URL(string: "https://example.org/recipes"))
        #expect(clip?.markup == nil)
    }

    @Test func summariesThatAreOnlyAParameterListFollowTheCondition() {
        let intent = FetchClipIntent()
        #expect(FetchClipIntent.summary(for: intent)?.otherParameters == [\FetchClipIntent.$current])
        intent.current = false
        let listed = FetchClipIntent.summary(for: intent)
        #expect(listed?.otherParameters == [\FetchClipIntent.$position, \FetchClipIntent.$current])
        #expect(listed?.text.segments == [])
    }

    @Test func aValueAskedWithTheParameterDialogIsUsed() async throws {
        ClipShelf.shared.reset()
        let events = try await providerChat("Clips", ClipShortcuts.self, ["pick a clip in clips"])
        #expect(events.compactMap(\.returnedValue) == ["grocery list"], "\(events)")
        #expect(ClipShelf.shared.current == 0)
    }

    @Test func anErrorWithItsOwnWordsIsShownInThem() async throws {
        ClipShelf.shared.reset()
        ClipShelf.shared.clear()
        let events = try await providerChat("Clips", ClipShortcuts.self, ["drop the first clip in clips"])
        #expect(events.compactMap(\.errorMessage) == ["No clip is there"], "\(events)")
    }

    @Test(arguments: [("yes", 0), ("no", 3)])
    func aConfirmationWithNoArgumentIsAskedAsYesOrNo(answer: String, left: Int) async throws {
        ClipShelf.shared.reset()
        let events = try await providerChat("Clips", ClipShortcuts.self, ["empty the history of clips", answer])
        #expect(events.compactMap(\.question).count == 1, "\(events)")
        #expect(ClipShelf.shared.clips.count == left)
    }

    @Test func aParameterNamedTitleIsNotTheIntentsTitle() async throws {
        ClipShelf.shared.reset()
        let events = try await providerChat("Clips", ClipShortcuts.self, ["jot a note in clips", "  buy stamps "])
        #expect(ClipShelf.shared.notes == ["buy stamps"], "\(events)")
        #expect(String(localized: JotNoteIntent.title) == "Jot a Note")
        #expect(FetchClipIntent.intentClassName == "FetchClipIntent")
        #expect(String(localized: FetchClipIntent.description.descriptionText).contains("Its text, link and markup"))
    }

    @Test func aDescriptionOfAnotherTypeIsNoIntentDescription() async throws {
        #expect(String(localized: ShowScannerIntent.description) == "Opens the scanner on its own tab.")
        let events = try await providerChat("Codes", CodeShortcuts.self, ["make a code with codes", "hello there"])
        #expect(events.compactMap(\.performedDialog) == ["Opening codes://new?q=hello%20there."], "\(events)")
    }

    @Test func phrasesWithoutTheAppsNameAreReportedAndTheRestWork() async throws {
        let app = ShortcutApp(name: "Codes", provider: CodeShortcuts.self)
        let catalog = await app.catalog(locale: "en").catalog
        let refused = CatalogValidator().errors(catalog).filter { $0.kind == .missingApplicationName }
        #expect(refused.map(\.phrase) == ["Make", "Code", "Open the code scanner"])
        let matcher = try await ShortcutMatcher(apps: [app], locale: "en")
        #expect(matcher.match("scan a code with codes").best?.intent == "ShowScannerIntent")
    }
}
