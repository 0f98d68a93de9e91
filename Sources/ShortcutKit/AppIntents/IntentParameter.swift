import Foundation

/// An input of an intent: `@Parameter(title: "Shelf") var shelf: Shelf`.
///
///     @Parameter(title: "Book", requestValueDialog: "Which book?")
///     var book: BookEntity
///
/// `$shelf` is the parameter itself: phrases name it (`"Open \(\.$shelf)"`), and
/// `perform()` can ask for it (`throw $shelf.requestValue("Which shelf?")`).
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    let lock = NSLock()
    var storedValue: Value?
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    public let defaultValue: Value.UnwrappedType?
    public let requestValueDialog: IntentDialog?
    public let inputConnectionBehavior: InputConnectionBehavior
    /// The property name without `_`, found when the intent's parameters are listed.
    var name: String? {
        get { lock.withLock { storedName } }
        set { lock.withLock { storedName = newValue } }
    }
    private var storedName: String?
    /// The words a Bool parameter's values are shown with ("Favored" / "Unfavored").
    var boolDisplayName: Bool.IntentDisplayName?
    /// How many values a list parameter takes per widget family (`@Parameter(size:)`).
    var sizes: [IntentWidgetFamily: IntentCollectionSize]?

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
                inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
        self.inputConnectionBehavior = inputConnectionBehavior
    }

    /// A parameter titled after its property (`@Parameter var navigationOption: NavigationOption`).
    public convenience init() {
        self.init(title: "", inputConnectionBehavior: .default)
    }

    /// A parameter with an initial value (`@Parameter(title: "Count") var count: Int = 1`).
    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: wrappedValue as? Value.UnwrappedType,
                  requestValueDialog: requestValueDialog)
        storedValue = wrappedValue
    }

    /// The value. Reading a required parameter that was never set is a programmer error.
    public var wrappedValue: Value {
        get {
            let (stored, storedName) = lock.withLock { (storedValue, self.storedName) }
            if let stored { return stored }
            if let defaultValue, let value = defaultValue as? Value { return value }
            if let empty = Value._emptyValue { return empty }
            // Read outside a run (a summary, an init): empty where the type has an empty value.
            if let neutral = NeutralValue.of(Value.self) { return neutral }
            // A required parameter read unset (an intent made in code, read before it was
            // set): the run fails naming it, and the code goes on with a stand-in. The lock
            // is not held: a read that stops its thread (`unrecoverable`) must leave the
            // parameter usable.
            let shown = storedName ?? title.text
            let remedy = "give it a value before reading it, a default (@Parameter(default:)), or make it optional"
            let problem = "parameter '\(shown)' (\(Value.self)) was read before it had a value: \(remedy)"
            guard let stand = Placeholder.of(Value.self) else {
                ProviderFaultLog.unrecoverable(problem, standIn: Value.self,
                                               trap: "Parameter '\(shown)' was read before it had a value, and ShortcutKit cannot make a stand-in \(Value.self) to go on with: \(remedy).")
            }
            ProviderFaultLog.record(problem)
            return stand
        }
        set {
            lock.lock()
            storedValue = newValue
            lock.unlock()
        }
    }

    public var projectedValue: IntentParameter<Value> { self }

    /// An error that, thrown from `perform()`, asks the user for this parameter, then runs
    /// the intent again with the answer.
    public func requestValue(_ dialog: IntentDialog? = nil) -> any Error {
        IntentParameterRequest(parameter: name ?? title.text, dialog: dialog ?? requestValueDialog)
    }

    /// The same as `requestValue(_:)`.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> any Error {
        requestValue(dialog)
    }

    /// Asks the user to choose one of `among`, each shown by its display representation.
    public func requestDisambiguation(among options: [Value.UnwrappedType], dialog: IntentDialog? = nil) async throws -> Value.UnwrappedType {
        guard !options.isEmpty else { throw IntentInteractionError.noOptions(parameter: name ?? title.text) }
        guard let interaction = IntentInteractionContext.current else {
            throw IntentInteractionError.noInteraction(parameter: name ?? title.text)
        }
        let shown = options.map { IntentValueDisplay.representation(of: $0) }
        let index = try await interaction.disambiguate(parameter: name ?? title.text, options: shown,
                                                       dialog: dialog ?? IntentDialog(stringLiteral: "Which one?"))
        guard options.indices.contains(index) else { throw IntentInteractionError.cancelled }
        return options[index]
    }

    /// Asks the user to confirm `value`; returns the answer.
    @discardableResult
    public func requestConfirmation(for value: Value.UnwrappedType, dialog: IntentDialog? = nil) async throws -> Bool {
        guard let interaction = IntentInteractionContext.current else {
            throw IntentInteractionError.noInteraction(parameter: name ?? title.text)
        }
        let shown = IntentValueDisplay.representation(of: value)
        return try await interaction.confirm(parameter: name ?? title.text, value: shown,
                                             dialog: dialog ?? IntentDialog("Just to confirm, you wanted \(shown.title)?"))
    }
}

extension IntentParameter where Value == String {
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: String? = nil, requestValueDialog: IntentDialog? = nil,
                            inputOptions: String.IntentInputOptions) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: .default)
    }
}

extension IntentParameter where Value == String? {
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: String? = nil, requestValueDialog: IntentDialog? = nil,
                            inputOptions: String.IntentInputOptions) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: .default)
    }
}

extension IntentParameter where Value.UnwrappedType: Comparable {
    /// A number in a range (`@Parameter(title: "Count", inclusiveRange: (1, 10))`).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value.UnwrappedType? = nil,
                            inclusiveRange: (Value.UnwrappedType, Value.UnwrappedType),
                            requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: .default)
    }
}

extension String {
    /// Keyboard and capitalisation hints for a String parameter; accepted for source compatibility.
    public struct IntentInputOptions: Sendable {
        public enum KeyboardType: Sendable { case `default`, numberPad, decimalPad, emailAddress, URL, phonePad }
        public enum CapitalizationType: Sendable { case none, words, sentences, allCharacters }
        public var keyboardType: KeyboardType
        public var capitalizationType: CapitalizationType
        public var multiline: Bool
        public var autocorrect: Bool
        public var smartQuotes: Bool
        public var smartDashes: Bool

        public init(keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences,
                    multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

/// Thrown by `throw $p.requestValue(…)`: the runtime asks, sets the answer, runs again.
public struct IntentParameterRequest: Error, Sendable, CustomStringConvertible {
    public var parameter: String
    public var dialog: IntentDialog?
    public var description: String { "The intent asked for '\(parameter)'." }
}

/// Why a question inside `perform()` could not be asked or answered.
public enum IntentInteractionError: Error, Sendable, CustomStringConvertible, LocalizedError {
    case noInteraction(parameter: String)
    case noOptions(parameter: String)
    /// Answers to `requestValue` that name no value of the parameter's type.
    case unreadableAnswer(parameter: String, answer: String)
    case cancelled

    public var description: String {
        switch self {
        case .noInteraction(let parameter): "Nobody can answer a question about '\(parameter)' here."
        case .noOptions(let parameter): "There is nothing to choose from for '\(parameter)'."
        case .unreadableAnswer(let parameter, let answer): "'\(answer)' is not a value for '\(parameter)'."
        case .cancelled: "Cancelled."
        }
    }

    public var errorDescription: String? { description }
}

/// Who answers the questions an intent asks while it runs: the chat, or a test.
public protocol IntentInteraction: Sendable {
    /// Shows `options` and returns the index chosen.
    func disambiguate(parameter: String, options: [DisplayRepresentation], dialog: String) async throws -> Int
    /// Asks a yes/no question about `value`.
    func confirm(parameter: String, value: DisplayRepresentation, dialog: String) async throws -> Bool
    /// Shows `options` and returns the index chosen; the dialog kept as a resource, to
    /// show in the user's language. (By default, the text in the source language.)
    func disambiguate(parameter: String, options: [DisplayRepresentation], dialog: IntentDialog) async throws -> Int
    /// Asks a yes/no question about `value`, the dialog kept as a resource.
    func confirm(parameter: String, value: DisplayRepresentation, dialog: IntentDialog) async throws -> Bool
    /// Asks for a value in words (`requestValue` awaited inside `perform()`); returns what
    /// the user typed. (By default, nobody can answer: it throws `noInteraction`.)
    func askValue(parameter: String, dialog: IntentDialog) async throws -> String
}

extension IntentInteraction {
    public func disambiguate(parameter: String, options: [DisplayRepresentation], dialog: IntentDialog) async throws -> Int {
        try await disambiguate(parameter: parameter, options: options, dialog: dialog.full)
    }

    public func confirm(parameter: String, value: DisplayRepresentation, dialog: IntentDialog) async throws -> Bool {
        try await confirm(parameter: parameter, value: value, dialog: dialog.full)
    }

    public func askValue(parameter: String, dialog: IntentDialog) async throws -> String {
        throw IntentInteractionError.noInteraction(parameter: parameter)
    }
}

/// The interaction of the intent running in this task.
public enum IntentInteractionContext {
    @TaskLocal public static var current: (any IntentInteraction)?
}

/// The display representation of any parameter value.
enum IntentValueDisplay {
    static func representation(of value: Any) -> DisplayRepresentation {
        if let entity = value as? any AppEntity {
            // An entity whose init left a property unset is shown by its id, not read.
            guard UnsetEntityProperty.name(in: entity) == nil else {
                return DisplayRepresentation(title: LocalizedStringResource(stringLiteral: entity.id.entityIdentifierString))
            }
            return entity.displayRepresentation
        }
        if let representation = enumRepresentation(value) { return representation }
        // A transient entity (a result made for one run) is shown as it says; one whose init
        // left a property unset fails its run naming the property (`ProviderFault`).
        if let shown = value as? any TransientAppEntity { return shown.displayRepresentation }
        if let optional = value as? any OptionalProtocol, let wrapped = optional.wrapped { return representation(of: wrapped) }
        // An array of entities or cases (`.result(value: [trail, …])`): their titles, listed.
        if !(value is String), let items = value as? any Collection {
            let titles = items.map { representation(of: $0 as Any).title.text }
            return DisplayRepresentation(title: LocalizedStringResource(stringLiteral: titles.joined(separator: ", ")))
        }
        return DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "\(value)"))
    }

    private static func enumRepresentation(_ value: Any) -> DisplayRepresentation? {
        guard let value = value as? any AppEnum else { return nil }
        func open<E: AppEnum>(_ value: E) -> DisplayRepresentation? { E.caseDisplayRepresentations[value] }
        return open(value) ?? DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "\(value.rawValue)"))
    }
}

protocol OptionalProtocol {
    var wrapped: Any? { get }
}

extension Optional: OptionalProtocol {
    var wrapped: Any? { self.map { $0 as Any } }
}
