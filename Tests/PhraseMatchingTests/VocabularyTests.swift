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

    /// Typo lookup walks the variants as bytes: the same ones, in the same order, as the
    /// strings `asciiDeletionVariants` lists (the order of typo readings depends on it).
    @Test func deletionVariantsAsBytesInOrder() {
        for word in ["library", "aab", "bookkeeper", "a", "ab", "mississippi", "lo fi", ""] {
            let bytes = Array(word.utf8)
            for limit in 0...2 {
                var walked: [String] = []
                Vocabulary.forEachASCIIDeletionVariant(of: bytes, upTo: limit) { walked.append(String(decoding: $0, as: UTF8.self)) }
                #expect(walked == Vocabulary.asciiDeletionVariants(of: bytes, upTo: limit, distinct: false), "\(word) \(limit)")
            }
        }
    }

    /// Readings found through byte lookup: a typo of an indexed word, not the word itself.
    @Test func typoCandidates() {
        var vocabulary = Vocabulary()
        for word in ["library", "libretto", "dune", "currently", "本棚"] { vocabulary.intern(word) }
        vocabulary.indexTypos()
        let words = { (token: String) in vocabulary.typoCandidates(of: token).map { vocabulary.words[Int($0.word)] } }
        #expect(words("libary") == ["library"])
        #expect(words("curently") == ["currently"])
        #expect(words("library").isEmpty)
        #expect(words("dnue") == ["dune"])
        #expect(words("xyzzy").isEmpty)
    }

    /// Interning a text's tokens by their bytes gives the ids interning `tokens(_:)` gives,
    /// contractions written out and non-ASCII text included.
    @Test func internTokensIsInterningTheTokens() {
        let normalizer = Normalizer(locale: "en")
        var byBytes = Vocabulary()
        var byStrings = Vocabulary()
        for text in ["Whats on at the Café", "Lo-Fi Beats", "what's up", "whats whats", "The Left Hand of Darkness",
                     "IceCubes", "  ", "Ünïcödé wörds", "it's 42"] {
            var ids: [Vocabulary.WordID] = []
            byBytes.internTokens(of: text, normalizer, into: &ids)
            #expect(ids == normalizer.tokens(text).map { byStrings.intern($0) }, "\(text)")
        }
        #expect(byBytes.words == byStrings.words)
    }
}

@Suite struct KnownWordReadingsTests {
    /// A word's typo readings read back once kept are the ones found the first time, and a
    /// word added to the typo index afterwards is among them: the vocabulary starts a new
    /// store when its index changes. A copy made before keeps the readings of its own words.
    @Test func readingsKeptUntilTheIndexChanges() {
        var vocabulary = Vocabulary()
        for word in ["harbor", "harbors", "garden", "library", "dune"] { vocabulary.intern(word) }
        vocabulary.indexTypos()
        let words = { (vocabulary: Vocabulary, token: String) in
            vocabulary.typoCandidates(of: token).map { vocabulary.words[Int($0.word)] }
        }
        #expect(words(vocabulary, "harbor") == ["harbors"])
        #expect(words(vocabulary, "harbor") == ["harbors"])
        let before = vocabulary
        vocabulary.intern("harbour")
        vocabulary.indexTypos()
        #expect(words(vocabulary, "harbor") == ["harbors", "harbour"])
        #expect(words(before, "harbor") == ["harbors"])
        // Tokens not in the vocabulary are looked up every time, as before.
        #expect(words(vocabulary, "harbr") == ["harbor"])
    }

    /// Kept or not, every word's readings are what its deletion variants give, for all the
    /// words of the fixtures' automaton, twice over.
    @Test func keptReadingsAreTheLookedUpOnes() {
        var automaton = Automaton(locale: "en")
        automaton.add(Fixtures.library)
        automaton.add(Fixtures.music)
        let vocabulary = automaton.vocabulary
        var fresh = vocabulary
        fresh.intern("zzzz-not-a-word")
        fresh.indexTypos()
        for word in vocabulary.words {
            let first = vocabulary.typoCandidates(of: word)
            let kept = vocabulary.typoCandidates(of: word)
            #expect(first.map(\.word) == kept.map(\.word) && first.map(\.edits) == kept.map(\.edits), "\(word)")
            // The same lookup in a vocabulary with one more, unrelated word, nothing kept yet.
            let again = fresh.typoCandidates(of: word)
            #expect(first.map(\.word) == again.map(\.word) && first.map(\.edits) == again.map(\.edits), "\(word)")
        }
    }
}
