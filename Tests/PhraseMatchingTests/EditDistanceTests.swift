import Testing
import TestSupport
@testable import PhraseMatching

@Suite struct EditDistanceTests {
    @Test func knownDistances() {
        #expect(EditDistance.between("opne", "open", limit: 1) == 1)
        #expect(EditDistance.between("libary", "library", limit: 1) == 1)
        #expect(EditDistance.between("lbirray", "library", limit: 2) == 2)  // two transpositions
        #expect(EditDistance.between("lbirray", "library", limit: 1) == nil)
        #expect(EditDistance.between("kitten", "sitting", limit: 3) == 3)
        #expect(EditDistance.between("", "ab", limit: 2) == 2)
        #expect(EditDistance.between("abc", "abc", limit: 0) == 0)
    }

    /// Agrees with a plain optimal-string-alignment table on random words.
    @Test(arguments: 0..<20)
    func agreesWithReference(seed: UInt64) {
        func reference(_ a: [Character], _ b: [Character]) -> Int {
            var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in 0...a.count { d[i][0] = i }
            for j in 0...b.count { d[0][j] = j }
            if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
            for i in 1...a.count {
                for j in 1...b.count {
                    d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
                }
            }
            return d[a.count][b.count]
        }
        var random = RepeatableRandomNumberGenerator(seed: seed)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        for _ in 0..<100 {
            let a = String((0..<next(9)).map { _ in Character(UnicodeScalar(UInt8(97 + next(4)))) })
            let b = String((0..<next(9)).map { _ in Character(UnicodeScalar(UInt8(97 + next(4)))) })
            let limit = next(4)
            let distance = reference(Array(a), Array(b))
            #expect(EditDistance.between(a, b, limit: limit) == (distance <= limit ? distance : nil), "seed \(seed): \(a) \(b) \(limit)")
        }
    }
}
