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
    var memo: [MemoKey: Double] = [:]

    struct MemoKey: Hashable {
        var node: NodeID
        var index: Int
        var app: Int
        var slot: Int32
        var openStart: Int

        /// Two words to hash instead of five: node and slot, then the small fields.
        func hash(into hasher: inout Hasher) {
            hasher.combine(UInt64(node) << 32 | UInt64(UInt32(bitPattern: slot)))
            hasher.combine(index &* 1_000_003 &+ app &* 1_009 &+ openStart)
        }
    }
}

/// Where the walk through a phrase stands: which app and value it has bound.
struct Binding {
    var app = -1
    var slot: Int32 = -1
    var open: Range<Int>? = nil
}
