// The code listings of WWDC25 "Get to know App Intents" (seeds/get-to-know-app-intents.wwdc25.{es,fr,pt}.txt,
// the same code in each), as written, with line breaks restored. Listings that redeclare
// a type of an earlier one sit in an `enum` named after their time code. Changes, each
// marked `// seed:`: two typos fixed (a stray `a` after the 9:22 phrases, `structaLandmarkEntity`
// at 23:10); elided bodies (`// ...`) filled where Swift needs them; `@main` left off
// 13:50 (a test target has its own entry point); fragments (6:57, 15:18, 19:24, 20:06)
// put in the declaration they belong to.
import Foundation
import ShortcutKit

// 3:23 - Navigate Intent
enum Listing3_23 {
    struct NavigateIntent: AppIntent {
        static let title: LocalizedStringResource = "Navigate to Landmarks"

        static let supportedModes: IntentModes = .foreground

        @MainActor
        func perform() async throws -> some IntentResult {
            Navigator.shared.navigate(to: .landmarks)
            return .result()
        }
    }
}

// 5:02 - Navigation Option App Enum
enum NavigationOption: String, AppEnum {
    case landmarks
    case map
    case collections

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Navigation Option"

    static let caseDisplayRepresentations: [NavigationOption: DisplayRepresentation] = [
        .landmarks: "Landmarks",
        .map: "Map",
        .collections: "Collections"
    ]
}

// 5:38 - Navigate Intent with Parameter
enum Listing5_38 {
    struct NavigateIntent: AppIntent {
        static let title: LocalizedStringResource = "Navigate to Section"

        static let supportedModes: IntentModes = .foreground

        @Parameter var navigationOption: NavigationOption

        @MainActor
        func perform() async throws -> some IntentResult {
            Navigator.shared.navigate(to: navigationOption)
            return .result()
        }
    }
}

// 6:57 - Case Display Representations with Images
enum Listing6_57 { // seed: the fragment, in a declaration of its own
    static let caseDisplayRepresentations = [
        NavigationOption.landmarks: DisplayRepresentation(
            title: "Landmarks",
            image: .init(systemName: "building.columns")
        ),
        NavigationOption.map: DisplayRepresentation(
            title: "Map",
            image: .init(systemName: "map")
        ),
        NavigationOption.collections: DisplayRepresentation(
            title: "Collections",
            image: .init(systemName: "book.closed")
        )
    ]
}

// 7:28 - Navigation Option With Parameter Summary
struct NavigateIntent: AppIntent {
    static let title: LocalizedStringResource = "Navigate to Section"

    static let supportedModes: IntentModes = .foreground

    static var parameterSummary: some ParameterSummary {
        Summary("Navigate to \(\.$navigationOption)")
    }

    @Parameter(
        title: "Section",
        requestValueDialog: "Which section?"
    )
    var navigationOption: NavigationOption

    @MainActor
    func perform() async throws -> some IntentResult {
        Navigator.shared.navigate(to: navigationOption)
        return .result()
    }
}

// 9:22 - App Shortcuts Provider and Navigation Intent App Shortcut
struct TravelTrackingAppShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NavigateIntent(),
            phrases: [
                "Navigate in \(.applicationName)",
                "Navigate to \(\.$navigationOption) in \(.applicationName)" // seed: stray `a` removed
            ],
            shortTitle: "Navigate",
            systemImageName: "arrowshape.forward"
        )
        // 15:18 - Closest Landmark App Shortcut
        AppShortcut(
            intent: ClosestLandmarkIntent(),
            phrases: [
                "Find closest landmark in \(.applicationName)"
            ],
            shortTitle: "Closest landmark",
            systemImageName: "location"
        )
        // 19:24 - Open Landmark App Shortcut
        AppShortcut(
            intent: OpenLandmarkIntent(),
            phrases: [
                "Open \(\.$target) in \(.applicationName)",
                "Open landmark in \(.applicationName)"
            ],
            shortTitle: "Open",
            systemImageName: "building.columns"
        )
    }
}

// 11:02 - Landmark Entity
struct LandmarkEntity: AppEntity {
    var id: Int { landmark.id }

    @ComputedProperty
    var name: String { landmark.name }

    @ComputedProperty
    var description: String { landmark.description }

    let landmark: Landmark

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Landmark")

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }

    static let defaultQuery = LandmarkEntityQuery()
}

// 13:19 - Landmark Entity Query
struct LandmarkEntityQuery: EntityQuery {
    @Dependency var modelData: ModelData

    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        modelData
            .landmarks(for: identifiers)
            .map(LandmarkEntity.init)
    }
}

// 13:50 - App Dependency Manager
struct LandmarksApp: App { // seed: `@main` left off
    init() {
        AppDependencyManager.shared.add { ModelData() }
    }
}

// 14:18 - Closest Landmark Intent
struct ClosestLandmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Closest Landmark"

    @Dependency var modelData: ModelData

    @MainActor
    func perform() async throws
        -> some ReturnsValue<LandmarkEntity> & ProvidesDialog & ShowsSnippetView {

        let landmark = try await modelData.findClosestLandmark()

        return .result(
            value: landmark,
            dialog: "The closest landmark to you is \(landmark.name)",
            view: ClosestLandmarkView(landmark: landmark)
        )
    }
}

// 16:33 - Transferable
extension LandmarkEntity: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .image) {
            return try $0.imageRepresentationData
        }
    }
}

// 17:31 - Indexed Entity
enum Listing17_31 {
    struct LandmarkEntity: IndexedEntity {
        // seed: `// ...` filled in
        var id: Int
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Landmark")
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
        static let defaultQuery = Query()
        struct Query: EnumerableEntityQuery {
            func allEntities() async throws -> [LandmarkEntity] { [] }
            func entities(for identifiers: [Int]) async throws -> [LandmarkEntity] { [] }
        }

        @Property(
            indexingKey: \.displayName
        )
        var name: String

        @Property(
            indexingKey: \.contentDescription
        )
        var description: String
    }
}

// 18:17 - Open Landmark Intent
struct OpenLandmarkIntent: OpenIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Open Landmark"

    @Parameter(title: "Landmark", requestValueDialog: "Which landmark?")
    var target: LandmarkEntity
}

struct LandmarksNavigationStack: View {
    @State var path: [Landmark] = []

    var body: some View {
        NavigationStack(path: $path) {}
        .onAppIntentExecution(OpenLandmarkIntent.self) { intent in
            path.append(intent.target.landmark)
        }
    }
}

// 19:39 - Suggested Entities
enum Listing19_39 {
    struct LandmarkEntityQuery: EntityQuery {
        // seed: `// ...` filled in
        @Dependency var modelData: ModelData
        func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
            modelData.landmarks(for: identifiers).map(LandmarkEntity.init)
        }

        func suggestedEntities() async throws -> [LandmarkEntity] {
            modelData
                .favoriteLandmarks()
                .map(LandmarkEntity.init)
        }
    }
}

// 20:06 - Update App Shortcut Parameters: a statement, run by the tests.

// 20:25 - EnumerableEntityQuery
extension LandmarkEntityQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [LandmarkEntity] {
        // seed: `// ...` filled in
        modelData.landmarks.map(LandmarkEntity.init)
    }
}

// 20:36 - EntityPropertyQuery
extension LandmarkEntityQuery: EntityPropertyQuery {
    // seed: with the contents elided, the types are named (`<LandmarkEntity, …>`)
    static var properties = QueryProperties<LandmarkEntity, Predicate<LandmarkEntity>> {
        // ...
    }

    static var sortingOptions = SortingOptions<LandmarkEntity> {
        // ...
    }

    func entities(
        matching comparators: [Predicate<LandmarkEntity>],
        mode: ComparatorMode,
        sortedBy: [Sort<LandmarkEntity>],
        limit: Int?
    ) async throws -> [LandmarkEntity] {
        // seed: `// ...` filled in
        let all = modelData.landmarks.map(LandmarkEntity.init)
        let found = try all.filter { entity in
            let results = try comparators.map { try $0.evaluate(entity) }
            return mode == .and ? !results.contains(false) : results.contains(true)
        }
        return Array(found.prefix(limit ?? found.count))
    }
}

// 20:44 - EntityStringQuery
extension LandmarkEntityQuery: EntityStringQuery {
    func entities(matching: String) async throws -> [LandmarkEntity] {
        modelData
            .landmarks
            .filter { $0.name.contains(matching) || $0.description.contains(matching) }
            .map(LandmarkEntity.init)
    }
}

// 23:10 - App Intents Package
enum Listing23_10 {
    // TravelTrackingKit
    public struct TravelTrackingKitPackage: AppIntentsPackage {}
    public struct LandmarkEntity: AppEntity { // seed: `structaLandmarkEntity`; `{}` filled in
        public var id: Int
        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
        public var displayRepresentation: DisplayRepresentation { "Landmark \(id)" }
        public static let defaultQuery = Query()
        public struct Query: EntityQuery {
            public init() {}
            public func entities(for identifiers: [Int]) async throws -> [LandmarkEntity] { identifiers.map(LandmarkEntity.init) }
        }
    }

    // TravelTracking
    struct TravelTrackingPackage: AppIntentsPackage {
        static var includedPackages: [any AppIntentsPackage.Type] {
            [TravelTrackingKitPackage.self]
        }
    }
    struct OpenLandmarkIntent: OpenIntent { // seed: `{}` filled in
        static let title: LocalizedStringResource = "Open Landmark"
        @Parameter(title: "Landmark") var target: LandmarkEntity
    }

    // TravelTrackingAppIntentsExtension
    struct TravelTrackingExtensionPackage: AppIntentsPackage {
        static var includedPackages: [any AppIntentsPackage.Type] {
            [TravelTrackingKitPackage.self]
        }
    }
    struct FavoriteLandmarkIntent: AppIntent { // seed: `{}` filled in
        static let title: LocalizedStringResource = "Favorite Landmark"
        func perform() async throws -> some IntentResult { .result() }
    }
}
