/// The credit each term of a shortcut was read at, for one shortcut scored by the paraphrase
/// level (`Automaton.score`): a term read once, by one utterance word.
///
///     var credited = TermCredits()
///     credited[7] = 0.8
///     credited[7] ?? 0   // 0.8
///
/// An utterance reads a handful of terms, so they are kept in a list and found by a scan:
/// a `Dictionary` hashed each term at each of the hundred-odd lookups a shortcut's phrases
/// make.
/// - Complexity: O(n) a lookup in the terms credited.
struct TermCredits {
    private var terms: [Int32] = []
    private var credits: [Double] = []

    subscript(term: Int32) -> Double? {
        get {
            guard let i = terms.firstIndex(of: term) else { return nil }
            return credits[i]
        }
        set {
            if let i = terms.firstIndex(of: term) {
                if let newValue {
                    credits[i] = newValue
                } else {
                    terms.remove(at: i)
                    credits.remove(at: i)
                }
            } else if let newValue {
                terms.append(term)
                credits.append(newValue)
            }
        }
    }
}
