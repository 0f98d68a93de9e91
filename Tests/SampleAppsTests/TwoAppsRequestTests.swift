import Testing
@testable import PhraseMatching
@testable import ShortcutKit

/// A request for two shortcuts of different apps ("add a book and buy a day pass" with the
/// Library and Trails loaded) is no request for one of them: the paraphrase level answers
/// neither, in every language (review finding D2: it bought a day pass).
@Suite struct TwoAppsRequestTests {
    @Test(arguments: [
        ("en", "add a book and buy a day pass", "buy a day pass"),
        ("fr", "ajoute un livre et achète un pass journée", "achète un pass journée"),
        ("es", "añade un libro y compra un pase de día", "compra un pase de día"),
        ("pt-BR", "adicione um livro e compre um passe diário", "compre um passe diário"),
        ("ja", "本を追加して1日パスを購入して", "1日パスを購入して"),
    ])
    func twoAppsShortcutsAnswerNeither(locale: String, both: String, one: String) async throws {
        let matcher = try await SampleAppsSupport.matcher(locale)
        let result = matcher.match(both, explain: true)
        #expect(result.status == .noMatch, "\(both) → \(result.status) \(result.best?.intent ?? "")")
        let explanation = try #require(result.explanation)
        #expect(explanation.refusal == .anotherAppsShortcut, "\(explanation.rendered)")
        #expect(explanation.closest?.intent == "BuyDayPass", "\(explanation.rendered)")
        // The day pass alone is still bought: the rule looks at another app's topic said.
        let alone = matcher.match(one)
        #expect(alone.status == .matched && alone.best?.intent == "BuyDayPass", "\(one) → \(alone.status) \(alone.best?.intent ?? "")")
    }

    @Test func anAppNamedNarrowsTheScopeSoItsWordsAreNoOtherRequest() async throws {
        // With the app named, the other app is out of scope: "book" is only an extra word.
        let result = try await SampleAppsSupport.matcher("en").match("add a book and buy a day pass with trails", explain: true)
        #expect(result.explanation?.refusal != .anotherAppsShortcut, "\(result.explanation?.rendered ?? "")")
    }
}
