/// Word groups that mean one word, by their words' stems: "call off" → cancel, scrub; "get
/// rid of" → remove; French "mettre en marche" → allumer. The paraphrase level reads them in
/// typed text (`Automaton.expressionsRead`).
///
///     let groups = WordGroups.shared(language: "en")
///     groups.related("call off")  // [cancel (synonym, rank 1), scrub (synonym, rank 4), …]
///
/// The data is `LexiconData.groups(language:)`: `=` and `+` lines as `Lexicon` reads them,
/// each with at least one group, its words joined by `_` ("call_off"), among single words.
/// Apart from the `Lexicon`, and parsed on first use, so that a matcher that never reads a
/// paraphrase (the 100k workload's exact answers) never holds it: the 3,400 English groups
/// kept in the lexicon's tables made them grow 1 MB at that workload's peak.
struct WordGroups: Sendable {
    /// The relations of each group to single words, by key (`key(_:)`: "call off"), lowest
    /// rank first, then by stem.
    private let relations: [String: [Lexicon.Relation]]
    /// The stems of the groups' first words.
    private let starts: Set<String>

    /// Whether some group starts with a word of stem `stem`.
    /// - Complexity: O(1).
    func startsGroup(_ stem: String) -> Bool { starts.contains(stem) }

    /// Whether there are any groups.
    var isEmpty: Bool { starts.isEmpty }

    /// The relations of group `key` ("call off") to single words: synonyms and derivations, at
    /// the larger of the two words' ranks; none for a key that is no group.
    /// - Complexity: O(1) (the list is kept).
    func related(_ key: String) -> [Lexicon.Relation] { relations[key] ?? [] }

    /// The key of the group of words of stems `stems`: those stems joined by a space.
    static func key(_ stems: [String]) -> String { stems.joined(separator: " ") }

    /// The groups of `language` (a locale or language code), parsed on first use and kept.
    static func shared(language: String) -> WordGroups {
        switch LocaleRules.language(of: language).code {
        case "en": english
        case "fr": french
        case "es": spanish
        case "pt": portuguese
        default: empty
        }
    }

    private static let english = builtIn("en")
    private static let french = builtIn("fr")
    private static let spanish = builtIn("es")
    private static let portuguese = builtIn("pt")
    private static let empty = WordGroups(relations: [:], starts: [])

    private init(relations: [String: [Lexicon.Relation]], starts: Set<String>) {
        self.relations = relations
        self.starts = starts
    }

    private static func builtIn(_ language: String) -> WordGroups {
        do {
            return try WordGroups(parsing: LexiconData.groups(language: language), language: language)
        } catch {
            // The data is generated and compiled in; WordGroupTests parses all of it.
            fatalError("The built-in \(language) word groups are malformed: \(error)")
        }
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
    /// - Complexity: O(w) stems in the words of the data.
    init(parsing source: String, language: String) throws(LexiconError) {
        let normalizer = Normalizer(locale: language)
        let stemmer = Stemmer(language: language)
        var relations: [String: [Lexicon.Relation]] = [:]
        var starts = Set<String>()
        var stems: [String: [String]] = [:]
        func stemsOf(_ word: String) -> [String]? {
            if let known = stems[word] { return known }
            var found: [String] = []
            for part in word.utf8.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) {
                let words = stemmer.words(in: normalizer.tokens(String(Substring(part))))
                guard words.count == 1 else { return nil }
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
                    starts.insert(found[0])
                }
            }
            guard !groups.isEmpty, !words.isEmpty else { throw failure("a line relates a word group and a word") }
            for group in groups {
                for word in words {
                    relations[group.key, default: []].append(Lexicon.Relation(stem: word.stem, kind: kind, rank: max(group.rank, word.rank)))
                }
            }
        }
        // Each (stem, kind) once at its lowest rank, then lowest rank first.
        self.relations = relations.mapValues { list in
            var best: [Lexicon.Relation] = []
            for relation in list.sorted(by: { ($0.rank, $0.stem) < ($1.rank, $1.stem) })
            where !best.contains(where: { $0.stem == relation.stem && $0.kind == relation.kind }) {
                best.append(relation)
            }
            return best
        }
        self.starts = starts
    }
}
