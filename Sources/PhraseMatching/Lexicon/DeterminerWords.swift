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
///   command: an imperative begins its clause, and no determiner comes before a verb;
/// - words no app in scope uses, after a preposition that introduces an app's name, are no
///   app's name when they begin with one ("turn off the lights in my room", "in this room"):
///   an app's name is a proper name, said bare ("in Kindle", "sur Spotify").
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
    /// How many words of the noun phrase may stand between the determiner and the word
    /// ("my takeaway order", "the last food order").
    let reach = 3

    /// The list of `language` (a locale or language code), each word made one token by
    /// `tokens` (the locale's normaliser: accents folded as typed words are).
    init(language locale: String, tokens: (String) -> [String] = { $0.split(separator: " ").map(String.init) }) {
        let words = Self.lists[LocaleRules.language(of: locale).code] ?? []
        determiners = Set(words.compactMap { word in
            let folded = tokens(word)
            return folded.count == 1 ? folded[0] : nil
        })
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

    private static let lists: [String: [String]] = [
        "en": ["the", "my", "your", "his", "her", "its", "our", "their", "this", "these", "those"],
        "fr": ["mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "nos", "votre", "vos", "leurs",
               "cette", "ces", "cet"],
        "es": ["mi", "mis", "tus", "su", "sus", "nuestro", "nuestra", "nuestros", "nuestras", "vuestro", "vuestra",
               "vuestros", "vuestras", "estos", "ese", "esa", "esos", "esas"],
        "pt": ["meu", "minha", "meus", "minhas", "teu", "tua", "teus", "tuas", "seu", "sua", "seus", "suas", "nosso",
               "nossa", "nossos", "nossas", "estes", "esse", "essa", "esses", "essas"],
    ]
}
