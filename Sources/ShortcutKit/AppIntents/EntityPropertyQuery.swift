import Foundation

/// A query that finds entities by their properties (Shortcuts' Find and Filter actions):
/// which properties can be compared and how (`properties`), which can sort
/// (`sortingOptions`), and the search itself.
///
///     extension TrailEntityQuery: EntityPropertyQuery {
///         static let properties = QueryProperties {
///             Property(\TrailEntity.$name) {
///                 EqualToComparator { name in #Predicate<TrailEntity> { $0.name == name } }
///             }
///         }
///         static let sortingOptions = SortingOptions { SortableBy(\TrailEntity.$name) }
///         func entities(matching comparators: [Predicate<TrailEntity>], mode: ComparatorMode,
///                       sortedBy: [EntityQuerySort<TrailEntity>], limit: Int?) async throws -> [TrailEntity] { … }
///     }
///
/// `properties.comparators(for:)` turns what a user asks ("name equal to Rim Trail") into
/// the query's own comparator values.
public protocol EntityPropertyQuery: EntityQuery {
    /// What each comparator is turned into: a `Predicate`, an `NSPredicate`, your own type.
    associatedtype ComparatorMappingType
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
    /// The description of the generated Find action, if any.
    static var findIntentDescription: IntentDescription? { get }
    /// The entities matching `comparators`, in the query's `Result` as its suggestions are: a
    /// list, or an `IntentItemCollection` in sections.
    func entities(matching comparators: [ComparatorMappingType], mode: EntityQueryComparatorMode,
                  sortedBy: [EntityQuerySort<Entity>], limit: Int?) async throws -> Result
}

extension EntityPropertyQuery {
    // The builders' types, their entity and comparator type found from what they hold
    // (`Property(\BookEntity.$title) { EqualToComparator { NSPredicate(…) } }`): naming
    // `Entity` or `ComparatorMappingType` here would make the declaration of `properties`
    // depend on the conformance it helps infer.
    public typealias QueryProperties = EntityQueryProperties
    public typealias Property = EntityQueryProperty
    public typealias SortingOptions = EntityQuerySortingOptions
    public typealias SortableBy = EntityQuerySortableBy
    public typealias ComparatorMode = EntityQueryComparatorMode
    public typealias Sort = EntityQuerySort

    public static var sortingOptions: EntityQuerySortingOptions<Entity> { EntityQuerySortingOptions<Entity>(keyPaths: []) }
    public static var findIntentDescription: IntentDescription? { nil }
}

/// Whether entities must match all comparators (`and`) or any (`or`).
public enum EntityQueryComparatorMode: Sendable, Hashable {
    case and, or
}

/// One sort a user asked for: the property, and the order.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
    public enum Ordering: Sendable, Hashable {
        case ascending, descending

        /// Foundation's order: `.forward` for ascending.
        public var sortOrder: SortOrder { self == .ascending ? .forward : .reverse }
    }

    /// The property, as its key path (`\.$name`).
    public let by: PartialKeyPath<Entity>
    public let order: Ordering

    public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }
}

/// The properties a query can sort by: `SortingOptions { SortableBy(\TrailEntity.$name) }`.
public struct EntityQuerySortingOptions<Entity: AppEntity>: @unchecked Sendable {
    public let keyPaths: [PartialKeyPath<Entity>]

    public init(keyPaths: [PartialKeyPath<Entity>]) { self.keyPaths = keyPaths }

    public init(@EntityQuerySortingOptionsBuilder<Entity> _ options: () -> [EntityQuerySortableBy<Entity>]) {
        keyPaths = options().map(\.keyPath)
    }
}

/// A property a query can sort by.
public struct EntityQuerySortableBy<Entity: AppEntity>: @unchecked Sendable {
    public let keyPath: PartialKeyPath<Entity>

    public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) { self.keyPath = keyPath }
}

@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
    public static func buildExpression(_ option: EntityQuerySortableBy<Entity>) -> [EntityQuerySortableBy<Entity>] { [option] }
    public static func buildBlock(_ parts: [EntityQuerySortableBy<Entity>]...) -> [EntityQuerySortableBy<Entity>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [EntityQuerySortableBy<Entity>]?) -> [EntityQuerySortableBy<Entity>] { part ?? [] }
    public static func buildEither(first part: [EntityQuerySortableBy<Entity>]) -> [EntityQuerySortableBy<Entity>] { part }
    public static func buildEither(second part: [EntityQuerySortableBy<Entity>]) -> [EntityQuerySortableBy<Entity>] { part }
}
