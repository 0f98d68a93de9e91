import Testing
import TestSupport
@testable import PhraseMatching

/// The exact walk's tokeniser (`ASCIIWordRanges`, eight bytes at a time) reads a line as
/// `Normalizer.scanASCIIWords` does, byte by byte: the same tokens, lowercased, and none
/// for a line with a byte past ASCII.
@Suite struct ASCIIWordRangesTests {
    /// The tokens `ASCIIWordRanges.scan` finds in `line`, each read back both ways the
    /// walk reads them (packed as a vocabulary key, and as bytes), or `nil`.
    static func ranges(_ line: String, splitsOnApostrophe: Bool) -> [String]? {
        let bytes = Array(line.utf8)
        let capacity = ASCIIWordRanges.tokenCapacity(forBytes: bytes.count)
        var text = [UInt64](repeating: 0xFFFF_FFFF_FFFF_FFFF, count: ASCIIWordRanges.textWords(forBytes: bytes.count))
        var starts = [Int32](repeating: -1, count: capacity), ends = [Int32](repeating: -1, count: capacity)
        let count = bytes.withUnsafeBufferPointer { bytes in
            text.withUnsafeMutableBufferPointer { text in
                starts.withUnsafeMutableBufferPointer { starts in
                    ends.withUnsafeMutableBufferPointer { ends in
                        ASCIIWordRanges.scan(bytes, splitsOnApostrophe: splitsOnApostrophe, text: text, starts: starts, ends: ends)
                    }
                }
            }
        }
        guard let count else { return nil }
        return text.withUnsafeMutableBufferPointer { text in
            (0..<count).map { index in
                let start = Int(starts[index]), length = Int(ends[index]) - start
                let token = String(decoding: UnsafeRawBufferPointer(text)[start..<(start + length)], as: UTF8.self)
                if length <= StringHashMap.packedLength {
                    var map = StringHashMap()
                    map[token] = 7
                    #expect(map.value(packedASCII: ASCIIWordRanges.packedKey(text, start: start, length: length),
                                      length: length) == 7, "'\(line)': '\(token)'")
                }
                return token
            }
        }
    }

    /// `Normalizer.scanASCIIWords`' tokens of `line`, or `nil` when it is not ASCII or has none.
    static func scanned(_ line: String, splitsOnApostrophe: Bool) -> [String]? {
        guard line.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var tokens: [String] = [], letters: [UInt8] = []
        Array(line.utf8).withUnsafeBufferPointer { bytes in
            Normalizer.scanASCIIWords(bytes, splitsOnApostrophe: splitsOnApostrophe, letter: { letters.append($0) }, end: {
                tokens.append(String(decoding: letters, as: UTF8.self))
                letters = []
            })
        }
        return tokens.isEmpty ? nil : tokens
    }

    @Test(arguments: 0..<40)
    func theTokensAreScanASCIIWordss(seed: UInt64) {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        // Every ASCII byte class the scanner tells apart, and the bytes beside the letters'
        // and digits' ranges, where a wrong bound would show.
        let pieces = ["Open", "DUNE", "in", "Library", "a", "Z", "0", "9", "42", " ", "  ", ",", "-", "_", "@", "[", "`", "{",
                      "/", ":", "'", "'s", "'S", "\t", "\u{7F}", "\u{1}", "supercalifragilisticexpialidocious",
                      "abcdefghijklmnopqrstuvwx", "abcdefghijklmnop", "abcdefgh", "é", "本"]
        for splits in [false, true] {
            for _ in 0..<100 {
                // Lengths across several 8-byte words and 64-byte masks.
                let line = (0..<random.next(below: 40)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
                #expect(Self.ranges(line, splitsOnApostrophe: splits) == Self.scanned(line, splitsOnApostrophe: splits),
                        "seed \(seed), splits \(splits): '\(line)'")
            }
        }
    }

    @Test func linesOfWholeWordsAndMasks() {
        for length in [1, 7, 8, 9, 15, 16, 17, 23, 24, 25, 63, 64, 65, 127, 128, 129] {
            let word = String(repeating: "Ab", count: 70).prefix(length)
            for line in [String(word), " " + word, word + " ", String(repeating: "x ", count: length / 2) + word] {
                #expect(Self.ranges(line, splitsOnApostrophe: false) == Self.scanned(line, splitsOnApostrophe: false), "'\(line)'")
            }
        }
        #expect(Self.ranges("Open Dune", splitsOnApostrophe: false) == ["open", "dune"])
        #expect(Self.ranges("l'app d'Atlas", splitsOnApostrophe: true) == ["l", "app", "d", "atlas"])
        #expect(Self.ranges("don't stop", splitsOnApostrophe: false) == ["dont", "stop"])
        #expect(Self.ranges("open café", splitsOnApostrophe: false) == nil)
        #expect(Self.ranges(" ,- ", splitsOnApostrophe: false) == nil)
    }
}
