extension Automaton {
    /// The tokens of each title and synonym of a value, in order; a hyphenated name is
    /// followed by its spelling with the words joined ("Lo-Fi" is "lo fi", then "lofi").
    /// Normalised once per value, for both the value trie and the open-value index.
    func spellings(of value: ParameterValue) -> [(tokens: [String], joined: Bool)] {
        var result: [(tokens: [String], joined: Bool)] = []
        result.reserveCapacity(value.synonyms.count + 1)
        func add(_ name: String) {
            result.append((normalizer.tokens(name), false))
            if Self.hasHyphen(name) {
                result.append((normalizer.tokens(String(name.split(separator: "-", omittingEmptySubsequences: false).joined())), true))
            }
            if let split = NameVariants.caseSplit(name) { result.append((normalizer.tokens(split), true)) }
        }
        add(value.title)
        for synonym in value.synonyms { add(synonym) }
        return result
    }

    /// The names a value answers to in the value trie: each title and synonym, and the same
    /// without its function words of any language (`LocaleRules.isValueFunctionWord`: "Lord
    /// of the Rings" → "lord rings", in a French catalog too), with how many were left out.
    func trieNames(of value: ParameterValue) -> [(tokens: [String], omitted: Int)] {
        trieNames(spellings(of: value))
    }

    func trieNames(_ spellings: [(tokens: [String], joined: Bool)]) -> [(tokens: [String], omitted: Int)] {
        var result: [(tokens: [String], omitted: Int)] = []
        func isNew(_ tokens: [String]) -> Bool { !result.contains { $0.tokens == tokens } }
        for (tokens, _) in spellings where !tokens.isEmpty && isNew(tokens) {
            result.append((tokens, 0))
        }
        for (tokens, _) in spellings where !tokens.isEmpty {
            let content = tokens.filter { !rules.isValueFunctionWord($0) && !rules.isLightToken($0) }
            if !content.isEmpty, content.count < tokens.count, isNew(content) {
                result.append((content, tokens.count - content.count))
            }
        }
        return result
    }

    /// Adds `value` to `store`, unless a live value there has its id (the first value with
    /// an id wins): looked up and indexed in one probe of the id index.
    /// - Returns: whether the value went in.
    ///
    /// `batched` leaves the value's names for `walkPendingNames()` to walk into the trie
    /// with others (the caller must call it before the trie is read or changed again).
    ///
    /// `idIndexed` says the store's id index already has the value's id at the next slot
    /// (`ValueStore.indexAll`).
    @discardableResult
    mutating func insert(_ value: ParameterValue, store: Int, inTrie: Bool, batched: Bool = false, idIndexed: Bool = false) -> Bool {
        let reused = stores[store].freeSlots.last
        let slot = reused ?? Int32(stores[store].values.count)
        if !idIndexed { guard stores[store].indexIfNew(value.id, slot: slot) else { return false } }
        if reused != nil {
            stores[store].freeSlots.removeLast()
            stores[store].values[Int(slot)] = value
            stores[store].inTrie[Int(slot)] = inTrie
        } else {
            stores[store].values.append(value)
            stores[store].inTrie.append(inTrie)
        }
        guard inTrie || keepsPostings(store) else { return true }
        guard inTrie else {
            // Postings alone: on word ids when every word of the value is known (as in
            // `addToTrie`), else through its tokens, which interns the new ones.
            if keepsPostings(store) {
                if knownSpellings(of: value) {
                    addScratchPostings(slot: slot, store: store)
                } else {
                    addPostings(spellings(of: value), slot: slot, store: store)
                }
            }
            return true
        }
        addToTrie(value, slot: slot, store: store)
        if !batched || pending.isFull { walkPendingNames() }
        return true
    }

    /// Adds a value to its store's trie under `trieNames(of:)`, and to the postings if the
    /// store keeps them: the same as going through those token lists, but each token is
    /// interned once and everything else works on word ids in reused scratch arrays, so
    /// that adding a value allocates nothing (a million values compile twice as fast).
    private mutating func addToTrie(_ value: ParameterValue, slot: Int32, store: Int) {
        scratchWords.removeAll(keepingCapacity: true)
        scratchSpellings.removeAll(keepingCapacity: true)
        scratchNames.removeAll(keepingCapacity: true)
        let normalizer = self.normalizer
        // The spellings of `spellings(of:)`, as ranges of word ids, from the name's bytes
        // where the value keeps them: a `String` is made only for a name that is not ASCII
        // or has other spellings (most names have neither).
        func addSpellings(of bytes: UnsafeBufferPointer<UInt8>) {
            var start = scratchWords.count
            let hyphen = bytes.contains(UInt8(ascii: "-"))
            let caseChange = NameVariants.mayHaveCaseChange(bytes)
            if !vocabulary.internTokens(ofUTF8: bytes, normalizer, into: &scratchWords) {
                vocabulary.internTokens(of: String(decoding: bytes, as: UTF8.self), normalizer, into: &scratchWords)
            }
            scratchSpellings.append((start, scratchWords.count, false))
            guard hyphen || caseChange else { return }
            let name = String(decoding: bytes, as: UTF8.self)
            if hyphen {
                start = scratchWords.count
                let joined = String(name.split(separator: "-", omittingEmptySubsequences: false).joined())
                vocabulary.internTokens(of: joined, normalizer, into: &scratchWords)
                scratchSpellings.append((start, scratchWords.count, true))
            }
            // "ShelfPlayer" is also "Shelf Player".
            if caseChange, let split = NameVariants.caseSplit(name) {
                start = scratchWords.count
                vocabulary.internTokens(of: split, normalizer, into: &scratchWords)
                scratchSpellings.append((start, scratchWords.count, true))
            }
        }
        value.withRecord { record in
            addSpellings(of: record.title)
            record.forEachSynonym { addSpellings(of: $0) }
        }
        updateWordKinds()
        // The names of `trieNames(_:)`: each spelling, then each without its function
        // words and light tokens; each once.
        func isNew(_ start: Int, _ end: Int) -> Bool {
            !scratchNames.contains { scratchWords[$0.start..<$0.end] == scratchWords[start..<end] }
        }
        for spelling in scratchSpellings where spelling.end > spelling.start && isNew(spelling.start, spelling.end) {
            scratchNames.append((spelling.start, spelling.end, 0))
        }
        for spelling in scratchSpellings where spelling.end > spelling.start {
            let start = scratchWords.count
            for index in spelling.start..<spelling.end where wordKinds[Int(scratchWords[index])] & (Self.valueFunctionWordKind | Self.lightTokenKind) == 0 {
                scratchWords.append(scratchWords[index])
            }
            let kept = scratchWords.count - start, total = spelling.end - spelling.start
            if kept > 0, kept < total, isNew(start, scratchWords.count) {
                scratchNames.append((start, scratchWords.count, total - kept))
            } else {
                scratchWords.removeLast(kept)
            }
        }
        let root = stores[store].root
        for name in scratchNames {
            pending.add(scratchWords[name.start..<name.end], from: root, end: ValueEnd(slot: slot, omitted: name.omitted))
        }
        if keepsPostings(store) { addScratchPostings(slot: slot, store: store) }
    }

    /// Fills the scratch spellings with the value's names as written, as word ids, if every
    /// token of them is a vocabulary word (and ASCII): what `addToTrie` makes of them, for
    /// `addScratchPostings`, without interning. False when a token is new or not ASCII.
    private mutating func knownSpellings(of value: ParameterValue) -> Bool {
        scratchWords.removeAll(keepingCapacity: true)
        scratchSpellings.removeAll(keepingCapacity: true)
        let normalizer = self.normalizer
        let known = value.withRecord { record in
            var known = true
            func add(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard known else { return }
                let start = scratchWords.count
                let ascii = normalizer.forEachASCIIWord(bytes) { token in
                    if let id = vocabulary.id(ofASCII: token) { scratchWords.append(id) } else { known = false }
                }
                known = known && ascii
                scratchSpellings.append((start, scratchWords.count, false))
            }
            add(record.title)
            record.forEachSynonym(add)
            return known
        }
        if known { updateWordKinds() }
        return known
    }

    /// Adds the slot to the postings of the content words of the scratch spellings (those
    /// of `contentWords(_:)`: the names as written, without function words) and records
    /// their count.
    private mutating func addScratchPostings(slot: Int32, store: Int) {
        let start = scratchWords.count
        for spelling in scratchSpellings where !spelling.joined {
            for index in spelling.start..<spelling.end {
                let word = scratchWords[index]
                if wordKinds[Int(word)] & Self.functionWordKind == 0, !scratchWords[start...].contains(word) {
                    scratchWords.append(word)
                }
            }
        }
        for index in start..<scratchWords.count { stores[store].postings!.append(slot, to: scratchWords[index]) }
        // The share of a name said counts none of its function words of other languages
        // (`nameWordCount(_:)`): "hobbit" is all of "The Hobbit" in a French catalog.
        let counted = scratchWords[start...].count { wordKinds[Int($0)] & Self.valueFunctionWordKind == 0 }
        stores[store].postings!.setWordCount(counted, of: slot)
    }

    /// Walks the pending names into their value tries (creating the edges they lack) and
    /// adds their ends, in the order the names were added. The names advance together, a
    /// word each per round: lookups of different names do not wait on each other, so the
    /// processor overlaps their cache misses on the edge table, where one name's walk
    /// waits on each (a million values: most of compiling was waiting on those misses).
    mutating func walkPendingNames() {
        guard !pending.names.isEmpty else { return }
        var batch = PendingNames()
        swap(&batch, &pending)
        batch.nodes.removeAll(keepingCapacity: true)
        batch.active.removeAll(keepingCapacity: true)
        for (index, name) in batch.names.enumerated() {
            batch.nodes.append(name.root)
            batch.active.append(Int32(index))
        }
        var depth: Int32 = 0
        while !batch.active.isEmpty {
            // The edge-table slots this round probes, read first in a loop where nothing
            // waits on them: their cache misses overlap, and the walk below finds them cached.
            var touched: UInt32 = 0
            for i in batch.active.indices {
                let index = Int(batch.active[i])
                let position = batch.names[index].start + depth
                guard position < batch.names[index].end else { continue }
                touched ^= edges.touchHome(of: Self.key(batch.nodes[index], batch.words[Int(position)]))
            }
            batch.touched ^= touched
            var kept = 0
            for i in batch.active.indices {
                let index = Int(batch.active[i])
                let position = batch.names[index].start + depth
                guard position < batch.names[index].end else { continue }
                let node = batch.nodes[index], word = batch.words[Int(position)], created = nodeCount
                batch.nodes[index] = childCreating(node, word)
                // A new edge of the first two levels is also one of `valueTopEdges`.
                if depth < ValueTopEdges.depths, batch.nodes[index] == created {
                    valueTopEdges.add(depth: Int(depth), key: Self.key(node, word), child: created)
                }
                batch.active[kept] = Int32(index)
                kept += 1
            }
            batch.active.removeLast(batch.active.count - kept)
            depth += 1
        }
        for (index, name) in batch.names.enumerated() { valueTrie.add(name.valueEnd, at: batch.nodes[index]) }
        batch.names.removeAll(keepingCapacity: true)
        batch.words.removeAll(keepingCapacity: true)
        swap(&batch, &pending)
    }

    static let functionWordKind: UInt8 = 1
    static let lightTokenKind: UInt8 = 2
    /// A word a value's name may be said without (`LocaleRules.isValueFunctionWord`).
    static let valueFunctionWordKind: UInt8 = 4

    /// Classifies the words interned since the last call (function word, light token).
    private mutating func updateWordKinds() {
        while wordKinds.count < vocabulary.count {
            let word = vocabulary.words[wordKinds.count]
            wordKinds.append((rules.isFunctionWord(word) ? Self.functionWordKind : 0)
                             | (rules.isValueFunctionWord(word) ? Self.valueFunctionWordKind : 0)
                             | (rules.isLightToken(word) ? Self.lightTokenKind : 0))
        }
    }

    mutating func removeFromTrie(_ value: ParameterValue, slot: Int32, store: Int) {
        for (tokens, omitted) in trieNames(of: value) {
            var node: NodeID? = stores[store].root
            for token in tokens {
                guard let current = node, let word = vocabulary.id(of: token) else { node = nil; break }
                node = child(current, word)
            }
            if let node { valueTrie.remove(ValueEnd(slot: slot, omitted: omitted), at: node) }
        }
    }

    /// Calls `body` with each (slot, omitted function words) that ends at `node`.
    @inline(__always)
    func forEachValueEnd(_ node: NodeID, _ body: (Int32, Int) -> Void) {
        valueTrie.forEachEnd(at: node) { body($0.slot, $0.omitted) }
    }

    mutating func remove(id: String, store: Int) {
        guard let slot = stores[store].slot(of: id), let old = stores[store].values[Int(slot)] else { return }
        if stores[store].inTrie[Int(slot)] { removeFromTrie(old, slot: slot, store: store) }
        if keepsPostings(store) { removePostings(old, slot: slot, store: store) }
        stores[store].unindex(id)
        stores[store].values[Int(slot)] = nil
        stores[store].inTrie[Int(slot)] = false
        stores[store].freeSlots.append(slot)
    }

    // MARK: Open values

    /// The content words of a value's names, for open-value lookup.
    func contentWords(of value: ParameterValue) -> Set<String> {
        Set(contentWords(spellings(of: value)))
    }

    /// How many of a value's content words (`contentWords(_:)`) say its name: not its
    /// function words of any language (`LocaleRules.isValueFunctionWord`), which the share
    /// of an open value's name typed does not count.
    func nameWordCount(_ contentWords: [String]) -> Int {
        contentWords.count { !rules.isValueFunctionWord($0) }
    }

    /// The content words of the names as written (not the joined spellings), each once.
    func contentWords(_ spellings: [(tokens: [String], joined: Bool)]) -> [String] {
        var words: [String] = []
        for (tokens, joined) in spellings where !joined {
            for token in tokens where !rules.isFunctionWord(token) && !words.contains(token) { words.append(token) }
        }
        return words
    }

    /// Builds the word → values index of every searchable type.
    /// - Complexity: O(v) in the tokens of all searchable values.
    mutating func prepareOpenValues() {
        for store in stores.indices where stores[store].type.searchable && stores[store].postings == nil {
            stores[store].postings = Postings()
            for (slot, value) in stores[store].values.enumerated() {
                if let value { addPostings(spellings(of: value), slot: Int32(slot), store: store) }
            }
        }
        vocabulary.indexTypos()
    }

    private mutating func addPostings(_ spellings: [(tokens: [String], joined: Bool)], slot: Int32, store: Int) {
        let words = contentWords(spellings)
        for word in words {
            stores[store].postings!.append(slot, to: vocabulary.intern(word))
        }
        stores[store].postings!.setWordCount(nameWordCount(words), of: slot)
    }

    mutating func removePostings(_ value: ParameterValue, slot: Int32, store: Int) {
        for word in contentWords(of: value) {
            guard let id = vocabulary.id(of: word) else { continue }
            stores[store].postings!.remove(slot, from: id)
        }
    }

    /// The catalogs with the current values of every type.
    var currentCatalogs: [Catalog] {
        var result = catalogs
        for store in stores {
            result[store.app].types[store.typeName] = store.currentType
        }
        return result
    }
}

/// Value names waiting to be walked into their value tries (`Automaton.walkPendingNames`),
/// with scratch space for the walk.
struct PendingNames: Sendable {
    /// The words of the names, end to end.
    var words: [Vocabulary.WordID] = []
    var names: [(start: Int32, end: Int32, root: NodeID, valueEnd: ValueEnd)] = []
    /// Scratch space of the walk: where each name has got to; the names still walking.
    var nodes: [NodeID] = []
    var active: [Int32] = []
    /// What the walk's first reads of the slots it probes gave, kept so that they are made.
    var touched: UInt32 = 0

    /// Names walked in one batch: enough to overlap many cache misses, few enough for the
    /// walk's state to stay in the cache.
    static let batchSize = 512

    var isFull: Bool { names.count >= Self.batchSize }

    mutating func add(_ name: ArraySlice<Vocabulary.WordID>, from root: NodeID, end: ValueEnd) {
        let start = Int32(words.count)
        words.append(contentsOf: name)
        names.append((start, Int32(words.count), root, end))
    }
}
