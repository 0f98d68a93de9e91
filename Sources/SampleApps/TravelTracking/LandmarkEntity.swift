import ShortcutKit

/// A landmark, as intents and Siri see it.
struct LandmarkEntity: IndexedEntity {
    var id: Int { landmark.id }

    // On Apple platforms these two are `@ComputedProperty` (a macro); plain computed
    // properties here.
    var name: String { landmark.name }

    var description: String { landmark.description }

    let landmark: Landmark

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Landmark", synonyms: ["Place", "Sight"])

    var displayRepresentation: DisplayRepresentation {
        // The place is a key of Localizable.xcstrings: "Honshu, Japan" reads "Honshū, Japon" in French.
        DisplayRepresentation(title: "\(name)", subtitle: LocalizedStringResource(stringLiteral: landmark.location),
                              image: .init(systemName: "building.columns"))
    }

    static let defaultQuery = LandmarkEntityQuery()
}

/// Finds landmarks: by id, the favourites (suggested, the values phrases expand over),
/// all of them, and by text.
struct LandmarkEntityQuery: EntityQuery {
    @Dependency var modelData: ModelData

    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        modelData
            .landmarks(for: identifiers)
            .map(LandmarkEntity.init)
    }

    func suggestedEntities() async throws -> [LandmarkEntity] {
        modelData
            .favoriteLandmarks()
            .map(LandmarkEntity.init)
    }
}

extension LandmarkEntityQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [LandmarkEntity] {
        modelData.landmarks.map(LandmarkEntity.init)
    }
}

extension LandmarkEntityQuery: EntityStringQuery {
    func entities(matching: String) async throws -> [LandmarkEntity] {
        modelData
            .landmarks
            .filter {
                $0.name.localizedCaseInsensitiveContains(matching) || $0.description.localizedCaseInsensitiveContains(matching)
                    || $0.location.localizedCaseInsensitiveContains(matching)
            }
            .map(LandmarkEntity.init)
    }
}
