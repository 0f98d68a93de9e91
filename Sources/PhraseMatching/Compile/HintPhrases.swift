/// The phrases as the "Did you mean …?" hint reads them, tokenised once at compile time:
/// each phrase a list of pieces — words (ids into `words`), the app's name, a value slot.
///
///     var hints = HintPhrases()
///     hints.add(catalog, app: 0, normalizer: normalizer, rules: rules, vocabulary: vocabulary) { type in store(app: 0, type: type) }
///     hints.phrases.count   // every phrase of every shortcut
///
/// An utterance that matches nothing is compared with every phrase; with the words
/// interned here, each distinct phrase word is compared with the typed words once per
/// utterance, not once per phrase it appears in. Each word also knows its vocabulary id,
/// so the typed words' typo readings (already found for the flexible search) name the
/// phrase words they may be typos of without comparing every pair.
struct HintPhrases: Sendable {
    enum Piece: Sendable {
        /// Words of the phrase text: indexes into `words`.
        case words([Int])
        case applicationName
        /// The parameter's value store.
        case value(store: Int)
    }

    struct Phrase: Sendable {
        var app: Int
        var shortcut: Int
        var phrase: Int
        var pieces: [Piece]
    }

    /// The distinct words of phrase texts and app names.
    private(set) var words: [String] = []
    /// Each word's length in Unicode scalars: most words are too long or too short to be
    /// a typo of a typed word, which this tells without comparing them.
    private(set) var lengths: [Int] = []
    /// Whether each word is a content word (no function, light or filler word).
    private(set) var isContent: [Bool] = []
    private var wordIndex: [String: Int] = [:]
    /// The word with each vocabulary id, for words the vocabulary's typo index covers.
    private(set) var wordByVocabularyID: [Vocabulary.WordID: Int] = [:]
    /// Words the typo index does not cover (not in the vocabulary, or too long for its
    /// index): compared with each typed word instead.
    private(set) var unindexedWords: [Int] = []
    /// Each app's name, as word indexes.
    private(set) var appWords: [[Int]] = []
    /// Every phrase of every shortcut, in catalog order.
    private(set) var phrases: [Phrase] = []
    /// For each word, the phrases (indexes into `phrases`, ascending) holding it as a
    /// content word that is not their app's name: the only phrases a typed word similar to
    /// it can make a hint of.
    private(set) var phrasesByContentWord: [[Int32]] = []
    /// For each value store, the phrases with a slot of it (ascending).
    private(set) var phrasesByStore: [Int: [Int32]] = [:]
    /// Value titles as the hint reads them, kept once read: their tokens, each with whether
    /// it is a content word (`Automaton.closestPhrase` shows a value in a slot, most often
    /// the same one).
    let titleWords = TokenMemo<[(word: String, isContent: Bool)]>(capacity: 1024)

    /// Adds the phrases of one app's catalog (`app`: its index among the loaded catalogs).
    /// - Complexity: O(p) in the tokens of its phrases.
    /// `vocabulary`: the automaton's, holding the words of the catalog's phrases and names.
    mutating func add(_ catalog: Catalog, app: Int, normalizer: Normalizer, rules: LocaleRules,
                      vocabulary: Vocabulary, store: (String) -> Int?) {
        func intern(_ word: String) -> Int {
            if let known = wordIndex[word] { return known }
            wordIndex[word] = words.count
            let length = word.unicodeScalars.count
            if let id = vocabulary.id(of: word), length <= Vocabulary.maxTypoWordLength {
                wordByVocabularyID[id] = words.count
            } else {
                unindexedWords.append(words.count)
            }
            words.append(word)
            lengths.append(length)
            isContent.append(!rules.isFunctionWord(word) && !rules.isLightToken(word)
                             && rules.fillerLengths(in: [word], at: 0).isEmpty)
            phrasesByContentWord.append([])
            return words.count - 1
        }
        precondition(appWords.count == app, "catalogs are added in order")
        appWords.append(normalizer.tokens(catalog.app.name).map(intern))
        for (s, shortcut) in catalog.shortcuts.enumerated() {
            for (p, source) in shortcut.phrases.enumerated() {
                var pieces: [Piece] = []
                for segment in PhraseTemplate(source).segments {
                    switch segment {
                    case .text(let text): pieces.append(.words(normalizer.tokens(text).map(intern)))
                    case .applicationName: pieces.append(.applicationName)
                    case .parameter(let name):
                        guard let type = catalog.intents[shortcut.intent]?.parameter(named: name)?.type,
                              let index = store(type) else { continue }
                        pieces.append(.value(store: index))
                    }
                }
                let number = Int32(phrases.count)
                for piece in pieces {
                    switch piece {
                    case .words(let words):
                        for w in words where isContent[w] && !appWords[app].contains(w)
                            && phrasesByContentWord[w].last != number {
                            phrasesByContentWord[w].append(number)
                        }
                    case .applicationName: break
                    case .value(let store):
                        if phrasesByStore[store]?.last != number { phrasesByStore[store, default: []].append(number) }
                    }
                }
                phrases.append(Phrase(app: app, shortcut: s, phrase: p, pieces: pieces))
            }
        }
    }
}
