import Foundation
import PhraseMatching
import ShortcutKit

/// The apps of `--bundle PATH` (built `.app`s), with the entity values of `--values FILE`.
struct LoadedBundles {
    var catalogs: [Catalog] = []
    /// Each build's name in its development language (the catalogs' may be translated).
    var names: [String] = []
    /// Phrases left untranslated in the locale, and every problem of each build's phrases.
    var diagnostics: [Diagnostic] = []
    /// Each build's problems that break a phrase rule.
    var invalid: [Diagnostic] = []
    /// The entity types no values file gave values for: app name, type.
    var withoutValues: [(app: String, type: String)] = []
    /// Files that could not be read, each message as printed.
    var errors: [String] = []
}

extension AppLoader {
    /// Reads every `--bundle` build in `--locale` (else its development language), its entity
    /// types filled from the `--values` files.
    /// - Throws: `Failure.usage` for `--values` without `--bundle`.
    func loadBundles() throws(Failure) -> LoadedBundles {
        let paths = bundles
        var loaded = LoadedBundles()
        guard !paths.isEmpty else {
            if !valueFiles.isEmpty {
                throw .usage("'--values' gives the entity values of a build; add '--bundle <path>'")
            }
            return loaded
        }
        var values = EntityValues()
        for file in valueFiles {
            do {
                values = values.merging(try EntityValues(contentsOf: file))
            } catch {
                loaded.errors.append(FileKind.noting("\(error)", path: file, givenAs: .values))
            }
        }
        var bundles: [AppBundle] = []
        for path in paths {
            do {
                bundles.append(try AppBundle(path: path))
            } catch {
                loaded.errors.append(FileKind.noting("\(error)", path: path, givenAs: .build))
            }
        }
        // A values file naming no entity type of the builds is a mistake worth stopping for.
        if loaded.errors.isEmpty {
            let entities = Set(bundles.flatMap(\.entityTypes))
            let enums = Set(bundles.flatMap(\.enumTypes))
            for (type, entry) in values.types.sorted(by: { $0.key < $1.key }) where !entities.contains(type) {
                if enums.contains(type) {
                    loaded.errors.append(ToolMessage.file("\(type): an AppEnum; its cases come from the build, not from a values file", file: entry.file))
                } else {
                    let suggestion = Suggestion.closest(to: type, among: entities)
                    loaded.errors.append(ToolMessage.file("\(type): no build loaded has an entity type '\(type)'"
                                                          + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                                                          + "; its entity types: " + (entities.isEmpty ? "none" : entities.sorted().joined(separator: ", ")),
                                                          file: entry.file))
                }
            }
        }
        let asked = locale
        for bundle in bundles {
            let build = bundle.catalog(locale: asked, values: values)
            let problems = bundle.problems(locale: asked, values: values)
            loaded.catalogs.append(build.catalog)
            loaded.names.append(bundle.name)
            loaded.diagnostics += build.diagnostics + problems
            loaded.invalid += problems.filter { $0.severity == .error }
            loaded.withoutValues += bundle.entityTypesWithoutValues(values).map { (build.catalog.app.name, $0) }
        }
        return loaded
    }
}
