/// Where a value's name ends in a value trie: the value's slot in its store and how many
/// function words the path left out ("lord rings" for "Lord of the Rings" leaves out 2).
///
///     let end = ValueEnd(slot: 12, omitted: 2)
///     (end.slot, end.omitted)   // (12, 2)
///
/// Packed in 32 bits: the omitted count in the low 3 bits (capped at 7), the slot above it,
/// and the top bit clear — `ValueTrie` sets it to mean "a list of ends". So a store holds
/// at most `slotLimit` values; `ValueTrie.checkCapacity` throws before that is passed.
struct ValueEnd: Hashable, Sendable {
    static let omittedBits: UInt32 = 3
    static let omittedMask: UInt32 = 1 << omittedBits - 1
    /// The top bit, which marks a packed word as an index into `ValueTrie`'s lists.
    static let listFlag: UInt32 = 0x8000_0000
    /// Slots a store can hold: what fits between the omitted count and `listFlag`.
    static let slotLimit = Int(listFlag >> omittedBits)

    let packed: UInt32

    init(slot: Int32, omitted: Int) {
        precondition(slot >= 0 && Int(slot) < Self.slotLimit, "value slot \(slot) beyond ValueEnd.slotLimit (checkCapacity was skipped)")
        packed = UInt32(slot) << Self.omittedBits | UInt32(min(omitted, Int(Self.omittedMask)))
    }

    init(packed: UInt32) { self.packed = packed }

    var slot: Int32 { Int32(packed >> Self.omittedBits) }
    var omitted: Int { Int(packed & Self.omittedMask) }
}

/// The terminals of the value tries: the ends at each node, one inline, several through a
/// list (100k entities titled "Dune" end at one node).
///
///     var trie = ValueTrie()
///     trie.add(ValueEnd(slot: 0, omitted: 0), at: node)
///     trie.forEachEnd(at: node) { print($0.slot) }
///
/// `ends` holds a word per node, indexed by node id (nodes are numbered densely from 0):
/// `none`, a `ValueEnd` (top bit clear), or `ValueEnd.listFlag` and an index into `lists`,
/// whose emptied entries are reused through `freeLists`. A value's last node is nearly
/// always the node just created, so compiling writes near the end of the array, where a
/// hash table keyed by node missed the cache twice a name (and took 8 bytes a slot at
/// most 3/4 full, where this takes 4 a node).
///
/// Beside it, two bits a node of every trie (`flags(of:)`): whether an edge leaves the
/// node (`markParent`), and whether it has ends. A walk reads them in one word of a table
/// 16 times smaller than `ends` and reads `ends` only where a name ends: most nodes a walk
/// passes end no name, and `ends` (4 bytes a node, read at random) missed the cache at
/// nearly each of them.
struct ValueTrie: Sendable {
    /// The word of a node without ends (a list index no one reaches: see `add`).
    private static let none = UInt32.max
    private var ends: [UInt32] = []
    private var lists: [[UInt32]] = []
    private var freeLists: [Int] = []
    /// Node `n`'s flags are bits `2 * (n % 32)` (`hasChildren`) and the one above
    /// (`hasEnds`) of word `n / 32`.
    private var flagWords: [UInt64] = []
    /// How many nodes have ends.
    private(set) var nodeCount = 0

    /// `flags(of:)`: an edge leaves the node.
    static let hasChildren: UInt64 = 1
    /// `flags(of:)`: names end at the node (`forEachEnd(at:)` finds some).
    static let hasEnds: UInt64 = 2

    /// The node's flags, `hasChildren` and `hasEnds`: one read of a small table.
    @inline(__always)
    func flags(of node: NodeID) -> UInt64 {
        let index = Int(node &>> 5)
        return flagWords.withUnsafeBufferPointer { words in
            index < words.count ? words[index] &>> (UInt64(node & 31) &<< 1) & 3 : 0
        }
    }

    /// Notes that an edge leaves `node` (edges are never removed).
    mutating func markParent(_ node: NodeID) { setFlag(Self.hasChildren, of: node, true) }

    private mutating func setFlag(_ flag: UInt64, of node: NodeID, _ on: Bool) {
        let index = Int(node >> 5), bit = flag << (UInt64(node & 31) << 1)
        if index >= flagWords.count {
            guard on else { return }
            flagWords.append(contentsOf: repeatElement(0, count: index + 1 - flagWords.count))
        }
        if on { flagWords[index] |= bit } else { flagWords[index] &= ~bit }
    }

    /// Throws unless a store of `count` values fits in a `ValueEnd`.
    static func checkCapacity(_ count: Int, app: String, type: String) throws(MatcherError) {
        guard count <= ValueEnd.slotLimit else {
            throw .tooManyValues(app: app, type: type, count: count, limit: ValueEnd.slotLimit)
        }
    }

    /// Makes room for nodes numbered below `nodes` without regrowing.
    mutating func reserveCapacity(nodes: Int) {
        ends.reserveCapacity(nodes)
        flagWords.reserveCapacity(nodes / 32 + 1)
    }

    @inline(__always)
    private func word(at node: NodeID) -> UInt32 {
        Int(node) < ends.count ? ends[Int(node)] : Self.none
    }

    /// - Complexity: O(1) amortised.
    mutating func add(_ end: ValueEnd, at node: NodeID) {
        let index = Int(node)
        if index >= ends.count { ends.append(contentsOf: repeatElement(Self.none, count: index + 1 - ends.count)) }
        let existing = ends[index]
        if existing == Self.none {
            ends[index] = end.packed
            nodeCount += 1
            setFlag(Self.hasEnds, of: node, true)
            return
        }
        if existing & ValueEnd.listFlag == 0 {
            if existing == end.packed { return }
            let list: [UInt32] = [existing, end.packed]
            let listIndex: Int
            if let free = freeLists.popLast() { listIndex = free; lists[listIndex] = list }
            else { listIndex = lists.count; lists.append(list) }
            precondition(UInt32(listIndex) < ValueEnd.listFlag - 1, "value-end lists are full")
            ends[index] = ValueEnd.listFlag | UInt32(listIndex)
        } else {
            // No duplicate check: a value's names reach distinct nodes, and a slot is only
            // inserted again after its ends were removed (checkInvariants verifies it).
            // Searching the list made 100k values sharing one title quadratic to compile.
            lists[Int(existing & ~ValueEnd.listFlag)].append(end.packed)
        }
    }

    /// - Complexity: O(k) in the ends at `node`.
    mutating func remove(_ end: ValueEnd, at node: NodeID) {
        let existing = word(at: node)
        guard existing != Self.none else { return }
        if existing & ValueEnd.listFlag == 0 {
            if existing == end.packed {
                ends[Int(node)] = Self.none
                nodeCount -= 1
                setFlag(Self.hasEnds, of: node, false)
            }
            return
        }
        let index = Int(existing & ~ValueEnd.listFlag)
        lists[index].removeAll { $0 == end.packed }
        switch lists[index].count {
        case 0:
            ends[Int(node)] = Self.none
            nodeCount -= 1
            setFlag(Self.hasEnds, of: node, false)
            lists[index] = []
            freeLists.append(index)
        case 1:
            ends[Int(node)] = lists[index][0]
            lists[index] = []
            freeLists.append(index)
        default:
            break
        }
    }

    /// Calls `body` with each end at `node`.
    @inline(__always)
    func forEachEnd(at node: NodeID, _ body: (ValueEnd) -> Void) {
        guard flags(of: node) & Self.hasEnds != 0 else { return }
        forEachEnd(ofEndingNode: node, body)
    }

    /// `forEachEnd(at:_:)` of a node whose flags say it `hasEnds` (read by the caller).
    @inline(__always)
    func forEachEnd(ofEndingNode node: NodeID, _ body: (ValueEnd) -> Void) {
        let packed = word(at: node)
        guard packed != Self.none else { return }
        if packed & ValueEnd.listFlag == 0 {
            body(ValueEnd(packed: packed))
        } else {
            for end in lists[Int(packed & ~ValueEnd.listFlag)] { body(ValueEnd(packed: end)) }
        }
    }

    /// Calls `body` with each node that has ends, and its ends as packed words.
    func forEachNode(_ body: (NodeID, [UInt32]) throws -> Void) rethrows {
        for (node, packed) in ends.enumerated() where packed != Self.none {
            try body(NodeID(node), packed & ValueEnd.listFlag == 0 ? [packed] : lists[Int(packed & ~ValueEnd.listFlag)])
        }
    }

    /// Whether `end` is the only end at `node`.
    func isSingle(_ end: ValueEnd, at node: NodeID) -> Bool { word(at: node) == end.packed }
}
