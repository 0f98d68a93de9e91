import Testing
import PhraseMatching
import ShortcutKit
@testable import SampleApps

/// Every sample-app test, run one at a time: they share the apps' in-memory stores, and
/// each starts from `SampleApps.reset()`.
@Suite(.serialized) struct SampleAppsTests {}

/// Helpers shared by the sample-app tests.
enum SampleAppsSupport {
    /// The app's catalog in English, from a fresh store.
    static func catalog(_ app: ShortcutApp) async throws -> CatalogBuild {
        try await SampleApps.withFreshStores { await app.catalog(locale: "en") }
    }

    /// The shortcut for `intent` in `catalog`.
    static func shortcut(_ intent: String, in catalog: Catalog) throws -> ShortcutDescriptor {
        try #require(catalog.shortcuts.first { $0.intent == intent })
    }

    /// All three sample apps, compiled for `locale`.
    static func matcher(_ locale: String) async throws -> ShortcutMatcher {
        try await ShortcutMatcher(apps: SampleApps.all, locale: locale)
    }

    /// What a user sees typing `inputs` into `shortcuts chat --locale <locale>` over all
    /// three sample apps, from fresh stores, each input after `> `.
    static func chatTranscript(_ inputs: [String], locale: String = "en") async throws -> String {
        let matcher = try await matcher(locale)
        return try await SampleApps.withFreshStores {
            let conversation = Conversation(matcher: matcher)
            var lines: [String] = []
            for input in inputs {
                lines.append("> \(input)")
                lines += await conversation.respond(to: input).compactMap(\.text)
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Runs `body` with `interaction` answering the questions an intent asks.
    static func withInteraction<T>(_ interaction: any IntentInteraction, _ body: () async throws -> T) async rethrows -> T {
        try await IntentInteractionContext.$current.withValue(interaction) { try await body() }
    }
}

/// Answers every question the same way, and records them.
final class ScriptedInteraction: IntentInteraction, @unchecked Sendable {
    let confirmation: Bool
    let choice: Int
    private(set) var questions: [String] = []

    init(confirm: Bool = true, choose: Int = 0) {
        confirmation = confirm
        choice = choose
    }

    func disambiguate(parameter: String, options: [DisplayRepresentation], dialog: String) async throws -> Int {
        questions.append(dialog)
        return choice
    }

    func confirm(parameter: String, value: DisplayRepresentation, dialog: String) async throws -> Bool {
        questions.append(dialog)
        return confirmation
    }
}

extension SampleAppsTests {
    @Test func allAppsAreTheThreeOfTheTalks() {
        #expect(SampleApps.all.map(\.name) == ["Library", "Travel Tracking", "Trails"])
        #expect(SampleApps.library.alternativeNames == ["My Books"])
        #expect(SampleApps.trails.alternativeNames == ["Trail Finder"])
    }

    @Test(arguments: ["Library", "Travel Tracking", "Trails"])
    func catalogBuildsWithoutProblems(_ name: String) async throws {
        let app = try #require(SampleApps.all.first { $0.name == name })
        let build = try await SampleAppsSupport.catalog(app)
        #expect(build.diagnostics.isEmpty, "\(build.diagnostics)")
        let problems = CatalogValidator().validate(build.catalog)
        #expect(!problems.hasErrors, "\(problems.filter { $0.severity == .error })")
        #expect(problems.isEmpty, "\(problems)")
        #expect(build.catalog.shortcuts.count <= CatalogValidator.maxShortcuts)
    }

    @Test(arguments: ["Library", "Travel Tracking", "Trails"])
    func manifestRoundTrips(_ name: String) async throws {
        let app = try #require(SampleApps.all.first { $0.name == name })
        let catalog = try await SampleAppsSupport.catalog(app).catalog
        let data = try catalog.manifestData()
        let loaded = try Catalog(manifest: data)
        #expect(loaded == catalog)
        #expect(try loaded.manifestData() == data)
    }

    @Test func resetRestoresEveryStore() async throws {
        try await SampleApps.withFreshStores { () async throws in
            _ = LibraryStore.shared.add(title: "Piranesi 2")
            SampleApps.Models.travel.addFavorite(1002)
            _ = try SampleApps.Models.trails.startActivity(.hiking)
            SampleApps.reset()
            #expect(LibraryStore.shared.books.count == LibraryStore.initialBooks.count)
            #expect(SampleApps.Models.travel.favoriteLandmarks().map(\.id) == ModelData.initialFavorites)
            #expect(SampleApps.Models.trails.activities.isEmpty)
        }
    }
}
