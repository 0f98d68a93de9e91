import Foundation

/// An entity of which there is only ever one, such as the app's settings.
///
///     struct SettingsEntity: UniqueAppEntity {
///         static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Settings")
///         static let defaultQuery = UniqueAppEntityProvider<Self>()
///     }
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {
    init()
}

extension UniqueAppEntity {
    /// The one entity's identifier: its type's name.
    public var id: String { String(describing: Self.self) }
    /// Shown as its type: "Settings".
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: Self.typeDisplayRepresentation.name)
    }
}

/// A query with a single answer, `uniqueEntity()`; every other query method returns it.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
    func uniqueEntity() async throws -> Entity
}

extension UniqueAppEntityQuery {
    public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

/// The query of a `UniqueAppEntity`: returns `Entity()`, or what the closure given makes.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: @Sendable () async throws -> Entity

    public init() { provider = { Entity() } }

    public init(_ provider: @escaping @Sendable () async throws -> Entity) { self.provider = provider }

    public func uniqueEntity() async throws -> Entity { try await provider() }
}
