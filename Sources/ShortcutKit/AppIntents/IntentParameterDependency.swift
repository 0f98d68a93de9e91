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
        // Every parameter must be readable, so that no member read below can trap.
        let allReadable = IntentIntrospection.parameters(of: intent).allSatisfy { item in
            item.parameter.hasValue || item.parameter.isOptional || item.parameter.hasDefault
        }
        return namedSet && allReadable ? IntentParameterDependency(keyPaths: keyPaths, intent: intent) : nil
    }

    /// A parameter's value: `configuration?.account`. (Only a dependency given by
    /// `wrappedValue` has an intent, all of whose parameters can be read.)
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value {
        (intent ?? Intent())[keyPath: keyPath]
    }
}

/// The intent whose `perform()` is running in this task, for `IntentParameterDependency`.
enum IntentParameterDependencyContext {
    @TaskLocal static var current: (any AppIntent)?
}
