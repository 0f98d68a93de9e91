import Foundation

/// Options a `DynamicOptionsProvider` returns, in sections, with a prompt:
///
///     func results() async throws -> ItemCollection<String> {
///         ItemCollection(promptLabel: "Leave empty for both", sections: systems.map { system in
///             IntentItemSection("\(system.name)", items: system.stations.map { IntentItem($0.id, title: "\($0.name)") })
///         })
///     }
public struct IntentItemCollection<Result: _IntentValue>: ResultsCollection, Sendable {
    public var sections: [IntentItemSection<Result>]
    public var promptLabel: LocalizedStringResource?
    public var usesIndexedCollation: Bool

    /// The options of every section, in order.
    public var items: [Result] { sections.flatMap { $0.items.map(\.value) } }

    /// No options.
    public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                sections: [IntentItemSection<Result>]) {
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
        self.sections = sections
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result])
    where Result: DisplayRepresentable {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, items: items.map { IntentItem($0) })
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, items: itemsBuilder())
    }
}

/// Options returned in one collection: `IntentItemCollection`.
public protocol ResultsCollection<Result> {
    associatedtype Result: _IntentValue
    var items: [Result] { get }
    var promptLabel: LocalizedStringResource? { get }
    var usesIndexedCollation: Bool { get }
    static var empty: Self { get }
}

extension DynamicOptionsProvider {
    /// `ItemCollection<String>` in a provider: Apple's short names.
    public typealias ItemCollection<Value: _IntentValue> = IntentItemCollection<Value>
    public typealias ItemSection<Value: _IntentValue> = IntentItemSection<Value>
}

/// A plain list of options: what most queries and options providers return.
extension Array: ResultsCollection where Element: _IntentValue {
    public var items: [Element] { self }
    public var promptLabel: LocalizedStringResource? { nil }
    public var usesIndexedCollation: Bool { false }
    public static var empty: [Element] { [] }
}
