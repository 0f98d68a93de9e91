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
    ]

    /// Each bank alone, and the English one beside the library (two apps: the two-app rule).
    static let loads: [[Catalog]] = [[ParaphraseTests.english], [ParaphraseTests.french], [ParaphraseTests.spanish],
                                     [ParaphraseTests.portuguese], [ParaphraseTests.japanese],
                                     [ParaphraseTests.english, Fixtures.library]]

    @Test(arguments: loads.indices)
    func answersAsExplained(load: Int) throws {
        let catalogs = Self.loads[load]
        let matcher = try PhraseMatcher(catalogs: catalogs, locale: catalogs[0].locale)
        for utterance in Self.utterances {
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
    }
}
