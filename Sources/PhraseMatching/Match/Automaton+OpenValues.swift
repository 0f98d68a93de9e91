extension Automaton {
    /// The values of a searchable type whose names contain every content word of the
    /// tokens in `range` (typos allowed), with the share of the name those words cover.
    /// Answers are kept with the utterance: a flexible search asks again for every phrase
    /// whose slot the same tokens fill.
    /// - Complexity: O(k) in the postings of the content words, capped.
    func resolveOpenValue(store storeIndex: Int, tokens range: Range<Int>, prepared: PreparedUtterance,
                          options: MatchOptions)
        -> [(slot: Int32, quality: Double)] {
        if let known = prepared.lookups.answers[UtteranceLookups.Key(store: storeIndex, range: range)] { return known }
        let answer = findOpenValue(store: storeIndex, tokens: range, prepared: prepared, options: options)
        prepared.lookups.answers[UtteranceLookups.Key(store: storeIndex, range: range)] = answer
        return answer
    }

    private func findOpenValue(store storeIndex: Int, tokens range: Range<Int>, prepared: PreparedUtterance,
                               options: MatchOptions)
        -> [(slot: Int32, quality: Double)] {
        guard let postings = stores[storeIndex].postings else { return [] }
        // Per content word, the posting lists of its readings (the word, or words it may
        // be a typo of): the values containing it are their union. Lists are sorted.
        var lists: [(readings: [[Int32]], size: Int, edits: Int)] = []
        /// The words each typed content token may stand for.
        var typed: [[Vocabulary.WordID]] = []
        /// The typed content tokens that say a name: not a function word of another
        /// language ("the" in a French utterance), which the names' word counts leave out.
        var namingTokens = 0
        for i in range {
            let token = prepared.tokens[i]
            if rules.isFunctionWord(token) || rules.isLightToken(token) { continue }
            var readings: [[Int32]] = []
            var size = 0
            var edits = 0
            var words: [Vocabulary.WordID] = []
            for alternative in prepared.alternatives[i] {
                guard let slots = postings[alternative.word], !slots.isEmpty else { continue }
                words.append(alternative.word)
                if readings.isEmpty { edits = alternative.edits }
                readings.append(slots)
                size += slots.count
            }
            if readings.isEmpty { return [] }
            // Too common a word: more than 20,000 values (the union only grows, so its final
            // size decides; a sum of sizes within the cap needs no union).
            if size > 20_000, Self.union(readings).count > 20_000 { return [] }
            lists.append((readings, size, edits))
            typed.append(words)
            if !rules.isValueFunctionWord(token) { namingTokens += 1 }
        }
        guard !lists.isEmpty else { return [] }
        lists.sort { $0.size < $1.size }
        // The intersection: the slots of the smallest found in every other (binary search).
        var candidates = Self.union(lists[0].readings)
        for list in lists.dropFirst() where !candidates.isEmpty {
            var kept = [Bool](repeating: false, count: candidates.count)
            for reading in list.readings { Self.mark(candidates, foundIn: reading, &kept) }
            var write = 0
            for read in candidates.indices where kept[read] {
                candidates[write] = candidates[read]
                write += 1
            }
            candidates.removeLast(candidates.count - write)
        }
        let typoPenalty = Double(lists.reduce(0) { $0 + $1.edits }) * options.openValueTypoShareCost
        var result: [(slot: Int32, quality: Double)] = []
        for slot in candidates.prefix(200) {
            guard let value = stores[storeIndex].values[Int(slot)] else { continue }
            // The share of the best-covered name: typing all of a synonym is as good as
            // typing all of the title. With the title alone, every word typed is in it, and
            // the postings counted its naming words.
            var covered = 0.0
            if value.synonyms.isEmpty {
                covered = min(1, Double(namingTokens) / Double(max(postings.wordCount(of: slot), 1)))
            } else {
                for name in value.names {
                    let words = Set(normalizer.tokens(name).filter { !rules.isValueFunctionWord($0) })
                    guard !words.isEmpty else { continue }
                    let hits = typed.filter { $0.contains { words.contains(vocabulary.words[Int($0)]) } }.count
                    covered = max(covered, min(1, Double(hits) / Double(words.count)))
                }
            }
            let quality = max(0, covered - typoPenalty)
            result.append((slot, quality))
        }
        return result.sorted { $0.quality > $1.quality }.prefix(20).map { $0 }
    }

    /// See `PhraseMatcher.nameMatches(_:value:)`.
    func nameMatch(_ text: String, value: ParameterValue) -> Double? {
        let tokens = normalizer.tokens(text)
        var content: [String] = []
        var i = 0
        while i < tokens.count {
            if let filler = rules.fillerLengths(in: tokens, at: i).max() {
                i += filler
                continue
            }
            if !rules.isFunctionWord(tokens[i]) && !rules.isLightToken(tokens[i]) { content.append(tokens[i]) }
            i += 1
        }
        // Function words of another language alone ("the" in French) name nothing.
        guard content.contains(where: { !rules.isValueFunctionWord($0) }) else { return nil }
        let names = value.names.map { normalizer.tokens($0) }
        guard content.allSatisfy({ typed in names.contains { $0.contains { EditDistance.isTypo(typed, of: $0) } } }) else { return nil }
        var covered = 0.0
        for name in names {
            let words = name.filter { !rules.isValueFunctionWord($0) }
            guard !words.isEmpty else { continue }
            let hits = words.filter { word in content.contains { EditDistance.isTypo($0, of: word) } }.count
            covered = max(covered, Double(hits) / Double(words.count))
        }
        return covered
    }

    /// Sets `found[i]` for each `candidates[i]` that sorted `list` holds: by binary search
    /// when the list is much longer, else by walking both.
    static func mark(_ candidates: [Int32], foundIn list: [Int32], _ found: inout [Bool]) {
        candidates.withUnsafeBufferPointer { candidates in
            list.withUnsafeBufferPointer { list in
                if candidates.count * 16 < list.count {
                    for (index, slot) in candidates.enumerated() {
                        let low = Postings.position(of: slot, in: list)
                        if low < list.count, list[low] == slot { found[index] = true }
                    }
                } else {
                    var i = 0, j = 0
                    while i < candidates.count, j < list.count {
                        if candidates[i] < list[j] { i += 1 } else if candidates[i] > list[j] { j += 1 } else {
                            found[i] = true
                            i += 1
                            j += 1
                        }
                    }
                }
            }
        }
    }

    /// The union of sorted lists, sorted, each slot once.
    static func union(_ lists: [[Int32]]) -> [Int32] {
        guard lists.count > 1 else { return lists.first ?? [] }
        var union = Array(lists.joined()).sorted()
        var write = 0
        for read in union.indices where read == 0 || union[read] != union[read - 1] {
            union[write] = union[read]
            write += 1
        }
        union.removeLast(union.count - write)
        return union
    }

    /// The values of one type that answer to `text`: titles and synonyms (typos allowed),
    /// then, for searchable types, every value whose name contains the words typed.
    func matchValue(_ text: String, store storeIndex: Int, options: MatchOptions) -> [ValueMatch] {
        let tokens = normalizer.tokens(text)
        guard !tokens.isEmpty, !exceedsWordLimit(tokens, options.maxFlexibleTokens) else { return [] }
        let prepared = PreparedUtterance(tokens: tokens, automaton: self, typos: true)
        let store = stores[storeIndex]
        var scope = Array(repeating: false, count: catalogs.count)
        scope[store.app] = true
        var bestBySlot: [Int32: Double] = [:]
        // Leading and trailing fillers ("the", "please") may surround the value.
        var starts = [0]
        for length in rules.fillerLengths(in: tokens, at: 0) where length < tokens.count { starts.append(length) }
        for start in starts {
            let context = SearchContext(utterance: prepared, options: options, flexible: true, scope: scope,
                                        scopeCount: 1, namedApp: nil, range: start..<tokens.count,
                                        maxCost: 1 - options.threshold)
            for (slot, cost) in valuesSpanning(store: storeIndex, from: start, context) {
                let score = 1 - cost - Double(start) * options.fillerCost
                if score > bestBySlot[slot] ?? -1 { bestBySlot[slot] = score }
            }
        }
        if bestBySlot.isEmpty {
            for (slot, quality) in resolveOpenValue(store: storeIndex, tokens: 0..<tokens.count, prepared: prepared, options: options) {
                bestBySlot[slot] = max(0, 1 - options.openValueCost - (1 - quality) * options.openValueUnsaidShareCost)
            }
        }
        return bestBySlot.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.compactMap { slot, score in
            store.values[Int(slot)].map { ValueMatch(value: $0, score: score) }
        }
    }

    private func valuesSpanning(store: Int, from start: Int, _ context: SearchContext) -> [(Int32, Double)] {
        var result: [(Int32, Double)] = []
        var stack: [(node: NodeID, index: Int, cost: Double)] = [(stores[store].root, start, 0)]
        let end = context.range.upperBound
        while let (node, i, cost) = stack.popLast() {
            guard cost <= context.maxCost else { continue }
            if i == end, node != stores[store].root {
                forEachValueEnd(node) { slot, omitted in
                    result.append((slot, cost + Double(omitted) * context.options.missingWordCost))
                }
            }
            guard i < end else { continue }
            for alternative in context.utterance.alternatives[i] {
                if let next = child(node, alternative.word) {
                    stack.append((next, i + 1, cost + Double(alternative.edits) * context.options.typoCost))
                }
            }
            if context.utterance.fillerLengths(at: i, rules).contains(1), i > start {
                stack.append((node, i + 1, cost + context.options.fillerCost))
            }
        }
        return result
    }
}
