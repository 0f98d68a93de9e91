extension Automaton {
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

    /// Every app name the utterance spells from token `i`, through the app-name trie:
    /// where it ends, whose it is, its cost.
    func collectAppNames(_ node: NodeID, _ i: Int, _ cost: Double, _ usedFlex: Bool,
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

    /// `appNamesSaid(in: utterance.tokens)`, found once an utterance: the hint and the
    /// paraphrase level both ask.
    func appNamesSaid(in utterance: PreparedUtterance) -> [(app: Int, range: Range<Int>)] {
        if let known = utterance.lookups.appNamesSaid { return known }
        let found = appNamesSaid(in: utterance.tokens)
        utterance.lookups.appNamesSaid = found
        return found
    }

    /// Every app name said word for word anywhere in `tokens` (any of the app's names),
    /// whether or not the app is in scope: whose it is and the tokens it takes.
    /// - Complexity: O(t × n) in the tokens and the longest app name's words.
    func appNamesSaid(in tokens: [String]) -> [(app: Int, range: Range<Int>)] {
        var result: [(app: Int, range: Range<Int>)] = []
        for start in tokens.indices {
            var node = appRoot
            var i = start
            while i < tokens.count, let word = vocabulary.id(of: tokens[i]), let next = child(node, word) {
                node = next
                i += 1
                for app in appEnds[node] ?? [] { result.append((app, start..<i)) }
            }
        }
        return result
    }
}
