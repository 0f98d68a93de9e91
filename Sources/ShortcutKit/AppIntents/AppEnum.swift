import Foundation
#if canImport(CoreSpotlight)
import CoreSpotlight
#endif

/// A fixed set of values a phrase can name: every case becomes an App Shortcut.
///
///     enum Shelf: String, AppEnum {
///         case currentlyReading, wantToRead, read
///         static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
///         static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
///             .currentlyReading: "Currently Reading", .wantToRead: "Want to Read", .read: "Read"]
///     }
public protocol AppEnum: AppValue, _IntentValue, StaticDisplayRepresentable, RawRepresentable, Sendable
where RawValue: LosslessStringConvertible {}

extension AppEnum {
    public static var _intentTypeName: String { String(describing: Self.self) }
}

/// An entity an app shows and Siri can name: a book, a landmark, a trail.
///
///     struct BookEntity: AppEntity {
///         let id: String
///         static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
///         static let defaultQuery = BookQuery()
///         var displayRepresentation: DisplayRepresentation { "\(title)" }
///     }
public protocol AppEntity: AppValue, _IntentValue, Identifiable, DisplayRepresentable, TypeDisplayRepresentable, Sendable
where ID: EntityIdentifierConvertible & Sendable, DefaultQuery.Entity == Self {
    associatedtype DefaultQuery: EntityQuery
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    public static var defaultQuery: DefaultQuery { DefaultQuery() }
    public static var _intentTypeName: String { String(describing: Self.self) }
    public typealias Property<Value> = EntityProperty<Value>
}

/// An entity the system may index (Spotlight); an `AppEntity` here.
public protocol IndexedEntity: AppEntity {}

/// An entity with a URL: `static var urlRepresentation: URLRepresentation { "https://example.com/trail/\(.id)" }`.
public protocol URLRepresentableEntity: AppEntity {
    static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEntity {
    /// The entity's URL, from `urlRepresentation`.
    public var url: URL? { Self.urlRepresentation.url(for: self) }
}

/// An entity identifier that can be written as a string and read back.
public protocol EntityIdentifierConvertible {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// Finds an app's entities: by id, the suggested ones phrases expand over, and (in the
/// refinements) by text or all of them.
public protocol EntityQuery: PersistentlyIdentifiable, Sendable {
    associatedtype Entity: AppEntity
    /// What suggestions (and a string query's matches) come as: a list of entities, or an
    /// `IntentItemCollection` of them in titled sections.
    associatedtype Result: ResultsCollection = [Entity] where Result.Result == Entity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities phrases expand over: keep them to the ones a user is likely to say.
    func suggestedEntities() async throws -> Result
    /// The value a parameter of this type starts with in Shortcuts, if any.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    public func defaultResult() async -> Entity? { nil }
    public typealias Dependency<Value> = AppDependency<Value>

    /// The suggested entities in order, whatever collection the query returns them in.
    func suggestedList() async throws -> [Entity] { try await suggestedEntities().items }
}

extension EntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that finds entities by what the user typed or said.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
}

extension EntityStringQuery {
    /// The entities matching `string` in order, whatever collection the query returns them in.
    func matchingList(_ string: String) async throws -> [Entity] { try await entities(matching: string).items }
}

/// A query that can list every entity (meant for small sets).
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let all = try await allEntities()
        return identifiers.compactMap { id in all.first { $0.id == id } }
    }
}

/// A property of an entity shown in Shortcuts: `@Property(title: "Author") var author: String`.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    public let title: LocalizedStringResource

    public init(title: LocalizedStringResource) {
        self.title = title
    }

    /// A property titled after its name (`@Property var name: String`).
    public init() {
        title = ""
    }

    public init(wrappedValue: Value) {
        title = ""
        value = wrappedValue
    }

    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        value = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ value }) { return value }
            // An `init` that forgot the property: read as empty, so `list` and `match` go on.
            if let neutral = NeutralValue.of(Value.self) { return neutral }
            // One with no empty form (another entity): the run fails, naming it, and the
            // code goes on with a stand-in. The lock is not held: a read that stops its
            // thread (`unrecoverable`) must leave the property readable.
            return unsetRead()
        }
        set {
            lock.lock()
            value = newValue
            lock.unlock()
        }
    }

    public var projectedValue: EntityProperty<Value> { self }

    /// A read of the property before it had a value, recorded as a fault of the run.
    private func unsetRead() -> Value {
        let shown = title.text.isEmpty ? "" : "'\(title.text)' "
        let type = String(describing: Value.self)
        let remedy = "set it in the entity's init, or make it optional"
        let problem = "entity property \(shown)(\(type)) was read before it had a value: \(remedy)"
        let named: @Sendable (String) -> String = { named in "\(named) (\(type)) was read before it had a value: \(remedy)" }
        guard let stand = Placeholder.of(Value.self) else {
            ProviderFaultLog.unrecoverable(problem, standIn: Value.self, property: self, named: named,
                                           trap: "Entity property \(shown)of type \(type) was read before it had a value, and ShortcutKit cannot make a stand-in \(type) to go on with: \(remedy).")
        }
        ProviderFaultLog.record(problem, property: self, named: named)
        return stand
    }

    /// Whether reading the value gives one: it was set, or its type has an empty form.
    var isReadable: Bool {
        lock.withLock { value != nil } || NeutralValue.of(Value.self) != nil
    }

    /// Whether reading the value would trap: it was never set, and its type has no
    /// stand-in (`Placeholder`: a class instance, a struct holding one).
    var trapsWhenRead: Bool {
        !isReadable && Placeholder.of(Value.self) == nil
    }

    /// The Spotlight attribute the property is indexed under, if any (`\.displayName`).
    public private(set) var indexingKey: PartialKeyPath<IndexingAttributes>?

    /// A property indexed under a Spotlight attribute (`@Property(indexingKey: \.displayName)`).
    public convenience init(title: LocalizedStringResource? = nil, indexingKey: PartialKeyPath<IndexingAttributes>) {
        self.init(title: title ?? "")
        self.indexingKey = indexingKey
    }

    /// A property with an initial value, indexed under a Spotlight attribute.
    public convenience init(wrappedValue: Value, title: LocalizedStringResource? = nil, indexingKey: PartialKeyPath<IndexingAttributes>) {
        self.init(wrappedValue: wrappedValue, title: title ?? "")
        self.indexingKey = indexingKey
    }

    /// A property indexed under an attribute of the app's own.
    public convenience init(title: LocalizedStringResource? = nil, customIndexingKey: CSCustomAttributeKey) {
        self.init(title: title ?? "")
    }
}

extension AppEnum {
    /// The case's title, from `caseDisplayRepresentations` (its raw value if it has none):
    /// `albumType.localizedStringResource`.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: "\(rawValue)")
    }
}

/// An entity property that reading would trap on: its entity's `init` never set it and
/// its type (another entity, say) has no empty form. `list`, `match` and the chat check
/// for one before they read a display representation.
protocol ReadableEntityProperty {
    var isReadable: Bool { get }
    var trapsWhenRead: Bool { get }
    var valueTypeName: String { get }
}

extension EntityProperty: ReadableEntityProperty {}

enum UnsetEntityProperty {
    /// The name of the first property of `entity` that cannot be read, or `nil`.
    static func name(in entity: Any) -> String? {
        for child in Mirror(reflecting: entity).children {
            guard let property = child.value as? any ReadableEntityProperty, !property.isReadable else { continue }
            let label = child.label ?? "?"
            return label.hasPrefix("_") ? String(label.dropFirst()) : label
        }
        return nil
    }

    /// The properties of `entity` that reading would trap on (never set, and of a type with
    /// no stand-in), with their types' names.
    static func trapping(in entity: Any) -> [(name: String, type: String)] {
        Mirror(reflecting: entity).children.compactMap { child in
            guard let property = child.value as? any ReadableEntityProperty, property.trapsWhenRead else { return nil }
            let label = child.label ?? "?"
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, property.valueTypeName)
        }
    }
}

extension EntityProperty {
    /// The name of the property's type: "TrayHandle".
    var valueTypeName: String { String(describing: Value.self) }
}

