/// Values worked out from a token (or any short text) once, then kept, up to a bound.
///
///     let stems = TokenMemo<String>(capacity: 2048)
///     stems["freezing"] = EnglishStemmer.stem("freezing")   // found once …
///     stems["freezing"]                                      // … then read back
///
/// Typed requests say the same words again and again, and what matching works out from a
/// word alone (its typo readings, its stem and lexicon relations, a value title's words)
/// costs far more than a lookup. Past `capacity` entries the memo starts again, so a
/// stream of new words (names, numbers, typos) cannot grow it. A text is found only
/// spelled with the same bytes: a `Dictionary` of strings also finds a canonically
/// equivalent spelling, which may read differently. Matching reads from many threads at
/// once, hence the lock. An owner whose answers change (a vocabulary whose typo index
/// grows) starts a new memo.
/// - Complexity: O(n) a lookup in the text's length.
final class TokenMemo<Value>: @unchecked Sendable {
    let capacity: Int
    private let lock = ReadWriteLock()
    private var values: [String: (text: String, value: Value)] = [:]

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Whether two strings are spelled with the same UTF-8 bytes.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }

    subscript(text: String) -> Value? {
        get {
            guard let kept = lock.reading({ values[text] }), Self.sameBytes(kept.text, text) else { return nil }
            return kept.value
        }
        set {
            lock.writing {
                guard let newValue else { values[text] = nil; return }
                if values.count >= capacity { values.removeAll(keepingCapacity: true) }
                values[text] = (text, newValue)
            }
        }
    }
}
