import Testing
@testable import PhraseMatching

@Suite struct StringHashMapTests {
    @Test func behavesLikeADictionary() {
        var map = StringHashMap()
        var reference: [String: UInt32] = [:]
        let words = (0..<3_000).map { "w\($0 * 7919 % 3001)" } + ["é", "e\u{301}", "本", "ab", "", "a b"]
        for (i, word) in words.enumerated() {
            map[word] = UInt32(i)
            reference[word] = UInt32(i)
        }
        #expect(map.count == reference.count)
        for word in words + ["missing", "w3001x"] { #expect(map[word] == reference[word], "\(word)") }
    }
}
