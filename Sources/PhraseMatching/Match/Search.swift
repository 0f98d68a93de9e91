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
    /// Open-value lookups already answered for this utterance.
    let openValues = OpenValueAnswers()
    /// For utterances prepared with typos (flexible search): the filler sequences starting
    /// at each token, found once instead of at every search step.
    let fillerMatches: [[(length: Int, words: Int)]]?

    init(tokens: [String], automaton: borrowing Automaton, typos: Bool) {
        self.tokens = tokens
        let rules = automaton.rules
        let fillers = typos ? tokens.indices.map { rules.fillerMatches(in: tokens, at: $0) } : nil
        fillerMatches = fillers
        // Only flexible search adds words; exact search does not need the edges.
        if let fillers {
            func isContent(_ i: Int) -> Bool {
                !rules.isFunctionWord(tokens[i]) && !fillers[i].contains { $0.length == 1 }
            }
            edges = (tokens.indices.first(where: isContent) ?? 0, tokens.indices.last(where: isContent) ?? tokens.count - 1)
        } else {
            edges = (0, tokens.count - 1)
        }
        var alternatives = Alternatives(tokens: tokens.count)
        for token in tokens {
            let known = automaton.vocabulary.id(of: token)
            if let known { alternatives.append(Alternative(word: known, edits: 0)) }
            // Numbers are typed as meant: "1948" is no typo of "1984".
            if typos, !token.unicodeScalars.allSatisfy({ $0.properties.numericType != nil }) {
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

    /// The lengths of the filler sequences starting at `index`.
    @inline(__always)
    func fillerLengths(at index: Int, _ rules: LocaleRules) -> [Int] {
        fillerMatches(at: index, rules).map(\.length)
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

/// The open-value lookups of one utterance, by value store and token range: the same
/// slot text is looked up for every phrase it may fill. Lives as long as the utterance.
final class OpenValueAnswers {
    struct Key: Hashable {
        var store: Int
        var range: Range<Int>
    }
    var answers: [Key: [(slot: Int32, quality: Double)]] = [:]
}

/// One way an utterance ran through the automaton to a phrase's end.
struct Hit {
    var end: Automaton.PhraseEnd
    /// The app the utterance names (or, left out, the phrase's own app).
    var app: Int
    /// The value slot that filled the phrase's parameter.
    var slot: Int32?
    /// For an open value: the tokens that fill the slot.
    var open: Range<Int>?
    var cost: Double
    /// Whether any flexible edit was used.
    var flexible: Bool
}

/// The state of one search: limits, scope and what was found.
struct SearchContext {
    let utterance: PreparedUtterance
    let options: MatchOptions
    let flexible: Bool
    /// Apps in scope, by catalog index.
    let scope: [Bool]
    let scopeCount: Int
    /// The app named outside its slot (at the start or end), removed from the range.
    let namedApp: Int?
    /// The token range searched.
    let range: Range<Int>
    /// Edits beyond this cost are not explored.
    let maxCost: Double
    var steps = 0
    var truncated = false
    var hits: [Hit] = []
    var memo: [MemoKey: Double] = [:]

    struct MemoKey: Hashable {
        var node: NodeID
        var index: Int
        var app: Int
        var slot: Int32
        var openStart: Int

        /// Two words to hash instead of five: node and slot, then the small fields.
        func hash(into hasher: inout Hasher) {
            hasher.combine(UInt64(node) << 32 | UInt64(UInt32(bitPattern: slot)))
            hasher.combine(index &* 1_000_003 &+ app &* 1_009 &+ openStart)
        }
    }
}

/// Where the walk through a phrase stands: which app and value it has bound.
struct Binding {
    var app = -1
    var slot: Int32 = -1
    var open: Range<Int>? = nil
}

extension Automaton {
    /// Runs the utterance through the phrase trie, collecting every phrase end reached
    /// within `context.maxCost`.
    /// - Complexity: O(t) for an exact search of t tokens; a flexible search is bounded by
    ///   `options.maxSearchSteps`.
    func search(_ context: inout SearchContext) {
        var binding = Binding()
        if let named = context.namedApp { binding.app = named }
        walkPhrase(phraseRoot, context.range.lowerBound, 0, binding, flexible: false, &context)
    }

    private func walkPhrase(_ node: NodeID, _ i: Int, _ cost: Double, _ binding: Binding,
                            flexible usedFlex: Bool, _ context: inout SearchContext) {
        guard cost <= context.maxCost, !context.truncated else { return }
        context.steps += 1
        if context.steps > context.options.maxSearchSteps {
            context.truncated = true
            return
        }
        if context.flexible {
            let key = SearchContext.MemoKey(node: node, index: i, app: binding.app, slot: binding.slot,
                                            openStart: binding.open?.lowerBound ?? -1)
            if let seen = context.memo[key], seen <= cost { return }
            context.memo[key] = cost
        }
        let options = context.options
        let end = context.range.upperBound

        if i == end, let ends = phraseEnds[node] {
            for phraseEnd in ends where context.scope[phraseEnd.app] {
                if binding.app >= 0, binding.app != phraseEnd.app { continue }
                context.hits.append(Hit(end: phraseEnd, app: phraseEnd.app,
                                        slot: binding.slot >= 0 ? binding.slot : nil,
                                        open: binding.open, cost: cost, flexible: usedFlex))
            }
        }

        if i < end {
            for alternative in context.utterance.alternatives[i] {
                if let next = child(node, alternative.word) {
                    let edits = Double(alternative.edits)
                    walkPhrase(next, i + 1, cost + edits * options.typoCost, binding,
                               flexible: usedFlex || alternative.edits > 0, &context)
                }
            }
        }

        if let edges = slots[node] {
            for edge in edges {
                switch edge.kind {
                case .applicationName:
                    walkAppSlot(edge.next, i, cost, binding, usedFlex, &context)
                case .value(let store, _):
                    walkValueSlot(store, edge.next, i, cost, binding, usedFlex, &context)
                }
            }
        }

        guard context.flexible else { return }
        if i < end {
            let tokens = context.utterance.tokens
            for (length, words) in context.utterance.fillerMatches(at: i, rules) where i + length <= end {
                walkPhrase(node, i + length, cost + Double(words) * options.fillerCost, binding, flexible: true, &context)
            }
            if rules.isLightToken(tokens[i]) {
                walkPhrase(node, i + 1, cost + options.lightTokenCost, binding, flexible: true, &context)
            } else if rules.isFunctionWord(tokens[i]) {
                walkPhrase(node, i + 1, cost + options.extraFunctionWordCost, binding, flexible: true, &context)
            } else {
                // A word no phrase, value or app name uses, first or last, where app names
                // stand, while no app is named outside the phrase: likely another app's
                // name ("open Dune in kindle"). It costs more than another added word.
                let utterance = context.utterance
                let unknown = utterance.alternatives[i].first?.edits != 0
                    && (i == utterance.edges.first || i == utterance.edges.last) && context.namedApp == nil
                walkPhrase(node, i + 1, cost + (unknown ? options.unknownWordCost : options.extraWordCost), binding,
                           flexible: true, &context)
            }
        }
        if let optional = optionalChildren[node] {
            for next in optional {
                walkPhrase(next, i, cost + options.missingWordCost, binding, flexible: true, &context)
            }
        }
    }

    private func walkAppSlot(_ next: NodeID, _ i: Int, _ cost: Double, _ binding: Binding,
                             _ usedFlex: Bool, _ context: inout SearchContext) {
        if context.namedApp != nil {
            // Named at the start or end: the slot is already filled.
            walkPhrase(next, i, cost, binding, flexible: usedFlex, &context)
            return
        }
        var found: [(index: Int, app: Int, cost: Double, flexible: Bool)] = []
        collectAppNames(appRoot, i, cost, usedFlex, &found, context)
        for (j, app, appCost, flexible) in found where context.scope[app] {
            if binding.app >= 0, binding.app != app { continue }
            var bound = binding
            bound.app = app
            walkPhrase(next, j, appCost, bound, flexible: flexible, &context)
        }
        if context.flexible {
            let omitted = context.scopeCount == 1 ? context.options.appOmittedCost : context.options.appOmittedAmongSeveralCost
            walkPhrase(next, i, cost + omitted, binding, flexible: true, &context)
        }
    }

    private func collectAppNames(_ node: NodeID, _ i: Int, _ cost: Double, _ usedFlex: Bool,
                                 _ found: inout [(index: Int, app: Int, cost: Double, flexible: Bool)],
                                 _ context: SearchContext) {
        guard cost <= context.maxCost else { return }
        if node != appRoot, let apps = appEnds[node] {
            for app in apps { found.append((i, app, cost, usedFlex)) }
        }
        guard i < context.range.upperBound else { return }
        for alternative in context.utterance.alternatives[i] where context.flexible || alternative.edits == 0 {
            if let next = child(node, alternative.word) {
                collectAppNames(next, i + 1, cost + Double(alternative.edits) * context.options.typoCost,
                                usedFlex || alternative.edits > 0, &found, context)
            }
        }
    }

    private func walkValueSlot(_ store: Int, _ next: NodeID, _ i: Int, _ cost: Double, _ binding: Binding,
                               _ usedFlex: Bool, _ context: inout SearchContext) {
        let app = stores[store].app
        guard context.scope[app], binding.app < 0 || binding.app == app, binding.slot < 0, binding.open == nil else { return }
        var found: [(index: Int, slot: Int32, cost: Double, flexible: Bool)] = []
        collectValues(stores[store].root, stores[store].root, i, cost, usedFlex, &found, context)
        // The type named beside the value — "the shelf Read", "l'onglet Lus", "読了タブ" —
        // costs what a filler word does.
        let namedType = context.flexible ? stores[store].nameTokens : []
        for length in typeNameLengths(namedType, at: i, context) {
            collectValues(stores[store].root, stores[store].root, i + length, cost + context.options.fillerCost, true, &found, context)
        }
        for (j, slot, valueCost, flexible) in found {
            var bound = binding
            bound.app = app
            bound.slot = slot
            walkPhrase(next, j, valueCost, bound, flexible: flexible, &context)
            for length in typeNameLengths(namedType, at: j, context) {
                walkPhrase(next, j + length, valueCost + context.options.fillerCost, bound, flexible: true, &context)
            }
        }
        if context.flexible {
            // The phrase said without its value ("get conditions with Trails" for "Get
            // conditions on ${trail} with ${applicationName}"): the intent asks for it.
            var bound = binding
            bound.app = app
            walkPhrase(next, i, cost + context.options.missingValueCost, bound, flexible: true, &context)
        }
        if context.flexible, stores[store].type.searchable {
            let end = context.range.upperBound
            var j = i + 1
            while j <= end, j - i <= context.options.maxOpenValueTokens {
                var bound = binding
                bound.app = app
                bound.open = i..<j
                walkPhrase(next, j, cost + context.options.openValueCost, bound, flexible: true, &context)
                j += 1
            }
        }
    }

    /// The lengths of the type names (title, synonyms) that the utterance spells at `i`.
    private func typeNameLengths(_ names: [[String]], at i: Int, _ context: SearchContext) -> [Int] {
        let tokens = context.utterance.tokens
        let end = context.range.upperBound
        return names.filter { name in
            i + name.count <= end && name.indices.allSatisfy { tokens[i + $0] == name[$0] }
        }.map(\.count)
    }

    private func collectValues(_ root: NodeID, _ node: NodeID, _ i: Int, _ cost: Double, _ usedFlex: Bool,
                               _ found: inout [(index: Int, slot: Int32, cost: Double, flexible: Bool)],
                               _ context: SearchContext) {
        guard cost <= context.maxCost else { return }
        if node != root {
            let missing = context.options.missingWordCost
            forEachValueEnd(node) { slot, omitted in
                found.append((i, slot, cost + Double(omitted) * missing, usedFlex || omitted > 0))
            }
        }
        guard i < context.range.upperBound else { return }
        for alternative in context.utterance.alternatives[i] where context.flexible || alternative.edits == 0 {
            if let next = child(node, alternative.word) {
                collectValues(root, next, i + 1, cost + Double(alternative.edits) * context.options.typoCost,
                              usedFlex || alternative.edits > 0, &found, context)
            }
        }
    }

    /// The ways the utterance names an app at its start ("Library, open Read", "in
    /// Library open Read") or its end, with the token range left for the phrase.
    func appNamesOutsideSlot(_ utterance: PreparedUtterance, options: MatchOptions, scope: [Bool])
        -> [(app: Int, range: Range<Int>, cost: Double)] {
        let count = utterance.tokens.count
        var result: [(app: Int, range: Range<Int>, cost: Double)] = []
        let context = SearchContext(utterance: utterance, options: options, flexible: true, scope: scope,
                                    scopeCount: 1, namedApp: nil, range: 0..<count, maxCost: options.appNameOutsideMaxCost)
        // At the start, after an optional preposition.
        for start in [0, 1] where start < count {
            if start == 1, !rules.appPrepositions.contains(utterance.tokens[0]) { continue }
            var found: [(index: Int, app: Int, cost: Double, flexible: Bool)] = []
            collectAppNames(appRoot, start, options.appMovedCost, true, &found, context)
            for (j, app, cost, _) in found where scope[app] && j < count {
                result.append((app, j..<count, cost))
            }
        }
        // At the end, with an optional preposition before it.
        for start in stride(from: count - 1, to: max(0, count - 6) - 1, by: -1) where start > 0 {
            var found: [(index: Int, app: Int, cost: Double, flexible: Bool)] = []
            collectAppNames(appRoot, start, 0, true, &found, context)
            for (j, app, cost, _) in found where scope[app] && j == count {
                var lower = start
                if lower > 1, rules.appPrepositions.contains(utterance.tokens[lower - 1]) { lower -= 1 }
                result.append((app, 0..<lower, cost))
            }
        }
        return result
    }
}
