import Foundation

/// The words that begin a noun phrase naming a particular thing — "my order", "the last
/// order", "this room", "ma commande", "mi pedido" — by which a request says a word as a
/// thing rather than as a command or a name.
///
///     let words = DeterminerWords(language: "en")
///     words.saysAsThing(at: 2, in: ["track", "my", "order"])              // true: "my order"
///     words.saysAsThing(at: 3, in: ["is", "the", "food", "order", "ready"]) // true
///     words.saysAsThing(at: 3, in: ["the", "food", "to", "order"]) { $0 == "to" } // false: "to" ends it
///     words.saysAsThing(at: 0, in: ["order", "a", "pizza"])                // false: a command
///     words.beginsThing(at: 3, in: ["turn", "off", "in", "my", "room"]) // true
///
/// Two uses (`Automaton.paraphrase`):
/// - a command's verb said after one, the noun phrase's own words between ("how long until my
///   order arrives", "my takeaway order"), names the thing the command made, not the
///   command: an imperative begins its clause, and no determiner comes before a verb — unless
///   an object follows it (`beginsObject`: "this evening order me a pizza", "for my wife
///   order a pizza", or a value: "this weekend order pizza"), a clause said before the command;
/// - words no app in scope uses, after a preposition that introduces an app's name, are no
///   app's name when they begin with one ("turn off the lights in my room", "in this room"):
///   an app's name is a proper name, said bare ("in Kindle", "sur Spotify") — but for a
///   possessive or an article, which one says before an app one owns ("play jazz on my
///   spotify"), only when the words after it are words of the language (`Lexicon.knows`):
///   "room" is, "spotify" is not.
///
/// Hand-made closed lists per language (general grammar, no app's words):
/// - `english`: the definite article, the possessive determiners of every person, the
///   demonstratives but "that" (also a relative pronoun and a conjunction: "the alarm that
///   i set", "make sure that …");
/// - French, Spanish and Portuguese: the possessive determiners and demonstratives only. Their
///   definite articles are also object pronouns said before the verb ("je la commande",
///   "la pido", "a peço"), and Portuguese "a", "o" also a preposition and "no", "na" (em + o)
///   come before names ("no Spotify"): no sign of a noun. Left out too, the words that are
///   another word before a verb once accents are folded or in another role: French "leur"
///   (also "je leur commande"), Spanish "tu" (*tú*), "este", "esta", "estas" (*esté*, *está*,
///   *estás*), Portuguese "este", "esta", "estas" (*está*, *estás*);
/// - Japanese marks no determiner before a noun (its possessive particle の is read
///   character by character with the words around it), and has no list: the rule never
///   applies there.
struct DeterminerWords: Sendable {
    let determiners: Set<String>
    /// The demonstratives among them ("this", "cette", "ese", "esse"): they point at a thing
    /// at hand, and no one says them before an app's name ("on this spotify"), as one says
    /// a possessive ("on my spotify") or an article.
    let demonstratives: Set<String>
    /// The indefinite articles and (English) object pronouns: after a word, it is a verb with
    /// its object (`beginsObject`).
    let objectStarts: Set<String>
    /// How many words of the noun phrase may stand between the determiner and the word
    /// ("my takeaway order", "the last food order").
    let reach = 3

    /// The list of `language` (a locale or language code), each word made one token by
    /// `tokens` (the locale's normaliser: accents folded as typed words are).
    init(language locale: String, tokens: (String) -> [String] = { $0.split(separator: " ").map(String.init) }) {
        let code = LocaleRules.language(of: locale).code
        func folded(_ words: [String]) -> Set<String> {
            Set(words.compactMap { word in
                let folded = tokens(word)
                return folded.count == 1 ? folded[0] : nil
            })
        }
        demonstratives = folded(Self.demonstrativeLists[code] ?? [])
        determiners = folded(Self.lists[code] ?? []).union(demonstratives)
        objectStarts = folded(Self.objectLists[code] ?? [])
    }

    /// Whether the word at `position` of `tokens` begins an object said after a verb: a
    /// determiner, an indefinite article or (English) an object pronoun — "this evening order
    /// me a pizza", "for my wife order a pizza": a noun ("my order") is not followed by one.
    func beginsObject(at position: Int, in tokens: [String]) -> Bool {
        position >= 0 && position < tokens.count
            && (determiners.contains(tokens[position]) || objectStarts.contains(tokens[position]))
    }

    /// Whether the word at `position` of `tokens` is a demonstrative ("this", "cette").
    func isDemonstrative(at position: Int, in tokens: [String]) -> Bool {
        position >= 0 && position < tokens.count && demonstratives.contains(tokens[position])
    }

    /// Whether the word at `position` of `tokens` is a determiner.
    func beginsThing(at position: Int, in tokens: [String]) -> Bool {
        position >= 0 && position < tokens.count && determiners.contains(tokens[position])
    }

    /// Whether the word at `word` is said inside a noun phrase a determiner begins: one is
    /// said before it within `reach` words, with only words of meaning between (`isWeak`
    /// finds none of them: a pronoun, an auxiliary or a preposition ends the noun phrase).
    /// - Complexity: O(`reach`).
    func saysAsThing(at word: Int, in tokens: [String], isWeak: (String) -> Bool = { _ in false }) -> Bool {
        guard word > 0, word < tokens.count, !determiners.isEmpty else { return false }
        var i = word - 1
        while i >= max(0, word - reach) {
            if determiners.contains(tokens[i]) { return true }
            if isWeak(tokens[i]) { return false }
            i -= 1
        }
        return false
    }

    /// The articles and possessives (`demonstrativeLists` adds the demonstratives).
    private static let lists: [String: [String]] = [
        "en": ["the", "my", "your", "his", "her", "its", "our", "their"],
        "fr": ["mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "nos", "votre", "vos", "leurs"],
        "es": ["mi", "mis", "tus", "su", "sus", "nuestro", "nuestra", "nuestros", "nuestras", "vuestro", "vuestra",
               "vuestros", "vuestras"],
        "pt": ["meu", "minha", "meus", "minhas", "teu", "tua", "teus", "tuas", "seu", "sua", "seus", "suas", "nosso",
               "nossa", "nossos", "nossas"],
    ]
    /// Indefinite articles; French "des" left out (also "de les": "ma commande des courses"),
    /// and Romance object pronouns, said before the verb.
    private static let objectLists: [String: [String]] = [
        "en": ["a", "an", "me", "us", "him", "them"],
        "fr": ["un", "une"],
        "es": ["un", "una", "unos", "unas"],
        "pt": ["um", "uma", "uns", "umas"],
    ]
    private static let demonstrativeLists: [String: [String]] = [
        "en": ["this", "these", "those"],
        "fr": ["cette", "ces", "cet"],
        "es": ["estos", "ese", "esa", "esos", "esas"],
        "pt": ["estes", "esse", "essa", "esses", "essas"],
    ]
}
