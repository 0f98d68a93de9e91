import Testing
@testable import PhraseMatching

@Suite struct PhraseTemplateTests {
    @Test func parsesTokens() {
        let template = PhraseTemplate("Open ${ shelf } in ${applicationName}")
        #expect(template.segments == [.text("Open "), .parameter("shelf"), .text(" in "), .applicationName])
        #expect(PhraseTemplate("${} and ${x-y} and ${open").segments == [.text("${} and ${x-y} and ${open")])
    }

    /// The byte-level parser of ASCII templates agrees with the general one.
    @Test(arguments: 0..<20)
    func asciiParserAgrees(seed: UInt64) {
        var state = seed &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["$", "{", "}", "${", " ", "a", "Z", "_", "1", "-", "open ", "applicationName", "shelf"]
        for _ in 0..<500 {
            let source = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined()
            #expect(PhraseTemplate.asciiSegments(source) == PhraseTemplate.segments(source), "\(source)")
        }
    }
}

@Suite struct VocabularyTests {
    /// The byte-level deletion variants of ASCII words are the scalar-level ones.
    @Test func asciiDeletionVariantsAgree() {
        for word in ["library", "aab", "bookkeeper", "a", "ab", "mississippi", "lo fi"] {
            let scalars = Array(word.unicodeScalars)
            for limit in 0...2 {
                var general: Set<String> = [word]
                var frontier = [scalars]
                for _ in 0..<limit {
                    var next: [[Unicode.Scalar]] = []
                    for w in frontier where w.count > 1 {
                        for i in w.indices {
                            var s = w
                            s.remove(at: i)
                            if general.insert(String(String.UnicodeScalarView(s))).inserted { next.append(s) }
                        }
                    }
                    frontier = next
                }
                #expect(Set(Vocabulary.deletionVariants(of: scalars, upTo: limit)) == general, "\(word) \(limit)")
            }
        }
    }
}

@Suite struct IntegerHashMapTests {
    /// Random inserts, updates and removals leave the map equal to a Dictionary.
    @Test(arguments: 0..<10)
    func behavesLikeADictionary(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 7
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (state >> 29) % bound
        }
        var map = IntegerHashMap<UInt64>()
        var reference: [UInt64: UInt32] = [:]
        // Few distinct keys, many of them colliding in their top bits, so that clusters form.
        let keySpace: UInt64 = seed % 2 == 0 ? 300 : 5_000
        for _ in 0..<20_000 {
            let key = next(keySpace) << (seed % 3 == 0 ? 32 : 0)
            if next(3) == 0 {
                map[key] = nil
                reference[key] = nil
            } else {
                let value = UInt32(next(1_000))
                map[key] = value
                reference[key] = value
            }
        }
        #expect(map.count == reference.count)
        for key in 0..<keySpace {
            let k = key << (seed % 3 == 0 ? 32 : 0)
            #expect(map[k] == reference[k])
        }
        var seen = 0
        map.forEach { key, value in
            seen += 1
            #expect(reference[key] == value)
        }
        #expect(seen == reference.count)
    }
}

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
