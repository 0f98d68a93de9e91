import Testing
@testable import PhraseMatching

/// The words people answer the conversation with, language by language, and the union the
/// conversation reads.
@Suite struct AnswerWordsTests {
    /// Each language's own table reads its own numbers, and the union reads them all.
    @Test(arguments: [
        ("en", "2", 2), ("en", "two", 2), ("en", "second", 2), ("en", "the second one", 2), ("en", "the 2nd", 2),
        ("en", "number 3", 3), ("en", "option 1", 1), ("en", "the first one", 1), ("en", "the tenth", 10),
        ("en", "2 please", 2),
        ("fr", "la deuxième", 2), ("fr", "le premier", 1), ("fr", "la première", 1), ("fr", "le troisième choix", 3),
        ("fr", "le 2 s'il vous plaît", 2),
        ("es", "el segundo", 2), ("es", "la segunda opción", 2), ("es", "la primera", 1), ("es", "2º", 2),
        ("pt", "o segundo", 2), ("pt", "a primeira", 1), ("pt", "a terceira opção", 3), ("pt", "dois por favor", 2),
        ("ja", "一つ目", 1), ("ja", "二番目", 2), ("ja", "3番目", 3), ("ja", "五", 5),
    ])
    func numbersOfEachLanguage(language: String, text: String, number: Int) {
        #expect(Language.named(language).answers.choice(in: text) == number)
        #expect(AnswerWords.anyLanguage.choice(in: text) == number)
    }

    /// A language's table does not read another's words: the union is what mixes them.
    @Test(arguments: [("en", "la deuxième"), ("fr", "the second one"), ("ja", "el segundo"), ("es", "二番目")])
    func otherLanguagesWordsAreNotRead(language: String, text: String) {
        #expect(Language.named(language).answers.choice(in: text) == nil)
    }

    @Test(arguments: ["the one", "to read", "the second coming", "number", ""])
    func notANumber(text: String) {
        #expect(AnswerWords.anyLanguage.choice(in: text) == nil)
    }

    /// Typed as an answer, a number no list can have is no option: `-9223372036854775808`
    /// once overflowed `number - 1` and crashed chat.
    @Test(arguments: ["-9223372036854775808", "9223372036854775807", "0", "-1", "1001"])
    func outOfRange(text: String) {
        #expect(AnswerWords.anyLanguage.choice(in: text) == nil)
    }

    /// The chat's commands and the words before an author, in each language.
    @Test(arguments: [
        ("en", "quit", "help", "more", "by"), ("fr", "quitter", "aide", "suivants", "par"),
        ("es", "salir", "ayuda", "siguientes", "del"), ("pt", "sair", "ajuda", "mais", "da"),
        ("ja", "終了", "ヘルプ", "もっと", nil),
    ])
    func commandWordsOfEachLanguage(language: String, quit: String, help: String, more: String, by: String?) {
        let answers = Language.named(language).answers
        #expect(answers.quit.contains(quit) && AnswerWords.anyLanguage.quit.contains(quit))
        #expect(answers.help.contains(help) && AnswerWords.anyLanguage.help.contains(help))
        #expect(answers.more.contains(more) && AnswerWords.anyLanguage.more.contains(more))
        if let by { #expect(answers.by.contains(by) && AnswerWords.anyLanguage.by.contains(by)) } else { #expect(answers.by.isEmpty) }
    }

    /// A command word is recognised as typed: any case, accents or not, never split into
    /// characters ("もっと" once was, and never matched).
    @Test(arguments: [("もっと", true), (" MORE ", true), ("Más", true), ("mas", true), ("próximos", true),
                      ("も っ と", false), ("more please now", false), ("", false)])
    func commandWordsAsTyped(text: String, isMore: Bool) {
        #expect(AnswerWords.anyLanguage.says(AnswerWords.anyLanguage.more, text) == isMore)
    }

    /// A locale's region or script does not matter; a language without tables has none,
    /// and writes spaces.
    @Test func languagesAreFoundByTheirCode() {
        #expect(Language.named("pt-BR").code == "pt")
        #expect(Language.named("ja_JP").writesSpaces == false)
        #expect(Language.named("fr").writesSpaces)
        let german = Language.named("de")
        #expect(german.answers.numbers.isEmpty && german.answers.quit.isEmpty && german.writesSpaces)
        // What is known of languages without word lists: how they write names.
        #expect(german.capitalisesNouns && german.possessiveS && !LocaleRules.knows("de"))
        #expect(LocaleRules(locale: "de-AT").whichQuestion(typeTitle: "Regal") == "Which Regal?")
        #expect(LocaleRules(locale: "en").whichQuestion(typeTitle: "Shelf") == "Which shelf?")
        #expect(LocaleRules.hasPossessiveS("nb-NO") && !LocaleRules.hasPossessiveS("fr"))
    }
}

/// Asking what can be said is asking for help, in every language, with or without a question
/// mark; a request that only begins the same way is none.
@Suite struct HelpQuestionTests {
    @Test(arguments: ["help", "?", "what can you do", "What can you do?", "what can i say", "que peux-tu faire ?",
                      "qu'est-ce que je peux dire", "¿Qué puedes hacer?", "o que você pode fazer?", "何ができる？",
                      "何ができますか", "help me", "Help me!", "help please", "aidez-moi", "ayúdame", "me ajuda"])
    func isHelp(line: String) {
        let words = AnswerWords.anyLanguage
        #expect(words.says(words.help, line))
    }

    @Test(arguments: ["what can you do in library", "what can you", "helpful", "??", "quit?", "help me find a book"])
    func isNoHelp(line: String) {
        let words = AnswerWords.anyLanguage
        #expect(!words.says(words.help, line))
    }

    @Test func punctuationAfterOtherWordsToo() {
        let words = AnswerWords.anyLanguage
        #expect(words.says(words.quit, "quit."))
        #expect(words.says(words.more, "more?"))
    }
}
