/// What some nodes of the automaton hold (a phrase node's slot edges, the phrases ending
/// there, the apps whose names end there), read like a `Dictionary` keyed by node.
///
///     var ends = NodeMap<[Int]>()
///     ends[7, default: []].append(2)
///     ends[7]   // [2]
///
/// The exact walk looks a phrase node up at every word: `Dictionary` hashes a node with
/// SipHash, while this finds its entry with one multiplication in an `IntegerHashMap` (the
/// nodes are few and the table stays in cache). Entries are never removed.
struct NodeMap<Value: Sendable>: Sendable, Sequence {
    /// Entry index by node.
    private var index = IntegerHashMap<NodeID>()
    private var nodes: [NodeID] = []
    private var entries: [Value] = []

    init() {}

    var count: Int { entries.count }

    /// - Complexity: O(1) on average.
    subscript(node: NodeID) -> Value? {
        guard let entry = index[node] else { return nil }
        return entries[Int(entry)]
    }

    /// The node's value, made `defaultValue` first if it has none, for changing in place.
    subscript(node: NodeID, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[node] ?? defaultValue() }
        _modify {
            let entry: Int
            if let known = index[node] {
                entry = Int(known)
            } else {
                entry = entries.count
                index[node] = UInt32(entry)
                nodes.append(node)
                entries.append(defaultValue())
            }
            yield &entries[entry]
        }
    }

    /// The nodes and their values, in the order they were first given one.
    func makeIterator() -> Zip2Sequence<[NodeID], [Value]>.Iterator {
        zip(nodes, entries).makeIterator()
    }
}
