import Foundation
import ShortcutKit

/// A trail of the Trails app.
struct Trail: Sendable, Hashable, Identifiable {
    var id: Int
    var name: String
    /// Where it is: a park, or a nearby town.
    var regionDescription: String
    /// Kilometres.
    var length: Double
    var activities: [ActivityStyle]
    var currentConditions: String
    var featuredImage: String { "trail-\(id)" }
    var trailLength: Measurement<UnitLength> { Measurement(value: length, unit: .kilometers) }
}

/// An activity recorded on a trail.
struct TrailActivity: Sendable, Hashable {
    var style: ActivityStyle
    var trailID: Int
}

/// The Trails app's model: trails, the favourites collection, recorded activities, day
/// passes and what the app shows. Thread-safe; registered with `AppDependencyManager`.
final class TrailDataManager: @unchecked Sendable {
    private let lock = NSLock()
    private var favoriteIDs: [Int] = TrailDataManager.initialFavorites
    private var recordedActivities: [TrailActivity] = []
    private var passes = 0
    private var showingFavorites = false

    let allTrails: [Trail] = TrailDataManager.trails

    var favoritesCollection: [Int] { lock.withLock { favoriteIDs } }
    var activities: [TrailActivity] { lock.withLock { recordedActivities } }
    var dayPassesBought: Int { lock.withLock { passes } }
    var isShowingFavorites: Bool { lock.withLock { showingFavorites } }

    func trail(with id: Trail.ID) -> Trail? {
        allTrails.first { $0.id == id }
    }

    func trails(with ids: [Trail.ID]) -> [Trail] {
        ids.compactMap(trail(with:))
    }

    func trails(matching isIncluded: (Trail) -> Bool) -> [Trail] {
        allTrails.filter(isIncluded)
    }

    func showFavorites() {
        lock.withLock { showingFavorites = true }
    }

    /// Starts recording `style` on a trail that allows it — a favourite first — and
    /// returns that trail.
    func startActivity(_ style: ActivityStyle) throws -> Trail {
        let favorites = trails(with: favoritesCollection)
        guard let trail = favorites.first(where: { $0.activities.contains(style) })
            ?? allTrails.first(where: { $0.activities.contains(style) }) else {
            throw TrailIntentError.workoutDidNotStart
        }
        lock.withLock { recordedActivities.append(TrailActivity(style: style, trailID: trail.id)) }
        return trail
    }

    func buyDayPass() {
        lock.withLock { passes += 1 }
    }

    func reset() {
        lock.withLock {
            favoriteIDs = TrailDataManager.initialFavorites
            recordedActivities = []
            passes = 0
            showingFavorites = false
        }
    }

    static let initialFavorites = [1, 2, 4, 7, 9, 12, 15, 18]

    /// Real trails.
    static let trails: [Trail] = [
        Trail(id: 1, name: "Mist Trail", regionDescription: "Yosemite National Park", length: 4.8, activities: [.hiking],
              currentConditions: "Wet and slippery granite steps near Vernal Fall"),
        Trail(id: 2, name: "Angels Landing", regionDescription: "Zion National Park", length: 8.7, activities: [.hiking],
              currentConditions: "Open with a permit; chains section crowded by midday"),
        Trail(id: 3, name: "Half Dome", regionDescription: "Yosemite National Park", length: 26.0, activities: [.hiking],
              currentConditions: "Cables down for the season"),
        Trail(id: 4, name: "Bright Angel Trail", regionDescription: "Grand Canyon National Park", length: 15.3, activities: [.hiking, .equestrian],
              currentConditions: "Hot below Indian Garden; carry extra water"),
        Trail(id: 5, name: "South Kaibab Trail", regionDescription: "Grand Canyon National Park", length: 11.3, activities: [.hiking, .equestrian],
              currentConditions: "Clear; no water on the trail"),
        Trail(id: 6, name: "Highline Trail", regionDescription: "Glacier National Park", length: 18.8, activities: [.hiking],
              currentConditions: "Snow patches near Haystack Butte"),
        Trail(id: 7, name: "Slickrock Trail", regionDescription: "Moab, Utah", length: 16.9, activities: [.biking],
              currentConditions: "Dry and grippy"),
        Trail(id: 8, name: "Kalalau Trail", regionDescription: "Nā Pali Coast, Kauaʻi", length: 17.7, activities: [.hiking],
              currentConditions: "Muddy after rain; stream crossings high"),
        Trail(id: 9, name: "Dipsea Trail", regionDescription: "Mill Valley, California", length: 11.0, activities: [.hiking, .jogging],
              currentConditions: "Foggy in the morning; stairs dry"),
        Trail(id: 10, name: "Precipice Trail", regionDescription: "Acadia National Park", length: 2.6, activities: [.hiking],
              currentConditions: "Closed for peregrine falcon nesting"),
        Trail(id: 11, name: "Skyline Trail", regionDescription: "Mount Rainier National Park", length: 9.0, activities: [.hiking, .snowshoeing],
              currentConditions: "Wildflowers in bloom above Paradise"),
        Trail(id: 12, name: "Emerald Lake Trail", regionDescription: "Rocky Mountain National Park", length: 5.8, activities: [.hiking, .snowshoeing],
              currentConditions: "Packed snow; microspikes recommended"),
        Trail(id: 13, name: "Cascade Canyon Trail", regionDescription: "Grand Teton National Park", length: 14.5, activities: [.hiking, .equestrian],
              currentConditions: "Moose seen near the forks"),
        Trail(id: 14, name: "The Narrows", regionDescription: "Zion National Park", length: 15.0, activities: [.hiking],
              currentConditions: "Flow 60 cfs; water cold"),
        Trail(id: 15, name: "Lake Tahoe Flume Trail", regionDescription: "Lake Tahoe, Nevada", length: 22.5, activities: [.biking, .hiking],
              currentConditions: "Dusty; shuttle running"),
        Trail(id: 16, name: "Continental Divide Trail", regionDescription: "Rocky Mountains", length: 4_960.0, activities: [.hiking, .equestrian],
              currentConditions: "Early-season snow above 3,500 m"),
        Trail(id: 17, name: "Appalachian Trail", regionDescription: "Eastern United States", length: 3_524.0, activities: [.hiking],
              currentConditions: "Shelters busy with thru-hikers"),
        Trail(id: 18, name: "Tahoe Rim Trail", regionDescription: "Lake Tahoe", length: 265.0, activities: [.hiking, .biking, .equestrian],
              currentConditions: "Clear; bikes allowed on even days only in some sections"),
        Trail(id: 19, name: "West Rim Trail", regionDescription: "Zion National Park", length: 25.9, activities: [.hiking],
              currentConditions: "Clear and dry"),
        Trail(id: 20, name: "Methow Valley Trails", regionDescription: "Winthrop, Washington", length: 200.0, activities: [.crossCountrySkiing, .snowshoeing, .biking],
              currentConditions: "Freshly groomed classic and skate tracks"),
        Trail(id: 21, name: "Royal Gorge Cross Country Trails", regionDescription: "Soda Springs, California", length: 140.0, activities: [.crossCountrySkiing, .snowshoeing],
              currentConditions: "Packed powder"),
        Trail(id: 22, name: "Griffith Observatory Trail", regionDescription: "Los Angeles, California", length: 4.0, activities: [.hiking, .jogging],
              currentConditions: "Sunny; busy at sunset"),
        Trail(id: 23, name: "Burke-Gilman Trail", regionDescription: "Seattle, Washington", length: 32.0, activities: [.biking, .jogging],
              currentConditions: "Detour near the University Bridge"),
        Trail(id: 24, name: "Golden Gate Park Loop", regionDescription: "San Francisco, California", length: 10.0, activities: [.jogging, .biking],
              currentConditions: "JFK Drive car-free"),
    ]
}

/// Errors the Trails intents throw, shown to the user.
enum TrailIntentError: Error, CustomLocalizedStringResourceConvertible {
    case trailNotFound
    case workoutDidNotStart
    case dayPassTransactionCanceled

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .trailNotFound: "The trail couldn’t be found."
        case .workoutDidNotStart: "The activity couldn’t start."
        case .dayPassTransactionCanceled: "The day pass purchase was canceled."
        }
    }
}
