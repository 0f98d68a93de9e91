import Foundation

/// The words by which a request says a command's verb as a state rather than a command: "is
/// my alarm set", "what alarms do I have set", "have I set an alarm", "did you set an alarm". Such a request asks about the thing
/// the command would act on; it does not ask for the command again.
///
///     let words = StateWords(language: "en")
///     words.saysAsState(at: 3, in: ["is", "my", "alarm", "set"])   // true: "is … set"
///     words.saysAsState(at: 0, in: ["set", "an", "alarm"])         // false: a command
///     words.saysAsState(at: 2, in: ["can", "you", "set", "an", "alarm"]) // false
///     words.asks(["what", "alarms", "do", "i", "have"])             // true: a question phrase
///
/// Hand-made closed lists per language (general grammar, no app's words):
/// - `states`: the forms of "be" that put a past participle after them as a state: "is …
///   set" (the auxiliary up to five words before, the subject between: "is my reminder alarm
///   set");
/// - `perfects` ("have", "has", "had") and `doSupport` ("did", "do", "does"), an auxiliary
///   only beside a subject pronoun ("have I set", "I have set", "do you have … set", "did you
///   set"): "have an alarm set for six" is a command, "have" its verb;
/// - `objectStarts`: the determiners that start a noun phrase. A participle said as a state
///   takes no object, so a verb with one right after it ("set an alarm") is a state only
///   after a perfect or a question said right before it, beside its subject pronoun ("have I
///   set an alarm", "I have set an alarm", "did you set an alarm"): in "my flight is at six
///   set an alarm" or "we have a meeting at seven set an alarm", what comes before is a clause
///   of its own, and "set" its command; `middleAdverbs` ("already", "ever", "not") may stand
///   between them ("have you already set an alarm");
/// - `breaks`: words after which the verb starts a clause of its own ("to" of "is it
///   possible to set an alarm", "and", "then"): an infinitive or a new command;
/// - `questions`: the question words (and the auxiliaries a yes/no question starts with)
///   that make a phrase a question: a shortcut with such a phrase asks about its thing
///   ("What alarms do I have"), and the state of its thing is what it answers ("how many
///   alarms are listed").
/// English only for now: French, Spanish and Portuguese lists ("est réglée", "está programada")
/// were tried and did not refuse the command in tests (the participle is not read as the
/// command's verb there); Japanese marks a state by the verb's form (セットしてある). Other
/// languages have no lists, and the rule never applies there.
struct StateWords: Sendable {
    /// The lists of the language, each word one token.
    private let lists: Lists

    /// The lists of `language` (a locale or language code), each word made one token by
    /// `tokens` (the locale's normaliser: accents folded as typed words are; a word of more
    /// tokens is left out).
    init(language locale: String, tokens: (String) -> [String] = { $0.split(separator: " ").map(String.init) }) {
        var lists = Self.table[LocaleRules.language(of: locale).code] ?? Lists()
        for list in Lists.wordLists {
            lists[keyPath: list] = Set(lists[keyPath: list].compactMap { word in
                let folded = tokens(word)
                return folded.count == 1 ? folded[0] : nil
            })
        }
        self.lists = lists
    }

    /// Whether the word at `verb` of `tokens` is said as a state or a past: an auxiliary
    /// before it (`states`, or `perfects` / `doSupport` beside a subject pronoun) within
    /// `reach` words, and no `breaks` word between; with an object right after the verb
    /// (`objectStarts`), only a perfect or a question right before it, beside its pronoun.
    /// - Complexity: O(`reach`).
    func saysAsState(at verb: Int, in tokens: [String]) -> Bool {
        guard verb > 0, verb < tokens.count, lists.reach > 0 else { return false }
        let takesObject = verb + 1 < tokens.count && lists.objectStarts.contains(tokens[verb + 1])
        // The word before the verb, adverbs between them aside ("have you already set").
        var nearest = verb - 1
        while nearest > 0, lists.middleAdverbs.contains(tokens[nearest]) { nearest -= 1 }
        var i = verb - 1
        while i >= max(0, verb - lists.reach) {
            let token = tokens[i]
            if lists.breaks.contains(token) { return false }
            let pronounAfter = i + 1 < verb && lists.pronouns.contains(tokens[i + 1])
            let pronounBefore = i > 0 && lists.pronouns.contains(tokens[i - 1])
            if takesObject {
                // "have I set an alarm", "did you set an alarm"; "I have set an alarm".
                let asked = pronounAfter && i + 1 == nearest, told = pronounBefore && i == nearest
                if lists.perfects.contains(token), asked || told { return true }
                if lists.doSupport.contains(token), asked { return true }
            } else {
                if lists.states.contains(token) { return true }
                if lists.perfects.contains(token), pronounAfter || i + 1 == verb || pronounBefore { return true }
                if lists.doSupport.contains(token), pronounAfter { return true }
            }
            i -= 1
        }
        return false
    }

    /// Whether `tokens` (a phrase's) are a question: they start with a question word.
    func asks(_ tokens: [String]) -> Bool {
        guard let first = tokens.first else { return false }
        return lists.questions.contains(first)
    }

    /// The word lists of one language (see the type's comment).
    private struct Lists {
        var states: Set<String> = []
        var perfects: Set<String> = []
        var doSupport: Set<String> = []
        var pronouns: Set<String> = []
        var breaks: Set<String> = []
        var objectStarts: Set<String> = []
        var middleAdverbs: Set<String> = []
        var questions: Set<String> = []
        /// How many words before the verb its auxiliary may be (the subject between, English).
        var reach = 0

        /// Each list of words, read as tokens by `init(language:tokens:)`.
        static var wordLists: [WritableKeyPath<Lists, Set<String>>] {
            [\.states, \.perfects, \.doSupport, \.pronouns, \.breaks, \.objectStarts, \.middleAdverbs, \.questions]
        }
    }

    /// The lists as typed, by language code (no word twice in a list: a set).
    private static let table: [String: Lists] = [
        "en": Lists(states: ["is", "are", "was", "were", "isn't", "aren't", "wasn't", "weren't"],
                    perfects: ["have", "has", "had", "haven't", "hasn't"],
                    doSupport: ["did", "do", "does", "didn't", "don't", "doesn't"],
                    pronouns: ["i", "you", "we", "they", "he", "she", "it"],
                    breaks: ["to", "and", "then", "please"],
                    objectStarts: ["a", "an", "the", "my", "your", "our", "his", "her", "their", "its", "this", "that",
                                   "these", "those", "some", "another"],
                    middleAdverbs: ["already", "ever", "just", "never", "not", "still", "yet", "really", "actually", "also"],
                    questions: ["what", "what's", "whats", "when", "when's", "where", "which", "who", "how",
                                "is", "are", "do", "does", "did"],
                    reach: 5),
    ]
}
