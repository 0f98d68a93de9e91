// An entity whose init forgets a property that has no empty form (another entity), and
// whose display representation reads it: `check`, `match` and the chat name the property
// instead of trapping inside the tool.
import Foundation
import Testing
import ShortcutKit
import ShortcutsCLI
import TestSupport

struct ReaderEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reader"
    static let defaultQuery = ReaderQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ReaderQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ReaderEntity] { identifiers.map(ReaderEntity.init(id:)) }
}

struct ShelfRowEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static let defaultQuery = ShelfRowQuery()
    let id: String

    @Property(title: "Owner")
    var owner: ReaderEntity

    init(id: String) {
        self.id = id   // `owner` forgotten
    }

    var displayRepresentation: DisplayRepresentation { "\(id) of \(owner.id)" }
}

struct ShelfRowQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ShelfRowEntity] { identifiers.map(ShelfRowEntity.init(id:)) }
    func suggestedEntities() async throws -> [ShelfRowEntity] { [ShelfRowEntity(id: "attic")] }
}

struct OpenShelfRowIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Shelf"
    @Parameter(title: "Shelf") var shelf: ShelfRowEntity
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Opened.") }
}

struct NewestShelfRowIntent: AppIntent {
    static let title: LocalizedStringResource = "Newest Shelf"
    func perform() async throws -> some ReturnsValue<ShelfRowEntity> & ProvidesDialog {
        let shelf = ShelfRowEntity(id: "cellar")
        return .result(value: shelf, dialog: "Newest: \(shelf).")
    }
}

struct ShelfRowShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenShelfRowIntent(), phrases: ["Open \(\.$shelf) in \(.applicationName)"], shortTitle: "Open",
                    systemImageName: "books.vertical")
        AppShortcut(intent: NewestShelfRowIntent(), phrases: ["Newest shelf in \(.applicationName)"], shortTitle: "Newest",
                    systemImageName: "sparkles")
    }
}

@Suite struct UnsetEntityPropertyTests {
    let app = ShortcutApp(name: "Shelves", provider: ShelfRowShortcuts.self)

    @Test func checkNamesThePropertyTheInitForgot() async {
        let transcript = ToolTranscript()
        _ = await ShortcutsTool.run(arguments: ["check"], apps: [app], io: transcript.io)
        #expect(transcript.output.contains("displayRepresentation of ShelfRowEntity cannot be read: property 'owner' of entity 'attic' was never set in its init"))
    }

    @Test func aReturnedEntityWithAnUnsetPropertyIsShownByItsID() async throws {
        let matcher = try await ShortcutMatcher(apps: [app], locale: "en")
        let events = await Conversation(matcher: matcher, app: "Shelves").respond(to: "newest shelf in shelves")
        #expect(events.compactMap(\.performedDialog) == ["Newest: cellar."])
    }
}

// The same forgotten property on an entity found only by the app's own string query (it
// suggests none): the chat's search read its display representation and trapped.
struct CellarEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cellar"
    static let defaultQuery = CellarQuery()
    let id: String

    @Property(title: "Owner")
    var owner: ReaderEntity

    init(id: String) {
        self.id = id   // `owner` forgotten
    }

    var displayRepresentation: DisplayRepresentation { "\(id) of \(owner.id)" }
}

struct CellarQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [CellarEntity] { identifiers.map(CellarEntity.init(id:)) }
    func entities(matching string: String) async throws -> [CellarEntity] { [CellarEntity(id: string)] }
}

struct OpenCellarIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Cellar"
    @Parameter(title: "Cellar") var cellar: CellarEntity
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Opened \(cellar.id).") }
}

struct CellarShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenCellarIntent(), phrases: ["Open a cellar in \(.applicationName)"], shortTitle: "Open",
                    systemImageName: "archivebox")
    }
}

extension UnsetEntityPropertyTests {
    @Test func anEntityFoundByTheAppsQueryWithAnUnsetPropertyIsNamedByItsID() async throws {
        let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: "Cellars", provider: CellarShortcuts.self)], locale: "en")
        let conversation = Conversation(matcher: matcher, app: "Cellars")
        _ = await conversation.respond(to: "open a cellar in cellars")
        let events = await conversation.respond(to: "wine")
        #expect(events.compactMap(\.performedDialog) == ["Opened wine."], "\(events)")
    }
}
