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
}
