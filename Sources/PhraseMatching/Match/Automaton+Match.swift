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
        // Most typed commands read one way, word for word: answered on word ids first.
        if !all, !explain, let answer = singleExactMatch(utterance, scope: scope, options: options) { return answer }
        return matchBySearch(utterance, scope: scope, all: all, options: options, paraphrases: paraphrases,
                             explain: explain)
    }

    /// `match` without the exact walk on word ids: the searches and the decision. A line
    /// that matches nothing whole and gives a reason after a request ("open my books in
    /// library because i want to read tonight") is the request without its reason, if that
    /// matches: the reason's words are no part of any phrase, nor an app's name.
    func matchBySearch(_ utterance: String, scope: [Bool], all: Bool, options: MatchOptions,
                       paraphrases: ParaphraseIndex? = nil, explain: Bool = false) -> MatchResult {
        // Tokenised once, for both (a line that matches nothing was tokenised twice).
        let tokens = normalizer.tokens(utterance)
        let whole = matchWholeBySearch(utterance, tokens: tokens, scope: scope, all: all, options: options,
                                       paraphrases: paraphrases, explain: explain)
        guard whole.status == .noMatch else { return whole }
        // A reason word the loaded phrases, values or app names use ("play because of you
        // in music") is a word of the request, not the start of a reason.
        guard let start = rules.reasonStart(in: tokens), vocabulary.id(of: tokens[start]) == nil else { return whole }
        let request = Normalizer.joined(Array(tokens[..<start]))
        var answer = match(request, scope: scope, all: all, options: options, paraphrases: paraphrases, explain: explain)
        guard answer.status != .noMatch else { return whole }
        answer.utterance = utterance
        return answer
    }

    /// `matchBySearch` of the whole line, `tokens` being `normalizer.tokens(utterance)`.
    private func matchWholeBySearch(_ utterance: String, tokens: [String], scope: [Bool], all: Bool, options: MatchOptions,
                                    paraphrases: ParaphraseIndex? = nil, explain: Bool = false) -> MatchResult {
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
            if exceedsWordLimit(tokens, options.maxFlexibleTokens) {
                truncated = true
            } else {
                prepared = PreparedUtterance(tokens: tokens, automaton: self, typos: true)
                if namesAppOutOfScope(prepared, scope: scope, options: options) {
                    // "open Want to Read in Trails" with only Library in scope: the user is
                    // talking to another app, so its words are not extra words to skip.
                    let hint = hint(prepared, scope: scope, closest: nil, options: options)
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
                refused.explanation?.closest = best
                refused.explanation?.refusal = .negation
            }
            return refused
        }
        // Level 4, only when the earlier levels found nothing at the threshold: the phrase
        // said in other words. (An open slot found is a guess at the phrase's shape; a
        // paraphrase answer, when there is one, is the better reading.)
        var nearMiss: MatchExplanation? = nil
        if result.status == .noMatch, exact.hits.isEmpty, options.paraphrase, let paraphrases,
           !exceedsWordLimit(tokens, options.maxFlexibleTokens) {
            var answer = paraphrase(utterance, prepared: prepared.fillerMatches == nil
                                        ? PreparedUtterance(tokens: tokens, automaton: self, typos: true) : prepared,
                                    index: paraphrases, scope: scope, all: all, explain: explain, options: options)
            if answer.status != .noMatch {
                answer.truncated = truncated
                return answer
            }
            nearMiss = answer.explanation
        }
        // A hint to do what the line says not to do ("ne pas ouvrir dune": "Ouvrir Dune
        // dans Bibliothèque?") is none.
        // (The hint is tokenised only when the line says a negation: most say none.)
        if let hint = result.hint, case let said = rules.negationCount(in: tokens), said > 0,
           said > rules.negationCount(in: normalizer.tokens(hint)) {
            result.hint = nil
            result.readableHint = nil
        }
        if explain {
            result.explanation = explanation(of: result, prepared: prepared, hits: hits, scope: scope, options: options)
            // Nothing close at the earlier levels: the paraphrase level's closest candidate
            // and the rule that refused it (or why none was close).
            if let nearMiss {
                if result.explanation?.level == MatchExplanation.Level.none {
                    result.explanation = nearMiss
                } else {
                    result.explanation?.scored = nearMiss.scored
                }
            }
        }
        return result
    }

    /// Whether `tokens` make more than `limit` words: one a token, except in a language
    /// written without spaces, where a Japanese word is a kanji or katakana run with its kana
    /// ending and each other character a word (`Stemmer.words(in:)`): the length limits
    /// (`MatchOptions.maxFlexibleTokens`) count words in every language, not characters.
    /// There a line of more than four characters a word is over the limit whatever its
    /// words: a run of thousands of kanji is one word, and the levels after the exact walk
    /// cost what its characters do.
    func exceedsWordLimit(_ tokens: [String], _ limit: Int) -> Bool {
        if rules.writesSpaces || tokens.count <= limit { return tokens.count > limit }
        if tokens.count > 4 * limit { return true }
        return JapaneseStemmer.words(in: tokens).count > limit
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
}
