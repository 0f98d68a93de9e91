import Foundation

/// What `perform()` returns: a dialog, a value, an intent to open next — or nothing.
///
///     func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
///         .result(value: "Dune", dialog: "Opened Dune.")
///     }
public protocol IntentResult: Sendable {
    /// The dialog to show, if any.
    var _dialog: IntentDialog? { get }
    /// The returned value, if any.
    var _value: Any? { get }
    /// The intent to run next, if any.
    var _opensIntent: (any AppIntent)? { get }
    /// The type of the view or snippet intent the result would show, if any: views are not
    /// shown here, so the conversation says the dialog and records what was left out.
    var _omittedView: String? { get }
}

extension IntentResult {
    public var _omittedView: String? { nil }
}

/// A result with a dialog.
public protocol ProvidesDialog: IntentResult {}
/// A result with a value of type `Value`.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
    /// The value returned (`try await intent.perform().value`).
    var value: Value? { get }
}
/// A result that opens another intent.
public protocol OpensIntent: IntentResult {}
/// A result with a view (shown as text here).
public protocol ShowsSnippetView: IntentResult {}
/// A result with a snippet intent (shown as text here).
public protocol ShowsSnippetIntent: IntentResult {}

/// The one concrete result type: every `.result(…)` makes one.
public struct IntentResultContainer<Value>: ProvidesDialog, ReturnsValue, OpensIntent, ShowsSnippetView, ShowsSnippetIntent, @unchecked Sendable {
    public let value: Value?
    public let dialog: IntentDialog?
    public let opensIntent: (any AppIntent)?
    /// The type name of the view (or snippet intent) the result carries, not shown.
    public internal(set) var omittedView: String? = nil

    public var _omittedView: String? { omittedView }
    public var _dialog: IntentDialog? { dialog }
    public var _value: Any? { value.map { $0 as Any } }
    public var _opensIntent: (any AppIntent)? { opensIntent }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    public static func result() -> Self { .init(value: nil, dialog: nil, opensIntent: nil) }
    public static func result(dialog: IntentDialog) -> Self { .init(value: nil, dialog: dialog, opensIntent: nil) }
    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog? = nil) -> Self {
        .init(value: nil, dialog: dialog, opensIntent: opensIntent)
    }
    /// A result that sets the intent the Action button runs next (Apple Watch Ultra,
    /// iPhone). There is no Action button here: the dialog is said; the intent is not run.
    public static func result<I: AppIntent>(actionButtonIntent: I, dialog: IntentDialog? = nil) -> Self {
        .init(value: nil, dialog: dialog, opensIntent: nil)
    }
}

extension IntentResult {
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V> {
        .init(value: value, dialog: nil, opensIntent: nil)
    }
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: nil)
    }
    public static func result<V, I: AppIntent>(value: V, opensIntent: I, dialog: IntentDialog? = nil) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: opensIntent)
    }
}
