extension Automaton {
    /// The answer to an utterance that reads exactly one way, word for word, as a phrase with
    /// its value — most typed commands — found on word ids without making a `String` per
    /// token or a prepared utterance; `nil` for anything else (non-ASCII text, a word no
    /// phrase, app name or value has, no reading, several, a truncated walk), which the full
    /// search in `match` answers. When not `nil`, it is the result `match` would give.
    /// - Complexity: O(t) in the utterance's tokens, plus the value ends its words reach.
    func singleExactMatch(_ utterance: String, scope: [Bool], options: MatchOptions) -> MatchResult? {
        singleExactMatch(utterance, scope: scope, limits: ExactLimits(options))
    }

    /// `singleExactMatch(_:scope:options:)` with the two options it reads (a `MatchOptions`
    /// is hundreds of bytes, copied at each call that passes it).
    func singleExactMatch(_ utterance: String, scope: [Bool], limits: ExactLimits) -> MatchResult? {
        guard let found = exactReading(utterance, scope: scope, limits: limits) else { return nil }
        return singleExactAnswer(utterance, found)
    }

    /// The answer to the reading `exactReading` found, or `nil` when it is none the exact
    /// walk gives (a negative phrase, an intent asking for its value).
    func singleExactAnswer(_ utterance: String, _ found: ExactReading) -> MatchResult? {
        let phraseEnd = exactNodes.phraseEnd(found.record, found.end)
        return singleExactAnswer(utterance, hit: Hit(end: phraseEnd, app: phraseEnd.app, slot: found.slot >= 0 ? found.slot : nil,
                                                     open: nil, cost: 0, flexible: false),
                                 parameterName: found.edgeRecord >= 0
                                     ? exactNodes.parameterName(found.edgeRecord, found.edgeIndex) : nil)
    }

    /// The record `found`'s answer shares when it is the common one — a phrase with its
    /// value as compiled — else `nil` (then `singleExactAnswer` answers). The answer is then
    /// `valueAnswer`'s, which `singleExactAnswer` would make too: the utterance and this
    /// record retained, nothing else.
    @inline(__always)
    func sharedAnswerText(_ found: ExactReading) -> CandidateText? {
        exactNodes.sharedAnswerText(found.record, found.end, slot: found.slot, stores)
    }

    /// The answer to `found` when `sharedAnswerText` has a record for it: the matcher's hot
    /// path returns it.
    @inline(__always)
    func valueAnswer(_ utterance: String, _ found: ExactReading) -> MatchResult? {
        guard let text = sharedAnswerText(found) else { return nil }
        return MatchResult(matched: utterance, best: Candidate(text: text, index: Int(found.slot), score: 1, kind: .exact))
    }

    /// The one reading of an utterance read exactly, word for word (see `singleExactMatch`),
    /// as where its answer's parts are: no string is made and nothing retained.
    func exactReading(_ utterance: String, scope: [Bool], limits: ExactLimits) -> ExactReading? {
        scope.withUnsafeBufferPointer { exactReading(utterance, scope: $0, limits: limits) }
    }

    /// `exactReading(_:scope:limits:)` with the scope where it is (an array kept in the walk's
    /// state was retained and released at each match).
    func exactReading(_ utterance: String, scope: UnsafeBufferPointer<Bool>, limits: ExactLimits) -> ExactReading? {
        // Past a few kilobytes the full search answers (and refuses) as it always did.
        let byteCount = utterance.utf8.count
        guard byteCount > 0, byteCount <= 4096 else { return nil }
        // The walk's memory, on the stack for a typed line: the tokens' word ids, starts and
        // ends, then the line lowercased, where the tokens are byte ranges.
        let tokenCapacity = ASCIIWordRanges.tokenCapacity(forBytes: byteCount)
        let splitsOnApostrophe = normalizer.splitsOnApostrophe
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * tokenCapacity) { scratch -> ExactReading? in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: ASCIIWordRanges.textWords(forBytes: byteCount)) {
                text -> ExactReading? in
                let ids = UnsafeMutableBufferPointer(rebasing: scratch[..<tokenCapacity])
                let starts = UnsafeMutableBufferPointer(rebasing: scratch[tokenCapacity..<(2 * tokenCapacity)])
                let ends = UnsafeMutableBufferPointer(rebasing: scratch[(2 * tokenCapacity)...])
                let tokenised = utterance.utf8.withContiguousStorageIfAvailable {
                    ASCIIWordRanges.scan($0, splitsOnApostrophe: splitsOnApostrophe, text: text, starts: starts, ends: ends)
                } ?? Array(utterance.utf8).withUnsafeBufferPointer {
                    ASCIIWordRanges.scan($0, splitsOnApostrophe: splitsOnApostrophe, text: text, starts: starts, ends: ends)
                }
                guard let count = tokenised else { return nil }
                // Every token looked up before the walk: the lookups are independent, so
                // their cache misses overlap.
                let packedLength = StringHashMap.packedLength
                for index in 0..<count {
                    let start = Int(starts[index]), length = Int(ends[index]) - start
                    let id: Vocabulary.WordID?
                    if length <= packedLength {
                        id = vocabulary.id(packedASCII: ASCIIWordRanges.packedKey(text, start: start, length: length),
                                           length: length)
                    } else {
                        id = (UnsafeRawPointer(text.baseAddress!) + start).withMemoryRebound(to: UInt8.self, capacity: length) {
                            vocabulary.id(ofASCII: UnsafeBufferPointer(start: $0, count: length))
                        }
                    }
                    guard let id else { return nil }
                    ids[index] = id
                }
                var walk = ExactWalk(words: UnsafeBufferPointer(rebasing: ids[..<count]), scope: scope,
                                     maxSteps: limits.maxSteps, omittedWordsCostNothing: limits.omittedWordsCostNothing)
                walkExact(exactNodes.phraseRoot, 0, app: -1, slot: -1, &walk)
                guard !walk.failed, walk.hits == 1, let hit = walk.hit else { return nil }
                return ExactReading(record: hit.record, end: hit.end, slot: hit.slot,
                                    edgeRecord: walk.hitValueEdge?.record ?? -1, edgeIndex: walk.hitValueEdge?.index ?? -1)
            }
        }
    }

    /// `walkPhrase` of an exact search (`SearchContext.flexible` false, no app named
    /// outside the phrase), on word ids: the same nodes in the same order, the same steps.
    /// A node is its record in `exactNodes`, which has its phrase ends, slot edges and
    /// word edges.
    private func walkExact(_ record: Int, _ i: Int, app: Int, slot: Int32, _ walk: inout ExactWalk) {
        guard !walk.failed else { return }
        walk.steps += 1
        if walk.steps > walk.maxSteps {
            walk.failed = true
            return
        }
        let end = walk.words.count
        if i == end {
            for k in 0..<exactNodes.phraseEndCount(record) {
                let endApp = exactNodes.phraseEndApp(record, k)
                guard walk.scope[endApp] else { continue }
                if app >= 0, app != endApp { continue }
                walk.hits += 1
                if walk.hits > 1 {
                    walk.failed = true
                    return
                }
                walk.hit = (record, k, slot)
                walk.hitValueEdge = slot >= 0 ? walk.valueEdge : nil
            }
        }
        if i < end, let next = exactNodes.child(record, walk.words[i]) {
            walkExact(next, i + 1, app: app, slot: slot, &walk)
        }
        for index in 0..<exactNodes.slotCount(record) {
            let edge = exactNodes.slot(record, index)
            if edge.store < 0 {
                walkExactAppNames(exactNodes.appRoot, i, then: edge.next, app: app, slot: slot, &walk)
            } else {
                guard walk.scope[edge.storeApp], app < 0 || app == edge.storeApp, slot < 0 else { continue }
                // Only one value slot is open at a time (a bound slot enters no other).
                walk.valueEdge = (record, index)
                walkExactValues(edge.root, edge.root, depth: 0, i, then: edge.next, app: edge.storeApp, &walk)
            }
        }
    }

    /// `collectAppNames` and `walkAppSlot` of an exact search: each app name read from
    /// token `i` on continues the phrase after the slot (in another order than the search
    /// walks them, which changes neither the steps nor the readings).
    private func walkExactAppNames(_ record: Int, _ i: Int, then next: Int, app: Int, slot: Int32,
                                   _ walk: inout ExactWalk) {
        if record != exactNodes.appRoot {
            for k in 0..<exactNodes.appEndCount(record) {
                let named = exactNodes.appEnd(record, k)
                guard walk.scope[named] else { continue }
                if app >= 0, app != named { continue }
                walkExact(next, i, app: named, slot: slot, &walk)
            }
        }
        if i < walk.words.count, let deeper = exactNodes.child(record, walk.words[i]) {
            walkExactAppNames(deeper, i + 1, then: next, app: app, slot: slot, &walk)
        }
    }

    /// `collectValues` and `walkValueSlot` of an exact search: each value whose name the
    /// tokens from `i` on spell continues the phrase after the slot (`next`, a record). A
    /// name read without its function words costs more than an exact search allows (unless
    /// the options make it free: then the full search decides). `depth` is the node's
    /// (0 at the root): the edges of the first levels are read from `valueTopEdges`.
    private func walkExactValues(_ root: NodeID, _ node: NodeID, depth: Int, _ i: Int, then next: Int, app: Int,
                                 _ walk: inout ExactWalk) {
        // The node's flags say whether to look up the next word's edge and the value ends
        // (one small read; most nodes end no name). The edge is looked up before the ends
        // (the same readings in the same order): the two reads, each likely a cache miss in
        // a big table, overlap.
        let flags = valueTrie.flags(of: node)
        var deeper: UInt32? = nil
        if i < walk.words.count, flags & ValueTrie.hasChildren != 0 {
            let key = Self.key(node, walk.words[i])
            deeper = depth < ValueTopEdges.depths ? valueTopEdges.child(depth: depth, key: key) : edges.inlinedValue(key)
        }
        if node != root, flags & ValueTrie.hasEnds != 0 {
            valueTrie.forEachEnd(ofEndingNode: node) { end in
                let slot = end.slot, omitted = end.omitted
                if omitted > 0 {
                    if walk.omittedWordsCostNothing { walk.failed = true }
                    return
                }
                walkExact(next, i, app: app, slot: slot, &walk)
            }
        }
        if let deeper {
            walkExactValues(root, deeper, depth: depth + 1, i + 1, then: next, app: app, &walk)
        }
    }
}

/// The state of an exact walk on word ids: at most one reading is wanted, so a second
/// (or a walk past `maxSteps`) ends it, leaving the utterance to the full search.
private struct ExactWalk {
    let words: UnsafeBufferPointer<Vocabulary.WordID>
    let scope: UnsafeBufferPointer<Bool>
    let maxSteps: Int
    let omittedWordsCostNothing: Bool
    var steps = 0
    var hits = 0
    /// The reading found: the record of its phrase end's node, the end's index among the
    /// node's (`phraseEnds[node]`), and the value slot read (-1 for none).
    var hit: (record: Int, end: Int, slot: Int32)? = nil
    var failed = false
    /// The value slot edge (its node's record and index in `slots`) the walk is in, and
    /// the one the hit was reached through.
    var valueEdge: (record: Int, index: Int)? = nil
    var hitValueEdge: (record: Int, index: Int)? = nil
}

/// The reading an exact walk found, as positions: the record of its phrase end's node and
/// the end's index there, the value slot read (-1 for none) and the value slot edge it was
/// read through (its node's record and index, -1 for none).
struct ExactReading {
    var record: Int
    var end: Int
    var slot: Int32
    var edgeRecord: Int
    var edgeIndex: Int
}

/// The options an exact walk reads.
struct ExactLimits: Sendable {
    /// `MatchOptions.maxSearchSteps`: a walk past it leaves the utterance to the full search.
    var maxSteps: Int
    /// Whether `MatchOptions.missingWordCost` makes a value's left-out function words free
    /// (then such a reading is the full search's to weigh).
    var omittedWordsCostNothing: Bool

    init(_ options: MatchOptions) {
        maxSteps = options.maxSearchSteps
        omittedWordsCostNothing = options.missingWordCost <= 0
    }
}
