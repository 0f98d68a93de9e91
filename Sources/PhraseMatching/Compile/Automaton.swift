import Foundation

/// A node of the automaton.
typealias NodeID = UInt32

/// The compiled form of every loaded app in one locale: one token trie over all phrases,
/// whose app-name slots lead into a trie of app names and whose parameter slots lead into
/// one value trie per type — shared by every phrase using that type.
///
///     var automaton = Automaton(locale: "en")
///     automaton.add(catalog)
///     try automaton.checkInvariants()
///
/// All tries live in one edge table keyed by (node, word), so a type with a million
/// values costs a million short paths, never phrases × values.
struct Automaton: Sendable {
    /// Where an utterance that followed a phrase to its end lands.
    struct PhraseEnd: Hashable, Sendable {
        var app: Int
        /// Index in the catalog's `shortcuts`, or in `negativePhrases` when `isNegative`.
        var shortcut: Int
        var phrase: Int
        var isNegative: Bool
        /// The value store of the phrase's parameter, if it has one.
        var store: Int?
    }

    /// An edge out of a phrase node that is not a word.
    struct SlotEdge: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case applicationName
            /// A value of `ValueStore` `store` for the intent parameter `parameter`.
            case value(store: Int, parameter: String)
        }
        var kind: Kind
        var next: NodeID
    }

    let locale: String
    let normalizer: Normalizer
    let rules: LocaleRules
    private(set) var catalogs: [Catalog] = []
    var vocabulary = Vocabulary()

    private(set) var nodeCount: UInt32 = 0
    private var edges: [UInt64: NodeID] = [:]
    let phraseRoot: NodeID
    let appRoot: NodeID
    private(set) var slots: [NodeID: [SlotEdge]] = [:]
    /// Phrase-trie children reached over a word the user may leave out.
    private(set) var optionalChildren: [NodeID: [NodeID]] = [:]
    private(set) var phraseEnds: [NodeID: [PhraseEnd]] = [:]
    private(set) var appEnds: [NodeID: [Int]] = [:]
    /// Value-trie terminals: one packed payload inline, several through `valueEndLists`.
    private var valueEnds: [NodeID: UInt32] = [:]
    private var valueEndLists: [[UInt32]] = []
    private var freeValueEndLists: [Int] = []
    private(set) var stores: [ValueStore] = []
    /// Store index by app and type name.
    private var storeIndex: [String: Int] = [:]
    /// Words of phrases and app names: the words that matter when telling text apart.
    private(set) var phraseWords: Set<Vocabulary.WordID> = []

    init(locale: String) {
        self.locale = locale
        normalizer = Normalizer(locale: locale)
        rules = LocaleRules(locale: locale)
        phraseRoot = 0
        appRoot = 1
        nodeCount = 2
    }

    // MARK: Edges

    @inline(__always)
    static func key(_ node: NodeID, _ word: Vocabulary.WordID) -> UInt64 {
        UInt64(node) << 32 | UInt64(UInt32(bitPattern: word))
    }

    @inline(__always)
    func child(_ node: NodeID, _ word: Vocabulary.WordID) -> NodeID? {
        edges[Self.key(node, word)]
    }

    private mutating func newNode() -> NodeID {
        precondition(nodeCount < UInt32.max, "automaton is full")
        defer { nodeCount += 1 }
        return nodeCount
    }

    private mutating func childCreating(_ node: NodeID, _ word: Vocabulary.WordID) -> NodeID {
        let key = Self.key(node, word)
        if let existing = edges[key] { return existing }
        let created = newNode()
        edges[key] = created
        return created
    }

    // MARK: Compiling

    /// Adds one app's phrases, names and values.
    /// - Complexity: O(p + v) in the tokens of its phrases (p) and of its values' names (v).
    mutating func add(_ catalog: Catalog) {
        let app = catalogs.count
        catalogs.append(catalog)
        let expected = catalog.types.values.reduce(0) { $0 + $1.values.count * 3 }
        edges.reserveCapacity(edges.count + expected + 64)
        vocabulary.reserveCapacity(vocabulary.count + expected / 4 + 64)

        for name in catalog.app.allNames {
            let tokens = normalizer.tokens(name)
            guard !tokens.isEmpty else { continue }
            var node = appRoot
            for token in tokens {
                let word = vocabulary.intern(token)
                phraseWords.insert(word)
                node = childCreating(node, word)
            }
            if !(appEnds[node]?.contains(app) ?? false) { appEnds[node, default: []].append(app) }
        }

        for typeName in catalog.types.keys.sorted() {
            let type = catalog.types[typeName]!
            let store = stores.count
            stores.append(ValueStore(app: app, typeName: typeName, type: type, root: newNode()))
            storeIndex[Self.storeKey(app, typeName)] = store
            // Suggested values first, in suggested order: the order options are offered in.
            var byID: [String: Value] = [:]
            for value in type.values where byID[value.id] == nil { byID[value.id] = value }
            var inserted = Set<String>()
            for id in type.suggested ?? [] {
                if let value = byID[id], inserted.insert(id).inserted { insert(value, store: store, inTrie: true) }
            }
            for value in type.values where inserted.insert(value.id).inserted {
                insert(value, store: store, inTrie: type.suggested == nil)
            }
        }

        for (s, shortcut) in catalog.shortcuts.enumerated() {
            let intent = catalog.intents[shortcut.intent]
            for (p, source) in shortcut.phrases.enumerated() {
                addPhrase(PhraseTemplate(source), end: PhraseEnd(app: app, shortcut: s, phrase: p, isNegative: false, store: nil), intent: intent)
            }
        }
        for (p, source) in catalog.negativePhrases.enumerated() {
            addPhrase(PhraseTemplate(source), end: PhraseEnd(app: app, shortcut: -1, phrase: p, isNegative: true, store: nil), intent: nil)
        }
        vocabulary.indexTypos()
    }

    static func storeKey(_ app: Int, _ type: String) -> String { "\(app)\u{1}\(type)" }

    func store(app: Int, type: String) -> Int? { storeIndex[Self.storeKey(app, type)] }

    /// Compiles one phrase. Phrases that cannot run — a parameter the intent lacks or whose
    /// type has no values, two parameters — are left out (validation reports them).
    private mutating func addPhrase(_ template: PhraseTemplate, end: PhraseEnd, intent: IntentDescriptor?) {
        guard template.parameterNames.count <= 1 else { return }
        var end = end
        var node = phraseRoot
        func addWord(_ token: String, _ automaton: inout Automaton) {
            let word = automaton.vocabulary.intern(token)
            automaton.phraseWords.insert(word)
            let next = automaton.childCreating(node, word)
            if automaton.rules.isFunctionWord(token) || automaton.rules.isLightToken(token) {
                if !(automaton.optionalChildren[node]?.contains(next) ?? false) {
                    automaton.optionalChildren[node, default: []].append(next)
                }
            }
            node = next
        }
        for segment in template.segments {
            switch segment {
            case .text(let text):
                for token in normalizer.tokens(text) { addWord(token, &self) }
            case .applicationName:
                node = slotCreating(node, .applicationName)
            case .parameter(let name):
                guard let parameter = intent?.parameter(named: name),
                      let store = store(app: end.app, type: parameter.type) else { return }
                end.store = store
                node = slotCreating(node, .value(store: store, parameter: name))
            }
        }
        guard node != phraseRoot else { return }
        if !(phraseEnds[node]?.contains(end) ?? false) { phraseEnds[node, default: []].append(end) }
    }

    private mutating func slotCreating(_ node: NodeID, _ kind: SlotEdge.Kind) -> NodeID {
        if let edge = slots[node]?.first(where: { $0.kind == kind }) { return edge.next }
        let next = newNode()
        slots[node, default: []].append(SlotEdge(kind: kind, next: next))
        return next
    }

    // MARK: Values

    /// A value-trie payload: the value's slot and how many function words its path leaves out.
    @inline(__always)
    static func payload(slot: Int32, omitted: Int) -> UInt32 { UInt32(slot) << 3 | UInt32(min(omitted, 7)) }

    /// The names a value answers to in the value trie: each title and synonym, and the same
    /// without its function words ("Lord of the Rings" → "lord rings"), with how many were left out.
    func trieNames(of value: Value) -> [(tokens: [String], omitted: Int)] {
        var result: [(tokens: [String], omitted: Int)] = []
        var seen = Set<[String]>()
        // A hyphenated name also answers to its words joined: "Lo-Fi" is "lo fi" and "lofi".
        let spellings = value.names.flatMap { name in
            name.contains("-") ? [name, name.replacingOccurrences(of: "-", with: "")] : [name]
        }
        let names = spellings.map { normalizer.tokens($0) }.filter { !$0.isEmpty }
        for tokens in names where seen.insert(tokens).inserted {
            result.append((tokens, 0))
        }
        for tokens in names {
            let content = tokens.filter { !rules.isFunctionWord($0) && !rules.isLightToken($0) }
            if !content.isEmpty, content.count < tokens.count, seen.insert(content).inserted {
                result.append((content, tokens.count - content.count))
            }
        }
        return result
    }

    private mutating func insert(_ value: Value, store: Int, inTrie: Bool) {
        let slot: Int32
        if let reused = stores[store].freeSlots.popLast() {
            slot = reused
            stores[store].values[Int(slot)] = value
            stores[store].inTrie[Int(slot)] = inTrie
        } else {
            slot = Int32(stores[store].values.count)
            stores[store].values.append(value)
            stores[store].inTrie.append(inTrie)
        }
        stores[store].slotByID[value.id] = slot
        if inTrie { addToTrie(value, slot: slot, store: store) }
        if stores[store].postings != nil { addPostings(value, slot: slot, store: store) }
    }

    private mutating func addToTrie(_ value: Value, slot: Int32, store: Int) {
        for (tokens, omitted) in trieNames(of: value) {
            var node = stores[store].root
            for token in tokens { node = childCreating(node, vocabulary.intern(token)) }
            addValueEnd(node, Self.payload(slot: slot, omitted: omitted))
        }
    }

    private mutating func removeFromTrie(_ value: Value, slot: Int32, store: Int) {
        for (tokens, omitted) in trieNames(of: value) {
            var node: NodeID? = stores[store].root
            for token in tokens {
                guard let current = node, let word = vocabulary.id(of: token) else { node = nil; break }
                node = child(current, word)
            }
            if let node { removeValueEnd(node, Self.payload(slot: slot, omitted: omitted)) }
        }
    }

    private mutating func addValueEnd(_ node: NodeID, _ payload: UInt32) {
        guard let existing = valueEnds[node] else {
            valueEnds[node] = payload
            return
        }
        if existing & 0x8000_0000 == 0 {
            if existing == payload { return }
            let list: [UInt32] = [existing, payload]
            let index: Int
            if let free = freeValueEndLists.popLast() { index = free; valueEndLists[index] = list }
            else { index = valueEndLists.count; valueEndLists.append(list) }
            valueEnds[node] = 0x8000_0000 | UInt32(index)
        } else {
            // No duplicate check: a value's names reach distinct nodes, and a slot is only
            // inserted again after its payloads were removed (checkInvariants verifies it).
            // Searching the list made 100k values sharing one title quadratic to compile.
            valueEndLists[Int(existing & 0x7FFF_FFFF)].append(payload)
        }
    }

    private mutating func removeValueEnd(_ node: NodeID, _ payload: UInt32) {
        guard let existing = valueEnds[node] else { return }
        if existing & 0x8000_0000 == 0 {
            if existing == payload { valueEnds[node] = nil }
            return
        }
        let index = Int(existing & 0x7FFF_FFFF)
        valueEndLists[index].removeAll { $0 == payload }
        switch valueEndLists[index].count {
        case 0:
            valueEnds[node] = nil
            valueEndLists[index] = []
            freeValueEndLists.append(index)
        case 1:
            valueEnds[node] = valueEndLists[index][0]
            valueEndLists[index] = []
            freeValueEndLists.append(index)
        default:
            break
        }
    }

    /// Calls `body` with each (slot, omitted function words) that ends at `node`.
    @inline(__always)
    func forEachValueEnd(_ node: NodeID, _ body: (Int32, Int) -> Void) {
        guard let packed = valueEnds[node] else { return }
        if packed & 0x8000_0000 == 0 {
            body(Int32(packed >> 3), Int(packed & 7))
        } else {
            for payload in valueEndLists[Int(packed & 0x7FFF_FFFF)] {
                body(Int32(payload >> 3), Int(payload & 7))
            }
        }
    }

    func hasValueEnd(_ node: NodeID) -> Bool { valueEnds[node] != nil }

    /// What must change for one type to hold `values`, of which `suggested` (ids; `nil` for
    /// enums) are the ones phrases expand over: the values added or changed, and the ids gone.
    /// - Complexity: O(n) in the number of values.
    func changes(store: Int, values: [Value], suggested: [String]?)
        -> (upserting: [(value: Value, inTrie: Bool)], removing: [String]) {
        let phraseIDs = suggested.map(Set.init)
        var seen = Set<String>()
        var upserting: [(value: Value, inTrie: Bool)] = []
        for value in values where seen.insert(value.id).inserted {
            let inTrie = phraseIDs?.contains(value.id) ?? true
            if let slot = stores[store].slotByID[value.id],
               stores[store].values[Int(slot)] == value, stores[store].inTrie[Int(slot)] == inTrie {
                continue
            }
            upserting.append((value, inTrie))
        }
        let removing = stores[store].slotByID.keys.filter { !seen.contains($0) }
        return (upserting, removing)
    }

    /// Adds or changes the given values and removes the values with the given ids.
    /// - Complexity: O(c) in the tokens of the values changed.
    mutating func update(store: Int, upserting: [(value: Value, inTrie: Bool)], removing: [String]) {
        for id in removing { remove(id: id, store: store) }
        for (value, inTrie) in upserting {
            remove(id: value.id, store: store)
            insert(value, store: store, inTrie: inTrie)
        }
        vocabulary.indexTypos()
    }

    private mutating func remove(id: String, store: Int) {
        guard let slot = stores[store].slotByID[id], let old = stores[store].values[Int(slot)] else { return }
        if stores[store].inTrie[Int(slot)] { removeFromTrie(old, slot: slot, store: store) }
        if stores[store].postings != nil { removePostings(old, slot: slot, store: store) }
        stores[store].values[Int(slot)] = nil
        stores[store].inTrie[Int(slot)] = false
        stores[store].slotByID[id] = nil
        stores[store].freeSlots.append(slot)
    }

    // MARK: Open values

    /// The content words of a value's names, for open-value lookup.
    func contentWords(of value: Value) -> Set<String> {
        var words = Set<String>()
        for name in value.names {
            for token in normalizer.tokens(name) where !rules.isFunctionWord(token) { words.insert(token) }
        }
        return words
    }

    /// Builds the word → values index of every searchable type.
    /// - Complexity: O(v) in the tokens of all searchable values.
    mutating func prepareOpenValues() {
        for store in stores.indices where stores[store].type.searchable && stores[store].postings == nil {
            stores[store].postings = [:]
            for (slot, value) in stores[store].values.enumerated() {
                if let value { addPostings(value, slot: Int32(slot), store: store) }
            }
        }
        vocabulary.indexTypos()
    }

    private mutating func addPostings(_ value: Value, slot: Int32, store: Int) {
        for word in contentWords(of: value) {
            stores[store].postings![vocabulary.intern(word), default: []].append(slot)
        }
    }

    private mutating func removePostings(_ value: Value, slot: Int32, store: Int) {
        for word in contentWords(of: value) {
            guard let id = vocabulary.id(of: word) else { continue }
            stores[store].postings![id]?.removeAll { $0 == slot }
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

    // MARK: Invariants

    /// Checks the automaton's structure; throws describing the first violation.
    /// - Complexity: O(size of the automaton).
    func checkInvariants() throws {
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(message: message) }
        for (key, target) in edges {
            let source = UInt32(truncatingIfNeeded: key >> 32)
            let word = Int32(bitPattern: UInt32(truncatingIfNeeded: key))
            guard source < nodeCount, target < nodeCount else { throw fail("edge \(source) → \(target) outside \(nodeCount) nodes") }
            guard word >= 0, Int(word) < vocabulary.count else { throw fail("edge \(source) → \(target) has unknown word \(word)") }
            guard target != phraseRoot, target != appRoot else { throw fail("edge into a root") }
        }
        for (node, ends) in phraseEnds {
            guard node < nodeCount else { throw fail("phrase end at unknown node \(node)") }
            for end in ends {
                guard end.app < catalogs.count else { throw fail("phrase end for unknown app \(end.app)") }
                let catalog = catalogs[end.app]
                if end.isNegative {
                    guard end.phrase < catalog.negativePhrases.count else { throw fail("unknown negative phrase") }
                } else {
                    guard end.shortcut < catalog.shortcuts.count,
                          end.phrase < catalog.shortcuts[end.shortcut].phrases.count else { throw fail("unknown phrase") }
                }
                if let store = end.store, stores[store].app != end.app { throw fail("phrase of app \(end.app) uses a type of app \(stores[store].app)") }
            }
        }
        for (node, edgesOut) in slots {
            guard node < nodeCount else { throw fail("slot at unknown node") }
            for edge in edgesOut {
                guard edge.next < nodeCount else { throw fail("slot into unknown node") }
                if case .value(let store, _) = edge.kind, store >= stores.count { throw fail("slot for unknown store \(store)") }
            }
        }
        for (s, store) in stores.enumerated() {
            guard store.values.count == store.inTrie.count else { throw fail("store \(s): values and trie flags differ in length") }
            var live = 0
            for (slot, value) in store.values.enumerated() {
                guard let value else {
                    guard store.freeSlots.contains(Int32(slot)) else { throw fail("store \(s): empty slot \(slot) not free") }
                    continue
                }
                live += 1
                guard store.slotByID[value.id] == Int32(slot) else { throw fail("store \(s): id '\(value.id)' not indexed at slot \(slot)") }
            }
            guard live == store.slotByID.count, live == store.liveCount else { throw fail("store \(s): \(live) values, \(store.slotByID.count) ids") }
        }
        var reachable = 0
        // Terminals shared by many values (100k entities titled "Dune"), as sets: looking
        // each value up in a list would make the check quadratic.
        var shared: [NodeID: Set<UInt32>] = [:]
        for (node, packed) in valueEnds {
            guard node < nodeCount else { throw fail("value end at unknown node") }
            let payloads = packed & 0x8000_0000 == 0 ? [packed] : valueEndLists[Int(packed & 0x7FFF_FFFF)]
            guard !payloads.isEmpty else { throw fail("empty value end at node \(node)") }
            if payloads.count > 1 {
                let set = Set(payloads)
                guard set.count == payloads.count else { throw fail("duplicate value end at node \(node)") }
                shared[node] = set
            }
            reachable += payloads.count
        }
        // Every value in a trie is reachable under each of its names, and only those.
        var expected = 0
        for (s, store) in stores.enumerated() {
            for (slot, value) in store.values.enumerated() where store.inTrie[slot] {
                guard let value else { continue }
                for (tokens, omitted) in trieNames(of: value) {
                    var node: NodeID? = store.root
                    for token in tokens { node = node.flatMap { n in vocabulary.id(of: token).flatMap { child(n, $0) } } }
                    guard let end = node else { throw fail("store \(s): '\(value.title)' has no path") }
                    let payload = Self.payload(slot: Int32(slot), omitted: omitted)
                    let found = shared[end]?.contains(payload) ?? (valueEnds[end] == payload)
                    guard found else { throw fail("store \(s): '\(value.title)' does not end at its path") }
                    expected += 1
                }
            }
        }
        guard expected == reachable else { throw fail("\(reachable) value ends, \(expected) expected") }
        guard vocabulary.typoIndexIsCurrent else { throw fail("typo index is behind the vocabulary") }
    }
}

/// A broken structural rule of the automaton: a bug in ShortcutKit, never bad input.
public struct InvariantViolation: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { "Automaton invariant violated: \(message)" }
}
