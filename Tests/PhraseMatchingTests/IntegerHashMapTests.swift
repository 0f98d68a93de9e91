import Testing
import TestSupport
@testable import PhraseMatching

@Suite struct IntegerHashMapTests {
    /// Random inserts, updates and removals leave the map equal to a Dictionary.
    @Test(arguments: 0..<10)
    func behavesLikeADictionary(seed: UInt64) {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        func next(_ bound: UInt64) -> UInt64 { UInt64(random.next(below: Int(bound))) }
        var map = IntegerHashMap<UInt64>()
        var reference: [UInt64: UInt32] = [:]
        // Few distinct keys, many of them colliding in their top bits, so that clusters form.
        let keySpace: UInt64 = seed % 2 == 0 ? 300 : 5_000
        for _ in 0..<20_000 {
            let key = next(keySpace) << (seed % 3 == 0 ? 32 : 0)
            if next(3) == 0 {
                map[key] = nil
                reference[key] = nil
            } else {
                let value = UInt32(next(1_000))
                map[key] = value
                reference[key] = value
            }
        }
        #expect(map.count == reference.count)
        for key in 0..<keySpace {
            let k = key << (seed % 3 == 0 ? 32 : 0)
            #expect(map[k] == reference[k])
        }
        var seen = 0
        map.forEach { key, value in
            seen += 1
            #expect(reference[key] == value)
        }
        #expect(seen == reference.count)
    }

    /// 32-bit keys take two words a slot, not three: the same behaviour.
    @Test func thirtyTwoBitKeysBehaveLikeADictionary() {
        var random = RepeatableRandomNumberGenerator(seed: 11)
        var map = IntegerHashMap<UInt32>()
        var reference: [UInt32: UInt32] = [:]
        for _ in 0..<20_000 {
            let key = UInt32(random.next(below: 2_000))
            if random.next(below: 3) == 0 {
                map[key] = nil
                reference[key] = nil
            } else {
                let value = UInt32(random.next(below: 1_000))
                map[key] = value
                reference[key] = value
            }
        }
        #expect(map.count == reference.count)
        for key in UInt32(0)..<2_000 { #expect(map[key] == reference[key]) }
        #expect(map.value(of: 5_000) { 42 } == 42 && map.value(of: 5_000) { 7 } == 42)
    }
}
