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
    var edges = IntegerHashMap<UInt64>()
    let phraseRoot: NodeID
    let appRoot: NodeID
    private(set) var slots: [NodeID: [SlotEdge]] = [:]
    /// Phrase-trie children reached over a word the user may leave out.
    private(set) var optionalChildren: [NodeID: [NodeID]] = [:]
    private(set) var phraseEnds: [NodeID: [PhraseEnd]] = [:]
    private(set) var appEnds: [NodeID: [Int]] = [:]
    /// Value-trie terminals: where each value's names end.
    private(set) var valueTrie = ValueTrie()
    private(set) var stores: [ValueStore] = []
    /// Store index by app and type name.
    private var storeIndex: [String: Int] = [:]
    /// Every phrase template of the loaded catalogs, parsed, by source.
    private var templates: [String: PhraseTemplate] = [:]
    /// What each vocabulary word is to the value tries (`functionWordKind`,
    /// `lightTokenKind`), by word id: classified once, not per value.
    private var wordKinds: [UInt8] = []
    /// Scratch space for `addToTrie`: word ids of a value's spellings and names, end to end.
    private var scratchWords: [Vocabulary.WordID] = []
    private var scratchSpellings: [(start: Int, end: Int, joined: Bool)] = []
    private var scratchNames: [(start: Int, end: Int, omitted: Int)] = []
    /// The phrases tokenised for the "Did you mean …?" hint.
    private(set) var hintPhrases = HintPhrases()

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
        // About two edges and two value ends a value (titles share their first words).
        let expected = catalog.types.values.reduce(0) { $0 + $1.values.count * 2 }
        edges.reserveCapacity(edges.count + expected + 64)
        valueTrie.reserveCapacity(valueTrie.nodeCount + expected + 64)

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
                node = childCreating(node, word)
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
            // A value's id in `slotByID` means it is in; the first value with an id wins.
            let suggested = type.suggested ?? []
            let ordered = suggested.count <= type.values.count && zip(suggested, type.values).allSatisfy({ $0 == $1.id })
            // In that order the slots share the catalog's array of values rather than copying it.
            if ordered { stores[store].values = ValueSlots(adopting: type.values) }
            stores[store].type.values = []
            stores[store].reserveCapacity(type.values.count)
            if ordered {
                // The usual case, suggested values leading in order: no index by id needed,
                // and one pass (the suggested ones come first anyway).
                for (index, value) in type.values.enumerated() where !holds(value.id, store: store) {
                    insert(value, store: store, inTrie: index < suggested.count || type.suggested == nil)
                }
                continue
            } else {
                var indexByID: [String: Int] = [:]
                indexByID.reserveCapacity(type.values.count)
                for (index, value) in type.values.enumerated() where indexByID[value.id] == nil { indexByID[value.id] = index }
                for id in suggested {
                    if let index = indexByID[id], stores[store].slot(of: id) == nil {
                        insert(type.values[index], store: store, inTrie: true)
                    }
                }
            }
            for value in type.values where !holds(value.id, store: store) {
                insert(value, store: store, inTrie: type.suggested == nil)
            }
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
        hintPhrases.add(catalog, app: app, normalizer: normalizer, rules: rules) { stores[Self.storeKey(app, $0)] }
        vocabulary.indexTypos()
    }

    static func storeKey(_ app: Int, _ type: String) -> String { "\(app)\u{1}\(type)" }

    /// Whether `store` holds a value with this id. (`stores[store].slot(of: id)` copied
    /// the whole store, a retain and release of each of its arrays, per value compiled.)
    private func holds(_ id: String, store: Int) -> Bool {
        stores.withUnsafeBufferPointer { $0[store].slotByID.slot(of: id, in: $0[store].values) != nil }
    }

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

    /// The tokens of each title and synonym of a value, in order; a hyphenated name is
    /// followed by its spelling with the words joined ("Lo-Fi" is "lo fi", then "lofi").
    /// Normalised once per value, for both the value trie and the open-value index.
    func spellings(of value: ParameterValue) -> [(tokens: [String], joined: Bool)] {
        var result: [(tokens: [String], joined: Bool)] = []
        result.reserveCapacity(value.synonyms.count + 1)
        func add(_ name: String) {
            result.append((normalizer.tokens(name), false))
            if Self.hasHyphen(name) {
                result.append((normalizer.tokens(String(name.split(separator: "-", omittingEmptySubsequences: false).joined())), true))
            }
            if let split = NameVariants.caseSplit(name) { result.append((normalizer.tokens(split), true)) }
        }
        add(value.title)
        for synonym in value.synonyms { add(synonym) }
        return result
    }

    /// The names a value answers to in the value trie: each title and synonym, and the same
    /// without its function words ("Lord of the Rings" → "lord rings"), with how many were left out.
    func trieNames(of value: ParameterValue) -> [(tokens: [String], omitted: Int)] {
        trieNames(spellings(of: value))
    }

    func trieNames(_ spellings: [(tokens: [String], joined: Bool)]) -> [(tokens: [String], omitted: Int)] {
        var result: [(tokens: [String], omitted: Int)] = []
        func isNew(_ tokens: [String]) -> Bool { !result.contains { $0.tokens == tokens } }
        for (tokens, _) in spellings where !tokens.isEmpty && isNew(tokens) {
            result.append((tokens, 0))
        }
        for (tokens, _) in spellings where !tokens.isEmpty {
            let content = tokens.filter { !rules.isFunctionWord($0) && !rules.isLightToken($0) }
            if !content.isEmpty, content.count < tokens.count, isNew(content) {
                result.append((content, tokens.count - content.count))
            }
        }
        return result
    }

    mutating func insert(_ value: ParameterValue, store: Int, inTrie: Bool) {
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
        stores[store].index(value.id, slot: slot)
        guard inTrie || keepsPostings(store) else { return }
        guard inTrie else {
            if keepsPostings(store) { addPostings(spellings(of: value), slot: slot, store: store) }
            return
        }
        addToTrie(value, slot: slot, store: store)
    }

    /// Adds a value to its store's trie under `trieNames(of:)`, and to the postings if the
    /// store keeps them: the same as going through those token lists, but each token is
    /// interned once and everything else works on word ids in reused scratch arrays, so
    /// that adding a value allocates nothing (a million values compile twice as fast).
    private mutating func addToTrie(_ value: ParameterValue, slot: Int32, store: Int) {
        scratchWords.removeAll(keepingCapacity: true)
        scratchSpellings.removeAll(keepingCapacity: true)
        scratchNames.removeAll(keepingCapacity: true)
        let normalizer = self.normalizer
        // The spellings of `spellings(of:)`, as ranges of word ids.
        func addSpellings(of name: String) {
            var start = scratchWords.count
            normalizer.forEachToken(name) { scratchWords.append(vocabulary.intern($0)) }
            scratchSpellings.append((start, scratchWords.count, false))
            if Self.hasHyphen(name) {
                start = scratchWords.count
                let joined = String(name.split(separator: "-", omittingEmptySubsequences: false).joined())
                normalizer.forEachToken(joined) { scratchWords.append(vocabulary.intern($0)) }
                scratchSpellings.append((start, scratchWords.count, true))
            }
            // "ShelfPlayer" is also "Shelf Player".
            if let split = NameVariants.caseSplit(name) {
                start = scratchWords.count
                normalizer.forEachToken(split) { scratchWords.append(vocabulary.intern($0)) }
                scratchSpellings.append((start, scratchWords.count, true))
            }
        }
        addSpellings(of: value.title)
        for synonym in value.synonyms { addSpellings(of: synonym) }
        updateWordKinds()
        // The names of `trieNames(_:)`: each spelling, then each without its function
        // words and light tokens; each once.
        func isNew(_ start: Int, _ end: Int) -> Bool {
            !scratchNames.contains { scratchWords[$0.start..<$0.end] == scratchWords[start..<end] }
        }
        for spelling in scratchSpellings where spelling.end > spelling.start && isNew(spelling.start, spelling.end) {
            scratchNames.append((spelling.start, spelling.end, 0))
        }
        for spelling in scratchSpellings where spelling.end > spelling.start {
            let start = scratchWords.count
            for index in spelling.start..<spelling.end where wordKinds[Int(scratchWords[index])] == 0 {
                scratchWords.append(scratchWords[index])
            }
            let kept = scratchWords.count - start, total = spelling.end - spelling.start
            if kept > 0, kept < total, isNew(start, scratchWords.count) {
                scratchNames.append((start, scratchWords.count, total - kept))
            } else {
                scratchWords.removeLast(kept)
            }
        }
        for name in scratchNames {
            var node = stores[store].root
            for index in name.start..<name.end { node = childCreating(node, scratchWords[index]) }
            valueTrie.add(ValueEnd(slot: slot, omitted: name.omitted), at: node)
        }
        guard keepsPostings(store) else { return }
        // The words of `contentWords(_:)`: of the names as written, without function words.
        let start = scratchWords.count
        for spelling in scratchSpellings where !spelling.joined {
            for index in spelling.start..<spelling.end {
                let word = scratchWords[index]
                if wordKinds[Int(word)] & Self.functionWordKind == 0, !scratchWords[start...].contains(word) {
                    scratchWords.append(word)
                }
            }
        }
        for index in start..<scratchWords.count { stores[store].postings!.append(slot, to: scratchWords[index]) }
        stores[store].postings!.setWordCount(scratchWords.count - start, of: slot)
    }

    static let functionWordKind: UInt8 = 1
    static let lightTokenKind: UInt8 = 2

    /// Classifies the words interned since the last call (function word, light token).
    private mutating func updateWordKinds() {
        while wordKinds.count < vocabulary.count {
            let word = vocabulary.words[wordKinds.count]
            wordKinds.append((rules.isFunctionWord(word) ? Self.functionWordKind : 0)
                             | (rules.isLightToken(word) ? Self.lightTokenKind : 0))
        }
    }

    mutating func removeFromTrie(_ value: ParameterValue, slot: Int32, store: Int) {
        for (tokens, omitted) in trieNames(of: value) {
            var node: NodeID? = stores[store].root
            for token in tokens {
                guard let current = node, let word = vocabulary.id(of: token) else { node = nil; break }
                node = child(current, word)
            }
            if let node { valueTrie.remove(ValueEnd(slot: slot, omitted: omitted), at: node) }
        }
    }

    /// Calls `body` with each (slot, omitted function words) that ends at `node`.
    @inline(__always)
    func forEachValueEnd(_ node: NodeID, _ body: (Int32, Int) -> Void) {
        valueTrie.forEachEnd(at: node) { body($0.slot, $0.omitted) }
    }

    mutating func remove(id: String, store: Int) {
        guard let slot = stores[store].slot(of: id), let old = stores[store].values[Int(slot)] else { return }
        if stores[store].inTrie[Int(slot)] { removeFromTrie(old, slot: slot, store: store) }
        if keepsPostings(store) { removePostings(old, slot: slot, store: store) }
        stores[store].unindex(id)
        stores[store].values[Int(slot)] = nil
        stores[store].inTrie[Int(slot)] = false
        stores[store].freeSlots.append(slot)
    }

    // MARK: Open values

    /// The content words of a value's names, for open-value lookup.
    func contentWords(of value: ParameterValue) -> Set<String> {
        Set(contentWords(spellings(of: value)))
    }

    /// The content words of the names as written (not the joined spellings), each once.
    func contentWords(_ spellings: [(tokens: [String], joined: Bool)]) -> [String] {
        var words: [String] = []
        for (tokens, joined) in spellings where !joined {
            for token in tokens where !rules.isFunctionWord(token) && !words.contains(token) { words.append(token) }
        }
        return words
    }

    /// Builds the word → values index of every searchable type.
    /// - Complexity: O(v) in the tokens of all searchable values.
    mutating func prepareOpenValues() {
        for store in stores.indices where stores[store].type.searchable && stores[store].postings == nil {
            stores[store].postings = Postings()
            for (slot, value) in stores[store].values.enumerated() {
                if let value { addPostings(spellings(of: value), slot: Int32(slot), store: store) }
            }
        }
        vocabulary.indexTypos()
    }

    private mutating func addPostings(_ spellings: [(tokens: [String], joined: Bool)], slot: Int32, store: Int) {
        let words = contentWords(spellings)
        for word in words {
            stores[store].postings!.append(slot, to: vocabulary.intern(word))
        }
        stores[store].postings!.setWordCount(words.count, of: slot)
    }

    mutating func removePostings(_ value: ParameterValue, slot: Int32, store: Int) {
        for word in contentWords(of: value) {
            guard let id = vocabulary.id(of: word) else { continue }
            stores[store].postings!.remove(slot, from: id)
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
}
