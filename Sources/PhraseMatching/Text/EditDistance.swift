/// Typing-error distance between two words: insertions, deletions, substitutions and
/// transpositions of adjacent characters each count one (optimal string alignment).
///
///     EditDistance.between("opne", "open", limit: 1)   // 1
package enum EditDistance {
    /// The number of edits turning `a` into `b`, or `nil` if it exceeds `limit`.
    /// - Complexity: O(|a| × |b|), cut short when every path exceeds `limit`.
    package static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in between(a, b, limit: limit) } }
    }

    /// `between` on any buffers of comparable units (scalars, or the bytes of ASCII
    /// words); its rows live on the stack.
    static func between<Unit: Equatable>(_ a: UnsafeBufferPointer<Unit>, _ b: UnsafeBufferPointer<Unit>,
                                         limit: Int) -> Int? {
        let n = a.count, m = b.count
        if abs(n - m) > limit { return nil }
        if n == 0 { return m <= limit ? m : nil }
        if m == 0 { return n <= limit ? n : nil }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { rows in
            var previous2 = UnsafeMutableBufferPointer(rebasing: rows[0...m])
            var previous = UnsafeMutableBufferPointer(rebasing: rows[(m + 1)...(2 * m + 1)])
            var current = UnsafeMutableBufferPointer(rebasing: rows[(2 * m + 2)...(3 * m + 2)])
            for j in 0...m {
                previous2[j] = 0
                previous[j] = j
                current[j] = 0
            }
            for i in 1...n {
                current[0] = i
                var rowMinimum = current[0]
                for j in 1...m {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var best = min(substitution, previous[j] + 1, current[j - 1] + 1)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        best = min(best, previous2[j - 2] + 1)
                    }
                    current[j] = best
                    rowMinimum = min(rowMinimum, best)
                }
                if rowMinimum > limit { return nil }
                swap(&previous2, &previous)
                swap(&previous, &current)
            }
            return previous[m] <= limit ? previous[m] : nil
        }
    }

    package static func between(_ a: String, _ b: String, limit: Int) -> Int? {
        between(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    /// Whether `typed` is `word`, or `word` with the typing errors a word of its length may
    /// carry — counting the shorter of the two, so "how" is no typo of "show".
    package static func isTypo(_ typed: String, of word: String) -> Bool {
        if typed == word { return true }
        // ASCII words are compared on their UTF-8 bytes, with no arrays of scalars.
        var typed = typed, word = word
        let ascii: Bool? = typed.withUTF8 { t in
            word.withUTF8 { w -> Bool? in
                guard isASCII(t), isASCII(w) else { return nil }
                let limit = Self.tolerance(forLength: min(t.count, w.count))
                return limit > 0 && between(t, w, limit: limit) != nil
            }
        }
        if let ascii { return ascii }
        let length = word.unicodeScalars.count
        // A scalar takes at most 4 UTF-8 bytes: a far longer token is no typo of `word`.
        guard typed.utf8.count <= 4 * (length + 2) else { return false }
        let tolerance = tolerance(forLength: min(length, typed.unicodeScalars.count))
        return tolerance > 0 && between(typed, word, limit: tolerance) != nil
    }

    @inline(__always)
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        return high < 0x80
    }

    /// How many typing errors a word of `length` letters may carry: none below 4 letters,
    /// one from 4, two from 8.
    package static func tolerance(forLength length: Int) -> Int {
        length >= 8 ? 2 : (length >= 4 ? 1 : 0)
    }
}
