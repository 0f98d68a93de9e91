/// The phrases as the "Did you mean …?" hint reads them, tokenised once at compile time:
/// each phrase a list of pieces — words (ids into `words`), the app's name, a value slot.
///
///     var hints = HintPhrases()
///     hints.add(catalog, app: 0, normalizer: normalizer, rules: rules) { type in store(app: 0, type: type) }
///     hints.phrases.count   // every phrase of every shortcut
///
/// An utterance that matches nothing is compared with every phrase; with the words
/// interned here, each distinct phrase word is compared with the typed words once per
/// utterance, not once per phrase it appears in.
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
    /// Each app's name, as word indexes.
    private(set) var appWords: [[Int]] = []
    /// Every phrase of every shortcut, in catalog order.
    private(set) var phrases: [Phrase] = []

    /// Adds the phrases of one app's catalog (`app`: its index among the loaded catalogs).
    /// - Complexity: O(p) in the tokens of its phrases.
    mutating func add(_ catalog: Catalog, app: Int, normalizer: Normalizer, rules: LocaleRules,
                      store: (String) -> Int?) {
        func intern(_ word: String) -> Int {
            if let known = wordIndex[word] { return known }
            wordIndex[word] = words.count
            words.append(word)
            lengths.append(word.unicodeScalars.count)
            isContent.append(!rules.isFunctionWord(word) && !rules.isLightToken(word)
                             && rules.fillerLengths(in: [word], at: 0).isEmpty)
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
                phrases.append(Phrase(app: app, shortcut: s, phrase: p, pieces: pieces))
            }
        }
    }
}
