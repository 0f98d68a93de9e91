/// Word groups that mean one word, by their words' stems: "call off" → cancel, scrub; "get
/// rid of" → remove; French "mettre en marche" → allumer. The paraphrase level reads them in
/// typed text (`Automaton.expressionsRead`).
///
///     let groups = WordGroups.shared(language: "en")
///     groups.related("call off")  // [cancel (synonym, rank 1), scrub (synonym, rank 4), …]
///
/// The data is `LexiconData.groups(language:)`: `=` and `+` lines as `Lexicon` reads them,
/// each with at least one group, its words joined by `_` ("call_off"), among single words.
/// Apart from the `Lexicon`: the 3,400 English groups kept in the lexicon's tables made them
/// grow 1 MB at the 100k workload's peak. Stemming them was most of the first paraphrase of a
/// process (198M instructions), so the package carries them stemmed too
/// (`LexiconData.groupStems(language:)`, the `compiled` text of their parse, written by
/// WordGroupTests): a look-up is a binary search in that text, with nothing parsed or kept
/// but where its lines start.
struct WordGroups: Sendable {
    /// The groups as text: one line a group, `key|relations`, sorted by the key's UTF-8 bytes;
    /// its relations to single words separated by spaces, lowest rank first, then by stem, each
    /// `=stem/rank` (a synonym) or `+stem/rank` (a derivation): `call off|=cancel/1 =scrub/4`.
    let compiled: String
    /// Where each line of `compiled` starts, then one past the end of the last line's newline
    /// (as if the text ended with one).
    private let lineStarts: [Int32]

    /// The stems of the groups' first words: asked of every word a line says, so kept as a
    /// set (2,000 English stems) rather than searched.
    private let starts: Set<String>

    /// Whether some group starts with a word of stem `stem`.
    /// - Complexity: O(1).
    func startsGroup(_ stem: String) -> Bool { starts.contains(stem) }

    /// Whether there are any groups.
    var isEmpty: Bool { lineStarts.count <= 1 }

    /// The relations of group `key` ("call off") to single words: synonyms and derivations, at
    /// the larger of the two words' ranks, lowest rank first; none for a key that is no group.
    /// - Complexity: O(k log g + r), r the length of the group's line.
    func related(_ key: String) -> [Lexicon.Relation] {
        var key = key
        return key.withUTF8 { query in
            withBytes { text in
                let line = lowerBound(query, in: text)
                guard line < lineStarts.count - 1, keyBytes(line, in: text).elementsEqual(query) else { return [] }
                return relations(line, in: text)
            }
        }
    }

    /// The key of the group of words of stems `stems`: those stems joined by a space.
    static func key(_ stems: [String]) -> String { stems.joined(separator: " ") }

    /// The groups of `language` (a locale or language code), kept once read.
    static func shared(language: String) -> WordGroups {
        // A language code, as the paraphrase index gives it, without reading it as a locale.
        switch language {
        case "en": return english
        case "fr": return french
        case "es": return spanish
        case "pt": return portuguese
        default: break
        }
        return switch LocaleRules.language(of: language).code {
        case "en": english
        case "fr": french
        case "es": spanish
        case "pt": portuguese
        default: empty
        }
    }

    private static let english = WordGroups(compiled: LexiconData.groupStems(language: "en"))
    private static let french = WordGroups(compiled: LexiconData.groupStems(language: "fr"))
    private static let spanish = WordGroups(compiled: LexiconData.groupStems(language: "es"))
    private static let portuguese = WordGroups(compiled: LexiconData.groupStems(language: "pt"))
    private static let empty = WordGroups(compiled: "")

    /// The groups of `compiled` text, as `compiled` describes it (a last newline optional).
    /// - Complexity: O(n) in the text's bytes: where its lines start, and their first stems.
    init(compiled: String) {
        self.compiled = compiled
        var lines: [Int32] = [0]
        var firstStems = Set<String>()
        let count = compiled.utf8.count
        Self.withBytes(of: compiled) { bytes in
            var lineStart = 0, firstEnd: Int? = nil
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: " ") where firstEnd == nil: firstEnd = index
                case UInt8(ascii: "\n"):
                    lines.append(Int32(index + 1))
                    if let end = firstEnd { firstStems.insert(String(decoding: bytes[lineStart..<end], as: UTF8.self)) }
                    lineStart = index + 1
                    firstEnd = nil
                default: break
                }
            }
            if lineStart < count, let end = firstEnd { firstStems.insert(String(decoding: bytes[lineStart..<end], as: UTF8.self)) }
        }
        if Int(lines[lines.count - 1]) < count { lines.append(Int32(count + 1)) }
        lineStarts = lines
        starts = firstStems
    }

    /// Parses word-group text: `=` (synonyms) and `+` (derivations) lines of words, each
    /// optionally `/rank` (1 to 1023), a group's words joined by `_` (2 or 3 of them); `#`
    /// starts a comment. Each group is related to each single word of its line.
    ///
    ///     = call_off cancel scrub/4
    ///     + back_up/4 backup/4
    ///
    /// - Throws: `LexiconError` naming the line: another line kind, a bad rank, a word that is
    ///   not one word of the language nor a group of 2 or 3, a line without a group and a
    ///   single word.
    /// - Complexity: O(w) stems in the words of the data, then O(g log g) to sort the groups.
    init(parsing source: String, language: String) throws(LexiconError) {
        let normalizer = Normalizer(locale: language)
        let stemmer = Stemmer(language: language)
        var relations: [String: [Lexicon.Relation]] = [:]
        var stems: [String: [String]] = [:]
        // A stem holding a byte `compiled` uses as a separator cannot be written there.
        func writable(_ stem: String) -> Bool {
            !stem.isEmpty && !stem.utf8.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\n") }
        }
        func stemsOf(_ word: String) -> [String]? {
            if let known = stems[word] { return known }
            var found: [String] = []
            for part in word.utf8.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) {
                let words = stemmer.words(in: normalizer.tokens(String(Substring(part))))
                guard words.count == 1, writable(words[0].stem) else { return nil }
                found.append(words[0].stem)
            }
            stems[word] = found
            return found
        }
        // Split by bytes, not by characters: the separators are ASCII, and finding a
        // character's bounds in each line cost most of the parse.
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), slash = UInt8(ascii: "/"), join = UInt8(ascii: "_")
        for (number, bytes) in source.utf8.split(separator: newline, omittingEmptySubsequences: false).enumerated() {
            let line = Substring(bytes)
            guard let first = line.first, first != "#" else { continue }
            func failure(_ reason: String) -> LexiconError { LexiconError(line: number + 1, text: String(line), reason: reason) }
            guard first == "=" || first == "+" else { throw failure("a line of word groups starts with '=', '+' or '#'") }
            let kind: Lexicon.Kind = first == "=" ? .synonym : .derivation
            var groups: [(key: String, rank: Int)] = []
            var words: [(stem: String, rank: Int)] = []
            for entryBytes in bytes.dropFirst().split(separator: space) {
                let entry = Substring(entryBytes)
                let parts = entryBytes.split(separator: slash, omittingEmptySubsequences: false).map(Substring.init)
                var rank = 1
                if parts.count == 2 {
                    guard let value = Int(parts[1]), (1...1023).contains(value) else {
                        throw failure("'\(entry)': a rank is a whole number from 1 to 1023")
                    }
                    rank = value
                } else if parts.count != 1 {
                    throw failure("'\(entry)': a rank is a whole number from 1 to 1023")
                }
                let word = String(parts[0])
                let count = word.utf8.split(separator: join, omittingEmptySubsequences: false).count
                guard count <= 3, let found = stemsOf(word) else {
                    throw failure("'\(word)' is not one word, nor 2 or 3 joined by '_'")
                }
                if count == 1 {
                    words.append((found[0], rank))
                } else {
                    groups.append((Self.key(found), rank))
                }
            }
            guard !groups.isEmpty, !words.isEmpty else { throw failure("a line relates a word group and a word") }
            for group in groups {
                for word in words {
                    relations[group.key, default: []].append(Lexicon.Relation(stem: word.stem, kind: kind, rank: max(group.rank, word.rank)))
                }
            }
        }
        // Each (stem, kind) once at its lowest rank, then lowest rank first; the groups in
        // the byte order of their keys, as the look-ups search them.
        var text = ""
        for key in relations.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            var best: [Lexicon.Relation] = []
            for relation in (relations[key] ?? []).sorted(by: { ($0.rank, $0.stem) < ($1.rank, $1.stem) })
            where !best.contains(where: { $0.stem == relation.stem && $0.kind == relation.kind }) {
                best.append(relation)
            }
            text += key + "|" + best.map { ($0.kind == .synonym ? "=" : "+") + $0.stem + "/" + String($0.rank) }.joined(separator: " ") + "\n"
        }
        self.init(compiled: text)
    }

    // MARK: Reading the compiled text

    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Self.withBytes(of: compiled, body)
    }

    /// `body` with the UTF-8 bytes of `text`: in place for a literal or native string.
    private static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The bytes of line `line`'s key: up to its `|`.
    private func keyBytes(_ line: Int, in text: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let start = Int(lineStarts[line]), end = Int(lineStarts[line + 1]) - 1
        var bar = start
        while bar < end, text[bar] != UInt8(ascii: "|") { bar += 1 }
        return text[start..<bar]
    }

    /// The first line whose key is not below `query` in byte order (the number of lines if none).
    private func lowerBound(_ query: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high) / 2
            if keyBytes(middle, in: text).lexicographicallyPrecedes(query) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The relations written on line `line`, after its `|`.
    private func relations(_ line: Int, in text: UnsafeBufferPointer<UInt8>) -> [Lexicon.Relation] {
        let key = keyBytes(line, in: text)
        let end = Int(lineStarts[line + 1]) - 1
        guard key.endIndex < end else { return [] }
        var found: [Lexicon.Relation] = []
        for entry in text[(key.endIndex + 1)..<end].split(separator: UInt8(ascii: " ")) {
            guard let kindByte = entry.first, let slash = entry.firstIndex(of: UInt8(ascii: "/")) else { continue }
            var rank = 0
            for digit in entry[(slash + 1)...] { rank = rank &* 10 &+ Int(digit &- UInt8(ascii: "0")) }
            found.append(Lexicon.Relation(stem: String(decoding: entry[(entry.startIndex + 1)..<slash], as: UTF8.self),
                                          kind: kindByte == UInt8(ascii: "+") ? .derivation : .synonym, rank: rank))
        }
        return found
    }
}
