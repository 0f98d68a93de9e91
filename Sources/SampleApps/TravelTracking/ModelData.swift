import Foundation
import ShortcutKit

/// A landmark of the Travel Tracking app.
struct Landmark: Sendable, Hashable, Identifiable {
    var id: Int
    var name: String
    /// Where it is: "Paris, France".
    var location: String
    var description: String
    var latitude: Double
    var longitude: Double
}

/// The Travel Tracking app's model: landmarks, favourites, where the user is and what the
/// app shows. Thread-safe; registered with `AppDependencyManager` and read by `@Dependency`.
final class ModelData: @unchecked Sendable {
    private let lock = NSLock()
    private var favoriteIDs: [Int] = ModelData.initialFavorites
    private var section: NavigationOption = .landmarks
    private var path: [Int] = []
    /// The user's position (Union Square, San Francisco, unless a test moves them).
    private var position = (latitude: 37.7880, longitude: -122.4075)

    let landmarks: [Landmark] = ModelData.allLandmarks

    var currentSection: NavigationOption { lock.withLock { section } }
    var navigationPath: [Int] { lock.withLock { path } }

    func landmarks(for identifiers: [Int]) -> [Landmark] {
        identifiers.compactMap { id in landmarks.first { $0.id == id } }
    }

    func favoriteLandmarks() -> [Landmark] {
        landmarks(for: lock.withLock { favoriteIDs })
    }

    func isFavorite(_ id: Int) -> Bool {
        lock.withLock { favoriteIDs.contains(id) }
    }

    /// Adds a landmark to the favourites; false if it already was one.
    @discardableResult
    func addFavorite(_ id: Int) -> Bool {
        lock.withLock {
            guard !favoriteIDs.contains(id) else { return false }
            favoriteIDs.append(id)
            return true
        }
    }

    func navigate(to option: NavigationOption) {
        lock.withLock {
            section = option
            path = []
        }
    }

    func show(_ landmark: Landmark) {
        lock.withLock {
            section = .landmarks
            path = [landmark.id]
        }
    }

    func moveUser(latitude: Double, longitude: Double) {
        lock.withLock { position = (latitude, longitude) }
    }

    /// The landmark nearest the user, by great-circle distance.
    func findClosestLandmark() async throws -> Landmark {
        let here = lock.withLock { position }
        guard let closest = landmarks.min(by: {
            Self.distance(here, ($0.latitude, $0.longitude)) < Self.distance(here, ($1.latitude, $1.longitude))
        }) else { throw TravelTrackingError.noLandmarks }
        return closest
    }

    /// Kilometres between two points (haversine).
    static func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let radians = Double.pi / 180
        let dLat = (b.0 - a.0) * radians
        let dLon = (b.1 - a.1) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.0 * radians) * cos(b.0 * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 6371 * 2 * atan2(sqrt(h), sqrt(1 - h))
    }

    func reset() {
        lock.withLock {
            favoriteIDs = ModelData.initialFavorites
            section = .landmarks
            path = []
            position = (37.7880, -122.4075)
        }
    }

    static let initialFavorites = [1001, 1003, 1005, 1012, 1020, 1031]

    /// Real landmarks, with where they are.
    static let allLandmarks: [Landmark] = [
        Landmark(id: 1001, name: "Golden Gate Bridge", location: "San Francisco, United States", description: "A suspension bridge across the Golden Gate strait.", latitude: 37.8199, longitude: -122.4783),
        Landmark(id: 1002, name: "Eiffel Tower", location: "Paris, France", description: "A wrought-iron lattice tower on the Champ de Mars.", latitude: 48.8584, longitude: 2.2945),
        Landmark(id: 1003, name: "Mont Saint-Michel", location: "Normandy, France", description: "A tidal island crowned by an abbey.", latitude: 48.6361, longitude: -1.5115),
        Landmark(id: 1004, name: "Colosseum", location: "Rome, Italy", description: "An oval amphitheatre in the centre of Rome.", latitude: 41.8902, longitude: 12.4922),
        Landmark(id: 1005, name: "Mount Fuji", location: "Honshu, Japan", description: "Japan's highest mountain, an active stratovolcano.", latitude: 35.3606, longitude: 138.7274),
        Landmark(id: 1006, name: "Great Wall of China", location: "Beijing, China", description: "Fortifications built across northern China.", latitude: 40.4319, longitude: 116.5704),
        Landmark(id: 1007, name: "Machu Picchu", location: "Cusco Region, Peru", description: "A 15th-century Inca citadel in the Andes.", latitude: -13.1631, longitude: -72.5450),
        Landmark(id: 1008, name: "Taj Mahal", location: "Agra, India", description: "An ivory-white marble mausoleum on the Yamuna.", latitude: 27.1751, longitude: 78.0421),
        Landmark(id: 1009, name: "Sydney Opera House", location: "Sydney, Australia", description: "A performing arts centre on Bennelong Point.", latitude: -33.8568, longitude: 151.2153),
        Landmark(id: 1010, name: "Statue of Liberty", location: "New York, United States", description: "A copper statue on Liberty Island.", latitude: 40.6892, longitude: -74.0445),
        Landmark(id: 1011, name: "Grand Canyon", location: "Arizona, United States", description: "A canyon carved by the Colorado River.", latitude: 36.1069, longitude: -112.1129),
        Landmark(id: 1012, name: "Niagara Falls", location: "Ontario, Canada", description: "Three waterfalls on the Niagara River.", latitude: 43.0962, longitude: -79.0377),
        Landmark(id: 1013, name: "Christ the Redeemer", location: "Rio de Janeiro, Brazil", description: "An Art Deco statue on Corcovado mountain.", latitude: -22.9519, longitude: -43.2105),
        Landmark(id: 1014, name: "Chichen Itza", location: "Yucatán, Mexico", description: "A pre-Columbian Maya city.", latitude: 20.6843, longitude: -88.5678),
        Landmark(id: 1015, name: "Petra", location: "Ma'an, Jordan", description: "A city carved into rose-red sandstone.", latitude: 30.3285, longitude: 35.4444),
        Landmark(id: 1016, name: "Pyramids of Giza", location: "Giza, Egypt", description: "The Great Pyramid and its neighbours.", latitude: 29.9792, longitude: 31.1342),
        Landmark(id: 1017, name: "Angkor Wat", location: "Siem Reap, Cambodia", description: "A temple complex, the largest religious monument.", latitude: 13.4125, longitude: 103.8670),
        Landmark(id: 1018, name: "Acropolis of Athens", location: "Athens, Greece", description: "An ancient citadel above Athens, home of the Parthenon.", latitude: 37.9715, longitude: 23.7257),
        Landmark(id: 1019, name: "Stonehenge", location: "Wiltshire, England", description: "A prehistoric ring of standing stones.", latitude: 51.1789, longitude: -1.8262),
        Landmark(id: 1020, name: "Sagrada Família", location: "Barcelona, Spain", description: "Gaudí's unfinished basilica.", latitude: 41.4036, longitude: 2.1744),
        Landmark(id: 1021, name: "Alhambra", location: "Granada, Spain", description: "A palace and fortress of the Nasrid dynasty.", latitude: 37.1761, longitude: -3.5881),
        Landmark(id: 1022, name: "Neuschwanstein Castle", location: "Bavaria, Germany", description: "A 19th-century palace on a rugged hill.", latitude: 47.5576, longitude: 10.7498),
        Landmark(id: 1023, name: "Brandenburg Gate", location: "Berlin, Germany", description: "An 18th-century neoclassical monument.", latitude: 52.5163, longitude: 13.3777),
        Landmark(id: 1024, name: "Leaning Tower of Pisa", location: "Pisa, Italy", description: "The tilting bell tower of Pisa Cathedral.", latitude: 43.7230, longitude: 10.3966),
        Landmark(id: 1025, name: "Matterhorn", location: "Zermatt, Switzerland", description: "A pyramidal peak of the Alps.", latitude: 45.9763, longitude: 7.6586),
        Landmark(id: 1026, name: "Big Ben", location: "London, England", description: "The great bell of the clock at the Palace of Westminster.", latitude: 51.5007, longitude: -0.1246),
        Landmark(id: 1027, name: "Tower Bridge", location: "London, England", description: "A combined bascule and suspension bridge over the Thames.", latitude: 51.5055, longitude: -0.0754),
        Landmark(id: 1028, name: "Mount Everest", location: "Khumbu, Nepal", description: "Earth's highest mountain above sea level.", latitude: 27.9881, longitude: 86.9250),
        Landmark(id: 1029, name: "Great Barrier Reef", location: "Queensland, Australia", description: "The world's largest coral reef system.", latitude: -18.2871, longitude: 147.6992),
        Landmark(id: 1030, name: "Uluru", location: "Northern Territory, Australia", description: "A sandstone monolith sacred to the Aṉangu.", latitude: -25.3444, longitude: 131.0369),
        Landmark(id: 1031, name: "Yosemite Valley", location: "California, United States", description: "A glacial valley of granite cliffs and waterfalls.", latitude: 37.7456, longitude: -119.5936),
        Landmark(id: 1032, name: "Old Faithful", location: "Wyoming, United States", description: "A cone geyser in Yellowstone National Park.", latitude: 44.4605, longitude: -110.8281),
        Landmark(id: 1033, name: "Mount Rushmore", location: "South Dakota, United States", description: "Four presidents carved in granite.", latitude: 43.8791, longitude: -103.4591),
        Landmark(id: 1034, name: "CN Tower", location: "Toronto, Canada", description: "A concrete communications and observation tower.", latitude: 43.6426, longitude: -79.3871),
        Landmark(id: 1035, name: "Iguazu Falls", location: "Misiones, Argentina", description: "Waterfalls on the border of Argentina and Brazil.", latitude: -25.6953, longitude: -54.4367),
        Landmark(id: 1036, name: "Table Mountain", location: "Cape Town, South Africa", description: "A flat-topped mountain above Cape Town.", latitude: -33.9628, longitude: 18.4098),
        Landmark(id: 1037, name: "Victoria Falls", location: "Livingstone, Zambia", description: "A waterfall on the Zambezi River.", latitude: -17.9243, longitude: 25.8572),
        Landmark(id: 1038, name: "Kilimanjaro", location: "Kilimanjaro Region, Tanzania", description: "Africa's highest mountain, a dormant volcano.", latitude: -3.0674, longitude: 37.3556),
        Landmark(id: 1039, name: "Burj Khalifa", location: "Dubai, United Arab Emirates", description: "The world's tallest building.", latitude: 25.1972, longitude: 55.2744),
        Landmark(id: 1040, name: "Forbidden City", location: "Beijing, China", description: "The imperial palace of the Ming and Qing dynasties.", latitude: 39.9163, longitude: 116.3972),
        Landmark(id: 1041, name: "Fushimi Inari Taisha", location: "Kyoto, Japan", description: "A Shinto shrine of thousands of torii gates.", latitude: 34.9671, longitude: 135.7727),
        Landmark(id: 1042, name: "Halong Bay", location: "Quang Ninh, Vietnam", description: "Limestone islands in emerald water.", latitude: 20.9101, longitude: 107.1839),
        Landmark(id: 1043, name: "Milford Sound", location: "Fiordland, New Zealand", description: "A fiord of sheer cliffs and waterfalls.", latitude: -44.6414, longitude: 167.8974),
        Landmark(id: 1044, name: "Sahara Desert", location: "North Africa", description: "The largest hot desert in the world.", latitude: 23.4162, longitude: 25.6628),
        Landmark(id: 1045, name: "Amazon Rainforest", location: "Amazonas, Brazil", description: "The largest tropical rainforest on Earth.", latitude: -3.4653, longitude: -62.2159),
        Landmark(id: 1046, name: "Alcatraz Island", location: "San Francisco, United States", description: "An island and former federal prison in the bay.", latitude: 37.8270, longitude: -122.4230),
    ]
}

/// Errors the Travel Tracking intents throw, shown to the user.
enum TravelTrackingError: Error, CustomLocalizedStringResourceConvertible {
    case noLandmarks
    case landmarkNotFound

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .noLandmarks: "There are no landmarks yet."
        case .landmarkNotFound: "That landmark isn’t in Travel Tracking."
        }
    }
}
