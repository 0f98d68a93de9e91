import Foundation
import Testing
import SampleApps
@testable import ShortcutKit

/// A negated command runs nothing, in every language; a negation inside a value's name or
/// a phrase is no negation.
@Suite struct NegationTests {
    @Test(arguments: [
        ("en", "not open dune in library"), ("en", "never go hiking with trails"), ("en", "never buy a trails day pass"),
        ("fr", "ouvre pas dune dans bibliothèque"), ("fr", "n'ouvre pas dune dans bibliothèque"),
        ("es", "no compra un pase de día de senderos"), ("pt-BR", "não abra dune na biblioteca"),
        ("ja", "Trailsで1日パスを購入しない"), ("ja", "ライブラリでDuneを開かないで"),
    ])
    func aNegatedCommandRunsNothing(locale: String, utterance: String) async throws {
        let result = try await SampleAppsSupport.matcher(locale).match(utterance)
        #expect(result.status == .noMatch, "\(utterance) → \(result.status) \(result.best?.intent ?? "")")
    }

    @Test func aNegationInsideAValueOrPhraseStillMatches() async throws {
        let matcher = try await SampleAppsSupport.matcher("en")
        let result = matcher.match("open never let me go in library")
        #expect(result.status == .matched)
        #expect(result.best?.parameter?.value == "never-let-me-go")
        #expect(try await SampleAppsSupport.matcher("ja").match("ライブラリでDuneを開いて").status == .matched)
    }
}
