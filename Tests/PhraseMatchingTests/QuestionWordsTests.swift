import Testing
@testable import PhraseMatching

/// What makes a sentence a question in each language (`QuestionWords`): a question word
/// anywhere, the words a question starts with at its start, Japanese "か" at its end.
@Suite struct QuestionWordsTests {
    func asks(_ sentence: String, _ locale: String) -> Bool {
        let normalizer = Normalizer(locale: locale)
        return QuestionWords(language: locale, normalizer).asks(normalizer.tokens(sentence))
    }

    @Test(arguments: [
        ("what's on my plate for friday", "en"), ("is there a ferry after six", "en"),
        ("can you tell me when the bakery opens", "en"), ("do i have anything on monday", "en"),
        ("qu'est-ce que j'ai vendredi", "fr"), ("quand part le prochain bateau", "fr"),
        ("est-ce que la boulangerie est ouverte", "fr"), ("y a-t-il un bateau ce soir", "fr"),
        ("¿qué tengo el viernes?", "es"), ("cuándo sale el próximo barco", "es"), ("hay un barco esta noche", "es"),
        ("o que eu tenho na sexta", "pt"), ("quando sai o próximo barco", "pt"), ("como está o tempo", "pt"),
        ("金曜日に何がある", "ja"), ("次の船はいつ", "ja"), ("パン屋は開いています か", "ja"),
    ])
    func aQuestionAsks(_ sentence: String, _ locale: String) {
        #expect(asks(sentence, locale), "\(locale): \(sentence)")
    }

    @Test(arguments: [
        ("add a ferry trip on friday", "en"), ("book the bakery order", "en"), ("this is my list", "en"),
        ("ajoute un bateau vendredi", "fr"), ("réserve une table ce soir", "fr"),
        ("añade un barco el viernes", "es"), ("reserva una mesa esta noche", "es"),
        ("adicione um barco na sexta", "pt"), ("reserve uma mesa hoje", "pt"),
        ("金曜日に船を追加して", "ja"), ("テーブルを予約して", "ja"),
    ])
    func aCommandDoesNotAsk(_ sentence: String, _ locale: String) {
        #expect(!asks(sentence, locale), "\(locale): \(sentence)")
    }

    /// A phrase's app name and parameters (read as "\u{1}") are no words of its form.
    @Test func aPhrasesPlaceholdersAreSkipped() {
        let questions = QuestionWords(language: "en", Normalizer(locale: "en"))
        #expect(questions.asks(["\u{1}", "is", "my", "\u{1}", "on", "time"]))
        #expect(!questions.asks(["\u{1}", "\u{1}"]))
        #expect(!questions.asks([]))
    }
}
