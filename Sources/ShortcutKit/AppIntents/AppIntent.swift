import Foundation

/// An action of the app: what a phrase runs.
///
///     struct OpenShelf: AppIntent {
///         static let title: LocalizedStringResource = "Open Shelf"
///         @Parameter(title: "Shelf") var shelf: Shelf
///         func perform() async throws -> some IntentResult & ProvidesDialog {
///             .result(dialog: "Opening \(shelf).")
///         }
///     }
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
    static var title: LocalizedStringResource { get }
    /// The type `description` is declared with: `IntentDescription` (nearly every intent,
    /// `static let description = IntentDescription("…")`) or `IntentDescription?` (Apple's
    /// own declaration). Inferred from the declaration, so both forms are read.
    associatedtype DescriptionType: _IntentDescriptionConvertible = IntentDescription
    /// What the intent does. Empty when the intent has none.
    static var description: DescriptionType { get }
    /// Whether running the intent brings the app to the foreground.
    static var openAppWhenRun: Bool { get }
    static var supportedModes: IntentModes { get }
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    associatedtype SummaryContent: ParameterSummary = _NoParameterSummary
    /// How the intent reads in Shortcuts: `Summary("Open \(\.$shelf)")`.
    @ParameterSummaryBuilder<Self>
    static var parameterSummary: SummaryContent { get }

    init()

    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult
}

extension AppIntent where DescriptionType == IntentDescription {
    public static var description: IntentDescription { IntentDescription("") }
}

extension AppIntent {
    /// The description, whichever form the intent declares it in; `nil` when it has none.
    static var _declaredDescription: IntentDescription? {
        guard let declared = description._intentDescription, !declared.descriptionText.key.isEmpty else { return nil }
        return declared
    }
    public static var openAppWhenRun: Bool { false }
    public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// The intent's stable name, as scenes match it (`handlesExternalEvents(matching:)`):
    /// its type name.
    public static var persistentIdentifier: String { String(describing: Self.self) }

    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
    public typealias Dependency<Value> = AppDependency<Value>
}

extension AppIntent where SummaryContent == _NoParameterSummary {
    public static var parameterSummary: _NoParameterSummary { _NoParameterSummary() }
}

/// A description of an intent with its parameters, for the Shortcuts editor.
public protocol ParameterSummary: Sendable {}

/// The summary of an intent that declares none.
public struct _NoParameterSummary: ParameterSummary {
    public init() {}
}

/// `Summary("Open \(\.$shelf)")`: an intent's parameter summary, or the summary of a
/// parameterised App Shortcut.
public struct Summary<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
    public let text: ParameterSummaryString<Intent>
    public let otherParameters: [PartialKeyPath<Intent>]

    public init(_ text: ParameterSummaryString<Intent>, table: StaticString? = nil) {
        self.text = text
        otherParameters = []
    }

    public init(_ text: ParameterSummaryString<Intent>, table: StaticString? = nil,
                @ParameterSummaryParametersBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]) {
        self.text = text
        otherParameters = parameters()
    }

    /// A summary that is only a list of parameters (`Summary { \.$number \.$selected }`): no sentence.
    public init(@ParameterSummaryParametersBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]) {
        text = ParameterSummaryString(segments: [])
        otherParameters = parameters()
    }
}

/// The text of a summary, naming parameters by key path.
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    public let segments: [String]

    public init(stringLiteral value: String) { segments = [value] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }
    init(segments: [String]) { self.segments = segments }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [String] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { segments.append(literal) }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            segments.append("${\(IntentIntrospection.parameterName(keyPath) ?? "parameter")}")
        }
    }
}

@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    public static func buildExpression<S: ParameterSummary>(_ summary: S) -> S { summary }
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
    public static func buildBlock() -> _NoParameterSummary { _NoParameterSummary() }
}

@resultBuilder
public enum ParameterSummaryParametersBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [keyPath] }
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}
