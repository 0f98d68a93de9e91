import Foundation
import Testing
import SampleApps
@testable import ShortcutKit

/// What a second new-user trial found on the sample apps: negated commands, numbers read
/// as typos, and one common word of a long title each ran a shortcut.
@Suite struct SecondTrialTests {
    static func matcher(_ locale: String) async throws -> ShortcutMatcher {
        try await ShortcutMatcher(apps: SampleApps.all, locale: locale)
    }

    @Test(arguments: [
        ("en", "not open dune in library"), ("en", "never go hiking with trails"), ("en", "never buy a trails day pass"),
        ("fr", "ouvre pas dune dans bibliothèque"), ("fr", "n'ouvre pas dune dans bibliothèque"),
        ("es", "no compra un pase de día de senderos"), ("pt-BR", "não abra dune na biblioteca"),
        ("ja", "Trailsで1日パスを購入しない"), ("ja", "ライブラリでDuneを開かないで"),
    ])
    func aNegatedCommandRunsNothing(locale: String, utterance: String) async throws {
        let result = try await Self.matcher(locale).match(utterance)
        #expect(result.status == .noMatch, "\(utterance) → \(result.status) \(result.best?.intent ?? "")")
    }

    @Test func aNegationInsideAValueOrPhraseStillMatches() async throws {
        let matcher = try await Self.matcher("en")
        let result = matcher.match("open never let me go in library")
        #expect(result.status == .matched)
        #expect(result.best?.parameter?.value == "never-let-me-go")
        #expect(try await Self.matcher("ja").match("ライブラリでDuneを開いて").status == .matched)
    }

    @Test func numbersAreNoTypos() async throws {
        let matcher = try await Self.matcher("en")
        #expect(matcher.match("open 1948 in library").status == .noMatch)
        #expect(matcher.match("open 1984 in library").best?.parameter?.value == "nineteen-eighty-four")
    }

    @Test(arguments: ["open new in library", "open house in travel tracking", "open the world in library"])
    func oneCommonWordOfALongNameNamesNothing(utterance: String) async throws {
        #expect(try await Self.matcher("en").match(utterance).status == .noMatch)
    }

    @Test func halfOfANameIsEnough() async throws {
        let matcher = try await Self.matcher("en")
        #expect(matcher.match("open gatsby in library").best?.parameter?.value == "the-great-gatsby")
        #expect(matcher.match("open war in library").best?.parameter?.value == "war-and-peace")
    }
}
