/// One way an utterance ran through the automaton to a phrase's end.
struct Hit {
    var end: Automaton.PhraseEnd
    /// The app the utterance names (or, left out, the phrase's own app).
    var app: Int
    /// The value slot that filled the phrase's parameter.
    var slot: Int32?
    /// For an open value: the tokens that fill the slot.
    var open: Range<Int>?
    var cost: Double
    /// Whether any flexible edit was used.
    var flexible: Bool
}

/// The state of one search: limits, scope and what was found.
struct SearchContext {
    let utterance: PreparedUtterance
    let options: MatchOptions
    let flexible: Bool
    /// Apps in scope, by catalog index.
    let scope: [Bool]
    let scopeCount: Int
    /// The app named outside its slot (at the start or end), removed from the range.
    let namedApp: Int?
    /// The token range searched.
    let range: Range<Int>
    /// Edits beyond this cost are not explored.
    let maxCost: Double
    var steps = 0
    var truncated = false
    var hits: [Hit] = []
    var memo = SearchMemo()
}

/// The least cost at which a flexible search reached each of its states — phrase node,
/// token, app and value bound, open slot start — so that a state reached again at no lower
/// cost is not explored again.
///
///     var memo = SearchMemo()
///     memo.improves(node: 7, index: 2, app: 0, slot: -1, openStart: -1, cost: 0.1)  // true
///     memo.improves(node: 7, index: 2, app: 0, slot: -1, openStart: -1, cost: 0.2)  // false
///
/// Open addressing over three words a key with a multiplicative hash: a `Dictionary` of a
/// five-field key hashed with SipHash took about a tenth of a flexible match's time.
/// - Complexity: O(1) on average a call.
struct SearchMemo {
    private struct Key: Equatable {
        /// Node and value slot; `UInt64.max` marks an empty entry (no node is `UInt32.max`).
        var nodeAndSlot: UInt64
        /// Token index and open slot start, 32 bits each (an utterance has far fewer tokens).
        var indexAndOpen: UInt64
        var app: Int
    }

    /// Empty until the first state is recorded: an exact search, and the contexts that only
    /// carry a search's limits (`appNamesOutsideSlot`), record none, and a line that
    /// matches nothing made and filled a table of 256 keys for each of them.
    private var keys: [Key] = []
    private var costs: [Double] = []
    private var count = 0
    private var bits = 6

    init() {}

    /// The slots of the table: 0 until a state is recorded, then 64 and up (a flexible
    /// search of a line that matches nothing records a few dozen states).
    var tableSize: Int { keys.count }

    /// Records `cost` for the state unless it was reached before at a cost no higher:
    /// whether the state is worth exploring at this cost.
    mutating func improves(node: NodeID, index: Int, app: Int, slot: Int32, openStart: Int, cost: Double) -> Bool {
        let key = Key(nodeAndSlot: UInt64(node) << 32 | UInt64(UInt32(bitPattern: slot)),
                      indexAndOpen: UInt64(UInt32(truncatingIfNeeded: index)) << 32
                          | UInt64(UInt32(truncatingIfNeeded: openStart)),
                      app: app)
        if keys.isEmpty {
            keys = Array(repeating: Key(nodeAndSlot: .max, indexAndOpen: 0, app: 0), count: 1 << bits)
            costs = Array(repeating: 0, count: 1 << bits)
        }
        var slot = position(of: key)
        if keys[slot] == key {
            if costs[slot] <= cost { return false }
            costs[slot] = cost
            return true
        }
        if count + 1 > (1 << bits) * 3 / 4 {
            grow()
            slot = position(of: key)
        }
        keys[slot] = key
        costs[slot] = cost
        count += 1
        return true
    }

    /// Where `key` is, or the empty entry where it would go.
    @inline(__always)
    private func position(of key: Key) -> Int {
        var hash = key.nodeAndSlot &* 0x9E37_79B9_7F4A_7C15
        hash ^= key.indexAndOpen &* 0xC2B2_AE3D_27D4_EB4F
        hash ^= UInt64(bitPattern: Int64(key.app)) &* 0x1656_67B1_9E37_79F9
        hash ^= hash >> 31
        hash = hash &* 0x9E37_79B9_7F4A_7C15
        let mask = (1 << bits) - 1
        var slot = Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
        while keys[slot].nodeAndSlot != .max, keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let oldKeys = keys, oldCosts = costs
        bits += 1
        keys = Array(repeating: Key(nodeAndSlot: .max, indexAndOpen: 0, app: 0), count: 1 << bits)
        costs = Array(repeating: 0, count: 1 << bits)
        for index in oldKeys.indices where oldKeys[index].nodeAndSlot != .max {
            let slot = position(of: oldKeys[index])
            keys[slot] = oldKeys[index]
            costs[slot] = oldCosts[index]
        }
    }
}

/// Where the walk through a phrase stands: which app and value it has bound.
struct Binding {
    var app = -1
    var slot: Int32 = -1
    var open: Range<Int>? = nil
}
