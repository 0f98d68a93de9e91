import Foundation
import PhraseMatching

/// Makes and runs intents of a live app: a fresh intent for a matched shortcut, its
/// parameters set from catalog values, then `perform()`.
enum IntentInvoker {
    /// The value of a parameter for a catalog value id: the enum case, or the entity found
    /// by its query.
    static func resolve(id: String, for parameter: any AnyIntentParameter) async throws -> Any? {
        let type = parameter.valueType
        if let enumType = type as? any AppEnum.Type {
            return enumCase(enumType, id: id)
        }
        if let entityType = type as? any AppEntity.Type {
            return try await entity(entityType, id: id)
        }
        return parameter.parse(id)
    }

    private static func enumCase<E: AppEnum>(_ type: E.Type, id: String) -> Any? {
        ValueConversion.enumCase(type, id: id)
    }

    private static func entity<E: AppEntity>(_ type: E.Type, id: String) async throws -> Any? {
        guard let identifier = E.ID.entityIdentifier(for: id) else { return nil }
        return try await ProviderFaultLog.collecting("The query of \(E.self)") {
            let query = E.defaultQuery
            if let missing = await DependencyCheck.failure(of: query, what: "The query of \(E.self)") { throw missing }
            if let found = try await query.entities(for: [identifier]).first { return found }
            // Some queries only know their suggested or enumerable entities.
            return try await query.suggestedList().first { $0.id == identifier }
        }
    }

    /// Entities of the parameter's type whose text matches `text` (`EntityStringQuery`),
    /// as catalog values, with the entities themselves by id.
    static func search(_ text: String, for parameter: any AnyIntentParameter, locale: String,
                       strings: DisplayStrings) async throws -> [(value: ParameterValue, entity: Any)] {
        guard let entityType = parameter.valueType as? any AppEntity.Type else { return [] }
        return try await search(entityType, text, locale: locale, strings: strings)
    }

    private static func search<E: AppEntity>(_ type: E.Type, _ text: String, locale: String,
                                             strings: DisplayStrings) async throws -> [(value: ParameterValue, entity: Any)] {
        guard let query = try await ProviderFaultLog.reading("\(E.self).defaultQuery", { E.defaultQuery }) as? any EntityStringQuery else {
            return []
        }
        if let missing = await DependencyCheck.failure(of: query, what: "The query of \(E.self)") { throw missing }
        let found = try await QueryDeadline.run(.seconds(5)) { try await matching(query, text) as [E] }
        // Their display representations are the app's code too (`ProviderFaultLog.reading`).
        return try await ProviderFaultLog.reading("The display representation of \(E.self)") {
            found.map { (ValueConversion.value(of: $0, locale: locale, strings: strings), $0 as Any) }
        }
    }

    private static func matching<Q: EntityStringQuery, E: AppEntity>(_ query: Q, _ text: String) async throws -> [E] {
        try await query.matchingList(text).compactMap { $0 as? E }
    }

    /// What `perform()` returned, ready to show.
    struct Outcome {
        /// The dialog, to show in the conversation's language.
        var dialog: IntentDialog?
        var value: DisplayRepresentation?
        var opensIntent: (any AppIntent)?
        /// The entity or enum case returned, as it is: the conversation remembers it.
        var returned: (any _IntentValue)? = nil
        /// The view the result carried, not shown (its type name).
        var omittedView: String? = nil
        /// The intent as it ran, as a call (`Invocation.text`), read inside the run.
        var invocation: String? = nil
    }

    /// Runs `intent.perform()` with `interaction` answering its questions; `describing`
    /// (the invocation as a call, which reads the display of its values) is read inside the
    /// run too, once `perform()` returned.
    static func perform(_ intent: any AppIntent, interaction: any IntentInteraction,
                        describing: @escaping @Sendable () -> String? = { nil }) async throws -> Outcome {
        await AppDependencyManager.shared.resolveAsynchronousDependencies()
        if let missing = await DependencyCheck.failure(of: intent, what: String(describing: type(of: intent))) { throw missing }
        if let unset = unsetEntityProperties(of: intent) { throw unset }
        // A value the intent's code read before setting it fails the run once `perform()`
        // and the reading of its result are done, naming it (`ProviderFault`); the process
        // goes on. The result's display is read inside too: a stand-in is never shown.
        return try await ProviderFaultLog.collecting(String(describing: type(of: intent)),
                                                     naming: { propertyName($0, in: intent) }) {
            let result: any IntentResult
            do {
                result = try await IntentInteractionContext.$current.withValue(interaction) {
                    try await IntentParameterDependencyContext.$current.withValue(intent) {
                        try await IntentProgressContext.$current.withValue(IntentProgress()) {
                            try await perform(intent)
                        }
                    }
                }
            } catch let request as AppIntentError where request.continuesInForeground {
                // `throw needsToContinueInForegroundError(…) { … }`: the app is already in front
                // here, so the continuation runs and its dialog is the answer.
                try await request.runContinuation()
                return Outcome(dialog: request.dialog, value: nil, opensIntent: nil, invocation: describing())
            }
            return Outcome(dialog: result._dialog,
                           value: result._value.flatMap { value in value is Never ? nil : IntentValueDisplay.representation(of: value) },
                           opensIntent: result._opensIntent,
                           returned: result._value.flatMap { $0 as? any AppEntity ?? $0 as? any AppEnum },
                           omittedView: result._omittedView, invocation: describing())
        }
    }

    /// A fault for the properties the intent's entities leave unset that reading would trap
    /// on (their types have no stand-in: a class instance), found before the run: the
    /// entity's query never set them ("property 'handle' of tray 't2' (TrayHandle) was never
    /// set"). One of a type with a stand-in fails the run only if it is read.
    private static func unsetEntityProperties(of intent: any AppIntent) -> ProviderFault? {
        var problems: [String] = []
        for (parameter, entity) in IntentIntrospection.entities(of: intent) {
            for property in UnsetEntityProperty.trapping(in: entity) {
                problems.append("property '\(property.name)' of \(parameter) '\(entity.id.entityIdentifierString)' (\(property.type)) "
                                + "was never set: set it in the entity's init, or make it optional")
            }
        }
        return problems.isEmpty ? nil : ProviderFault(subject: String(describing: type(of: intent)), problems: problems)
    }

    /// The entity property `identity` among the entities the intent's parameters hold,
    /// named ("property 'owner' of shelf 'attic'"), or `nil`.
    private static func propertyName(_ identity: ObjectIdentifier, in intent: any AppIntent) -> String? {
        for (parameter, entity) in IntentIntrospection.entities(of: intent) {
            for child in Mirror(reflecting: entity).children {
                guard type(of: child.value) is AnyClass, ObjectIdentifier(child.value as AnyObject) == identity, let label = child.label else { continue }
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                return "property '\(name)' of \(parameter) '\(entity.id.entityIdentifierString)'"
            }
        }
        return nil
    }

    private static func perform<I: AppIntent>(_ intent: I) async throws -> any IntentResult {
        try await intent.perform()
    }

    /// The message of an error thrown by `perform()` or a query.
    static func message(of error: any Error) -> String {
        if let convertible = error as? any CustomLocalizedStringResourceConvertible {
            return convertible.localizedStringResource.text
        }
        if let localized = error as? LocalizedError, let description = localized.errorDescription { return description }
        let described = String(describing: error)
        return described
    }
}
