// The iOS 26 App Intents APIs Apple's TravelTracking sample uses beyond phrases, and the
// declarations DuckDuckGo's and Bitwarden's providers make, in the shapes they use them
// (our own code): a choice asked inside perform(), undo registration, a custom
// confirmation, the system context, a unique entity.
import Foundation
import Testing
import ShortcutKit

// MARK: - Types

@MainActor final class PhotoLibrary {
    static let shared = PhotoLibrary()
    var albums = ["Holidays", "Pets"]
    var archived: [String] = []

    func remove(_ name: String) { albums.removeAll { $0 == name } }
    func restore(_ name: String) { if !albums.contains(name) { albums.append(name) } }
    func archive(_ name: String) { remove(name); archived.append(name) }
}

struct PhotoAlbumEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static var defaultQuery = PhotoAlbumQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct PhotoAlbumQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PhotoAlbumEntity] { identifiers.map(PhotoAlbumEntity.init(id:)) }
    func suggestedEntities() async throws -> [PhotoAlbumEntity] {
        await PhotoLibrary.shared.albums.map(PhotoAlbumEntity.init(id:))
    }
}

struct AlbumPreview { let name: String }

struct RemoveAlbumIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Remove Album"
    @Parameter(title: "Album") var album: PhotoAlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let archive = Option(title: "Archive", style: .default)
        let delete = Option(title: "Delete", style: .destructive)
        let choice = try await requestChoice(between: [.cancel, archive, delete],
                                             dialog: "Archive or delete \(album.id)?", view: AlbumPreview(name: album.id))
        switch choice {
        case archive:
            await PhotoLibrary.shared.archive(album.id)
            return .result(dialog: "Archived \(album.id).")
        case delete:
            let name = album.id
            await undoManager?.registerUndo(withTarget: PhotoLibrary.shared) { library in library.restore(name) }
            await undoManager?.setActionName("Delete \(name)")
            await PhotoLibrary.shared.remove(name)
            return .result(dialog: "Deleted \(album.id).")
        default:
            return .result(dialog: "Kept \(album.id).")
        }
    }
}

struct DeleteAlbumIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Delete Album"
    @Parameter(title: "Album") var album: PhotoAlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(
            actionName: .custom(acceptLabel: "Delete", acceptAlternatives: [], denyLabel: "Cancel", denyAlternatives: [],
                                destructive: true),
            dialog: "Delete \(album.id)?"
        )
        await PhotoLibrary.shared.remove(album.id)
        return .result(dialog: "Deleted \(album.id).")
    }
}

struct AlbumCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Albums"
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

    func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog {
        let count = await PhotoLibrary.shared.albums.count
        if systemContext.currentMode.canContinueInForeground {
            try await continueInForeground(alwaysConfirm: false)
        }
        return .result(value: count, dialog: "\(count) albums.")
    }
}

struct QuietCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Quiet Count"
    func perform() async throws -> some IntentResult { .result() }
}

struct LibrarySettingsEntity: UniqueAppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Library Settings")
    static let defaultQuery = UniqueAppEntityProvider<Self>()
    @ComputedProperty
    var albumLimit: Int { 12 }
}

struct SyncSettingsEntity: UniqueAppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Sync Settings")
    static let defaultQuery = UniqueAppEntityProvider<Self> { SyncSettingsEntity(interval: 30) }
    var interval: Int
    init() { interval = 0 }
    init(interval: Int) { self.interval = interval }
}

// DuckDuckGo declares its description as a plain resource, beside the policy flags.
struct PrivateSearchIntent: AppIntent {
    static var title: LocalizedStringResource = "Search privately"
    static let description: LocalizedStringResource = "Search privately in the app"
    static let openAppWhenRun: Bool = true
    static let isDiscoverable: Bool = true
    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @Parameter(title: "Query") var query: String

    static var parameterSummary: some ParameterSummary { Summary("Search \(\.$query) in App") }

    @MainActor
    func perform() async throws -> some IntentResult & OpensIntent { .result() }
}

struct PhotoAlbumShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: RemoveAlbumIntent(), phrases: ["Remove \(\.$album) in \(.applicationName)"], shortTitle: "Remove",
                    systemImageName: "trash")
        AppShortcut(intent: DeleteAlbumIntent(), phrases: ["Delete \(\.$album) in \(.applicationName)"], shortTitle: "Delete",
                    systemImageName: "trash")
        AppShortcut(intent: AlbumCountIntent(), phrases: ["Count albums in \(.applicationName)"], shortTitle: "Count",
                    systemImageName: "number")
        AppShortcut(intent: PrivateSearchIntent(), phrases: ["Search with \(.applicationName)"], shortTitle: "Search",
                    systemImageName: "magnifyingglass")
    }
}

func albumChat(_ inputs: String...) async throws -> [ChatEvent] {
    // No wall-clock limits: these tests check what is asked and done, and a full `swift test`
    // on a loaded 2-core machine once starved the album query past the default 5 s.
    let app = ShortcutApp(name: "Albums", provider: PhotoAlbumShortcuts.self, queryTimeout: .seconds(600))
    let matcher = try await ShortcutMatcher(apps: [app], locale: "en")
    let conversation = Conversation(matcher: matcher, app: "Albums", performTimeout: nil)
    var events: [ChatEvent] = []
    for input in inputs { events += await conversation.respond(to: input) }
    return events
}

@MainActor func resetLibrary() {
    PhotoLibrary.shared.albums = ["Holidays", "Pets"]
    PhotoLibrary.shared.archived = []
}

// MARK: - Tests

@Suite(.serialized) struct SystemExperienceAPITests {
    @Test func requestChoiceAsksInTheChatAndReturnsTheOptionPicked() async throws {
        await resetLibrary()
        let events = try await albumChat("remove pets in albums", "archive")
        #expect(events.compactMap(\.question).contains("Archive or delete Pets?"))
        #expect(events.compactMap(\.performedDialog) == ["Archived Pets."])
        #expect(await PhotoLibrary.shared.archived == ["Pets"])
    }

    @Test func answeringCancelEndsTheRunAndChangesNothing() async throws {
        await resetLibrary()
        let events = try await albumChat("remove pets in albums", "cancel")
        #expect(events.compactMap(\.question).contains("Archive or delete Pets?"))
        #expect(events.compactMap(\.performedDialog).isEmpty)
        #expect(events.compactMap(\.errorMessage).isEmpty)
        #expect(await PhotoLibrary.shared.albums == ["Holidays", "Pets"])
        #expect(events.compactMap(\.text).contains("Cancelled."))
    }

    @Test func requestChoiceOutsideAConversationThrowsNoInteraction() async throws {
        let intent = RemoveAlbumIntent()
        intent.album = PhotoAlbumEntity(id: "Pets")
        await #expect(throws: IntentInteractionError.self) { _ = try await intent.perform() }
    }

    @Test func choiceOptionsAreEqualByTitleAndStyle() {
        #expect(IntentChoiceOption(title: "Delete", style: .destructive) == IntentChoiceOption(title: "Delete", style: .destructive))
        #expect(IntentChoiceOption(title: "Delete") != IntentChoiceOption(title: "Delete", style: .destructive))
        #expect(IntentChoiceOption.cancel.style == .cancel)
    }

    @Test func anUndoRegisteredInPerformUndoesTheAction() async throws {
        await resetLibrary()
        let events = try await albumChat("remove holidays in albums", "delete")
        #expect(events.compactMap(\.performedDialog) == ["Deleted Holidays."])
        #expect(await PhotoLibrary.shared.albums == ["Pets"])
        let manager = await RemoveAlbumIntent().undoManager
        #expect(await manager?.undoActionName == "Delete Holidays")
        await manager?.undo()
        #expect(await PhotoLibrary.shared.albums.sorted() == ["Holidays", "Pets"])
        #expect(await manager?.canUndo == false)
    }

    @Test func aCustomConfirmationIsAskedAndADenialCancels() async throws {
        await resetLibrary()
        let declined = try await albumChat("delete pets in albums", "no")
        #expect(declined.compactMap(\.question).contains("Delete Pets?"))
        #expect(declined.compactMap(\.performedDialog).isEmpty)
        #expect(await PhotoLibrary.shared.albums == ["Holidays", "Pets"])

        let accepted = try await albumChat("delete pets in albums", "yes")
        #expect(accepted.compactMap(\.performedDialog) == ["Deleted Pets."])
    }

    @Test func systemContextFollowsTheSupportedModes() async throws {
        #expect(AlbumCountIntent().systemContext.currentMode == .foreground)
        #expect(QuietCountIntent().systemContext.currentMode == .background)
        #expect(QuietCountIntent().systemContext.currentMode.canContinueInForeground)
        await resetLibrary()
        let events = try await albumChat("count albums in albums")
        #expect(events.compactMap(\.performedDialog) == ["2 albums."])
    }

    @Test func aUniqueEntityProviderReturnsTheOneEntity() async throws {
        let made = try await LibrarySettingsEntity.defaultQuery.uniqueEntity()
        #expect(made.id == "LibrarySettingsEntity")
        #expect(made.albumLimit == 12)
        #expect(try await LibrarySettingsEntity.defaultQuery.allEntities().map(\.id) == ["LibrarySettingsEntity"])
        #expect(try await LibrarySettingsEntity.defaultQuery.entities(for: ["LibrarySettingsEntity"]).count == 1)
        #expect(try await LibrarySettingsEntity.defaultQuery.entities(for: ["Other"]).isEmpty)
        #expect(made.displayRepresentation.title.key == "Library Settings")
        #expect(try await SyncSettingsEntity.defaultQuery.uniqueEntity().interval == 30)
    }

    @Test func aResourceDescriptionAndPolicyFlagsCompileAndRun() async throws {
        #expect(PrivateSearchIntent.isDiscoverable)
        #expect(PrivateSearchIntent.openAppWhenRun)
        let events = try await albumChat("search with albums", "kittens")
        #expect(events.compactMap(\.question) == ["Which query?"])
        #expect(events.compactMap(\.errorMessage).isEmpty)
    }
}
