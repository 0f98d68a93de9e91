/// What the paraphrase level reads in a typed word whatever the utterance around it — its
/// stem's term, whether it is a function word, a number, a word of the language, and its
/// lexicon relations to the index's terms — found on the word's first use and then kept.
///
///     let readings = TypedWordReadings()
///     readings.words(in: ["turn", "lamps", "on"], index: index, rules: rules)  // stemmed, looked up once …
///     readings.words(in: ["lamps", "off"], index: index, rules: rules)         // … "lamps" read back
///
/// A typed utterance says few distinct words, and the same ones again and again ("what",
/// "time", "set"); reading one stems it (Porter2 for English), hashes its stem into the
/// index's terms and the lexicon, and walks its relations (twenty and more for a common
/// verb, each a stem to look up), most of which name no phrase word. Kept here, a word costs
/// one hash lookup, and its relations are only those that reach a term.
///
/// Bounded: past `capacity` distinct words the store starts again, so a stream of new
/// words (numbers, names) cannot grow it. Matching reads the index from many threads at
/// once, hence the lock. A `ParaphraseIndex` is not changed once built, so its readings
/// stay true as long as it lives.
/// - Complexity: O(1) a word once read; O(s + r) the first time (stemming, relations).
final class TypedWordReadings: @unchecked Sendable {
    /// A relation of the word's stem to a term of the index, as `Lexicon.related` lists it.
    struct Relation {
        var term: Int32
        var kind: Lexicon.Kind
        var rank: Int
    }

    /// One typed word (a token, or a Japanese word of several tokens).
    struct Word {
        let text: String
        let stem: String
        /// The index's term for `stem`, if a phrase says it.
        let term: Int32?
        /// `ParaphraseIndex.isWeak(text)`: a function or closed-class word.
        let isWeak: Bool
        /// Whether a scalar of it is a digit or other number.
        let hasNumber: Bool
        /// `Lexicon.knows(stem)`: a word of the language in its own right.
        let isKnown: Bool
        /// `Lexicon.isSeldomNoun(text, stem: stem)`.
        let isSeldomNoun: Bool
        /// `text.count`: its length in characters.
        let length: Int
        /// `Lexicon.related(stem)` in its order, only those whose stem is a term of the index.
        let relations: [Relation]
    }

    /// How many distinct words are kept before the store starts again: about 100 bytes each.
    static let capacity = 2048

    private let lock = ReadWriteLock()
    private var words: [String: Word] = [:]

    /// The words of `tokens` as `Stemmer.words(in:)` makes them, each with its reading.
    func words(in tokens: [String], index: ParaphraseIndex, rules: LocaleRules) -> [(range: Range<Int>, word: Word)] {
        // One word a token, stemmed alone, except in Japanese (`Stemmer.words(in:)`).
        if case .japanese = index.stemmer.rules {
            let found = index.stemmer.words(in: tokens)
            let texts = found.map { $0.range.count == 1 ? tokens[$0.range.lowerBound] : tokens[$0.range].joined() }
            let kept = lock.reading { texts.map { words[$0] } }
            var result: [(range: Range<Int>, word: Word)] = []
            var new: [Word] = []
            for (i, word) in found.enumerated() {
                if let known = kept[i], known.stem == word.stem {
                    result.append((word.range, known))
                } else {
                    let read = Self.read(texts[i], stem: word.stem, index: index, rules: rules)
                    result.append((word.range, read))
                    new.append(read)
                }
            }
            keep(new)
            return result
        }
        let kept = lock.reading { tokens.map { words[$0] } }
        var result: [(range: Range<Int>, word: Word)] = []
        result.reserveCapacity(tokens.count)
        var new: [Word] = []
        for (i, token) in tokens.enumerated() {
            if let known = kept[i] {
                result.append((i..<i + 1, known))
            } else {
                let read = Self.read(token, stem: index.stemmer.stem(token), index: index, rules: rules)
                result.append((i..<i + 1, read))
                new.append(read)
            }
        }
        keep(new)
        return result
    }

    private func keep(_ new: [Word]) {
        guard !new.isEmpty else { return }
        lock.writing {
            if words.count + new.count > Self.capacity { words.removeAll(keepingCapacity: true) }
            for word in new.prefix(Self.capacity) { words[word.text] = word }
        }
    }

    /// A word read for the first time.
    private static func read(_ text: String, stem: String, index: ParaphraseIndex, rules: LocaleRules) -> Word {
        var relations: [Relation] = []
        for relation in index.lexicon.related(stem) {
            guard let term = index.termIDs[relation.stem] else { continue }
            relations.append(Relation(term: term, kind: relation.kind, rank: relation.rank))
        }
        return Word(text: text, stem: stem, term: index.termIDs[stem], isWeak: index.isWeak(text, rules),
                    hasNumber: Normalizer.containsNumber(text),
                    isKnown: index.lexicon.knows(stem), isSeldomNoun: index.lexicon.isSeldomNoun(text, stem: stem),
                    length: text.count, relations: relations)
    }
}
