import Foundation
import Testing
import PhraseMatching
import SampleApps
import ShortcutKit
@testable import ShortcutsCLI

/// `AppLoader` on its own, with no command line: live apps, manifests and builds loaded,
/// one app selected by name, and every way a load is refused.
@Suite struct AppLoaderTests {
    static let bundles = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Bundles").path
    static let bookshelf = bundles + "/Bookshelf.app"
    static let values = bundles + "/Bookshelf.values.json"

    /// A file in a fresh temporary directory holding `text`.
    func file(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("AppLoaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The Library sample app exported as a manifest in `locale`.
    func libraryManifest(_ locale: String = "en") async throws -> String {
        let catalog = await SampleApps.library.catalog(locale: locale).catalog
        return try file("Library.\(locale).shortcuts.json", String(decoding: try catalog.manifestData(), as: UTF8.self))
    }

    /// The failure `loader` throws, or `nil` when it loads.
    func failure(_ loader: AppLoader) async -> AppLoader.Failure? {
        do {
            _ = try await loader.load()
            return nil
        } catch {
            return error
        }
    }

    @Test func liveAppsAreLoadedAndOneIsSelectedByANameAsTyped() async throws {
        let all = try await AppLoader(apps: SampleApps.all).load()
        #expect(all.catalogs.map(\.app.name) == ["Library", "Travel Tracking", "Trails"])
        #expect(all.apps.allSatisfy { $0 != nil })
        #expect(all.bundleNames.isEmpty)

        let one = try await AppLoader(apps: SampleApps.all, app: "traveltracking").load()
        #expect(one.catalogs.map(\.app.name) == ["Travel Tracking"])
        #expect(one.apps.map { $0?.app.name } == ["Travel Tracking"])
        #expect(one.diagnostics.allSatisfy { $0.app == nil || $0.app == "Travel Tracking" })
    }

    @Test func anUnknownAppIsAUsageFailureNamingTheLoadedApps() async {
        guard case .usage(let message) = await failure(AppLoader(apps: SampleApps.all, app: "Libary")) else {
            Issue.record("expected a usage failure")
            return
        }
        #expect(message == "Unknown app 'Libary'. Did you mean 'Library'? Loaded apps: 'Library', 'Travel Tracking', 'Trails'.")
    }

    @Test func valuesWithoutABundleIsAUsageFailure() async {
        guard case .usage(let message) = await failure(AppLoader(apps: SampleApps.all, valueFiles: [Self.values])) else {
            Issue.record("expected a usage failure")
            return
        }
        #expect(message == "'--values' gives the entity values of a build; add '--bundle <path>'")
    }

    @Test func aManifestReplacesTheLiveAppsInItsOwnLocale() async throws {
        let french = try await libraryManifest("fr")
        let loaded = try await AppLoader(apps: SampleApps.all, manifests: [french]).load()
        #expect(loaded.catalogs.map(\.locale) == ["fr"])
        #expect(loaded.apps.count == 1 && loaded.apps[0] == nil)
    }

    @Test func everyUnusableManifestIsReportedAtOnce() async throws {
        let english = try await libraryManifest("en")
        guard case .unusableFiles(let problems) = await failure(AppLoader(apps: [], manifests: [english, english])) else {
            Issue.record("expected unusable files")
            return
        }
        #expect(problems == ["\(english): error: app 'Library' is already loaded from this file (it is given twice); give each app's manifest once"])

        guard case .unusableFiles(let locales) = await failure(AppLoader(apps: [], manifests: [english, "/nonexistent.json"], locale: "fr")) else {
            Issue.record("expected unusable files")
            return
        }
        #expect(locales.count == 2)
        #expect(locales.first == "\(english): error: the manifest is in locale 'en', not 'fr'; leave out --locale, or export the app in 'fr'")
    }

    @Test func phrasesThatBreakTheRulesAreRefusedUnlessAccepted() async throws {
        let manifest = try file("Broken.shortcuts.json", """
            {"formatVersion": 1, "locale": "en", "app": {"name": "Broken"}, "types": {},
             "intents": {"Sync": {"title": "Sync", "parameters": []}},
             "shortcuts": [{"intent": "Sync", "phrases": ["Sync everything"]}]}
            """)
        guard case .invalidPhrases(let problems, bundles: false) = await failure(AppLoader(apps: [], manifests: [manifest])) else {
            Issue.record("expected invalid phrases")
            return
        }
        #expect(!problems.isEmpty && problems.allSatisfy { $0.severity == .error && $0.file == manifest })
        let shown = try await AppLoader(apps: [], manifests: [manifest], acceptingInvalid: true).load()
        #expect(shown.catalogs.map(\.app.name) == ["Broken"])
    }

    @Test func aBuildIsSelectedByItsDevelopmentLanguageName() async throws {
        let loaded = try await AppLoader(apps: SampleApps.all, bundles: [Self.bookshelf], locale: "fr", app: "bookshelf").load()
        #expect(loaded.catalogs.map(\.app.name) == ["Étagère"])
        #expect(loaded.bundleNames == ["Bookshelf"])
        #expect(loaded.withoutValues.map(\.type) == ["BookEntity"])

        let valued = try await AppLoader(apps: [], bundles: [Self.bookshelf], valueFiles: [Self.values]).load()
        #expect(valued.catalogs.map(\.app.name) == ["Bookshelf"])
        #expect(valued.withoutValues.isEmpty)
    }

    @Test func aBuildLoadedTwiceIsRefused() async {
        guard case .unusableFiles(let problems) = await failure(AppLoader(apps: [], bundles: [Self.bookshelf, Self.bookshelf])) else {
            Issue.record("expected unusable files")
            return
        }
        #expect(problems == ["\(Self.bookshelf): error: app 'Bookshelf' is already loaded; give each app once"])
    }
}
