/// A typed utterance prepared for search: its tokens and, for each, the vocabulary words
/// it may stand for.
struct PreparedUtterance {
    struct Alternative {
        var word: Vocabulary.WordID
        /// 0 for the word itself, else the typing errors that turn the token into `word`.
        var edits: Int
    }

    let tokens: [String]
    /// `alternatives[i]`: the exact word first (if known), then typo readings.
    let alternatives: Alternatives
    /// The first and last tokens that are not filler or function words: where an app's
    /// name stands when one is said ("kindle" in "open Dune in kindle please").
    let edges: (first: Int, last: Int)
    /// What was already looked up for this utterance: open values, the app names it says.
    let lookups = UtteranceLookups()
    /// For utterances prepared with typos (flexible search): the filler sequences starting
    /// at each token, found once instead of at every search step.
    let fillerMatches: [[(length: Int, words: Int)]]?
    /// `readsTypos[i]`: whether token i's typo readings were looked up — for an utterance
    /// prepared with typos, every token but a number ("1948" is no typo of "1984").
    let readsTypos: [Bool]
    /// For utterances prepared with typos: what each token is to a search that skips it —
    /// `LocaleRules.isLightToken`, else `isFunctionWord` — found once instead of at every
    /// search step that skips it.
    private let skipKinds: [SkipKind]
    /// For utterances prepared with typos: whether each token is a function word of the
    /// language (`LocaleRules.isFunctionWord`), looked up once for the edges, the skip kinds
    /// and the hint's content words.
    private let functionWords: [Bool]

    enum SkipKind: UInt8 {
        case word, functionWord, lightToken
    }

    init(tokens: [String], automaton: borrowing Automaton, typos: Bool) {
        self.tokens = tokens
        let rules = automaton.rules
        let fillers = typos ? tokens.indices.map { rules.fillerMatches(in: tokens, at: $0) } : nil
        fillerMatches = fillers
        let functionWords = typos ? tokens.map(rules.isFunctionWord) : []
        self.functionWords = functionWords
        skipKinds = typos ? tokens.indices.map { i in
            rules.isLightToken(tokens[i]) ? .lightToken : functionWords[i] ? .functionWord : .word
        } : []
        // Only flexible search adds words; exact search does not need the edges.
        if let fillers {
            // A light token may be a function word too: `skipKinds` says only the first.
            func isContent(_ i: Int) -> Bool {
                !functionWords[i] && !fillers[i].contains { $0.length == 1 }
            }
            edges = (tokens.indices.first(where: isContent) ?? 0, tokens.indices.last(where: isContent) ?? tokens.count - 1)
        } else {
            edges = (0, tokens.count - 1)
        }
        var alternatives = Alternatives(tokens: tokens.count)
        // Numbers are typed as meant: "1948" is no typo of "1984".
        let readsTypos = tokens.map { typos && !Normalizer.isNumber($0) }
        self.readsTypos = readsTypos
        for (i, token) in tokens.enumerated() {
            let known = automaton.vocabulary.id(of: token)
            if let known { alternatives.append(Alternative(word: known, edits: 0)) }
            if readsTypos[i] {
                var read: [Vocabulary.WordID] = []
                for (word, edits) in automaton.vocabulary.typoCandidates(of: token) {
                    alternatives.append(Alternative(word: word, edits: edits))
                    read.append(word)
                }
                // A verb of the same class ("affiche" for "ouvre") reads as one typo.
                for other in rules.equivalents(of: token) {
                    guard let word = automaton.vocabulary.id(of: other), word != known, !read.contains(word) else { continue }
                    alternatives.append(Alternative(word: word, edits: 1))
                    read.append(word)
                }
            }
            alternatives.endToken()
        }
        self.alternatives = alternatives
    }

    /// `LocaleRules.fillerMatches(in: tokens, at: index)`: each filler's length in tokens
    /// and in words.
    @inline(__always)
    func fillerMatches(at index: Int, _ rules: LocaleRules) -> [(length: Int, words: Int)] {
        fillerMatches?[index] ?? rules.fillerMatches(in: tokens, at: index)
    }

    /// The vocabulary word token `index` is, as typed, if any: the reading without edits.
    @inline(__always)
    func exactWord(at index: Int) -> Vocabulary.WordID? {
        alternatives[index].first.flatMap { $0.edits == 0 ? $0.word : nil }
    }

    /// What token `index` is to a search that skips it (see `skipKinds`).
    @inline(__always)
    func skipKind(at index: Int, _ rules: LocaleRules) -> SkipKind {
        if !skipKinds.isEmpty { return skipKinds[index] }
        let token = tokens[index]
        return rules.isLightToken(token) ? .lightToken : rules.isFunctionWord(token) ? .functionWord : .word
    }

    /// Whether token `index` is a function word of the language (`LocaleRules.isFunctionWord`).
    @inline(__always)
    func isFunctionWord(at index: Int, _ rules: LocaleRules) -> Bool {
        functionWords.isEmpty ? rules.isFunctionWord(tokens[index]) : functionWords[index]
    }

    /// The lengths of the filler sequences starting at `index`.
    @inline(__always)
    func fillerLengths(at index: Int, _ rules: LocaleRules) -> [Int] {
        fillerMatches(at: index, rules).map { $0.length }
    }
}

/// The readings of each token of an utterance, in one array: `self[i]` are token i's.
struct Alternatives {
    private var all: [PreparedUtterance.Alternative] = []
    /// `ends[i]`: where token i's readings end in `all`.
    private var ends: [Int] = []

    init(tokens: Int) {
        all.reserveCapacity(tokens)
        ends.reserveCapacity(tokens)
    }

    mutating func append(_ alternative: PreparedUtterance.Alternative) { all.append(alternative) }

    /// Closes the readings of the current token.
    mutating func endToken() { ends.append(all.count) }

    subscript(token: Int) -> ArraySlice<PreparedUtterance.Alternative> {
        all[(token == 0 ? 0 : ends[token - 1])..<ends[token]]
    }
}

/// What was looked up for one utterance, kept as long as it lives: the open-value lookups,
/// by value store and token range (the same slot text is looked up for every phrase it may
/// fill), and the app names it says (read by the hint and again by the paraphrase level).
final class UtteranceLookups {
    struct Key: Hashable {
        var store: Int
        var range: Range<Int>
    }
    var answers: [Key: [(slot: Int32, quality: Double)]] = [:]
    /// `Automaton.appNamesSaid(in:)` of the utterance's tokens, once asked.
    var appNamesSaid: [(app: Int, range: Range<Int>)]?
}
