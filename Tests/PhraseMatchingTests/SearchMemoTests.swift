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
