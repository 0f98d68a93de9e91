import Testing
@testable import PhraseMatching

/// Word associations (`Lexicon.Kind.association`, English): a typed word that goes with a
/// phrase word without sharing its meaning ("rain" with "weather") is read as it at
/// `paraphraseAssociationCredit`, shown as `associated`; it carries the shortcut's topic only
/// through `paraphraseAssociatedIsTopic`, weighed by `paraphraseAssociatedFeatureWeight`.
@Suite struct AssociatedWordTests {
    static let briefly = Catalog(
        locale: "en",
        app: AppDescription(name: "Briefly"),
        intents: [
            "Weather": IntentDescriptor(title: "Weather"),
            "LatestNews": IntentDescriptor(title: "Latest News"),
        ],
        shortcuts: [
            ShortcutDescriptor(intent: "Weather", phrases: [
                "What's the weather in ${applicationName}",
                "Show the weather in ${applicationName}",
                "Weather forecast in ${applicationName}",
            ]),
            ShortcutDescriptor(intent: "LatestNews", phrases: [
                "Show the latest news in ${applicationName}",
                "What's in the news in ${applicationName}",
            ]),
        ])

    /// The built-in data relates "rain" and "weather" (all-MiniLM-L6-v2, cosine 0.67).
    @Test func theDataRelatesRainAndWeather() {
        let stemmer = Stemmer(language: "en")
        let related = Lexicon.shared(language: "en").related(stemmer.stem("rain"))
        #expect(related.contains { $0.stem == stemmer.stem("weather") && $0.kind == .association })
    }

    /// Read, shown with its own rule; without the gate it is no topic word.
    @Test func anAssociatedWordIsReadButSaysNoTopic() throws {
        var options = MatchOptions()
        options.paraphraseAssociatedIsTopic = false
        let matcher = try PhraseMatcher(catalogs: [Self.briefly], options: options)
        let result = matcher.match("will it rain", app: "Briefly", explain: true)
        let explanation = try #require(result.explanation)
        #expect(result.status == .noMatch, "\(explanation.rendered)")
        #expect(explanation.refusal == .noTopicWord, "\(explanation.rendered)")
        #expect(explanation.words.contains(MatchExplanation.WordMatch(typed: "rain", phraseWord: "weather", rule: .associated)),
                "\(explanation.rendered)")
        #expect(explanation.parts.contains { $0.name == "associated" && $0.value > 0 }, "\(explanation.rendered)")
    }

    /// With the gate on, the topic said only as an associated word is a topic: the model decides.
    @Test func theGateLetsAnAssociatedWordCarryTheTopic() throws {
        var options = MatchOptions()
        options.paraphraseAssociatedIsTopic = true
        options.paraphraseAssociatedTopicMinimumWeight = 0.3
        let matcher = try PhraseMatcher(catalogs: [Self.briefly], options: options)
        let result = matcher.match("will it rain", app: "Briefly", explain: true)
        let explanation = try #require(result.explanation)
        #expect(explanation.refusal != .noTopicWord, "\(explanation.rendered)")
        // Without explaining, the early end takes the same route (`mayHaveTopic`).
        let quiet = matcher.match("will it rain", app: "Briefly")
        #expect(quiet.status == result.status && quiet.best?.intent == result.best?.intent)
    }

    /// No credit, no reading: the associations can be turned off.
    @Test func noCreditNoReading() throws {
        var options = MatchOptions()
        options.paraphraseAssociationCredit = 0
        let matcher = try PhraseMatcher(catalogs: [Self.briefly], options: options)
        let explanation = try #require(matcher.match("will it rain", app: "Briefly", explain: true).explanation)
        #expect(!explanation.words.contains { $0.rule == .associated }, "\(explanation.rendered)")
    }
}
