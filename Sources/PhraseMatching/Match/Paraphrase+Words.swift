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
    ///
    /// A word whose tokens are all `details` (`DetailWords.marked`, values left out) and that
    /// no phrase says is a detail of the request ("four", "pm", "tomorrow"): no readings, and
    /// `MatchOptions.paraphraseDetailWordWeight` as an extra word.
    ///
    /// A location question word ("where", "dónde", "どこ": `LocationQuestions`) asks to find
    /// what it names: it reads as each find verb the phrases say (`ParaphraseIndex.findTerms`)
    /// at `MatchOptions.paraphraseSynonymCredit`, besides its own phrase word if one says it.
    /// It weighs only as its own word: one no phrase says is `ParaphraseWord.questionOnly`,
    /// no word at all for a shortcut that reads no find verb in it, as the filler it was.
    func paraphraseWords(_ prepared: PreparedUtterance, index: ParaphraseIndex, skipping: Set<Int>,
                         details: [Bool], options: MatchOptions) -> [ParaphraseWord] {
        let tokens = prepared.tokens
        var result: [ParaphraseWord] = []
        let typed = index.typedWords.words(in: tokens, index: index, rules: rules)
        let grouped = compoundsRead(typed, index: index, skipping: skipping)
        // Word groups that mean one word ("call off", "turn the music down"): read at the
        // group's first word; its other words that no phrase says are part of it, not words
        // of their own (those a phrase says stay: an expression never hides a phrase's word).
        let expressions = expressionsRead(grouped, tokens: tokens, index: index, skipping: skipping)
        var heading: [Int: Int] = [:]
        var standing = Set<Int>()
        for (e, expression) in expressions.enumerated() {
            heading[expression.head] = e
            for k in expression.others where grouped[k].word.term == nil { standing.insert(k) }
        }
        // (None looked for where no phrase says a find verb: most catalogs.)
        let questions = index.findTerms.isEmpty ? [] : index.locationQuestions.spans(in: tokens)
        for (k, (range, word, compound)) in grouped.enumerated() {
            let first = range.lowerBound
            let single = range.count == 1
            if skipping.contains(first) || standing.contains(k) { continue }
            let expression = heading[k].map { expressions[$0] }
            var question = false
            if expression == nil, let span = questions.first(where: { $0.contains(first) }) {
                if range == span {
                    question = true
                } else if range.upperBound <= span.upperBound {
                    // A question word of several tokens ("ど", "こ"): one word, at its first.
                    if first == span.lowerBound { result.append(questionWord(span, tokens: tokens, index: index, options: options)) }
                    continue
                }
            }
            // `ParaphraseIndex.isContent`, with the filler words already found for the flexible search.
            let filler = single
                && (rules.isLightToken(tokens[first]) || prepared.fillerMatches(at: first, rules).contains(where: { $0.length == 1 }))
            if filler, expression == nil, !question { continue }
            // A function word no phrase uses is a filler here ("at", "for"); so is a number, but
            // not a name with a digit in it ("things3": `NumberWords.isNumber`).
            let functionOrNumber = single && word.term == nil
                && (word.isWeak || word.hasNumber && NumberWords.isNumber(word.text, language: index.language))
            if single, expression == nil, word.term == nil, word.isWeak, !question { continue }
            // A detail no phrase uses (a number, a time, a date: `DetailWords`) is no word
            // against a shortcut, nor read as another word: "four" is no "quartet".
            if expression == nil, word.term == nil, range.allSatisfy({ details.indices.contains($0) && details[$0] }) {
                result.append(ParaphraseWord(text: word.text, range: range, readings: [],
                                             weight: options.paraphraseDetailWordWeight, isDetail: true))
                continue
            }
            // Any other number: a quantity, a detail too.
            if functionOrNumber, expression == nil, !question { continue }
            // A filler, function or closed-class word that begins a word group ("go over", "do
            // away with") reads as the group: not its own relations or typos ("go" alone is no
            // "run"), and a filler not even as its own phrase word.
            let groupOnly = expression != nil && (filler || functionOrNumber || (single && word.isWeak))
            var readings: [(term: Int32, credit: Double, rule: MatchExplanation.Rule)] = []
            // A function word said reads only as a function word of a phrase: Spanish "esta"
            // shares its stem with "estado" but is not that word.
            let weak = single && word.isWeak && expression == nil
            // Each term once, at its best credit (the first reading of it on a tie).
            func read(_ term: Int32?, _ credit: Double, _ rule: MatchExplanation.Rule) {
                guard let term, !weak || index.isFunctionWord[Int(term)] else { return }
                if let i = readings.firstIndex(where: { $0.term == term }) {
                    if readings[i].credit < credit { readings[i] = (term, credit, rule) }
                } else {
                    readings.append((term, credit, rule))
                }
            }
            // A compound typed apart or joined is the phrase's word as said.
            if !(groupOnly && filler) { read(word.term, 1, compound ? .compound : .stem) }
            if single, !compound, !groupOnly {
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
            func readRelations(_ relations: [TypedWordReadings.Relation], expression: Bool) {
                for relation in relations where relation.rank <= options.paraphraseMaximumRank {
                    switch relation.kind {
                    case .derivation:
                        read(relation.term, options.paraphraseDerivationCredit, expression ? .expression : .stem)
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
                        read(relation.term, max(options.paraphraseSynonymMinimumCredit, decayed), expression ? .expression : .synonym)
                    }
                }
            }
            if !groupOnly { readRelations(word.relations, expression: false) }
            // The expression the word begins, at the credits of the same relations of a word.
            if let expression { readRelations(expression.relations, expression: true) }
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
            // A location question word: the find verbs too, weighing as its own word only.
            let questionOnly = question && readings.isEmpty
            if question {
                Self.readFindVerbs(into: &readings, index: index, options: options)
            }
            result.append(ParaphraseWord(text: word.text, range: range, readings: readings,
                                         weight: questionOnly ? 0 : max(weight, options.paraphraseUnknownWordWeight),
                                         questionOnly: questionOnly,
                                         expression: expression.map { expression in
                                             (expression.text, expression.others.filter(standing.contains).map { grouped[$0].range.lowerBound })
                                         }))
        }
        return result
    }

    /// A location question word of several tokens ("どこ" is "ど", "こ"), `span`: its own
    /// phrase word if one says it (`ParaphraseIndex.termIDs` of its joined stem), and the find
    /// verbs the phrases say (`paraphraseWords`).
    private func questionWord(_ span: Range<Int>, tokens: [String], index: ParaphraseIndex,
                              options: MatchOptions) -> ParaphraseWord {
        let text = tokens[span].joined(separator: rules.writesSpaces ? " " : "")
        var readings: [(term: Int32, credit: Double, rule: MatchExplanation.Rule)] = []
        var weight = 0.0
        if let own = index.termIDs[index.stemmer.stem(tokens[span].joined())] {
            readings.append((own, 1, .stem))
            weight = max(index.weight(own, options), options.paraphraseUnknownWordWeight)
        }
        Self.readFindVerbs(into: &readings, index: index, options: options)
        return ParaphraseWord(text: text, range: span, readings: readings, weight: weight, questionOnly: weight == 0)
    }

    /// A location question word's readings as the find verbs the phrases say
    /// (`ParaphraseIndex.findTerms`), each at `paraphraseSynonymCredit`, but one it reads already.
    private static func readFindVerbs(into readings: inout [(term: Int32, credit: Double, rule: MatchExplanation.Rule)],
                                      index: ParaphraseIndex, options: MatchOptions) {
        for term in index.findTerms where !readings.contains(where: { $0.term == term }) {
            readings.append((term, options.paraphraseSynonymCredit, .synonym))
        }
    }

    /// The typed words with the compounds among them read as the phrase words they are
    /// (`ParaphraseIndex.readsCompounds`): two adjacent words whose joined form a phrase says
    /// as one word, "audio book" for "audiobook" (`compoundTerm`), make one word; a word
    /// typed as one whose parts a phrase says (`TypedWordReadings.Word.parts`), "alarmclock"
    /// for "alarm" and "clock", makes two words, each of that token. Two function or
    /// closed-class words joined ("to do" for "todo") are read so only beside a word of a
    /// phrase that says the compound ("to do list"): "what do i have to do" names no to-do list.
    /// `compound` is true for the words read so.
    /// - Complexity: O(t) set look-ups; a stem for a pair whose first word begins a phrase word.
    private func compoundsRead(_ typed: [(range: Range<Int>, word: TypedWordReadings.Word)], index: ParaphraseIndex,
                               skipping: Set<Int>) -> [(range: Range<Int>, word: TypedWordReadings.Word, compound: Bool)] {
        guard index.readsCompounds else { return typed.map { ($0.range, $0.word, false) } }
        // Whether `other` says a word of a phrase that says `term`.
        func confirms(_ other: Int, _ term: Int32) -> Bool {
            guard typed.indices.contains(other), let said = typed[other].word.term else { return false }
            return index.postings[Int(term)].contains { index.entries[Int($0)].terms.contains(said) }
        }
        var result: [(range: Range<Int>, word: TypedWordReadings.Word, compound: Bool)] = []
        result.reserveCapacity(typed.count + 1)
        var k = 0
        while k < typed.count {
            let (range, word) = typed[k]
            if k + 1 < typed.count, case let (next, second) = typed[k + 1], range.upperBound == next.lowerBound,
               !skipping.contains(range.lowerBound), !skipping.contains(next.lowerBound), !word.hasNumber, !second.hasNumber,
               let (text, term) = index.compoundTerm(word.text, second.text),
               // A phrase that says the two words ("Set up my router") keeps them: "set up" is
               // no "setup" there.
               !index.saysTogether(word.stem, second.stem),
               !(word.isWeak && second.isWeak) || confirms(k - 1, term) || confirms(k + 2, term) {
                result.append((range.lowerBound..<next.upperBound, index.typedWords.word(text, index: index, rules: rules), true))
                k += 2
                continue
            }
            if let (first, second) = word.parts, !skipping.contains(range.lowerBound) {
                result.append((range, index.typedWords.word(first, index: index, rules: rules), true))
                result.append((range, index.typedWords.word(second, index: index, rules: rules), true))
            } else {
                result.append((range, word, false))
            }
            k += 1
        }
        return result
    }

    /// The values of the in-scope apps' types named anywhere in the utterance (titles and
    /// synonyms, typos allowed), the longest at each start, fewest typos first.
    /// - Complexity: O(t × d × s) in the tokens, the longest name and the stores in scope.
    func valuesNamed(_ prepared: PreparedUtterance, scope: [Bool]) -> [FoundValue] {
        var found: [FoundValue] = []
        let tokens = prepared.tokens
        let compounds = stores.indices.contains { scope[stores[$0].app] } ? valueCompounds(prepared) : nil
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
                    // A value's word typed apart ("bed room" for Bedroom) or two typed as one
                    // ("harrypotter"): the words as said.
                    if let compounds {
                        if let joined = compounds.joined[i], let next = child(node, joined) { stack.append((next, i + 2, edits)) }
                        for (first, second) in compounds.parts[i] {
                            if let middle = child(node, first), let next = child(middle, second) { stack.append((next, i + 1, edits)) }
                        }
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

    /// The compounds of the vocabulary's words in the utterance, for finding values
    /// (`valuesNamed`), in a language that writes spaces: `joined[i]`, the word tokens `i`
    /// and `i + 1` make joined ("bed" "room": bedroom), each at least 2 characters; `parts[i]`,
    /// the splits of token `i`, which is no word of the vocabulary and at least 5 characters,
    /// into two of its words of 2 characters or more ("harrypotter": harry, potter); none of
    /// more than `ParaphraseIndex.maximumCompoundLength` characters.
    /// - Complexity: O(t × n) look-ups in the tokens and their length.
    private func valueCompounds(_ prepared: PreparedUtterance)
        -> (joined: [Vocabulary.WordID?], parts: [[(Vocabulary.WordID, Vocabulary.WordID)]])? {
        guard rules.writesSpaces else { return nil }
        let tokens = prepared.tokens
        var joined = [Vocabulary.WordID?](repeating: nil, count: tokens.count)
        var parts = [[(Vocabulary.WordID, Vocabulary.WordID)]](repeating: [], count: tokens.count)
        // Each token's length in scalars, counted once from its bytes (`scalarCount`).
        let counts = tokens.map(Self.scalarCount)
        for i in tokens.indices {
            let scalars = counts[i]
            let longest = ParaphraseIndex.maximumCompoundLength
            if i + 1 < tokens.count, (2...longest).contains(scalars), (2...longest).contains(counts[i + 1]) {
                joined[i] = joinedWord(tokens[i], tokens[i + 1], ascii: tokens[i].utf8.count == scalars
                                           && tokens[i + 1].utf8.count == counts[i + 1])
            }
            guard (5...longest).contains(scalars), !prepared.alternatives[i].contains(where: { $0.edits == 0 }) else { continue }
            var token = tokens[i]
            if token.utf8.count == scalars {
                // ASCII (one byte a scalar): each split's halves are looked up in the token's
                // own bytes, no `String` made for them (a no-match line's unknown words are
                // split here: making the halves cost ~75k instructions a line at 100k values).
                let vocabulary = vocabulary
                var found: [(Vocabulary.WordID, Vocabulary.WordID)] = []
                token.withUTF8 { bytes in
                    for split in 2...(scalars - 2) {
                        if let a = vocabulary.id(ofASCII: UnsafeBufferPointer(rebasing: bytes[..<split])),
                           let b = vocabulary.id(ofASCII: UnsafeBufferPointer(rebasing: bytes[split...])) {
                            found.append((a, b))
                        }
                    }
                }
                parts[i] = found
                continue
            }
            ParaphraseIndex.forEachCut(of: token, lengths: 5...longest) { first, second in
                if let a = vocabulary.id(of: first), let b = vocabulary.id(of: second) { parts[i].append((a, b)) }
                return true
            }
        }
        return (joined, parts)
    }

    /// The vocabulary's word `first` and `second` make joined: for two ASCII tokens looked up
    /// by their bytes side by side, no `String` made (as the splits above are).
    private func joinedWord(_ first: String, _ second: String, ascii: Bool) -> Vocabulary.WordID? {
        guard ascii else { return vocabulary.id(of: first + second) }
        var first = first, second = second
        let count = first.utf8.count + second.utf8.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            let split = first.withUTF8 { bytes in buffer.initialize(fromContentsOf: bytes) }
            second.withUTF8 { bytes in _ = buffer[split...].initialize(fromContentsOf: bytes) }
            return vocabulary.id(ofASCII: UnsafeBufferPointer(buffer))
        }
    }
}
