/// The "Did you mean …?" hint of an utterance that matched nothing: the phrase that
/// shares the most words with it (typos allowed), found through `HintPhrases`, the
/// phrases tokenised at compile time, and the utterance's typo readings.
extension Automaton {
    /// Whether a candidate is a phrase without a parameter, matched as written.
    func isLiteral(_ candidate: Candidate) -> Bool {
        candidate.parameter == nil && template(candidate.phrase).parameterNames.isEmpty
    }

    /// The phrase closest to an utterance that matched nothing, rendered with the app name
    /// and a value: "Open Want to Read in Library".
    /// - Complexity: O(r + p) in the tokens' typo readings and the phrase pieces; an utterance
    ///   longer than `options.maxFlexibleTokens` gets no word-overlap hint.
    func hint(_ prepared: PreparedUtterance, scope: [Bool], closest: Candidate?,
              options: MatchOptions) -> Hint? {
        // The apps the utterance names (in scope) are the ones it asks for: the hint is one
        // of their phrases, never another app's ("ライブラリ で デューン を 開いて").
        let named = Set(appNamesSaid(in: prepared).map(\.app).filter { scope[$0] })
        let scope = named.isEmpty ? scope : scope.indices.map { named.contains($0) }
        var closest = closest
        if let app = closest?.app, !catalogs.indices.contains(where: { scope[$0] && catalogs[$0].app.name == app }) {
            closest = nil
        }
        // "Did you mean" the very words typed says nothing: no hint rather than that one.
        guard let hint = closestPhrase(prepared, scope: scope, closest: closest, options: options),
              normalizer.tokens(hint.text) != prepared.tokens else { return nil }
        return hint
    }

    /// A "Did you mean …?" phrase: as rendered (an empty slot keeps its placeholder), and as
    /// a person reads it (an empty slot shown as "…").
    struct Hint {
        var text: String
        var readable: String

        init(_ template: PhraseTemplate, app: String, value: String?) {
            text = template.render(applicationName: app, parameter: value)
            readable = template.render(applicationName: app, parameter: value, missing: "…")
        }
    }

    private func closestPhrase(_ prepared: PreparedUtterance, scope: [Bool], closest: Candidate?,
                               options: MatchOptions) -> Hint? {
        // A parameter phrase reached without its value is shown with a value, by the scan below.
        if let closest, closest.kind != .negative, closest.score >= options.hintMinimumScore,
           closest.parameter != nil || template(closest.phrase).parameterNames.isEmpty {
            let rendered = Hint(template(closest.phrase), app: closest.app, value: closest.parameter?.title)
            if sharesContentWords(prepared.tokens, with: normalizer.tokens(rendered.text), appName: closest.app,
                                  options: options) { return rendered }
        }
        // A hint for text that long says nothing useful, and would cost phrases × tokens.
        guard !exceedsWordLimit(prepared.tokens, options.maxFlexibleTokens) else { return nil }
        return closestPhrase(prepared, scope: scope, options: options)
    }

    /// The phrase sharing the most words with the utterance (typos allowed), rendered, if
    /// it shares enough content words (`sharesContentWords`) and its score reaches
    /// `options.hintMinimumOverlap`.
    ///
    /// The phrase words each typed word may stand for come from its typo readings (see
    /// `phraseWordsSimilar`); each value slot's value is found once per store.
    /// - Complexity: O(r + p) in the typed tokens' readings (at most 64 tokens) and the
    ///   phrase pieces.
    func closestPhrase(_ prepared: PreparedUtterance, scope: [Bool], options: MatchOptions = MatchOptions()) -> Hint? {
        let tokens = prepared.tokens
        guard tokens.count <= 64 else { return nil }
        let index = hintPhrases
        let readsTypos = prepared.readsTypos
        let tokenLengths = tokens.map(Self.scalarCount)
        let similar = phraseWordsSimilar(to: prepared, readsTypos: readsTypos, tokenLengths: tokenLengths, index)
        // `isContentWord`, with the filler words already found for the flexible search.
        let isContentToken = tokens.indices.map { i in
            guard let fillers = prepared.fillerMatches?[i] else { return isContentWord(tokens[i]) }
            return !prepared.isFunctionWord(at: i, rules) && prepared.skipKind(at: i, rules) != .lightToken
                && !fillers.contains { $0.length == 1 }
        }
        let weights = tokens.indices.map { i -> Int in
            tokenLengths[i] == 1 && Normalizer.isWrittenWithoutSpaces(tokens[i].unicodeScalars.first!) ? 2 : tokenLengths[i]
        }
        // Per app: the typed content words that are not its name, and their weight.
        var eligible: [UInt64] = []
        var eligibleWeight: [Int] = []
        for appWords in index.appWords {
            var mask: UInt64 = 0
            var total = 0
            for i in tokens.indices where isContentToken[i] {
                guard !appWords.contains(where: { similar[$0] & (1 << UInt64(i)) != 0 }) else { continue }
                mask |= 1 << UInt64(i)
                total += weights[i]
            }
            eligible.append(mask)
            eligibleWeight.append(total)
        }
        // Per value store: the value shown, its word count, and its words' similarity.
        struct SlotValue {
            var title: String?
            var count = 0
            var matched = 0
            /// Typed tokens similar to a content word of the value that is not an app word.
            var content: UInt64 = 0
        }
        var slotValues = [SlotValue?](repeating: nil, count: stores.count)
        func slotValue(_ store: Int, app: Int) -> SlotValue {
            if let known = slotValues[store] { return known }
            var slot = SlotValue()
            defer { slotValues[store] = slot }
            // The value typed, if one was; else none: the hint keeps its placeholder (a
            // value picked for the user, the store's first, was a random suggestion).
            if let value = valueNamed(in: prepared, store: store) {
                slot.title = value.title
                let words: [(word: String, isContent: Bool)]
                if let kept = index.titleWords[value.title] {
                    words = kept
                } else {
                    words = normalizer.tokens(value.title).map { ($0, isContentWord($0)) }
                    index.titleWords[value.title] = words
                }
                for (word, isContent) in words {
                    slot.count += 1
                    let mask = tokensSimilar(to: word, prepared, readsTypos: readsTypos)
                    if mask != 0 { slot.matched += 1 }
                    if isContent, !index.appWords[app].contains(where: { index.words[$0] == word }) { slot.content |= mask }
                }
            } else {
                // The placeholder is one word the user did not say.
                slot.count = 1
            }
            return slot
        }

        // A phrase that shares no content word with the typed ones cannot make the hint
        // (`hintMinimumSharedLetters`): only those sharing one are scored, in phrase order.
        var candidates: [Int32] = []
        for (w, tokens) in similar.enumerated() where tokens != 0 { candidates += index.phrasesByContentWord[w] }
        for (store, phrases) in index.phrasesByStore where scope[stores[store].app] {
            if slotValue(store, app: stores[store].app).content != 0 { candidates += phrases }
        }
        if options.hintMinimumSharedLetters <= 0 { candidates = Array(index.phrases.indices.map(Int32.init)) }
        candidates.sort()

        var bestScore = 0.0
        var best: (phrase: HintPhrases.Phrase, value: String?)? = nil
        for (number, candidate) in candidates.enumerated() where number == 0 || candidates[number - 1] != candidate {
            let phrase = index.phrases[Int(candidate)]
            guard scope[phrase.app] else { continue }
            let appWords = index.appWords[phrase.app]
            var count = 0
            var matched = 0
            var content: UInt64 = 0
            var valueTitle: String? = nil
            for piece in phrase.pieces {
                switch piece {
                case .words(let words):
                    count += words.count
                    for w in words {
                        if similar[w] != 0 { matched += 1 }
                        if index.isContent[w], !appWords.contains(w) { content |= similar[w] }
                    }
                case .applicationName:
                    count += appWords.count
                    for w in appWords where similar[w] != 0 { matched += 1 }
                case .value(let store):
                    let slot = slotValue(store, app: phrase.app)
                    valueTitle = slot.title
                    count += slot.count
                    matched += slot.matched
                    content |= slot.content
                }
            }
            guard count > 0 else { continue }
            // sharesContentWords: the typed content words found among the hint's.
            var shared = 0
            var bits = eligible[phrase.app] & content
            while bits != 0 {
                shared += weights[bits.trailingZeroBitCount]
                bits &= bits - 1
            }
            guard shared >= options.hintMinimumSharedLetters,
                  Double(shared) >= options.hintMinimumSharedShare * Double(eligibleWeight[phrase.app]) else { continue }
            let score = 2 * Double(matched) / Double(count + tokens.count)
            if score > bestScore {
                bestScore = score
                best = (phrase, valueTitle)
            }
        }
        guard bestScore >= options.hintMinimumOverlap, let best else { return nil }
        let catalog = catalogs[best.phrase.app]
        let source = catalog.shortcuts[best.phrase.shortcut].phrases[best.phrase.phrase]
        return Hint(template(source), app: catalog.app.name, value: best.value)
    }

    /// Whether a hint has something to do with what was typed: of the words typed, leaving
    /// out the app's name and the locale's function and filler words, those found in the
    /// hint (typos allowed) make three letters at least (a kanji counts two) and 40% of the
    /// letters. "how is the weather" shares only "the" with "Show the Landmarks in Travel
    /// Tracking"; "opne libary" shares "open" with "Open Dune in Library".
    private func sharesContentWords(_ typed: [String], with hint: [String], appName: String,
                                    options: MatchOptions) -> Bool {
        let appWords = normalizer.tokens(appName)
        let hintWords = hint.filter { !appWords.contains($0) && isContentWord($0) }
        var total = 0
        var shared = 0
        for word in typed where isContentWord(word) && !appWords.contains(where: { Self.similar(word, $0) }) {
            let scalars = word.unicodeScalars
            let weight = scalars.count == 1 && Normalizer.isWrittenWithoutSpaces(scalars.first!) ? 2 : scalars.count
            total += weight
            if hintWords.contains(where: { Self.similar(word, $0) }) { shared += weight }
        }
        return shared >= options.hintMinimumSharedLetters && Double(shared) >= options.hintMinimumSharedShare * Double(total)
    }

    /// For each word of `index`, the typed tokens it is similar to (`EditDistance.isTypo`),
    /// a bit per token.
    ///
    /// The tokens' typo readings hold every vocabulary word `isTypo` accepts for them (the
    /// typo index looks a little wider), so only the phrase words among the readings are
    /// compared. Tokens without typo readings (a number, an utterance prepared for exact
    /// search) and words the typo index does not cover are compared pair by pair.
    /// - Complexity: O(r + u × t) in the tokens' readings, the uncovered words and the tokens.
    /// `tokenLengths`: each token's length in Unicode scalars (`scalarCount`).
    private func phraseWordsSimilar(to prepared: PreparedUtterance, readsTypos: [Bool], tokenLengths: [Int],
                                    _ index: HintPhrases) -> [UInt64] {
        let tokens = prepared.tokens
        var similar = [UInt64](repeating: 0, count: index.words.count)
        // A typo is at most two edits, and none below four letters (`EditDistance.isTypo`):
        // lengths rule out most pairs before any comparison.
        func compare(token i: Int, word w: Int) {
            let length = index.lengths[w]
            let tolerance = EditDistance.tolerance(forLength: min(length, tokenLengths[i]))
            guard abs(length - tokenLengths[i]) <= tolerance else { return }
            let word = index.words[w]
            if tolerance == 0 ? tokens[i] == word : Self.similar(tokens[i], word) { similar[w] |= 1 << UInt64(i) }
        }
        for i in tokens.indices {
            guard readsTypos[i] else {
                for w in index.words.indices { compare(token: i, word: w) }
                continue
            }
            for alternative in prepared.alternatives[i] {
                guard let w = index.wordByVocabularyID[alternative.word] else { continue }
                if alternative.edits == 0 { similar[w] |= 1 << UInt64(i) } else { compare(token: i, word: w) }
            }
        }
        for w in index.unindexedWords {
            for i in tokens.indices { compare(token: i, word: w) }
        }
        return similar
    }

    /// The typed tokens `word` is similar to (`EditDistance.isTypo`), a bit per token: from
    /// their typo readings when the word is in the typo index (see `phraseWordsSimilar`).
    private func tokensSimilar(to word: String, _ prepared: PreparedUtterance, readsTypos: [Bool]) -> UInt64 {
        // (A word of at most that many bytes has at most that many scalars: counted only when longer.)
        let id = word.utf8.count <= Vocabulary.maxTypoWordLength || word.unicodeScalars.count <= Vocabulary.maxTypoWordLength
            ? vocabulary.id(of: word) : nil
        var mask: UInt64 = 0
        for (i, token) in prepared.tokens.enumerated() {
            if let id, readsTypos[i] {
                guard let reading = prepared.alternatives[i].first(where: { $0.word == id }) else { continue }
                if reading.edits == 0 || Self.similar(token, word) { mask |= 1 << UInt64(i) }
            } else if Self.similar(token, word) {
                mask |= 1 << UInt64(i)
            }
        }
        return mask
    }

    /// `word.unicodeScalars.count`, from its UTF-8 bytes (a scalar a byte that does not
    /// continue one): counting the scalar view walked it scalar by scalar, at a few hundred
    /// instructions a word.
    static func scalarCount(_ word: String) -> Int {
        var count = 0
        for byte in word.utf8 where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    private func isContentWord(_ word: String) -> Bool {
        !rules.isFunctionWord(word) && !rules.isLightToken(word) && !rules.isOneTokenFiller(word)
    }

    private static func similar(_ typed: String, _ word: String) -> Bool {
        EditDistance.isTypo(typed, of: word)
    }

    /// The first value phrases expand over in a store (`ValueStore.phraseValues(limit: 1)`),
    /// read in place: no list made, and no copy of the store (a call on it copied it, a
    /// retain and a release of each of its fields).
    private func firstPhraseValue(of store: Int) -> ParameterValue? {
        for slot in 0..<stores[store].values.count where stores[store].inTrie[slot] {
            if let value = stores[store].values[slot] { return value }
        }
        return nil
    }

    /// A value of the store named somewhere in the utterance, exactly.
    private func valueNamed(in prepared: PreparedUtterance, store: Int) -> ParameterValue? {
        let root = stores[store].root
        let count = prepared.tokens.count
        for start in 0..<count {
            var node = root
            var i = start
            while i < count, let word = prepared.exactWord(at: i), let next = child(node, word) {
                node = next
                i += 1
                var found: Int32? = nil
                forEachValueEnd(node) { slot, _ in if found == nil { found = slot } }
                if let found, let value = stores[store].values[Int(found)] { return value }
            }
        }
        return nil
    }
}
