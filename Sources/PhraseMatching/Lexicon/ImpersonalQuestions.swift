import Foundation

/// The questions whose subject is the impersonal pronoun — "What time is it", "What day is it
/// today" — and the same question asked of a thing: "what time is the party tonight", "what time
/// does the train arrive", "what time does thor start". The first asks for the state of the world
/// (the time now); the second when that thing happens, another question.
///
///     let words = ImpersonalQuestions(language: "en")
///     words.lead(of: ["what", "time", "is", "it", "in", "\u{1}"])            // ["what", "time"]
///     words.asksOfAThing(["what", "time", "does", "the", "train", "arrive"],
///                        lead: ["what", "time"]) { _ in false }              // true
///     words.asksOfAThing(["what", "time", "is", "it", "in", "paris"],
///                        lead: ["what", "time"]) { _ in false }              // false
///
/// Hand-made closed lists per language (general grammar, no app's words):
/// - `pronouns`: the impersonal subject ("it");
/// - `auxiliaries`: the forms of "be" and "do" and the modals a question puts before its
///   subject ("is", "does", "will");
/// - `determiners`: the words a subject noun phrase begins with ("the", "my", "a") — in
///   English also words of little meaning elsewhere, so they are looked for before the
///   language's weak words.
/// English only: French inverts its impersonal pronoun after the verb ("quelle heure est-il",
/// typed "est il" or "il est quelle heure"), and Spanish and Portuguese say none ("qué hora es",
/// "que horas são"), so their questions of a thing ("a qué hora sale el tren") put the subject
/// after the verb with no pronoun to replace; Japanese says none either. Other languages have no
/// lists, and the rule never applies there.
struct ImpersonalQuestions: Sendable {
    /// The lists of the language, each word one token.
    private let pronouns: Set<String>
    private let auxiliaries: Set<String>
    private let determiners: Set<String>

    /// The lists of `language` (a locale or language code), each word made one token by
    /// `tokens` (the locale's normaliser; a word of more tokens is left out).
    init(language locale: String, tokens: (String) -> [String] = { $0.split(separator: " ").map(String.init) }) {
        let lists = Self.table[LocaleRules.language(of: locale).code] ?? Lists()
        func folded(_ words: [String]) -> Set<String> {
            Set(words.compactMap { word in
                let folded = tokens(word)
                return folded.count == 1 ? folded[0] : nil
            })
        }
        pronouns = folded(lists.pronouns)
        auxiliaries = folded(lists.auxiliaries)
        determiners = folded(lists.determiners)
    }

    /// The words a phrase's impersonal question begins with, before its auxiliary and pronoun
    /// ("what", "time" of "What time is it in ${city}"): `nil` when the phrase (its tokens, a
    /// parameter or the app's name as "\u{1}") is no such question, or the pronoun comes
    /// first after its auxiliary ("Will it rain today": nothing before it to look for).
    /// - Complexity: O(n) in the phrase's tokens.
    func lead(of tokens: [String]) -> [String]? {
        guard !pronouns.isEmpty else { return nil }
        for i in tokens.indices where i >= 2 && pronouns.contains(tokens[i]) && auxiliaries.contains(tokens[i - 1]) {
            let lead = Array(tokens[..<(i - 1)])
            return lead.contains("\u{1}") ? nil : lead
        }
        return nil
    }

    /// Whether `tokens` (an utterance's) ask the question `lead` begins of a thing: the lead
    /// said, an auxiliary right after it, and then a subject that is no impersonal pronoun —
    /// a determiner ("the train"), or a word the caller does not find weak at its position
    /// (`isWeak`: "thor"; not "in" of "what time is in singapore", nor a filler, "now" of
    /// "what time is now new york").
    /// - Complexity: O(n × l) in the utterance's tokens and the lead's.
    func asksOfAThing(_ tokens: [String], lead: [String], isWeak: (Int) -> Bool) -> Bool {
        guard !lead.isEmpty, tokens.count >= lead.count + 2 else { return false }
        for start in 0...(tokens.count - lead.count - 2) where tokens[start..<(start + lead.count)].elementsEqual(lead) {
            let auxiliary = start + lead.count, subject = auxiliary + 1
            guard auxiliaries.contains(tokens[auxiliary]), !pronouns.contains(tokens[subject]) else { continue }
            if determiners.contains(tokens[subject]) || !isWeak(subject) { return true }
        }
        return false
    }

    /// The word lists of one language (see the type's comment).
    private struct Lists {
        var pronouns: [String] = []
        var auxiliaries: [String] = []
        var determiners: [String] = []
    }

    /// The lists as typed, by language code.
    private static let table: [String: Lists] = [
        "en": Lists(pronouns: ["it"],
                    auxiliaries: ["is", "are", "was", "were", "does", "do", "did", "will", "would", "can", "could",
                                  "should", "shall", "may", "might", "must"],
                    determiners: ["the", "a", "an", "my", "your", "our", "his", "her", "their", "its", "this", "that",
                                  "these", "those", "some", "any", "all", "every", "each"]),
    ]
}
