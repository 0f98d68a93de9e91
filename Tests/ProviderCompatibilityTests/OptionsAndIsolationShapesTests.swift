// Shapes from widgets' option providers and from apps written for Swift 6 (tenth-round
// sweep, our own code): `ItemCollection` with sections, prompts, builders and `.empty`;
// `IntentItem` with titles; options that depend on another parameter; `nonisolated static`
// declarations beside `@MainActor` code; `@preconcurrency` conformances; private parameters
// and dependencies; a date parameter's kind; an intent that opens a link; older intent kinds.
import Foundation
import Testing
import ShortcutKit

enum TransitCatalog {
    static let lines: [(id: String, name: String, stops: [String])] = [
        ("red", "Red Line", ["Harbor", "Museum"]),
        ("blue", "Blue Line", ["Airport"]),
    ]
}

struct LineOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection(sections: [
            IntentItemSection("Lines", items: TransitCatalog.lines.map {
                IntentItem<String>($0.id, title: LocalizedStringResource(stringLiteral: $0.name))
            })
        ])
    }
}

struct StopOptionsProvider: DynamicOptionsProvider {
    @IntentParameterDependency<TransitBoardConfiguration>(\.$line)
    var intent

    func results() async throws -> ItemCollection<String> {
        let lines = TransitCatalog.lines.filter { intent?.line == nil || $0.id == intent?.line }
        return ItemCollection(promptLabel: "Leave empty for the nearest stop", sections: lines.map { line in
            IntentItemSection(LocalizedStringResource(stringLiteral: line.name), items: line.stops.map {
                IntentItem<String>("\(line.id)|\($0)", title: LocalizedStringResource(stringLiteral: $0))
            })
        })
    }
}

struct FavoriteOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        let cycle = IntentItem<String>("cycle", title: "Cycle through favorites")
        let favorites = ["Harbor", "Airport"].map { IntentItem<String>($0, title: "\($0)") }
        return ItemCollection {
            ItemSection(items: [cycle])
            ItemSection(items: favorites)
        }
    }
}

struct AuthorOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Italian Authors") {
                "Dante Alighieri"
                "Alessandro Manzoni"
            }
            ItemSection("Russian Authors") {
                "Anton Chekhov"
            }
        }
    }
}

struct NothingYetOptionsProvider: DynamicOptionsProvider {
    typealias Result = ItemCollection<String>
    func results() async throws -> ItemCollection<String> { .empty }
}

struct TransitBoardConfiguration: AppIntent, WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Transit Board"
    static var description = IntentDescription("Pick a stop and see the next departures.")

    @Parameter(title: "Line", optionsProvider: LineOptionsProvider())
    var line: String?

    @Parameter(title: "Stop", optionsProvider: StopOptionsProvider())
    var stop: String?

    @Parameter(title: "Favorite", optionsProvider: FavoriteOptionsProvider())
    var favorite: String?
}

// Real code also writes `struct TripEntity: @preconcurrency AppEntity` (in a module isolated to
// the main actor by default); on a non-isolated type it compiles with a warning that it has no
// effect, so the test keeps the query's form only.
struct TripEntity: AppEntity {
    var id: UUID
    var name: String = ""

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Trip")
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static var defaultQuery = TripQuery()
}

@preconcurrency
struct TripQuery: EntityQuery {
    func entities(for identifiers: [TripEntity.ID]) async throws -> [TripEntity] { [] }
    func suggestedEntities() async throws -> [TripEntity] { [] }
}

final class TripLog: @unchecked Sendable {
    var trips: [Date] = [Date(timeIntervalSince1970: 86_400 * 3)]
}

enum SwitchState: String, AppEnum {
    case on, off
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "State"
    static let caseDisplayRepresentations: [SwitchState: DisplayRepresentation] = [.on: "On", .off: "Off"]
}

struct CountTripsIntent: AppIntent {
    nonisolated static let title: LocalizedStringResource = .init("Count Trips", table: "AppIntents")
    nonisolated static let description: IntentDescription = "Counts the trips of a day."
    nonisolated static let openAppWhenRun = false

    @Parameter(title: "Date", kind: .date)
    private var date: Date

    @Parameter(title: "Reminders", default: .on)
    private var reminders: SwitchState

    @Dependency private var log: TripLog

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let count = log.trips.filter { Calendar(identifier: .gregorian).isDate($0, inSameDayAs: date) }.count
        return .result(value: count, dialog: "\(count) trips, reminders \(reminders.rawValue).")
    }
}

struct OpenTripsLinkIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Trips"
    static var openAppWhenRun = true
    static var isDiscoverable = true

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "trips://planner")!))
    }
}

struct ChimeIntent: AudioStartingIntent {
    static var title: LocalizedStringResource = "Chime"
    static var description: IntentDescription? = "Plays a chime"

    @Parameter(title: "Sound")
    var sound: Bool

    @MainActor
    func perform() async throws -> some IntentResult { .result() }
}

struct LegacyOpenIntent: AppIntent {
    static var title: LocalizedStringResource = "Open App"
    static var description = IntentDescription("Opens the app", categoryName: "Common", searchKeywords: ["start", "launch"])
    static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult & ReturnsValue {
        .result(value: "Success!")
    }
}

struct TripShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CountTripsIntent(), phrases: ["Count trips in \(.applicationName)"], shortTitle: "Count Trips",
                    systemImageName: "number")
        AppShortcut(intent: OpenTripsLinkIntent(), phrases: ["Open the planner in \(.applicationName)"], shortTitle: "Planner",
                    systemImageName: "map")
    }
}

@Suite struct OptionsAndIsolationShapesTests {
    @Test func optionsInSectionsWithPromptsAndBuilders() async throws {
        let lines = try await LineOptionsProvider().results()
        #expect(lines.items == ["red", "blue"])
        #expect(lines.sections.map { $0.title.map { String(localized: $0) } } == ["Lines"])
        let stops = try await StopOptionsProvider().results()
        #expect(stops.items == ["red|Harbor", "red|Museum", "blue|Airport"])
        #expect(stops.promptLabel.map { String(localized: $0) } == "Leave empty for the nearest stop")
        let favorites = try await FavoriteOptionsProvider().results()
        #expect(favorites.sections.map(\.items.count) == [1, 2])
        #expect(favorites.sections[0].items[0].description.title == "Cycle through favorites")
        let authors = try await AuthorOptionsProvider().results()
        #expect(authors.items == ["Dante Alighieri", "Alessandro Manzoni", "Anton Chekhov"])
        #expect(try await NothingYetOptionsProvider().results().items.isEmpty)
    }

    @Test func aPrivateDateParameterWithItsKindAndAPrivateDependency() async throws {
        AppDependencyManager.shared.add(dependency: TripLog())
        let events = try await providerChat("Trips", TripShortcuts.self, ["count trips in trips", "1970-01-04"])
        #expect(events.compactMap(\.question).count == 1, "\(events)")
        #expect(events.compactMap(\.performedDialog) == ["1 trips, reminders on."], "\(events)")
    }

    @Test func anIntentThatOpensALinkSaysWhichOne() async throws {
        let events = try await providerChat("Trips", TripShortcuts.self, ["open the planner in trips"])
        #expect(events.compactMap(\.performedDialog) == ["Opening trips://planner."], "\(events)")
    }

    @Test func olderIntentKindsRun() async throws {
        _ = try await ChimeIntent().perform()
        #expect(try await LegacyOpenIntent().perform().value as? String == "Success!")
        #expect(String(localized: LegacyOpenIntent.description.categoryName ?? "") == "Common")
    }
}
