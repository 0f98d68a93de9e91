/// The typo readings of vocabulary words, each found on its first lookup and then kept.
///
///     let readings = KnownWordReadings()
///     readings[id] = vocabulary.typoCandidates(of: "harbor")   // found once …
///     readings[id]                                             // … then read back
///
/// Most tokens of a typed utterance are words of the vocabulary ("play", "harbor"), and a
/// word's readings depend on the vocabulary alone; finding them takes a lookup per deletion
/// variant (46 for a word of 9 letters), most of them cache misses in an index of
/// hundreds of thousands of variants. Matching reads the automaton from many threads at
/// once, hence the lock. The vocabulary starts a new one whenever its typo index changes.
/// - Complexity: O(1) a lookup; at most one list a vocabulary word.
final class KnownWordReadings: @unchecked Sendable {
    typealias Readings = [(word: Vocabulary.WordID, edits: Int)]

    private let lock = ReadWriteLock()
    /// By word id; nil where not looked up yet.
    private var readings: [Readings?] = []

    subscript(word: Vocabulary.WordID) -> Readings? {
        get {
            lock.reading { Int(word) < readings.count ? readings[Int(word)] : nil }
        }
        set {
            lock.writing {
                if readings.count <= Int(word) {
                    readings.append(contentsOf: repeatElement(nil, count: Int(word) + 1 - readings.count))
                }
                readings[Int(word)] = newValue
            }
        }
    }
}
