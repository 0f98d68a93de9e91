import Foundation

extension Automaton {
    /// Checks the invariants after a build or update in debug builds (`swift build`,
    /// `swift test`), and in any build made with `-Xswiftc -DSHORTCUTKIT_INTERNAL_CHECKS` (as
    /// swift-collections does under `COLLECTIONS_INTERNAL_CHECKS`); a release build skips
    /// them. A violation is a bug in ShortcutKit, so it traps.
    @inline(__always)
    func checkInvariantsIfEnabled() {
        #if DEBUG || SHORTCUTKIT_INTERNAL_CHECKS
        do { try checkInvariants() } catch { preconditionFailure("\(error)") }
        #endif
    }

    // MARK: Invariants

    /// Checks the automaton's structure; throws describing the first violation.
    /// - Complexity: O(size of the automaton).
    func checkInvariants() throws {
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(message: message) }
        var parents = Set<NodeID>()
        try edges.forEach { key, target in
            let source = UInt32(truncatingIfNeeded: key >> 32)
            parents.insert(source)
            let word = Int32(bitPattern: UInt32(truncatingIfNeeded: key))
            guard source < nodeCount, target < nodeCount else { throw fail("edge \(source) → \(target) outside \(nodeCount) nodes") }
            guard word >= 0, Int(word) < vocabulary.count else { throw fail("edge \(source) → \(target) has unknown word \(word)") }
            guard target != phraseRoot, target != appRoot else { throw fail("edge into a root") }
        }
        for node in 0..<nodeCount where hasChildren(node) != parents.contains(node) {
            throw fail("node \(node) is marked \(hasChildren(node) ? "with" : "without") children")
        }
        // The value tries' first two levels are also in `valueTopEdges`, and only they.
        var level = Set(stores.map(\.root))
        for depth in 0..<ValueTopEdges.depths {
            var next = Set<NodeID>(), count = 0
            try edges.forEach { key, target in
                guard level.contains(UInt32(truncatingIfNeeded: key >> 32)) else { return }
                guard valueTopEdges.child(depth: depth, key: key) == target else {
                    throw fail("value edge \(key >> 32) → \(target) at depth \(depth) is not in the top edges")
                }
                next.insert(target)
                count += 1
            }
            guard valueTopEdges.count(depth: depth) == count else {
                throw fail("\(valueTopEdges.count(depth: depth)) top value edges at depth \(depth), \(count) expected")
            }
            level = next
        }
        for edge in phraseWordEdges where child(edge.node, edge.word) != edge.child {
            throw fail("phrase edge \(edge.node) → \(edge.child) is not in the edge table")
        }
        guard ExactNodes(self) == exactNodes else { throw fail("the exact walk's node table is not that of the phrase ends, slots and app ends") }
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
                guard store.slot(of: value.id) == Int32(slot) else { throw fail("store \(s): id '\(value.id)' not indexed at slot \(slot)") }
            }
            guard live == store.slotByID.count, live == store.liveCount else { throw fail("store \(s): \(live) values, \(store.slotByID.count) ids") }
        }
        var reachable = 0
        // Terminals shared by many values (100k entities titled "Dune"), as sets: looking
        // each value up in a list would make the check quadratic.
        var shared: [NodeID: Set<UInt32>] = [:]
        try valueTrie.forEachNode { node, payloads in
            guard node < nodeCount else { throw fail("value end at unknown node") }
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
                    let valueEnd = ValueEnd(slot: Int32(slot), omitted: omitted)
                    let found = shared[end]?.contains(valueEnd.packed) ?? valueTrie.isSingle(valueEnd, at: end)
                    guard found else { throw fail("store \(s): '\(value.title)' does not end at its path") }
                    expected += 1
                }
            }
        }
        guard expected == reachable else { throw fail("\(reachable) value ends, \(expected) expected") }
        var ending = Set<NodeID>()
        valueTrie.forEachNode { node, _ in ending.insert(node) }
        for node in 0..<nodeCount where (valueTrie.flags(of: node) & ValueTrie.hasEnds != 0) != ending.contains(node) {
            throw fail("node \(node) is marked \(ending.contains(node) ? "without" : "with") value ends")
        }
        for (s, store) in stores.enumerated() {
            guard let postings = store.postings else { continue }
            guard postings.listsAreSorted else { throw fail("store \(s): a posting list is out of order") }
            for (slot, value) in store.values.enumerated() {
                guard let value else { continue }
                let words = nameWordCount(Array(contentWords(of: value)))
                guard postings.wordCount(of: Int32(slot)) == words else { throw fail("store \(s): '\(value.title)' counted under \(postings.wordCount(of: Int32(slot))) words, not \(words)") }
            }
        }
        guard vocabulary.typoIndexIsCurrent else { throw fail("typo index is behind the vocabulary") }
    }
}

/// A broken structural rule of the automaton: a bug in ShortcutKit, never bad input.
package struct InvariantViolation: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { "Automaton invariant violated: \(message)" }
}
