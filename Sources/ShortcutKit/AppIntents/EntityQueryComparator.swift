import Foundation

/// How a property is compared with what the user gave.
public enum EntityQueryComparatorKind: Sendable, Hashable {
    case equalTo, notEqualTo, contains, hasPrefix, hasSuffix, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
}

/// A comparator of a queryable property: turns the user's value into the query's own
/// comparator value (`ComparatorMappingType`).
public protocol EntityQueryComparator: Sendable {
    associatedtype Value
    associatedtype ComparatorMappingType
    static var kind: EntityQueryComparatorKind { get }
    var mappingTransform: (Value) -> ComparatorMappingType { get }
}

/// A comparator with its types erased, as a property keeps it.
public struct AnyEntityQueryComparator<ComparatorMappingType>: @unchecked Sendable {
    public let kind: EntityQueryComparatorKind
    let map: (Any) -> ComparatorMappingType?

    init<C: EntityQueryComparator>(_ comparator: C) where C.ComparatorMappingType == ComparatorMappingType {
        kind = C.kind
        let transform = comparator.mappingTransform
        map = { value in (value as? C.Value).map(transform) }
    }
}

// One type per comparator, as Apple names them: `EqualToComparator { value in … }`.

public struct EqualToComparator<Value, ComparatorMappingType>: EntityQueryComparator, @unchecked Sendable {
    public static var kind: EntityQueryComparatorKind { .equalTo }
    public let mappingTransform: (Value) -> ComparatorMappingType
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { self.mappingTransform = mappingTransform }
}

public struct NotEqualToComparator<Value, ComparatorMappingType>: EntityQueryComparator, @unchecked Sendable {
    public static var kind: EntityQueryComparatorKind { .notEqualTo }
    public let mappingTransform: (Value) -> ComparatorMappingType
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { self.mappingTransform = mappingTransform }
}

public struct ContainsComparator<Value, ComparatorMappingType>: EntityQueryComparator, @unchecked Sendable {
    public static var kind: EntityQueryComparatorKind { .contains }
    public let mappingTransform: (Value) -> ComparatorMappingType
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { self.mappingTransform = mappingTransform }
}

public struct HasPrefixComparator<Value, ComparatorMappingType>: EntityQueryComparator, @unchecked Sendable {
    public static var kind: EntityQueryComparatorKind { .hasPrefix }
    public let mappingTransform: (Value) -> ComparatorMappingType
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { self.mappingTransform = mappingTransform }
}

public struct HasSuffixComparator<Value, ComparatorMappingType>: EntityQueryComparator, @unchecked Sendable {
    public static var kind: EntityQueryComparatorKind { .hasSuffix }
    public let mappingTransform: (Value) -> ComparatorMappingType
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { self.mappingTransform = mappingTransform }
}

public struct LessThanComparator<Value, ComparatorMappingType>: EntityQueryComparator, @unchecked Sendable {
    public static var kind: EntityQueryComparatorKind { .lessThan }
    public let mappingTransform: (Value) -> ComparatorMappingType
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { self.mappingTransform = mappingTransform }
}

public struct LessThanOrEqualToComparator<Value, ComparatorMappingType>: EntityQueryComparator, @unchecked Sendable {
    public static var kind: EntityQueryComparatorKind { .lessThanOrEqualTo }
    public let mappingTransform: (Value) -> ComparatorMappingType
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { self.mappingTransform = mappingTransform }
}

public struct GreaterThanComparator<Value, ComparatorMappingType>: EntityQueryComparator, @unchecked Sendable {
    public static var kind: EntityQueryComparatorKind { .greaterThan }
    public let mappingTransform: (Value) -> ComparatorMappingType
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { self.mappingTransform = mappingTransform }
}

public struct GreaterThanOrEqualToComparator<Value, ComparatorMappingType>: EntityQueryComparator, @unchecked Sendable {
    public static var kind: EntityQueryComparatorKind { .greaterThanOrEqualTo }
    public let mappingTransform: (Value) -> ComparatorMappingType
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { self.mappingTransform = mappingTransform }
}
