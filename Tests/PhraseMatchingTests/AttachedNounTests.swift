import Testing
@testable import PhraseMatching

/// A noun said right after a word of a shortcut: after its topic, said as the head of what a
/// phrase names, it says what of that thing is asked ("check the traffic situation"); after a
/// modifier ("favorite" of "Show my favorite ${applicationName}") it names another thing.
@Suite struct AttachedNounTests {
    static let roads = Catalog(
        locale: "en", app: AppDescription(name: "Roads"), types: [:],
        intents: ["CheckTraffic": IntentDescriptor(title: "Check Traffic"),
                  "BookTaxi": IntentDescriptor(title: "Book Taxi"),
                  "OpenFavorites": IntentDescriptor(title: "Open Favorites")],
        shortcuts: [ShortcutDescriptor(intent: "CheckTraffic", shortTitle: "Traffic",
                                       phrases: ["How's the traffic in ${applicationName}", "Check the traffic with ${applicationName}"]),
                    ShortcutDescriptor(intent: "BookTaxi", shortTitle: "Book Taxi",
                                       phrases: ["Book a taxi in ${applicationName}", "Call a taxi with ${applicationName}"]),
                    ShortcutDescriptor(intent: "OpenFavorites", shortTitle: "Favorites",
                                       phrases: ["Open favorites in ${applicationName}", "Show my favorite ${applicationName}"])])

    @Test(arguments: [("check the traffic situation", "CheckTraffic"), ("call a taxi company", "BookTaxi")])
    func aNounAfterTheTopicSaysWhatOfItIsAsked(_ utterance: String, _ intent: String) throws {
        let matcher = try PhraseMatcher(catalogs: [Self.roads], locale: "en")
        let result = matcher.match(utterance, explain: true)
        #expect(result.status == .matched, "\(result.explanation?.rendered ?? "")")
        #expect(result.best?.intent == intent)
        #expect(result.best?.kind == .paraphrase)
        // Without the rule, the noun is attached and refuses the shortcut.
        var options = MatchOptions()
        options.paraphraseTopicHeadTakesAttachedNoun = false
        let strict = try PhraseMatcher(catalogs: [Self.roads], locale: "en", options: options)
        #expect(strict.match(utterance, explain: true).explanation?.refusal == .attachedWord)
    }

    @Test(arguments: ["show my favorite songs", "check the traffic news podcast"])
    func aNounAfterAModifierOrBeforeMoreWordsNamesAnotherThing(_ utterance: String) throws {
        // "favorite" is a modifier in the only phrase that writes it; "traffic news podcast"
        // is a podcast, not the traffic.
        let matcher = try PhraseMatcher(catalogs: [Self.roads], locale: "en")
        let result = matcher.match(utterance, explain: true)
        #expect(result.status == .noMatch)
        #expect(result.explanation?.refusal == .attachedWord, "\(result.explanation?.rendered ?? "")")
    }

    @Test func headWordsAreThoseBeforeAFunctionWordOrTheEnd() {
        var automaton = Automaton(locale: "en")
        automaton.add(Self.roads)
        let index = ParaphraseIndex(automaton)
        let heads = Set(index.entries.flatMap(\.headWords))
        #expect(heads.contains("traffic"))
        #expect(heads.contains("taxi"))
        #expect(heads.contains("favorites"))
        #expect(!heads.contains("favorite"))
        #expect(!heads.contains("call"), "a command's verb, first")
    }
}
