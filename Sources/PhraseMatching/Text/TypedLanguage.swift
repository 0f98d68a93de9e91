/// The other languages a line may be typed in, read from its little words ("dans", "na",
/// "the") or its script (kana, kanji): the hint for a line that matched nothing because the
/// chat reads another language.
///
///     TypedLanguage.others(in: "ouvre dune dans bibliotheque", than: "en")   // ["fr"]
///     TypedLanguage.others(in: "デューンを開いて", than: "fr")               // ["ja"]
///
/// A word counts for a language when it is one of its closed-class or function words
/// (`ClosedClassWords`, `LocaleRules.functionWords`), two letters or more, and none of the chat's language; the
/// languages with the most such words are named (at most two, else none), only when they
/// are more than the line's little words of the chat's own language.
package enum TypedLanguage {
    /// The languages with word lists, Latin-written first.
    static let latinLanguages = ["en", "fr", "es", "pt"]

    /// The little words of `language`, as `normalizer` writes them.
    static func words(of language: String, _ normalizer: Normalizer) -> Set<String> {
        let rules = LocaleRules(locale: language)
        return rules.functionWords.union(ClosedClassWords.words(language: language).flatMap { normalizer.tokens($0) })
    }

    /// The languages other than `language` that `text` reads as, best first (at most two).
    /// - Complexity: O(t) in the tokens of `text`, once the word lists are read.
    package static func others(in text: String, than language: String) -> [String] {
        let code = LocaleRules.language(of: language).code
        if code != "ja", text.unicodeScalars.contains(where: isJapanese) {
            return ["ja"]
        }
        let normalizer = Normalizer(locale: "en")
        // A letter alone ("e", "y", "a") is too little to tell a language by.
        let tokens = normalizer.tokens(text).filter { $0.count > 1 && $0.unicodeScalars.allSatisfy { $0.isASCII || $0.properties.isAlphabetic } }
        guard !tokens.isEmpty else { return [] }
        let own = code == "ja" ? [] : words(of: code, normalizer)
        // A line says more of another language's little words than of its own: one article
        // of a name in a line of the chat's language ("weather in los angeles") is no hint.
        let ownCount = tokens.filter(own.contains).count
        var counts: [(language: String, count: Int)] = []
        for other in latinLanguages where other != code {
            let theirs = words(of: other, normalizer)
            let count = tokens.filter { theirs.contains($0) && !own.contains($0) }.count
            if count > ownCount { counts.append((other, count)) }
        }
        guard let most = counts.map(\.count).max() else { return [] }
        let best = counts.filter { $0.count == most }.map(\.language)
        return best.count <= 2 ? best : []
    }

    /// Kana and the CJK ideographs: Japanese written as Japanese.
    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF: true
        default: false
        }
    }
}
