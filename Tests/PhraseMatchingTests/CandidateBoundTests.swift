import Testing
import TestSupport
@testable import PhraseMatching

/// A match that does not list every candidate builds only those that may answer or tie (a
/// candidate more than `tieMargin` below one already offered is left out): what it answers
/// is what the full ranking (`all`) answers, on phrases said with typos, extra and missing
/// words, and on requests that match nothing.
@Suite struct CandidateBoundTests {
    static func utterances(seed: UInt64) -> [String] {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let extras = ["please", "now", "the", "just", "my", "xylo", "quickly", "and", "not"]
        func typo(_ word: String) -> String {
            var scalars = Array(word)
            guard scalars.count > 1 else { return word }
            let i = random.next(below: scalars.count)
            switch random.next(below: 3) {
            case 0: scalars.remove(at: i)
            case 1: scalars[i] = letters[random.next(below: letters.count)]
            default: scalars.insert(letters[random.next(below: letters.count)], at: i)
            }
            return String(scalars)
        }
        var result: [String] = []
        for said in ExactWalkTests.utterances(ExactWalkTests.automaton()) + ["call mom on speaker", "what time is it",
                                                                              "open", "play something", "shelf"] {
            var words = said.split(separator: " ").map(String.init)
            guard !words.isEmpty else { continue }
            result.append(said)
            var typed = words
            let i = random.next(below: typed.count)
            typed[i] = typo(typed[i])
            result.append(typed.joined(separator: " "))
            typed.insert(extras[random.next(below: extras.count)], at: random.next(below: typed.count + 1))
            result.append(typed.joined(separator: " "))
            if words.count > 2 { words.remove(at: random.next(below: words.count)) }
            result.append(words.joined(separator: " "))
        }
        return result
    }

    @Test(arguments: 0..<2)
    func answersAsTheFullRanking(seed: UInt64) {
        let automaton = ExactWalkTests.automaton()
        let options = MatchOptions()
        var compared = 0
        for scope in [[true, true], [true, false]] {
            for utterance in Self.utterances(seed: seed) {
                let short = automaton.matchBySearch(utterance, scope: scope, all: false, options: options)
                let full = automaton.matchBySearch(utterance, scope: scope, all: true, options: options)
                let label = "'\(utterance)' in scope \(scope)"
                #expect(short.status == full.status, "\(label)")
                #expect(short.best == full.best, "\(label)")
                #expect(short.hint == full.hint && short.readableHint == full.readableHint, "\(label)")
                #expect(short.openSlot == full.openSlot && short.openSlots == full.openSlots, "\(label)")
                #expect(short.request == full.request && short.ties == full.ties, "\(label)")
                if short.status == .ambiguous, let top = full.best {
                    // The choices offered: the full ranking's within the margin, in its order.
                    let topIsLiteral = automaton.isLiteral(top)
                    let ties = full.candidates.filter {
                        $0.kind != .negative && $0.score >= top.score - options.tieMargin
                            && !(topIsLiteral && $0.parameter != nil && $0.app == top.app && $0.score <= top.score)
                    }
                    #expect(short.candidates == Array(ties.prefix(max(2, options.maxOptions))), "\(label)")
                }
                compared += 1
            }
        }
        #expect(compared > 500)
    }
}
