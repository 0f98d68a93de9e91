/// The values of one `AppEnum` or `AppEntity` type of one app, as the automaton holds them:
/// every known value, which of them phrases expand over, and the root of their value trie.
struct ValueStore: Sendable {
    /// The catalog (app) the type belongs to.
    let app: Int
    let typeName: String
    var type: ValueType
    /// Every value by slot; removed values leave `nil` until the slot is reused.
    var values: [Value?] = []
    var slotByID: [String: Int32] = [:]
    /// Whether the value at a slot is in the value trie (a suggested entity or an enum case).
    var inTrie: [Bool] = []
    var freeSlots: [Int32] = []
    /// The root of the value trie: titles and synonyms of the values phrases expand over.
    let root: NodeID
    /// For searchable types: content word → slots of the values whose names contain it.
    /// Built as the values are added (or by `Automaton.prepareOpenValues`), then kept up to date.
    var postings: Postings? = nil
    /// The tokens of the type's title and synonyms ("shelf", "tab"): said beside a value,
    /// they are fillers.
    var nameTokens: [[String]] = []

    init(app: Int, typeName: String, type: ValueType, root: NodeID) {
        self.app = app
        self.typeName = typeName
        self.type = type
        self.root = root
    }

    var liveCount: Int { values.count - freeSlots.count }

    /// Makes room for `count` values without regrowing (and copying) the per-slot arrays.
    mutating func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
        inTrie.reserveCapacity(count)
        slotByID.reserveCapacity(count)
        postings?.reserveSlots(count)
    }

    /// The values phrases expand over, in suggested order (enum cases in declared order).
    /// - Complexity: O(k) for the first k values.
    func phraseValues(limit: Int = .max) -> [Value] {
        var result: [Value] = []
        for (slot, value) in values.enumerated() where inTrie[slot] {
            guard result.count < limit else { break }
            if let value { result.append(value) }
        }
        return result
    }

    /// The type with its current values, as a catalog holds it.
    var currentType: ValueType {
        var result = type
        result.values = values.compactMap { $0 }
        if type.suggested != nil {
            // Slots hold suggested values in suggested order; later additions follow.
            result.suggested = values.indices.compactMap { i in inTrie[i] ? values[i]?.id : nil }
        }
        return result
    }
}
