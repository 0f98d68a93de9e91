extension Automaton {
    /// The apps in scope: all, or those answering to `name` (display or alternative name).
    func scope(forApp name: String?) -> [Bool] {
        guard let name else { return Array(repeating: true, count: catalogs.count) }
        let wanted = normalizer.tokens(name)
        return catalogs.map { catalog in
            catalog.app.allNames.contains { normalizer.tokens($0) == wanted }
        }
    }

    /// Matches one utterance: exact first, then flexible (with the app name moved or left
    /// out), then open values; then decides the outcome.
    /// - Complexity: O(t) in the utterance's tokens when exact; flexible search is bounded
    ///   by `options.maxSearchSteps`.
    func match(_ utterance: String, scope: [Bool], all: Bool, options: MatchOptions) -> MatchResult {
        let tokens = normalizer.tokens(utterance)
        let scopeCount = scope.reduce(0) { $0 + ($1 ? 1 : 0) }
        guard !tokens.isEmpty, scopeCount > 0 else {
            return MatchResult(utterance: utterance, status: .noMatch)
        }
        let exactUtterance = PreparedUtterance(tokens: tokens, automaton: self, typos: false)
        var exact = SearchContext(utterance: exactUtterance, options: options, flexible: false, scope: scope,
                                  scopeCount: scopeCount, namedApp: nil, range: 0..<tokens.count, maxCost: 0)
        search(&exact)
        var hits = exact.hits
        // Exact search is bounded too: thousands of values answering to the same words
        // (100k entities titled "Dune") stop at maxSearchSteps, and the result says so.
        var truncated = exact.truncated
        var prepared = exactUtterance
        if hits.isEmpty {
            if tokens.count > options.maxFlexibleTokens {
                truncated = true
            } else {
                prepared = PreparedUtterance(tokens: tokens, automaton: self, typos: true)
                let maxCost = 1 - options.threshold + 0.15
                var flexible = SearchContext(utterance: prepared, options: options, flexible: true, scope: scope,
                                             scopeCount: scopeCount, namedApp: nil, range: 0..<tokens.count,
                                             maxCost: maxCost)
                search(&flexible)
                hits = flexible.hits
                truncated = flexible.truncated
                for (app, range, cost) in appNamesOutsideSlot(prepared, options: options, scope: scope) {
                    var named = SearchContext(utterance: prepared, options: options, flexible: true, scope: scope,
                                              scopeCount: scopeCount, namedApp: app, range: range,
                                              maxCost: maxCost - cost)
                    search(&named)
                    truncated = truncated || named.truncated
                    hits += named.hits.map { var hit = $0; hit.cost += cost; hit.flexible = true; return hit }
                }
            }
        }
        var result = decide(utterance, hits: hits, prepared: prepared, scope: scope, all: all, options: options)
        result.truncated = truncated
        return result
    }

    private func decide(_ utterance: String, hits: [Hit], prepared: PreparedUtterance, scope: [Bool],
                        all: Bool, options: MatchOptions) -> MatchResult {
        // One candidate per app, intent and value: the best way of reaching it.
        var best: [String: (candidate: Candidate, order: Int)] = [:]
        var openSlot: OpenSlot? = nil
        func offer(_ candidate: Candidate, order: Int) {
            let key = "\(candidate.app)\u{1}\(candidate.intent)\u{1}\(candidate.parameter?.value ?? "")\u{1}\(candidate.kind == .negative)"
            if let existing = best[key], existing.candidate.score >= candidate.score { return }
            best[key] = (candidate, order)
        }
        for hit in hits {
            let catalog = catalogs[hit.app]
            let order = hit.end.isNegative ? -1 : hit.end.shortcut * 1000 + hit.end.phrase
            if hit.end.isNegative {
                let phrase = catalog.negativePhrases[hit.end.phrase]
                offer(Candidate(app: catalog.app.name, intent: "", phrase: phrase, score: max(0, 1 - hit.cost),
                                kind: .negative), order: order)
                continue
            }
            let shortcut = catalog.shortcuts[hit.end.shortcut]
            let phrase = shortcut.phrases[hit.end.phrase]
            let parameterName = PhraseTemplate(phrase).parameterName
            if let open = hit.open, let storeIndex = hit.end.store, let parameterName {
                let store = stores[storeIndex]
                let resolved = resolveOpenValue(store: storeIndex, tokens: open, prepared: prepared)
                if resolved.isEmpty {
                    let score = max(0, 1 - hit.cost)
                    if score >= options.threshold, score > (openSlot?.score ?? 0) {
                        openSlot = OpenSlot(app: catalog.app.name, intent: shortcut.intent, phrase: phrase,
                                            parameter: parameterName, type: store.typeName,
                                            text: joined(Array(prepared.tokens[open])), score: score)
                    }
                }
                for (slot, quality) in resolved {
                    guard let value = store.values[Int(slot)] else { continue }
                    let score = max(0, 1 - hit.cost - (1 - quality) * 0.3)
                    offer(Candidate(app: catalog.app.name, intent: shortcut.intent,
                                    parameter: binding(parameterName, store.typeName, value),
                                    phrase: phrase, score: score, kind: .openValue), order: order)
                }
                continue
            }
            var parameter: ParameterBinding? = nil
            if let slot = hit.slot, let storeIndex = hit.end.store, let parameterName,
               let value = stores[storeIndex].values[Int(slot)] {
                parameter = binding(parameterName, stores[storeIndex].typeName, value)
            }
            offer(Candidate(app: catalog.app.name, intent: shortcut.intent, parameter: parameter, phrase: phrase,
                            score: max(0, 1 - hit.cost), kind: hit.flexible || hit.cost > 0 ? .flexible : .exact),
                  order: order)
        }
        // A phrase written out word for word ranks before a slot reading of the same words
        // at the same score, whatever the order the shortcuts are declared in.
        var literalPhrases: [String: Bool] = [:]
        let entries = best.values.map { entry in
            let literal = entry.candidate.parameter == nil && entry.candidate.kind != .negative
                && (literalPhrases[entry.candidate.phrase] ?? {
                    let literal = PhraseTemplate(entry.candidate.phrase).parameterNames.isEmpty
                    literalPhrases[entry.candidate.phrase] = literal
                    return literal
                }())
            return (candidate: entry.candidate, order: entry.order, literal: literal)
        }
        let ranked = entries.sorted {
            if $0.candidate.score != $1.candidate.score { return $0.candidate.score > $1.candidate.score }
            if ($0.candidate.kind == .exact) != ($1.candidate.kind == .exact) { return $0.candidate.kind == .exact }
            if $0.candidate.app != $1.candidate.app { return $0.candidate.app < $1.candidate.app }
            if $0.literal != $1.literal { return $0.literal }
            if $0.order != $1.order { return $0.order < $1.order }
            return ($0.candidate.parameter?.value ?? "") < ($1.candidate.parameter?.value ?? "")
        }.map(\.candidate)

        guard let top = ranked.first, top.score >= options.threshold else {
            return MatchResult(utterance: utterance, status: .noMatch, best: ranked.first,
                               candidates: all ? ranked : [],
                               hint: hint(prepared, scope: scope, closest: ranked.first, options: options),
                               openSlot: openSlot)
        }
        if top.kind == .negative {
            return MatchResult(utterance: utterance, status: .rejected, best: top, candidates: all ? ranked : [])
        }
        // Within the margin, answers tie — except that a phrase written out word for word
        // ("Open Currently Reading in ${applicationName}") beats a parameter phrase of the same
        // app that reads the same words as a value: the developer wrote the literal one for it.
        let topIsLiteral = top.parameter == nil && PhraseTemplate(top.phrase).parameterNames.isEmpty
        let ties = ranked.filter {
            $0.kind != .negative && $0.score >= top.score - options.tieMargin
                && !(topIsLiteral && $0.parameter != nil && $0.app == top.app && $0.score <= top.score)
        }
        if ties.count > 1 {
            // The choices offered are capped like needsValue's options; `all` lists every one.
            return MatchResult(utterance: utterance, status: .ambiguous, best: top,
                               candidates: all ? ranked : Array(ties.prefix(max(2, options.maxOptions))))
        }
        if top.parameter == nil, let request = missingValue(for: top) {
            var choices = [Candidate]()
            let limit = all ? Int.max : options.maxOptions
            if let app = catalogs.firstIndex(where: { $0.app.name == top.app }),
               let storeIndex = store(app: app, type: request.type) {
                for value in stores[storeIndex].phraseValues(limit: limit) {
                    choices.append(Candidate(app: top.app, intent: top.intent,
                                             parameter: binding(request.parameter, request.type, value),
                                             phrase: top.phrase, score: top.score, kind: top.kind))
                }
            }
            return MatchResult(utterance: utterance, status: .needsValue, best: top, candidates: all ? ranked : choices,
                               request: request)
        }
        return MatchResult(utterance: utterance, status: .matched, best: top, candidates: all ? ranked : [])
    }

    private func binding(_ name: String, _ type: String, _ value: Value) -> ParameterBinding {
        ParameterBinding(name: name, type: type, value: value.id, title: value.title, subtitle: value.subtitle)
    }

    /// The first required parameter a phrase without one leaves unfilled.
    func missingValue(for candidate: Candidate) -> ValueRequest? {
        guard let catalog = catalogs.first(where: { $0.app.name == candidate.app }),
              let intent = catalog.intents[candidate.intent] else { return nil }
        let required = intent.parameters.filter { !$0.isOptional }
        let parameter = required.first { catalog.types[$0.type] != nil } ?? required.first
        guard let parameter else { return nil }
        let typeTitle = catalog.types[parameter.type]?.title ?? parameter.title
        return ValueRequest(parameter: parameter.name, type: parameter.type,
                            dialog: parameter.requestValueDialog ?? rules.whichQuestion(typeTitle: typeTitle))
    }

    func joined(_ tokens: [String]) -> String {
        let noSpaces = tokens.allSatisfy { $0.unicodeScalars.count == 1 && Normalizer.isWrittenWithoutSpaces($0.unicodeScalars.first!) }
        return tokens.joined(separator: noSpaces ? "" : " ")
    }

    // MARK: Open values

    /// The values of a searchable type whose names contain every content word of the
    /// tokens in `range` (typos allowed), with the share of the name those words cover.
    /// - Complexity: O(k) in the postings of the rarest word, capped.
    func resolveOpenValue(store storeIndex: Int, tokens range: Range<Int>, prepared: PreparedUtterance)
        -> [(slot: Int32, quality: Double)] {
        let store = stores[storeIndex]
        guard let postings = store.postings else { return [] }
        var lists: [(slots: Set<Int32>, edits: Int)] = []
        for i in range {
            let token = prepared.tokens[i]
            if rules.isFunctionWord(token) || rules.isLightToken(token) { continue }
            var union = Set<Int32>()
            var edits = 0
            for alternative in prepared.alternatives[i] {
                guard let slots = postings[alternative.word], !slots.isEmpty else { continue }
                if union.isEmpty { edits = alternative.edits }
                union.formUnion(slots)
                if union.count > 20_000 { return [] }
            }
            if union.isEmpty { return [] }
            lists.append((union, edits))
        }
        guard !lists.isEmpty else { return [] }
        lists.sort { $0.slots.count < $1.slots.count }
        var candidates = lists[0].slots
        for list in lists.dropFirst() { candidates.formIntersection(list.slots) }
        let typoPenalty = Double(lists.reduce(0) { $0 + $1.edits }) * 0.1
        var result: [(slot: Int32, quality: Double)] = []
        for slot in candidates.sorted().prefix(200) {
            guard let value = store.values[Int(slot)] else { continue }
            let words = contentWords(of: value).count
            let quality = max(0, min(1, Double(lists.count) / Double(max(words, 1))) - typoPenalty)
            result.append((slot, quality))
        }
        return result.sorted { $0.quality > $1.quality }.prefix(20).map { $0 }
    }

    /// The values of one type that answer to `text`: titles and synonyms (typos allowed),
    /// then, for searchable types, every value whose name contains the words typed.
    func matchValue(_ text: String, store storeIndex: Int, options: MatchOptions) -> [ValueMatch] {
        let tokens = normalizer.tokens(text)
        guard !tokens.isEmpty, tokens.count <= options.maxFlexibleTokens else { return [] }
        let prepared = PreparedUtterance(tokens: tokens, automaton: self, typos: true)
        let store = stores[storeIndex]
        var scope = Array(repeating: false, count: catalogs.count)
        scope[store.app] = true
        var bestBySlot: [Int32: Double] = [:]
        // Leading and trailing fillers ("the", "please") may surround the value.
        var starts = [0]
        for length in rules.fillerLengths(in: tokens, at: 0) where length < tokens.count { starts.append(length) }
        for start in starts {
            let context = SearchContext(utterance: prepared, options: options, flexible: true, scope: scope,
                                        scopeCount: 1, namedApp: nil, range: start..<tokens.count,
                                        maxCost: 1 - options.threshold)
            for (slot, cost) in valuesSpanning(store: storeIndex, from: start, context) {
                let score = 1 - cost - Double(start) * options.fillerCost
                if score > bestBySlot[slot] ?? -1 { bestBySlot[slot] = score }
            }
        }
        if bestBySlot.isEmpty {
            for (slot, quality) in resolveOpenValue(store: storeIndex, tokens: 0..<tokens.count, prepared: prepared) {
                bestBySlot[slot] = max(0, 1 - options.openValueCost - (1 - quality) * 0.3)
            }
        }
        return bestBySlot.compactMap { slot, score in
            store.values[Int(slot)].map { ValueMatch(value: $0, score: score) }
        }.sorted { $0.score != $1.score ? $0.score > $1.score : $0.value.title < $1.value.title }
    }

    private func valuesSpanning(store: Int, from start: Int, _ context: SearchContext) -> [(Int32, Double)] {
        var result: [(Int32, Double)] = []
        var stack: [(node: NodeID, index: Int, cost: Double)] = [(stores[store].root, start, 0)]
        let end = context.range.upperBound
        while let (node, i, cost) = stack.popLast() {
            guard cost <= context.maxCost else { continue }
            if i == end, node != stores[store].root {
                forEachValueEnd(node) { slot, omitted in
                    result.append((slot, cost + Double(omitted) * context.options.missingWordCost))
                }
            }
            guard i < end else { continue }
            for alternative in context.utterance.alternatives[i] {
                if let next = child(node, alternative.word) {
                    stack.append((next, i + 1, cost + Double(alternative.edits) * context.options.typoCost))
                }
            }
            if rules.fillerLengths(in: context.utterance.tokens, at: i).contains(1), i > start {
                stack.append((node, i + 1, cost + context.options.fillerCost))
            }
        }
        return result
    }

    // MARK: Hints

    /// The phrase closest to an utterance that matched nothing, rendered with the app name
    /// and a value: "Open Want to Read in Library".
    /// - Complexity: O(p × t) in the phrase words and the utterance's tokens; an utterance
    ///   longer than `options.maxFlexibleTokens` gets no word-overlap hint.
    func hint(_ prepared: PreparedUtterance, scope: [Bool], closest: Candidate?,
              options: MatchOptions = MatchOptions()) -> String? {
        if let closest, closest.kind != .negative, closest.score >= 0.4 {
            return PhraseTemplate(closest.phrase).render(applicationName: closest.app, parameter: closest.parameter?.title)
        }
        // A hint for text that long says nothing useful, and would cost phrases × tokens.
        guard prepared.tokens.count <= options.maxFlexibleTokens else { return nil }
        let tokens = prepared.tokens
        var bestScore = 0.0
        var bestHint: String? = nil
        for (app, catalog) in catalogs.enumerated() where scope[app] {
            let appTokens = normalizer.tokens(catalog.app.name)
            for shortcut in catalog.shortcuts {
                for source in shortcut.phrases {
                    let template = PhraseTemplate(source)
                    var phraseTokens: [String] = []
                    var valueTitle: String? = nil
                    for segment in template.segments {
                        switch segment {
                        case .text(let text): phraseTokens += normalizer.tokens(text)
                        case .applicationName: phraseTokens += appTokens
                        case .parameter(let name):
                            guard let type = catalog.intents[shortcut.intent]?.parameter(named: name)?.type,
                                  let storeIndex = store(app: app, type: type) else { continue }
                            let value = valueNamed(in: tokens, store: storeIndex) ?? stores[storeIndex].phraseValues(limit: 1).first
                            if let value {
                                valueTitle = value.title
                                phraseTokens += normalizer.tokens(value.title)
                            }
                        }
                    }
                    guard !phraseTokens.isEmpty else { continue }
                    var matched = 0
                    for word in phraseTokens where tokens.contains(where: { Self.similar($0, word) }) { matched += 1 }
                    let score = 2 * Double(matched) / Double(phraseTokens.count + tokens.count)
                    if score > bestScore {
                        bestScore = score
                        bestHint = template.render(applicationName: catalog.app.name, parameter: valueTitle)
                    }
                }
            }
        }
        return bestScore >= 0.35 ? bestHint : nil
    }

    private static func similar(_ typed: String, _ word: String) -> Bool {
        if typed == word { return true }
        let length = word.unicodeScalars.count
        let tolerance = EditDistance.tolerance(forLength: length)
        // A scalar takes at most 4 UTF-8 bytes: a far longer token is no typo of `word`.
        guard tolerance > 0, typed.utf8.count <= 4 * (length + tolerance) else { return false }
        return EditDistance.between(typed, word, limit: tolerance) != nil
    }

    /// A value of the store named somewhere in `tokens`, exactly.
    private func valueNamed(in tokens: [String], store: Int) -> Value? {
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
