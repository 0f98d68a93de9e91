/// The edges of the value tries' first two levels — out of each store's root, and out of
/// the root's children — copied from the automaton's edge table into two small tables of
/// their own, for the exact walk.
///
///     var top = ValueTopEdges()
///     top.add(depth: 0, key: Automaton.key(root, word), child: node)
///     top.child(depth: 0, key: Automaton.key(root, word))   // node
///
/// A value's name is a chain of edge lookups, each keyed by the node the one before found,
/// so their cache misses do not overlap. In the edge table (megabytes at 100k values) each
/// lookup missed the cache. Most names share their first words with many others (100k
/// titles: 933 first words, 7,155 first pairs), so the first two edges of a name are few:
/// in tables of their own they are a few hundred kilobytes, read by every match and so
/// kept in the cache, and a three-word name waits on one miss in the big table instead of
/// three. The edge table keeps every edge, these included: every other reader uses it.
/// Edges are never removed, so neither are these; `Automaton.walkPendingNames` adds each
/// edge it creates at depth 0 or 1 (every value edge is created there).
struct ValueTopEdges: Sendable {
    /// Depth 0: (store root, word) → child. Depth 1: (child of a root, word) → child.
    private var first = IntegerHashMap<UInt64>()
    private var second = IntegerHashMap<UInt64>()

    /// The levels kept here.
    static let depths = 2

    init() {}

    /// Adds the edge `key` (`Automaton.key(node, word)`) out of a node at `depth` (0 or 1).
    mutating func add(depth: Int, key: UInt64, child: NodeID) {
        if depth == 0 { first[key] = child } else { second[key] = child }
    }

    /// The child over the edge `key` out of a node at `depth` (below `depths`), if any.
    @inline(__always)
    func child(depth: Int, key: UInt64) -> UInt32? {
        depth == 0 ? first.inlinedValue(key) : second.inlinedValue(key)
    }

    /// How many edges there are at `depth`.
    func count(depth: Int) -> Int { depth == 0 ? first.count : second.count }
}
