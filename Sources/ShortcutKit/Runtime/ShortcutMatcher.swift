import Foundation
import PhraseMatching

/// The loaded apps, compiled for one locale: matches typed utterances, and recompiles an
/// app's values whenever it calls `updateAppShortcutParameters()`.
///
///     let matcher = try await ShortcutMatcher(apps: [library], locale: "en")
///     matcher.match("open want to read in library").status   // .matched
public final class ShortcutMatcher: @unchecked Sendable {
    public let locale: String
    /// The engine: the same results as `match`, and value lookup (for this package's
    /// modules and tests; apps go through `match` and `resolve`).
    package let engine: PhraseMatcher
    /// The live apps by catalog app name (an app from a manifest has none): the Swift side
    /// of their catalogs. The catalogs themselves live in `engine` alone.
    private let live: [String: LiveApp]
    /// Problems met building the catalogs.
    public let diagnostics: [Diagnostic]

    private let lock = NSLock()
    /// The last update started: updates run one after another, so an older query result
    /// never replaces a newer one.
    private var lastUpdate: Task<Void, Never>?
    private var pending = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var updateProblems: [Diagnostic] = []
    private var tokens: [UUID] = []

    /// Builds the apps' catalogs in `locale` and compiles them.
    /// - Complexity: the apps' queries, then O(p + v) in phrases and values.
    public convenience init(apps: [ShortcutApp], locale: String = "en", options: MatchOptions = MatchOptions()) async throws {
        var catalogs: [Catalog] = []
        var live: [LiveApp?] = []
        var diagnostics: [Diagnostic] = []
        await AppDependencyManager.shared.resolveAsynchronousDependencies()
        for app in apps {
            let build = await app.catalog(locale: locale)
            catalogs.append(build.catalog)
            live.append(build.live)
            diagnostics += build.diagnostics
        }
        try self.init(catalogs: catalogs, apps: live, locale: locale, options: options, diagnostics: diagnostics)
    }

    /// Compiles catalogs (from manifests, say) whose apps cannot run here: matching and
    /// questions work, `perform()` does not.
    public convenience init(catalogs: [Catalog], locale: String? = nil, options: MatchOptions = MatchOptions()) throws {
        try self.init(catalogs: catalogs, apps: catalogs.map { _ in nil }, locale: locale ?? catalogs.first?.locale ?? "en",
                      options: options, diagnostics: [])
    }

    /// - Parameter apps: for each catalog, the live app it was built from (`CatalogBuild.live`);
    ///   `nil` for a catalog from a manifest or a build.
    package init(catalogs: [Catalog], apps: [LiveApp?], locale: String, options: MatchOptions, diagnostics: [Diagnostic]) throws {
        self.locale = locale
        self.diagnostics = diagnostics
        engine = try PhraseMatcher(catalogs: catalogs, locale: locale, options: options)
        var live: [String: LiveApp] = [:]
        for (catalog, app) in zip(catalogs, apps) { live[catalog.app.name] = app }
        self.live = live
        for (name, app) in live {
            let token = AppShortcutParameterUpdates.shared.observe(app.app.provider) { [weak self] in
                self?.parametersChanged(app: app, catalogName: name)
            }
            tokens.append(token)
        }
    }

    deinit {
        for token in tokens { AppShortcutParameterUpdates.shared.cancel(token) }
    }

    /// Matches one typed utterance (see `PhraseMatcher.match`).
    public func match(_ utterance: String, app: String? = nil, all: Bool = false, explain: Bool = false) -> MatchResult {
        engine.match(utterance, app: app.flatMap { engine.appName(matching: $0) } ?? app, all: all, explain: explain)
    }

    /// The live app behind a catalog app name.
    func liveApp(named name: String) -> LiveApp? {
        live[name]
    }

    /// Whether any app runs here (not all came from manifests).
    var hasLiveApps: Bool { !live.isEmpty }

    /// The catalog of app `name` (by its catalog name) without its values, which the
    /// engine holds: its intents, parameters, type titles, shortcuts and names.
    func outline(of name: String) -> Catalog? {
        engine.outline(ofApp: name)
    }

    /// Queries the app's entity types again and swaps in their values; a query that throws
    /// keeps the previous values and is reported in `takeUpdateProblems()`.
    /// - Complexity: the queries, then O(n) per type to compare and O(c) to apply changes.
    public func refresh(appNamed name: String) async {
        guard let app = live[name] else { return }
        await refresh(app: app, catalogName: name)
    }

    private func refresh(app: LiveApp, catalogName: String) async {
        for typeName in app.entityTypes {
            switch await app.currentValues(of: typeName, locale: locale) {
            case .success(let fresh):
                apply(fresh, type: typeName, catalogName: catalogName)
            case .failure(let failure):
                report(Diagnostic(.warning, failure.kind(keepsPreviousValues: true), app: catalogName, locale: locale))
            case nil:
                break
            }
        }
    }

    /// Swaps in a type's fresh values; an engine that refuses them keeps the previous
    /// values, and the refusal is reported in `takeUpdateProblems()`, like a query that threw.
    func apply(_ fresh: ValueType, type typeName: String, catalogName: String) {
        do {
            try engine.updateValues(app: catalogName, type: typeName, values: fresh.values, suggested: fresh.suggested)
        } catch {
            report(Diagnostic(.warning, message: "the values of \(typeName) could not be updated: \(error) The previous values are kept.",
                              app: catalogName, locale: locale))
        }
    }

    private func report(_ problem: Diagnostic) {
        lock.withLock { updateProblems.append(problem) }
    }

    private func parametersChanged(app: LiveApp, catalogName: String) {
        lock.withLock {
            pending += 1
            let previous = lastUpdate
            lastUpdate = Task {
                await previous?.value
                await self.refresh(app: app, catalogName: catalogName)
                self.updateFinished()
            }
        }
    }

    private func updateFinished() {
        let resumed: [CheckedContinuation<Void, Never>] = lock.withLock {
            pending -= 1
            guard pending == 0 else { return [] }
            defer { waiters = [] }
            return waiters
        }
        for waiter in resumed { waiter.resume() }
    }

    /// Returns once every update started by `updateAppShortcutParameters()` has been applied.
    public func settled() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready: Bool = lock.withLock {
                if pending == 0 { return true }
                waiters.append(continuation)
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Problems met by updates since the last call (queries that threw or timed out).
    public func takeUpdateProblems() -> [Diagnostic] {
        lock.withLock {
            defer { updateProblems = [] }
            return updateProblems
        }
    }
}
