import Testing
import TestSupport
@testable import PhraseMatching

/// Phrases, values and typed text become the same tokens: compatibility forms, case,
/// diacritics, punctuation, apostrophes, hyphens, contractions, scripts without spaces.
@Suite struct NormalizerTests {
    static let english = Normalizer(locale: "en")
    static let french = Normalizer(locale: "fr")
    static let japanese = Normalizer(locale: "ja")

    @Test(arguments: [
        ("What's  Lo-Fi, please?", ["what", "is", "lo", "fi", "please"]),
        ("ＯＰＥＮ Ｄｕｎｅ", ["open", "dune"]),                 // full-width forms
        ("Café CRÈME brûlée", ["cafe", "creme", "brulee"]),   // case and diacritics
        ("  \t\n", []),
        ("rock'n'roll", ["rocknroll"]),                        // apostrophes join
        ("don't", ["do", "not"]),                              // contractions written out
        ("dont", ["do", "not"]),
        ("x-ray 3-D", ["x", "ray", "3", "d"]),
        ("📚 → ★", []),
    ])
    func english(text: String, expected: [String]) {
        #expect(Self.english.tokens(text) == expected)
    }

    /// A contraction is written out as tokens, so its words are written as the normaliser
    /// makes them ("voce", not "você", which no phrase token is).
    @Test(arguments: Language.all)
    func contractionsAreWrittenOutAsTokens(_ language: Language) {
        let normalizer = Normalizer(locale: language.code)
        for (contraction, words) in language.contractions {
            #expect(words.allSatisfy { normalizer.tokens($0) == [$0] }, "\(language.code): \(contraction) → \(words)")
        }
    }

    /// Chat abbreviations and spoken contractions read as the words they stand for.
    @Test(arguments: [
        ("en", "can u open ur favorites", "can you open your favorites"),
        ("es", "lo q estoy leyendo xfa", "lo que estoy leyendo por favor"),
        ("pt-BR", "vc pode ir pro mapa", "você pode ir para o mapa"),
        ("pt-BR", "oq eu tô lendo", "o que eu tô lendo"),
    ])
    func chatAbbreviations(_ locale: String, _ typed: String, _ written: String) {
        let normalizer = Normalizer(locale: locale)
        #expect(normalizer.tokens(typed) == normalizer.tokens(written))
    }

    @Test func elisionLanguagesSplitOnApostrophes() {
        #expect(Self.french.tokens("L'Étranger d’Albert") == ["l", "etranger", "d", "albert"])
        #expect(Self.french.tokens("aujourd'hui") == Self.french.tokens("aujourd hui"))
    }

    @Test func scriptsWithoutSpacesHaveATokenACharacter() {
        #expect(Self.japanese.tokens("本を 開く") == ["本", "を", "開", "く"])
        // Voicing marks are kept: が is not か.
        #expect(Self.japanese.tokens("が") != Self.japanese.tokens("か"))
        // Half-width katakana read as full-width.
        #expect(Self.japanese.tokens("ｶﾞｲﾄﾞ") == Self.japanese.tokens("ガイド"))
        #expect(Normalizer.joined(["本", "を", "開", "く", "dune"]) == "本を開く dune")
    }

    @Test func normalizedIsTheTokensJoined() {
        #expect(Self.english.normalized("  Open   LO-FI beats! ") == "open lo fi beats")
    }

    @Test func runsOfCombiningMarksAreCut() {
        let zalgo = "e" + String(repeating: "\u{301}", count: 100)
        #expect(Normalizer.streamSafe(zalgo).unicodeScalars.count == 1 + Normalizer.maxCombiningMarks)
        #expect(Normalizer.streamSafe("café") == "café")
        #expect(Self.english.tokens(zalgo) == ["e"])
    }

    /// The token stream the compiler names values with (`forEachToken`) is `tokens(_:)`,
    /// on ASCII and other text alike: a value titled "What's Up" answers to "what's up".
    @Test(arguments: 0..<20)
    func forEachTokenIsTokens(seed: UInt64) {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        let pieces = ["What's", "don't", "Lo-Fi", "l'app", "a", "B", "1", " ", ",", "'", "`", "-", "_", "x", "é", "本", "Ｘ"]
        for normalizer in [Self.english, Self.french, Self.japanese] {
            for _ in 0..<50 {
                let text = (0..<random.next(below: 10)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
                var streamed: [String] = []
                normalizer.forEachToken(text) { streamed.append($0) }
                #expect(streamed == normalizer.tokens(text), "seed \(seed), \(normalizer.locale): '\(text)'")
            }
        }
    }

    /// ASCII text has a fast path; it reads text as the general path does.
    @Test(arguments: 0..<20)
    func theASCIIPathAgreesWithTheGeneralOne(seed: UInt64) {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        let pieces = ["What's", "dont", "Lo-Fi", "l'app", "a", "B", "1", " ", ",", "'", "`", "-", "_", "x", "!", "~", "\t"]
        for normalizer in [Self.english, Self.french] {
            for _ in 0..<50 {
                let text = (0..<random.next(below: 10)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
                // A trailing "é" sends the text down the general path, adding the token "e".
                let general = normalizer.tokens(text + " é")
                #expect(normalizer.tokens(text) + ["e"] == general, "seed \(seed), \(normalizer.locale): '\(text)'")
            }
        }
    }

    @Test func aValueNamedWithAContractionAnswersToIt() throws {
        let catalog = Catalog(
            locale: "en", app: AppDescription(name: "Shelf"),
            types: ["Film": ValueType(kind: .entity, title: "Film", values: [
                ParameterValue(id: "w", title: "What's Up"), ParameterValue(id: "d", title: "Don't Look Up")])],
            intents: ["Open": IntentDescriptor(title: "Open", parameters: [ParameterDescriptor(name: "film", type: "Film", title: "Film")])],
            shortcuts: [ShortcutDescriptor(intent: "Open", phrases: ["Open ${film} in ${applicationName}"])])
        let matcher = try PhraseMatcher(catalogs: [catalog])
        for (utterance, id) in [("open what's up in shelf", "w"), ("open what is up in shelf", "w"),
                                ("open don't look up in shelf", "d"), ("open do not look up in shelf", "d")] {
            let result = matcher.match(utterance)
            #expect(result.status == .matched && result.best?.kind == .exact, "\(utterance): \(result.status)")
            #expect(result.best?.parameter?.value == id, "\(utterance)")
        }
        try matcher.checkInvariants()
    }
}
