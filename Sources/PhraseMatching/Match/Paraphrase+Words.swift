import Foundation

/// The paraphrase level's reading of an utterance: its content words with their readings as
/// phrase terms (stems, typos, lexicon relations), and the values it names anywhere.
extension Automaton {
    /// The content words of the utterance with their readings as phrase terms.
    func paraphraseWords(_ prepared: PreparedUtterance, index: ParaphraseIndex, skipping: Set<Int>,
                                 options: MatchOptions) -> [ParaphraseWord] {
        let tokens = prepared.tokens
        var result: [ParaphraseWord] = []
        for word in index.stemmer.words(in: tokens) {
            let first = word.range.lowerBound
            if skipping.contains(first) { continue }
            if word.range.count == 1, !ParaphraseIndex.isContent(tokens[first], in: tokens, at: first, rules) { continue }
            // A function word no phrase uses is a filler here ("at", "for"); so is a number
            // (a time, a quantity: a detail of the request, not what it asks for).
            if word.range.count == 1, index.termIDs[word.stem] == nil,
               index.isWeak(tokens[first], rules) || tokens[first].unicodeScalars.contains(where: { $0.properties.numericType != nil }) {
                continue
            }
            var readings: [(term: Int32, credit: Double, rule: MatchExplanation.Rule)] = []
            // A function word said reads only as a function word of a phrase: Spanish "esta"
            // shares its stem with "estado" but is not that word.
            let weak = word.range.count == 1 && index.isWeak(tokens[first], rules)
            func read(_ stem: String, _ credit: Double, _ rule: MatchExplanation.Rule) {
                guard let term = index.termIDs[stem], !weak || index.isFunctionWord[Int(term)] else { return }
                if let i = readings.firstIndex(where: { $0.term == term }) {
                    if readings[i].credit < credit { readings[i] = (term, credit, rule) }
                } else {
                    readings.append((term, credit, rule))
                }
            }
            read(word.stem, 1, .stem)
            if word.range.count == 1 {
                // Typing errors of words the vocabulary knows: their stems. A word of the
                // language in its own right ("that", "correct") or a short one is what it
                // says, not a typo of another ("what", "time").
                let mayBeTypo = tokens[first].count >= options.paraphraseTypoMinimumLength
                    && !index.isWeak(tokens[first], rules) && !index.lexicon.knows(word.stem)
                for alternative in prepared.alternatives[first] where mayBeTypo && alternative.edits > 0 {
                    let known = vocabulary.words[Int(alternative.word)]
                    guard EditDistance.isTypo(tokens[first], of: known) else { continue }
                    read(index.stemmer.stem(known), options.paraphraseTypoCredit, .typo)
                }
            }
            for relation in index.lexicon.related(word.stem, maximumRank: options.paraphraseMaximumRank) {
                switch relation.kind {
                case .derivation:
                    read(relation.stem, options.paraphraseDerivationCredit, .stem)
                case .synonym, .hypernym, .hyponym, .attribute:
                    // A more general phrase word ("remove" for "delete" said) is a kind of
                    // synonym; a more specific one says more than was said, so less; a
                    // quality and its value ("volume", "loud") less again.
                    let base = switch relation.kind {
                    case .hypernym: options.paraphraseHypernymCredit
                    case .hyponym: options.paraphraseHyponymCredit
                    case .attribute: options.paraphraseAttributeCredit
                    default: options.paraphraseSynonymCredit
                    }
                    let decayed = base * pow(options.paraphraseSynonymRankDecay, Double(max(0, relation.rank - 1)))
                    read(relation.stem, max(options.paraphraseSynonymMinimumCredit, decayed), .synonym)
                }
            }
            // A word no shortcut uses: a detail (a time, a place, a name) weighs little; a
            // noun of the language names a thing none of the shortcuts acts on ("train" in
            // "what time is the next train"), which says more against them.
            let unknown = word.range.count == 1 && index.lexicon.knows(word.stem) && !index.isWeak(tokens[first], rules)
                && !index.lexicon.isSeldomNoun(tokens[first], stem: word.stem)
                ? options.paraphraseUnknownNounWeight : options.paraphraseUnknownWordWeight
            let weight = readings.isEmpty ? unknown
                : readings.map { index.weight($0.term, options) * $0.credit }.max() ?? unknown
            result.append(ParaphraseWord(text: tokens[word.range].joined(), range: word.range, readings: readings,
                                         weight: max(weight, options.paraphraseUnknownWordWeight)))
        }
        return result
    }

    /// The values of the in-scope apps' types named anywhere in the utterance (titles and
    /// synonyms, typos allowed), the longest at each start, fewest typos first.
    /// - Complexity: O(t × d × s) in the tokens, the longest name and the stores in scope.
    func valuesNamed(_ prepared: PreparedUtterance, scope: [Bool]) -> [FoundValue] {
        var found: [FoundValue] = []
        let tokens = prepared.tokens
        for (storeIndex, store) in stores.enumerated() where scope[store.app] {
            var start = 0
            while start < tokens.count {
                var best: FoundValue? = nil
                var stack: [(node: NodeID, i: Int, edits: Int)] = [(store.root, start, 0)]
                while let (node, i, edits) = stack.popLast() {
                    if i > start {
                        forEachValueEnd(node) { slot, omitted in
                            guard omitted == 0, store.values[Int(slot)] != nil else { return }
                            let candidate = FoundValue(store: storeIndex, slot: slot, range: start..<i, edits: edits)
                            if let current = best {
                                if candidate.range.count > current.range.count
                                    || (candidate.range.count == current.range.count && candidate.edits < current.edits) {
                                    best = candidate
                                }
                            } else {
                                best = candidate
                            }
                        }
                    }
                    guard i < tokens.count, edits <= 2 else { continue }
                    for alternative in prepared.alternatives[i] {
                        if let next = child(node, alternative.word) { stack.append((next, i + 1, edits + alternative.edits)) }
                    }
                }
                // A lone function word is no value ("in" for a value "In").
                if let value = best, !(value.range.count == 1 && rules.isFunctionWord(tokens[value.range.lowerBound])) {
                    found.append(value)
                    start = value.range.upperBound
                } else {
                    start += 1
                }
            }
        }
        return found.sorted { $0.edits != $1.edits ? $0.edits < $1.edits : $0.range.count > $1.range.count }
    }
}
