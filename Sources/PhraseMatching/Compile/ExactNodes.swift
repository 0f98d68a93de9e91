/// What the exact walk reads at a phrase-trie or app-name-trie node — the apps of the
/// phrases ending there, its slot edges, the apps whose names end there — packed in one
/// array of 32-bit words, found through one small `IntegerHashMap`.
///
///     let nodes = ExactNodes(automaton)
///     if let record = nodes.record(of: node) {
///         for k in 0..<nodes.phraseEndCount(record) { print(nodes.phraseEndApp(record, k)) }
///     }
///
/// The same facts as the automaton's `phraseEnds`, `slots` and `appEnds`, in their order,
/// without their arrays: reading a `NodeMap`'s array retains and releases it, and a slot
/// edge's parameter name with it, at every node the walk passes; and the arrays lie apart
/// on the heap. Here a node's facts are a few adjacent words, and a value slot carries
/// its store's app and value-trie root, so the walk does not read the stores either.
/// Phrases and app names change only when a catalog is added (`Automaton.add` rebuilds
/// it); value updates leave it as it is.
///
/// Record layout, from `record`: phrase-end count `e`, slot count `s`, app-end count `a`;
/// then `e` words, each phrase end's app; then `s` slot edges of 4 words — 0 for the app
/// name or 1 + the value store, the next node, the store's app, the store's root; then
/// `a` words, each app whose name ends at the node.
struct ExactNodes: Sendable, Equatable {
    private var index = IntegerHashMap<NodeID>()
    private var words: [UInt32] = []

    init() {}

    /// The table of `automaton`'s phrase ends, slot edges and app ends.
    /// - Complexity: O(n) in the phrase and app-name nodes that have any.
    init(_ automaton: Automaton) {
        var nodes: [NodeID] = []
        var facts: [NodeID: (ends: [Int], slots: [Automaton.SlotEdge], apps: [Int])] = [:]
        func entry(_ node: NodeID) {
            if facts[node] == nil {
                facts[node] = ([], [], [])
                nodes.append(node)
            }
        }
        for (node, ends) in automaton.phraseEnds {
            entry(node)
            facts[node]!.ends = ends.map(\.app)
        }
        for (node, edges) in automaton.slots {
            entry(node)
            facts[node]!.slots = edges
        }
        for (node, apps) in automaton.appEnds {
            entry(node)
            facts[node]!.apps = apps
        }
        index = IntegerHashMap(minimumCapacity: nodes.count)
        for node in nodes {
            let (ends, slots, apps) = facts[node]!
            index[node] = UInt32(words.count)
            words += [UInt32(ends.count), UInt32(slots.count), UInt32(apps.count)]
            words += ends.map { UInt32($0) }
            for edge in slots {
                switch edge.kind {
                case .applicationName:
                    words += [0, edge.next, 0, 0]
                case .value(let store, _):
                    words += [UInt32(store + 1), edge.next, UInt32(automaton.stores[store].app), automaton.stores[store].root]
                }
            }
            words += apps.map { UInt32($0) }
        }
    }

    /// Where `node`'s record starts, if it has one.
    @inline(__always)
    func record(of node: NodeID) -> Int? { index[node].map { Int($0) } }

    @inline(__always)
    func phraseEndCount(_ record: Int) -> Int { Int(words[record]) }

    /// The app of the `k`th phrase end (the `k`th of `phraseEnds[node]`).
    @inline(__always)
    func phraseEndApp(_ record: Int, _ k: Int) -> Int { Int(words[record + 3 + k]) }

    @inline(__always)
    func slotCount(_ record: Int) -> Int { Int(words[record + 1]) }

    /// The `k`th slot edge (the `k`th of `slots[node]`): `store` -1 for the app name.
    @inline(__always)
    func slot(_ record: Int, _ k: Int) -> (store: Int, next: NodeID, storeApp: Int, root: NodeID) {
        let base = record + 3 + Int(words[record]) + 4 * k
        return (Int(words[base]) - 1, words[base + 1], Int(words[base + 2]), words[base + 3])
    }

    @inline(__always)
    func appEndCount(_ record: Int) -> Int { Int(words[record + 2]) }

    /// The `k`th app whose name ends at the node (the `k`th of `appEnds[node]`).
    @inline(__always)
    func appEnd(_ record: Int, _ k: Int) -> Int {
        Int(words[record + 3 + Int(words[record]) + 4 * Int(words[record + 1]) + k])
    }

    static func == (a: ExactNodes, b: ExactNodes) -> Bool {
        guard a.words == b.words, a.index.count == b.index.count else { return false }
        var same = true
        a.index.forEach { node, record in if b.index[node] != record { same = false } }
        return same
    }
}
