extension Automaton {
    /// The tokens of the answer's value as the utterance names it: its title, or the
    /// synonym of which the utterance says more words ("run" for Jogging, "bike ride" for
    /// Biking), so the explanation shows the words said as the value, not as extra words
    /// beside a value left out.
    /// - Complexity: O(n × t) in the value's names and the utterance's tokens.
    func spokenName(of candidate: Candidate, in tokens: [String]) -> [String] {
        guard let binding = candidate.parameter else { return [] }
        let title = normalizer.tokens(binding.title)
        guard let app = catalogs.firstIndex(where: { $0.app.name == candidate.app }),
              let store = store(app: app, type: binding.type), let slot = stores[store].slot(of: binding.value),
              let value = stores[store].values[Int(slot)] else { return title }
        let said = Set(tokens)
        var best = (tokens: title, count: title.filter(said.contains).count)
        for synonym in value.synonyms {
            let name = normalizer.tokens(synonym)
            let count = name.filter(said.contains).count
            if count > best.count { best = (name, count) }
        }
        return best.tokens
    }

    /// The explanation of an answer from the exact, flexible or open-value level: the
    /// utterance aligned word by word with the best candidate's phrase (rendered with its
    /// app name and value), each edit priced as the search prices it, and the runner-up.
    /// - Complexity: O(t × p) in the utterance's and the phrase's tokens.
    func explanation(of result: MatchResult, prepared: PreparedUtterance, hits: [Hit], scope: [Bool],
                     options: MatchOptions) -> MatchExplanation {
        let everyone = decide(result.utterance, hits: hits, prepared: prepared, scope: scope, all: true, options: options)
        guard let best = everyone.candidates.first ?? result.best else {
            return MatchExplanation(level: .none, phrase: nil,
                                    words: prepared.tokens.map { .init(typed: $0, phraseWord: nil, rule: .extraWord) },
                                    score: 0, parts: [])
        }
        let level: MatchExplanation.Level = switch best.kind {
        case .exact: .exact
        case .openValue: .openValue
        case .paraphrase: .paraphrase
        case .flexible: .flexible
        // A negative phrase is read by the exact walk or the flexible search: the level is
        // the one whose hit it is (`delete library` typed word for word is exact).
        case .negative:
            hits.contains {
                !$0.flexible && $0.end.isNegative && catalogs[$0.app].app.name == best.app
                    && catalogs[$0.app].negativePhrases[$0.end.phrase] == best.phrase
            } ? .exact : .flexible
        }
        let tokens = prepared.tokens
        // The phrase's tokens, each with what it is: text, app name or value.
        enum Part { case text, app, value }
        var phrase: [(token: String, part: Part)] = []
        for segment in template(best.phrase).segments {
            switch segment {
            case .text(let text): phrase += normalizer.tokens(text).map { ($0, .text) }
            case .applicationName: phrase += normalizer.tokens(best.app).map { ($0, .app) }
            case .parameter: phrase += spokenName(of: best, in: prepared.tokens).map { ($0, .value) }
            }
        }
        // The app's name said elsewhere than the phrase has it (moved): read apart.
        let appTokens = normalizer.tokens(best.app)
        var moved = Set<Int>()
        if !appTokens.isEmpty, let appAt = phrase.firstIndex(where: { $0.part == .app }) {
            let phraseAtStart = appAt == 0
            let phraseAtEnd = appAt + appTokens.count == phrase.count
            for start in [0, tokens.count - appTokens.count] where start >= 0 && start + appTokens.count <= tokens.count {
                guard Array(tokens[start..<start + appTokens.count]) == appTokens else { continue }
                // Typed first where the phrase does not start with it, or last where the
                // phrase has it elsewhere than at its end ("Montre mes ${applicationName}
                // favoris" said "affiche mes favoris dans Sentiers").
                if start == 0 ? !phraseAtStart : !phraseAtEnd && !phraseAtStart { moved.formUnion(start..<start + appTokens.count) }
            }
        }
        if !moved.isEmpty { phrase.removeAll { $0.part == .app } }
        let kept = tokens.indices.filter { !moved.contains($0) }
        // Edit-distance alignment, priced as the search prices edits.
        var inFiller = Set<Int>()
        for i in tokens.indices {
            for length in rules.fillerLengths(in: tokens, at: i) { inFiller.formUnion(i..<min(i + length, tokens.count)) }
        }
        func extraCost(_ i: Int) -> (Double, MatchExplanation.Rule) {
            let token = tokens[i]
            if inFiller.contains(i) { return (options.fillerCost, .filler) }
            if rules.isLightToken(token) { return (options.lightTokenCost, .filler) }
            if rules.isFunctionWord(token) { return (options.extraFunctionWordCost, .filler) }
            return (options.extraWordCost, .extraWord)
        }
        func missingCost(_ j: Int) -> Double {
            phrase[j].part == .app ? options.appOmittedCost : options.missingWordCost
        }
        func pairCost(_ i: Int, _ j: Int) -> (Double, MatchExplanation.Rule)? {
            let typed = tokens[i], word = phrase[j].token
            let rule: MatchExplanation.Rule = phrase[j].part == .value ? .value : phrase[j].part == .app ? .appName : .exact
            if typed == word { return (0, rule) }
            if EditDistance.isTypo(typed, of: word) { return (options.typoCost, phrase[j].part == .text ? .typo : rule) }
            // A verb of the same class ("affiche" for "ouvre"), which the search reads as one typo.
            if phrase[j].part == .text, rules.equivalents(of: typed).contains(word) { return (options.typoCost, .synonym) }
            // Any other typing error the search read the token as ("opn" for "open").
            if let id = vocabulary.id(of: word), let typo = prepared.alternatives[i].first(where: { $0.word == id && $0.edits > 0 }) {
                return (Double(typo.edits) * options.typoCost, phrase[j].part == .text ? .typo : rule)
            }
            return nil
        }
        let n = kept.count, m = phrase.count
        var cost = [[Double]](repeating: [Double](repeating: .infinity, count: m + 1), count: n + 1)
        cost[0][0] = 0
        for a in 0...n {
            for b in 0...m {
                let here = cost[a][b]
                guard here.isFinite else { continue }
                if a < n { cost[a + 1][b] = min(cost[a + 1][b], here + extraCost(kept[a]).0) }
                if b < m { cost[a][b + 1] = min(cost[a][b + 1], here + missingCost(b)) }
                if a < n, b < m, let pair = pairCost(kept[a], b) { cost[a + 1][b + 1] = min(cost[a + 1][b + 1], here + pair.0) }
            }
        }
        // Back from the end.
        var steps: [MatchExplanation.WordMatch] = []
        var parts: [String: Double] = [:]
        var a = n, b = m
        while a > 0 || b > 0 {
            let here = cost[a][b]
            if a > 0, b > 0, let pair = pairCost(kept[a - 1], b - 1), abs(cost[a - 1][b - 1] + pair.0 - here) < 1e-9 {
                steps.append(.init(typed: tokens[kept[a - 1]], phraseWord: phrase[b - 1].token, rule: pair.1))
                if pair.0 > 0 { parts["typos", default: 0] += pair.0 }
                a -= 1; b -= 1
            } else if a > 0, abs(cost[a - 1][b] + extraCost(kept[a - 1]).0 - here) < 1e-9 {
                let (price, rule) = extraCost(kept[a - 1])
                steps.append(.init(typed: tokens[kept[a - 1]], phraseWord: nil, rule: rule))
                parts[rule == .filler ? "fillers" : "extra words", default: 0] += price
                a -= 1
            } else {
                steps.append(.init(typed: nil, phraseWord: phrase[b - 1].token,
                                   rule: phrase[b - 1].part == .app ? .appName : .missingWord))
                parts[phrase[b - 1].part == .app ? "app name left out" : "missing words", default: 0] += missingCost(b - 1)
                b -= 1
            }
        }
        steps.reverse()
        // The moved app name where it was typed.
        var words: [MatchExplanation.WordMatch] = []
        var k = 0
        var i = 0
        while i < tokens.count {
            if moved.contains(i) {
                var j = i
                while j < tokens.count, moved.contains(j) { j += 1 }
                words.append(.init(typed: joined(Array(tokens[i..<j])), phraseWord: best.app, rule: .movedAppName))
                parts["app name moved", default: 0] = options.appMovedCost
                i = j
                continue
            }
            while k < steps.count, steps[k].typed == nil {
                words.append(steps[k])
                k += 1
            }
            if k < steps.count {
                words.append(steps[k])
                k += 1
            }
            i += 1
        }
        words += steps[k...]
        var scoreParts = parts.sorted { $0.key < $1.key }.map { MatchExplanation.ScorePart(name: $0.key, value: $0.value) }
        if best.kind == .openValue { scoreParts.append(.init(name: "open value", value: options.openValueCost)) }
        let runnerUp = everyone.candidates.dropFirst().first {
            $0.intent != best.intent || $0.app != best.app || $0.parameter?.value != best.parameter?.value
        }
        var reason: String? = nil
        if let runnerUp {
            if runnerUp.score >= best.score - options.tieMargin {
                reason = "within the tie margin (\(MatchExplanation.format(options.tieMargin))) of the best"
            } else {
                reason = "score \(MatchExplanation.format(runnerUp.score)) < \(MatchExplanation.format(best.score)) (more edits)"
            }
        }
        if result.status == .noMatch {
            reason = (reason.map { $0 + "; " } ?? "")
                + "best score \(MatchExplanation.format(best.score)) is under the threshold \(MatchExplanation.format(options.threshold))"
        }
        return MatchExplanation(level: result.status == .noMatch ? .none : level, phrase: best.phrase, words: words,
                                score: best.score, parts: scoreParts, runnerUp: runnerUp, runnerUpReason: reason)
    }
}
