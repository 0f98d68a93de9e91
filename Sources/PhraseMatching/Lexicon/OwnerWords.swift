import Foundation

/// The words by which a request says that what it names is the user's own — "my events",
/// "mes événements", "mis eventos", "meus eventos", "私のイベント" — and those by which a
/// phrase names a particular thing rather than any of a kind: "the lights", "my alarms".
///
///     let words = OwnerWords(language: "en")
///     words.ownerEnds(in: ["show", "me", "my", "events"])    // [3]: "events" is named as the user's
///     words.namesParticular(["find", "events", "near", "me"]) // false: any events, a search
///
/// An app whose phrases never name a particular thing — "Find events near me", "Recommend
/// a movie", "Find a ${dish} recipe": bare nouns and indefinite articles only — searches a
/// catalogue of the world's things; it keeps nothing of the user's. A request that names its
/// word as the user's own ("show me my events", "what is my next event") asks for the
/// user's data (a calendar), which such an app does not have (`Automaton.paraphrase`,
/// `MatchExplanation.Refusal.usersOwnThing`). An app that names its things as particular
/// ("Turn on the lights", "Show my alarms") keeps or acts on the user's things: "turn on my
/// lights" is its request.
///
/// Hand-made closed lists per language (general grammar, no app's words):
/// - `possessives`: the first-person possessive determiners (singular and plural owner);
///   Spanish "mi" is also "mí" once accents are folded ("para mí"), the pronoun said after a
///   preposition, which only its written accent tells apart (the RAE's *tilde diacrítica*):
///   `pronouns` lists such forms, and a possessive typed so is no possessive;
/// - `definiteArticles`: the definite articles. Portuguese "o", "a" are also a pronoun and a
///   preposition, so nearly every Portuguese app names something particular and the rule
///   seldom applies there (never wrongly). Japanese has no articles and seldom says whose a
///   thing is: there only a phrase that says a possessive (私の, 自分の…) names a particular
///   thing, so a Japanese app's phrases must say one for "私のX" to be its request.
/// Demonstratives are neither: "this weekend", "this word" point at the moment or the thing
/// talked of, whoever owns it.
struct OwnerWords: Sendable {
    /// The first-person possessives, each as its normalised tokens ("私の" is "私", "の").
    let possessives: [[String]]
    /// The possessives and the definite articles, each as its normalised tokens.
    let particulars: [[String]]
    /// The pronouns written as a possessive but for an accent ("mí"), lowercased, and the
    /// possessive each folds to ("mi").
    let pronouns: [(typed: String, possessive: String)]

    /// The lists of `language` (a locale or language code), each made tokens by `tokens`
    /// (the locale's normaliser: accents folded as typed words are).
    init(language locale: String, tokens: (String) -> [String] = { $0.split(separator: " ").map(String.init) }) {
        let lists = Self.lists[LocaleRules.language(of: locale).code] ?? Lists()
        possessives = lists.possessives.map(tokens).filter { !$0.isEmpty }
        particulars = possessives + lists.definiteArticles.map(tokens).filter { !$0.isEmpty }
        pronouns = lists.pronouns.compactMap { pronoun in
            let folded = tokens(pronoun)
            return folded.count == 1 ? (pronoun.lowercased(), folded[0]) : nil
        }
    }

    /// The positions right after each first-person possessive said: where the word it makes
    /// the user's, or a word before it ("my next event"), begins.
    /// - Complexity: O(n × p) in the tokens and the possessives.
    /// With the text as typed, a possessive typed as a pronoun ("para mí eventos") is none,
    /// when the typed words say it as many times as the tokens do (else each counts).
    /// - Complexity: O(n × p) in the tokens and the possessives, and O(c) in the typed characters.
    func ownerEnds(in tokens: [String], typed: String? = nil) -> [Int] {
        guard !possessives.isEmpty else { return [] }
        var pronounAt = Set<Int>()
        if let typed, !pronouns.isEmpty {
            let typedWords = typed.lowercased().split { !$0.isLetter }.map(String.init)
            for (pronoun, possessive) in pronouns where typedWords.contains(pronoun) {
                let said = tokens.indices.filter { tokens[$0] == possessive }
                let typedForms = typedWords.filter { $0 == pronoun || $0 == possessive }
                guard said.count == typedForms.count else { continue }
                for (position, form) in zip(said, typedForms) where form == pronoun { pronounAt.insert(position) }
            }
        }
        return tokens.indices.compactMap { i in
            guard !pronounAt.contains(i) else { return nil }
            return possessives.first { run in
                i + run.count <= tokens.count && tokens[i..<(i + run.count)].elementsEqual(run)
            }.map { i + $0.count }
        }
    }

    /// Whether `tokens` (a phrase's, a parameter as "\u{1}") say a possessive or a definite
    /// article before a noun — a word `isWeak` does not find, or the parameter: the phrase
    /// names a particular thing. (Spanish "cerca de mí", folded "mi", determines no noun.)
    /// - Complexity: O(n × p) in the tokens and the lists' words.
    func namesParticular(_ tokens: [String], isWeak: (String) -> Bool) -> Bool {
        tokens.indices.contains { i in
            particulars.contains { run in
                let next = i + run.count
                return next < tokens.count && tokens[i..<next].elementsEqual(run) && !isWeak(tokens[next])
            }
        }
    }

    private struct Lists {
        var possessives: [String] = []
        var definiteArticles: [String] = []
        var pronouns: [String] = []
    }

    private static let lists: [String: Lists] = [
        "en": Lists(possessives: ["my", "our"], definiteArticles: ["the"]),
        "fr": Lists(possessives: ["mon", "ma", "mes", "notre", "nos"], definiteArticles: ["le", "la", "les", "l'"]),
        "es": Lists(possessives: ["mi", "mis", "nuestro", "nuestra", "nuestros", "nuestras"],
                    definiteArticles: ["el", "la", "los", "las"], pronouns: ["mí"]),
        "pt": Lists(possessives: ["meu", "minha", "meus", "minhas", "nosso", "nossa", "nossos", "nossas"],
                    definiteArticles: ["o", "a", "os", "as"]),
        // Kanji forms only: Japanese is read character by character, and the kana forms are
        // found inside other words ("おうちの" of a home, "そのうちの" of some of them).
        "ja": Lists(possessives: ["私の", "僕の", "俺の", "自分の"]),
    ]
}
