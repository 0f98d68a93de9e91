import Foundation

/// The paraphrase level's reading of an utterance: its content words with their readings as
/// phrase terms (stems, typos, lexicon relations), and the values it names anywhere.
extension Automaton {
    /// The content words of the utterance with their readings as phrase terms.
    ///
    /// What a word reads as whatever the utterance (its stem's term, its lexicon relations
    /// that reach a term, what kind of word it is) is read once per distinct word and kept
    /// (`TypedWordReadings`); only its typo readings and the credits are found here.
    /// - Complexity: O(t × r) in the tokens and the relations of their stems that reach a term.
    func paraphraseWords(_ prepared: PreparedUtterance, index: ParaphraseIndex, skipping: Set<Int>,
                                 options: MatchOptions) -> [ParaphraseWord] {
        let tokens = prepared.tokens
        var result: [ParaphraseWord] = []
        for (range, word) in index.typedWords.words(in: tokens, index: index, rules: rules) {
            let first = range.lowerBound
            let single = range.count == 1
            if skipping.contains(first) { continue }
            // `ParaphraseIndex.isContent`, with the filler words already found for the flexible search.
            if single, rules.isLightToken(tokens[first]) || prepared.fillerMatches(at: first, rules).contains(where: { $0.length == 1 }) {
                continue
            }
            // A function word no phrase uses is a filler here ("at", "for"); so is a number
            // (a time, a quantity: a detail of the request, not what it asks for).
            if single, word.term == nil, word.isWeak || word.hasNumber { continue }
            var readings: [(term: Int32, credit: Double, rule: MatchExplanation.Rule)] = []
            // A function word said reads only as a function word of a phrase: Spanish "esta"
            // shares its stem with "estado" but is not that word.
            let weak = single && word.isWeak
            // Each term once, at its best credit (the first reading of it on a tie).
            func read(_ term: Int32?, _ credit: Double, _ rule: MatchExplanation.Rule) {
                guard let term, !weak || index.isFunctionWord[Int(term)] else { return }
                if let i = readings.firstIndex(where: { $0.term == term }) {
                    if readings[i].credit < credit { readings[i] = (term, credit, rule) }
                } else {
                    readings.append((term, credit, rule))
                }
            }
            read(word.term, 1, .stem)
            if single {
                // Typing errors of words the vocabulary knows: their stems. A word of the
                // language in its own right ("that", "correct") or a short one is what it
                // says, not a typo of another ("what", "time").
                let mayBeTypo = word.length >= options.paraphraseTypoMinimumLength && !word.isWeak && !word.isKnown
                for alternative in prepared.alternatives[first] where mayBeTypo && alternative.edits > 0 {
                    let known = vocabulary.words[Int(alternative.word)]
                    guard EditDistance.isTypo(tokens[first], of: known) else { continue }
                    read(index.termIDs[index.stemmer.stem(known)], options.paraphraseTypoCredit, .typo)
                }
            }
            // (Kept in rank order, as `Lexicon.related` lists them: those through a far
            // sense are the last.)
            for relation in word.relations where relation.rank <= options.paraphraseMaximumRank {
                switch relation.kind {
                case .derivation:
                    read(relation.term, options.paraphraseDerivationCredit, .stem)
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
                    read(relation.term, max(options.paraphraseSynonymMinimumCredit, decayed), .synonym)
                }
            }
            // A word no shortcut uses: a detail (a time, a place, a name) weighs little; a
            // noun of the language names a thing none of the shortcuts acts on ("train" in
            // "what time is the next train"), which says more against them.
            let unknown = single && word.isKnown && !word.isWeak && !word.isSeldomNoun
                ? options.paraphraseUnknownNounWeight : options.paraphraseUnknownWordWeight
            var weight = unknown
            if let heaviest = readings.first {
                weight = index.weight(heaviest.term, options) * heaviest.credit
                for reading in readings.dropFirst() { weight = max(weight, index.weight(reading.term, options) * reading.credit) }
            }
            result.append(ParaphraseWord(text: word.text, range: range, readings: readings,
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
        // One stack for every start: the walk from each start leaves it empty.
        var stack: [(node: NodeID, i: Int, edits: Int)] = []
        // (A store is read where it is: binding one to a name copies it, a retain and a
        // release of each of its fields.)
        for storeIndex in stores.indices where scope[stores[storeIndex].app] {
            let root = stores[storeIndex].root
            var start = 0
            while start < tokens.count {
                var best: FoundValue? = nil
                stack.append((root, start, 0))
                while let (node, i, edits) = stack.popLast() {
                    if i > start {
                        forEachValueEnd(node) { slot, omitted in
                            // A name said without its function words only after an article of
                            // the language said in their place: "le hobbit", "el hobbit", "o
                            // hobbit" for The Hobbit (each left out counted as a typing error).
                            guard omitted == 0 || (start > 0 && rules.isFunctionWord(tokens[start - 1])),
                                  stores[storeIndex].values[Int(slot)] != nil else { return }
                            let candidate = FoundValue(store: storeIndex, slot: slot, range: start..<i, edits: edits + omitted)
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
