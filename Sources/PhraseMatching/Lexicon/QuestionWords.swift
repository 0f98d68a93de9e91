/// The words that make a sentence a question in each language — question words ("what",
/// "quand", "cuándo", "quando", "何") anywhere, and the words a question starts with ("is
/// there", "est-ce que", "qué", "o que") at its start — so the paraphrase level can tell a
/// request that asks ("what's on my schedule") from one that commands ("add a meeting"), and
/// weigh which of two shortcuts sharing a word is asked (`ParaphraseFeatures.questionForQuery`).
///
///     QuestionWords(language: "en", normalizer).asks(["is", "there", "a", "train"])  // true
///
/// General grammar of each language, not words of any app's domain.
struct QuestionWords: Sendable {
    /// Token sequences that make a question wherever they are said.
    private let anywhere: [[String]]
    /// Token sequences that make a question when the sentence starts with them.
    private let starts: [[String]]
    /// Tokens that end a question (Japanese "か").
    private let ends: Set<String>

    init(language: String, _ normalizer: Normalizer) {
        let words = Self.words(language: LocaleRules.language(of: language).code)
        func tokens(_ list: [String]) -> [[String]] {
            list.map { normalizer.tokens($0) }.filter { !$0.isEmpty }
        }
        anywhere = tokens(words.anywhere)
        starts = tokens(words.starts)
        ends = Set(words.ends.flatMap { normalizer.tokens($0) })
    }

    /// Whether `tokens` (normalised, the parameters and app names of a phrase as "\u{1}")
    /// ask a question.
    func asks(_ tokens: [String]) -> Bool {
        let said = tokens.filter { $0 != "\u{1}" }
        guard !said.isEmpty else { return false }
        if let last = said.last, ends.contains(last) { return true }
        if starts.contains(where: { said.starts(with: $0) }) { return true }
        for sequence in anywhere {
            guard let first = sequence.first else { continue }
            for i in said.indices where said[i] == first && said[i...].starts(with: sequence) { return true }
        }
        return false
    }

    private static func words(language: String) -> (anywhere: [String], starts: [String], ends: [String]) {
        switch language {
        case "en":
            (["what", "when", "where", "which", "who", "whom", "whose", "why", "how"],
             ["is", "are", "am", "was", "were", "do", "does", "did"], [])
        case "fr":
            (["quoi", "quel", "quelle", "quels", "quelles", "quand", "comment", "combien", "pourquoi", "est-ce que",
              "qu'est-ce"],
             ["que", "qu'", "où", "y a-t-il"], [])
        case "es":
            (["cuándo", "cuál", "cuáles", "cuánto", "cuánta", "cuántos", "cuántas", "dónde", "quién", "quiénes",
              "por qué"],
             ["qué", "cómo", "hay", "a qué"], [])
        case "pt":
            (["quando", "qual", "quais", "quanto", "quanta", "quantos", "quantas", "onde", "quem", "por que"],
             ["que", "o que", "como", "tem"], [])
        case "ja":
            (["何", "なに", "なん", "いつ", "どこ", "どれ", "どの", "どんな", "誰", "だれ", "いくら", "どう"], [], ["か"])
        default: ([], [], [])
        }
    }
}
