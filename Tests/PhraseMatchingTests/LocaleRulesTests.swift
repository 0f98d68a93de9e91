import Testing
@testable import PhraseMatching

@Suite struct LocaleRulesTests {
    /// Fillers found through their first token are those a comparison with every filler
    /// finds, in the same order, in every language: at each token of every filler said
    /// alone, within other words and cut short.
    @Test func fillersFoundByTheirFirstToken() {
        for locale in LocaleRules.knownLanguages {
            let rules = LocaleRules(locale: locale)
            func compared(_ tokens: [String], at index: Int) -> [(length: Int, words: Int)] {
                var found: [(length: Int, words: Int)] = []
                for filler in rules.fillers where index + filler.tokens.count <= tokens.count
                    && filler.tokens.indices.allSatisfy({ tokens[index + $0] == filler.tokens[$0] }) {
                    if let existing = found.firstIndex(where: { $0.length == filler.tokens.count }) {
                        found[existing].words = min(found[existing].words, filler.words)
                    } else {
                        found.append((filler.tokens.count, filler.words))
                    }
                }
                return found
            }
            var texts = rules.fillers.map(\.tokens)
            texts += rules.fillers.map { ["open"] + $0.tokens + ["dune"] } + rules.fillers.map { Array($0.tokens.dropLast()) }
            texts.append(rules.fillers.flatMap(\.tokens))
            for tokens in texts {
                for index in 0...tokens.count {
                    let found = rules.fillerMatches(in: tokens, at: index)
                    let expected = compared(tokens, at: index)
                    #expect(found.map(\.length) == expected.map(\.length) && found.map(\.words) == expected.map(\.words),
                            "\(locale): \(tokens) at \(index)")
                }
            }
        }
    }
}
