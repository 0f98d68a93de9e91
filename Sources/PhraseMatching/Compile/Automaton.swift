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
    /// Methods get the automaton's address, not a copy of it (see `PassedByAddress`).
    private let passedByAddress = PassedByAddress()
    let normalizer: Normalizer
    let rules: LocaleRules
    private(set) var catalogs: [Catalog] = []
    var vocabulary = Vocabulary()

    private(set) var nodeCount: UInt32 = 0
    var edges = IntegerHashMap<UInt64>()
    let phraseRoot: NodeID
    let appRoot: NodeID
    private(set) var slots = NodeMap<[SlotEdge]>()
    /// Phrase-trie children reached over a word the user may leave out.
    private(set) var optionalChildren = NodeMap<[NodeID]>()
    private(set) var phraseEnds = NodeMap<[PhraseEnd]>()
    private(set) var appEnds = NodeMap<[Int]>()
    /// The word edges of the phrase trie and the app-name trie (the edge table has them
    /// among every value's), in the order they were made, for `exactNodes`.
    private(set) var phraseWordEdges: [(node: NodeID, word: Vocabulary.WordID, child: NodeID)] = []
    /// `phraseEnds`, `slots`, `appEnds` and `phraseWordEdges` packed for the exact walk
    /// (rebuilt by `add`).
    private(set) var exactNodes = ExactNodes()
    /// Value-trie terminals: where each value's names end; and which nodes of every trie
    /// have children.
    var valueTrie = ValueTrie()
    /// The value tries' edges out of their roots and their roots' children, again, in
    /// small tables for the exact walk.
    var valueTopEdges = ValueTopEdges()
    var stores: [ValueStore] = []
    /// Store index by app and type name.
    private var storeIndex: [String: Int] = [:]
    /// Every phrase template of the loaded catalogs, parsed, by source.
    private var templates: [String: PhraseTemplate] = [:]
    /// What each vocabulary word is to the value tries (`functionWordKind`,
    /// `lightTokenKind`, `valueFunctionWordKind`), by word id: classified once, not per value.
    var wordKinds: [UInt8] = []
    /// Scratch space for `addToTrie`: word ids of a value's spellings and names, end to end.
    var scratchWords: [Vocabulary.WordID] = []
    var scratchSpellings: [(start: Int, end: Int, joined: Bool)] = []
    var scratchNames: [(start: Int, end: Int, omitted: Int)] = []
    /// Names of values compiled but not yet walked into their value tries (`walkPendingNames`).
    var pending = PendingNames()
    /// The phrases tokenised for the "Did you mean …?" hint.
    private(set) var hintPhrases = HintPhrases()

    init(locale: String) {
        self.locale = locale
        normalizer = Normalizer(locale: locale)
        rules = LocaleRules(locale: locale)
        phraseRoot = 0
        appRoot = 1
        nodeCount = 2
        // The roots' records, before any catalog is added.
        exactNodes = ExactNodes(self)
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

    mutating func childCreating(_ node: NodeID, _ word: Vocabulary.WordID) -> NodeID {
        precondition(nodeCount < UInt32.max, "automaton is full")
        let created = nodeCount
        let child = edges.value(of: Self.key(node, word)) { created }
        if child == created {
            nodeCount += 1
            valueTrie.markParent(node)
        }
        return child
    }

    /// Whether an edge leaves `node`: the exact walk does not look up the word after a
    /// value's last node, nearly always a leaf, in the edge table, where the lookup missed
    /// the cache to find nothing (`ValueTrie.flags(of:)`).
    @inline(__always)
    func hasChildren(_ node: NodeID) -> Bool { valueTrie.flags(of: node) & ValueTrie.hasChildren != 0 }

    /// `childCreating` in the phrase trie or the app-name trie: a new edge is also listed in
    /// `phraseWordEdges`.
    private mutating func phraseChildCreating(_ node: NodeID, _ word: Vocabulary.WordID) -> NodeID {
        let created = nodeCount
        let child = childCreating(node, word)
        if child == created { phraseWordEdges.append((node, word, child)) }
        return child
    }

    // MARK: Compiling

    /// Adds one app's phrases, names and values.
    /// - Complexity: O(p + v) in the tokens of its phrases (p) and of its values' names (v).
    mutating func add(_ catalog: Catalog) {
        let app = catalogs.count
        catalogs.append(catalog)
        // About two edges and two value ends a value (titles share their first words).
        let expected = catalog.types.values.reduce(0) { $0 + $1.values.count * 2 }
        edges.reserveCapacity(edges.count + expected + 64)
        valueTrie.reserveCapacity(nodes: Int(nodeCount) + expected + 64)

        // Each name also as typed joined or split: "IceCubes", "Ice Cubes", "icecubes";
        // and in languages that say so, its possessive: "Bitwarden's" ("bitwardens").
        var names = catalog.app.allNames.flatMap(NameVariants.variants)
        if LocaleRules.hasPossessiveS(locale) { names += names.compactMap(NameVariants.possessive) }
        for name in names {
            let tokens = normalizer.tokens(name)
            guard !tokens.isEmpty else { continue }
            var node = appRoot
            for token in tokens {
                let word = vocabulary.intern(token)
                node = phraseChildCreating(node, word)
            }
            if !(appEnds[node]?.contains(app) ?? false) { appEnds[node, default: []].append(app) }
        }

        for typeName in catalog.types.keys.sorted() {
            let type = catalog.types[typeName]!
            let store = stores.count
            stores.append(ValueStore(app: app, typeName: typeName, type: type, root: newNode()))
            var names = Set<[String]>()
            stores[store].nameTokens = ([type.title] + type.synonyms).map { normalizer.tokens($0) }
                .filter { !$0.isEmpty && names.insert($0).inserted }
            storeIndex[Self.storeKey(app, typeName)] = store
            // Indexed as the values go in, so that each value is normalised once.
            if type.searchable { stores[store].postings = Postings() }
            // Suggested values first, in suggested order: the order options are offered in.
            // A value's id in `slotByID` means it is in; the first value with an id wins
            // (`insert` adds no value whose id is in).
            let suggested = type.suggested ?? []
            let ordered = suggested.count <= type.values.count && zip(suggested, type.values).allSatisfy({ $0 == $1.id })
            // In that order the slots share the catalog's array of values rather than copying it.
            if ordered { stores[store].values = ValueSlots(adopting: type.values) }
            stores[store].type.values = []
            stores[store].reserveCapacity(type.values.count)
            if ordered {
                // The usual case, suggested values leading in order: no index by id needed,
                // and one pass (the suggested ones come first anyway). Every id is indexed
                // first, in one pass, unless two values share one.
                let indexed = stores[store].indexAll(type.values)
                for (index, value) in type.values.enumerated() {
                    insert(value, store: store, inTrie: index < suggested.count || type.suggested == nil, batched: true, idIndexed: indexed)
                }
                walkPendingNames()
                continue
            } else {
                var indexByID: [String: Int] = [:]
                indexByID.reserveCapacity(type.values.count)
                for (index, value) in type.values.enumerated() where indexByID[value.id] == nil { indexByID[value.id] = index }
                for id in suggested {
                    if let index = indexByID[id] { insert(type.values[index], store: store, inTrie: true, batched: true) }
                }
            }
            for value in type.values { insert(value, store: store, inTrie: type.suggested == nil, batched: true) }
            walkPendingNames()
        }

        for (s, shortcut) in catalog.shortcuts.enumerated() {
            let intent = catalog.intents[shortcut.intent]
            for (p, source) in shortcut.phrases.enumerated() {
                addPhrase(parsedTemplate(source), end: PhraseEnd(app: app, shortcut: s, phrase: p, isNegative: false, store: nil), intent: intent)
            }
        }
        for (p, source) in catalog.negativePhrases.enumerated() {
            addPhrase(parsedTemplate(source), end: PhraseEnd(app: app, shortcut: -1, phrase: p, isNegative: true, store: nil), intent: nil)
        }
        // The stores hold the values now (`currentCatalogs` puts them back): no second copy.
        for typeName in catalog.types.keys { catalogs[app].types[typeName]?.values = [] }
        let stores = storeIndex
        hintPhrases.add(catalog, app: app, normalizer: normalizer, rules: rules, vocabulary: vocabulary) { stores[Self.storeKey(app, $0)] }
        vocabulary.indexTypos()
        exactNodes = ExactNodes(self)
    }

    static func storeKey(_ app: Int, _ type: String) -> String { "\(app)\u{1}\(type)" }

    /// Whether `store` keeps open-value postings (read in place, as in `holds`).
    func keepsPostings(_ store: Int) -> Bool {
        stores.withUnsafeBufferPointer { $0[store].postings != nil }
    }

    /// Whether `name` has a hyphen, on its UTF-8 buffer.
    static func hasHyphen(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { $0.contains(UInt8(ascii: "-")) }
    }

    /// Parses a phrase of a loaded catalog once, keeping it for `template(_:)`.
    private mutating func parsedTemplate(_ source: String) -> PhraseTemplate {
        if let known = templates[source] { return known }
        let template = PhraseTemplate(source)
        templates[source] = template
        return template
    }

    /// The parsed template of a phrase: kept from compiling for the phrases of loaded
    /// catalogs (matching looks at the phrases it reports on every call), parsed otherwise.
    func template(_ source: String) -> PhraseTemplate {
        templates[source] ?? PhraseTemplate(source)
    }

    func store(app: Int, type: String) -> Int? { storeIndex[Self.storeKey(app, type)] }

    /// Compiles one phrase. Phrases that cannot run — a parameter the intent lacks or whose
    /// type has no values, two parameters — are left out (validation reports them).
    private mutating func addPhrase(_ template: PhraseTemplate, end: PhraseEnd, intent: IntentDescriptor?) {
        guard template.parameterNames.count <= 1 else { return }
        var end = end
        var node = phraseRoot
        func addWord(_ token: String, _ automaton: inout Automaton) {
            let word = automaton.vocabulary.intern(token)
            let next = automaton.phraseChildCreating(node, word)
            if automaton.rules.isOmittablePhraseWord(token) || automaton.rules.isLightToken(token) {
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
}
