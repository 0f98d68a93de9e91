/// The order in which a language's translations are looked for: the tag itself, then each
/// shorter prefix of it, then the source language.
///
///     LanguageFallback.chain(for: "pt-BR", sourceLanguage: "en")   // ["pt-BR", "pt", "en"]
///     LanguageFallback.sameLanguage("pt_br", "pt-BR")              // true
package enum LanguageFallback {
    /// `language`, its shorter prefixes (`zh-Hans-CN` → `zh-Hans` → `zh`), then
    /// `sourceLanguage` when given; without repeats.
    static func chain(for language: String, sourceLanguage: String?) -> [String] {
        var chain: [String] = []
        var parts = canonical(language).split(separator: "-").map(String.init)
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        if let sourceLanguage, !chain.contains(where: { sameTag($0, sourceLanguage) }) {
            chain.append(sourceLanguage)
        }
        return chain
    }

    /// Whether two tags name the same language and region, ignoring case and `_`/`-`.
    static func sameTag(_ a: String, _ b: String) -> Bool {
        canonical(a).lowercased() == canonical(b).lowercased()
    }

    /// Whether two tags share their language (`pt-BR` and `pt-PT`; `en` and `en-GB`).
    package static func sameLanguage(_ a: String, _ b: String) -> Bool {
        baseLanguage(a) == baseLanguage(b)
    }

    /// The language subtag, lowercased: `pt` for `pt-BR`.
    static func baseLanguage(_ tag: String) -> String {
        String(canonical(tag).prefix { $0 != "-" }).lowercased()
    }

    /// `pt_BR` → `pt-BR`; `Base` (Xcode's development localisation folder) is kept as is.
    static func canonical(_ tag: String) -> String {
        String(tag.map { $0 == "_" ? "-" : $0 })
    }

    /// The value of `table` for the first language of `chain` it has (tags compared with
    /// `sameTag`). Once the requested language's own tags are exhausted, another region of
    /// that language comes before any other language: `pt` finds `pt-BR`.
    static func first<T>(in table: [String: T], along chain: [String]) -> (language: String, value: T)? {
        guard let requested = chain.first.map(baseLanguage) else { return nil }
        var siblingsTried = false
        func sibling() -> (language: String, value: T)? {
            siblingsTried = true
            return table.keys.sorted().first { sameLanguage($0, requested) }.map { ($0, table[$0]!) }
        }
        for language in chain {
            if !siblingsTried, baseLanguage(language) != requested, let found = sibling() { return found }
            if let value = table[language] { return (language, value) }
            if let match = table.first(where: { sameTag($0.key, language) }) { return (match.key, match.value) }
        }
        return siblingsTried ? nil : sibling()
    }
}
