import Testing
@testable import PhraseMatching

@Suite struct TokenMemoTests {
    /// A value is read back under the same spelling only: a canonically equivalent one
    /// (which a `Dictionary` of strings finds too) is a miss.
    @Test func keepsByBytes() {
        let memo = TokenMemo<Int>(capacity: 8)
        #expect(memo["café"] == nil)
        memo["café"] = 1
        #expect(memo["café"] == 1)
        #expect(memo["cafe\u{301}"] == nil)
        memo["cafe\u{301}"] = 2
        #expect(memo["cafe\u{301}"] == 2)
        #expect(memo["café"] == nil)
    }

    /// Past its capacity the memo starts again: it never holds more.
    @Test func bounded() {
        let memo = TokenMemo<Int>(capacity: 4)
        for i in 0..<4 { memo["w\(i)"] = i }
        for i in 0..<4 { #expect(memo["w\(i)"] == i) }
        memo["w4"] = 4
        #expect(memo["w4"] == 4)
        for i in 0..<4 { #expect(memo["w\(i)"] == nil) }
    }

    /// A vocabulary keeps the typo readings of tokens it lacks, and finds them again once
    /// its typo index has new words.
    @Test func vocabularyRenewsTokenReadings() {
        var vocabulary = Vocabulary()
        vocabulary.intern("library")
        vocabulary.indexTypos()
        let words = { (token: String) in vocabulary.typoCandidates(of: token).map { vocabulary.words[Int($0.word)] } }
        #expect(words("libary") == ["library"])
        #expect(words("libary") == ["library"])
        vocabulary.intern("lobary")
        vocabulary.indexTypos()
        #expect(Set(words("libary")) == ["library", "lobary"])
    }
}
