import Foundation

/// A summary that depends on the intent's parameter values: `When`, `Switch`. Each
/// resolves, for one intent, to the `Summary` that applies.
public protocol _ResolvableParameterSummary<Intent>: ParameterSummary {
    associatedtype Intent: AppIntent
    /// The summary that applies to `intent`'s current values, if any.
    func summary(for intent: Intent) -> Summary<Intent>?
}

extension Summary: _ResolvableParameterSummary {
    public func summary(for intent: Intent) -> Summary<Intent>? { self }
}

extension AppIntent {
    /// The summary that applies to `intent`'s current values: its `parameterSummary`,
    /// with `When` and `Switch` resolved; `nil` when none applies.
    public static func summary(for intent: Self) -> Summary<Self>? {
        SummaryValue.resolve(parameterSummary, intent)
    }
}

/// How `When` compares a parameter with a value.
public enum ParameterSummaryComparisonOperator: Sendable, Hashable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
    /// The parameter has a value (`When(\.$location, .hasAnyValue) { … } otherwise: { … }`).
    case hasAnyValue
    /// The parameter has no value.
    case hasNoValue
}

/// One summary or another, by a parameter's value:
///
///     When(\.$confirmBeforeApplying, .equalTo, true, {
///         Summary("Applying \(\.$preset)")
///     }, otherwise: {
///         Summary("Immediately applying \(\.$preset)")
///     })
public struct When<Intent: AppIntent, Content: ParameterSummary, Otherwise: ParameterSummary>: _ResolvableParameterSummary, @unchecked Sendable {
    let holds: (Intent) -> Bool
    public let content: Content
    public let otherwise: Otherwise?

    /// Compares the parameter with `value` (`.equalTo`, `.notEqualTo`; an ordering
    /// operator needs a `Comparable` value).
    public init<Value: Equatable>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content,
                                  @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        holds = { intent in
            guard let current = SummaryValue.current(intent[keyPath: keyPath]) else { return comparison == .notEqualTo }
            switch comparison {
            case .equalTo: return current == value
            case .notEqualTo: return current != value
            case .hasAnyValue: return true
            default: return false
            }
        }
        self.content = content()
        self.otherwise = otherwise()
    }

    /// Orders the parameter against `value`.
    public init<Value: Comparable>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparisonOperator,
                                   _ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content,
                                   @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        holds = { intent in
            guard let current = SummaryValue.current(intent[keyPath: keyPath]) else { return comparison == .notEqualTo }
            return SummaryValue.compare(current, comparison, value)
        }
        self.content = content()
        self.otherwise = otherwise()
    }

    /// Orders an optional parameter against `value` (no value: only `.notEqualTo` holds).
    public init<Wrapped: Comparable>(_ keyPath: KeyPath<Intent, IntentParameter<Wrapped?>>,
                                     _ comparison: ParameterSummaryComparisonOperator, _ value: Wrapped,
                                     @ParameterSummaryBuilder<Intent> _ content: () -> Content,
                                     @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        holds = { intent in
            guard let current = SummaryValue.current(intent[keyPath: keyPath]).flatMap({ $0 }) else {
                return comparison == .notEqualTo || comparison == .hasNoValue
            }
            return SummaryValue.compare(current, comparison, value)
        }
        self.content = content()
        self.otherwise = otherwise()
    }

    /// Tests whether the parameter has a value (`.hasAnyValue`, `.hasNoValue`).
    public init<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparisonOperator,
                       @ParameterSummaryBuilder<Intent> _ content: () -> Content,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        holds = { intent in
            let hasValue = intent[keyPath: keyPath].hasValue
            return comparison == .hasNoValue ? !hasValue : hasValue
        }
        self.content = content()
        self.otherwise = otherwise()
    }

    public func summary(for intent: Intent) -> Summary<Intent>? {
        if holds(intent) { return SummaryValue.resolve(content, intent) }
        return otherwise.flatMap { SummaryValue.resolve($0, intent) }
    }
}

extension When where Otherwise == _NoParameterSummary {
    /// Orders an optional parameter against `value`; no summary otherwise.
    public init<Wrapped: Comparable>(_ keyPath: KeyPath<Intent, IntentParameter<Wrapped?>>,
                                     _ comparison: ParameterSummaryComparisonOperator, _ value: Wrapped,
                                     @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.init(keyPath, comparison, value, content, otherwise: { _NoParameterSummary() })
    }

    /// Compares the parameter with `value`; no summary otherwise.
    public init<Value: Equatable>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.init(keyPath, comparison, value, content, otherwise: { _NoParameterSummary() })
    }

    /// Tests whether the parameter has a value; no summary otherwise.
    public init<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparisonOperator,
                       @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.init(keyPath, comparison, content, otherwise: { _NoParameterSummary() })
    }
}

/// One summary per value of a parameter:
///
///     Switch(\.$activity) {
///         Case(.biking) { Summary("Show \(\.$activity) ideas") }
///         DefaultCase { Summary("Suggest \(\.$activity) trails") }
///     }
public struct Switch<Intent: AppIntent, Value: _IntentValue & Equatable>: _ResolvableParameterSummary, @unchecked Sendable {
    let keyPath: KeyPath<Intent, IntentParameter<Value>>
    let cases: [ParameterSummaryCase<Intent, Value>]

    public init(_ keyPath: KeyPath<Intent, IntentParameter<Value>>,
                @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> [ParameterSummaryCase<Intent, Value>]) {
        self.keyPath = keyPath
        self.cases = cases()
    }

    public func summary(for intent: Intent) -> Summary<Intent>? {
        let current = SummaryValue.current(intent[keyPath: keyPath])
        let chosen = cases.first { item in item.value != nil && item.value == current } ?? cases.first { $0.value == nil }
        return chosen.flatMap { $0.summary(intent) }
    }
}

/// A case of a `Switch`, with its value (none for the default case).
public struct ParameterSummaryCase<Intent: AppIntent, Value>: @unchecked Sendable {
    let value: Value?
    let summary: (Intent) -> Summary<Intent>?
}

/// `Case(.biking) { Summary(…) }` inside a `Switch`.
public struct Case<Intent: AppIntent, Value, Content: ParameterSummary>: @unchecked Sendable {
    let value: Value
    let content: Content

    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.value = value
        self.content = content()
    }
}

/// `DefaultCase { Summary(…) }`: the summary of every other value.
public struct DefaultCase<Intent: AppIntent, Content: ParameterSummary>: @unchecked Sendable {
    let content: Content

    public init(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.content = content()
    }
}

@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value> {
    public typealias Part = [ParameterSummaryCase<Intent, Value>]

    public static func buildExpression<Content>(_ item: Case<Intent, Value, Content>) -> Part {
        let content = item.content
        return [ParameterSummaryCase(value: item.value, summary: { SummaryValue.resolve(content, $0) })]
    }
    public static func buildExpression<Content>(_ item: DefaultCase<Intent, Content>) -> Part {
        let content = item.content
        return [ParameterSummaryCase(value: nil, summary: { SummaryValue.resolve(content, $0) })]
    }
    public static func buildBlock(_ parts: Part...) -> Part { parts.flatMap { $0 } }
}

extension ParameterSummaryBuilder {
    public static func buildExpression<Content, Otherwise>(_ summary: When<Intent, Content, Otherwise>) -> When<Intent, Content, Otherwise> {
        summary
    }
    public static func buildExpression<Value>(_ summary: Switch<Intent, Value>) -> Switch<Intent, Value> { summary }
}

/// Reading parameter values and nested summaries for `When` and `Switch`.
enum SummaryValue {
    /// The parameter's value, without trapping when it has none.
    static func current<Value>(_ parameter: IntentParameter<Value>) -> Value? {
        guard parameter.hasValue else { return nil }
        return parameter.lock.withLock { parameter.storedValue } ?? (parameter.defaultValue as? Value)
    }

    static func compare<Value: Comparable>(_ current: Value, _ comparison: ParameterSummaryComparisonOperator, _ value: Value) -> Bool {
        switch comparison {
        case .equalTo: current == value
        case .notEqualTo: current != value
        case .lessThan: current < value
        case .lessThanOrEqualTo: current <= value
        case .greaterThan: current > value
        case .greaterThanOrEqualTo: current >= value
        case .hasAnyValue: true
        case .hasNoValue: false
        }
    }

    static func resolve<Intent: AppIntent>(_ summary: some ParameterSummary, _ intent: Intent) -> Summary<Intent>? {
        guard let resolvable = summary as? any _ResolvableParameterSummary else { return nil }
        return open(resolvable, intent)
    }

    private static func open<S: _ResolvableParameterSummary, Intent: AppIntent>(_ summary: S, _ intent: Intent) -> Summary<Intent>? {
        guard let typed = intent as? S.Intent else { return nil }
        return summary.summary(for: typed) as? Summary<Intent>
    }
}
