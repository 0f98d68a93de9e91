// The App Intents APIs real providers use beyond phrases, in the shapes they use them
// (our own code): views in results, files, foreground continuation, configuration and
// predictable intents, property queries, conditional summaries, values asked in perform.
import Foundation
import Testing
import ShortcutKit

// MARK: - Types

enum Pace: String, AppEnum {
    case slow, brisk
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pace"
    static var caseDisplayRepresentations: [Pace: DisplayRepresentation] = [
        .slow: DisplayRepresentation(title: "Slow", synonyms: ["Easy"]),
        .brisk: "Brisk",
    ]
}

struct RouteEntity: AppEntity, URLRepresentableEntity, IndexedEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
    static var defaultQuery = RouteQuery()
    static var urlRepresentation: URLRepresentation { "https://example.com/route/\(.id)/details" }

    var id: String
    @Property(title: "Name") var name: String
    @Property(title: "Length") var length: Double
    @Property(title: "Rating") var rating: Int?

    @ComputedProperty
    var summary: String { "\(name), \(length) km" }

    @DeferredProperty
    var crowd: Int {
        get async throws { name.count }
    }

    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(id: String, name: String, length: Double, rating: Int? = nil) {
        self.id = id
        self.name = name
        self.length = length
        self.rating = rating
    }

    static let all = [RouteEntity(id: "rim trail", name: "Rim Trail", length: 5, rating: 4),
                      RouteEntity(id: "lake-loop", name: "Lake Loop", length: 12)]
}

/// A comparator type of the app's own, as apps without Core Data or `Predicate` write.
struct RouteFilter: Sendable {
    let test: @Sendable (RouteEntity) -> Bool
}

struct RouteQuery: EntityStringQuery, EntityPropertyQuery {
    typealias ComparatorMappingType = RouteFilter

    static let properties = QueryProperties {
        Property(\RouteEntity.$name) {
            EqualToComparator { name in RouteFilter { $0.name == name } }
            ContainsComparator { text in RouteFilter { $0.name.localizedCaseInsensitiveContains(text) } }
        }
        Property(\RouteEntity.$length) {
            LessThanOrEqualToComparator { length in RouteFilter { $0.length <= length } }
            GreaterThanOrEqualToComparator { length in RouteFilter { $0.length >= length } }
        }
        Property(\RouteEntity.$rating) {
            GreaterThanComparator { rating in RouteFilter { ($0.rating ?? 0) > rating } }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\RouteEntity.$name)
        SortableBy(\RouteEntity.$length)
    }

    static var findIntentDescription: IntentDescription? {
        IntentDescription("Find routes.", categoryName: "Discover", searchKeywords: ["route"], resultValueName: "Routes")
    }

    func entities(for identifiers: [String]) async throws -> [RouteEntity] { RouteEntity.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [RouteEntity] { RouteEntity.all }
    func entities(matching string: String) async throws -> [RouteEntity] {
        RouteEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    func entities(matching comparators: [RouteFilter], mode: ComparatorMode, sortedBy: [EntityQuerySort<RouteEntity>],
                  limit: Int?) async throws -> [RouteEntity] {
        var routes = RouteEntity.all.filter { route in
            mode == .and ? comparators.allSatisfy { $0.test(route) } : comparators.contains { $0.test(route) }
        }
        for sort in sortedBy {
            switch sort.by {
            case \RouteEntity.$length: routes.sort(using: KeyPathComparator(\RouteEntity.length, order: sort.order.sortOrder))
            default: routes.sort(using: KeyPathComparator(\RouteEntity.name, order: sort.order.sortOrder))
            }
        }
        if let limit, routes.count > limit { routes.removeLast(routes.count - limit) }
        return routes
    }
}

struct RouteView { let route: RouteEntity }

struct RouteSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Route Snippet"
    @Parameter var route: RouteEntity
    func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: RouteView(route: route)) }
}

struct ShowRouteIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Route"
    static var description: IntentDescription? { IntentDescription("Shows a route.") }
    @Parameter(title: "Route") var route: RouteEntity

    func perform() async throws -> some IntentResult & ReturnsValue<RouteEntity> & ProvidesDialog & ShowsSnippetView {
        .result(value: route, dialog: "Here is \(route.name).", view: RouteView(route: route))
    }
}

struct RouteSnippetResultIntent: AppIntent {
    static var title: LocalizedStringResource = "Route Card"
    @Parameter(title: "Route") var route: RouteEntity

    func perform() async throws -> some IntentResult & ReturnsValue<RouteEntity> & ProvidesDialog & ShowsSnippetIntent {
        let snippet = RouteSnippetIntent()
        snippet.route = route
        return .result(value: route, dialog: "Your route.", snippetIntent: snippet)
    }
}

struct PlainViewIntent: AppIntent {
    static let title: LocalizedStringResource = "Status"
    static let description = IntentDescription("Shows the status.")
    func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: RouteView(route: RouteEntity.all[0])) }
}

@MainActor final class Screen {
    static let shared = Screen()
    var shown: [String] = []
}

extension IntentDialog {
    static var loginNeeded: IntentDialog { "Please log in to continue." }
}

struct SyncRoutesIntent: AppIntent, ForegroundContinuableIntent {
    static var title: LocalizedStringResource = "Sync Routes"
    static var loggedIn = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard SyncRoutesIntent.loggedIn else {
            throw needsToContinueInForegroundError(.loginNeeded) {
                Screen.shared.shown.append("login")
            }
        }
        return .result(dialog: "Synced.")
    }
}

struct ImportPhotoIntent: AppIntent {
    static var title: LocalizedStringResource = "Import Photo"
    @Parameter(title: "Image", supportedContentTypes: [.image, .jpeg, .png])
    var file: IntentFile

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let data = try await file.data(contentType: .image)
        return .result(value: data.count, dialog: "Imported \(file.filename).")
    }
}

struct ExportRoutesIntent: AppIntent {
    static var title: LocalizedStringResource = "Export Routes"
    func perform() async throws -> some ReturnsValue<IntentFile> {
        let csv = RouteEntity.all.map { "\($0.name),\($0.length)" }.joined(separator: "\n")
        return .result(value: IntentFile(data: Data(csv.utf8), filename: "routes.csv", type: .commaSeparatedText))
    }
}

struct SelectRouteWidgetIntent: WidgetConfigurationIntent, PredictableIntent {
    static var title: LocalizedStringResource = "Select Route"
    @Parameter(title: "Route") var route: RouteEntity?
    @Parameter(title: "Pace") var pace: Pace

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$route, \.$pace)) { route, pace in
            DisplayRepresentation(title: "\(route?.name ?? "Any route") at \(pace.localizedStringResource)")
        }
        IntentPrediction(parameters: \.$route) {
            $0?.displayRepresentation ?? DisplayRepresentation(title: "Pick a route")
        }
    }
}

struct ToggleTrackingControlIntent: ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Tracking"
}

struct SearchRoutesIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "SearchRoutesIntent"
    static var title: LocalizedStringResource = "Search Routes"
    @Parameter(title: "Text") var text: String
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let found = try await RouteQuery().entities(matching: text)
        return .result(dialog: "Found \(found.count).")
    }
}

struct LogWalkIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Walk"
    @Parameter(title: "Distance", description: "Distance in km", controlStyle: .field,
               inclusiveRange: (lowerBound: 0.1, upperBound: 100), requestValueDialog: IntentDialog("How far did you walk?"))
    var distance: Double?
    @Parameter(title: "Pace") var pace: Pace?
    @Parameter(title: "Route") var route: RouteEntity?
    @Parameter(title: "Confirm first", default: true) var confirmFirst: Bool
    @Parameter(title: "Rate", default: 5, controlStyle: .stepper, inclusiveRange: (1, 10)) var rate: Int

    static var parameterSummary: some ParameterSummary {
        When(\LogWalkIntent.$confirmFirst, .equalTo, true, {
            Summary("Log \(\.$distance) after confirming") {
                \.$confirmFirst
            }
        }, otherwise: {
            Summary("Log \(\.$distance) now") {
                \.$confirmFirst
            }
        })
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let amount: Double
        if let distance {
            amount = distance
        } else {
            amount = try await $distance.requestValue("Enter a distance")
        }
        let chosenPace = try await $pace.requestValue()
        let chosenRoute = try await $route.requestValue("Which route?")
        return .result(dialog: "Logged \(amount) km at \(chosenPace.localizedStringResource) on \(chosenRoute.name).")
    }
}

struct PlanWalkIntent: AppIntent {
    static var title: LocalizedStringResource = "Plan Walk"
    @Parameter(title: "Pace") var pace: Pace
    @Parameter(title: "Route") var route: RouteEntity?
    @Parameter(title: "Length") var length: Double?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$pace) {
            Case(.brisk) {
                When(\.$route, .hasAnyValue) {
                    Summary("Brisk walk on \(\.$route)")
                } otherwise: {
                    Summary("Brisk walk")
                }
            }
            DefaultCase() {
                When(\.$length, .greaterThan, 10.0) {
                    Summary("Long \(\.$pace) walk")
                } otherwise: {
                    Summary("Short \(\.$pace) walk")
                }
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct DeleteRoutesIntent: DeleteIntent {
    static var title: LocalizedStringResource = "Delete Routes"
    @Parameter(title: "Routes") var entities: [RouteEntity]
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .continue, dialog: "Delete \(entities.count) routes?")
        return .result(dialog: "Deleted \(entities.count).")
    }
}

struct SearchInAppIntent: ShowInAppSearchResultsIntent {
    static var title: LocalizedStringResource = "Search"
    static var searchScopes: [StringSearchScope] = [.general]
    @Parameter(title: "Criteria") var criteria: StringSearchCriteria
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Searching for \(criteria.term).") }
}

struct RoutesPackage: AppIntentsPackage {}
struct AppPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [RoutesPackage.self] }
}

struct RouteShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowRouteIntent(), phrases: ["Show \(\.$route) in \(.applicationName)"], shortTitle: "Show",
                    systemImageName: "map")
        AppShortcut(intent: RouteSnippetResultIntent(), phrases: ["Card for \(\.$route) in \(.applicationName)"], shortTitle: "Card",
                    systemImageName: "map")
        AppShortcut(intent: PlainViewIntent(), phrases: ["Status of \(.applicationName)"], shortTitle: "Status", systemImageName: "map")
        AppShortcut(intent: SyncRoutesIntent(), phrases: ["Sync \(.applicationName)"], shortTitle: "Sync", systemImageName: "arrow")
        AppShortcut(intent: LogWalkIntent(), phrases: ["Log a walk in \(.applicationName)"], shortTitle: "Log", systemImageName: "figure")
        AppShortcut(intent: DeleteRoutesIntent(), phrases: ["Delete routes in \(.applicationName)"], shortTitle: "Delete",
                    systemImageName: "trash")
        AppShortcut(intent: SearchInAppIntent(), phrases: ["Search \(.applicationName)"], shortTitle: "Search",
                    systemImageName: "magnifyingglass")
        AppShortcut(intent: SelectRouteWidgetIntent(), phrases: ["Select a route in \(.applicationName)"], shortTitle: "Select",
                    systemImageName: "map")
    }
}

func routeChat(_ inputs: String...) async throws -> [ChatEvent] {
    let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: "Routes", provider: RouteShortcuts.self)], locale: "en")
    let conversation = Conversation(matcher: matcher, app: "Routes")
    var events: [ChatEvent] = []
    for input in inputs { events += await conversation.respond(to: input) }
    return events
}

extension ChatEvent {
    var performedDialog: String? { if case .performed(_, _, _, let dialog, _) = self { dialog } else { nil } }
    var question: String? { if case .asked(let question, _) = self { question } else { nil } }
    var omittedView: String? { if case .viewOmitted(_, _, let view) = self { view } else { nil } }
    var errorMessage: String? { if case .error(let message) = self { message } else { nil } }
}

// MARK: - Tests

@Suite(.serialized) struct AppIntentsAPITests {
    @Test func viewResultSaysTheDialogAndRecordsTheView() async throws {
        let events = try await routeChat("show rim trail in routes")
        #expect(events.compactMap(\.performedDialog) == ["Here is Rim Trail."])
        #expect(events.compactMap(\.omittedView) == ["RouteView"])
        let json = events.map(\.json.rendered).joined(separator: "\n")
        #expect(json.contains("viewOmitted") && json.contains("RouteView"), "\(json)")
        #expect(events.compactMap { $0.text }.joined().contains("RouteView") == false)
    }

    @Test func snippetIntentAndPlainViewResults() async throws {
        let card = try await routeChat("card for lake loop in routes")
        #expect(card.compactMap(\.performedDialog) == ["Your route."])
        #expect(card.compactMap(\.omittedView) == ["RouteSnippetIntent"])
        let status = try await routeChat("status of routes")
        #expect(status.compactMap(\.omittedView) == ["RouteView"])
        #expect(status.compactMap(\.errorMessage).isEmpty)
    }

    @Test func foregroundContinuationRunsAndSaysItsDialog() async throws {
        SyncRoutesIntent.loggedIn = false
        let events = try await routeChat("sync routes")
        #expect(events.compactMap(\.performedDialog) == ["Please log in to continue."])
        #expect(await Screen.shared.shown == ["login"])
        let request = try await SyncRoutesIntent().requestToContinueInForeground("Open the app?") { 42 }
        #expect(request == 42)
    }

    @Test func intentFilesReadTheirDataAndType() async throws {
        let intent = ImportPhotoIntent()
        intent.file = IntentFile(data: Data([1, 2, 3]), filename: "walk.jpg")
        #expect(intent.file.type == .jpeg)
        let result = try await intent.perform()
        #expect(result.value == 3)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shortcutkit-\(UUID().uuidString).png")
        try Data([9, 9]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let onDisk = IntentFile(fileURL: url)
        #expect(onDisk.filename == url.lastPathComponent && onDisk.data == Data([9, 9]))
        #expect(try await onDisk.data(contentType: .image) == Data([9, 9]))
        await #expect(throws: IntentFileError.self) { try await onDisk.data(contentType: .pdf) }
        let exported = try await ExportRoutesIntent().perform()
        #expect(exported.value?.filename == "routes.csv")
        #expect(exported.value?.type == .commaSeparatedText)
        #expect(UTType(filenameExtension: "HEIC") == .heic && UTType.png.conforms(to: .image) && !UTType.png.conforms(to: .text))
    }

    @Test func asyncRequestValueAsksInTheChat() async throws {
        let events = try await routeChat("log a walk in routes", "3.5", "easy", "lake loop")
        #expect(events.compactMap(\.question) == ["Enter a distance", "What is the Pace?", "Which route?"])
        #expect(events.compactMap(\.performedDialog) == ["Logged 3.5 km at Slow on Lake Loop."])
    }

    @Test func asyncRequestValueAsksAgainThenGivesUp() async throws {
        let events = try await routeChat("log a walk in routes", "far", "very far", "too far")
        #expect(events.compactMap(\.question) == ["Enter a distance", "Enter a distance", "Enter a distance"])
        #expect(events.compactMap(\.errorMessage) == ["'too far' is not a value for 'distance'."])
    }

    @Test func asyncRequestValueCancels() async throws {
        let events = try await routeChat("log a walk in routes", "cancel")
        #expect(events.compactMap(\.performedDialog).isEmpty)
        #expect(events.contains { if case .said = $0 { true } else { false } })
    }

    @Test func requestValueWithoutAChatThrows() async throws {
        await #expect(throws: IntentInteractionError.self) { try await LogWalkIntent().perform() }
    }

    @Test func deleteAndSearchIntentsRun() async throws {
        let intent = DeleteRoutesIntent()
        intent.entities = RouteEntity.all
        let deleted = try await routeChat("delete routes in routes", "rim trail", "yes")
        #expect(deleted.compactMap(\.errorMessage).isEmpty)
        let search = try await routeChat("search routes", "lake")
        #expect(search.compactMap(\.performedDialog) == ["Searching for lake."])
        #expect(SearchInAppIntent.supportedModes == .foreground)
        #expect(StringSearchCriteria._parse("  lake ") == StringSearchCriteria(term: "lake"))
    }

    @Test func propertyQueryMapsComparatorsAndSorts() async throws {
        let properties = RouteQuery.properties
        #expect(properties.kinds(for: \RouteEntity.$name) == [EntityQueryComparatorKind.equalTo, .contains])
        let short = try #require(properties.comparator(for: \RouteEntity.$length, EntityQueryComparatorKind.lessThanOrEqualTo, 6.0))
        let rated = try #require(properties.comparator(for: \RouteEntity.$rating, EntityQueryComparatorKind.greaterThan, 3))
        #expect(properties.comparator(for: \RouteEntity.$name, EntityQueryComparatorKind.lessThan, "x") == nil)
        let found = try await RouteQuery().entities(matching: [short, rated], mode: .and, sortedBy: [], limit: nil)
        #expect(found.map(\.name) == ["Rim Trail"])
        let any = try await RouteQuery().entities(matching: [short, rated], mode: .or,
                                                   sortedBy: [EntityQuerySort(by: \RouteEntity.$length, order: .descending)], limit: 1)
        #expect(any.map(\.name) == ["Rim Trail"])
        #expect(RouteQuery.sortingOptions.keyPaths.count == 2)
        #expect(RouteQuery.findIntentDescription != nil)
    }

    @Test func conditionalSummariesResolvePerIntent() throws {
        let log = LogWalkIntent()
        #expect(LogWalkIntent.summary(for: log)?.text.segments == ["Log ", "${distance}", " after confirming"])
        log.confirmFirst = false
        #expect(LogWalkIntent.summary(for: log)?.text.segments == ["Log ", "${distance}", " now"])
        let plan = PlanWalkIntent()
        plan.pace = .brisk
        #expect(PlanWalkIntent.summary(for: plan)?.text.segments == ["Brisk walk"])
        plan.route = RouteEntity.all[0]
        #expect(PlanWalkIntent.summary(for: plan)?.text.segments == ["Brisk walk on ", "${route}", ""])
        plan.pace = .slow
        plan.length = 12
        #expect(PlanWalkIntent.summary(for: plan)?.text.segments == ["Long ", "${pace}", " walk"])
        plan.length = nil
        #expect(PlanWalkIntent.summary(for: plan)?.text.segments == ["Short ", "${pace}", " walk"])
    }

    @Test func predictionsConfigurationsAndMigratedIntents() async throws {
        let intent = SelectRouteWidgetIntent()
        intent.route = RouteEntity.all[1]
        intent.pace = .brisk
        #expect(SelectRouteWidgetIntent.predictionParameterNames == [["route", "pace"], ["route"]])
        #expect(SelectRouteWidgetIntent.predictions(for: intent).map { String(localized: $0.title) } == ["Lake Loop at Brisk", "Lake Loop"])
        let events = try await routeChat("select a route in routes", "rim trail", "brisk")
        #expect(events.compactMap(\.errorMessage).isEmpty)
        _ = try await ToggleTrackingControlIntent().perform()
        #expect(SearchRoutesIntent.intentClassName == "SearchRoutesIntent")
        #expect(ShowRouteIntent.persistentIdentifier == "ShowRouteIntent")
        #expect(AppPackage.includedPackages.count == 1 && RoutesPackage.includedPackages.isEmpty)
    }

    @Test func descriptionsAreReadInBothForms() async throws {
        let catalog = await ShortcutApp(name: "Routes", provider: RouteShortcuts.self).catalog(locale: "en").catalog
        #expect(catalog.intents["ShowRouteIntent"]?.description == "Shows a route.")
        #expect(catalog.intents["PlainViewIntent"]?.description == "Shows the status.")
        #expect(catalog.intents["SyncRoutesIntent"]?.description == nil)
    }

    @Test func entityPropertiesURLsAndDonations() async throws {
        let route = RouteEntity.all[0]
        #expect(route.summary == "Rim Trail, 5.0 km")
        #expect(try await route.crowd == 9)
        #expect(route.url?.absoluteString == "https://example.com/route/rim%20trail/details")
        #expect(RouteEntity.urlRepresentation.template == "https://example.com/route/{id}/details")
        let indexed = EntityProperty<String>(title: "Name", indexingKey: \.displayName)
        #expect(indexed.indexingKey == \IndexingAttributes.displayName)
        #expect(CSCustomAttributeKey(keyName: "com_routes_region") != nil)
        #expect(Pace.slow.localizedStringResource == Pace.caseDisplayRepresentations[.slow]?.title)
        let before = IntentDonationManager.shared.donations.count
        try await IntentDonationManager.shared.donate(intent: ShowRouteIntent())
        #expect(IntentDonationManager.shared.donations.count == before + 1)
        try await IntentDonationManager.shared.deleteDonations(matching: ShowRouteIntent.self)
        #expect(!IntentDonationManager.shared.donations.contains { $0 is ShowRouteIntent })
    }
}
