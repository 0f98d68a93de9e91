import Testing
@testable import PhraseMatching

@Suite struct TermCreditsTests {
    /// Read, set, overwritten and removed like a dictionary of terms.
    @Test func readsLikeADictionary() {
        var credited = TermCredits()
        #expect(credited[3] == nil)
        credited[3] = 0.5
        credited[7] = 1
        #expect(credited[3] == 0.5)
        #expect(credited[7] == 1)
        #expect(credited[5] == nil)
        credited[3] = 0.25
        #expect(credited[3] == 0.25)
        credited[3] = nil
        #expect(credited[3] == nil)
        #expect(credited[7] == 1)
        credited[3] = 0.75
        #expect(credited[3] == 0.75)
    }
}
