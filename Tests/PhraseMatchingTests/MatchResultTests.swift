import Testing
@testable import PhraseMatching

/// A `MatchResult` keeps what most answers leave empty apart from its best candidate; it
/// reads, compares and hashes as the values of its properties.
@Suite struct MatchResultTests {
    static let candidate = Candidate(app: "Library", intent: "OpenShelf",
                                     parameter: ParameterBinding(name: "shelf", type: "Shelf", value: "read", title: "Read"),
                                     phrase: "Open ${shelf} in ${applicationName}", score: 1, kind: .exact)

    @Test func aPropertySetAndClearedLeavesAnEqualResult() {
        let plain = MatchResult(utterance: "open read in library", status: .matched, best: Self.candidate)
        var changed = plain
        changed.hint = "Open Read in Library"
        #expect(changed != plain)
        #expect(changed.readableHint == nil)
        changed.hint = nil
        #expect(changed == plain)
        #expect(changed.hashValue == plain.hashValue)
    }

    @Test func theInitialiserFillsWhatItDerives() {
        let asked = MatchResult(utterance: "open a shelf in library", status: .needsValue, best: Self.candidate,
                                candidates: [Self.candidate], hint: "Open … in Library")
        #expect(asked.options == [Self.candidate])
        #expect(asked.readableHint == "Open … in Library")
        let slot = OpenSlot(app: "Library", intent: "OpenBook", phrase: "Open ${book} in ${applicationName}",
                            parameter: "book", type: "BookEntity", text: "zelda", score: 0.9)
        let open = MatchResult(utterance: "open zelda in library", status: .noMatch, openSlot: slot)
        #expect(open.openSlots == [slot])
        #expect(open.candidates.isEmpty && open.ties.isEmpty && open.request == nil && open.explanation == nil)
    }

    @Test func aCopyKeepsItsValueWhenTheOriginalChanges() {
        var original = MatchResult(utterance: "x", status: .ambiguous, best: Self.candidate,
                                   candidates: [Self.candidate, Self.candidate])
        let copy = original
        original.candidates = []
        #expect(copy.candidates.count == 2)
        #expect(original.candidates.isEmpty)
    }

    /// `match -` appends each answer to the block of output it gathers: the same bytes as
    /// `renderedJSON`, after what the block held.
    @Test func appendedJSONIsTheRenderedJSON() {
        let results = [
            MatchResult(utterance: "open read in library", status: .matched, best: Self.candidate),
            MatchResult(utterance: "opne", status: .noMatch, hint: "Open Read in Library", truncated: true),
            MatchResult(utterance: "say \"é\"\t\u{2028}\\", status: .noMatch, hint: "Open \u{1}"),
        ]
        var block = Array("earlier\n".utf8)
        for result in results {
            result.appendJSON(to: &block)
            block.append(UInt8(ascii: "\n"))
        }
        #expect(String(decoding: block, as: UTF8.self) == "earlier\n" + results.map { $0.renderedJSON + "\n" }.joined())
        #expect(results[0].renderedJSON == results[0].json.rendered)
    }
}
