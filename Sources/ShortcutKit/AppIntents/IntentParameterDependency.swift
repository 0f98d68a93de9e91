import Foundation

/// A query's view of the intent it finds values for: another parameter's value, to narrow
/// what it suggests (the lists of the account a widget is set to).
///
///     struct ListQuery: EntityQuery {
///         @IntentParameterDependency<ListsWidgetConfiguration>(\.$account)
///         var configuration
///         func suggestedEntities() async throws -> [ListEntity] {
///             guard let account = configuration?.account else { return [] }
///             …
///         }
///     }
///
/// `nil` unless the query runs for an intent of type `Intent` whose named parameters all
/// have a value: here, while that intent's `perform()` runs.
@propertyWrapper
@dynamicMemberLookup
public struct IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    let keyPaths: [AnyKeyPath]
    let intent: Intent?

    public init<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
        keyPaths = [keyPath]
        intent = nil
    }

    public init<Value1, Value2>(_ first: KeyPath<Intent, IntentParameter<Value1>>, _ second: KeyPath<Intent, IntentParameter<Value2>>) {
        keyPaths = [first, second]
        intent = nil
    }

    private init(keyPaths: [AnyKeyPath], intent: Intent) {
        self.keyPaths = keyPaths
        self.intent = intent
    }

    /// The intent's parameters, when the query runs for such an intent.
    public var wrappedValue: IntentParameterDependency<Intent>? {
        guard let intent = IntentParameterDependencyContext.current as? Intent else { return nil }
        let namedSet = keyPaths.allSatisfy { keyPath in
            (intent[keyPath: keyPath] as? any AnyIntentParameter)?.hasValue ?? false
        }
        // Every parameter must be readable, unwrapped, so that no member read below can
        // trap: set, defaulted, or empty where its type has an empty form ("" for a String).
        let allReadable = IntentIntrospection.parameters(of: intent).allSatisfy { item in
            item.parameter.hasValue || item.parameter.hasDefault || Self.hasNeutralValue(item.parameter.valueType)
        }
        return namedSet && allReadable ? IntentParameterDependency(keyPaths: keyPaths, intent: intent) : nil
    }

    /// A parameter's value without `Optional`, as Apple's projection reads it:
    /// `configuration?.account.server` for `var account: AccountEntity?`. An optional
    /// parameter with no value reads as its type's empty form (`wrappedValue` is `nil`
    /// when one has none). Only a dependency given by `wrappedValue` has an intent.
    public subscript<Value: _IntentValue>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value.UnwrappedType {
        let value = (intent ?? Intent())[keyPath: keyPath]
        if let unwrapped = value as? Value.UnwrappedType { return unwrapped }
        if let neutral = NeutralValue.of(Value.UnwrappedType.self) { return neutral }
        // The parameter lost its value after `wrappedValue` was read (perform() set it to
        // nil): the run fails naming it, and the query goes on with a stand-in.
        let parameter = IntentIntrospection.parameters(of: intent ?? Intent()).first { item in
            !item.parameter.hasValue && ObjectIdentifier(item.parameter.valueType) == ObjectIdentifier(Value.UnwrappedType.self)
        }?.name
        let shown = parameter.map { "parameter '\($0)'" } ?? "a parameter"
        let remedy = "the intent cleared it after the query read its dependency: read the dependency again after changing the parameter, "
            + "or give the parameter a default"
        let problem = "@IntentParameterDependency<\(Intent.self)>: \(shown) (\(Value.UnwrappedType.self)) has no value: \(remedy)"
        guard let stand = Placeholder.of(Value.UnwrappedType.self) else {
            ProviderFaultLog.unrecoverable(problem, standIn: Value.UnwrappedType.self,
                                           trap: "IntentParameterDependency<\(Intent.self)>: \(shown) has no value, and ShortcutKit cannot make a stand-in \(Value.UnwrappedType.self) to go on with.")
        }
        ProviderFaultLog.record(problem)
        return stand
    }

    private static func hasNeutralValue(_ type: Any.Type) -> Bool {
        func neutral<T>(_ type: T.Type) -> Bool { NeutralValue.of(type) != nil }
        return neutral(type)
    }
}

/// The intent whose `perform()` is running in this task, for `IntentParameterDependency`.
enum IntentParameterDependencyContext {
    @TaskLocal static var current: (any AppIntent)?
}
