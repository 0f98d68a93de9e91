extension Automaton {
    /// The outcome of a match from its hits, in three steps: candidates built from the hits
    /// (one per app, intent and value, scored), ranked, then the outcome decided (matched,
    /// tie, value to ask, rejected or nothing). Every weight is a field of `MatchOptions`.
    func decide(_ utterance: String, hits: [Hit], prepared: PreparedUtterance, scope: [Bool],
                        all: Bool, options: MatchOptions) -> MatchResult {
        if !all, hits.count == 1, let answer = singleExactAnswer(utterance, hit: hits[0]) { return answer }
        let (entries, openSlots) = candidates(from: hits, prepared: prepared, all: all, options: options)
        return outcome(utterance, ranked: rank(entries), prepared: prepared, scope: scope, all: all,
                       openSlots: openSlots, options: options)
    }

    /// One exact reading of a phrase (most typed commands): with its value in the slot, or a
    /// phrase without a parameter whose intent asks for none; nothing to rank, tie or ask,
    /// so the answer is built directly. `parameterName` is that of the slot edge the walk
    /// entered the value through, which names the parameter (else the phrase's template does).
    @inline(__always)
    func singleExactAnswer(_ utterance: String, hit: Hit, parameterName slotParameter: String? = nil) -> MatchResult? {
        guard !hit.flexible, hit.cost == 0, !hit.end.isNegative, hit.open == nil else { return nil }
        // Read where they are: binding a shortcut or a store to a name copies it (a retain
        // and a release of each of its fields).
        let app = hit.app, shortcut = hit.end.shortcut, phrase = hit.end.phrase
        guard let slot = hit.slot, let storeIndex = hit.end.store else {
            // A phrase said without a value: a literal one ("Open Currently Reading in
            // ${applicationName}") answers, unless its intent needs a value to be asked for.
            guard hit.slot == nil, hit.end.store == nil,
                  template(catalogs[app].shortcuts[shortcut].phrases[phrase]).parameterNames.isEmpty else { return nil }
            let candidate = Candidate(app: catalogs[app].app.name, intent: catalogs[app].shortcuts[shortcut].intent,
                                      phrase: catalogs[app].shortcuts[shortcut].phrases[phrase], score: 1, kind: .exact)
            guard missingValue(for: candidate) == nil else { return nil }
            return MatchResult(matched: utterance, best: candidate)
        }
        let parameterName: String
        if let slotParameter {
            parameterName = slotParameter
        } else if let name = template(catalogs[app].shortcuts[shortcut].phrases[phrase]).parameterName {
            parameterName = name
        } else {
            return nil
        }
        let typeName = stores[storeIndex].typeName
        // A value as compiled is read when the answer's parameter is, from the store's array.
        if let values = stores[storeIndex].values.sharedValues(at: Int(slot)) {
            return MatchResult(matched: utterance,
                               best: Candidate(app: catalogs[app].app.name, intent: catalogs[app].shortcuts[shortcut].intent,
                                               parameter: parameterName, type: typeName, values: values, index: Int(slot),
                                               phrase: catalogs[app].shortcuts[shortcut].phrases[phrase], score: 1,
                                               kind: .exact))
        }
        guard let parameter = stores[storeIndex].values.withValue(at: Int(slot), {
            Self.binding(parameterName, typeName, $0)
        }) else { return nil }
        return MatchResult(matched: utterance,
                           best: Candidate(app: catalogs[app].app.name, intent: catalogs[app].shortcuts[shortcut].intent,
                                           parameter: parameter, phrase: catalogs[app].shortcuts[shortcut].phrases[phrase],
                                           score: 1, kind: .exact))
    }

    /// One candidate per app, intent and value: the best way the hits reach it, scored
    /// `1 - cost` (less the unsaid share of an open value's name); and each app's best open
    /// slot no value answered to, by app index.
    ///
    /// Unless `all` asks for every candidate, one scoring more than `tieMargin` below a
    /// candidate already offered is not built: it can neither be the answer nor tie with
    /// it, and the open slots matter only when nothing reaches the threshold. Most of a
    /// flexible search's hits are such (open slots filled with other words, values one
    /// word away), and building them — names resolved, strings copied, ranked — was most
    /// of its time.
    private func candidates(from hits: [Hit], prepared: PreparedUtterance, all: Bool, options: MatchOptions)
        -> (entries: [RankedEntry], openSlots: [Int: OpenSlot]) {
        var best: [CandidateKey: (candidate: Candidate, order: PhraseOrder, valueOrder: Int32)] = [:]
        var openSlots: [Int: OpenSlot] = [:]
        // Scores below this cannot matter (see above). Lowering a score by the same margin
        // keeps the order of floating-point values, so the bound stays below the best's.
        var floor = all ? -Double.infinity : Self.scoreFloor(of: hits) - options.tieMargin
        func offer(_ candidate: Candidate, order: PhraseOrder, valueOrder: Int32 = -1) {
            if !all { floor = max(floor, candidate.score - options.tieMargin) }
            let key = CandidateKey(candidate)
            if let existing = best[key], existing.candidate.score >= candidate.score { return }
            best[key] = (candidate, order, valueOrder)
        }
        // Whether the token at `position` is a content word of a phrase of app `app`, as
        // the hint's index has them (`HintPhrases.phrasesByContentWord`).
        func isPhraseWord(_ position: Int, app: Int) -> Bool {
            for alternative in prepared.alternatives[position] where alternative.edits == 0 {
                guard let word = hintPhrases.wordByVocabularyID[alternative.word] else { continue }
                for phrase in hintPhrases.phrasesByContentWord[word] where hintPhrases.phrases[Int(phrase)].app == app {
                    return true
                }
            }
            return false
        }
        // Whether the line says a particle at all, found once a line, not once a hit.
        let checksParticles = options.otherParticleRefuses && saysAParticle(prepared.tokens)
        for hit in hits {
            // No candidate of this hit scores more than `1 - cost`.
            guard max(0, 1 - hit.cost) >= floor else { continue }
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
            // "turn up the speakers" is no "Turn on the ${plug}" with a filler and a missing word.
            if hit.flexible, checksParticles, saysAnotherParticle(phrase, tokens: prepared.tokens) { continue }
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
                // Words no other value's name contains name their one value as its whole name
                // does ("open gatsby": The Great Gatsby, nothing else to tell it from), unless
                // one is a content word of the app's phrases ("switch off the lights" is no request for
                // the Christmas Lights plug); the open-value cost still puts a name said whole first.
                let named = resolved.filter { $0.quality >= options.openValueMinimumShare }
                let bestPartial = named.map(\.quality).filter { $0 < 1 }.max()
                let distinctive = resolved.count == 1 && resolved[0].quality < 1
                    && !open.contains(where: { isPhraseWord($0, app: hit.app) })
                for (slot, quality) in named {
                    let shared = distinctive ? 1 : quality < 1 ? bestPartial ?? quality : quality
                    let score = max(0, 1 - hit.cost - (1 - shared) * options.openValueUnsaidShareCost)
                    guard score >= floor, let value = store.values[Int(slot)] else { continue }
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

    /// The best score among hits certain to give a candidate of that score: negative
    /// phrases and phrases read with their value (or without a slot to fill); open slots
    /// are scored only once resolved.
    private static func scoreFloor(of hits: [Hit]) -> Double {
        var floor = -Double.infinity
        for hit in hits where hit.open == nil && (hit.end.isNegative || hit.slot != nil) {
            floor = max(floor, max(0, 1 - hit.cost))
        }
        return floor
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
        Self.binding(name, type, value)
    }

    private static func binding(_ name: String, _ type: String, _ value: borrowing ParameterValue) -> ParameterBinding {
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

/// What makes two candidates the same answer: app, intent, value, and whether negative
/// (kept as fields, not joined into one string). Used by every level that keeps one
/// candidate per answer.
struct CandidateKey: Hashable {
    var app: String
    var intent: String
    var value: String
    var isNegative: Bool

    init(_ candidate: Candidate) {
        app = candidate.app
        intent = candidate.intent
        value = candidate.parameter?.value ?? ""
        isNegative = candidate.kind == .negative
    }
}
