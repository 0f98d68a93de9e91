import Testing
@testable import PhraseMatching

/// Nouns said right before a shortcut's topic word, that no phrase or value reads, say which
/// of that thing is asked ("home town weather", "world cup news"): details of the topic, no
/// unknown words against it (`MatchOptions.paraphraseModifierOfTopicIsDetail`).
@Suite struct ModifierOfTopicTests {
    static let briefs = Catalog(
        locale: "en", app: AppDescription(name: "Briefs"), types: [:],
        intents: ["Weather": IntentDescriptor(title: "Weather"), "News": IntentDescriptor(title: "News")],
        shortcuts: [ShortcutDescriptor(intent: "Weather", shortTitle: "Weather",
                                       phrases: ["What's the weather in ${applicationName}", "Get the forecast from ${applicationName}"]),
                    ShortcutDescriptor(intent: "News", shortTitle: "News",
                                       phrases: ["What's the news in ${applicationName}", "Read me the headlines from ${applicationName}"])])

    @Test(arguments: [("home town weather", "Weather", ["home", "town"]), ("world cup news", "News", ["world", "cup"])])
    func aModifierOfTheTopicIsADetail(_ utterance: String, _ intent: String, _ modifiers: [String]) throws {
        let matcher = try PhraseMatcher(catalogs: [Self.briefs], locale: "en")
        let result = matcher.match(utterance, explain: true)
        #expect(result.status == .matched, "\(result.explanation?.rendered ?? "")")
        #expect(result.best?.intent == intent)
        let explanation = try #require(result.explanation)
        let shown = explanation.words.filter { $0.rule == .detail }.compactMap(\.typed)
        #expect(shown == modifiers, "\(utterance)")
        #expect(explanation.parts.first { $0.name == "unknown" }?.value == 0, "\(utterance)")
        // Without the rule, the modifiers are unknown words and the request falls below the threshold.
        var options = MatchOptions()
        options.paraphraseModifierOfTopicIsDetail = false
        let strict = try PhraseMatcher(catalogs: [Self.briefs], locale: "en", options: options)
        #expect(strict.match(utterance).status == .noMatch, "\(utterance)")
    }

    /// Not when the request says another word the shortcut does not explain: the modifier
    /// then names another thing ("find ny train time" is a train's time, not the clock's).
    @Test func aModifierWithAnotherUnexplainedWordIsNone() throws {
        let matcher = try PhraseMatcher(catalogs: [Self.briefs], locale: "en")
        let explanation = try #require(matcher.match("play home town weather channel", explain: true).explanation)
        #expect(!explanation.words.contains { $0.rule == .detail }, "\(explanation.rendered)")
    }

    /// Only right before a topic word, and only a noun: the same words elsewhere,
    /// or before a word of the shortcut that is not its topic said as a phrase names it, or an
    /// adjective ("lovely"), stay words it does not explain.
    @Test(arguments: ["weather home town", "home town is the weather", "what is the lovely weather"])
    func wordsElsewhereAreNoModifiers(_ utterance: String) throws {
        let matcher = try PhraseMatcher(catalogs: [Self.briefs], locale: "en")
        let explanation = try #require(matcher.match(utterance, explain: true).explanation)
        #expect(!explanation.words.contains { $0.rule == .detail },
                "\(explanation.rendered)")
    }
}
