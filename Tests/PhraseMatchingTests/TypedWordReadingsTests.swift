import Testing
import TestSupport
@testable import PhraseMatching

@Suite struct TypedWordReadingsTests {
    /// Each word read as the paraphrase level read it before it kept readings: the words
    /// and stems of `Stemmer.words(in:)`, the stem's term, and the stem's lexicon relations
    /// that reach a term, in the lexicon's order; the same read again from the store, and
    /// after the store has started again (more distinct words than it keeps).
    @Test(arguments: ["en", "fr", "ja"])
    func readsAsTheStemmerAndLexicon(locale: String) {
        let catalog = ParaphraseTests.bank(for: locale)
        var automaton = Automaton(locale: locale)
        automaton.add(catalog)
        let index = ParaphraseIndex(automaton)
        let utterances = ["freeze my card please", "blocking the cards", "remove 42 cards now", "bloque ma carte",
                          "カードを凍結して", "カードを止めて", "my card is frozen", "délivre ma carte"]
        var random = RepeatableRandomNumberGenerator(seed: 7)
        var rounds: [[String]] = []
        for _ in 0..<40 { rounds.append(automaton.normalizer.tokens(utterances[random.next(below: utterances.count)])) }
        // Distinct numbers overflow the store: read on, the words come back the same.
        for n in 0..<3_000 { rounds.append(automaton.normalizer.tokens("card \(n)")) }
        for tokens in rounds {
            let read = index.typedWords.words(in: tokens, index: index, rules: automaton.rules)
            let expected = index.stemmer.words(in: tokens)
            #expect(read.map(\.range) == expected.map(\.range))
            for (word, stemmed) in zip(read.map(\.word), expected) {
                #expect(word.stem == stemmed.stem)
                #expect(word.text == tokens[stemmed.range].joined())
                #expect(word.term == index.termIDs[stemmed.stem])
                #expect(word.isWeak == index.isWeak(word.text, automaton.rules))
                #expect(word.isKnown == index.lexicon.knows(stemmed.stem))
                let relations = index.lexicon.related(stemmed.stem).compactMap { relation in
                    index.termIDs[relation.stem].map { "\($0) \(relation.kind) \(relation.rank)" }
                }
                #expect(word.relations.map { "\($0.term) \($0.kind) \($0.rank)" } == relations)
            }
        }
    }
}
