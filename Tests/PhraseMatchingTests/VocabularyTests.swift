import Testing
@testable import PhraseMatching

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
