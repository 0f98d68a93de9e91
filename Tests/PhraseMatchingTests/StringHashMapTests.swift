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

    /// Looking an ASCII key up by its bytes finds what looking it up as a string finds.
    @Test func asciiBytesLookUpLikeStrings() {
        var map = StringHashMap()
        let words = (0..<500).map { "w\($0)" } + ["é", "本", "ab", ""]
        for (i, word) in words.enumerated() { map[word] = UInt32(i) }
        for word in words + ["missing", "w500", "a", "w1x"] where word.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(word.utf8)
            #expect(bytes.withUnsafeBufferPointer { map.value(ascii: $0) } == map[word], "\(word)")
        }
    }
}
