import Foundation

/// The words a person answers the conversation with, in one language: option numbers
/// ("two", "la deuxième", "二番目"), the words around them ("the … one", "please"), the
/// word before an option's author ("by"), and the chat's own commands ("more", "quit",
/// "help"). Each `Language` holds its own; the conversation reads `anyLanguage`, since a
/// person may answer in any of them ("2 please" in a French chat).
///
///     AnswerWords.anyLanguage.choice(in: "la deuxième")   // 2
package struct AnswerWords: Sendable {
    /// Small numbers and ordinals as words, written folded (lowercase, no accents), as
    /// `number(in:)` compares them.
    var numbers: [String: Int] = [:]
    /// Endings that make a number an ordinal: "番目" ("二番目"), "º" ("2º"), "." ("2.").
    var ordinalEndings: [String] = []
    /// Words around a number that picks an option: "the second one", "number 2".
    package var choice: Set<String> = []
    /// Words of politeness around an answer: "2 please", "le 2 s'il vous plaît".
    package var polite: Set<String> = []
    /// Words that introduce the author or place of an option: "the one by jack london".
    package var by: Set<String> = []
    /// Words that ask for the next options of a long list.
    package var more: Set<String> = []
    /// The chat's commands that leave it, even at a question ("quit", "quitter").
    package var quit: Set<String> = []
    /// Words that ask the chat what one can say.
    package var help: Set<String> = []
    /// Greetings said alone ("hello", "bonjour", "こんにちは"): the chat greets back and says
    /// how to get help, where they would match no shortcut.
    package var greeting: Set<String> = []
    /// Thanks said alone ("thanks", "merci", "ありがとう"): the chat says "you're welcome".
    package var thanks: Set<String> = []
    /// Farewells said alone ("bye", "au revoir"): they leave the chat, except at a question
    /// that takes them as its answer (a title "Goodbye").
    package var farewell: Set<String> = []

    /// The words of every language with tables, together.
    package static let anyLanguage: AnswerWords = {
        var all = AnswerWords()
        for answers in Language.all.map(\.answers) {
            // A word two languages share must mean the same number in both ("six", "segundo").
            all.numbers.merge(answers.numbers) { first, other in
                precondition(first == other, "a number word with two values")
                return first
            }
            all.ordinalEndings += answers.ordinalEndings.filter { !all.ordinalEndings.contains($0) }
            all.choice.formUnion(answers.choice)
            all.polite.formUnion(answers.polite)
            all.by.formUnion(answers.by)
            all.more.formUnion(answers.more)
            all.quit.formUnion(answers.quit)
            all.help.formUnion(answers.help)
            all.greeting.formUnion(answers.greeting)
            all.thanks.formUnion(answers.thanks)
            all.farewell.formUnion(answers.farewell)
        }
        return all
    }()

    /// The option number `text` says: a number, or an ordinal among choice words ("the
    /// second one", "la deuxième", "二番目"); only 1 to 1,000, so that no arithmetic on
    /// it can overflow.
    package func choice(in text: String) -> Int? {
        guard let number = choiceNumber(in: text), (1...1_000).contains(number) else { return nil }
        return number
    }

    private func choiceNumber(in text: String) -> Int? {
        if let number = number(in: text) { return number }
        let words = Self.folded(text).split(whereSeparator: { $0 == " " || $0 == "'" || $0 == "’" || $0 == "-" }).map(String.init)
        let rest = words.filter { !choice.contains($0) && !polite.contains($0) }
        guard rest.count == 1, words.count > 1 else { return nil }
        return number(in: rest[0])
    }

    /// The number `text` is, in digits or as a word: "2", "two", "2nd", "二番目".
    package func number(in text: String) -> Int? {
        let folded = Self.folded(text.trimmingCharacters(in: .whitespaces))
        if let value = Int(folded) { return value }
        if let value = numbers[folded] { return value }
        for ending in ordinalEndings where folded.hasSuffix(ending) {
            let stem = String(folded.dropLast(ending.count))
            return Int(stem) ?? numbers[stem]
        }
        return nil
    }

    /// Whether `text` answers with a number: digits (any length: "99999999999999999999999"
    /// too), a number word, or an option number ("the second one"), in range or not.
    package func saysNumber(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return (!trimmed.isEmpty && trimmed.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal })
            || number(in: text) != nil || choice(in: text) != nil
    }

    /// Whether `text`, as typed, is one of `words` ("もっと", "Más", " more "): compared
    /// folded (lowercase, no accents, full width as half), never split into tokens, which
    /// would cut a Japanese word into characters.
    /// A question mark, exclamation mark or full stop typed after the words (and Spanish "¿"
    /// or "¡" before them) is no part of them ("what can you do?", "¿qué puedes hacer?",
    /// "help me!"); "?" alone is still itself.
    package func says(_ words: Set<String>, _ text: String) -> Bool {
        let typed = Self.folded(text.trimmingCharacters(in: .whitespaces))
        var bare = Substring(typed)
        while let last = bare.last, "?!.？！。".contains(last) { bare = bare.dropLast() }
        while let first = bare.first, "¿¡".contains(first) { bare = bare.dropFirst() }
        let said = bare.trimmingCharacters(in: .whitespaces)
        return words.contains { Self.folded($0) == typed || (!said.isEmpty && Self.folded($0) == said) }
    }

    private static func folded(_ text: String) -> String {
        text.lowercased().folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
