import Foundation
import PhraseMatching

/// An app as ShortcutKit runs it: what Apple reads from the bundle (display name,
/// alternative names, string catalogs) and its `AppShortcutsProvider`.
///
///     let library = ShortcutApp(name: "Library", alternativeNames: ["My Books"],
///                               provider: LibraryAppShortcuts.self)
///     let build = await library.catalog(locale: "en")
public struct ShortcutApp: @unchecked Sendable {
    /// `CFBundleDisplayName`: what `${applicationName}` stands for.
    public var name: String
    /// `INAlternativeAppNames`: other names the app answers to.
    public var alternativeNames: [String]
    public let provider: any AppShortcutsProvider.Type
    /// Translated phrases, app names and display strings, per locale.
    public var localizations: AppLocalizations
    /// How long a query (`suggestedEntities()`, `allEntities()`) may take before it is
    /// given up on, and the type left without values.
    public var queryTimeout: Duration

    public init(name: String, alternativeNames: [String] = [], provider: any AppShortcutsProvider.Type,
                localizations: AppLocalizations = AppLocalizations(), queryTimeout: Duration = .seconds(5)) {
        self.name = name
        self.alternativeNames = alternativeNames
        self.provider = provider
        self.localizations = localizations
        self.queryTimeout = queryTimeout
    }

    /// The app's catalog in `locale`: its shortcuts, phrases, and the values of every
    /// enum and entity parameter. Runs the entity queries; a query that throws or times
    /// out is reported in `diagnostics` and leaves its type without values.
    public func catalog(locale: String = "en") async -> CatalogBuild {
        var builder = CatalogBuilder(app: self, locale: locale)
        return await builder.build()
    }
}

/// A built catalog and the problems met building it.
public struct CatalogBuild: Sendable {
    public var catalog: Catalog
    public var diagnostics: [Diagnostic]
    /// The app the catalog was built from, with its intents and Swift types by identity;
    /// `nil` for a catalog made otherwise (a manifest, a build).
    package var live: LiveApp?

    public init(catalog: Catalog, diagnostics: [Diagnostic]) {
        self.catalog = catalog
        self.diagnostics = diagnostics
    }
}

/// A query that threw or did not return in time.
struct QueryFailure: Error, Sendable, CustomStringConvertible {
    var type: String
    var query: String
    var reason: String
    /// The type with no values, to keep phrases compiling.
    var emptyType: ValueType?
    var description: String { "\(query) of \(type) \(reason)" }

    /// The failure as a diagnostic's kind: at build time the type's phrases have no values;
    /// on update its previous values are kept.
    func kind(keepsPreviousValues: Bool) -> Diagnostic.Kind {
        .valueQueryFailed(type: type, query: query, reason: reason, keepsPreviousValues: keepsPreviousValues)
    }
}
