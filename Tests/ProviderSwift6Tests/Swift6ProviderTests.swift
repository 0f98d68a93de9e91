// The shape of a new `swift-tools-version: 6.0` package adopting ShortcutKit, compiled in
// the Swift 6 language mode: Apple's documented code with `static var` written
// `static let`. (`static var title: LocalizedStringResource = "…"` is mutable global state,
// which Swift 6 refuses — "static property 'title' is not concurrency-safe because it is
// nonisolated global shared mutable state" — whatever the type; Apple's own AppIntents
// code gets the same error in Swift 6 mode. The README's "Adopt it in your package" says so.)
import Foundation
import Testing
import ShortcutKit

enum Tea: String, AppEnum {
    case green, chai

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
    static let caseDisplayRepresentations: [Tea: DisplayRepresentation] = [
        .green: DisplayRepresentation(title: "Green Tea", synonyms: ["Sencha"]),
        .chai: "Chai",
    ]
}

struct PotEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Pot")
    static let defaultQuery = PotQuery()

    var id: String
    @Property(title: "Name")
    var name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

struct PotQuery: EntityQuery {
    static let pots = [PotEntity(id: "big", name: "Big Pot"), PotEntity(id: "small", name: "Small Pot")]

    func entities(for identifiers: [PotEntity.ID]) async throws -> [PotEntity] {
        Self.pots.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [PotEntity] { Self.pots }
}

struct BrewTeaIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew Tea"
    static let description = IntentDescription("Brews a pot of tea.")

    @Parameter(title: "Tea", requestValueDialog: "Which tea?")
    var tea: Tea

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Brewing \(tea).")
    }
}

struct FillPotIntent: AppIntent {
    static let title: LocalizedStringResource = "Fill Pot"

    @Parameter(title: "Pot")
    var pot: PotEntity

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct TeaShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: BrewTeaIntent(), phrases: ["Brew \(\.$tea) in \(.applicationName)", "Brew tea in \(.applicationName)"],
                    shortTitle: "Brew Tea", systemImageName: "cup.and.saucer")
        AppShortcut(intent: FillPotIntent(), phrases: ["Fill \(\.$pot) in \(.applicationName)"],
                    shortTitle: "Fill Pot", systemImageName: "drop")
    }
    static let shortcutTileColor: ShortcutTileColor = .teal
}

@Suite struct Swift6ProviderTests {
    @Test func aSwift6ProviderWithStaticLetMatches() async throws {
        let app = ShortcutApp(name: "Teapot", provider: TeaShortcuts.self)
        let matcher = try await ShortcutMatcher(apps: [app], locale: "en")
        let tea = matcher.match("brew sencha in teapot")
        #expect(tea.status == .matched)
        #expect(tea.best?.intent == "BrewTeaIntent")
        #expect(tea.best?.parameter?.value == "green")
        let pot = matcher.match("fill small pot in teapot")
        #expect(pot.best?.parameter?.value == "small")
        #expect(matcher.match("brew tea in teapot").status == .needsValue)
    }
}
