// Apple's TravelTracking sample declares a Bool parameter with display words and asks for
// confirmation with an interactive snippet (iOS 26); these are our own intents in those
// shapes: the words are read as answers, the snippet's question is asked as yes/no.
import Foundation
import Testing
import ShortcutKit

final class HarborBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var _pinned: Set<String> = []
    private var _searches: [String] = []
    var pinned: Set<String> { lock.withLock { _pinned } }
    var searches: [String] { lock.withLock { _searches } }
    func setPinned(_ pinned: Bool, _ name: String) { lock.withLock { if pinned { _pinned.insert(name) } else { _pinned.remove(name) } } }
    func search(_ name: String) { lock.withLock { _searches.append(name) } }
    func reset() { lock.withLock { _pinned = []; _searches = [] } }
    static let shared = HarborBoard()
}

enum Harbor: String, AppEnum {
    case marina, lighthouse
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Harbor"
    static let caseDisplayRepresentations: [Harbor: DisplayRepresentation] = [.marina: "Marina", .lighthouse: "Lighthouse"]
}

struct PinHarborIntent: AppIntent {
    static let title: LocalizedStringResource = "Update Harbor Pin"

    static var parameterSummary: some ParameterSummary {
        Summary("Set \(\.$harbor) to \(\.$isPinned)")
    }

    @Parameter var harbor: Harbor
    @Parameter(
        title: "Pin Status",
        displayName: .init(true: "Pinned", false: "Unpinned")
    ) var isPinned: Bool

    func perform() async throws -> some IntentResult & ProvidesDialog {
        HarborBoard.shared.setPinned(isPinned, harbor.rawValue)
        return .result(dialog: "\(harbor.rawValue) \(isPinned ? "pinned" : "unpinned").")
    }
}

struct FareRequestSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Fare Request"
    @Parameter var harbor: Harbor

    init() {}
    init(harbor: Harbor) { self.harbor = harbor }

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: FareCard(harbor: harbor))
    }
}

struct FareCard { let harbor: Harbor }

struct FindFaresIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Fares"
    @Parameter var harbor: Harbor

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(
            actionName: .search,
            snippetIntent: FareRequestSnippetIntent(harbor: harbor)
        )
        HarborBoard.shared.search(harbor.rawValue)
        return .result(dialog: "Searching fares to \(harbor.rawValue).")
    }
}

// TravelTracking's NavigateIntent on iOS: no perform(); the scene handles it.
struct ShowHarborSectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Harbor Section"
    static let supportedModes: IntentModes = .foreground
    @Parameter(title: "Section", requestValueDialog: "Which section?") var harbor: Harbor
}

extension ShowHarborSectionIntent: TargetContentProvidingIntent {}

struct HarborShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PinHarborIntent(), phrases: ["Pin \(\.$harbor) in \(.applicationName)"], shortTitle: "Pin",
                    systemImageName: "pin")
        AppShortcut(intent: ShowHarborSectionIntent(), phrases: ["Show \(\.$harbor) in \(.applicationName)"],
                    shortTitle: "Show", systemImageName: "map")
        AppShortcut(intent: FindFaresIntent(), phrases: ["Find fares to \(\.$harbor) in \(.applicationName)"],
                    shortTitle: "Fares", systemImageName: "ticket")
    }
}

func harborChat(_ inputs: String...) async throws -> [ChatEvent] {
    try await providerChat("Harbors", HarborShortcuts.self, inputs)
}

@Suite(.serialized) struct TicketSnippetShapesTests {
    @Test func aBoolParameterReadsItsDisplayWordsAsAnswers() async throws {
        HarborBoard.shared.reset()
        let pinned = try await harborChat("pin marina in harbors", "Pinned")
        #expect(pinned.compactMap(\.performedDialog) == ["marina pinned."])
        let unpinned = try await harborChat("pin marina in harbors", "unpinned")
        #expect(unpinned.compactMap(\.performedDialog) == ["marina unpinned."])
        #expect(HarborBoard.shared.pinned.isEmpty)
        #expect(PinHarborIntent().$isPinned.displayName?.trueName.key == "Pinned")
    }

    @Test func plainYesAndNoStillAnswerABoolWithDisplayWords() async throws {
        HarborBoard.shared.reset()
        let events = try await harborChat("pin lighthouse in harbors", "yes")
        #expect(events.compactMap(\.performedDialog) == ["lighthouse pinned."])
    }

    @Test func aSnippetConfirmationIsAskedAndAYesGoesOn() async throws {
        HarborBoard.shared.reset()
        let events = try await harborChat("find fares to lighthouse in harbors", "yes")
        #expect(events.compactMap(\.question) == ["Find Fares?"])
        #expect(events.compactMap(\.performedDialog) == ["Searching fares to lighthouse."])
        #expect(HarborBoard.shared.searches == ["lighthouse"])
    }

    @Test func decliningTheSnippetConfirmationCancels() async throws {
        HarborBoard.shared.reset()
        let events = try await harborChat("find fares to marina in harbors", "no")
        #expect(events.compactMap(\.performedDialog).isEmpty)
        #expect(HarborBoard.shared.searches.isEmpty)
    }

    @Test func aSceneHandledIntentWithoutPerformRunsAndSaysItsTitle() async throws {
        let events = try await harborChat("show lighthouse in harbors")
        #expect(events.compactMap(\.performedDialog) == ["Show Harbor Section."])
        #expect(events.compactMap(\.errorMessage).isEmpty)
    }

    @Test func intentsAndQueriesArePersistentlyIdentifiedByTypeName() {
        #expect(ShowHarborSectionIntent.persistentIdentifier == "ShowHarborSectionIntent")
        #expect(FareRequestSnippetIntent.persistentIdentifier == "FareRequestSnippetIntent")
    }

    @Test func aLocalizedStringWithACommentReadsInTheSourceLanguage() {
        let latitude = 35.36
        #expect(String(localized: "\(latitude.formatted())\n", comment: "The coordinates of a harbor") == "35.36\n")
        #expect(String(localized: "Harbor", table: "Harbors", comment: "A title") == "Harbor")
    }
}
