import Foundation
import Testing
import PhraseMatching

/// Matching from many tasks while the values are replaced over and over: every match sees
/// the values before an update or after it, never a mix, and the automaton stays sound.
/// Run under Thread Sanitizer too:
/// `swift test --sanitize=thread --scratch-path .build-tsan --filter ConcurrencyTests`.
@Suite struct ConcurrencyTests {
    /// Two states of one entity type. In `before`, "Alpha Saga" is `x`; in `after`, it is
    /// `y`, and `z` exists. A match mixing the two would find both or neither.
    static let before = [ParameterValue(id: "x", title: "Alpha Saga"), ParameterValue(id: "y", title: "Beta Saga")]
    static let after = [ParameterValue(id: "x", title: "Beta Saga"), ParameterValue(id: "y", title: "Alpha Saga"), ParameterValue(id: "z", title: "Gamma Saga")]

    static func catalog() -> Catalog {
        Catalog(locale: "en", app: AppDescription(name: "Library"),
                types: ["Book": ValueType(kind: .entity, title: "Book", searchable: true, suggested: before.map(\.id), values: before),
                        "Shelf": ValueType(kind: .enum, title: "Shelf", values: [ParameterValue(id: "read", title: "Read")])],
                intents: ["OpenBook": IntentDescriptor(title: "Open Book", parameters: [
                              ParameterDescriptor(name: "book", type: "Book", title: "Book")]),
                          "OpenShelf": IntentDescriptor(title: "Open Shelf", parameters: [
                              ParameterDescriptor(name: "shelf", type: "Shelf", title: "Shelf")])],
                shortcuts: [ShortcutDescriptor(intent: "OpenBook", phrases: ["Open ${book} in ${applicationName}"]),
                            ShortcutDescriptor(intent: "OpenShelf", phrases: ["Show ${shelf} in ${applicationName}"])])
    }

    /// What one reader saw that it must not have.
    struct Inconsistency: Error, CustomStringConvertible {
        var description: String
    }

    static func readOnce(_ matcher: PhraseMatcher, _ round: Int) throws {
        let alpha = matcher.match("open alpha saga in library")
        guard alpha.status == .matched, let id = alpha.best?.parameter?.value, id == "x" || id == "y" else {
            throw Inconsistency(description: "'alpha saga': \(alpha.status) \(alpha.candidates.map { $0.parameter?.value ?? "-" })")
        }
        let typo = matcher.match("opne betta saga in library")
        guard typo.status == .matched, ["x", "y"].contains(typo.best?.parameter?.value ?? "") else {
            throw Inconsistency(description: "'betta saga': \(typo.status)")
        }
        let values = matcher.matchValue("alpha saga", type: "Book", app: "Library").filter { $0.score == 1 }
        guard values.count == 1 else { throw Inconsistency(description: "matchValue 'alpha saga': \(values.map(\.value.id))") }
        let gamma = matcher.match("open gamma saga in library")
        guard gamma.status == .matched && gamma.best?.parameter?.value == "z" || gamma.status != .matched else {
            throw Inconsistency(description: "'gamma saga': \(gamma.status) \(gamma.best?.parameter?.value ?? "-")")
        }
        let count = matcher.phraseValues(type: "Book", app: "Library").count
        guard count == 2 || count == 3 else { throw Inconsistency(description: "\(count) phrase values") }
        // The enum no update touches matches throughout.
        guard matcher.match("show read in library").best?.parameter?.value == "read" else {
            throw Inconsistency(description: "enum lost")
        }
        if round % 16 == 0 { try matcher.checkInvariants() }
    }

    @Test func matchingWhileValuesAreReplaced() async throws {
        let matcher = try PhraseMatcher(catalogs: [Self.catalog()])
        let readers = 6, rounds = 150, updates = 120
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for update in 0..<updates {
                    let values = update % 2 == 0 ? Self.after : Self.before
                    try matcher.updateValues(app: "Library", type: "Book", values: values, suggested: values.map(\.id))
                    await Task.yield()
                }
            }
            for _ in 0..<readers {
                group.addTask {
                    for round in 0..<rounds {
                        try Self.readOnce(matcher, round)
                        await Task.yield()
                    }
                }
            }
            try await group.waitForAll()
        }
        try matcher.checkInvariants()
        // `updates` is even: the last update wrote `before`.
        #expect(matcher.match("open alpha saga in library").best?.parameter?.value == "x")
    }

    @Test func matchingWhileSingleValuesAreUpsertedAndRemoved() async throws {
        let matcher = try PhraseMatcher(catalogs: [Self.catalog()])
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for update in 0..<200 {
                    // Add and remove "Gamma Saga"; rename it in between.
                    if update % 3 == 2 {
                        try matcher.updateValues(app: "Library", type: "Book", upserting: [], removing: ["z"])
                    } else {
                        try matcher.updateValues(app: "Library", type: "Book",
                                                 upserting: [ParameterValue(id: "z", title: update % 3 == 0 ? "Gamma Saga" : "Delta Saga")])
                    }
                    await Task.yield()
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    for round in 0..<150 {
                        let gamma = matcher.match("open gamma saga in library")
                        let delta = matcher.match("open delta saga in library")
                        // Each sees z under one name or none, never a half-written value.
                        for result in [gamma, delta] where result.status == .matched {
                            guard result.best?.parameter?.value == "z" else {
                                throw Inconsistency(description: "\(result.utterance): \(result.best?.parameter?.value ?? "-")")
                            }
                        }
                        guard matcher.match("open alpha saga in library").best?.parameter?.value == "x" else {
                            throw Inconsistency(description: "alpha lost")
                        }
                        if round % 25 == 0 { try matcher.checkInvariants() }
                        await Task.yield()
                    }
                }
            }
            try await group.waitForAll()
        }
        try matcher.checkInvariants()
    }
    /// The exact walk's common answer shares its phrase's compiled record: an unchanged
    /// value's answer stays whole (binding, title and all) while another value of its store
    /// changes over and over, read by several tasks at once. (Under Thread Sanitizer it
    /// also checks the matcher's read path makes no modifying access.)
    @Test func sharedAnswersWhileAnotherValueChanges() async throws {
        let matcher = try PhraseMatcher(catalogs: [Self.catalog()])
        let alphaBinding = try #require(matcher.match("open alpha saga in library").best?.parameter)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for update in 0..<200 {
                    let subtitle = update % 2 == 0 ? "two" : "one"
                    try matcher.updateValues(app: "Library", type: "Book",
                                             upserting: [ParameterValue(id: "y", title: "Beta Saga", subtitle: subtitle)])
                    await Task.yield()
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<300 {
                        let alpha = matcher.match("open alpha saga in library")
                        guard alpha.status == .matched, alpha.best?.kind == .exact, alpha.best?.parameter == alphaBinding else {
                            throw Inconsistency(description: "alpha: \(alpha.status) \(String(describing: alpha.best?.parameter))")
                        }
                        let beta = matcher.match("open beta saga in library")
                        guard beta.status == .matched, beta.best?.parameter?.value == "y",
                              [nil, "one", "two"].contains(beta.best?.parameter?.subtitle) else {
                            throw Inconsistency(description: "beta: \(beta.status) \(String(describing: beta.best?.parameter))")
                        }
                        await Task.yield()
                    }
                }
            }
            try await group.waitForAll()
        }
        try matcher.checkInvariants()
    }
}
