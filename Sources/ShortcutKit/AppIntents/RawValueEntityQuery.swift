/// The query of an entity that is its own identifier: an enum with raw values that
/// adopts `AppEntity` without declaring `id` or a query.
///
///     enum Kind: String, AppEntity {
///         case formula, cask
///         static let typeDisplayRepresentation: TypeDisplayRepresentation = "Kind"
///         var displayRepresentation: DisplayRepresentation { "\(rawValue)" }
///     }
///
/// Its `id` is its raw value (as Apple declares for such entities); an identifier is
/// read back with `init(rawValue:)`, and a `CaseIterable` entity suggests every case.
public struct RawValueEntityQuery<Entity: AppEntity & RawRepresentable>: EntityQuery where Entity.RawValue == Entity.ID {
    public init() {}

    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        identifiers.compactMap(Entity.init(rawValue:))
    }

    public func suggestedEntities() async throws -> [Entity] {
        guard let cases = Entity.self as? any CaseIterable.Type else { return [] }
        return Self.everyCase(of: cases)
    }

    private static func everyCase<Cases: CaseIterable>(of type: Cases.Type) -> [Entity] {
        Cases.allCases.compactMap { $0 as? Entity }
    }
}

extension AppEntity where Self: RawRepresentable, Self.RawValue == Self.ID {
    /// The raw value.
    public var id: ID { rawValue }

    public static var defaultQuery: RawValueEntityQuery<Self> { RawValueEntityQuery() }
}
