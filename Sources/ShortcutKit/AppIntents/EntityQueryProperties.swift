import Foundation

/// The properties of an entity a query can compare, each with its comparators:
///
///     static let properties = QueryProperties {
///         Property(\TrailEntity.$trailLength) {
///             LessThanOrEqualToComparator { length in #Predicate<TrailEntity> { $0.trailLength <= length } }
///         }
///     }
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
    /// Each property's key path and comparators.
    public let properties: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

    public init(@EntityQueryPropertiesBuilder<Entity, ComparatorMappingType>
                properties: () -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]) {
        self.properties = properties()
    }

    /// The comparator value for "`keyPath` `kind` `value`" (name equal to "Rim Trail"):
    /// `nil` when the property has no such comparator or `value` is of another type.
    public func comparator<Value>(for keyPath: KeyPath<Entity, EntityProperty<Value>>, _ kind: EntityQueryComparatorKind,
                                  _ value: Value) -> ComparatorMappingType? {
        comparator(keyPath as PartialKeyPath<Entity>, kind, value)
    }

    /// The comparator value for an optional property, given a value.
    public func comparator<Wrapped>(for keyPath: KeyPath<Entity, EntityProperty<Wrapped?>>, _ kind: EntityQueryComparatorKind,
                                    _ value: Wrapped) -> ComparatorMappingType? {
        comparator(keyPath as PartialKeyPath<Entity>, kind, value)
    }

    private func comparator(_ keyPath: PartialKeyPath<Entity>, _ kind: EntityQueryComparatorKind, _ value: Any) -> ComparatorMappingType? {
        for property in properties where property.keyPath == keyPath {
            for comparator in property.comparators where comparator.kind == kind {
                if let mapped = comparator.map(value) { return mapped }
            }
        }
        return nil
    }

    /// The comparators a property has, by kind.
    public func kinds<Value>(for keyPath: KeyPath<Entity, EntityProperty<Value>>) -> [EntityQueryComparatorKind] {
        properties.filter { $0.keyPath == keyPath }.flatMap { $0.comparators.map(\.kind) }
    }
}

/// One queryable property: its key path and comparators, type-erased.
public struct EntityQueryPropertyDeclaration<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
    public let keyPath: PartialKeyPath<Entity>
    let comparators: [AnyEntityQueryComparator<ComparatorMappingType>]
}

/// `Property(\TrailEntity.$name) { EqualToComparator { … } }` inside `QueryProperties`.
/// The comparators of an optional property (`Date?`) take its unwrapped type (`Date`).
public struct EntityQueryProperty<Entity: AppEntity, Value, ComparatorMappingType>: @unchecked Sendable {
    let declaration: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>

    public init(_ keyPath: KeyPath<Entity, EntityProperty<Value>>,
                @EntityQueryComparatorsBuilder<Value, ComparatorMappingType>
                _ comparators: () -> [AnyEntityQueryComparator<ComparatorMappingType>]) {
        declaration = EntityQueryPropertyDeclaration(keyPath: keyPath, comparators: comparators())
    }

    public init<Wrapped>(_ keyPath: KeyPath<Entity, EntityProperty<Wrapped?>>,
                         @EntityQueryComparatorsBuilder<Wrapped, ComparatorMappingType>
                         _ comparators: () -> [AnyEntityQueryComparator<ComparatorMappingType>]) where Value == Wrapped? {
        declaration = EntityQueryPropertyDeclaration(keyPath: keyPath, comparators: comparators())
    }
}

@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
    public typealias Part = [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

    public static func buildExpression<Value>(_ property: EntityQueryProperty<Entity, Value, ComparatorMappingType>) -> Part {
        [property.declaration]
    }
    public static func buildBlock(_ parts: Part...) -> Part { parts.flatMap { $0 } }
    public static func buildOptional(_ part: Part?) -> Part { part ?? [] }
    public static func buildEither(first part: Part) -> Part { part }
    public static func buildEither(second part: Part) -> Part { part }
}

@resultBuilder
public enum EntityQueryComparatorsBuilder<Value, ComparatorMappingType> {
    public typealias Part = [AnyEntityQueryComparator<ComparatorMappingType>]

    public static func buildExpression<C: EntityQueryComparator>(_ comparator: C) -> Part
    where C.Value == Value, C.ComparatorMappingType == ComparatorMappingType {
        [AnyEntityQueryComparator(comparator)]
    }
    /// A comparator of a list property that takes one element: `Property(\.$tags) { ContainsComparator { tag in … } }`.
    public static func buildExpression<C: EntityQueryComparator>(_ comparator: C) -> Part
    where Value: Sequence, C.Value == Value.Element, C.ComparatorMappingType == ComparatorMappingType {
        [AnyEntityQueryComparator(comparator)]
    }
    public static func buildBlock(_ parts: Part...) -> Part { parts.flatMap { $0 } }
    public static func buildOptional(_ part: Part?) -> Part { part ?? [] }
    public static func buildEither(first part: Part) -> Part { part }
    public static func buildEither(second part: Part) -> Part { part }
}
