import Testing
import TestSupport
@testable import PhraseMatching

/// Seeded property tests of the typo bounds: random edits in a value's name stay within
/// the documented tolerance — one edit in a word of 4 to 7 letters, two in 8 or more.
@Suite struct TypoToleranceTests {
    static let cities = ["Rome", "Oslo", "Paris", "Berlin", "Madrid", "Vienna", "Dublin", "Lisbon", "Prague", "Athens",
                         "Barcelona", "Amsterdam", "Copenhagen", "Stockholm", "Edinburgh"]

    static let atlas = Catalog(
        locale: "en", app: AppDescription(name: "Atlas"),
        types: ["City": ValueType(kind: .enum, title: "City",
                                  values: cities.map { ParameterValue(id: $0.lowercased(), title: $0) })],
        intents: ["ShowCity": IntentDescriptor(title: "Show City", parameters: [
            ParameterDescriptor(name: "city", type: "City", title: "City")])],
        shortcuts: [ShortcutDescriptor(intent: "ShowCity", phrases: ["Show ${city} in ${applicationName}", "Open the map of ${city} with ${applicationName}"])])

    let matcher: PhraseMatcher

    init() throws {
        matcher = try PhraseMatcher(catalogs: [Self.atlas])
    }

    /// `word` with `count` random edits (substitution, insertion, deletion or transposition
    /// of neighbours), each at least one step further from the original.
    static func edited(_ word: String, count: Int, using generator: inout RepeatableRandomNumberGenerator) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var result = word
        var attempts = 0
        while EditDistance.between(word, result, limit: count) != count && attempts < 1_000 {
            attempts += 1
            result = word
            for _ in 0..<count {
                var chars = Array(result)
                let i = Int.random(in: 0..<chars.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: chars[i] = letters.randomElement(using: &generator)!
                case 1: chars.insert(letters.randomElement(using: &generator)!, at: i)
                case 2 where chars.count > 2: chars.remove(at: i)
                default: if i + 1 < chars.count { chars.swapAt(i, i + 1) } else { chars[i] = letters.randomElement(using: &generator)! }
                }
                result = String(chars)
            }
        }
        return result
    }

    func utterance(_ city: String, phraseIndex: Int) -> String {
        phraseIndex == 0 ? "show \(city) in atlas" : "open the map of \(city) with atlas"
    }

    /// Whether the result runs ShowCity for `id`, alone or among ambiguous answers.
    func reaches(_ result: MatchResult, _ id: String) -> Bool {
        switch result.status {
        case .matched: result.best?.parameter?.value == id
        case .ambiguous: result.candidates.contains { $0.parameter?.value == id }
        default: false
        }
    }

    @Test(arguments: 0..<100)
    func editsWithinTheToleranceMatch(seed: UInt64) {
        var generator = RepeatableRandomNumberGenerator(seed: seed)
        let city = Self.cities.randomElement(using: &generator)!
        let tolerance = city.count >= 8 ? 2 : 1
        let typed = Self.edited(city.lowercased(), count: tolerance, using: &generator)
        let result = matcher.match(utterance(typed, phraseIndex: Int.random(in: 0..<2, using: &generator)))
        #expect(reaches(result, city.lowercased()), "seed \(seed): '\(typed)' for \(city) gave \(result.status)")
    }

    @Test(arguments: 0..<100)
    func editsBeyondTheToleranceDoNotMatch(seed: UInt64) {
        var generator = RepeatableRandomNumberGenerator(seed: seed)
        let city = Self.cities.randomElement(using: &generator)!
        let tolerance = city.count >= 8 ? 2 : 1
        let typed = Self.edited(city.lowercased(), count: tolerance + 1, using: &generator)
        let result = matcher.match(utterance(typed, phraseIndex: Int.random(in: 0..<2, using: &generator)))
        #expect(result.status != .matched || result.best?.parameter?.value != city.lowercased(),
                "seed \(seed): '\(typed)' for \(city) still matched it")
    }

    /// The bound is on the word typed: two edits in a 4-letter word are too many.
    @Test func twoEditsInAFourLetterWord() {
        #expect(matcher.match("show rome in atlas").best?.parameter?.value == "rome")
        #expect(matcher.match("show rmoe in atlas").best?.parameter?.value == "rome")
        #expect(matcher.match("show rxmx in atlas").status == .noMatch)
        #expect(matcher.match("show mreo in atlas").status == .noMatch)
    }
}
