import Foundation
import PhraseMatching

/// Turns a provider into a catalog: walks `appShortcuts`, lists each intent's parameters,
/// and collects the values of every enum and entity type they use.
struct CatalogBuilder {
    let app: ShortcutApp
    let locale: String
    var diagnostics: [Diagnostic] = []

    init(app: ShortcutApp, locale: String) {
        self.app = app
        self.locale = locale
    }

    var strings: DisplayStrings { app.localizations.display }

    mutating func build() async -> CatalogBuild {
        // Dependencies registered asynchronously are made before any query reads them.
        await AppDependencyManager.shared.resolveAsynchronousDependencies()
        // The provider's shortcuts, and each intent's `init()` and texts, are the app's code:
        // read the way a run is (`ProviderFaultLog.reading`), so a value read before it exists
        // leaves this app without shortcuts and says why, instead of trapping.
        let walk: ProviderWalk
        do {
            walk = try await ProviderFaultLog.reading("\(app.provider).appShortcuts") { [self] in providerWalk() }
        } catch {
            walk = ProviderWalk()
            diagnostics.append(Diagnostic(.error, .message(QueryDeadline.message(of: error)), app: app.name, locale: locale))
        }
        let (shortcuts, intents, typeSources, typeOrder, catalogShortcuts) =
            (walk.shortcuts, walk.intents, walk.typeSources, walk.typeOrder, walk.catalogShortcuts)
        var types: [String: ValueType] = [:]
        for name in typeOrder {
            guard let source = typeSources[name] else { continue }
            switch await values(of: source, named: name) {
            case .success(var type):
                if !type.duplicateIDs.isEmpty {
                    diagnostics.append(Diagnostic(.warning, .duplicateSuggestedIDs(type: name, ids: type.duplicateIDs),
                                                  app: app.name, locale: locale))
                    type.duplicateIDs = []
                }
                types[name] = type.valueType
            case .failure(let failure):
                diagnostics.append(Diagnostic(.warning, failure.kind(keepsPreviousValues: false),
                                              app: app.name, locale: locale))
                types[name] = failure.emptyType
            }
        }
        let appName = app.localizations.appName(locale: locale) ?? app.name
        let alternatives = app.localizations.alternativeNames(locale: locale) ?? app.alternativeNames
        var catalog = Catalog(locale: locale, app: AppDescription(name: appName, alternativeNames: alternatives),
                              types: types, intents: intents, shortcuts: catalogShortcuts,
                              negativePhrases: walk.negativePhrases)
        diagnostics += app.localizations.problems.map { var problem = $0; problem.app = app.name; return problem }
        diagnostics += app.localizations.localize(&catalog)
        var build = CatalogBuild(catalog: catalog, diagnostics: diagnostics)
        build.live = LiveApp(app: app, shortcuts: shortcuts, intentNames: catalogShortcuts.map(\.intent), types: typeSources)
        return build
    }

    /// What the provider declares, read once: its shortcuts, their intents with their
    /// parameters, and the enum and entity types those use, in order.
    struct ProviderWalk {
        var shortcuts: [AppShortcut] = []
        var intents: [String: IntentDescriptor] = [:]
        var typeSources: [String: Any.Type] = [:]
        var typeOrder: [String] = []
        var catalogShortcuts: [ShortcutDescriptor] = []
        var negativePhrases: [String] = []
    }

    /// Walks `appShortcuts`: the app's own code (its intents' `init()`, titles, descriptions).
    private func providerWalk() -> ProviderWalk {
        var walk = ProviderWalk()
        walk.shortcuts = app.provider.appShortcuts
        for shortcut in walk.shortcuts {
            let intentType = type(of: shortcut.intent)
            let intentName = String(describing: intentType)
            if walk.intents[intentName] == nil {
                var parameters: [ParameterDescriptor] = []
                for (name, parameter) in IntentIntrospection.parameters(of: shortcut.intent) {
                    var descriptor = IntentIntrospection.descriptor(name: name, parameter: parameter)
                    // By its key and table ("Settings.Enabled" in `InAppIntents`), else by its text.
                    let declared = parameter.titleResource
                    if !declared.text.isEmpty, case let shown = strings.text(declared, locale: locale), shown != declared.text {
                        descriptor.title = shown
                    } else {
                        descriptor.title = strings.translation(of: descriptor.title, locale: locale)
                    }
                    // By its key (an interpolated dialog's "Which %@?"), else by its text in any table.
                    if let dialog = parameter.dialogResource, case let shown = strings.text(dialog, locale: locale), shown != dialog.text {
                        descriptor.requestValueDialog = shown
                    } else {
                        descriptor.requestValueDialog = descriptor.requestValueDialog.map { strings.translation(of: $0, locale: locale) }
                    }
                    parameters.append(descriptor)
                    let valueType = parameter.valueType
                    if valueType is any AppEnum.Type || valueType is any AppEntity.Type, walk.typeSources[parameter.typeName] == nil {
                        walk.typeSources[parameter.typeName] = valueType
                        walk.typeOrder.append(parameter.typeName)
                    }
                }
                let description = intentType._declaredDescription
                walk.intents[intentName] = IntentDescriptor(title: strings.text(intentType.title, locale: locale),
                                                            description: description.map { strings.text($0.descriptionText, locale: locale) },
                                                            parameters: parameters)
            }
            walk.catalogShortcuts.append(ShortcutDescriptor(intent: intentName, shortTitle: shortcut.shortTitle.map { strings.text($0, locale: locale) },
                                                            systemImageName: shortcut.systemImageName, phrases: shortcut.phraseTemplates))
        }
        walk.negativePhrases = app.provider.negativePhrases.phrases.map(\.template)
        return walk
    }

    /// The values of the enum or entity type `type`, named `name` in the catalog. The type's
    /// own code (its cases' and entities' display representations) is read the way a run is:
    /// a value read there before it exists leaves the type without values, named.
    func values(of type: Any.Type, named name: String) async -> Result<QueriedType, QueryFailure> {
        if let enumType = type as? any AppEnum.Type {
            do {
                return .success(QueriedType(valueType: try await ProviderFaultLog.reading("\(name).caseDisplayRepresentations") { [self] in
                    enumValues(enumType)
                }))
            } catch {
                return .failure(QueryFailure(type: name, query: "caseDisplayRepresentations", reason: QueryDeadline.reason(error),
                                             emptyType: ValueType(kind: .enum, title: name, values: [])))
            }
        }
        guard let entityType = type as? any AppEntity.Type else {
            return .failure(QueryFailure(type: name, query: "values", reason: "is not an AppEnum or AppEntity", emptyType: nil))
        }
        return await entityValues(entityType)
    }

    private func enumValues<E: AppEnum>(_ type: E.Type) -> ValueType {
        let representation = E.typeDisplayRepresentation
        return ValueType(kind: .enum, title: strings.text(representation.name, locale: locale),
                         synonyms: representation.synonyms.flatMap { strings.texts($0, locale: locale) },
                         values: E.allCases.map { ValueConversion.value(of: $0, locale: locale, strings: strings) })
    }

    /// Runs the entity's default query: its suggested entities, and all of them when the
    /// query is enumerable. Duplicate ids keep their first entity (reported).
    private func entityValues<E: AppEntity>(_ type: E.Type) async -> Result<QueriedType, QueryFailure> {
        let typeName = String(describing: E.self)
        let described: (ValueType, E.DefaultQuery)
        do {
            described = try await ProviderFaultLog.reading("\(typeName).defaultQuery") { [self] in
                let representation = E.typeDisplayRepresentation
                let query = E.defaultQuery
                return (ValueType(kind: .entity, title: strings.text(representation.name, locale: locale),
                                  synonyms: representation.synonyms.flatMap { strings.texts($0, locale: locale) },
                                  searchable: query is any EntityStringQuery || query is any EnumerableEntityQuery,
                                  suggested: [], values: []), query)
            }
        } catch {
            return .failure(QueryFailure(type: typeName, query: "defaultQuery", reason: QueryDeadline.reason(error),
                                         emptyType: ValueType(kind: .entity, title: typeName, suggested: [], values: [])))
        }
        var result = described.0
        let query = described.1
        let timeout = app.queryTimeout
        let missing = await DependencyCheck.problems(of: query)
        guard missing.isEmpty else {
            return .failure(QueryFailure(type: typeName, query: "suggestedEntities()",
                                         reason: "cannot run: " + missing.joined(separator: "; "), emptyType: result))
        }
        let suggested: [E]
        do {
            suggested = try await QueryDeadline.run(timeout) { try await query.suggestedList() }
        } catch {
            return .failure(QueryFailure(type: typeName, query: "suggestedEntities()", reason: QueryDeadline.reason(error), emptyType: result))
        }
        var all: [E] = []
        if let enumerable = query as? any EnumerableEntityQuery {
            do {
                all = try await QueryDeadline.run(timeout) { try await Self.allEntities(enumerable) as [E] }
            } catch {
                return .failure(QueryFailure(type: typeName, query: "allEntities()", reason: QueryDeadline.reason(error), emptyType: result))
            }
        }
        // An entity's own `@Dependency` (read by its display representation) is checked on
        // the first one: they are all of one type.
        if let first = suggested.first ?? all.first {
            let missing = await DependencyCheck.problems(of: first)
            guard missing.isEmpty else {
                return .failure(QueryFailure(type: typeName, query: "displayRepresentation",
                                             reason: "cannot be read: " + missing.joined(separator: "; "), emptyType: result))
            }
        }
        // A property an entity's init never set, of a type with no empty form, would trap
        // when its display representation reads it.
        for entity in suggested + all {
            if let property = UnsetEntityProperty.name(in: entity) {
                return .failure(QueryFailure(type: typeName, query: "displayRepresentation",
                                             reason: "cannot be read: property '\(property)' of entity '\(entity.id.entityIdentifierString)' "
                                                 + "was never set in its init", emptyType: result))
            }
        }
        let values: [ParameterValue]
        do {
            values = try await ProviderFaultLog.reading("The display representation of \(typeName)") { [self] in
                (suggested + all).map { ValueConversion.value(of: $0, locale: locale, strings: strings) }
            }
        } catch {
            return .failure(QueryFailure(type: typeName, query: "displayRepresentation", reason: QueryDeadline.reason(error), emptyType: result))
        }
        var known = Set<String>()
        for value in values where known.insert(value.id).inserted {
            result.values.append(value)
        }
        var suggestedIDs: [String] = []
        var seen = Set<String>()
        var duplicates: [String] = []
        for entity in suggested {
            let id = entity.id.entityIdentifierString
            if seen.insert(id).inserted { suggestedIDs.append(id) } else if !duplicates.contains(id) { duplicates.append(id) }
        }
        result.suggested = suggestedIDs
        return .success(QueriedType(valueType: result, duplicateIDs: duplicates))
    }

    private static func allEntities<Q: EnumerableEntityQuery, E: AppEntity>(_ query: Q) async throws -> [E] {
        try await query.allEntities().compactMap { $0 as? E }
    }
}

/// Runs a query with a time limit. A query that never returns is abandoned (its task
/// keeps running), so one slow query cannot hang the app; a query that returns in time
/// cancels the timer.
enum QueryDeadline {
    struct TimedOut: Error {}

    /// - Parameter sleep: waits out the limit (tests pass one that waits on an event).
    static func run<T: Sendable>(_ limit: Duration,
                                 sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
                                 _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        let once = Once<Result<T, any Error>>()
        var timer: Task<Void, Never>?
        defer { timer?.cancel() }
        return try await withCheckedThrowingContinuation { continuation in
            let work = Task {
                let result: Result<T, any Error>
                do {
                    // A value the query's code read before setting it fails the query (`ProviderFault`).
                    result = .success(try await ProviderFaultLog.collecting("The query") { try await body() })
                } catch {
                    result = .failure(error)
                }
                if once.set(result) { continuation.resume(with: result) }
            }
            timer = Task {
                guard (try? await sleep(limit)) != nil else { return }  // cancelled: the query returned
                if once.set(.failure(TimedOut())) {
                    work.cancel()
                    continuation.resume(throwing: TimedOut())
                }
            }
        }
    }

    /// An error of the app's code as one line: a `ProviderFault`'s own description.
    static func message(of error: any Error) -> String {
        (error as? LocalizedError)?.errorDescription ?? String(describing: error)
    }

    static func reason(_ error: any Error) -> String {
        if error is TimedOut { return "did not return within the time limit" }
        if let fault = error as? ProviderFault { return "read what was never set: " + fault.problems.joined(separator: "; ") }
        return "threw an error: \((error as? LocalizedError)?.errorDescription ?? String(describing: error))"
    }

    /// A value set once; later sets are refused.
    final class Once<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value?
        func set(_ newValue: Value) -> Bool {
            lock.withLock {
                guard value == nil else { return false }
                value = newValue
                return true
            }
        }
    }
}

/// A type's values as queried, with the duplicate ids the query returned.
struct QueriedType {
    var valueType: ValueType
    var duplicateIDs: [String] = []
}
