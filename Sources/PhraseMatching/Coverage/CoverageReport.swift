import Foundation

/// How well an app's phrases cover a corpus of typed utterances: accuracy, false accepts,
/// each wrong result, and what no utterance reached.
///
///     let report = CoverageReport(corpus: corpus, matcher: matcher, catalog: library)
///     report.accuracy   // 0.97
package struct CoverageReport: Sendable {
    /// One utterance whose result was not the one expected.
    public struct Miss: Hashable, Sendable {
        public var line: Int
        public var utterance: String
        public var expected: Corpus.Expectation
        /// What came: `OpenShelf(read)`, `? (OpenBook(a) | OpenBook(b))`, `needsValue:OpenBook`, `rejected`, `-`.
        public var got: String
        public var score: Double?
        /// The phrase that came closest, rendered with the app name and a value.
        public var closest: String?
    }

    /// Correct results out of all, for the whole corpus or one kind of expectation.
    public struct Tally: Hashable, Sendable {
        public var total = 0
        public var correct = 0
        public var accuracy: Double { total == 0 ? 1 : Double(correct) / Double(total) }
    }

    /// How many utterances reached one phrase of a shortcut (matched, asked for its value,
    /// or offered among ambiguous answers).
    public struct PhraseHits: Hashable, Sendable {
        public var intent: String
        public var phrase: String
        public var hits: Int
    }

    /// The values a parameter phrase expands over that no utterance reached through it.
    public struct UnreachedAppShortcuts: Hashable, Sendable {
        public var intent: String
        public var phrase: String
        public var type: String
        public var values: [ParameterValue]
        /// The values the phrase expands over, reached or not.
        public var total: Int
    }

    /// Values of a phrase parameter's type that no utterance reached, through any phrase.
    public struct UnreachedValues: Hashable, Sendable {
        public var type: String
        public var values: [ParameterValue]
        public var total: Int
    }

    public var file: String
    public var app: String
    public var locale: String
    public var overall = Tally()
    /// By expectation kind: `intent`, `value`, `ambiguous`, `needsValue`, `noMatch`.
    public var byKind: [String: Tally] = [:]
    /// Utterances expected not to match that matched (or were ambiguous, or asked for a value).
    public var falseAccepts: [Miss] = []
    /// Every wrong result, false accepts included, in corpus order.
    public var misses: [Miss] = []
    /// Utterances that reached each shortcut (by intent), in the catalog's order.
    public var shortcutHits: [(intent: String, hits: Int)] = []
    /// Utterances that reached each phrase, in the catalog's order.
    public var phraseHits: [PhraseHits] = []
    /// Utterances rejected by each negative phrase.
    public var negativeHits: [(phrase: String, hits: Int)] = []
    /// App Shortcuts (phrase × value, or a phrase without parameter) reached, and in all.
    public var appShortcutsReached = 0
    public var appShortcutsTotal = 0
    /// Per parameter phrase, the values no utterance reached through it.
    public var unreachedAppShortcuts: [UnreachedAppShortcuts] = []
    /// Per type used in a phrase, the values no utterance reached.
    public var unreachedValues: [UnreachedValues] = []

    public var accuracy: Double { overall.accuracy }
    /// Phrases no utterance reached.
    public var unreachedPhrases: [PhraseHits] { phraseHits.filter { $0.hits == 0 } }
    /// Lines expected not to match.
    public var outOfScope: Int { byKind["noMatch"]?.total ?? 0 }

    /// Runs every utterance of `corpus` through `matcher`, with `catalog`'s app in scope.
    /// - Complexity: one match per utterance, plus O(phrases × values) to count reach.
    public init(corpus: Corpus, matcher: PhraseMatcher, catalog: Catalog) {
        file = corpus.file
        app = catalog.app.name
        locale = corpus.locale
        var phraseCount: [String: Int] = [:]
        var negativeCount: [String: Int] = [:]
        var appShortcutsHit = Set<String>()
        var valuesHit = Set<String>()
        for entry in corpus.entries {
            let result = matcher.match(entry.utterance, app: catalog.app.name)
            let correct = Self.satisfies(result, entry.expectation)
            overall.total += 1
            byKind[entry.expectation.kind, default: Tally()].total += 1
            if correct {
                overall.correct += 1
                byKind[entry.expectation.kind]!.correct += 1
            }
            var reached: [Candidate] = []
            switch result.status {
            case .matched, .needsValue: reached = result.best.map { [$0] } ?? []
            case .ambiguous: reached = result.candidates
            case .rejected: if let best = result.best { negativeCount[best.phrase, default: 0] += 1 }
            case .noMatch: break
            }
            var phrasesOfThisUtterance = Set<String>()
            for candidate in reached where candidate.app == catalog.app.name && candidate.kind != .negative {
                let key = candidate.intent + "\u{1}" + candidate.phrase
                if phrasesOfThisUtterance.insert(key).inserted { phraseCount[key, default: 0] += 1 }
                if let parameter = candidate.parameter, result.status != .needsValue {
                    appShortcutsHit.insert(candidate.phrase + "\u{1}" + parameter.value)
                    valuesHit.insert(parameter.type + "\u{1}" + parameter.value)
                } else if candidate.parameter == nil {
                    appShortcutsHit.insert(candidate.phrase + "\u{1}")
                }
            }
            if !correct {
                let closest = result.hint ?? result.best.flatMap { best in
                    best.kind == .negative ? nil
                        : PhraseTemplate(best.phrase).render(applicationName: best.app, parameter: best.parameter?.title)
                }
                let miss = Miss(line: entry.line, utterance: entry.utterance, expected: entry.expectation,
                                got: Self.describe(result), score: result.best?.score, closest: closest)
                misses.append(miss)
                if entry.expectation == .noMatch { falseAccepts.append(miss) }
            }
        }
        var byIntent: [String: Int] = [:]
        var typesInPhrases: [String] = []
        for shortcut in catalog.shortcuts {
            for phrase in shortcut.phrases {
                let hits = phraseCount[shortcut.intent + "\u{1}" + phrase] ?? 0
                phraseHits.append(PhraseHits(intent: shortcut.intent, phrase: phrase, hits: hits))
                byIntent[shortcut.intent, default: 0] += hits
                if let name = PhraseTemplate(phrase).parameterName,
                   let typeName = catalog.intents[shortcut.intent]?.parameter(named: name)?.type,
                   let type = catalog.types[typeName] {
                    if !typesInPhrases.contains(typeName) { typesInPhrases.append(typeName) }
                    let values = type.phraseValues
                    let missing = values.filter { !appShortcutsHit.contains(phrase + "\u{1}" + $0.id) }
                    appShortcutsTotal += values.count
                    appShortcutsReached += values.count - missing.count
                    if !missing.isEmpty {
                        unreachedAppShortcuts.append(UnreachedAppShortcuts(intent: shortcut.intent, phrase: phrase, type: typeName,
                                                                           values: missing, total: values.count))
                    }
                } else {
                    appShortcutsTotal += 1
                    if appShortcutsHit.contains(phrase + "\u{1}") { appShortcutsReached += 1 }
                }
            }
        }
        // Utterances reach a shortcut once, however many of its phrases they reached.
        shortcutHits = catalog.shortcuts.map { ($0.intent, byIntent[$0.intent] ?? 0) }
        negativeHits = catalog.negativePhrases.map { ($0, negativeCount[$0] ?? 0) }
        for typeName in typesInPhrases {
            let values = catalog.types[typeName]!.phraseValues
            let missing = values.filter { !valuesHit.contains(typeName + "\u{1}" + $0.id) }
            if !missing.isEmpty { unreachedValues.append(UnreachedValues(type: typeName, values: missing, total: values.count)) }
        }
    }

    /// Whether `result` is what `expectation` asks for.
    public static func satisfies(_ result: MatchResult, _ expectation: Corpus.Expectation) -> Bool {
        switch expectation {
        case .noMatch:
            return result.status == .noMatch || result.status == .rejected
        case .ambiguous:
            return result.status == .ambiguous
        case .needsValue(let intent):
            return result.status == .needsValue && result.best?.intent == intent
        case .intent(let intent, let value):
            guard result.status == .matched, result.best?.intent == intent else { return false }
            return value == nil || result.best?.parameter?.value == value
        }
    }

    /// A result in the corpus's own notation.
    public static func describe(_ result: MatchResult) -> String {
        switch result.status {
        case .matched:
            guard let best = result.best else { return "-" }
            return best.intent + (best.parameter.map { "(\($0.value))" } ?? "")
        case .ambiguous:
            return "? (" + result.candidates.map { $0.intent + ($0.parameter.map { "(\($0.value))" } ?? "") }.joined(separator: " | ") + ")"
        case .needsValue: return "needsValue:\(result.best?.intent ?? "")"
        case .rejected: return "rejected"
        case .noMatch: return "-"
        }
    }
}
