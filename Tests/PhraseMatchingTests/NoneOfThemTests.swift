import Testing
@testable import PhraseMatching

/// The answers that turn down every option of a choice, per language; English is understood
/// in every locale, as "cancel" is. A "no" is an answer to a yes/no question, not a choice's.
@Suite struct NoneOfThemTests {
    @Test(arguments: [
        ("en", "none of them"), ("en", "Neither"), ("fr", "aucun"), ("fr", "ni l'un ni l'autre"),
        ("es", "ninguno"), ("es", "ninguna de las dos"), ("pt-BR", "nenhum"), ("pt-BR", "nenhuma delas"),
        ("ja", "どれでもない"), ("ja", "どちらでもない"), ("fr", "none"),
    ])
    func turnsEveryOptionDown(locale: String, answer: String) {
        #expect(LocaleRules(locale: locale).isNoneOfThem(answer))
    }

    @Test(arguments: [
        ("en", "no"), ("en", "the first one"), ("en", "none of my books"), ("fr", "non"), ("es", "no"),
        ("pt-BR", "não"), ("ja", "いいえ"),
    ])
    func anythingElseDoesNot(locale: String, answer: String) {
        #expect(!LocaleRules(locale: locale).isNoneOfThem(answer))
    }
}
