import Testing
import TestSupport
@testable import PhraseMatching

@Suite struct SearchMemoTests {
    /// The memo answers as the `Dictionary` it replaced did: a state is worth exploring
    /// when it is new or reached at a lower cost than before.
    @Test(arguments: 0..<6)
    func answersLikeADictionary(seed: UInt64) {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        struct State: Hashable { var node: NodeID, index: Int, app: Int, slot: Int32, openStart: Int }
        var memo = SearchMemo()
        var reference: [State: Double] = [:]
        // Few nodes and many repeats, so that states come back and the table grows.
        let nodes = seed % 2 == 0 ? 50 : 3_000
        for _ in 0..<30_000 {
            let state = State(node: NodeID(next(nodes)) | (seed % 3 == 0 ? 0x8000_0000 : 0), index: next(12),
                              app: next(4) - 1, slot: Int32(next(20)) - 1, openStart: next(6) - 1)
            let cost = Double(next(40)) / 100
            let expected: Bool
            if let seen = reference[state], seen <= cost {
                expected = false
            } else {
                reference[state] = cost
                expected = true
            }
            let answer = memo.improves(node: state.node, index: state.index, app: state.app, slot: state.slot,
                                       openStart: state.openStart, cost: cost)
            #expect(answer == expected)
            if answer != expected { return }
        }
    }
}

extension SearchMemoTests {
    /// A memo makes its table only when a state is first recorded: an exact search and the
    /// contexts that only carry a search's limits record none, and a line that matches
    /// nothing made three of them.
    @Test func makesItsTableOnTheFirstState() {
        var memo = SearchMemo()
        #expect(memo.tableSize == 0)
        let first = memo.improves(node: 7, index: 2, app: 0, slot: -1, openStart: -1, cost: 0.1)
        #expect(first)
        #expect(memo.tableSize == 64)
        let dearer = memo.improves(node: 7, index: 2, app: 0, slot: -1, openStart: -1, cost: 0.2)
        let cheaper = memo.improves(node: 7, index: 2, app: 0, slot: -1, openStart: -1, cost: 0.05)
        #expect(!dearer && cheaper)
    }

    /// An exact search records no state: its memo stays without a table.
    @Test func anExactSearchMakesNoTable() {
        var automaton = Automaton(locale: "en")
        automaton.add(Fixtures.library)
        let tokens = automaton.normalizer.tokens("open nothing of this kind")
        let prepared = PreparedUtterance(tokens: tokens, automaton: automaton, typos: false)
        var exact = SearchContext(utterance: prepared, options: MatchOptions(), flexible: false, scope: [true],
                                  scopeCount: 1, namedApp: nil, range: 0..<tokens.count, maxCost: 0)
        automaton.search(&exact)
        #expect(exact.memo.tableSize == 0)
    }
}
