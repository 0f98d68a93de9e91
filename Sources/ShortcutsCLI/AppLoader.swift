import Foundation
import PhraseMatching
import ShortcutKit

/// Loads the apps a run works on — live apps, `*.shortcuts.json` manifests, built bundles
/// with their entity values — selects them by name and validates them, with no command
/// line involved: the `shortcuts` commands turn options into one of these.
///
///     let loader = AppLoader(apps: [], manifests: ["Library.en.shortcuts.json"], app: "Library")
///     let loaded = try await loader.load()     // loaded.catalogs: the Library alone
struct AppLoader: Sendable {
    /// The live apps, loaded when no manifest and no bundle is given.
    var apps: [ShortcutApp]
    /// Manifest files (`--manifest`).
    var manifests: [String] = []
    /// Built apps (`--bundle`): a `.app` folder, its `Metadata.appintents` or its `extract.actionsdata`.
    var bundles: [String] = []
    /// Entity values for the bundles (`--values`).
    var valueFiles: [String] = []
    /// The locale asked for (`--locale`); `nil`: the manifests' own, else English.
    var locale: String?
    /// The one app to keep (`--app`), by any of its names as a person types them.
    var app: String?
    /// Whether manifests and builds that break a phrase rule are loaded anyway (to show
    /// them, as `check`, `list` and `export` do) rather than refused.
    var acceptingInvalid = false

    /// Why apps could not be loaded.
    enum Failure: Error, Sendable {
        /// A mistake in what was asked (`--values` without a bundle, an unknown app name): the message.
        case usage(String)
        /// Files that cannot be used: each problem as a `FILE: error: …` line.
        case unusableFiles([String])
        /// Apps whose phrases break Apple's rules; `bundles` when they come from builds.
        case invalidPhrases([Diagnostic], bundles: Bool)
    }

    /// The locale the live apps are built in: the one asked for, else English.
    var liveLocale: String { locale ?? "en" }

    /// The apps in the locale, from the manifests and bundles if any were given, else
    /// the live apps; only `app` if it is set.
    /// - Throws: `Failure`, with every problem of the files at once.
    func load() async throws(Failure) -> LoadedApps {
        var loaded = LoadedApps()
        let built = try loadBundles()
        if manifests.isEmpty && bundles.isEmpty {
            for app in apps {
                let build = await app.catalog(locale: liveLocale)
                loaded.catalogs.append(build.catalog)
                loaded.apps.append(build.live)
                loaded.diagnostics += build.diagnostics
            }
        } else {
            var errors: [String] = []
            var invalid: [Diagnostic] = []
            var files: [String] = []
            for path in manifests {
                do {
                    let catalog = try Catalog(contentsOfManifest: path)
                    // A locale that is no language tag ("klingon", "English") would be
                    // matched with no word lists and no translations, in silence.
                    guard LocaleRules.isLanguageTag(catalog.locale) else {
                        errors.append(ToolMessage.file("locale: '\(catalog.locale)' is no language tag: expected one such as "
                                                       + ToolMessage.languages, file: path))
                        continue
                    }
                    if !acceptingInvalid {
                        invalid += CatalogValidator().errors(catalog, file: path)
                    }
                    if let asked = locale, !LanguageFallback.sameLanguage(catalog.locale, asked) {
                        errors.append(ToolMessage.file("the manifest is in locale '\(catalog.locale)', not '\(asked)'; "
                                                       + "leave out --locale, or export the app in '\(asked)'", file: path))
                        continue
                    }
                    // One run matches one app once, in one locale: say which files clash and what to do.
                    if let other = loaded.catalogs.firstIndex(where: { $0.app.name == catalog.app.name }) {
                        let same = URL(fileURLWithPath: files[other]).standardizedFileURL == URL(fileURLWithPath: path).standardizedFileURL
                        errors.append(ToolMessage.file("app '\(catalog.app.name)' is already loaded from "
                                                       + (same ? "this file (it is given twice)" : "'\(files[other])'")
                                                       + "; give each app's manifest once", file: path))
                        continue
                    }
                    if locale == nil, let first = loaded.catalogs.first,
                       !LanguageFallback.sameLanguage(first.locale, catalog.locale) {
                        errors.append(ToolMessage.file("the manifest is in locale '\(catalog.locale)', but '\(files[0])' is in '\(first.locale)'; "
                                                       + "one run matches one locale: give the manifests of one locale, "
                                                       + "or pick them with --locale", file: path))
                        continue
                    }
                    loaded.catalogs.append(catalog)
                    loaded.apps.append(nil)
                    files.append(path)
                } catch {
                    errors.append(FileKind.noting("\(error)", path: path, givenAs: .manifest))
                }
            }
            errors += built.errors
            // One run matches one app once: a build's app must not be loaded twice.
            if built.errors.isEmpty {
                for (index, catalog) in built.catalogs.enumerated()
                where (loaded.catalogs + built.catalogs[..<index]).contains(where: { $0.app.name == catalog.app.name }) {
                    errors.append(ToolMessage.file("app '\(catalog.app.name)' is already loaded; give each app once", file: bundles[index]))
                }
            }
            if !errors.isEmpty { throw .unusableFiles(errors) }
            if !invalid.isEmpty { throw .invalidPhrases(invalid, bundles: false) }
            if !acceptingInvalid, !built.invalid.isEmpty { throw .invalidPhrases(built.invalid, bundles: true) }
            loaded.catalogs += built.catalogs
            loaded.apps += built.catalogs.map { _ in nil }
            loaded.bundleNames = Array(repeating: nil, count: loaded.catalogs.count - built.catalogs.count) + built.names.map { $0 }
            loaded.diagnostics += built.diagnostics
            loaded.withoutValues = built.withoutValues
        }
        if let app {
            loaded = try select(app, from: loaded)
        }
        return loaded
    }

    /// The apps of `loaded` that `name` names: by any of their names (a build also by its
    /// development-language name, as `--locale fr` translates it), typed joined or split
    /// ("ice cubes" for IceCubes).
    /// - Throws: `Failure.usage` naming the loaded apps when none is named so.
    func select(_ name: String, from loaded: LoadedApps) throws(Failure) -> LoadedApps {
        let keep = AppNames.matching(name, among: loaded.catalogs.indices.map { index in
            loaded.catalogs[index].app.allNames + [loaded.bundleNames[safe: index] ?? nil].compactMap { $0 }
        }, normalizer: Normalizer(locale: liveLocale))
        guard keep.contains(true) else {
            let suggestion = Suggestion.closest(to: name, among: loaded.catalogs.map(\.app.name))
            throw .usage("Unknown app '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
                         + " Loaded apps: " + loaded.catalogs.map { "'\($0.app.name)'" }.joined(separator: ", ") + ".")
        }
        var selected = loaded
        let names = Set(loaded.catalogs.indices.filter { keep[$0] }.map { loaded.catalogs[$0].app.name })
        selected.apps = loaded.apps.indices.filter { keep[$0] }.map { loaded.apps[$0] }
        selected.bundleNames = loaded.bundleNames.indices.filter { keep[$0] }.map { loaded.bundleNames[$0] }
        selected.withoutValues = loaded.withoutValues.filter { names.contains($0.app) }
        selected.catalogs = loaded.catalogs.filter { names.contains($0.app.name) }
        selected.diagnostics = loaded.diagnostics.filter { $0.app == nil || names.contains($0.app!) }
        return selected
    }
}

/// The apps a command works on: each catalog, and the live app it came from (none for a
/// manifest).
struct LoadedApps: Sendable {
    var catalogs: [Catalog] = []
    /// For each catalog, the live app it was built from (`nil` for a manifest or a build).
    var apps: [LiveApp?] = []
    var diagnostics: [Diagnostic] = []
    /// For each catalog read from a build (`--bundle`), the app's name in its development
    /// language (`nil` for the others). Its problems are already in `diagnostics`, placed
    /// in the build's files.
    var bundleNames: [String?] = []
    /// Entity types of builds that no `--values` file gave values for: app name, type.
    var withoutValues: [(app: String, type: String)] = []
}
