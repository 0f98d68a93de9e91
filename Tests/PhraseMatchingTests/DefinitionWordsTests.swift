import Testing
@testable import PhraseMatching

/// A word the definitions of a shortcut's topic noun speak of (WordNet's glosses,
/// `Definitions`: "snow", "cold" for "weather") carries its topic, weaker than the
/// noun; a word many definitions say ("state") does not.
@Suite struct DefinitionWordsTests {
    static let briefly = Catalog(
        locale: "en",
        app: AppDescription(name: "Briefly"),
        types: [:],
        intents: [
            "Weather": IntentDescriptor(title: "Weather"),
            "LatestNews": IntentDescriptor(title: "News"),
        ],
        shortcuts: [
            ShortcutDescriptor(intent: "Weather", phrases: [
                "What's the weather in ${applicationName}",
                "Get the forecast from ${applicationName}",
            ]),
            ShortcutDescriptor(intent: "LatestNews", phrases: [
                "What's the news in ${applicationName}",
                "Read me the headlines from ${applicationName}",
            ]),
        ])

    @Test func theDefinitionsOfANounListWhatTheySpeakOf() {
        let definitions = Definitions.shared(language: "en")
        let weather = Set(definitions.words(of: "weather").map(\.word))
        #expect(weather.isSuperset(of: ["wind", "cloud", "rain", "snow", "temperature", "cold"]), "\(weather.sorted())")
        // A word most definitions say tells little: under the rarity kept.
        #expect(!weather.contains("state"))
        #expect(Set(definitions.words(of: "alarm").map(\.word)).contains("wake"))
        #expect(definitions.words(of: "weather").allSatisfy { (0.5...1).contains($0.rarity) })
        #expect(definitions.words(of: "notanoun").isEmpty)
        #expect(definitions.words(of: "").isEmpty)
        #expect(Definitions.shared(language: "fr").words(of: "weather").isEmpty)
    }

    /// The closest shortcut of `utterance` and why it was refused, if it was.
    static func closest(_ utterance: String, options: MatchOptions = MatchOptions()) throws
        -> (intent: String?, refusal: MatchExplanation.Refusal?, status: MatchResult.Status) {
        let matcher = try PhraseMatcher(catalogs: [briefly], options: options)
        let result = matcher.match(utterance, app: "Briefly", all: true, explain: true)
        let scored = result.explanation?.scored.first
        return (scored?.candidate.intent ?? result.best?.intent, scored?.refusal ?? result.explanation?.refusal, result.status)
    }

    @Test(arguments: ["is it cold outside", "is it going to snow tomorrow"])
    func aWordOfTheDefinitionCarriesTheTopic(_ utterance: String) throws {
        let read = try Self.closest(utterance)
        #expect(read.intent == "Weather" && read.refusal != .noTopicWord, "\(utterance) → \(read)")
        var off = MatchOptions()
        off.paraphraseDefinitionIsTopic = false
        let without = try Self.closest(utterance, options: off)
        #expect(without.status != .matched && (without.refusal == .noTopicWord || without.intent == nil), "\(utterance) → \(without)")
    }

    @Test(arguments: ["what state is it in", "what a nice day"])
    func aGeneralWordDoesNot(_ utterance: String) throws {
        let read = try Self.closest(utterance)
        #expect(read.status != .matched, "\(utterance) → \(read)")
        #expect(read.intent == nil || read.refusal == .noTopicWord, "\(utterance) → \(read)")
    }
}
