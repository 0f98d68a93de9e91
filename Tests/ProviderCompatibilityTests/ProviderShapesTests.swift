// Apple-platform App Shortcuts code, written as real providers write it, with only
// `import AppIntents` changed to `import ShortcutKit`. Compiled in the Swift 5 language
// mode. Every test also checks the catalog built from its provider.
import Foundation
import Testing
import ShortcutKit

// MARK: - Types, in the shapes real apps declare them

enum Soup: String, AppEnum {
    case tomato, minestrone, pho

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
    static var caseDisplayRepresentations: [Soup: DisplayRepresentation] = [
        .tomato: DisplayRepresentation(title: "Tomato", subtitle: "Classic", image: .init(systemName: "carrot"),
                                       synonyms: ["Tomato Soup", "Red Soup"]),
        .minestrone: .init(title: "Minestrone"),
        .pho: DisplayRepresentation(title: "Phở", subtitle: "Vietnamese", image: DisplayRepresentation.Image(named: "pho"),
                                    synonyms: ["Pho"]),
    ]
}

enum Workout: String {
    case run, swim
}

extension Workout: AppEnum {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("Workout", table: "AppIntents"),
        numericFormat: LocalizedStringResource("\(placeholder: .int) workouts", table: "AppIntents")
    )
    static let caseDisplayRepresentations: [Workout: DisplayRepresentation] = [.run: "Run", .swim: "Swim"]
}

struct Kitchen {
    var soups: [Soup] = Soup.allCases
}

struct SoupEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Bowl", numericFormat: "\(placeholder: .int) bowls",
                                                                     synonyms: ["Dish"])
    static var defaultQuery = SoupQuery()

    var id: UUID
    @Property(title: "Name")
    var name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Bowl", image: .init(systemName: "takeoutbag.and.cup.and.straw"))
    }

    static let fixed = [
        SoupEntity(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Chicken Noodle"),
        SoupEntity(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "Gazpacho"),
    ]

    init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}

struct SoupQuery: EntityQuery {
    @Dependency var kitchen: Kitchen

    func entities(for identifiers: [SoupEntity.ID]) async throws -> [SoupEntity] {
        SoupEntity.fixed.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [SoupEntity] { SoupEntity.fixed }

    func defaultResult() async -> SoupEntity? { SoupEntity.fixed.first }
}

// MARK: - Intents

struct OrderSoupIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Soup"
    static var description = IntentDescription("Orders a bowl of soup.", categoryName: "Ordering",
                                               searchKeywords: ["lunch", "food"])
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Soup", requestValueDialog: IntentDialog("Which soup would you like?"))
    var soup: Soup

    @Parameter(title: "Quantity", default: 1, inclusiveRange: (1, 10))
    var quantity: Int

    @Parameter(title: "Note", description: "Anything the kitchen should know.")
    var note: String?

    @Dependency
    private var kitchen: Kitchen

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$quantity) \(\.$soup)") {
            \.$note
        }
    }

    init() {}

    init(soup: Soup) {
        self.soup = soup
    }

    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
        guard kitchen.soups.contains(soup) else { throw $soup.requestValue("That soup is off today. Which one?") }
        return .result(value: soup.rawValue, dialog: "Ordered \(quantity) \(soup.rawValue).")
    }
}

struct EatSoupIntent: AppIntent {
    static let title: LocalizedStringResource = "Eat Soup"
    static let supportedModes: IntentModes = .foreground

    @Parameter(title: "Bowl", requestValueDialog: "Which bowl?")
    var bowl: SoupEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<SoupEntity> {
        .result(value: bowl, dialog: IntentDialog(full: "Enjoy your \(bowl.name).", supporting: "Enjoy!"))
    }
}

struct StartWorkoutNow: AppIntent {
    static var title: LocalizedStringResource { "Start Workout" }
    @Parameter var workout: Workout
    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: EatSoupIntent())
    }
}

struct PingIntent: AppIntent {
    static let title: LocalizedStringResource = "Ping"
    func perform() async throws -> some IntentResult { .result() }
}

// MARK: - Providers

/// No builder attribute (11 of 16 real providers): it comes from the protocol.
struct SoupShortcuts: AppShortcutsProvider {
    static let shortcutTileColor: ShortcutTileColor = .orange

    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderSoupIntent(), phrases: [
            "Order \(\.$soup) in \(.applicationName)",
            "Order \(\.$soup) with \(.applicationName)",
            "\(.applicationName), order soup",
            "Get me a \(.applicationName) soup",
            "I’d like soup from \(.applicationName)",
        ], shortTitle: "Order Soup", systemImageName: "cup.and.saucer")
        AppShortcut(intent: OrderSoupIntent(soup: .tomato), phrases: ["Order the usual in \(.applicationName)"],
                    shortTitle: "The Usual", systemImageName: "star")
        AppShortcut(intent: EatSoupIntent(), phrases: ["Eat \(\.$bowl) with \(.applicationName)"],
                    shortTitle: LocalizedStringResource("Eat", table: "AppShortcuts"), systemImageName: "fork.knife",
                    parameterPresentation: ParameterPresentation(
                        for: \.$bowl,
                        summary: Summary("Eat \(\.$bowl)"),
                        optionsCollections: {
                            OptionsCollection(SoupQuery(), title: "Bowls", systemImageName: "takeoutbag.and.cup.and.straw")
                        }
                    ))
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: ["Cancel \(.applicationName)", "Delete ${applicationName}"])
}

/// The builder attribute written out, iOS 16 initialisers, `.init` members.
final class LegacyShortcuts: AppShortcutsProvider {
    static var shortcutTileColor = ShortcutTileColor.lightBlue

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PingIntent(), phrases: ["Ping \(.applicationName)"])
        AppShortcut(intent: StartWorkoutNow(), phrases: ["Start a \(\.$workout) in \(.applicationName)"], shortTitle: "Workout")
        AppShortcut(intent: EatSoupIntent(), phrases: ["Eat soup with \(.applicationName)"], systemImageName: "fork.knife")
        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup with ${applicationName}"], shortTitle: "Order",
                    systemImageName: "cup.and.saucer")
        if #available(macOS 13, iOS 16, *) {
            AppShortcut(intent: PingIntent(), phrases: ["Ping \(.applicationName) again"], shortTitle: "Ping", systemImageName: "bell")
        }
    }
}

class PlainClassShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor { .purple }
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PingIntent(), phrases: ["Ping \(.applicationName)"], shortTitle: "Ping", systemImageName: "bell")
    }
}

@available(macOS 13, iOS 16, *)
public struct PublicShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PingIntent(), phrases: ["Ping \(.applicationName) now"], shortTitle: "Ping", systemImageName: "bell")
    }
}

public final class ObjectShortcuts: NSObject {}

extension ObjectShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PingIntent(), phrases: ["Ping with \(.applicationName)"], shortTitle: "Ping", systemImageName: "bell")
    }
}

/// Shortcuts written as implicit members: `.init(intent: …)` resolves to `AppShortcut`.
struct ImplicitMemberShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        .init(intent: PingIntent(), phrases: ["Ping \(.applicationName) quickly"], shortTitle: "Ping", systemImageName: "bell")
    }
}

/// A static member holding a shortcut, as one real provider does.
struct MemberShortcuts: AppShortcutsProvider {
    static let ping = AppShortcut(intent: PingIntent(), phrases: ["Ping \(.applicationName) please"], shortTitle: "Ping",
                                  systemImageName: "bell")
    static var appShortcuts: [AppShortcut] {
        ping
    }
}

// MARK: - Tests

func catalog(_ provider: AppShortcutsProvider.Type, name: String = "Soup Shop") async -> Catalog {
    AppDependencyManager.shared.add(dependency: Kitchen())
    return await ShortcutApp(name: name, provider: provider).catalog(locale: "en").catalog
}

@Suite struct ProviderShapesTests {
    @Test func providerWithoutBuilderAttribute() async throws {
        let catalog = await catalog(SoupShortcuts.self)
        #expect(catalog.shortcuts.map(\.intent) == ["OrderSoupIntent", "OrderSoupIntent", "EatSoupIntent"])
        #expect(catalog.shortcuts[0].phrases == [
            "Order ${soup} in ${applicationName}",
            "Order ${soup} with ${applicationName}",
            "${applicationName}, order soup",
            "Get me a ${applicationName} soup",
            "I’d like soup from ${applicationName}",
        ])
        #expect(catalog.shortcuts[0].shortTitle == "Order Soup")
        #expect(catalog.shortcuts[0].systemImageName == "cup.and.saucer")
        #expect(SoupShortcuts.shortcutTileColor == .orange)
    }

    @Test func enumCasesWithSynonymsSubtitlesAndImages() async throws {
        let soups = try #require(await catalog(SoupShortcuts.self).types["Soup"])
        #expect(soups.values.map(\.id) == ["tomato", "minestrone", "pho"])
        #expect(soups.values[0].synonyms == ["Tomato Soup", "Red Soup"])
        #expect(soups.values[0].subtitle == "Classic")
        #expect(soups.values[1].title == "Minestrone")
        #expect(soups.values[2].title == "Phở")
        #expect(soups.values[2].synonyms == ["Pho"])
    }

    @Test func entityWithTypeSynonymsAndNumericFormat() async throws {
        let bowls = try #require(await catalog(SoupShortcuts.self).types["SoupEntity"])
        #expect(bowls.title == "Bowl")
        #expect(bowls.synonyms == ["Dish"])
        #expect(bowls.values.map(\.title) == ["Chicken Noodle", "Gazpacho"])
        #expect(bowls.suggested == ["00000000-0000-0000-0000-000000000001", "00000000-0000-0000-0000-000000000002"])
        #expect(await SoupQuery().defaultResult()?.name == "Chicken Noodle")
        #expect(SoupEntity.typeDisplayRepresentation.numericFormat != nil)
    }

    @Test func parameterPresentationKeepsThePhrases() async throws {
        let catalog = await catalog(SoupShortcuts.self)
        #expect(catalog.shortcuts[2].phrases == ["Eat ${bowl} with ${applicationName}"])
        #expect(catalog.shortcuts[2].shortTitle == "Eat")
        #expect(catalog.intents["EatSoupIntent"]?.parameter(named: "bowl")?.requestValueDialog == "Which bowl?")
    }

    @Test func presetIntentAndNegativePhrases() async throws {
        let catalog = await catalog(SoupShortcuts.self)
        #expect(catalog.shortcuts[1].phrases == ["Order the usual in ${applicationName}"])
        #expect(catalog.negativePhrases == ["Cancel ${applicationName}", "Delete ${applicationName}"])
    }

    @Test func intentMetadataAndParameters() async throws {
        let order = try #require(await catalog(SoupShortcuts.self).intents["OrderSoupIntent"])
        #expect(order.title == "Order Soup")
        #expect(order.description == "Orders a bowl of soup.")
        #expect(OrderSoupIntent.description.categoryName.map { String(localized: $0) } == "Ordering")
        #expect(OrderSoupIntent.description.searchKeywords.count == 2)
        #expect(order.parameters.map(\.name) == ["soup", "quantity", "note"])
        #expect(order.parameters.map(\.requestValueDialog) == ["Which soup would you like?", nil, nil])
        #expect(order.parameters.map(\.isOptional) == [false, true, true])
    }

    @Test func builderAttributeWrittenAndOlderInitializers() async throws {
        let catalog = await catalog(LegacyShortcuts.self, name: "Legacy")
        #expect(catalog.shortcuts.map(\.intent) == ["PingIntent", "StartWorkoutNow", "EatSoupIntent", "OrderSoupIntent", "PingIntent"])
        #expect(catalog.shortcuts.map(\.shortTitle) == [nil, "Workout", nil, "Order", "Ping"])
        #expect(catalog.shortcuts.map(\.systemImageName) == [nil, nil, "fork.knife", "cup.and.saucer", "bell"])
        #expect(catalog.shortcuts[3].phrases == ["Order soup with ${applicationName}"])
        #expect(catalog.types["Workout"]?.title == "Workout")
        #expect(catalog.types["Workout"]?.values.map(\.title) == ["Run", "Swim"])
        #expect(catalog.intents["StartWorkoutNow"]?.parameters.first?.title == "Workout")
        #expect(LegacyShortcuts.shortcutTileColor == .lightBlue)
    }

    @Test func classPublicAndExtensionProviders() async throws {
        #expect(await catalog(PlainClassShortcuts.self).shortcuts.first?.phrases == ["Ping ${applicationName}"])
        #expect(PlainClassShortcuts.shortcutTileColor == .purple)
        #expect(await catalog(PublicShortcuts.self).shortcuts.first?.phrases == ["Ping ${applicationName} now"])
        #expect(await catalog(ObjectShortcuts.self).shortcuts.first?.phrases == ["Ping with ${applicationName}"])
        #expect(await catalog(MemberShortcuts.self).shortcuts.first?.phrases == ["Ping ${applicationName} please"])
        #expect(await catalog(ImplicitMemberShortcuts.self).shortcuts.first?.phrases == ["Ping ${applicationName} quickly"])
        #expect(MemberShortcuts.shortcutTileColor == .navy)
    }

    @Test func resultsAndDependencies() async throws {
        AppDependencyManager.shared.add(dependency: Kitchen())
        let result = try await OrderSoupIntent(soup: .pho).perform()
        #expect(result._dialog?.full == "Ordered 1 pho.")
        #expect(result._value as? String == "pho")
        let eat = EatSoupIntent()
        eat.bowl = SoupEntity.fixed[1]
        let eaten = try await eat.perform()
        #expect(eaten._dialog?.full == "Enjoy your Gazpacho.")
        #expect(eaten._dialog?.supporting == "Enjoy!")
        #expect((eaten._value as? SoupEntity)?.name == "Gazpacho")
        let opened = try await StartWorkoutNow().perform()
        #expect(opened._opensIntent is EatSoupIntent)
    }

    @Test func phrasesMatchWithTheEngine() async throws {
        let catalog = await catalog(SoupShortcuts.self)
        let matcher = try PhraseMatcher(catalogs: [catalog])
        let result = matcher.match("Order red soup with Soup Shop")
        #expect(result.status == .matched)
        #expect(result.best?.parameter?.value == "tomato")
        #expect(matcher.match("soup shop, order soup").best?.intent == "OrderSoupIntent")
        #expect(matcher.match("I'd like soup from soup shop").status == .needsValue)
    }
}
