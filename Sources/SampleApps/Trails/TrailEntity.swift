import Foundation
import ShortcutKit

/// A trail, as intents and Siri see it.
struct TrailEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(
            name: LocalizedStringResource("Trail", table: "AppIntents"),
            numericFormat: LocalizedStringResource("\(placeholder: .int) trails", table: "AppIntents")
        )
    }

    static let defaultQuery = TrailEntityQuery()

    var id: Trail.ID

    @Property var name: String

    @Property(title: "Region")
    var regionDescription: String

    @Property var trailLength: Measurement<UnitLength>

    var imageName: String

    var currentConditions: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)",
                              subtitle: "\(regionDescription)",
                              image: DisplayRepresentation.Image(named: imageName))
    }

    init(trail: Trail) {
        self.id = trail.id
        self.imageName = trail.featuredImage
        self.currentConditions = trail.currentConditions
        self.name = trail.name
        self.regionDescription = trail.regionDescription
        self.trailLength = trail.trailLength
    }
}

/// Finds trails by id and by name; suggests the favourites, which phrases expand over.
struct TrailEntityQuery: EntityQuery {
    @Dependency
    var trailManager: TrailDataManager

    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
        trailManager.trails(with: identifiers)
            .map { TrailEntity(trail: $0) }
    }

    func suggestedEntities() async throws -> [TrailEntity] {
        trailManager.trails(with: trailManager.favoritesCollection)
            .map { TrailEntity(trail: $0) }
    }
}

extension TrailEntityQuery: EntityStringQuery {
    func entities(matching string: String) async throws -> [TrailEntity] {
        trailManager.trails { trail in
            trail.name.localizedCaseInsensitiveContains(string)
        }.map { TrailEntity(trail: $0) }
    }
}

/// Apple's sample lets Shortcuts find any trail through an `EntityPropertyQuery`; here the
/// same reach comes from listing them all, so a trail that is not a favourite can still be
/// named ("Get conditions on Half Dome with Trails").
extension TrailEntityQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [TrailEntity] {
        trailManager.allTrails.map { TrailEntity(trail: $0) }
    }
}
