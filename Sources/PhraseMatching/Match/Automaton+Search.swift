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
        if context.flexible, !context.memo.improves(node: node, index: i, app: binding.app, slot: binding.slot,
                                                    openStart: binding.open?.lowerBound ?? -1, cost: cost) {
            return
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
            for (length, words) in context.utterance.fillerMatches(at: i, rules) where i + length <= end {
                walkPhrase(node, i + length, cost + Double(words) * options.fillerCost, binding, flexible: true, &context)
            }
            switch context.utterance.skipKind(at: i, rules) {
            case .lightToken:
                walkPhrase(node, i + 1, cost + options.lightTokenCost, binding, flexible: true, &context)
            case .functionWord:
                walkPhrase(node, i + 1, cost + options.extraFunctionWordCost, binding, flexible: true, &context)
            case .word:
                // A word no phrase, value or app name uses, first or last, where app names
                // stand, while no app is named outside the phrase: likely another app's
                // name ("open Dune in kindle"). It costs more than another added word.
                let edges = context.utterance.edges
                let unknown = context.utterance.alternatives[i].first?.edits != 0
                    && (i == edges.first || i == edges.last) && context.namedApp == nil
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
}
