// Types an app (or a library it links) may well declare, named as the engine module
// `PhraseMatching` names some of its own. `PublicAPITests` imports this module together
// with ShortcutKit: if ShortcutKit re-exported the engine, each use of these names there
// would be ambiguous and the test target would not compile. (A type declared in the app's
// own module always wins over an imported one, so only a second module can show a leak.)

public struct Catalog: Sendable, Equatable {
    public var books: [String]
    public init(books: [String]) { self.books = books }
}

public struct ParameterValue: Sendable, Equatable {
    public var amount: Int
    public init(amount: Int) { self.amount = amount }
}

public struct ShortcutDescriptor: Sendable, Equatable {
    public var keys: String
    public init(keys: String) { self.keys = keys }
}

public struct Candidate: Sendable, Equatable {
    public var name: String
    public init(name: String) { self.name = name }
}

public struct JSONValue: Sendable, Equatable {
    public var raw: String
    public init(raw: String) { self.raw = raw }
}

public struct ValueType: Sendable, Equatable {
    public var unit: String
    public init(unit: String) { self.unit = unit }
}

public struct Value: Sendable, Equatable {
    public var number: Double
    public init(number: Double) { self.number = number }
}

public struct Shortcut: Sendable, Equatable {
    public var title: String
    public init(title: String) { self.title = title }
}

public struct Suggestion: Sendable, Equatable {
    public var text: String
    public init(text: String) { self.text = text }
}
