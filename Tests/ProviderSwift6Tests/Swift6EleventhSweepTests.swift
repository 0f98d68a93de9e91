// Eleventh-round sweep shapes in the Swift 6 language mode (our own code): a query whose
// suggestions come in sections, an options provider in an App Shortcut's collections, a
// summary that is only a parameter list, a list parameter sized per widget family, a snippet
// closure with `if let`, and a transient entity filled in on a `let`.
import Foundation
import Testing
import ShortcutKit

struct FanEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: .init("fan.name", defaultValue: "Fan"))
    static let defaultQuery = FanQuery()

    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct FanQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [FanEntity] { identifiers.map(FanEntity.init(id:)) }

    func entities(matching string: String) async throws -> IntentItemCollection<FanEntity> {
        .init(sections: [.init(.init(stringLiteral: "Loft"), items: [FanEntity(id: "Ceiling Fan")])])
    }

    func suggestedEntities() async throws -> IntentItemCollection<FanEntity> {
        .init(sections: [.init(.init(stringLiteral: "Loft"), items: [FanEntity(id: "Ceiling Fan")]),
                         .init(.init(stringLiteral: "Den"), items: [FanEntity(id: "Desk Fan")])])
    }
}

struct FanOptions: DynamicOptionsProvider {
    func results() async throws -> IntentItemCollection<FanEntity> {
        .init(sections: [.init(.init(stringLiteral: "All"), items: [FanEntity(id: "Desk Fan")])])
    }
}

struct FanReading: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Fan Reading"

    @Property(title: "Speed")
    var speed: Int?

    var displayRepresentation: DisplayRepresentation { "Speed \(speed ?? 0)" }
}

/// A card never drawn here.
struct FanCard: Sendable {
    let reading: FanReading
}

struct SpinFanIntent: AppIntent {
    static let title: LocalizedStringResource = .init("spin.title", defaultValue: "Spin")

    @Parameter(title: "Fan")
    var fan: FanEntity

    @Parameter(title: "Fast", default: false)
    var fast: Bool

    static var parameterSummary: some ParameterSummary {
        Summary {
            \.$fan
            \.$fast
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<FanReading> & ProvidesDialog & ShowsSnippetView {
        let reading = FanReading()
        reading.speed = fast ? 3 : 1
        let shown: FanReading? = reading
        return .result(value: reading, dialog: "\(fan.id) spins.") {
            if let shown {
                FanCard(reading: shown)
            }
        }
    }
}

struct FanWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Fans"

    @Parameter(title: "Fans", default: [], size: [.systemSmall: 1, .systemLarge: IntentCollectionSize(min: 1, max: 4)])
    var fans: [FanEntity]
}

struct FanShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SpinFanIntent(),
            phrases: ["Spin \(\.$fan) in \(.applicationName)"],
            shortTitle: .init("spin.short", defaultValue: "Spin"),
            systemImageName: "fan",
            parameterPresentation: ParameterPresentation(
                for: \.$fan,
                summary: Summary("Spin \(\.$fan)"),
                optionsCollections: {
                    OptionsCollection(FanOptions(), title: "Fans", systemImageName: "fan")
                }
            )
        )
    }
}

@Suite struct Swift6EleventhSweepTests {
    @Test func eleventhSweepShapesCompileAndRunInSwift6() async throws {
        let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: "Breeze", provider: FanShortcuts.self)], locale: "en")
        let conversation = Conversation(matcher: matcher, app: "Breeze")
        let events = await conversation.respond(to: "spin desk fan in breeze")
        let performed = events.compactMap { event -> String? in
            if case .performed(_, _, _, let dialog, _) = event { dialog } else { nil }
        }
        #expect(performed == ["Desk Fan spins."], "\(events)")
        let omitted = events.compactMap { event -> String? in
            if case .viewOmitted(_, _, let view) = event { view } else { nil }
        }
        #expect(omitted == ["FanCard"], "\(events)")
        #expect(FanShortcuts.appShortcuts[0].optionsCollections.count == 1)
        #expect(SpinFanIntent.summary(for: SpinFanIntent())?.otherParameters.count == 2)
        #expect(FanWidgetConfiguration().$fans.size?[.systemLarge] == IntentCollectionSize(min: 1, max: 4))
        #expect(try await FanQuery().entities(matching: "fan").items.map(\.id) == ["Ceiling Fan"])
    }
}
