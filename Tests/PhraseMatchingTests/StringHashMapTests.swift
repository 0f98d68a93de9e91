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

    /// Keys kept in their slots (ASCII, at most 24 bytes) and those kept apart (longer, or
    /// not ASCII) are told apart by their bytes and lengths, looked up by string or bytes.
    @Test func inlineAndLongKeys() {
        var map = StringHashMap()
        let words = ["ab", "ab\u{0}", "ab\u{0}\u{0}", String(repeating: "x", count: 24), String(repeating: "x", count: 25),
                     String(repeating: "x", count: 23), "abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz012345678",
                     "supercalifragilisticexpialidocious", "café au lait", "x"]
        for (i, word) in words.enumerated() { map[word] = UInt32(i) }
        #expect(map.count == words.count)
        for (i, word) in words.enumerated() {
            #expect(map[word] == UInt32(i), "\(word)")
            if word.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(Array(word.utf8).withUnsafeBufferPointer { map.value(ascii: $0) } == UInt32(i), "\(word)")
            }
        }
        for missing in ["a", "abc", String(repeating: "x", count: 26), "abcdefghijklmnopqrstuvwxyz01234567890"] {
            #expect(map[missing] == nil, "\(missing)")
            #expect(Array(missing.utf8).withUnsafeBufferPointer { map.value(ascii: $0) } == nil, "\(missing)")
        }
    }

    /// A copy changed on its own (its entries copied on write, wherever the copy lies in
    /// memory) keeps every key of the original, and the original keeps its own.
    @Test func copiesChangeApart() {
        var original = StringHashMap()
        for i in 0..<200 { original["word\(i)"] = UInt32(i) }
        for round in 0..<8 {
            var copy = original
            copy["new\(round)"] = 1_000
            copy["word0"] = 7
            for i in 1..<200 { #expect(copy["word\(i)"] == UInt32(i)) }
            #expect(copy["word0"] == 7)
            #expect(copy["new\(round)"] == 1_000)
            #expect(original["word0"] == (round == 0 ? 0 : 7))
            #expect(original["new\(round)"] == nil)
            original = copy
        }
        #expect(original.count == 208)
    }
}
