/// Light stemmers for French, Spanish and Portuguese: plural, feminine and the verb endings
/// of commands (infinitive, imperative, present, participle, gerund), in the spirit of the
/// Snowball and Savoy light stemmers but written here and kept conservative: a rule applies
/// only if at least `minimumStem` letters remain, and derivational suffixes (-ment, -ción,
/// -eur…) are left alone, so unrelated words rarely share a stem.
///
///     RomanceStemmer.french.stem("changer")    // "chang", as "change", "changez", "changée"
///     RomanceStemmer.portuguese.stem("troque") // "troc", as "trocar", "trocou", "trocando"
///
/// Input is a token as the locale's `Normalizer` makes it: lowercased, diacritics removed
/// ("changé" arrives as "change").
struct RomanceStemmer: Sendable {
    /// Rule lists applied in order; in each, the longest matching suffix is replaced (at
    /// most one rule of a list applies).
    let steps: [[(suffix: String, replacement: String)]]
    /// Final respellings of the stem (Portuguese "troqu" → "troc": "troque" is "trocar").
    let respellings: [(suffix: String, replacement: String)]
    let minimumStem: Int
    /// Pronouns joined to a verb's end, taken off before the rules (Spanish "dímelo" is
    /// "di"); nil where they are written apart (French "montre-moi" and Portuguese
    /// "mostre-me" are two tokens, the hyphen a space to the `Normalizer`).
    let enclitics: EncliticPronouns?
    /// Words that are their own stem: the language's closed-class words and function words
    /// (`ClosedClassWords`, `LocaleRules.functionWords`), no verb forms to cut: Portuguese
    /// "estou" (I am) is not "estado" (state, est-ado), "para" (for) not "pare" (stop).
    let kept: Set<String>

    init(steps: [[(suffix: String, replacement: String)]], respellings: [(suffix: String, replacement: String)],
         minimumStem: Int, enclitics: EncliticPronouns?, language: String) {
        self.steps = steps
        self.respellings = respellings
        self.minimumStem = minimumStem
        self.enclitics = enclitics
        let normalizer = Normalizer(locale: language)
        kept = Set((ClosedClassWords.words(language: language) + LocaleRules.language(of: language).functionWords)
            .map { normalizer.tokens($0) }.filter { $0.count == 1 }.map { $0[0] })
            // "para" is also a command of parar (stop): "para de rastrear" says "Pare de
            // rastrear", as Brazilians say it, so it keeps the verb's stem.
            .subtracting(["para"])
    }

    /// - Complexity: O(r · n): r rules, n the length of `word`.
    func stem(_ word: String) -> String {
        if kept.contains(word) { return word }
        var word = word
        if let enclitics, let verb = enclitics.verb(in: word) { word = verb }
        guard word.count > minimumStem else { return word }
        for step in steps {
            if let rule = step.first(where: {
                word.hasSuffix($0.suffix) && word.count - $0.suffix.count + $0.replacement.count >= minimumStem
            }) {
                word = String(word.dropLast(rule.suffix.count)) + rule.replacement
            }
        }
        if let rule = respellings.first(where: { word.hasSuffix($0.suffix) && word.count > $0.suffix.count + 1 }) {
            word = String(word.dropLast(rule.suffix.count)) + rule.replacement
        }
        return word
    }

    /// First-person plural verb endings, which the plural rules leave for the verb rules
    /// ("cambiamos" is not the plural of "cambiamo").
    private static let verbPlurals = ["amos", "emos", "imos"].map { ($0, $0) }

    /// Rules sorted longest suffix first, so that the longest one that fits applies.
    private static func rules(_ pairs: [(String, String)]) -> [(suffix: String, replacement: String)] {
        pairs.sorted { $0.0.count > $1.0.count }.map { (suffix: $0.0, replacement: $0.1) }
    }
    private static func removing(_ suffixes: [String]) -> [(suffix: String, replacement: String)] {
        rules(suffixes.map { ($0, "") })
    }

    /// French. Plurals first ("cartes" → "carte", "journaux" → "journal"), then verb
    /// endings and the feminine -e: "porte", "porter", "portez", "portée" → "port"; the
    /// -oyer verbs write y before a sounded ending ("envoie" → "envoy", as "envoyer").
    /// First-person plural and third-person forms (-ons, -ent) are not commands and would
    /// cut nouns ("maison", "moment"), so they stay.
    static let french = RomanceStemmer(
        steps: [
            rules([("eaux", "eau"), ("aux", "al"), ("eux", "eu"), ("s", "")]),
            removing(["issant", "issez", "erai", "eras", "era", "erez", "eront", "erait", "eant",
                      "ant", "er", "ez", "ir", "ee", "e"]),
        ],
        respellings: [("oi", "oy")],
        minimumStem: 3,
        enclitics: nil,
        language: "fr")

    /// Spanish. Pronouns joined to a command, infinitive or gerund first ("muéstrame",
    /// "dímelo", "borrarlo": `EncliticPronouns`), then plurals ("lugares" → "lugar",
    /// "luces" → "luz"), then verb endings and gender: "cambiar", "cambia", "cambio",
    /// "cambiando", "cambiado" → "cambi".
    /// Stem-changing verbs keep two stems ("mostrar" → "mostr", "muestra" → "muestr"):
    /// undoing ue → o would also join "cuenta" (account) to "contar" (count).
    static let spanish = RomanceStemmer(
        steps: [
            rules([("ces", "z"), ("res", "r"), ("les", "l"), ("nes", "n"), ("des", "d"), ("ses", "s"), ("s", "")]
                  + verbPlurals),
            removing(["iendo", "ando", "ieron", "aron", "abamos", "aban", "aba", "ado", "ada", "ido",
                      "ida", "amos", "emos", "imos", "aria", "arian", "aran", "are", "aste", "iste",
                      "ar", "er", "ir", "an", "en", "o", "a", "e"]),
        ],
        respellings: [("qu", "c"), ("gu", "g")],
        minimumStem: 3,
        enclitics: .spanish,
        language: "es")

    /// Brazilian Portuguese. Plurals first ("botões" → "botão", "animais" → "animal",
    /// "viagens" → "viagem"), then verb endings and gender: "trocar", "troca", "trocou",
    /// "troque", "trocando" → "troc" (the spelling "qu" before e is "c" before a).
    static let portuguese = RomanceStemmer(
        steps: [
            rules([("oes", "ao"), ("aes", "ao"), ("ais", "al"), ("eis", "el"), ("ois", "ol"),
                   ("ns", "m"), ("res", "r"), ("zes", "z"), ("ses", "s"), ("s", "")] + verbPlurals),
            removing(["ando", "endo", "indo", "aram", "eram", "iram", "avam", "ava", "ado", "ada",
                      "ido", "ida", "amos", "emos", "imos", "ou", "eu", "iu", "ei", "ar", "er", "ir",
                      "am", "em", "a", "e", "o"]),
        ],
        respellings: [("qu", "c"), ("gu", "g")],
        minimumStem: 3,
        enclitics: nil,
        language: "pt")
}
