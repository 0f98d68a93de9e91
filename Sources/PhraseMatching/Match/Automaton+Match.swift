extension Automaton {
    /// The apps in scope: all, or those answering to `name` (display or alternative name).
    func scope(forApp name: String?) -> [Bool] {
        guard let name else { return Array(repeating: true, count: catalogs.count) }
        return AppNames.matching(name, among: catalogs.map(\.app.allNames), normalizer: normalizer)
    }

    /// Matches one utterance: exact first, then flexible (with the app name moved or left
    /// out), then open values; then decides the outcome.
    /// - Complexity: O(t) in the utterance's tokens when exact; flexible search is bounded
    ///   by `options.maxSearchSteps`.
    func match(_ utterance: String, scope: [Bool], all: Bool, options: MatchOptions,
               paraphrases: ParaphraseIndex? = nil, explain: Bool = false) -> MatchResult {
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
                if namesAppOutOfScope(prepared, scope: scope, options: options) {
                    // "open Want to Read in Trails" with only Library in scope: the user is
                    // talking to another app, so its words are not extra words to skip.
                    let hint = hint(prepared, scope: scope, closest: nil)
                    return MatchResult(utterance: utterance, status: .noMatch, hint: hint?.text, readableHint: hint?.readable)
                }
                let maxCost = 1 - options.threshold + options.searchSlack
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
        if exact.hits.isEmpty, let best = result.best, [.matched, .ambiguous, .needsValue].contains(result.status),
           negates(tokens, beyond: best) {
            // "not open Dune in Library", "Duneを開かないで": the words skipped as extra
            // say not to run it.
            var refused = MatchResult(utterance: utterance, status: .noMatch, truncated: truncated)
            if explain {
                refused.explanation = explanation(of: result, prepared: prepared, hits: hits, scope: scope, options: options)
                refused.explanation?.runnerUpReason = "the utterance says a negation the phrase does not"
            }
            return refused
        }
        // Level 4, only when the earlier levels found nothing at the threshold: the phrase
        // said in other words. (An open slot found is a guess at the phrase's shape; a
        // paraphrase answer, when there is one, is the better reading.)
        if result.status == .noMatch, exact.hits.isEmpty, options.paraphrase, let paraphrases,
           tokens.count <= options.maxFlexibleTokens,
           var answer = paraphrase(utterance, prepared: prepared.fillerMatches == nil
                                       ? PreparedUtterance(tokens: tokens, automaton: self, typos: true) : prepared,
                                   index: paraphrases, scope: scope, all: all, explain: explain, options: options) {
            answer.truncated = truncated
            return answer
        }
        if explain {
            result.explanation = explanation(of: result, prepared: prepared, hits: hits, scope: scope, options: options)
        }
        return result
    }

    /// Whether `tokens` say a negation more often than the phrase (and value) `candidate`
    /// was read through.
    private func negates(_ tokens: [String], beyond candidate: Candidate) -> Bool {
        let said = rules.negationCount(in: tokens)
        guard said > 0 else { return false }
        let rendered = template(candidate.phrase).render(applicationName: candidate.app, parameter: candidate.parameter?.title)
        return said > rules.negationCount(in: normalizer.tokens(rendered))
    }

    /// Whether the utterance starts or ends with the name of a loaded app that is out of
    /// scope (and names no app in scope), typed exactly: "go to Map in Library" while only
    /// Travel Tracking is in scope.
    func namesAppOutOfScope(_ prepared: PreparedUtterance, scope: [Bool], options: MatchOptions) -> Bool {
        let outside = scope.map { !$0 }
        guard outside.contains(true) else { return false }
        let inScope = appNamesOutsideSlot(prepared, options: options, scope: scope)
        for (_, range, cost) in appNamesOutsideSlot(prepared, options: options, scope: outside) {
            let exactCost = range.lowerBound > 0 ? options.appMovedCost : 0
            guard abs(cost - exactCost) < 1e-9 else { continue }
            if inScope.contains(where: { $0.range == range }) { continue }
            return true
        }
        return false
    }

    /// The outcome of a match from its hits, in three steps: candidates built from the hits
    /// (one per app, intent and value, scored), ranked, then the outcome decided (matched,
    /// tie, value to ask, rejected or nothing). Every weight is a field of `MatchOptions`.
    func decide(_ utterance: String, hits: [Hit], prepared: PreparedUtterance, scope: [Bool],
                        all: Bool, options: MatchOptions) -> MatchResult {
        if !all, let answer = singleExactAnswer(utterance, hits: hits) { return answer }
        let (entries, openSlots) = candidates(from: hits, prepared: prepared, options: options)
        return outcome(utterance, ranked: rank(entries), prepared: prepared, scope: scope, all: all,
                       openSlots: openSlots, options: options)
    }

    /// One exact reading of a phrase with its value in the slot (most typed commands):
    /// nothing to rank, tie or ask, so the answer is built directly.
    private func singleExactAnswer(_ utterance: String, hits: [Hit]) -> MatchResult? {
        if hits.count == 1, let hit = hits.first, !hit.flexible, hit.cost == 0, !hit.end.isNegative,
           hit.open == nil, let slot = hit.slot, let storeIndex = hit.end.store,
           let value = stores[storeIndex].values[Int(slot)] {
            let shortcut = catalogs[hit.app].shortcuts[hit.end.shortcut]
            let phrase = shortcut.phrases[hit.end.phrase]
            if let parameterName = template(phrase).parameterName {
                let candidate = Candidate(app: catalogs[hit.app].app.name, intent: shortcut.intent,
                                          parameter: binding(parameterName, stores[storeIndex].typeName, value),
                                          phrase: phrase, score: 1, kind: .exact)
                return MatchResult(utterance: utterance, status: .matched, best: candidate)
            }
        }
        return nil
    }

    /// One candidate per app, intent and value: the best way the hits reach it, scored
    /// `1 - cost` (less the unsaid share of an open value's name); and each app's best open
    /// slot no value answered to, by app index.
    private func candidates(from hits: [Hit], prepared: PreparedUtterance, options: MatchOptions)
        -> (entries: [RankedEntry], openSlots: [Int: OpenSlot]) {
        var best: [CandidateKey: (candidate: Candidate, order: PhraseOrder, valueOrder: Int32)] = [:]
        var openSlots: [Int: OpenSlot] = [:]
        func offer(_ candidate: Candidate, order: PhraseOrder, valueOrder: Int32 = -1) {
            let key = CandidateKey(app: candidate.app, intent: candidate.intent, value: candidate.parameter?.value ?? "",
                                   isNegative: candidate.kind == .negative)
            if let existing = best[key], existing.candidate.score >= candidate.score { return }
            best[key] = (candidate, order, valueOrder)
        }
        for hit in hits {
            let catalog = catalogs[hit.app]
            let order = hit.end.isNegative ? PhraseOrder(shortcut: -1, phrase: -1)
                : PhraseOrder(shortcut: hit.end.shortcut, phrase: hit.end.phrase)
            if hit.end.isNegative {
                let phrase = catalog.negativePhrases[hit.end.phrase]
                offer(Candidate(app: catalog.app.name, intent: "", phrase: phrase, score: max(0, 1 - hit.cost),
                                kind: .negative), order: order)
                continue
            }
            let shortcut = catalog.shortcuts[hit.end.shortcut]
            let phrase = shortcut.phrases[hit.end.phrase]
            let parameterName = template(phrase).parameterName
            if parameterName != nil, hit.slot == nil, hit.open == nil, !saysEnoughWithoutItsValue(phrase) {
                // "open Library" is not "Open ${shelf} in Library" without its shelf: with
                // one word of the phrase said, nothing says which shortcut is meant.
                continue
            }
            if let open = hit.open, let storeIndex = hit.end.store, let parameterName {
                let store = stores[storeIndex]
                let resolved = resolveOpenValue(store: storeIndex, tokens: open, prepared: prepared, options: options)
                // A slot text that names no value well enough ("zelda": a quarter of "The
                // Legend of Zelda: Breath of the Wild") is left to the app's own query.
                if !resolved.contains(where: { $0.quality >= options.openValueMinimumShare }) {
                    let score = max(0, 1 - hit.cost)
                    if score >= options.threshold, score > (openSlots[hit.app]?.score ?? 0) {
                        openSlots[hit.app] = OpenSlot(app: catalog.app.name, intent: shortcut.intent, phrase: phrase,
                                            parameter: parameterName, type: store.typeName,
                                            text: joined(Array(prepared.tokens[open])), score: score)
                    }
                }
                // A name typed in full beats names that merely contain the words typed; those
                // answer equally well ("the lake trail": Emerald Lake Trail or Lake Tahoe
                // Flume Trail), so they score alike, as the best of them, and tie.
                let named = resolved.filter { $0.quality >= options.openValueMinimumShare }
                let bestPartial = named.map(\.quality).filter { $0 < 1 }.max()
                for (slot, quality) in named {
                    guard let value = store.values[Int(slot)] else { continue }
                    let shared = quality < 1 ? bestPartial ?? quality : quality
                    let score = max(0, 1 - hit.cost - (1 - shared) * options.openValueUnsaidShareCost)
                    offer(Candidate(app: catalog.app.name, intent: shortcut.intent,
                                    parameter: binding(parameterName, store.typeName, value),
                                    phrase: phrase, score: score, kind: .openValue), order: order, valueOrder: slot)
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
                  order: order, valueOrder: parameter == nil ? -1 : hit.slot ?? -1)
        }
        // Whether each is a literal phrase, found before sorting: a closure calling a method
        // of the automaton would copy it (retaining every table) on each comparison.
        var entries: [RankedEntry] = []
        entries.reserveCapacity(best.count)
        for entry in best.values {
            entries.append(RankedEntry(candidate: entry.candidate, order: entry.order, valueOrder: entry.valueOrder,
                                       literal: isLiteral(entry.candidate)))
        }
        return (entries, openSlots)
    }

    /// Best first: by score, then exact before flexible, then by app name; within an app
    /// a literal phrase first, then declaration order of shortcuts and phrases, then the
    /// values in their type's order — so the result never depends on hashing.
    private func rank(_ entries: [RankedEntry]) -> [Candidate] {
        entries.sorted {
            if $0.candidate.score != $1.candidate.score { return $0.candidate.score > $1.candidate.score }
            if ($0.candidate.kind == .exact) != ($1.candidate.kind == .exact) { return $0.candidate.kind == .exact }
            if $0.candidate.app != $1.candidate.app { return $0.candidate.app < $1.candidate.app }
            // A phrase written out word for word ranks first among equals of its app, so the
            // rule below does not depend on the order the shortcuts were declared in.
            if $0.literal != $1.literal { return $0.literal }
            if $0.order != $1.order { return $0.order < $1.order }
            // Values in the order their type lists them (suggested order): as questions list them.
            if $0.valueOrder != $1.valueOrder { return $0.valueOrder < $1.valueOrder }
            return ($0.candidate.parameter?.value ?? "") < ($1.candidate.parameter?.value ?? "")
        }.map(\.candidate)
    }

    /// The outcome from the ranked candidates: below the threshold nothing (with a hint),
    /// a negative phrase rejects, candidates within `tieMargin` are ambiguous, a phrase
    /// without its value asks for it, else the best is matched.
    private func outcome(_ utterance: String, ranked: [Candidate], prepared: PreparedUtterance, scope: [Bool],
                         all: Bool, openSlots: [Int: OpenSlot], options: MatchOptions) -> MatchResult {
        guard let top = ranked.first, top.score >= options.threshold else {
            let hint = hint(prepared, scope: scope, closest: ranked.first, options: options)
            // The best slot first (the first app's among equals), then the apps' that tie with it.
            let slots = openSlots.sorted { $0.value.score != $1.value.score ? $0.value.score > $1.value.score : $0.key < $1.key }
                .map(\.value)
            let tied = slots.filter { $0.score >= (slots.first?.score ?? 0) - options.tieMargin }
            return MatchResult(utterance: utterance, status: .noMatch, best: ranked.first,
                               candidates: all ? ranked : [], hint: hint?.text, readableHint: hint?.readable,
                               openSlot: slots.first, openSlots: tied)
        }
        if top.kind == .negative {
            let ties = ranked.filter { $0.kind == .negative && $0.score >= top.score - options.tieMargin }
            return MatchResult(utterance: utterance, status: .rejected, best: top, candidates: all ? ranked : [], ties: ties)
        }
        // Within the margin, answers tie — except that a phrase written out word for word
        // ("Open Currently Reading in ${applicationName}") beats a parameter phrase of the same
        // app that reads the same words as a value: the developer wrote the literal one for it.
        let topIsLiteral = isLiteral(top)
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
            // With `all`, the options stay first: a list of every candidate scored would
            // otherwise leave nothing to choose from.
            return MatchResult(utterance: utterance, status: .needsValue, best: top, candidates: all ? choices + ranked : choices,
                               request: request, options: choices)
        }
        return MatchResult(utterance: utterance, status: .matched, best: top, candidates: all ? ranked : [])
    }

    /// Whether a parameter phrase has words enough of its own (two content words, say
    /// "Get" and "conditions") to be recognised when said without its value.
    func saysEnoughWithoutItsValue(_ phrase: String) -> Bool {
        var tokens: [String] = []
        for case .text(let text) in PhraseTemplate(phrase).segments { tokens += normalizer.tokens(text) }
        let content = tokens.indices.filter { i in
            !rules.isFunctionWord(tokens[i]) && !rules.isLightToken(tokens[i]) && !rules.fillerLengths(in: tokens, at: i).contains(1)
        }
        return content.count >= 2
    }

    private func binding(_ name: String, _ type: String, _ value: ParameterValue) -> ParameterBinding {
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
        Normalizer.joined(tokens)
    }

    // MARK: Open values

    /// The values of a searchable type whose names contain every content word of the
    /// tokens in `range` (typos allowed), with the share of the name those words cover.
    /// Answers are kept with the utterance: a flexible search asks again for every phrase
    /// whose slot the same tokens fill.
    /// - Complexity: O(k) in the postings of the content words, capped.
    func resolveOpenValue(store storeIndex: Int, tokens range: Range<Int>, prepared: PreparedUtterance,
                          options: MatchOptions)
        -> [(slot: Int32, quality: Double)] {
        if let known = prepared.openValues.answers[OpenValueAnswers.Key(store: storeIndex, range: range)] { return known }
        let answer = findOpenValue(store: storeIndex, tokens: range, prepared: prepared, options: options)
        prepared.openValues.answers[OpenValueAnswers.Key(store: storeIndex, range: range)] = answer
        return answer
    }

    private func findOpenValue(store storeIndex: Int, tokens range: Range<Int>, prepared: PreparedUtterance,
                               options: MatchOptions)
        -> [(slot: Int32, quality: Double)] {
        guard let postings = stores[storeIndex].postings else { return [] }
        // Per content word, the posting lists of its readings (the word, or words it may
        // be a typo of): the values containing it are their union. Lists are sorted.
        var lists: [(readings: [[Int32]], size: Int, edits: Int)] = []
        /// The words each typed content token may stand for.
        var typed: [[Vocabulary.WordID]] = []
        for i in range {
            let token = prepared.tokens[i]
            if rules.isFunctionWord(token) || rules.isLightToken(token) { continue }
            var readings: [[Int32]] = []
            var size = 0
            var edits = 0
            var words: [Vocabulary.WordID] = []
            for alternative in prepared.alternatives[i] {
                guard let slots = postings[alternative.word], !slots.isEmpty else { continue }
                words.append(alternative.word)
                if readings.isEmpty { edits = alternative.edits }
                readings.append(slots)
                size += slots.count
            }
            if readings.isEmpty { return [] }
            // Too common a word: more than 20,000 values (the union only grows, so its final
            // size decides; a sum of sizes within the cap needs no union).
            if size > 20_000, Self.union(readings).count > 20_000 { return [] }
            lists.append((readings, size, edits))
            typed.append(words)
        }
        guard !lists.isEmpty else { return [] }
        lists.sort { $0.size < $1.size }
        // The intersection: the slots of the smallest found in every other (binary search).
        var candidates = Self.union(lists[0].readings)
        for list in lists.dropFirst() where !candidates.isEmpty {
            var kept = [Bool](repeating: false, count: candidates.count)
            for reading in list.readings { Self.mark(candidates, foundIn: reading, &kept) }
            var write = 0
            for read in candidates.indices where kept[read] {
                candidates[write] = candidates[read]
                write += 1
            }
            candidates.removeLast(candidates.count - write)
        }
        let typoPenalty = Double(lists.reduce(0) { $0 + $1.edits }) * options.openValueTypoShareCost
        var result: [(slot: Int32, quality: Double)] = []
        for slot in candidates.prefix(200) {
            guard let value = stores[storeIndex].values[Int(slot)] else { continue }
            // The share of the best-covered name: typing all of a synonym is as good as
            // typing all of the title. With the title alone, every word typed is in it, and
            // the postings counted its words.
            var covered = 0.0
            if value.synonyms.isEmpty {
                covered = min(1, Double(lists.count) / Double(max(postings.wordCount(of: slot), 1)))
            } else {
                for name in value.names {
                    let words = Set(normalizer.tokens(name).filter { !rules.isFunctionWord($0) })
                    guard !words.isEmpty else { continue }
                    let hits = typed.filter { $0.contains { words.contains(vocabulary.words[Int($0)]) } }.count
                    covered = max(covered, min(1, Double(hits) / Double(words.count)))
                }
            }
            let quality = max(0, covered - typoPenalty)
            result.append((slot, quality))
        }
        return result.sorted { $0.quality > $1.quality }.prefix(20).map { $0 }
    }

    /// See `PhraseMatcher.nameMatches(_:value:)`.
    func nameMatch(_ text: String, value: ParameterValue) -> Double? {
        let tokens = normalizer.tokens(text)
        var content: [String] = []
        var i = 0
        while i < tokens.count {
            if let filler = rules.fillerLengths(in: tokens, at: i).max() {
                i += filler
                continue
            }
            if !rules.isFunctionWord(tokens[i]) && !rules.isLightToken(tokens[i]) { content.append(tokens[i]) }
            i += 1
        }
        guard !content.isEmpty else { return nil }
        let names = value.names.map { normalizer.tokens($0) }
        func same(_ typed: String, _ word: String) -> Bool { EditDistance.isTypo(typed, of: word) }
        guard content.allSatisfy({ typed in names.contains { $0.contains { same(typed, $0) } } }) else { return nil }
        var covered = 0.0
        for name in names {
            let words = name.filter { !rules.isFunctionWord($0) }
            guard !words.isEmpty else { continue }
            let hits = words.filter { word in content.contains { same($0, word) } }.count
            covered = max(covered, Double(hits) / Double(words.count))
        }
        return covered
    }

    /// Sets `found[i]` for each `candidates[i]` that sorted `list` holds: by binary search
    /// when the list is much longer, else by walking both.
    static func mark(_ candidates: [Int32], foundIn list: [Int32], _ found: inout [Bool]) {
        candidates.withUnsafeBufferPointer { candidates in
            list.withUnsafeBufferPointer { list in
                if candidates.count * 16 < list.count {
                    for (index, slot) in candidates.enumerated() {
                        var low = 0, high = list.count
                        while low < high {
                            let middle = (low + high) / 2
                            if list[middle] < slot { low = middle + 1 } else { high = middle }
                        }
                        if low < list.count, list[low] == slot { found[index] = true }
                    }
                } else {
                    var i = 0, j = 0
                    while i < candidates.count, j < list.count {
                        if candidates[i] < list[j] { i += 1 } else if candidates[i] > list[j] { j += 1 } else {
                            found[i] = true
                            i += 1
                            j += 1
                        }
                    }
                }
            }
        }
    }

    /// The union of sorted lists, sorted, each slot once.
    static func union(_ lists: [[Int32]]) -> [Int32] {
        guard lists.count > 1 else { return lists.first ?? [] }
        var union = Array(lists.joined()).sorted()
        var write = 0
        for read in union.indices where read == 0 || union[read] != union[read - 1] {
            union[write] = union[read]
            write += 1
        }
        union.removeLast(union.count - write)
        return union
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
            for (slot, quality) in resolveOpenValue(store: storeIndex, tokens: 0..<tokens.count, prepared: prepared, options: options) {
                bestBySlot[slot] = max(0, 1 - options.openValueCost - (1 - quality) * options.openValueUnsaidShareCost)
            }
        }
        return bestBySlot.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.compactMap { slot, score in
            store.values[Int(slot)].map { ValueMatch(value: $0, score: score) }
        }
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
            if context.utterance.fillerLengths(at: i, rules).contains(1), i > start {
                stack.append((node, i + 1, cost + context.options.fillerCost))
            }
        }
        return result
    }

    // MARK: Hints

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

/// Where a phrase was declared: shortcut, then phrase (a negative phrase: -1, -1).
struct PhraseOrder: Comparable {
    var shortcut: Int
    var phrase: Int

    static func < (a: PhraseOrder, b: PhraseOrder) -> Bool {
        (a.shortcut, a.phrase) < (b.shortcut, b.phrase)
    }
}

/// A candidate with what orders it among candidates of equal score.
struct RankedEntry {
    var candidate: Candidate
    var order: PhraseOrder
    var valueOrder: Int32
    var literal: Bool
}

/// What makes two candidates the same answer: app, intent, value, and whether negative.
private struct CandidateKey: Hashable {
    var app: String
    var intent: String
    var value: String
    var isNegative: Bool
}
