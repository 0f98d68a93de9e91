import Testing
@testable import PhraseMatching

/// The paraphrase level stops early on a line without an explanation to give, once no
/// candidate has both its topic said and the threshold (`Automaton.paraphrase`): the answer
/// is the one the full ranking gives, which an explanation asks for.
@Suite struct ParaphraseWithoutExplanationTests {
    static let utterances = [
        "my card frozen", "my card frozen now", "freezing cards", "savings balance", "balance of my savngs",
        "send a letter to my brother", "don't freeze my card", "freeze my card in kindle", "what is the weather",
        "call mom on speaker", "show me the balance", "balance", "my card", "money", "send money to savings",
        "what is 82 times 71", "set a timer for 47 minutes", "show my checking balance please", "freeze",
        "ne bloque pas ma carte", "solde épargne", "カードを凍結", "saldo de ahorros", "mostre o saldo da poupança",
        "display my balance now", "muéstrame mi saldo",
    ]

    /// A second English bank: "my card frozen" is then two apps' shortcut (ambiguous).
    static let wallet = ParaphraseTests.bank(locale: "en", app: "Wallet", freeze: "Freeze my card in ${applicationName}",
                                             balance: "Show my ${account} balance in ${applicationName}",
                                             transfer: "Send money with ${applicationName}",
                                             accounts: [ParameterValue(id: "main", title: "Main")])

    /// Each bank alone, and the English one beside the library (two apps: the two-app rule)
    /// and beside a second bank.
    static let loads: [[Catalog]] = [[ParaphraseTests.english], [ParaphraseTests.french], [ParaphraseTests.spanish],
                                     [ParaphraseTests.portuguese], [ParaphraseTests.japanese],
                                     [ParaphraseTests.english, Fixtures.library], [ParaphraseTests.english, wallet]]

    /// The answer without an explanation is the explained one, with and without `all`.
    static func expectAsExplained(_ matcher: PhraseMatcher, _ utterance: String) {
        for all in [false, true] {
            let plain = matcher.match(utterance, all: all)
            let explained = matcher.match(utterance, all: all, explain: true)
            #expect(plain.status == explained.status, "\(utterance)")
            #expect(plain.best == explained.best, "\(utterance)")
            #expect(plain.candidates == explained.candidates, "\(utterance)")
            #expect(plain.hint == explained.hint, "\(utterance)")
            #expect(plain.readableHint == explained.readableHint, "\(utterance)")
            #expect(plain.request == explained.request, "\(utterance)")
        }
    }

    @Test(arguments: loads.indices)
    func answersAsExplained(load: Int) throws {
        let catalogs = Self.loads[load]
        let matcher = try PhraseMatcher(catalogs: catalogs, locale: catalogs[0].locale)
        let ends = ParaphraseEarlyEnds()
        ParaphraseEarlyEnds.$current.withValue(ends) {
            for utterance in Self.utterances { Self.expectAsExplained(matcher, utterance) }
        }
        // The early end is taken on some lines of every load (on those without an
        // explanation only), so the comparison above checks it.
        #expect(!ends.utterances.isEmpty)
        #expect(Set(ends.utterances).isSubset(of: Self.utterances))
    }

    /// A line whose words touch shortcuts only through words that cannot say a topic (a verb
    /// several shortcuts say, "open" of the library's; a verb when a topic is a noun only)
    /// ends before any shortcut is scored, with the answer the full ranking gives; a line
    /// that says a topic ("my card") is scored.
    @Test func aLineWithoutATopicWordEndsUnscored() throws {
        var nounsOnly = MatchOptions()
        nounsOnly.paraphraseCentralIsTopic = false
        // (Nor a verb only one shortcut says in a phrase said whole: `paraphraseWholePhraseIsTopic`.)
        nounsOnly.paraphraseWholePhraseIsTopic = false
        let verbs: Set = ["open the window", "please open it now", "show me the photos"]
        // "send", "freeze": a verb only one shortcut says, central to it, may be its topic
        // (`paraphraseCentralIsTopic`): those lines are scored, then end.
        let centralVerbs: Set = ["send a letter to my brother", "freeze the water"]
        let cases: [(catalogs: [Catalog], options: MatchOptions, unscored: Set<String>)] = [
            ([ParaphraseTests.english, Fixtures.library], MatchOptions(), verbs),
            ([ParaphraseTests.english], nounsOnly, verbs.union(centralVerbs))]
        let lines = verbs.sorted() + centralVerbs.sorted() + ["my card", "show me the balance"]
        for (catalogs, options, unscored) in cases {
            let matcher = try PhraseMatcher(catalogs: catalogs, locale: "en", options: options)
            let ends = ParaphraseEarlyEnds()
            ParaphraseEarlyEnds.$current.withValue(ends) {
                for utterance in lines { Self.expectAsExplained(matcher, utterance) }
            }
            #expect(Set(ends.unscored) == unscored)
            #expect(Set(ends.utterances) == verbs.union(centralVerbs))
        }
    }

    /// Answers the paraphrase level gives besides a match: a question which (two apps'
    /// shortcut), a question for the value (an intent that needs one, none said). Neither
    /// ends early, and each is the explained answer.
    @Test(arguments: [(6, "my card frozen", MatchResult.Status.ambiguous),
                      (0, "display my balance now", MatchResult.Status.needsValue)])
    func aQuestionIsAsExplained(load: Int, utterance: String, status: MatchResult.Status) throws {
        let catalogs = Self.loads[load]
        let matcher = try PhraseMatcher(catalogs: catalogs, locale: catalogs[0].locale)
        let ends = ParaphraseEarlyEnds()
        let result = ParaphraseEarlyEnds.$current.withValue(ends) {
            Self.expectAsExplained(matcher, utterance)
            return matcher.match(utterance)
        }
        #expect(result.status == status)
        #expect(result.best?.kind == .paraphrase)
        #expect(ends.utterances.isEmpty)
    }

    /// A line that names an app out of scope where an app's name is said, and whose words can
    /// say no topic of the apps in scope, ends before its app names are read: the early end
    /// comes before that analysis, which only refuses it (`anotherApp`) or weighs the
    /// shortcuts scored. Without an explanation the answer is the explained one; with one,
    /// the refusal is still given.
    @Test func aLineNamingAnotherAppEndsBeforeItsAppNameIsRead() throws {
        let matcher = try PhraseMatcher(catalogs: [ParaphraseTests.english, Fixtures.library], locale: "en")
        let line = "show me the photos in library please"
        let ends = ParaphraseEarlyEnds()
        ParaphraseEarlyEnds.$current.withValue(ends) {
            let plain = matcher.match(line, app: "Bank")
            let explained = matcher.match(line, app: "Bank", explain: true)
            #expect(plain.status == .noMatch)
            #expect(plain.status == explained.status)
            #expect(plain.best == explained.best)
            #expect(plain.hint == explained.hint)
            #expect(plain.readableHint == explained.readableHint)
            #expect(explained.explanation?.refusal == .anotherApp)
        }
        // Before the early end came first, the line was refused by the app-name analysis and never recorded.
        #expect(ends.unscored == [line])
    }
}
