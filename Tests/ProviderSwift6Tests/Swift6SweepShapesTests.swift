// Tenth-round sweep shapes in the Swift 6 language mode (our own code): options in an item
// collection, a deprecated intent, a Live Activity intent, an intent opening a link, a
// `@Property` id, `nonisolated static` declarations beside a main-actor `perform()`.
import Foundation
import Testing
import ShortcutKit

struct KettleOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection(promptLabel: "Pick a kettle") {
            ItemSection("Kitchen") {
                IntentItem<String>("k1", title: "Steel Kettle", subtitle: "1.7 l")
                "k2"
            }
        }
    }
}

struct KettleEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("kettle.name", defaultValue: "Kettle", table: "AppIntents", comment: "The type"),
        numericFormat: LocalizedStringResource("kettle.count", defaultValue: "\(placeholder: .int) Kettles", comment: "A count")
    )
    static let defaultQuery = KettleQuery()

    @Property(title: "ID")
    var id: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

    init(id: String) {
        self.id = id
    }
}

struct KettleQuery: EntityQuery {
    func entities(for identifiers: [KettleEntity.ID]) async throws -> [KettleEntity] { identifiers.map(KettleEntity.init(id:)) }
}

struct BoilIntent: DeprecatedAppIntent {
    nonisolated static let title: LocalizedStringResource = "Boil"
    nonisolated static let deprecation = IntentDeprecation<BoilNowIntent>(message: "Use Boil Now.", replacedBy: BoilNowIntent.self)

    @Parameter(title: "Kettle", optionsProvider: KettleOptionsProvider())
    var kettle: String?

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Boiling.") }
}

struct BoilNowIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Boil Now"
    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "kettle://boil")!))
    }
}

@Suite struct Swift6SweepShapesTests {
    @Test func sweepShapesCompileAndRunInSwift6() async throws {
        let options = try await KettleOptionsProvider().results()
        #expect(options.items == ["k1", "k2"])
        #expect(BoilIntent.deprecation.replacedBy == BoilNowIntent.self)
        #expect(String(localized: KettleEntity.typeDisplayRepresentation.name) == "Kettle")
        let result = try await BoilNowIntent().perform()
        #expect((result._opensIntent as? OpenURLIntent)?.url.absoluteString == "kettle://boil")
        #expect(String(localized: KettleEntity(id: "k1").localizedStringResource) == "k1")
    }
}
