// Runtime and matching defects found running real providers (issue 14), each tested in the
// usage shape of the code that showed it (our own code, written in those shapes).
import Foundation
import Testing
import TestSupport
import ShortcutKit
import ShortcutsCLI

// MARK: - A model registered with a trailing closure (WWDC25's `add { ModelData() }`)

final class AtlasModel: Sendable {
    let places = ["Lighthouse", "Old Harbour", "Market Hall"]
}

struct PlaceEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
    static var defaultQuery = PlaceQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct PlaceQuery: EntityQuery {
    @Dependency var model: AtlasModel

    func entities(for identifiers: [PlaceEntity.ID]) async throws -> [PlaceEntity] {
        identifiers.filter(model.places.contains).map(PlaceEntity.init)
    }

    func suggestedEntities() async throws -> [PlaceEntity] { model.places.map(PlaceEntity.init) }
}

struct VisitPlaceIntent: AppIntent {
    static var title: LocalizedStringResource = "Visit Place"
    @Parameter(title: "Place") var place: PlaceEntity
    @Dependency var model: AtlasModel

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Visiting \(place.id), one of \(model.places.count) places.")
    }
}

struct AtlasShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: VisitPlaceIntent(), phrases: ["Visit \(\.$place) in \(.applicationName)"],
                    shortTitle: "Visit", systemImageName: "map")
    }
}

// MARK: - A model made asynchronously, read by a query

final class TideTable: Sendable {
    let harbours: [String]
    init(harbours: [String]) { self.harbours = harbours }

    static func load() async -> TideTable {
        await Task.yield()
        return TideTable(harbours: ["Northport", "Saltmarsh"])
    }
}

struct HarbourEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Harbour"
    static var defaultQuery = HarbourQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct HarbourQuery: EntityQuery {
    @Dependency var tides: TideTable

    func entities(for identifiers: [HarbourEntity.ID]) async throws -> [HarbourEntity] {
        identifiers.map(HarbourEntity.init)
    }

    func suggestedEntities() async throws -> [HarbourEntity] { tides.harbours.map(HarbourEntity.init) }
}

struct CheckTidesIntent: AppIntent {
    static var title: LocalizedStringResource = "Check Tides"
    @Parameter(title: "Harbour") var harbour: HarbourEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct TideShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CheckTidesIntent(), phrases: ["Check tides at \(\.$harbour) in \(.applicationName)"],
                    shortTitle: "Tides", systemImageName: "water.waves")
    }
}

/// Counts how often its factory made it.
final class FerrySchedule: Sendable {
    static let made = CoverLoads()
    init() { _ = Self.made.load("ferry") }
}

// MARK: - A dependency nobody registered

final class UnregisteredLedger: Sendable {}

struct AccountEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static var defaultQuery = AccountQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct AccountQuery: EntityQuery {
    @Dependency var ledger: UnregisteredLedger
    func entities(for identifiers: [AccountEntity.ID]) async throws -> [AccountEntity] { [] }
    func suggestedEntities() async throws -> [AccountEntity] { [] }
}

struct OpenAccountIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Account"
    @Parameter(title: "Account") var account: AccountEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct BalanceIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Balance"
    @Dependency var ledger: UnregisteredLedger
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "\(String(describing: ledger))") }
}

struct LedgerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenAccountIntent(), phrases: ["Open \(\.$account) in \(.applicationName)"],
                    shortTitle: "Account", systemImageName: "banknote")
        AppShortcut(intent: BalanceIntent(), phrases: ["Show my balance in \(.applicationName)"],
                    shortTitle: "Balance", systemImageName: "banknote")
    }
}

// MARK: - Images loaded from files (never needed to match)

/// Counts image loads: an album cover read from disk, which may fail.
final class CoverLoads: @unchecked Sendable {
    static let shared = CoverLoads()
    private let lock = NSLock()
    private var count = 0
    var loads: Int { lock.withLock { count } }

    func load(_ name: String) -> DisplayRepresentation.Image {
        lock.withLock { count += 1 }
        let url = URL(fileURLWithPath: "/nonexistent/covers/\(name).png")
        return DisplayRepresentation.Image(data: (try? Data(contentsOf: url)) ?? Data())
    }
}

struct AlbumEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static var defaultQuery = AlbumQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(id)", subtitle: "Album", image: CoverLoads.shared.load(id))
    }
}

struct AlbumQuery: EntityQuery {
    func entities(for identifiers: [AlbumEntity.ID]) async throws -> [AlbumEntity] { identifiers.map(AlbumEntity.init) }
    func suggestedEntities() async throws -> [AlbumEntity] { ["Blue Train", "Kind of Blue"].map(AlbumEntity.init) }
}

struct PlayAlbumIntent: AppIntent {
    static var title: LocalizedStringResource = "Play Album"
    @Parameter(title: "Album") var album: AlbumEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct AlbumShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayAlbumIntent(), phrases: ["Play \(\.$album) in \(.applicationName)"],
                    shortTitle: "Play", systemImageName: "play")
    }
}

// MARK: - Games found by the app's own search (an emulator's library)

struct GameEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Game")
    static let defaultQuery = GameQuery()
    var id: String
    var system: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(id)", subtitle: LocalizedStringResource(stringLiteral: system))
    }

    static let library = [
        GameEntity(id: "Super Mario Odyssey", system: "Switch"),
        GameEntity(id: "Metroid Dread", system: "Switch"),
        GameEntity(id: "The Legend of Zelda: Breath of the Wild", system: "Switch"),
        GameEntity(id: "Sonic the Hedgehog", system: "Mega Drive"),
    ]
}

struct GameQuery: EntityQuery, EntityStringQuery {
    func entities(for identifiers: [GameEntity.ID]) -> [GameEntity] {
        GameEntity.library.filter { identifiers.contains($0.id) }
    }

    /// The recently played: not every game.
    func suggestedEntities() -> [GameEntity] { Array(GameEntity.library.prefix(2)) }

    func entities(matching string: String) -> [GameEntity] {
        GameEntity.library.filter { $0.id.localizedCaseInsensitiveContains(string) }
    }
}

struct PlayGameIntent: AppIntent {
    static var title: LocalizedStringResource = "Play Game"
    static var openAppWhenRun = true
    @Parameter(title: "Game", description: "The game to launch") var game: GameEntity

    @MainActor
    func perform() throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Launching \(game.id).")
    }
}

struct EmulatorShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayGameIntent(), phrases: ["Play \(\.$game) in \(.applicationName)",
                                                        "Use \(.applicationName) to play \(\.$game)"],
                    shortTitle: "Play Game", systemImageName: "gamecontroller")
    }
}

// MARK: - A Bool option and a returned list (a photo uploader's shortcuts)

struct UploadPhotosIntent: AppIntent {
    static var title: LocalizedStringResource = "Upload Photos"
    @Parameter(title: LocalizedStringResource("UploadPhotos.WifiOnly", defaultValue: "Only on Wi-Fi", table: "InAppIntents"))
    var wifiOnly: Bool

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: wifiOnly ? "Uploading on Wi-Fi." : "Uploading now.")
    }
}

struct ListPlacesIntent: AppIntent {
    static var title: LocalizedStringResource = "List Places"

    func perform() async throws -> some IntentResult & ReturnsValue<[PlaceEntity]> {
        .result(value: [PlaceEntity(id: "Lighthouse"), PlaceEntity(id: "Market Hall")])
    }
}

struct UploaderShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: UploadPhotosIntent(), phrases: ["Upload photos with \(.applicationName)"],
                    shortTitle: "Upload", systemImageName: "icloud.and.arrow.up")
        AppShortcut(intent: ListPlacesIntent(), phrases: ["List places in \(.applicationName)"],
                    shortTitle: "Places", systemImageName: "list.bullet")
    }
}

// MARK: - An entity whose init forgets a property its display representation reads

struct NoteEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static var defaultQuery = NoteQuery()
    var id: String
    @Property(title: "Title") var title: String
    @Property(title: "Tags") var tags: [String]
    @Property(title: "Pinned") var pinned: Bool

    init(id: String, title: String? = nil) {
        self.id = id
        if let title { self.title = title }
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title.isEmpty ? id : title)", subtitle: "\(tags.count) tags\(pinned ? ", pinned" : "")")
    }
}

struct NoteQuery: EntityQuery {
    func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] { identifiers.map { NoteEntity(id: $0) } }
    func suggestedEntities() async throws -> [NoteEntity] { [NoteEntity(id: "groceries"), NoteEntity(id: "n2", title: "Packing List")] }
}

struct OpenNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Note"
    @Parameter(title: "Note") var note: NoteEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct NoteShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenNoteIntent(), phrases: ["Open \(\.$note) in \(.applicationName)"],
                    shortTitle: "Open", systemImageName: "note")
    }
}

// MARK: - Tests

@Suite struct RuntimeDefectTests {
    func run(_ arguments: [String], apps: [ShortcutApp]) async -> (status: Int32, output: String, error: String) {
        let transcript = ToolTranscript()
        let status = await ShortcutsTool.run(arguments: arguments, apps: apps, io: transcript.io)
        return (status, transcript.output, transcript.error)
    }

    /// `add { AtlasModel() }` is Apple's synchronous overload: the model is there when a
    /// `@Dependency` reads it, with no asynchronous step first.
    @Test func trailingClosureRegistersTheSynchronousFactory() async throws {
        AppDependencyManager.shared.add { AtlasModel() }
        let model = AppDependency<AtlasModel>().wrappedValue
        #expect(model.places.count == 3)
        let app = ShortcutApp(name: "Atlas", provider: AtlasShortcuts.self)
        let matcher = try await ShortcutMatcher(apps: [app])
        #expect(matcher.match("visit old harbour in atlas").best?.parameter?.value == "Old Harbour")
        let conversation = Conversation(matcher: matcher)
        let said = await conversation.respond(to: "visit the lighthouse in atlas").compactMap(\.text).joined(separator: "\n")
        #expect(said.contains("Visiting Lighthouse, one of 3 places."))
    }

    /// A dependency made asynchronously is made before `list` and `check` run queries.
    @Test func asynchronousDependencyIsMadeBeforeListAndCheck() async throws {
        AppDependencyManager.shared.add { await TideTable.load() }
        let app = ShortcutApp(name: "Tides", provider: TideShortcuts.self)
        let list = await run(["list", "--expanded"], apps: [app])
        #expect(list.status == 0)
        #expect(list.output.contains("Check tides at Saltmarsh in Tides"))
        let check = await run(["check"], apps: [app])
        #expect(!check.output.contains("TideTable"))
        let match = await run(["match", "check tides at northport in tides"], apps: [app])
        #expect(match.output.hasPrefix("CheckTidesIntent(harbour: Northport)"))
    }

    /// A dependency never registered is an error naming its type, in `check`, `match` and
    /// the chat, never a trap.
    @Test func missingDependencyIsAnErrorNamingTheType() async throws {
        let app = ShortcutApp(name: "Ledger", provider: LedgerShortcuts.self)
        let check = await run(["check"], apps: [app])
        #expect(check.output.contains("suggestedEntities() of AccountEntity cannot run: no dependency of type UnregisteredLedger is registered"))
        let matcher = try await ShortcutMatcher(apps: [app])
        let said = await Conversation(matcher: matcher).respond(to: "show my balance in ledger")
        let errors = said.compactMap { event -> String? in if case .error(let message) = event { return message } else { return nil } }
        #expect(errors.contains { $0.contains("BalanceIntent cannot run: no dependency of type UnregisteredLedger is registered") })
    }

    /// Matching reads titles, subtitles and synonyms; an image (a cover read from disk) is
    /// never loaded by `list`, `check`, `match` or the chat.
    @Test func imagesAreNeverLoadedToMatch() async throws {
        let app = ShortcutApp(name: "Records", provider: AlbumShortcuts.self)
        let before = CoverLoads.shared.loads
        #expect(await run(["list", "--expanded"], apps: [app]).output.contains("Play Kind of Blue in Records"))
        #expect(await run(["check"], apps: [app]).status == 0)
        #expect(await run(["match", "play blue train in records"], apps: [app]).output.hasPrefix("PlayAlbumIntent(album: Blue Train — Album)"))
        let matcher = try await ShortcutMatcher(apps: [app])
        _ = await Conversation(matcher: matcher).respond(to: "play kind of blue in records")
        #expect(CoverLoads.shared.loads == before)
        // Read when asked for.
        _ = AlbumEntity(id: "Blue Train").displayRepresentation.image
        #expect(CoverLoads.shared.loads == before + 1)
    }

    /// "play zelda": a partial name no suggested game answers to, resolved by the app's own
    /// `entities(matching:)` — by `match` exactly as by the chat.
    @Test(arguments: [
        ("play zelda in retro deck", "The Legend of Zelda: Breath of the Wild"),
        ("use retro deck to play mario", "Super Mario Odyssey"),
        ("play sonic in retro deck", "Sonic the Hedgehog"),
    ])
    func partialNamesResolvedByTheAppsQueryInMatchAndChat(utterance: String, game: String) async throws {
        let app = ShortcutApp(name: "Retro Deck", provider: EmulatorShortcuts.self)
        let matcher = try await ShortcutMatcher(apps: [app])
        let resolved = await matcher.resolve(utterance)
        #expect(resolved.status == .matched)
        #expect(resolved.best?.parameter?.value == game)
        let match = await run(["match", utterance], apps: [app])
        #expect(match.status == 0)
        #expect(match.output.hasPrefix("PlayGameIntent(game: \(game) — "))
        let said = await Conversation(matcher: matcher).respond(to: utterance).compactMap(\.text).joined(separator: "\n")
        #expect(said.contains("Launching \(game)."))
    }

    /// An app's own name, however typed: joined, split at its capitals, or split into words.
    @Test(arguments: [
        ("IceCubes", "play zelda in icecubes"), ("IceCubes", "play zelda in ice cubes"),
        ("DuckDuckGo", "play zelda in duck duck go"), ("ShelfPlayer", "play zelda in shelf player"),
        ("OneScoop", "play zelda in one scoop"), ("Foundation Lab", "play zelda in foundationlab"),
        ("FoundationLab", "play zelda in foundation lab"),
    ])
    func appNamesTypedJoinedOrSplit(name: String, utterance: String) async throws {
        AppDependencyManager.shared.add { AtlasModel() }
        let app = ShortcutApp(name: name, provider: EmulatorShortcuts.self)
        let matcher = try await ShortcutMatcher(apps: [app, ShortcutApp(name: "Atlas", provider: AtlasShortcuts.self)])
        let resolved = await matcher.resolve(utterance)
        #expect(resolved.status == .matched)
        #expect(resolved.best?.app == name)
    }

    /// A Bool parameter is asked by its title, as a question; "yes" answers it.
    @Test func boolParameterAskedByItsTitle() async throws {
        let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: "Gallery", provider: UploaderShortcuts.self)])
        let conversation = Conversation(matcher: matcher)
        let asked = await conversation.respond(to: "upload photos with gallery")
        #expect(asked.contains { if case .asked(question: "Only on Wi-Fi?", _) = $0 { true } else { false } })
        let said = await conversation.respond(to: "yes").compactMap(\.text).joined(separator: "\n")
        #expect(said.contains("Uploading on Wi-Fi."))
    }

    /// A returned array of entities shows as their titles, not as a debug description.
    @Test func returnedEntityArrayShowsTitles() async throws {
        let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: "Gallery", provider: UploaderShortcuts.self)])
        let events = await Conversation(matcher: matcher).respond(to: "list places in gallery")
        let values = events.compactMap { event -> String? in
            if case .performed(_, _, _, _, let value) = event { return value } else { return nil }
        }
        #expect(values == ["Lighthouse, Market Hall"])
    }

    /// A property an entity's `init` never set reads as empty (`""`, `[]`, `false`): `list`
    /// and `match` go on instead of trapping.
    @Test func unsetEntityPropertyReadsAsEmpty() async throws {
        let app = ShortcutApp(name: "Notebook", provider: NoteShortcuts.self)
        let list = await run(["list", "--expanded"], apps: [app])
        #expect(list.status == 0)
        #expect(list.output.contains("Open groceries in Notebook"))
        #expect(list.output.contains("Open Packing List in Notebook"))
        let match = await run(["match", "open groceries in notebook"], apps: [app])
        #expect(match.output.hasPrefix("OpenNoteIntent(note: groceries — 0 tags)"))
    }

    /// An asynchronous factory runs once, however many commands wait for it at once.
    @Test func asynchronousFactoryRunsOnce() async throws {
        // The factory holds until every caller has asked, so all eight wait on one run.
        let started = Gate(), release = Gate()
        AppDependencyManager.shared.add { () async -> FerrySchedule in
            started.open()
            await release.passed()
            return FerrySchedule()
        }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { await AppDependencyManager.shared.resolveAsynchronousDependencies() } }
            group.addTask {
                await started.passed()
                release.open()
            }
        }
        #expect(FerrySchedule.made.loads == 1)
        _ = AppDependency<FerrySchedule>().wrappedValue
        #expect(FerrySchedule.made.loads == 1)
    }
}
