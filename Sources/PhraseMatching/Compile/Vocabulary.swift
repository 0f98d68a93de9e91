/// Every distinct token of the loaded phrases, app names and values, each with a small
/// integer id; and the index that finds the words within typing distance of a typed token.
///
///     var vocabulary = Vocabulary()
///     let id = vocabulary.intern("library")
///     vocabulary.id(of: "library") == id   // true
///
/// Typo lookup uses symmetric deletion: every word is indexed under the strings obtained
/// by deleting up to its tolerance of characters; a typed token's own deletions find the
/// words it may be a typo of, and a bounded edit distance confirms each.
struct Vocabulary: Sendable {
    typealias WordID = Int32

    /// Words longer than this (in Unicode scalars) are matched exactly only: the typo index
    /// holds O(L²) deletion variants per word of length L, so a 1 MB "word" in a manifest or
    /// an utterance must not reach it. No natural word comes close.
    static let maxTypoWordLength = 64

    private(set) var words: [String] = []
    private var ids = StringHashMap()
    /// Deletion variants → the words they come from: the word's id when it is one (most
    /// are: 45,000 of 57,000 variants at 100k values), else `listFlag` and an index in
    /// `deletionLists` — an array each took about 50 bytes. Built on the first typo lookup,
    /// then kept up to date.
    private var deletions = TypoVariantTable()
    private var deletionLists: [[WordID]] = []
    /// The top bit of a `deletions` value: the rest indexes `deletionLists` (word ids are
    /// never negative).
    private static let listFlag: UInt32 = 0x8000_0000
    private var indexedCount = 0
    /// The typo readings of the words looked up so far: a new store whenever the typo
    /// index changes, so that a copy of the vocabulary keeps the readings of its own words.
    private var knownReadings = KnownWordReadings()
    /// The typo readings of other tokens looked up so far ("timer" to a library app:
    /// requests that match nothing are mostly such words, said again and again), renewed
    /// with `knownReadings`.
    private var tokenReadings = Vocabulary.newTokenReadings()
    private static func newTokenReadings() -> TokenMemo<[(word: WordID, edits: Int)]> { TokenMemo(capacity: 2048) }

    var count: Int { words.count }

    func id(of word: String) -> WordID? { ids[word].map { WordID(bitPattern: $0) } }

    /// The id of the word spelled by these ASCII bytes (a token as `Normalizer.forEachASCIIWord`
    /// gives it), without making a `String`.
    @inline(__always)
    func id(ofASCII word: UnsafeBufferPointer<UInt8>) -> WordID? { ids.value(ascii: word).map { WordID(bitPattern: $0) } }

    /// The id of the ASCII word of `length` bytes (1 to `StringHashMap.packedLength`),
    /// lowercased, packed as `StringHashMap.value(packedASCII:length:)` takes it.
    @inline(__always)
    func id(packedASCII words: (UInt64, UInt64, UInt64), length: Int) -> WordID? {
        ids.value(packedASCII: words, length: length).map { WordID(bitPattern: $0) }
    }

    /// The id of `word`, adding it if new.
    /// - Complexity: O(1) amortised (O(length²) more once typo lookup is in use).
    @discardableResult
    mutating func intern(_ word: String) -> WordID {
        if let id = ids[word] { return WordID(bitPattern: id) }
        let id = WordID(words.count)
        words.append(word)
        ids[word] = UInt32(bitPattern: id)
        return id
    }

    /// Appends the id of each token of `text` (`Normalizer.forEachToken`, contractions
    /// written out) to `words`, interning new words. An ASCII token is looked up by its
    /// bytes and made a `String` only when it is new (compiling a million values looks up
    /// millions of tokens, nearly all known).
    mutating func internTokens(of text: String, _ normalizer: Normalizer, into words: inout [WordID]) {
        var text = text
        let ascii = text.withUTF8 { internTokens(ofUTF8: $0, normalizer, into: &words) }
        if !ascii { normalizer.forEachToken(text) { words.append(intern($0)) } }
    }

    /// `internTokens(of:_:into:)` of a text's UTF-8 bytes if they are ASCII, returning true;
    /// false, appending nothing, if they are not. A known token costs one lookup: no
    /// vocabulary word is a contraction (tokens have theirs written out), so contractions
    /// are looked for only among new tokens.
    mutating func internTokens(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, _ normalizer: Normalizer,
                               into words: inout [WordID]) -> Bool {
        // Known tokens first, by a closure that does not hold the normalizer (holding it
        // copied it: a retain and a release of each of its tables, for every name).
        let start = words.count
        var known = true
        let ascii = normalizer.forEachASCIIWord(bytes) { token in
            guard known else { return }
            if let id = ids.value(ascii: token) { words.append(WordID(bitPattern: id)) } else { known = false }
        }
        guard ascii, !known else { return ascii }
        words.removeSubrange(start...)
        return normalizer.forEachASCIIWord(bytes) { token in
            if let id = ids.value(ascii: token) {
                words.append(WordID(bitPattern: id))
            } else if let expansion = normalizer.contraction(ascii: token) {
                for word in expansion { words.append(intern(word)) }
            } else {
                words.append(intern(String(decoding: token, as: UTF8.self)))
            }
        }
    }

    /// Brings the typo index up to date with the words interned since the last call.
    /// - Complexity: O(L²) per new word of length L.
    mutating func indexTypos() {
        guard indexedCount < words.count else { return }
        for id in indexedCount..<words.count {
            // An ASCII word's variants as bytes in a reused buffer, not a `String` each.
            var word = words[Int(id)]
            let ascii = word.withUTF8 { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
                let tolerance = EditDistance.tolerance(forLength: bytes.count)
                guard tolerance > 0, bytes.count <= Self.maxTypoWordLength else { return true }
                Self.forEachASCIIDeletionVariant(of: Array(bytes), upTo: tolerance) { variant in
                    addDeletion(variant, hash: StringHashMap.hash(ascii: variant), of: WordID(id))
                }
                return true
            }
            if ascii { continue }
            let scalars = Array(word.unicodeScalars)
            let tolerance = EditDistance.tolerance(forLength: scalars.count)
            guard tolerance > 0, scalars.count <= Self.maxTypoWordLength else { continue }
            for var variant in Self.deletionVariants(of: scalars, upTo: tolerance) {
                let hash = StringHashMap.hash(variant)
                variant.withUTF8 { addDeletion($0, hash: hash, of: WordID(id)) }
            }
        }
        indexedCount = words.count
        knownReadings = KnownWordReadings()
        tokenReadings = Self.newTokenReadings()
    }

    /// Indexes word `id` under a deletion variant (its UTF-8 bytes, hashed as
    /// `StringHashMap.hash`). A variant met twice (ASCII words' are not deduplicated) adds
    /// the word once: it is then the last of the list.
    private mutating func addDeletion(_ variant: UnsafeBufferPointer<UInt8>, hash: UInt32, of id: WordID) {
        guard let entry = deletions.value(utf8: variant, hash: hash) else {
            deletions.setValue(UInt32(id), utf8: variant, hash: hash)
            return
        }
        if entry & Self.listFlag != 0 {
            let list = Int(entry & ~Self.listFlag)
            if deletionLists[list].last != id { deletionLists[list].append(id) }
        } else if entry != UInt32(id) {
            deletions.setValue(Self.listFlag | UInt32(deletionLists.count), utf8: variant, hash: hash)
            deletionLists.append([WordID(bitPattern: entry), id])
        }
    }

    /// Whether the typo index covers every word (`indexTypos()` has run since the last
    /// `intern`).
    var typoIndexIsCurrent: Bool { indexedCount == words.count }

    /// The words `token` may be a typo of, with their edit counts (≥ 1), within each
    /// word's tolerance. Requires a current typo index.
    /// - Complexity: O(L²) lookups for a token of length L; none for a token too long to be
    ///   within two edits of an indexed word.
    func typoCandidates(of token: String) -> [(word: WordID, edits: Int)] {
        // Checked on UTF-8 length first, so that a huge token costs nothing.
        guard token.utf8.count >= 3, token.unicodeScalars.count <= Self.maxTypoWordLength + 2 else { return [] }
        let exact = id(of: token)
        // A word of the vocabulary, spelled as the vocabulary does: its readings, once found, are kept.
        let known = exact.flatMap { token.utf8.elementsEqual(words[Int($0)].utf8) ? $0 : nil }
        if let known, let readings = knownReadings[known] { return readings }
        if known == nil, let readings = tokenReadings[token] { return readings }
        let scalars = Array(token.unicodeScalars)
        let maxTolerance = scalars.count >= 7 ? 2 : 1
        var seen: [WordID] = []  // few: the words within two edits
        var found: [(word: WordID, edits: Int)] = []
        defer { if let known { knownReadings[known] = found } else { tokenReadings[token] = found } }
        // A variant met twice finds the same words again, which `seen` skips: no need for
        // the set `deletionVariants` builds.
        let bytes: [UInt8]? = scalars.allSatisfy(\.isASCII) ? scalars.map { UInt8($0.value) } : nil
        func confirm(_ entry: UInt32) {
            if entry & Self.listFlag == 0 {
                confirmWord(WordID(bitPattern: entry))
            } else {
                for id in deletionLists[Int(entry & ~Self.listFlag)] { confirmWord(id) }
            }
        }
        func confirmWord(_ id: WordID) {
            guard id != exact, !seen.contains(id) else { return }
            seen.append(id)
            var target = words[Int(id)]
            // ASCII with ASCII: compare bytes in place (a byte is a scalar).
            if let bytes, let edits = target.withUTF8({ targetBytes -> Int?? in
                guard targetBytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                let tolerance = EditDistance.tolerance(forLength: targetBytes.count)
                return .some(bytes.withUnsafeBufferPointer { EditDistance.between($0, targetBytes, limit: tolerance) })
            }) {
                if let edits { found.append((id, edits)) }
                return
            }
            let targetScalars = Array(target.unicodeScalars)
            let tolerance = EditDistance.tolerance(forLength: targetScalars.count)
            if let edits = EditDistance.between(scalars, targetScalars, limit: tolerance) {
                found.append((id, edits))
            }
        }
        if let bytes {
            // Looked up as bytes (`StringHashMap.value(ascii:)`): no string made per variant.
            Self.forEachASCIIDeletionVariant(of: bytes, upTo: maxTolerance) { variant in
                if let list = deletions.value(ascii: variant) { confirm(list) }
            }
        } else {
            for variant in Self.deletionVariants(of: scalars, upTo: maxTolerance) {
                if let list = deletions[variant] { confirm(list) }
            }
        }
        return found
    }

    /// Calls `body` with each variant `asciiDeletionVariants(of: bytes, upTo: limit, distinct:
    /// false)` lists, in its order, as bytes in a reused buffer instead of strings.
    static func forEachASCIIDeletionVariant(of bytes: [UInt8], upTo limit: Int,
                                            _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer(body)
        // The variants of one round, end to end: all have the same length.
        var frontier = bytes
        var length = bytes.count
        var next: [UInt8] = []
        for _ in 0..<limit where length > 1 {
            next.removeAll(keepingCapacity: true)
            for start in stride(from: 0, to: frontier.count, by: length) {
                for i in 0..<length {
                    // Deleting either of two equal neighbours gives the same string.
                    if i > 0, frontier[start + i] == frontier[start + i - 1] { continue }
                    let variantStart = next.count
                    next.append(contentsOf: frontier[start..<(start + i)])
                    next.append(contentsOf: frontier[(start + i + 1)..<(start + length)])
                    next.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[variantStart...])) }
                }
            }
            swap(&frontier, &next)
            length -= 1
        }
    }

    /// The word itself plus every string made by deleting up to `limit` characters.
    static func deletionVariants(of scalars: [Unicode.Scalar], upTo limit: Int) -> [String] {
        if scalars.allSatisfy(\.isASCII) { return asciiDeletionVariants(of: scalars.map { UInt8($0.value) }, upTo: limit) }
        var result: Set<String> = [String(String.UnicodeScalarView(scalars))]
        var frontier: [[Unicode.Scalar]] = [scalars]
        for _ in 0..<limit {
            var next: [[Unicode.Scalar]] = []
            for word in frontier where word.count > 1 {
                for i in word.indices {
                    var shorter = word
                    shorter.remove(at: i)
                    if result.insert(String(String.UnicodeScalarView(shorter))).inserted {
                        next.append(shorter)
                    }
                }
            }
            frontier = next
        }
        return Array(result)
    }

    /// `deletionVariants` of an ASCII word, on bytes: the typo index builds these for every
    /// word, and typo lookup for every typed token.
    /// With `distinct: false`, a variant reached by two deletion orders is listed twice
    /// (cheaper when duplicates do no harm).
    static func asciiDeletionVariants(of bytes: [UInt8], upTo limit: Int, distinct: Bool = true) -> [String] {
        var result: Set<String> = [String(decoding: bytes, as: UTF8.self)]
        var all: [String] = distinct ? [] : [String(decoding: bytes, as: UTF8.self)]
        var frontier: [[UInt8]] = [bytes]
        var shorter: [UInt8] = []
        shorter.reserveCapacity(bytes.count)
        for _ in 0..<limit {
            var next: [[UInt8]] = []
            for word in frontier where word.count > 1 {
                for i in word.indices {
                    // Deleting either of two equal neighbours gives the same string.
                    if i > 0, word[i] == word[i - 1] { continue }
                    shorter.removeAll(keepingCapacity: true)
                    shorter.append(contentsOf: word[..<i])
                    shorter.append(contentsOf: word[(i + 1)...])
                    let variant = String(decoding: shorter, as: UTF8.self)
                    if distinct {
                        if result.insert(variant).inserted { next.append(shorter) }
                    } else {
                        all.append(variant)
                        next.append(shorter)
                    }
                }
            }
            frontier = next
        }
        return distinct ? Array(result) : all
    }
}
