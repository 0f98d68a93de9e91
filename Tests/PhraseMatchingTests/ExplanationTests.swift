import Foundation
import Testing
@testable import PhraseMatching

/// `match(_:explain: true)`: the level, each word's rule, the score's parts and the
/// runner-up, as `shortcuts match --explain` renders them.
@Suite struct ExplanationTests {
    func explain(_ utterance: String) throws -> MatchExplanation {
        let matcher = try PhraseMatcher(catalogs: [Fixtures.library])
        let result = matcher.match(utterance, explain: true)
        return try #require(result.explanation)
    }

    @Test func exact() throws {
        let text = try explain("open dune in library").rendered
        #expect(text == """
            level: exact
            phrase: Open ${book} in ${applicationName}
              open → open (exact)
              dune → dune (value)
              in → in (exact)
              library → library (appName)
            score: 1.00
            """)
    }

    @Test func typo() throws {
        let text = try explain("opne dune in libary").rendered
        #expect(text == """
            level: flexible
            phrase: Open ${book} in ${applicationName}
              opne → open (typo)
              dune → dune (value)
              in → in (exact)
              libary → library (appName)
            score: 0.80 (typos 0.20)
            """)
    }

    /// A word the paraphrase level credits for another phrase's word of the shortcut ("turn"
    /// as "switch", of "Switch on the lights in the ${room}") is shown as the shown phrase's
    /// own word it also is, not beside that word shown as not said.
    @Test func aWordIsNotShownBothReadAndNotSaid() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Evaluation/RealRequests/apps/Homely.shortcuts.json"))
        let homely = try #require(ManifestReader.read(data))
        let matcher = try PhraseMatcher(catalogs: [homely])
        let explanation = try #require(matcher.match("turn the lights on in the kitchen", explain: true).explanation)
        #expect(explanation.level == .paraphrase)
        let read = explanation.words.filter { $0.typed != nil }.compactMap(\.phraseWord).map { $0.lowercased() }
        let notSaid = explanation.words.filter { $0.rule == .missingWord }.compactMap(\.phraseWord)
        #expect(notSaid.allSatisfy { !read.contains($0) }, "\(explanation.rendered)")
        #expect(explanation.rendered.contains("turn → turn (exact)"))
    }

    @Test func aNegativePhraseTypedWordForWordIsExact() throws {
        // The level is the one that answered: the exact walk reads "delete library" as the
        // negative phrase; a typo in it is the flexible level's reading.
        #expect(try explain("delete library").level == .exact)
        #expect(try explain("delete libary").level == .flexible)
    }

    /// A value named by a synonym ("finished" for the shelf Read) is shown as the words said
    /// for the value; it was shown as the title's words left out and the synonym's as extra
    /// words, beside a score with nothing left out or extra.
    @Test func aValueNamedByItsSynonymIsShownAsSaid() throws {
        let text = try explain("open my finished shelf in library").rendered
        #expect(text == """
            level: flexible
            phrase: Open ${shelf} in ${applicationName}
              open → open (exact)
              my (filler)
              finished → finished (value)
              shelf (extraWord)
              in → in (exact)
              library → library (appName)
            score: 0.96 (extra words 0.25, fillers 0.02)
            runner-up: Library: OpenShelf score 0.68 — score 0.68 < 0.96 (more edits)
            """)
        #expect(try explain("open my to read shelf").words.contains { $0.typed == "to" && $0.rule == .value })
    }

    /// A short word the search reads as a typo of a phrase word ("opn" for "open") is shown
    /// as that word, as the search read it (it was shown left out beside an extra word).
    @Test func aTypoTheSearchReadIsShownAsOne() throws {
        let explanation = try explain("opn dune")
        #expect(explanation.level == .flexible)
        #expect(explanation.words.first == MatchExplanation.WordMatch(typed: "opn", phraseWord: "open", rule: .typo), "\(explanation.rendered)")
    }

    /// A verb of the same class ("affiche" for "montre"), which the flexible search reads as
    /// one typo, is shown as that phrase word, and the app's name typed at the end of a
    /// phrase that has it in its middle as moved: they were shown as a word left out beside
    /// an extra word, under a score with nothing left out.
    @Test func anEquivalentVerbAndAnAppNameMovedToTheEnd() throws {
        let catalog = Catalog(locale: "fr", app: AppDescription(name: "Sentiers"), types: [:],
                              intents: ["OpenFavorites": IntentDescriptor(title: "Ouvrir les favoris")],
                              shortcuts: [ShortcutDescriptor(intent: "OpenFavorites", phrases: ["Montre mes ${applicationName} favoris"])])
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: "fr")
        let explanation = try #require(matcher.match("affiche mes favoris dans sentiers", explain: true).explanation)
        #expect(explanation.level == .flexible)
        #expect(explanation.rendered.hasPrefix("""
            level: flexible
            phrase: Montre mes ${applicationName} favoris
              affiche → montre (synonym)
              mes → mes (exact)
              favoris → favoris (exact)
              dans (filler)
              sentiers → Sentiers (movedAppName)
            """), "\(explanation.rendered)")
    }

    @Test func paraphrase() throws {
        let text = try explain("current books show").rendered
        #expect(text == """
            level: paraphrase
            phrase: Show my current books in ${applicationName}
              current → current (exact)
              books (extraWord)
              show → show (exact)
            score: 0.40 (recall 1.00, precision 0.63, topic 1.00, value 0.00, rarest 1.00, others 1.00, unknown 0.00, credit 1.00, appLike 0.00, guess 0.00, noun 1.00, central 1.00, slotWord 0.00, slotGuess 0.00, confidence 0.59)
            closest: Library: OpenCurrentlyReading score 0.40 — refused: attachedWord
            runner-up: Library: OpenBook score 0.04 — confidence 0.05 < 0.59 (recall 0.89, precision 0.52)
            """)
    }

    @Test func nearMiss() throws {
        // "open the dune thing for my sister tomorrow" is now Dune opened (a paraphrase: the
        // other words are details no phrase uses); without the book's name the closest is
        // Open Book (needing a book, a guess weighs against it), refused: "open" is no word
        // of its topic. "tomorrow" is a detail (`DetailWords`): no unknown word.
        let text = try explain("open the thing for my sister tomorrow").rendered
        #expect(text == """
            level: paraphrase
            phrase: Open a book in ${applicationName}
              open → open (exact)
              the (filler)
              thing (extraWord)
              for (filler)
              my (filler)
              sister (extraWord)
              tomorrow (detail)
              – → book (missingWord)
            score: 0.00 (recall 0.44, precision 0.38, topic 0.00, value 0.00, rarest 0.53, others 0.00, unknown 0.80, credit 1.00, appLike 0.00, guess 1.00, noun 0.00, central 0.53, slotWord 0.00, slotGuess 0.00, confidence 0.00)
            closest: Library: OpenBook score 0.00 — refused: noTopicWord
            """)
    }

    @Test func notAskedForNotComputed() throws {
        let matcher = try PhraseMatcher(catalogs: [Fixtures.library])
        #expect(matcher.match("open dune in library").explanation == nil)
        #expect(matcher.match("current books show").explanation == nil)
    }

    @Test func inTheJSON() throws {
        let matcher = try PhraseMatcher(catalogs: [Fixtures.library])
        let json = matcher.match("current books show", explain: true).json.rendered
        #expect(json.contains(#""explanation": {"level": "paraphrase""#))
        #expect(json.contains(#"{"typed": "show", "phraseWord": "show", "rule": "exact"}"#))
    }
}
