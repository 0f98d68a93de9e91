import Testing
@testable import PhraseMatching

/// The Stemmer's choice of rules by locale, and its words over tokens.
@Suite struct StemmerTests {
    @Test(arguments: [("en", "en"), ("en-US", "en"), ("fr-CA", "fr"), ("es_MX", "es"), ("pt-BR", "pt"), ("ja-JP", "ja"), ("de", "de")])
    func languageComesFromTheLocale(locale: String, language: String) {
        #expect(Stemmer(language: locale).language == language)
    }

    @Test func aLanguageWithoutRulesKeepsItsWords() {
        let stemmer = Stemmer(language: "de")
        #expect(stemmer.stem("häuser") == "häuser")
        #expect(stemmer.words(in: ["die", "häuser"]).map(\.stem) == ["die", "häuser"])
    }

    @Test func oneWordATokenOutsideJapanese() {
        let words = Stemmer(language: "fr").words(in: ["supprime", "les", "cartes"])
        #expect(words == [Stemmer.Word(range: 0..<1, stem: "supprim"), Stemmer.Word(range: 1..<2, stem: "les"),
                          Stemmer.Word(range: 2..<3, stem: "cart")])
        #expect(Stemmer(language: "en").words(in: []).isEmpty)
        #expect(Stemmer(language: "ja").words(in: []).isEmpty)
    }

    @Test func stemmingTwiceChangesNothingMoreForCommonWords() {
        // Not a property of every stemmer, but of these on the words of commands: a stem
        // looked up again (as a phrase word already stemmed) finds itself.
        let cases: [(String, [String])] = [
            ("en", ["freezing", "cards", "deleted", "accounts", "played"]),
            ("fr", ["changer", "cartes", "supprimez"]),
            ("es", ["cambiar", "tarjetas", "borrando"]),
            ("pt", ["trocar", "cartões", "excluindo"]),
        ]
        for (language, words) in cases {
            let stemmer = Stemmer(language: language)
            for word in words {
                let once = stemmer.stem(word)
                #expect(stemmer.stem(once) == once, "\(language) \(word) → \(once) → \(stemmer.stem(once))")
            }
        }
    }
}
