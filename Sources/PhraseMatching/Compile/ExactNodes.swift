/// The phrase trie and the app-name trie as the exact walk reads them: a record for each of
/// their nodes — the phrases ending there, its slot edges, the apps whose names end there —
/// packed in one array of 32-bit words, and the word edges between records in one small
/// `IntegerHashMap` of their own.
///
///     let nodes = ExactNodes(automaton)
///     var record = nodes.phraseRoot
///     if let next = nodes.child(record, word) { record = next }
///     for k in 0..<nodes.phraseEndCount(record) { print(nodes.phraseEndApp(record, k)) }
///
/// The same facts as the automaton's `phraseEnds`, `slots`, `appEnds` and the phrase and
/// app-name edges of its edge table, in their order, without their arrays and away from
/// the values: reading a `NodeMap`'s array retains and releases it, and a slot edge's
/// parameter name with it, at every node the walk passes; the arrays lie apart on the heap;
/// and the phrase words' edges, in the edge table among every value's (megabytes at 100k
/// values), missed the cache at nearly every step. Here a node's facts are a few adjacent
/// words, its word edges lead to its children's records without a lookup by node, and a
/// value slot carries its store's app and value-trie root, so the walk does not read the
/// stores either. Phrases and app names change only when a catalog is added
/// (`Automaton.add` rebuilds it); value updates leave it as it is.
///
/// Record layout, from `record`: the node, phrase-end count `e`, slot count `s`, app-end
/// count `a`; then `e` phrase ends of 6 words — app, shortcut, phrase, 1 if negative, 1 +
/// the value store or 0, 1 + the index of its answer's record in `answerTexts` or 0; then
/// `s` slot edges of 5 words — 0 for the app name or 1 + the value store, the next node's
/// record, the store's app, the store's root, the parameter name's index in
/// `parameterNames`; then `a` words, each app whose name ends at the node.
struct ExactNodes: Sendable, Equatable {
    /// Word edges: (record, word) → the child's record.
    private var children = IntegerHashMap<UInt64>()
    private var words: [UInt32] = []
    private var parameterNames: [String] = []
    /// The candidate record of each phrase end with a value store (its app, intent, phrase,
    /// parameter, type and the store's shared values), which its exact answers share.
    private var answerTexts: [CandidateText] = []
    /// The records of the phrase trie's and the app-name trie's roots.
    private(set) var phraseRoot = 0
    private(set) var appRoot = 0

    private static let header = 4
    private static let endWords = 6
    private static let slotWords = 5

    init() {}

    /// The records of `automaton`'s phrase and app-name tries.
    /// - Complexity: O(n) in the nodes and edges of those tries.
    init(_ automaton: Automaton) {
        var nodes: [NodeID] = []
        var recordOf = IntegerHashMap<NodeID>()
        func entry(_ node: NodeID) {
            if recordOf[node] == nil {
                recordOf[node] = UInt32(nodes.count)
                nodes.append(node)
            }
        }
        entry(automaton.phraseRoot)
        entry(automaton.appRoot)
        for (node, _) in automaton.phraseEnds { entry(node) }
        for (node, edges) in automaton.slots {
            entry(node)
            for edge in edges { entry(edge.next) }
        }
        for (node, _) in automaton.appEnds { entry(node) }
        for edge in automaton.phraseWordEdges {
            entry(edge.node)
            entry(edge.child)
        }
        // Where each record starts, from the sizes of those before it.
        var starts: [Int] = []
        starts.reserveCapacity(nodes.count)
        var size = 0
        for node in nodes {
            starts.append(size)
            size += Self.header + Self.endWords * (automaton.phraseEnds[node]?.count ?? 0)
                + Self.slotWords * (automaton.slots[node]?.count ?? 0) + (automaton.appEnds[node]?.count ?? 0)
        }
        func record(_ node: NodeID) -> UInt32 { UInt32(starts[Int(recordOf[node]!)]) }
        words.reserveCapacity(size)
        var nameIndex: [String: UInt32] = [:]
        for node in nodes {
            let ends = automaton.phraseEnds[node] ?? [], slots = automaton.slots[node] ?? [], apps = automaton.appEnds[node] ?? []
            words += [node, UInt32(ends.count), UInt32(slots.count), UInt32(apps.count)]
            for end in ends {
                var text: UInt32 = 0
                if let answer = Self.answerText(of: end, automaton) {
                    answerTexts.append(answer)
                    text = UInt32(answerTexts.count)
                }
                words += [UInt32(end.app), UInt32(bitPattern: Int32(end.shortcut)), UInt32(end.phrase),
                          end.isNegative ? 1 : 0, end.store.map { UInt32($0 + 1) } ?? 0, text]
            }
            for edge in slots {
                switch edge.kind {
                case .applicationName:
                    words += [0, record(edge.next), 0, 0, 0]
                case .value(let store, let parameter):
                    let name: UInt32
                    if let known = nameIndex[parameter] {
                        name = known
                    } else {
                        name = UInt32(parameterNames.count)
                        nameIndex[parameter] = name
                        parameterNames.append(parameter)
                    }
                    words += [UInt32(store + 1), record(edge.next), UInt32(automaton.stores[store].app),
                              automaton.stores[store].root, name]
                }
            }
            words += apps.map { UInt32($0) }
        }
        children = IntegerHashMap(minimumCapacity: automaton.phraseWordEdges.count)
        for edge in automaton.phraseWordEdges {
            children[Automaton.key(record(edge.node), edge.word)] = record(edge.child)
        }
        phraseRoot = Int(record(automaton.phraseRoot))
        appRoot = Int(record(automaton.appRoot))
    }

    /// The record an exact answer of `end` with a value as compiled shares: `nil` unless
    /// `end` is a shortcut's phrase with a value parameter.
    private static func answerText(of end: Automaton.PhraseEnd, _ automaton: Automaton) -> CandidateText? {
        guard !end.isNegative, let store = end.store else { return nil }
        let shortcut = automaton.catalogs[end.app].shortcuts[end.shortcut], phrase = shortcut.phrases[end.phrase]
        // The phrase's one parameter: the slot edge its path takes is named after it.
        guard let parameter = automaton.template(phrase).parameterName else { return nil }
        return CandidateText(app: automaton.catalogs[end.app].app.name, intent: shortcut.intent, phrase: phrase,
                             parameter: .shared(name: parameter, type: automaton.stores[store].typeName,
                                                values: automaton.stores[store].values.sharedArray))
    }

    /// The record of the child of `record`'s node over `word`, if it has one.
    @inline(__always)
    func child(_ record: Int, _ word: Vocabulary.WordID) -> Int? {
        children.inlinedValue(Automaton.key(UInt32(truncatingIfNeeded: record), word)).map { Int($0) }
    }

    /// The automaton's node of a record.
    @inline(__always)
    func node(_ record: Int) -> NodeID { words[record] }

    @inline(__always)
    func phraseEndCount(_ record: Int) -> Int { Int(words[record &+ 1]) }

    /// The app of the `k`th phrase end (the `k`th of `phraseEnds[node]`).
    @inline(__always)
    func phraseEndApp(_ record: Int, _ k: Int) -> Int { Int(words[record &+ Self.header &+ Self.endWords &* k]) }

    /// The `k`th phrase end (the `k`th of `phraseEnds[node]`).
    func phraseEnd(_ record: Int, _ k: Int) -> Automaton.PhraseEnd {
        let base = record &+ Self.header &+ Self.endWords &* k
        return Automaton.PhraseEnd(app: Int(words[base]), shortcut: Int(Int32(bitPattern: words[base &+ 1])),
                                   phrase: Int(words[base &+ 2]), isNegative: words[base &+ 3] != 0,
                                   store: words[base &+ 4] == 0 ? nil : Int(words[base &+ 4]) - 1)
    }

    /// The record the `k`th phrase end's exact answers with a value as compiled share, if
    /// it has one, when the value at `slot` of its store is as compiled; else `nil`.
    @inline(__always)
    func sharedAnswerText(_ record: Int, _ k: Int, slot: Int32, _ stores: [ValueStore]) -> CandidateText? {
        let base = record &+ Self.header &+ Self.endWords &* k
        let text = Int(words[base &+ 5])
        guard text > 0, slot >= 0, stores[Int(words[base &+ 4]) - 1].values.isShared(Int(slot)) else { return nil }
        return answerTexts[text - 1]
    }

    @inline(__always)
    func slotCount(_ record: Int) -> Int { Int(words[record &+ 2]) }

    @inline(__always)
    private func slotBase(_ record: Int, _ k: Int) -> Int {
        record &+ Self.header &+ Self.endWords &* Int(words[record &+ 1]) &+ Self.slotWords &* k
    }

    /// The `k`th slot edge (the `k`th of `slots[node]`): `store` -1 for the app name; `next`
    /// the record of the node after it.
    @inline(__always)
    func slot(_ record: Int, _ k: Int) -> (store: Int, next: Int, storeApp: Int, root: NodeID) {
        let base = slotBase(record, k)
        return (Int(words[base]) - 1, Int(words[base &+ 1]), Int(words[base &+ 2]), words[base &+ 3])
    }

    /// The parameter of the `k`th slot edge, a value slot.
    func parameterName(_ record: Int, _ k: Int) -> String { parameterNames[Int(words[slotBase(record, k) + 4])] }

    @inline(__always)
    func appEndCount(_ record: Int) -> Int { Int(words[record &+ 3]) }

    /// The `k`th app whose name ends at the node (the `k`th of `appEnds[node]`).
    @inline(__always)
    func appEnd(_ record: Int, _ k: Int) -> Int {
        Int(words[record &+ Self.header &+ Self.endWords &* Int(words[record &+ 1]) &+ Self.slotWords &* Int(words[record &+ 2]) &+ k])
    }

    static func == (a: ExactNodes, b: ExactNodes) -> Bool {
        guard a.words == b.words, a.parameterNames == b.parameterNames, a.phraseRoot == b.phraseRoot,
              a.appRoot == b.appRoot, a.children.count == b.children.count,
              a.answerTexts.count == b.answerTexts.count,
              zip(a.answerTexts, b.answerTexts).allSatisfy({ $0.sameAnswer(as: $1) }) else { return false }
        var same = true
        a.children.forEach { key, record in if b.children[key] != record { same = false } }
        return same
    }
}
