// The declarations an audiobook player's provider makes (ShelfPlayer's shapes) and a
// package manager's enum entity (Cork's shape), in our own code: audio playback intents
// reading an `@AppDependency`, a progress-reporting intent, entities that are
// `PersistentlyIdentifiable` with images from data, and an enum that adopts `AppEntity`
// with neither `id` nor a query.
import Foundation
import Testing
import ShortcutKit

// MARK: - Types

final class ListeningRoom: @unchecked Sendable {
    private let lock = NSLock()
    private var _nowPlaying: String?
    private var _rate = 1.0

    var nowPlaying: String? { lock.withLock { _nowPlaying } }
    var rate: Double { lock.withLock { _rate } }
    func play(_ title: String?) { lock.withLock { _nowPlaying = title } }
    func setRate(_ rate: Double) { lock.withLock { _rate = rate } }
}

struct ListeningBook: Sendable {
    let id: String
    let name: String
    let narrator: String
    let cover: Data?

    static let shelf = [
        ListeningBook(id: "dune", name: "Dune", narrator: "Scott Brick", cover: Data([0x89, 0x50])),
        ListeningBook(id: "emma", name: "Emma", narrator: "Juliet Stevenson", cover: nil),
    ]
}

struct ListeningBookEntity: AppEntity, IndexedEntity, PersistentlyIdentifiable {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Audiobook", numericFormat: "\(placeholder: .int) audiobooks",
                                                                     synonyms: ["Book", "Title"])
    static let defaultQuery = ListeningBookQuery()

    let hideInSpotlight: Bool = true
    let book: ListeningBook
    var id: String { book.id }

    @Property(title: "Narrator")
    var narrator: String

    init(book: ListeningBook) {
        self.book = book
        narrator = book.narrator
    }

    var displayRepresentation: DisplayRepresentation {
        let image: DisplayRepresentation.Image?
        if let cover = book.cover {
            image = .init(data: cover, displayStyle: .circular)
        } else {
            image = nil
        }
        return .init(title: "\(book.name)", subtitle: "\(book.narrator)", image: image)
    }
}

struct ListeningBookQuery: EntityQuery, EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ListeningBookEntity] {
        ListeningBook.shelf.filter { identifiers.contains($0.id) }.map(ListeningBookEntity.init(book:))
    }

    func suggestedEntities() async throws -> [ListeningBookEntity] { ListeningBook.shelf.map(ListeningBookEntity.init(book:)) }

    func entities(matching string: String) async throws -> [ListeningBookEntity] {
        ListeningBook.shelf.filter { $0.name.localizedCaseInsensitiveContains(string) }.map(ListeningBookEntity.init(book:))
    }
}

struct PlayBookIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Audiobook"
    static let description = IntentDescription("Starts an audiobook.")

    @AppDependency private var room: ListeningRoom

    @Parameter(title: "Audiobook", requestValueDialog: IntentDialog("Which audiobook?"))
    var book: ListeningBookEntity

    init() {}

    func perform() async throws -> some ReturnsValue<ListeningBookEntity> & ProvidesDialog {
        room.play(book.book.name)
        return .result(value: book, dialog: "Playing \(book.book.name).")
    }
}

struct SetListeningRateIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Set Playback Speed"

    @AppDependency private var room: ListeningRoom

    @Parameter(title: "Speed", controlStyle: .stepper, inclusiveRange: (50, 300),
               requestValueDialog: IntentDialog("How fast, in percent?"))
    var rate: Double

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard room.nowPlaying != nil else { throw ListeningError.nothingPlaying }
        room.setRate(rate / 100)
        return .result(dialog: "Speed set.")
    }
}

enum ListeningError: Error, CustomLocalizedStringResourceConvertible {
    case nothingPlaying
    var localizedStringResource: LocalizedStringResource { "Nothing is playing." }
}

final class UnpluggedTurntable: Sendable {}

struct SpinRecordIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Spin Record"
    @AppDependency private var turntable: UnpluggedTurntable
    @Parameter(title: "Speed", requestValueDialog: IntentDialog("At what speed?")) var speed: Int
    func perform() async throws -> some IntentResult { .result() }
}

struct SyncDownloadsIntent: ProgressReportingIntent {
    static let title: LocalizedStringResource = "Sync Downloads"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        progress.totalUnitCount = 4
        for _ in 0..<4 {
            await Task.yield()
            progress.completedUnitCount += 1
        }
        return .result(dialog: "\(Int(progress.fractionCompleted * 100))% synced.")
    }
}

// Cork declares its package kind as an enum entity with no `id` and no query.
enum PackageKind: String, AppEntity, Codable {
    case formula
    case cask

    static let typeDisplayRepresentation: TypeDisplayRepresentation = .init(name: "Package Kind")

    var displayRepresentation: DisplayRepresentation {
        switch self {
        case .formula: DisplayRepresentation(title: "Formula")
        case .cask: DisplayRepresentation(title: "Cask")
        }
    }
}

enum ShelfSection: String, AppEntity, CaseIterable {
    case audiobooks, podcasts

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
    var displayRepresentation: DisplayRepresentation { "\(rawValue)" }
}

struct NewestPackageKindIntent: AppIntent {
    static let title: LocalizedStringResource = "Newest Package Kind"
    func perform() async throws -> some ReturnsValue<PackageKind> { .result(value: .cask) }
}

struct BrowseSectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Browse Section"
    @Parameter(title: "Section") var section: ShelfSection
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Showing \(section.rawValue).") }
}

struct ListeningShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayBookIntent(), phrases: ["Play \(\.$book) using \(.applicationName)"], shortTitle: "Play",
                    systemImageName: "play")
        AppShortcut(intent: SetListeningRateIntent(), phrases: ["Set \(.applicationName) playback speed"], shortTitle: "Speed",
                    systemImageName: "percent")
        AppShortcut(intent: SpinRecordIntent(), phrases: ["Spin a record with \(.applicationName)"], shortTitle: "Spin",
                    systemImageName: "opticaldisc")
        AppShortcut(intent: SyncDownloadsIntent(), phrases: ["Sync downloads using \(.applicationName)"], shortTitle: "Sync",
                    systemImageName: "arrow.down")
        AppShortcut(intent: NewestPackageKindIntent(), phrases: ["Newest package kind in \(.applicationName)"],
                    shortTitle: "Newest", systemImageName: "shippingbox")
        AppShortcut(intent: BrowseSectionIntent(), phrases: ["Browse \(\.$section) in \(.applicationName)"], shortTitle: "Browse",
                    systemImageName: "books.vertical")
    }
}

let listeningRoom: ListeningRoom = {
    let room = ListeningRoom()
    AppDependencyManager.shared.add(dependency: room)
    return room
}()

func listeningChat(_ inputs: String...) async throws -> [ChatEvent] {
    _ = listeningRoom
    return try await providerChat("Shelf", ListeningShortcuts.self, inputs)
}

// MARK: - Tests

@Suite(.serialized) struct AudioPlayerShapesTests {
    @Test func anAudioPlaybackIntentReadsItsAppDependency() async throws {
        listeningRoom.play(nil)
        let events = try await listeningChat("play dune using shelf")
        #expect(events.compactMap(\.performedDialog) == ["Playing Dune."])
        #expect(listeningRoom.nowPlaying == "Dune")
    }

    @Test func aSteppedParameterIsAskedAndItsErrorIsSaid() async throws {
        listeningRoom.play(nil)
        let refused = try await listeningChat("set shelf playback speed", "150")
        #expect(refused.compactMap(\.question) == ["How fast, in percent?"])
        #expect(refused.compactMap(\.errorMessage) == ["Nothing is playing."])

        listeningRoom.play("Emma")
        let set = try await listeningChat("set shelf playback speed", "150")
        #expect(set.compactMap(\.performedDialog) == ["Speed set."])
        #expect(listeningRoom.rate == 1.5)
    }

    @Test func aMissingDependencyIsSaidBeforeAnyQuestion() async throws {
        let events = try await listeningChat("spin a record with shelf")
        #expect(events.compactMap(\.question).isEmpty)
        #expect(events.compactMap(\.errorMessage).count == 1)
        #expect(events.compactMap(\.errorMessage).first?.contains("no dependency of type UnpluggedTurntable is registered") == true)
    }

    @Test func progressIsOneObjectForTheWholeRun() async throws {
        let events = try await listeningChat("sync downloads using shelf")
        #expect(events.compactMap(\.performedDialog) == ["100% synced."])
    }

    @Test func progressReadOutsidePerformDoesNotTrap() {
        let intent = SyncDownloadsIntent()
        intent.progress.totalUnitCount = 10
        #expect(intent.progress.completedUnitCount == 0)
    }

    @Test func entitiesKeepTheirImageStyleAndPersistentName() {
        let dune = ListeningBookEntity(book: ListeningBook.shelf[0])
        #expect(dune.displayRepresentation.image?.data == Data([0x89, 0x50]))
        #expect(dune.displayRepresentation.image?.displayStyle == .circular)
        #expect(DisplayRepresentation.Image(named: "cover", displayStyle: .default).displayStyle == .default)
        #expect(ListeningBookEntity(book: ListeningBook.shelf[1]).displayRepresentation.image == nil)
        #expect(ListeningBookEntity.persistentIdentifier == "ListeningBookEntity")
    }

    @Test func anEnumEntityIsItsOwnIdentifierAndQuery() async throws {
        #expect(PackageKind.cask.id == "cask")
        #expect(try await PackageKind.defaultQuery.entities(for: ["formula", "bottle", "cask"]) == [.formula, .cask])
        #expect(try await PackageKind.defaultQuery.suggestedEntities().isEmpty)
        #expect(try await ShelfSection.defaultQuery.suggestedEntities() == [.audiobooks, .podcasts])
    }

    @Test func anEnumEntityIsReturnedAndItsCasesAreSaid() async throws {
        let returned = try await listeningChat("newest package kind in shelf")
        #expect(returned.compactMap(\.errorMessage).isEmpty)
        let browsed = try await listeningChat("browse podcasts in shelf")
        #expect(browsed.compactMap(\.performedDialog) == ["Showing podcasts."])
    }
}
