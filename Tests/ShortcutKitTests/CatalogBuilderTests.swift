import Foundation
import Testing
import TestSupport
import PhraseMatching
import ShortcutKit

/// Providers for `CatalogBuilderTests`.
enum CatalogFixtures {
    enum Size: String, AppEnum {
        case small, large
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Size", synonyms: ["Portion"])
        static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [
            .small: DisplayRepresentation(title: "Small", subtitle: "250 ml", synonyms: ["Tall"]),
            .large: DisplayRepresentation(title: "Large", subtitle: "500 ml", synonyms: ["Venti", "Big"]),
        ]
    }

    struct Drink: AppEntity {
        var id: Int
        var name: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
        static let defaultQuery = DrinkQuery()
        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: "\(name)", subtitle: "Drink \(id)", synonyms: id == 1 ? ["Flat White Coffee"] : [])
        }
    }

    static let drinks = [Drink(id: 1, name: "Flat White"), Drink(id: 2, name: "Cortado"), Drink(id: 3, name: "Mocha")]

    /// Suggests the first drink; all three are enumerable.
    struct DrinkQuery: EnumerableEntityQuery {
        func allEntities() async throws -> [Drink] { drinks }
        func suggestedEntities() async throws -> [Drink] { [drinks[0]] }
    }

    struct Pastry: AppEntity {
        var id: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pastry"
        static let defaultQuery = PastryQuery()
        var displayRepresentation: DisplayRepresentation { "\(id)" }
    }

    struct OvenIsCold: Error, CustomStringConvertible {
        var description: String { "the oven is cold" }
    }

    /// Always throws.
    struct PastryQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Pastry] { [] }
        func suggestedEntities() async throws -> [Pastry] { throw OvenIsCold() }
    }

    struct Order: AppIntent {
        static let title: LocalizedStringResource = "Order Drink"
        static let description = IntentDescription("Orders a drink.", categoryName: "Orders", searchKeywords: ["coffee"])
        @Parameter(title: "Drink", requestValueDialog: "Which drink?") var drink: Drink
        @Parameter var drinkSize: Size
        @Parameter(title: "Note") var note: String?
        func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Ordered \(drink.name).") }
    }

    struct BuyPastry: AppIntent {
        static let title: LocalizedStringResource = "Buy Pastry"
        @Parameter(title: "Pastry") var pastry: Pastry
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Cafe: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: Order(), phrases: [
                "Order \(\.$drink) in \(.applicationName)",
                "Order a \(\.$drinkSize) drink in \(.applicationName)",
                "Order a drink with ${applicationName}",
                "What’s good at \(.applicationName)",
            ], shortTitle: "Order", systemImageName: "cup.and.saucer")
            AppShortcut(intent: BuyPastry(), phrases: ["Buy \(\.$pastry) at \(.applicationName)"], shortTitle: "Pastry",
                        systemImageName: "birthday.cake")
        }
        static var negativePhrases: NegativeAppShortcutPhrases {
            NegativeAppShortcutPhrases(phrases: ["Close \(.applicationName)"])
        }
    }

    /// Never returns from its query.
    struct SlowQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [SlowEntity] { [] }
        func suggestedEntities() async throws -> [SlowEntity] {
            await untilCancelled()
            try Task.checkCancellation()
            return []
        }
    }

    struct SlowEntity: AppEntity {
        var id: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Slow"
        static let defaultQuery = SlowQuery()
        var displayRepresentation: DisplayRepresentation { "\(id)" }
    }

    struct OpenSlow: AppIntent {
        static let title: LocalizedStringResource = "Open Slow"
        @Parameter(title: "Slow") var slow: SlowEntity
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Slow: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: OpenSlow(), phrases: ["Open \(\.$slow) in \(.applicationName)"], shortTitle: "Open", systemImageName: "tortoise")
        }
    }

    static let cafe = ShortcutApp(name: "Cafe", alternativeNames: ["Coffee Shop"], provider: Cafe.self)
}

@Suite struct CatalogBuilderTests {
    typealias F = CatalogFixtures

    @Test func shortcutsPhrasesAndApp() async {
        let catalog = await F.cafe.catalog(locale: "en").catalog
        #expect(catalog.locale == "en")
        #expect(catalog.app == AppDescription(name: "Cafe", alternativeNames: ["Coffee Shop"]))
        #expect(catalog.shortcuts == [
            ShortcutDescriptor(intent: "Order", shortTitle: "Order", systemImageName: "cup.and.saucer", phrases: [
                "Order ${drink} in ${applicationName}",
                "Order a ${drinkSize} drink in ${applicationName}",
                "Order a drink with ${applicationName}",
                "What’s good at ${applicationName}",
            ]),
            ShortcutDescriptor(intent: "BuyPastry", shortTitle: "Pastry", systemImageName: "birthday.cake",
                     phrases: ["Buy ${pastry} at ${applicationName}"]),
        ])
        #expect(catalog.negativePhrases == ["Close ${applicationName}"])
    }

    @Test func intentsAndParameters() async throws {
        let catalog = await F.cafe.catalog(locale: "en").catalog
        let order = try #require(catalog.intents["Order"])
        #expect(order.title == "Order Drink")
        #expect(order.description == "Orders a drink.")
        #expect(order.parameters.map(\.name) == ["drink", "drinkSize", "note"])
        #expect(order.parameters.map(\.type) == ["Drink", "Size", "String"])
        #expect(order.parameters.map(\.title) == ["Drink", "Drink Size", "Note"])
        #expect(order.parameters.map(\.requestValueDialog) == ["Which drink?", nil, nil])
        #expect(order.parameters.map(\.isOptional) == [false, false, true])
    }

    @Test func enumValuesWithSubtitlesAndSynonyms() async throws {
        let catalog = await F.cafe.catalog(locale: "en").catalog
        #expect(catalog.types["Size"] == ValueType(kind: .enum, title: "Size", synonyms: ["Portion"], values: [
            ParameterValue(id: "small", title: "Small", subtitle: "250 ml", synonyms: ["Tall"]),
            ParameterValue(id: "large", title: "Large", subtitle: "500 ml", synonyms: ["Venti", "Big"]),
        ]))
    }

    @Test func entitySuggestedAndEnumerated() async throws {
        let catalog = await F.cafe.catalog(locale: "en").catalog
        let drinks = try #require(catalog.types["Drink"])
        #expect(drinks.kind == .entity)
        #expect(drinks.searchable)
        #expect(drinks.suggested == ["1"])
        #expect(drinks.values.map(\.id) == ["1", "2", "3"])
        #expect(drinks.phraseValues.map(\.title) == ["Flat White"])
        #expect(drinks.values[0].synonyms == ["Flat White Coffee"])
        #expect(drinks.values[1].subtitle == "Drink 2")
    }

    @Test func throwingQueryIsReportedNotFatal() async throws {
        let build = await F.cafe.catalog(locale: "en")
        #expect(build.diagnostics == [
            Diagnostic(.warning, message: "suggestedEntities() of Pastry threw an error: the oven is cold; its phrases have no values until it succeeds.",
                       app: "Cafe", locale: "en"),
        ])
        let pastry = try #require(build.catalog.types["Pastry"])
        #expect(pastry.values.isEmpty)
        #expect(build.catalog.shortcuts.count == 2)
    }

    @Test func slowQueryIsGivenUp() async throws {
        let app = ShortcutApp(name: "Slowpoke", provider: F.Slow.self, queryTimeout: .milliseconds(100))
        // The query never returns: that the build returns at all, naming it, is the test
        // (no wall-clock bound: these machines are shared).
        let build = await app.catalog()
        #expect(build.diagnostics.map(\.message) == [
            "suggestedEntities() of SlowEntity did not return within the time limit; its phrases have no values until it succeeds.",
        ])
    }

    @Test func manifestRoundTrip() async throws {
        let catalog = await F.cafe.catalog(locale: "en").catalog
        let data = try catalog.manifestData()
        #expect(try Catalog(manifest: data) == catalog)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"formatVersion\" : 1"))
        #expect(json.contains("\"Order ${drink} in ${applicationName}\""))
    }

    @Test func catalogMatchesItsPhrases() async throws {
        let catalog = await F.cafe.catalog(locale: "en").catalog
        let matcher = try PhraseMatcher(catalogs: [catalog])
        let result = matcher.match("Order a Venti drink in Coffee Shop")
        #expect(result.status == .matched)
        #expect(result.best?.intent == "Order")
        #expect(result.best?.parameter?.value == "large")
        #expect(matcher.match("close cafe").status == .rejected)
    }

    @Test func currencyAmountReadsAsMoney() {
        #expect(IntentCurrencyAmount(amount: 6.50, currencyCode: "USD").description == "$6.50")
    }

    @Test func confirmationWithoutAnyoneToAskThrows() async {
        await #expect(throws: IntentInteractionError.self) {
            try await F.BuyPastry().requestConfirmation(actionName: .buy, dialog: "Sure?")
        }
    }

    #if !canImport(Darwin)
    @Test func placeholderResourceKeepsItsFormatKey() {
        let resource = LocalizedStringResource("\(placeholder: .int) activities", table: "AppIntents")
        #expect(resource.key == "%lld activities")
        #expect(resource.table == "AppIntents")
        let plain = LocalizedStringResource("Activity", table: "AppIntents")
        #expect(plain.key == "Activity")
        #expect(plain.defaultValue == "Activity")
    }
    #endif
}

/// A phrase written out word for word beats a parameter phrase that reads the same words,
/// whichever shortcut is declared first — and `check` says so.
@Suite struct LiteralPhraseTests {
    static func catalog(literalFirst: Bool) -> Catalog {
        let literal = ShortcutDescriptor(intent: "OpenInbox", phrases: ["Open Inbox in ${applicationName}"])
        let slot = ShortcutDescriptor(intent: "OpenFolder", phrases: ["Open ${folder} in ${applicationName}"])
        return Catalog(
            locale: "en", app: AppDescription(name: "Mail Box"),
            types: ["Folder": ValueType(kind: .enum, title: "Folder", values: [ParameterValue(id: "inbox", title: "Inbox"), ParameterValue(id: "sent", title: "Sent")])],
            intents: ["OpenInbox": IntentDescriptor(title: "Open Inbox"),
                      "OpenFolder": IntentDescriptor(title: "Open Folder", parameters: [ParameterDescriptor(name: "folder", type: "Folder", title: "Folder")])],
            shortcuts: literalFirst ? [literal, slot] : [slot, literal])
    }

    @Test(arguments: [true, false])
    func literalWins(_ literalFirst: Bool) throws {
        let catalog = Self.catalog(literalFirst: literalFirst)
        let matcher = try PhraseMatcher(catalogs: [catalog])
        let result = matcher.match("open inbox in mail box")
        #expect(result.status == .matched)
        #expect(result.best?.intent == "OpenInbox")
        #expect(matcher.match("open sent in mail box").best?.parameter?.value == "sent")
        #expect(PhraseAnalyzer(catalogs: [catalog]).collisions().map(\.message).contains { message in
            message.hasSuffix("Typed this way, the phrase written out word for word wins: OpenInbox.")
        })
    }
}
