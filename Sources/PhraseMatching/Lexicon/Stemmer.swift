/// Reduces an inflected word to a stem shared by its forms, so that matching can compare
/// words whatever their inflection: freeze/frozen/freezing, card/cards, changer/change,
/// cambiar/cambia, trocar/troque, 開く/開いて/開けて.
///
///     Stemmer(language: "en").stem("frozen")                  // "freez", as "freezing"
///     Stemmer(language: "ja").words(in: ["開", "い", "て"])     // [開 (0..<3)]
///
/// Languages: `en` (Porter2 and WordNet's irregular forms, `EnglishStemmer`), `fr`, `es`,
/// `pt` (light suffix rules, `RomanceStemmer`), `ja` (kanji stem and conjugated ending,
/// `JapaneseStemmer`); any other language's words are their own stems. `language` is a
/// locale or language code ("pt-BR" is `pt`).
///
/// Words: a token as the locale's `Normalizer` makes it (lowercased, no diacritics) is a
/// word, except in Japanese, where the `Normalizer` makes one token per character: there a
/// word is a kanji run with its kana ending, or a katakana run, so `words(in:)` is how to
/// stem Japanese tokens; `stem(_:)` on a Japanese string stems each of its words and joins
/// them ("削除して" → "削除").
struct Stemmer: Sendable {
    /// A word of a token sequence: which tokens it covers and its stem.
    struct Word: Sendable, Hashable {
        let range: Range<Int>
        let stem: String
    }

    enum Rules: Sendable {
        case english, romance(RomanceStemmer), japanese, identity
    }

    /// The language code the stemmer works in (`"en"`…), or the code it was given if it
    /// has no rules for it.
    let language: String
    let rules: Rules

    init(language: String) {
        let code = LocaleRules.language(of: language).code
        self.language = code
        switch code {
        case "en": rules = .english
        case "fr": rules = .romance(.french)
        case "es": rules = .romance(.spanish)
        case "pt": rules = .romance(.portuguese)
        case "ja": rules = .japanese
        default: rules = .identity
        }
    }

    /// The stem of one word.
    /// - Complexity: O(n) in the length of `word`.
    func stem(_ word: String) -> String {
        switch rules {
        case .english: EnglishStemmer.stem(word)
        case .romance(let rules): rules.stem(word)
        case .japanese: JapaneseStemmer.stem(word)
        case .identity: word
        }
    }

    /// The words of `tokens` (as a `Normalizer` of the language makes them) with their
    /// stems: one word a token, except in Japanese (see the type's summary).
    /// - Complexity: O(n) in the number of tokens.
    func words(in tokens: [String]) -> [Word] {
        if case .japanese = rules { return JapaneseStemmer.words(in: tokens) }
        return tokens.indices.map { Word(range: $0..<$0 + 1, stem: stem(tokens[$0])) }
    }
}
