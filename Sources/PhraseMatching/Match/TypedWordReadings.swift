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
/// Bounded (`TokenMemo`): a stream of new words (numbers, names) cannot grow it. A
/// `ParaphraseIndex` is not changed once built, so its readings stay true as long as it
/// lives.
/// - Complexity: O(1) a word once read; O(s + r) the first time (stemming, relations).
final class TypedWordReadings: Sendable {
    /// A relation of the word's stem to a term of the index, as `Lexicon.related` lists it.
    struct Relation: Sendable {
        var term: Int32
        var kind: Lexicon.Kind
        var rank: Int
    }

    /// One typed word (a token, or a Japanese word of several tokens).
    ///
    /// A class: the paraphrase level copies each word into its lists of typed words and
    /// compounds, and a copy of a class is one retain where a struct of three strings, an
    /// array and a pair of strings was five. Nothing in it changes once read.
    final class Word: Sendable {
        let text: String
        let stem: String
        /// The index's term for `stem`, if a phrase says it (`ParaphraseIndex.stemTerm`).
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
        /// `Lexicon.related(stem, word: text)` in its order, only those that reach a term of
        /// the index (`ParaphraseIndex.reaches`).
        let relations: [Relation]
        /// A compound typed as one word whose two parts are phrase words ("alarmclock":
        /// "alarm", "clock"; `ParaphraseIndex.compoundParts`), for a word no phrase says,
        /// no function word, no number and no word the lexicon knows ("update" is no "up" and
        /// "date").
        let parts: (String, String)?

        init(text: String, stem: String, term: Int32?, isWeak: Bool, hasNumber: Bool, isKnown: Bool,
             isSeldomNoun: Bool, length: Int, relations: [Relation], parts: (String, String)?) {
            self.text = text
            self.stem = stem
            self.term = term
            self.isWeak = isWeak
            self.hasNumber = hasNumber
            self.isKnown = isKnown
            self.isSeldomNoun = isSeldomNoun
            self.length = length
            self.relations = relations
            self.parts = parts
        }
    }

    /// At most 2048 distinct words are kept, about 100 bytes each, then the store starts again.
    private let kept = TokenMemo<Word>(capacity: 2048)

    /// The words of `tokens` as `Stemmer.words(in:)` makes them, each with its reading.
    func words(in tokens: [String], index: ParaphraseIndex, rules: LocaleRules) -> [(range: Range<Int>, word: Word)] {
        // One word a token, stemmed alone, except in Japanese (`Stemmer.words(in:)`).
        if case .japanese = index.stemmer.rules {
            return index.stemmer.words(in: tokens).map { word in
                let text = word.range.count == 1 ? tokens[word.range.lowerBound] : tokens[word.range].joined()
                if let known = kept[text], known.stem == word.stem { return (word.range, known) }
                let read = Self.read(text, stem: word.stem, index: index, rules: rules)
                kept[text] = read
                return (word.range, read)
            }
        }
        return tokens.indices.map { i in
            if let known = kept[tokens[i]] { return (i..<i + 1, known) }
            let read = Self.read(tokens[i], stem: index.stemmer.stem(tokens[i]), index: index, rules: rules)
            kept[tokens[i]] = read
            return (i..<i + 1, read)
        }
    }

    /// The reading of one word typed as `text` (a compound's part or its joined form), kept
    /// as `words(in:index:rules:)` keeps those of the tokens. Not for Japanese, whose words
    /// are runs of tokens.
    func word(_ text: String, index: ParaphraseIndex, rules: LocaleRules) -> Word {
        if let known = kept[text] { return known }
        let read = Self.read(text, stem: index.stemmer.stem(text), index: index, rules: rules)
        kept[text] = read
        return read
    }

    /// A word read for the first time.
    private static func read(_ text: String, stem: String, index: ParaphraseIndex, rules: LocaleRules) -> Word {
        var relations: [Relation] = []
        for relation in index.lexicon.related(stem, word: text) {
            guard let term = index.termIDs[relation.stem], index.reaches(term, from: stem) else { continue }
            relations.append(Relation(term: term, kind: relation.kind, rank: relation.rank))
        }
        let isSeldomNoun = index.lexicon.isSeldomNoun(text, stem: stem)
        let term = index.stemTerm(stem, isSeldomNoun: isSeldomNoun), isWeak = index.isWeak(text, rules)
        let hasNumber = Normalizer.containsNumber(text), isKnown = index.lexicon.knows(stem)
        let parts = term == nil && !isWeak && !hasNumber && !isKnown ? index.compoundParts(text, rules) : nil
        return Word(text: text, stem: stem, term: term, isWeak: isWeak, hasNumber: hasNumber,
                    isKnown: isKnown, isSeldomNoun: isSeldomNoun, length: text.count, relations: relations, parts: parts)
    }
}
