extension Automaton {
    /// Whether a candidate is a phrase without a parameter, matched as written.
    func isLiteral(_ candidate: Candidate) -> Bool {
        candidate.parameter == nil && template(candidate.phrase).parameterNames.isEmpty
    }

    /// The phrase closest to an utterance that matched nothing, rendered with the app name
    /// and a value: "Open Want to Read in Library".
    /// - Complexity: O(p × t) in the phrase words and the utterance's tokens; an utterance
    ///   longer than `options.maxFlexibleTokens` gets no word-overlap hint.
    func hint(_ prepared: PreparedUtterance, scope: [Bool], closest: Candidate?,
              options: MatchOptions = MatchOptions()) -> Hint? {
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
        guard prepared.tokens.count <= options.maxFlexibleTokens else { return nil }
        return closestPhrase(prepared.tokens, scope: scope, options: options)
    }

    /// The phrase sharing the most words with `tokens` (typos allowed), rendered, if it
    /// shares enough content words (`sharesContentWords`) and its score reaches
    /// `options.hintMinimumOverlap`.
    ///
    /// Each distinct phrase word is compared with the typed words once (a bit per typed
    /// word it is similar to); each value slot's value is found once per store.
    /// - Complexity: O(w × t + p) in the distinct phrase words, the typed tokens (at most
    ///   64) and the phrase pieces.
    func closestPhrase(_ tokens: [String], scope: [Bool], options: MatchOptions = MatchOptions()) -> Hint? {
        guard tokens.count <= 64 else { return nil }
        let index = hintPhrases
        // For each phrase word, the typed tokens similar to it.
        // A typo is at most two edits, and none below four letters (`EditDistance.isTypo`):
        // lengths rule out most pairs before any comparison.
        let tokenLengths = tokens.map(\.unicodeScalars.count)
        var similar = [UInt64](repeating: 0, count: index.words.count)
        for (w, word) in index.words.enumerated() {
            let length = index.lengths[w]
            var mask: UInt64 = 0
            for (i, token) in tokens.enumerated() {
                let tolerance = EditDistance.tolerance(forLength: min(length, tokenLengths[i]))
                guard abs(length - tokenLengths[i]) <= tolerance else { continue }
                if tolerance == 0 ? token == word : Self.similar(token, word) { mask |= 1 << UInt64(i) }
            }
            similar[w] = mask
        }
        let isContentToken = tokens.map(isContentWord)
        let weights = tokens.map { word -> Int in
            let scalars = word.unicodeScalars
            return scalars.count == 1 && Normalizer.isWrittenWithoutSpaces(scalars.first!) ? 2 : scalars.count
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
        var slotValues: [Int: SlotValue] = [:]
        func slotValue(_ store: Int, app: Int) -> SlotValue {
            if let known = slotValues[store] { return known }
            var slot = SlotValue()
            if let value = valueNamed(in: tokens, store: store) ?? stores[store].phraseValues(limit: 1).first {
                slot.title = value.title
                let appNames = index.appWords[app].map { index.words[$0] }
                for word in normalizer.tokens(value.title) {
                    slot.count += 1
                    var mask: UInt64 = 0
                    for (i, token) in tokens.enumerated() where Self.similar(token, word) { mask |= 1 << UInt64(i) }
                    if mask != 0 { slot.matched += 1 }
                    if !appNames.contains(word), isContentWord(word) { slot.content |= mask }
                }
            }
            slotValues[store] = slot
            return slot
        }

        var bestScore = 0.0
        var best: (phrase: HintPhrases.Phrase, value: String?)? = nil
        for phrase in index.phrases where scope[phrase.app] {
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
                    guard slot.title != nil else { continue }
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

    private func isContentWord(_ word: String) -> Bool {
        !rules.isFunctionWord(word) && !rules.isLightToken(word) && rules.fillerLengths(in: [word], at: 0).isEmpty
    }

    private static func similar(_ typed: String, _ word: String) -> Bool {
        EditDistance.isTypo(typed, of: word)
    }

    /// A value of the store named somewhere in `tokens`, exactly.
    private func valueNamed(in tokens: [String], store: Int) -> ParameterValue? {
        let root = stores[store].root
        for start in tokens.indices {
            var node = root
            var i = start
            while i < tokens.count, let word = vocabulary.id(of: tokens[i]), let next = child(node, word) {
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
