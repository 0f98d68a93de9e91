// Configuration intents whose parameters depend on others (@IntentParameterDependency) and
// predictions made without values, in the shapes real widgets use them (our own code).
import Foundation
import Testing
import ShortcutKit

@Suite struct PredictionWithoutValuesTests {
    @Test func predictionsSkipParametersWithoutValues() {
        let intent = SelectRouteWidgetIntent()
        #expect(SelectRouteWidgetIntent.predictions(for: intent).isEmpty == false)
        #expect(SelectRouteWidgetIntent.predictions(for: intent).map { String(localized: $0.title) } == ["Pick a route"])
    }
}

struct RoutesOfAccountQuery: EntityQuery {
    init() {}

    @IntentParameterDependency<RouteWidgetConfiguration>(
        \.$route
    )
    var configuration

    func entities(for identifiers: [RouteEntity.ID]) async throws -> [RouteEntity] { [] }

    func suggestedEntities() async throws -> [RouteEntity] {
        guard let route = configuration?.route else { return [] }
        return RouteEntity.all.filter { $0.id == route.id }
    }
}

struct RouteWidgetConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Route Widget"
    @Parameter(title: "Route") var route: RouteEntity
    @Parameter(title: "Pace") var pace: Pace?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let found = try await RoutesOfAccountQuery().suggestedEntities()
        return .result(dialog: "\(found.map(\.name).joined())")
    }
}

@Suite struct IntentParameterDependencyTests {
    @Test func aQuerySeesTheIntentItRunsFor() async throws {
        #expect(try await RoutesOfAccountQuery().suggestedEntities().isEmpty)
        let intent = RouteWidgetConfiguration()
        intent.route = RouteEntity.all[1]
        let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: "Widgets", provider: RouteWidgetShortcuts.self)], locale: "en")
        let events = await Conversation(matcher: matcher, app: "Widgets").respond(to: "configure lake loop in widgets")
        #expect(events.compactMap(\.performedDialog) == ["Lake Loop"])
    }
}

struct RouteWidgetShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: RouteWidgetConfiguration(), phrases: ["Configure \(\.$route) in \(.applicationName)"], shortTitle: "Configure",
                    systemImageName: "map")
    }
}
