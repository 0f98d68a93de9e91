extension Automaton {
    /// The answer to an utterance that reads exactly one way, word for word, as a phrase with
    /// its value — most typed commands — found on word ids without making a `String` per
    /// token or a prepared utterance; `nil` for anything else (non-ASCII text, a word no
    /// phrase, app name or value has, no reading, several, a truncated walk), which the full
    /// search in `match` answers. When not `nil`, it is the result `match` would give.
    /// - Complexity: O(t) in the utterance's tokens, plus the value ends its words reach.
    func singleExactMatch(_ utterance: String, scope: [Bool], options: MatchOptions) -> MatchResult? {
        // Past a few kilobytes the full search answers (and refuses) as it always did.
        let byteCount = utterance.utf8.count
        guard byteCount > 0, byteCount <= 4096 else { return nil }
        // Scratch memory for the walk, allocated here rather than in a closure's scope: a
        // closure using `self`, `vocabulary` or `normalizer` copies it (a retain and a
        // release of each of its tables).
        let scratch = ExactScratch(byteCount: byteCount)
        defer { scratch.deallocate() }
        _ = scratch.bytes.initialize(from: utterance.utf8)
        guard let count = exactWordIDs(scratch) else { return nil }
        var walk = ExactWalk(words: UnsafeBufferPointer(rebasing: scratch.ids[..<count]), scope: scope,
                             maxSteps: options.maxSearchSteps, omittedWordsCostNothing: options.missingWordCost <= 0)
        walkExact(phraseRoot, 0, app: -1, slot: -1, &walk)
        guard !walk.failed, walk.hits == 1, let hit = walk.hit else { return nil }
        return singleExactAnswer(utterance, hit: hit, parameterEdge: walk.hitValueEdge)
    }

    /// The word ids of the tokens of the ASCII text in `scratch.bytes`, written to
    /// `scratch.ids`, and how many there are; `nil` unless the text is ASCII, has a token
    /// and each is a vocabulary word. The tokens are gathered first and looked up after,
    /// outside the tokeniser's closure (see `singleExactMatch`).
    private func exactWordIDs(_ scratch: ExactScratch) -> Int? {
        let letters = scratch.letters, ends = scratch.ends
        var count = 0, length = 0
        let read = normalizer.forEachASCIIWord(UnsafeBufferPointer(scratch.bytes)) { word in
            guard count < ends.count else { return }
            for byte in word {
                letters[length] = byte
                length += 1
            }
            ends[count] = Int32(truncatingIfNeeded: length)
            count += 1
        }
        guard read, count > 0 else { return nil }
        var start = 0
        for index in 0..<count {
            let end = Int(ends[index])
            guard let id = vocabulary.id(ofASCII: UnsafeBufferPointer(rebasing: letters[start..<end])) else { return nil }
            scratch.ids[index] = id
            start = end
        }
        return count
    }

    /// `walkPhrase` of an exact search (`SearchContext.flexible` false, no app named
    /// outside the phrase), on word ids: the same nodes in the same order, the same steps.
    private func walkExact(_ node: NodeID, _ i: Int, app: Int, slot: Int32, _ walk: inout ExactWalk) {
        guard !walk.failed else { return }
        walk.steps += 1
        if walk.steps > walk.maxSteps {
            walk.failed = true
            return
        }
        let end = walk.words.count
        if i == end, let ends = phraseEnds[node] {
            for phraseEnd in ends where walk.scope[phraseEnd.app] {
                if app >= 0, app != phraseEnd.app { continue }
                walk.hits += 1
                if walk.hits > 1 {
                    walk.failed = true
                    return
                }
                walk.hit = Hit(end: phraseEnd, app: phraseEnd.app, slot: slot >= 0 ? slot : nil, open: nil,
                               cost: 0, flexible: false)
                walk.hitValueEdge = slot >= 0 ? walk.valueEdge : nil
            }
        }
        if i < end, let next = child(node, walk.words[i]) {
            walkExact(next, i + 1, app: app, slot: slot, &walk)
        }
        guard let edges = slots[node] else { return }
        for (index, edge) in edges.enumerated() {
            switch edge.kind {
            case .applicationName:
                walkExactAppNames(appRoot, i, then: edge.next, app: app, slot: slot, &walk)
            case .value(let store, _):
                let storeApp = stores[store].app
                guard walk.scope[storeApp], app < 0 || app == storeApp, slot < 0 else { continue }
                let root = stores[store].root
                // Only one value slot is open at a time (a bound slot enters no other).
                walk.valueEdge = (node, index)
                walkExactValues(root, root, i, then: edge.next, app: storeApp, &walk)
            }
        }
    }

    /// `collectAppNames` and `walkAppSlot` of an exact search: each app name read from
    /// token `i` on continues the phrase after the slot (in another order than the search
    /// walks them, which changes neither the steps nor the readings).
    private func walkExactAppNames(_ node: NodeID, _ i: Int, then next: NodeID, app: Int, slot: Int32,
                                   _ walk: inout ExactWalk) {
        if node != appRoot, let apps = appEnds[node] {
            for named in apps where walk.scope[named] {
                if app >= 0, app != named { continue }
                walkExact(next, i, app: named, slot: slot, &walk)
            }
        }
        if i < walk.words.count, let deeper = child(node, walk.words[i]) {
            walkExactAppNames(deeper, i + 1, then: next, app: app, slot: slot, &walk)
        }
    }

    /// `collectValues` and `walkValueSlot` of an exact search: each value whose name the
    /// tokens from `i` on spell continues the phrase after the slot. A name read without
    /// its function words costs more than an exact search allows (unless the options make
    /// it free: then the full search decides).
    private func walkExactValues(_ root: NodeID, _ node: NodeID, _ i: Int, then next: NodeID, app: Int,
                                 _ walk: inout ExactWalk) {
        // The next word's edge is looked up before this node's value ends (the same readings
        // in the same order): the two reads, each likely a cache miss in a big table, overlap.
        let deeper = i < walk.words.count ? child(node, walk.words[i]) : nil
        if node != root {
            forEachValueEnd(node) { slot, omitted in
                if omitted > 0 {
                    if walk.omittedWordsCostNothing { walk.failed = true }
                    return
                }
                walkExact(next, i, app: app, slot: slot, &walk)
            }
        }
        if let deeper {
            walkExactValues(root, deeper, i + 1, then: next, app: app, &walk)
        }
    }
}

/// The state of an exact walk on word ids: at most one reading is wanted, so a second
/// (or a walk past `maxSteps`) ends it, leaving the utterance to the full search.
private struct ExactWalk {
    let words: UnsafeBufferPointer<Vocabulary.WordID>
    let scope: [Bool]
    let maxSteps: Int
    let omittedWordsCostNothing: Bool
    var steps = 0
    var hits = 0
    var hit: Hit? = nil
    var failed = false
    /// The value slot edge (its node and index in `slots`) the walk is in, and the one
    /// the hit was reached through.
    var valueEdge: (node: NodeID, index: Int)? = nil
    var hitValueEdge: (node: NodeID, index: Int)? = nil
}

/// The memory an exact walk works in, one allocation for an utterance of `byteCount` UTF-8
/// bytes: the bytes, its tokens' letters end to end, each token's end among them, and the
/// tokens' word ids (a token is at least one byte, and tokens are a byte apart).
private struct ExactScratch {
    let bytes: UnsafeMutableBufferPointer<UInt8>
    let letters: UnsafeMutableBufferPointer<UInt8>
    let ends: UnsafeMutableBufferPointer<Int32>
    let ids: UnsafeMutableBufferPointer<Vocabulary.WordID>
    private let memory: UnsafeMutableRawPointer

    init(byteCount: Int) {
        let tokens = byteCount / 2 + 1
        let wordsOffset = (2 * byteCount + 3) & ~3
        memory = .allocate(byteCount: wordsOffset + 8 * tokens, alignment: 4)
        bytes = UnsafeMutableBufferPointer(start: memory.bindMemory(to: UInt8.self, capacity: 2 * byteCount),
                                           count: byteCount)
        letters = UnsafeMutableBufferPointer(start: bytes.baseAddress! + byteCount, count: byteCount)
        ends = UnsafeMutableBufferPointer(start: (memory + wordsOffset).bindMemory(to: Int32.self, capacity: tokens),
                                          count: tokens)
        ids = UnsafeMutableBufferPointer(start: (memory + wordsOffset + 4 * tokens)
                                            .bindMemory(to: Vocabulary.WordID.self, capacity: tokens), count: tokens)
    }

    func deallocate() { memory.deallocate() }
}
