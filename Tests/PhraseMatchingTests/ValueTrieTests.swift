import Testing
@testable import PhraseMatching

@Suite struct ValueTrieTests {
    @Test func valueEndKeepsSlotAndCapsOmittedWords() {
        let end = ValueEnd(slot: Int32(ValueEnd.slotLimit - 1), omitted: 9)
        #expect(end.slot == Int32(ValueEnd.slotLimit - 1))
        #expect(end.omitted == 7)
        #expect(end.packed & ValueEnd.listFlag == 0)
    }

    @Test func aTypeBeyondTheSlotLimitIsAnErrorNamingIt() {
        #expect(throws: Never.self) { try ValueTrie.checkCapacity(ValueEnd.slotLimit, app: "Books", type: "Book") }
        #expect(throws: MatcherError.tooManyValues(app: "Books", type: "Book", count: 268_435_457, limit: 268_435_456)) {
            try ValueTrie.checkCapacity(ValueEnd.slotLimit + 1, app: "Books", type: "Book")
        }
        #expect(MatcherError.tooManyValues(app: "Books", type: "Book", count: 268_435_457, limit: 268_435_456).description
                == "Type 'Book' of app 'Books' has 268435457 values; a type holds at most 268435456.")
    }

    @Test func endsSharingANodeGoToAListAndBack() {
        var trie = ValueTrie()
        let a = ValueEnd(slot: 1, omitted: 0), b = ValueEnd(slot: 2, omitted: 1)
        func ends() -> [ValueEnd] { var out: [ValueEnd] = []; trie.forEachEnd(at: 5) { out.append($0) }; return out }
        trie.add(a, at: 5)
        #expect(trie.isSingle(a, at: 5))
        trie.add(b, at: 5)
        #expect(ends() == [a, b])
        trie.remove(a, at: 5)
        #expect(ends() == [b] && trie.isSingle(b, at: 5))
        trie.remove(b, at: 5)
        #expect(ends().isEmpty && trie.nodeCount == 0)
    }

    /// The flags a walk reads instead of the ends: set and cleared with them, per node, at
    /// the edges of the flag words (two bits a node, 32 nodes a word).
    @Test func flagsSayWhereNamesEndAndEdgesLeave() {
        var trie = ValueTrie()
        let a = ValueEnd(slot: 1, omitted: 0), b = ValueEnd(slot: 2, omitted: 1)
        for node: NodeID in [0, 31, 32, 63, 64, 1_000] {
            #expect(trie.flags(of: node) == 0)
            trie.markParent(node)
            #expect(trie.flags(of: node) == ValueTrie.hasChildren)
            trie.add(a, at: node)
            #expect(trie.flags(of: node) == ValueTrie.hasChildren | ValueTrie.hasEnds)
            trie.add(b, at: node)
            trie.remove(a, at: node)
            #expect(trie.flags(of: node) == ValueTrie.hasChildren | ValueTrie.hasEnds)
            trie.remove(b, at: node)
            #expect(trie.flags(of: node) == ValueTrie.hasChildren)
            trie.add(b, at: node + 1)
            #expect(trie.flags(of: node + 1) == ValueTrie.hasEnds)
            #expect(trie.flags(of: node) == ValueTrie.hasChildren)
            trie.remove(b, at: node + 1)
            #expect(trie.flags(of: node + 1) == 0)
            var ends: [ValueEnd] = []
            trie.forEachEnd(at: node + 1) { ends.append($0) }
            #expect(ends.isEmpty)
        }
        #expect(trie.nodeCount == 0)
    }
}
