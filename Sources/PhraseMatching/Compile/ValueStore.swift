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

/// Content word → slots of the values whose names contain it: one list per vocabulary
/// word, indexed by word id (no hashing on the way to a list).
struct Postings: Sendable {
    private var lists: [[Int32]] = []
    /// By slot: how many distinct content words the value there has (its posting lists).
    private var wordCounts: [UInt16] = []

    /// How many distinct content words the value in `slot` was indexed under.
    func wordCount(of slot: Int32) -> Int {
        Int(slot) < wordCounts.count ? Int(wordCounts[Int(slot)]) : 0
    }

    /// Records how many content words the value in `slot` is being indexed under.
    mutating func setWordCount(_ count: Int, of slot: Int32) {
        if Int(slot) >= wordCounts.count { wordCounts.append(contentsOf: repeatElement(0, count: Int(slot) + 1 - wordCounts.count)) }
        wordCounts[Int(slot)] = UInt16(clamping: count)
    }

    /// The slots listed under `word`, if any.
    subscript(word: Vocabulary.WordID) -> [Int32]? {
        Int(word) < lists.count ? lists[Int(word)] : nil
    }

    mutating func append(_ slot: Int32, to word: Vocabulary.WordID) {
        if Int(word) >= lists.count { lists.append(contentsOf: repeatElement([], count: Int(word) + 1 - lists.count)) }
        lists[Int(word)].append(slot)
    }

    /// - Complexity: O(k) in the slots listed under `word`.
    mutating func remove(_ slot: Int32, from word: Vocabulary.WordID) {
        guard Int(word) < lists.count else { return }
        lists[Int(word)].removeAll { $0 == slot }
    }
}
