import Testing
@testable import PhraseMatching

@Suite struct UtteranceLookupsTests {
    /// The app names an utterance says are found once: the hint and the paraphrase level
    /// read them back from the utterance's lookups.
    @Test func appNamesSaidAreFoundOnce() {
        var automaton = Automaton(locale: "en")
        automaton.add(Fixtures.library)
        let tokens = automaton.normalizer.tokens("open the weather in library now")
        let prepared = PreparedUtterance(tokens: tokens, automaton: automaton, typos: true)
        #expect(prepared.lookups.appNamesSaid == nil)
        let said = automaton.appNamesSaid(in: prepared)
        #expect(said.map(\.range) == [4..<5])
        #expect(prepared.lookups.appNamesSaid?.map(\.range) == [4..<5])
        #expect(automaton.appNamesSaid(in: prepared).map(\.range) == automaton.appNamesSaid(in: tokens).map(\.range))
    }
}

extension UtteranceLookupsTests {
    /// The function words of an utterance prepared with typos are looked up once, and read
    /// as the locale's rules say, as those of one prepared without are.
    @Test(arguments: [true, false])
    func functionWordsAreTheRulesOnes(typos: Bool) {
        var automaton = Automaton(locale: "en")
        automaton.add(Fixtures.library)
        let tokens = automaton.normalizer.tokens("please open the hobbit in my library for me")
        let prepared = PreparedUtterance(tokens: tokens, automaton: automaton, typos: typos)
        let rules = automaton.rules
        #expect(tokens.indices.map { prepared.isFunctionWord(at: $0, rules) } == tokens.map(rules.isFunctionWord))
        #expect(tokens.indices.contains { prepared.isFunctionWord(at: $0, rules) })
    }
}
