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
        let shortcuts = app.provider.appShortcuts
        var intents: [String: IntentDescriptor] = [:]
        var typeSources: [String: Any.Type] = [:]
        var typeOrder: [String] = []
        var catalogShortcuts: [ShortcutDescriptor] = []
        for shortcut in shortcuts {
            let intentType = type(of: shortcut.intent)
            let intentName = String(describing: intentType)
            if intents[intentName] == nil {
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
                    if valueType is any AppEnum.Type || valueType is any AppEntity.Type, typeSources[parameter.typeName] == nil {
                        typeSources[parameter.typeName] = valueType
                        typeOrder.append(parameter.typeName)
                    }
                }
                let description = intentType._declaredDescription
                intents[intentName] = IntentDescriptor(title: strings.text(intentType.title, locale: locale),
                                                       description: description.map { strings.text($0.descriptionText, locale: locale) },
                                                       parameters: parameters)
            }
            catalogShortcuts.append(ShortcutDescriptor(intent: intentName, shortTitle: shortcut.shortTitle.map { strings.text($0, locale: locale) },
                                             systemImageName: shortcut.systemImageName, phrases: shortcut.phraseTemplates))
        }
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
                              negativePhrases: app.provider.negativePhrases.phrases.map(\.template))
        diagnostics += app.localizations.problems.map { var problem = $0; problem.app = app.name; return problem }
        diagnostics += app.localizations.localize(&catalog)
        var build = CatalogBuild(catalog: catalog, diagnostics: diagnostics)
        build.live = LiveApp(app: app, shortcuts: shortcuts, intentNames: catalogShortcuts.map(\.intent), types: typeSources)
        return build
    }

    /// The values of the enum or entity type `type`, named `name` in the catalog.
    func values(of type: Any.Type, named name: String) async -> Result<QueriedType, QueryFailure> {
        if let enumType = type as? any AppEnum.Type {
            return .success(QueriedType(valueType: enumValues(enumType)))
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
        let representation = E.typeDisplayRepresentation
        let typeName = String(describing: E.self)
        let query = E.defaultQuery
        var result = ValueType(kind: .entity, title: strings.text(representation.name, locale: locale),
                               synonyms: representation.synonyms.flatMap { strings.texts($0, locale: locale) },
                               searchable: query is any EntityStringQuery || query is any EnumerableEntityQuery,
                               suggested: [], values: [])
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
        var known = Set<String>()
        for entity in suggested + all {
            let value = ValueConversion.value(of: entity, locale: locale, strings: strings)
            if known.insert(value.id).inserted { result.values.append(value) }
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
