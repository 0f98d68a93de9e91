import PhraseMatching

/// The benchmark's app: 10 shortcuts × 10 phrases over one entity type with `size`
/// suggested values (multi-word titles, one in ten with a synonym), three enum types, and
/// the utterances to time — each with the invocation it must resolve to.
///
///     let workload = Workload(size: 10_000)
///     workload.catalog.types["Item"]?.suggested?.count   // 10_000
///
/// Everything is derived from `size` and a fixed seed, so every run (and every child
/// process) sees the same catalog and the same utterances.
struct Workload {
    static let appName = "Atlas"
    static let entityType = "Item"

    /// What an utterance must resolve to.
    struct Expectation: Hashable {
        var intent: String
        /// The entity id or enum raw value, `nil` for an intent without a parameter.
        var value: String?
    }

    struct Utterance {
        var text: String
        var expected: Expectation?
    }

    let size: Int
    /// Values that are known but not suggested: reachable only as open values.
    let unsuggestedCount: Int
    let catalog: Catalog
    /// Every word the workload can produce, so that a typo never spells another real word.
    let knownWords: Set<String>

    init(size: Int) {
        self.size = size
        unsuggestedCount = max(100, size / 10)
        var values: [ParameterValue] = []
        values.reserveCapacity(size + unsuggestedCount)
        for index in 0..<(size + unsuggestedCount) { values.append(Self.value(index)) }
        let item = ValueType(kind: .entity, title: "Item", searchable: true,
                             suggested: values.prefix(size).map(\.id), values: values)
        var types: [String: ValueType] = [Self.entityType: item]
        var intents: [String: IntentDescriptor] = [:]
        var shortcuts: [ShortcutDescriptor] = []
        for spec in Self.shortcuts {
            var parameters: [ParameterDescriptor] = []
            if let (name, type) = spec.parameter {
                parameters.append(ParameterDescriptor(name: name, type: type, title: type))
            }
            intents[spec.intent] = IntentDescriptor(title: spec.intent, parameters: parameters)
            shortcuts.append(ShortcutDescriptor(intent: spec.intent, phrases: spec.phrases))
        }
        for (name, cases) in Self.enums {
            types[name] = ValueType(kind: .enum, title: name, values: cases.map {
                ParameterValue(id: $0.id, title: $0.title, synonyms: $0.synonyms)
            })
        }
        catalog = Catalog(locale: "en", app: AppDescription(name: Self.appName), types: types,
                          intents: intents, shortcuts: shortcuts)

        let normalizer = Normalizer(locale: "en")
        var words = Set<String>()
        for list in [Self.adjectives, Self.nouns, Self.places, Self.colors, Self.animals, [Self.appName],
                     Self.fillers, ["the", "of", "in"]] {
            for word in list { words.formUnion(normalizer.tokens(word)) }
        }
        for noun in Self.nouns { words.insert(normalizer.normalized(Self.plural(noun))) }
        for spec in Self.shortcuts { for phrase in spec.phrases { words.formUnion(normalizer.tokens(phrase)) } }
        for (_, cases) in Self.enums { for c in cases { for name in [c.title] + c.synonyms { words.formUnion(normalizer.tokens(name)) } } }
        for n in 1...99 { words.insert(String(n)) }
        knownWords = words
    }

    // MARK: Values

    /// The value at `index`: a unique title from a fixed permutation of adjective × noun ×
    /// place, in one of four shapes; every tenth value also has a code-name synonym.
    static func value(_ index: Int) -> ParameterValue {
        ParameterValue(id: "item-\(index)", title: title(index),
              synonyms: index % 10 == 3 ? [synonym(index / 10)] : [])
    }

    /// A title no other index has: the index is permuted (multiplication by a unit modulo
    /// the number of combinations) and read as mixed-radix digits of adjective, noun, place.
    static func title(_ index: Int) -> String {
        let combinations = adjectives.count * nouns.count * places.count
        let permuted = (index &* 1_000_003 &+ 12_345) % combinations
        let adjective = adjectives[permuted % adjectives.count]
        let noun = nouns[(permuted / adjectives.count) % nouns.count]
        let place = places[permuted / (adjectives.count * nouns.count)]
        switch index % 4 {
        case 0: return "\(adjective) \(noun) of \(place)"
        case 1: return "The \(adjective) \(plural(noun)) of \(place)"
        case 2: return "\(adjective) \(noun) in \(place)"
        default: return "\(place) \(adjective) \(noun)"
        }
    }

    static func plural(_ noun: String) -> String {
        if noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) {
            return noun.dropLast() + "ies"
        }
        return noun.hasSuffix("o") || noun.hasSuffix("s") || noun.hasSuffix("h") ? noun + "es" : noun + "s"
    }

    /// A code name ("Blue Falcon 42") no title and no other synonym has.
    static func synonym(_ index: Int) -> String {
        let color = colors[index % colors.count]
        let animal = animals[(index / colors.count) % animals.count]
        let number = (index / (colors.count * animals.count)) % 99 + 1
        return "\(color) \(animal) \(number)"
    }

    /// A title for a value added by an update: beyond every index the catalog uses.
    func updatedTitle(_ serial: Int) -> String {
        Self.title(size + unsuggestedCount + 1 + serial)
    }

    // MARK: Utterances

    /// Phrases written out with a suggested value's title or synonym (or an enum case),
    /// exactly as the catalog has them.
    func exactUtterances(count: Int, seed: UInt64) -> [Utterance] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in exactUtterance(&random) }
    }

    private func exactUtterance(_ random: inout SplitMix64) -> Utterance {
        let spec: ShortcutSpec
        if random.next(below: 100) < 85 {
            spec = Self.shortcuts[random.next(below: 6)]
        } else {
            spec = Self.shortcuts[6 + random.next(below: Self.shortcuts.count - 6)]
        }
        let phrase = spec.phrases[random.next(below: spec.phrases.count)]
        guard let (_, type) = spec.parameter else {
            return Utterance(text: PhraseTemplate(phrase).render(applicationName: Self.appName),
                             expected: Expectation(intent: spec.intent, value: nil))
        }
        let id: String
        let name: String
        if type == Self.entityType {
            let value = Self.value(random.next(below: size))
            id = value.id
            name = !value.synonyms.isEmpty && random.next(below: 2) == 0 ? value.synonyms[0] : value.title
        } else {
            let cases = Self.enums.first { $0.name == type }!.cases
            let chosen = cases[random.next(below: cases.count)]
            id = chosen.id
            let names = [chosen.title] + chosen.synonyms
            name = names[random.next(below: names.count)]
        }
        return Utterance(text: PhraseTemplate(phrase).render(applicationName: Self.appName, parameter: name),
                         expected: Expectation(intent: spec.intent, value: id))
    }

    /// Exact utterances with one typo (in a phrase word, value word or the app name, of 4+
    /// letters, never spelling another known word) and one filler word at the start or end.
    func flexibleUtterances(count: Int, seed: UInt64) -> [Utterance] {
        var random = SplitMix64(seed: seed)
        let normalizer = Normalizer(locale: "en")
        return (0..<count).map { _ in
            var utterance = exactUtterance(&random)
            var tokens = normalizer.tokens(utterance.text)
            let long = tokens.indices.filter { tokens[$0].count >= 4 && tokens[$0].allSatisfy(\.isLetter) }
            if !long.isEmpty {
                for _ in 0..<20 {
                    let position = long[random.next(below: long.count)]
                    let typed = Self.typo(tokens[position], &random)
                    if !knownWords.contains(typed) {
                        tokens[position] = typed
                        break
                    }
                }
            }
            let filler = Self.fillers[random.next(below: Self.fillers.count)]
            if random.next(below: 2) == 0 { tokens.insert(filler, at: 0) } else { tokens.append(filler) }
            utterance.text = tokens.joined(separator: " ")
            return utterance
        }
    }

    /// One typing error: a letter replaced, dropped, doubled or swapped with the next.
    static func typo(_ word: String, _ random: inout SplitMix64) -> String {
        var letters = Array(word)
        let letter = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(random.next(below: 26))))
        let at = 1 + random.next(below: letters.count - 1)
        switch random.next(below: 4) {
        case 0: letters[at] = letter
        case 1: letters.remove(at: at)
        case 2: letters.insert(letter, at: at)
        default:
            if at + 1 < letters.count { letters.swapAt(at, at + 1) } else { letters.swapAt(at - 1, at) }
        }
        return String(letters)
    }

    /// Entity phrases whose slot holds the title of a known value that is not suggested:
    /// resolved only through the searchable values.
    func openValueUtterances(count: Int, seed: UInt64) -> [Utterance] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let spec = Self.shortcuts[random.next(below: 6)]
            let phrase = spec.phrases[random.next(below: spec.phrases.count)]
            let value = Self.value(size + random.next(below: unsuggestedCount))
            return Utterance(text: PhraseTemplate(phrase).render(applicationName: Self.appName, parameter: value.title),
                             expected: Expectation(intent: spec.intent, value: value.id))
        }
    }

    /// Requests for other apps: nothing in the catalog answers to them.
    func nonMatchingUtterances(count: Int, seed: UInt64) -> [Utterance] {
        var random = SplitMix64(seed: seed)
        func pick(_ list: [String]) -> String { list[random.next(below: list.count)] }
        return (0..<count).map { _ in
            let text: String
            switch random.next(below: 8) {
            case 0: text = "what's the weather like in \(pick(Self.cities)) \(pick(Self.days))"
            case 1: text = "set a timer for \(random.next(below: 59) + 1) minutes"
            case 2: text = "call \(pick(Self.people)) on speaker"
            case 3: text = "remind me to \(pick(Self.chores)) \(pick(Self.days))"
            case 4: text = "how far is \(pick(Self.cities)) from \(pick(Self.cities))"
            case 5: text = "text \(pick(Self.people)) that i'm running late"
            case 6: text = "navigate to \(pick(Self.cities)) avoiding tolls"
            default: text = "what is \(random.next(below: 90) + 10) times \(random.next(below: 90) + 10)"
            }
            return Utterance(text: text, expected: nil)
        }
    }

    // MARK: Shortcuts

    struct ShortcutSpec {
        var intent: String
        var parameter: (name: String, type: String)?
        var phrases: [String]
    }

    struct EnumCase {
        var id: String
        var title: String
        var synonyms: [String] = []
    }

    static let shortcuts: [ShortcutSpec] = [
        ShortcutSpec(intent: "OpenItem", parameter: ("item", entityType), phrases: [
            "Open ${item} in ${applicationName}", "Show ${item} in ${applicationName}",
            "Show me ${item} in ${applicationName}", "View ${item} in ${applicationName}",
            "Go to ${item} in ${applicationName}", "Take me to ${item} in ${applicationName}",
            "Find ${item} in ${applicationName}", "Look up ${item} in ${applicationName}",
            "${applicationName} open ${item}", "Bring up ${item} with ${applicationName}"]),
        ShortcutSpec(intent: "PlayItem", parameter: ("item", entityType), phrases: [
            "Play ${item} in ${applicationName}", "Play ${item} on ${applicationName}",
            "Start ${item} in ${applicationName}", "Listen to ${item} in ${applicationName}",
            "Put on ${item} in ${applicationName}", "Resume ${item} in ${applicationName}",
            "Begin ${item} with ${applicationName}", "${applicationName} play ${item}",
            "Start playing ${item} in ${applicationName}", "Continue ${item} in ${applicationName}"]),
        ShortcutSpec(intent: "ShareItem", parameter: ("item", entityType), phrases: [
            "Share ${item} with ${applicationName}", "Send ${item} with ${applicationName}",
            "Share ${item} from ${applicationName}", "Send ${item} from ${applicationName}",
            "Post ${item} using ${applicationName}", "Forward ${item} with ${applicationName}",
            "Email ${item} from ${applicationName}", "Text ${item} from ${applicationName}",
            "${applicationName} share ${item}", "Pass along ${item} with ${applicationName}"]),
        ShortcutSpec(intent: "FavoriteItem", parameter: ("item", entityType), phrases: [
            "Favorite ${item} in ${applicationName}", "Star ${item} in ${applicationName}",
            "Like ${item} in ${applicationName}", "Bookmark ${item} in ${applicationName}",
            "Pin ${item} in ${applicationName}", "Save ${item} to favorites in ${applicationName}",
            "Mark ${item} as favorite in ${applicationName}", "Add ${item} to favorites in ${applicationName}",
            "${applicationName} favorite ${item}", "Heart ${item} in ${applicationName}"]),
        ShortcutSpec(intent: "DownloadItem", parameter: ("item", entityType), phrases: [
            "Download ${item} in ${applicationName}", "Download ${item} with ${applicationName}",
            "Save ${item} offline in ${applicationName}", "Keep ${item} offline in ${applicationName}",
            "Make ${item} available offline in ${applicationName}", "Fetch ${item} in ${applicationName}",
            "Get ${item} for offline use in ${applicationName}", "Sync ${item} in ${applicationName}",
            "${applicationName} download ${item}", "Store ${item} on this device with ${applicationName}"]),
        ShortcutSpec(intent: "ArchiveItem", parameter: ("item", entityType), phrases: [
            "Remove ${item} from ${applicationName}", "Archive ${item} in ${applicationName}",
            "Hide ${item} in ${applicationName}", "Trash ${item} in ${applicationName}",
            "Discard ${item} in ${applicationName}", "Clear ${item} from ${applicationName}",
            "Take ${item} out of ${applicationName}", "Move ${item} to the archive in ${applicationName}",
            "${applicationName} archive ${item}", "Get rid of ${item} in ${applicationName}"]),
        ShortcutSpec(intent: "SetMode", parameter: ("mode", "Mode"), phrases: [
            "Switch to ${mode} in ${applicationName}", "Turn on ${mode} in ${applicationName}",
            "Enable ${mode} in ${applicationName}", "Activate ${mode} in ${applicationName}",
            "Set ${applicationName} to ${mode}", "Change ${applicationName} to ${mode}",
            "Use ${mode} in ${applicationName}", "Go into ${mode} mode in ${applicationName}",
            "${applicationName} switch to ${mode}", "Put ${applicationName} in ${mode} mode"]),
        ShortcutSpec(intent: "SortItems", parameter: ("order", "SortOrder"), phrases: [
            "Sort by ${order} in ${applicationName}", "Sort ${applicationName} by ${order}",
            "Order by ${order} in ${applicationName}", "Arrange by ${order} in ${applicationName}",
            "List by ${order} in ${applicationName}", "Sort items by ${order} in ${applicationName}",
            "Organize ${applicationName} by ${order}", "${applicationName} sort by ${order}",
            "Rearrange by ${order} in ${applicationName}", "Reorder by ${order} in ${applicationName}"]),
        ShortcutSpec(intent: "OpenCollection", parameter: ("collection", "Collection"), phrases: [
            "Open the ${collection} list in ${applicationName}", "Browse ${collection} in ${applicationName}",
            "See ${collection} in ${applicationName}", "Check ${collection} in ${applicationName}",
            "Open my ${collection} in ${applicationName}", "What's in ${collection} in ${applicationName}",
            "List my ${collection} in ${applicationName}", "Display ${collection} in ${applicationName}",
            "${applicationName} browse ${collection}", "Jump to ${collection} in ${applicationName}"]),
        ShortcutSpec(intent: "NewItem", parameter: nil, phrases: [
            "Create a new item in ${applicationName}", "New item in ${applicationName}",
            "Add something to ${applicationName}", "Make a note in ${applicationName}",
            "Start a new entry in ${applicationName}", "Create an entry in ${applicationName}",
            "${applicationName} new item", "Add an item to ${applicationName}",
            "Write something in ${applicationName}", "Compose in ${applicationName}"]),
    ]

    static let enums: [(name: String, cases: [EnumCase])] = [
        ("Mode", [EnumCase(id: "reading", title: "Reading"), EnumCase(id: "listening", title: "Listening"),
                  EnumCase(id: "focus", title: "Focus", synonyms: ["Do Not Disturb"]),
                  EnumCase(id: "travel", title: "Travel"), EnumCase(id: "workout", title: "Workout"),
                  EnumCase(id: "sleep", title: "Sleep"), EnumCase(id: "cooking", title: "Cooking"),
                  EnumCase(id: "study", title: "Study", synonyms: ["Homework"])]),
        ("SortOrder", [EnumCase(id: "newest", title: "Newest First", synonyms: ["Latest"]),
                       EnumCase(id: "oldest", title: "Oldest First"), EnumCase(id: "title", title: "Title"),
                       EnumCase(id: "mostPlayed", title: "Most Played"),
                       EnumCase(id: "recentlyAdded", title: "Recently Added")]),
        ("Collection", [EnumCase(id: "favorites", title: "Favorites"), EnumCase(id: "recents", title: "Recents"),
                        EnumCase(id: "downloads", title: "Downloads"),
                        EnumCase(id: "shared", title: "Shared Items"), EnumCase(id: "inbox", title: "Inbox")]),
    ]

    // MARK: Words

    static let fillers = ["please", "just", "now", "quickly", "hey"]

    static let adjectives = [
        "Quiet", "Silent", "Golden", "Hidden", "Broken", "Distant", "Frozen", "Gentle", "Hollow", "Crimson",
        "Silver", "Ancient", "Wild", "Bitter", "Bright", "Lonely", "Restless", "Velvet", "Burning", "Painted",
        "Scarlet", "Wandering", "Sleeping", "Endless", "Forgotten", "Secret", "Northern", "Southern", "Eastern",
        "Western", "Little", "Electric", "Midnight", "Morning", "Evening", "Summer", "Winter", "Autumn", "Stormy",
        "Sunny", "Rainy", "Misty", "Dusty", "Lucky", "Brave", "Clever", "Curious", "Daring", "Eager", "Fearless",
        "Gloomy", "Happy", "Humble", "Jolly", "Mighty", "Noble", "Proud", "Rapid", "Royal", "Shiny", "Simple",
        "Sweet", "Tender", "Vivid", "Warm", "Amber", "Azure", "Cobalt", "Copper", "Emerald", "Ivory", "Marble",
        "Rusty", "Sacred", "Savage", "Shadowed", "Starlit", "Sunken", "Tangled", "Twisted", "Wicked", "Wooden",
        "Iron", "Crystal", "Paper", "Hungry", "Sleepy", "Clumsy", "Fragile", "Honest", "Modern", "Vintage",
        "Cosmic", "Lunar", "Solar", "Urban", "Rural", "Tropical", "Arctic", "Faded",
    ]

    static let nouns = [
        "Harbor", "Garden", "River", "Mountain", "Forest", "Castle", "Lantern", "Bridge", "Island", "Meadow",
        "Valley", "Tower", "Window", "Mirror", "Compass", "Journey", "Kingdom", "Letter", "Orchard", "Palace",
        "Desert", "Ocean", "Canyon", "Cottage", "Engine", "Feather", "Fortune", "Glacier", "Horizon", "Jungle",
        "Ladder", "Market", "Melody", "Monster", "Needle", "Planet", "Pocket", "Prairie", "Puzzle", "Rabbit",
        "Ribbon", "Saddle", "Sailor", "Season", "Shadow", "Shelter", "Signal", "Sparrow", "Station", "Story",
        "Summit", "Temple", "Thunder", "Ticket", "Timber", "Treasure", "Tunnel", "Village", "Voyage", "Wagon",
        "Whisper", "Wizard", "Anchor", "Arrow", "Balloon", "Basket", "Beacon", "Blanket", "Bottle", "Butterfly",
        "Candle", "Carousel", "Cathedral", "Chapter", "Circus", "Cloud", "Comet", "Crown", "Dragon", "Dream",
        "Echo", "Fountain", "Galaxy", "Giant", "Harvest", "Highway", "Hunter", "Jewel", "Keeper", "Knight",
        "Legend", "Machine", "Mansion", "Painter", "Pilgrim", "Quarry", "Rocket", "Secretary", "Traveler", "Violin",
    ]

    /// Fictional town names: syllables combined, deduplicated.
    static let places: [String] = {
        let first = ["Bel", "Cor", "Dun", "Fal", "Gar", "Hal", "Kel", "Lor", "Mar", "Nor", "Pel", "Quen",
                     "Ros", "Sel", "Tor", "Val", "Wen", "Yar", "Zan", "Ash", "Bran", "Cal", "Dor", "Eld", "Fen"]
        let middle = ["a", "e", "i", "o", "ar", "en", "in", "or", "ow", "el"]
        let last = ["ton", "ford", "wick", "mere", "dale", "holm", "stead", "more", "bury", "gate",
                    "haven", "field", "brook", "crest", "shire", "wood", "vale", "port", "ley", "by"]
        var seen = Set<String>()
        var names: [String] = []
        for a in first { for b in middle { for c in last {
            let name = a + b + c
            if seen.insert(name.lowercased()).inserted { names.append(name) }
        } } }
        return names
    }()

    static let colors = [
        "Blue", "Red", "Green", "Yellow", "Orange", "Purple", "Violet", "Indigo", "Teal", "Cyan", "Magenta",
        "Maroon", "Olive", "Navy", "Lime", "Coral", "Salmon", "Khaki", "Beige", "Lavender", "Turquoise",
        "Charcoal", "Bronze", "Platinum", "Ruby", "Sapphire", "Topaz", "Opal", "Garnet", "Mauve",
        "Ochre", "Umber",
    ]

    static let animals = [
        "Falcon", "Tiger", "Otter", "Badger", "Heron", "Panther", "Lynx", "Raven", "Wolf", "Fox", "Bison",
        "Cobra", "Dolphin", "Eagle", "Gecko", "Hawk", "Ibis", "Jaguar", "Koala", "Lemur", "Marten", "Narwhal",
        "Ocelot", "Pelican", "Quail", "Salamander", "Tortoise", "Walrus", "Yak", "Zebra", "Beaver", "Condor",
        "Dingo", "Ferret", "Gazelle", "Hyena", "Iguana", "Jackal", "Kestrel", "Llama",
    ]

    static let cities = ["paris", "tokyo", "berlin", "chicago", "madrid", "sydney", "toronto", "cairo", "lima", "oslo"]
    static let days = ["today", "tomorrow", "tonight", "this weekend", "on monday", "next week"]
    static let people = ["mom", "dad", "alex", "sam", "jordan", "taylor", "the office", "grandma"]
    static let chores = ["buy milk", "water the plants", "pay rent", "walk the dog", "call the dentist", "pick up laundry"]
}

/// A small, fast, seedable generator: the benchmark's only source of variety.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
