import Foundation

/// How the paraphrase level explains its answer: the words read, the score's parts, and
/// why the runner-up lost.
extension Automaton {
    /// Why `other` ranked below `top`: its confidence and parts, and its phrase words not said.
    func lost(_ top: ParaphraseScore, _ other: ParaphraseScore, index: ParaphraseIndex) -> String {
        let notSaid = shown(other, index: index).missing
        let missing = notSaid.isEmpty ? "" : "; its phrase words not said: " + notSaid.joined(separator: ", ")
        return "confidence \(MatchExplanation.format(other.confidence)) < \(MatchExplanation.format(top.confidence))"
            + " (recall \(MatchExplanation.format(other.recall)), precision \(MatchExplanation.format(other.precision)))"
            + missing
    }

    func paraphraseExplanation(_ score: ParaphraseScore, entry: ParaphraseIndex.Entry, candidate: Candidate,
                               words: [ParaphraseWord], appWords: Set<Int>, prepared: PreparedUtterance, index: ParaphraseIndex,
                               runnerUp: Candidate?, reason: String?) -> MatchExplanation {
        let tokens = prepared.tokens
        let (shown, missing) = self.shown(score, index: index)
        var list: [MatchExplanation.WordMatch] = []
        // (A compound typed as one word is two words of the same token: both are shown.)
        var byStart: [Int: [Int]] = [:]
        for (w, word) in words.enumerated() { byStart[word.range.lowerBound, default: []].append(w) }
        // The words an expression read stands for ("off" of "call … off"): shown with it.
        var standing = Set<Int>()
        for (w, word) in words.enumerated() where shown[w]?.rule == .expression { standing.formUnion(word.expression?.others ?? []) }
        var i = 0
        while i < tokens.count {
            // A value first: a group's word may be a word of its name too ("open Up"), and
            // the value is what the answer acts on.
            if let value = score.value, value.range.lowerBound == i {
                list.append(.init(typed: joined(Array(tokens[value.range])), phraseWord: candidate.parameter?.title, rule: .value))
                i = value.range.upperBound
                continue
            }
            if standing.contains(i) {
                i += 1
                continue
            }
            if appWords.contains(i) {
                var j = i
                while j < tokens.count, appWords.contains(j) { j += 1 }
                list.append(.init(typed: joined(Array(tokens[i..<j])), phraseWord: candidate.app, rule: .movedAppName))
                i = j
                continue
            }
            if let starting = byStart[i] {
                var end = i + 1
                for w in starting {
                    let word = words[w]
                    // A compound as typed: "audio book", "alarmclock" (its parts' text is not the token's).
                    let typed = rules.writesSpaces && (word.range.count > 1 || word.text != tokens[i])
                        ? joined(Array(tokens[word.range])) : word.text
                    if let aligned = shown[w], aligned.rule == .expression, let expression = word.expression {
                        list.append(.init(typed: expression.text, phraseWord: aligned.phraseWord, rule: .expression))
                    } else if let aligned = shown[w] {
                        let rule: MatchExplanation.Rule = aligned.rule == .stem && word.text == aligned.phraseWord ? .exact : aligned.rule
                        list.append(.init(typed: typed, phraseWord: aligned.phraseWord, rule: rule))
                    } else {
                        // (A location question no phrase says, unread here, is the filler it was.)
                        let rule: MatchExplanation.Rule = word.isDetail || score.modifiers.contains(w) ? .detail
                            : word.questionOnly ? .filler : .extraWord
                        list.append(.init(typed: typed, phraseWord: nil, rule: rule))
                    }
                    end = max(end, word.range.upperBound)
                }
                i = end
                continue
            }
            list.append(.init(typed: tokens[i], phraseWord: nil, rule: .filler))
            i += 1
        }
        for word in missing { list.append(.init(typed: nil, phraseWord: word, rule: .missingWord)) }
        return MatchExplanation(level: .paraphrase, phrase: candidate.phrase, words: list, score: candidate.score,
                                parts: score.features.parts + [.init(name: "confidence", value: score.confidence)],
                                runnerUp: runnerUp, runnerUpReason: reason)
    }
}
