import Foundation
import SampleApps
import Testing
@testable import PhraseMatching
@testable import ShortcutKit

/// Review of the detail recogniser and the location questions (tenth round): a detail said
/// after a request never turns a refusal into an answer.
@Suite struct DetailReviewTests {
    /// Another app's name, then a detail (a time, a day, a number): refused as the request
    /// without the detail is — the name is still the last words that are no detail — in
    /// every language; the app's own name with the same detail still answers.
    @Test(arguments: [
        ("en", "open dune in kindle tomorrow", "open dune in library tomorrow"),
        ("en", "open dune in kindle at 5pm", "open dune in library at 5pm"),
        ("en", "open currently reading in kindle tonight", "open currently reading in library tonight"),
        ("en", "open dune in kindle 2", "open dune in library 2"),
        ("fr", "ouvre dune dans kindle demain", "ouvre dune dans bibliothèque demain"),
        ("es", "abre dune en kindle mañana", "abre dune en biblioteca mañana"),
        ("pt-BR", "abra dune no kindle amanhã", "abra dune na biblioteca amanhã"),
        ("pt-BR", "abra dune no kindle às 5 horas", "abra dune na biblioteca às 5 horas"),
    ])
    func anotherAppsNameBeforeADetailIsRefused(locale: String, other: String, own: String) async throws {
        let matcher = try await SampleAppsSupport.matcher(locale)
        let refused = matcher.match(other, explain: true)
        #expect(refused.status == .noMatch, "\(other) → \(refused.status) \(refused.explanation?.rendered ?? "")")
        let answered = matcher.match(own)
        #expect(answered.status == .matched, "\(own) → \(answered.status)")
    }
}
