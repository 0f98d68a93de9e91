import ShortcutKit

/// The sections of the Travel Tracking app.
enum NavigationOption: String, AppEnum {
    case landmarks
    case map
    case collections

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Navigation Option"

    static let caseDisplayRepresentations = [
        NavigationOption.landmarks: DisplayRepresentation(
            title: "Landmarks",
            image: .init(systemName: "building.columns"),
            synonyms: ["Landmark List", "Places"]
        ),
        NavigationOption.map: DisplayRepresentation(
            title: "Map",
            image: .init(systemName: "map"),
            synonyms: ["World Map"]
        ),
        NavigationOption.collections: DisplayRepresentation(
            title: "Collections",
            image: .init(systemName: "book.closed"),
            synonyms: ["My Collections", "Trips"]
        ),
    ]
}
