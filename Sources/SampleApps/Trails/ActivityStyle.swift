import ShortcutKit

/// The activities people do on a trail.
enum ActivityStyle: String, Codable, Sendable {
    case biking
    case equestrian
    case hiking
    case jogging
    case crossCountrySkiing
    case snowshoeing

    /// The SF Symbols name for the activity.
    var symbol: String {
        switch self {
        case .biking: "figure.outdoor.cycle"
        case .equestrian: "figure.equestrian.sports"
        case .hiking: "figure.hiking"
        case .jogging: "figure.run"
        case .crossCountrySkiing: "figure.skiing.crosscountry"
        case .snowshoeing: "snowflake"
        }
    }
}

extension ActivityStyle: AppEnum {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(
            name: LocalizedStringResource("Activity", table: "AppIntents"),
            numericFormat: LocalizedStringResource("\(placeholder: .int) activities", table: "AppIntents")
        )
    }

    static let caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [
        .biking: DisplayRepresentation(title: "Biking", subtitle: "Mountain bike ride",
                                       image: imageRepresentation[.biking], synonyms: ["Cycling", "Bike Ride"]),
        .equestrian: DisplayRepresentation(title: "Equestrian", subtitle: "Equestrian sports",
                                           image: imageRepresentation[.equestrian], synonyms: ["Horseback Riding"]),
        .hiking: DisplayRepresentation(title: "Hiking", subtitle: "A lengthy outdoor walk",
                                       image: imageRepresentation[.hiking], synonyms: ["Hike", "Walk"]),
        .jogging: DisplayRepresentation(title: "Jogging", subtitle: "A gentle run",
                                        image: imageRepresentation[.jogging], synonyms: ["Running", "Run"]),
        .crossCountrySkiing: DisplayRepresentation(title: "Skiing", subtitle: "Cross-country skiing",
                                                   image: imageRepresentation[.crossCountrySkiing],
                                                   synonyms: ["Cross-Country Skiing", "Ski"]),
        .snowshoeing: DisplayRepresentation(title: "Snowshoeing", subtitle: "Walking in the snow",
                                            image: imageRepresentation[.snowshoeing], synonyms: ["Snowshoe"]),
    ]

    private static let imageRepresentation: [ActivityStyle: DisplayRepresentation.Image] = [
        .biking: DisplayRepresentation.Image(systemName: ActivityStyle.biking.symbol),
        .equestrian: DisplayRepresentation.Image(systemName: ActivityStyle.equestrian.symbol),
        .hiking: DisplayRepresentation.Image(systemName: ActivityStyle.hiking.symbol),
        .jogging: DisplayRepresentation.Image(systemName: ActivityStyle.jogging.symbol),
        .crossCountrySkiing: DisplayRepresentation.Image(systemName: ActivityStyle.crossCountrySkiing.symbol),
        .snowshoeing: DisplayRepresentation.Image(systemName: ActivityStyle.snowshoeing.symbol),
    ]
}

extension Array where Element == ActivityStyle {
    /// "Hiking, Biking".
    var formattedDisplayValue: String {
        compactMap { ActivityStyle.caseDisplayRepresentations[$0].map { String(localized: $0.title) } }.joined(separator: ", ")
    }
}
