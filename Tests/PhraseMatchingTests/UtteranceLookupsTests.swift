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
