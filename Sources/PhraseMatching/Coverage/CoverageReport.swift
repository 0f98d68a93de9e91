import Foundation

/// How well an app's phrases cover a corpus of typed utterances: accuracy, false accepts,
/// each wrong result, and what no utterance reached.
///
///     let report = CoverageReport(corpus: corpus, matcher: matcher, catalog: library)
///     report.accuracy   // 0.97
public struct CoverageReport: Sendable {
    /// One utterance whose result was not the one expected.
    public struct Miss: Hashable, Sendable {
        public var line: Int
        public var utterance: String
        public var expected: Corpus.Expectation
        /// What came: `OpenShelf(read)`, `?`, `needsValue:OpenBook`, `-`.
        public var got: String
        public var score: Double?
        /// The phrase that came closest, rendered.
        public var closest: String?
    }

    public struct Tally: Hashable, Sendable {
        public var total = 0
        public var correct = 0
        public var accuracy: Double { total == 0 ? 1 : Double(correct) / Double(total) }
    }

    public var file: String
    public var app: String
    public var locale: String
    public var overall = Tally()
    /// By expectation kind: `intent`, `value`, `ambiguous`, `needsValue`, `noMatch`.
    public var byKind: [String: Tally] = [:]
    /// Utterances expected not to match that matched.
    public var falseAccepts: [Miss] = []
    /// Every wrong result, false accepts included, in corpus order.
    public var misses: [Miss] = []
    /// Utterances that reached each shortcut (by intent) and each phrase, as matched.
    public var shortcutHits: [(intent: String, hits: Int)] = []
    public var phraseHits: [(intent: String, phrase: String, hits: Int)] = []
    /// App Shortcuts (phrase × value) reached and in all.
    public var appShortcutsReached = 0
    public var appShortcutsTotal = 0
    /// Values of phrase parameters no utterance reached, by type: "Shelf: Read".
    public var unreachedValues: [(type: String, values: [String])] = []

    public var accuracy: Double { overall.accuracy }
    public var unreachedPhrases: [(intent: String, phrase: String)] {
        phraseHits.filter { $0.hits == 0 }.map { ($0.intent, $0.phrase) }
    }

    /// Runs every utterance of `corpus` through `matcher`, with `catalog`'s app in scope.
    /// - Complexity: one match per utterance, plus O(phrases × values) to count reach.
    public init(corpus: Corpus, matcher: PhraseMatcher, catalog: Catalog) {
        file = corpus.file
        app = catalog.app.name
        locale = corpus.locale
        var phraseCount: [String: Int] = [:]
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
            if let best = result.best, result.status == .matched || result.status == .needsValue, best.app == catalog.app.name {
                phraseCount[best.intent + "\u{1}" + best.phrase, default: 0] += 1
                if let parameter = best.parameter {
                    appShortcutsHit.insert(best.phrase + "\u{1}" + parameter.value)
                    valuesHit.insert(parameter.type + "\u{1}" + parameter.value)
                } else {
                    appShortcutsHit.insert(best.phrase + "\u{1}")
                }
            }
            if !correct {
                let closest = result.hint ?? result.best.map {
                    PhraseTemplate($0.phrase).render(applicationName: $0.app, parameter: $0.parameter?.title)
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
                phraseHits.append((shortcut.intent, phrase, hits))
                byIntent[shortcut.intent, default: 0] += hits
                let template = PhraseTemplate(phrase)
                if let name = template.parameterName,
                   let typeName = catalog.intents[shortcut.intent]?.parameter(named: name)?.type,
                   let type = catalog.types[typeName] {
                    if !typesInPhrases.contains(typeName) { typesInPhrases.append(typeName) }
                    for value in type.phraseValues {
                        appShortcutsTotal += 1
                        if appShortcutsHit.contains(phrase + "\u{1}" + value.id) { appShortcutsReached += 1 }
                    }
                } else {
                    appShortcutsTotal += 1
                    if appShortcutsHit.contains(phrase + "\u{1}") { appShortcutsReached += 1 }
                }
            }
        }
        shortcutHits = catalog.shortcuts.map { ($0.intent, byIntent[$0.intent] ?? 0) }
        for typeName in typesInPhrases {
            let missing = catalog.types[typeName]!.phraseValues.filter { !valuesHit.contains(typeName + "\u{1}" + $0.id) }.map(\.title)
            if !missing.isEmpty { unreachedValues.append((typeName, missing)) }
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

/// Writes coverage reports as an aligned text table, JSON or Markdown.
public enum CoverageRenderer {
    static let kinds = ["intent", "value", "ambiguous", "needsValue", "noMatch"]

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

    /// The terminal report.
    public static func text(_ reports: [CoverageReport]) -> String {
        var out: [String] = []
        for report in reports {
            out.append("\(report.app) [\(report.locale)] — \(report.file)")
            out.append("  accuracy      \(percent(report.accuracy))  (\(report.overall.correct)/\(report.overall.total))")
            let noMatch = report.byKind["noMatch"] ?? CoverageReport.Tally()
            out.append("  false accepts \(report.falseAccepts.count)/\(noMatch.total)")
            var rows: [[String]] = [["  expectation", "correct", "total", "accuracy"]]
            for kind in kinds {
                guard let tally = report.byKind[kind] else { continue }
                rows.append(["  \(kind)", "\(tally.correct)", "\(tally.total)", percent(tally.accuracy)])
            }
            out += table(rows)
            out.append("  App Shortcuts reached \(report.appShortcutsReached)/\(report.appShortcutsTotal)")
            var hitRows: [[String]] = [["  shortcut / phrase", "hits"]]
            for (intent, hits) in report.shortcutHits {
                hitRows.append(["  \(intent)", "\(hits)"])
                for phrase in report.phraseHits where phrase.intent == intent {
                    hitRows.append(["    \(phrase.phrase)", "\(phrase.hits)"])
                }
            }
            out += table(hitRows)
            let unreached = report.unreachedPhrases
            if !unreached.isEmpty {
                out.append("  unreached phrases (\(unreached.count)):")
                for (intent, phrase) in unreached { out.append("    \(phrase)   [\(intent)]") }
            }
            for (type, values) in report.unreachedValues {
                let shown = values.prefix(12).joined(separator: ", ") + (values.count > 12 ? ", … (\(values.count - 12) more)" : "")
                out.append("  unreached \(type) values (\(values.count)): \(shown)")
            }
            if !report.misses.isEmpty {
                out.append("  wrong (\(report.misses.count)):")
                var missRows: [[String]] = [["    line", "utterance", "expected", "got", "closest phrase"]]
                for miss in report.misses {
                    missRows.append(["    \(miss.line)", "'\(miss.utterance)'", miss.expected.description, miss.got, miss.closest ?? ""])
                }
                out += table(missRows)
            }
            out.append("")
        }
        if reports.count > 1 {
            let correct = reports.reduce(0) { $0 + $1.overall.correct }
            let total = reports.reduce(0) { $0 + $1.overall.total }
            out.append("All corpora: \(percent(total == 0 ? 1 : Double(correct) / Double(total))) (\(correct)/\(total)), false accepts \(reports.reduce(0) { $0 + $1.falseAccepts.count })")
        }
        return out.joined(separator: "\n")
    }

    static func table(_ rows: [[String]]) -> [String] {
        guard let columns = rows.map(\.count).max() else { return [] }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }

    /// The `--json` report (schema in the README).
    public static func json(_ reports: [CoverageReport]) -> JSONValue {
        func miss(_ m: CoverageReport.Miss) -> JSONValue {
            .object([("line", .int(m.line)), ("utterance", .string(m.utterance)), ("expected", .string(m.expected.description)),
                     ("got", .string(m.got)), ("score", m.score.map { .double(($0 * 10_000).rounded() / 10_000) } ?? .null),
                     ("closest", .optional(m.closest))])
        }
        let correct = reports.reduce(0) { $0 + $1.overall.correct }
        let total = reports.reduce(0) { $0 + $1.overall.total }
        return .object([
            ("accuracy", .double(total == 0 ? 1 : Double(correct) / Double(total))),
            ("correct", .int(correct)), ("total", .int(total)),
            ("corpora", .array(reports.map { report in
                .object([
                    ("file", .string(report.file)), ("app", .string(report.app)), ("locale", .string(report.locale)),
                    ("accuracy", .double(report.accuracy)), ("correct", .int(report.overall.correct)), ("total", .int(report.overall.total)),
                    ("byKind", .object(kinds.compactMap { kind in
                        report.byKind[kind].map { (kind, .object([("correct", .int($0.correct)), ("total", .int($0.total)), ("accuracy", .double($0.accuracy))])) }
                    })),
                    ("falseAccepts", .array(report.falseAccepts.map(miss))),
                    ("misses", .array(report.misses.map(miss))),
                    ("shortcuts", .array(report.shortcutHits.map { hit in
                        .object([("intent", .string(hit.intent)), ("hits", .int(hit.hits)),
                                 ("phrases", .array(report.phraseHits.filter { $0.intent == hit.intent }.map {
                                     .object([("phrase", .string($0.phrase)), ("hits", .int($0.hits))]) }))])
                    })),
                    ("unreachedPhrases", .array(report.unreachedPhrases.map { .string($0.phrase) })),
                    ("appShortcuts", .object([("reached", .int(report.appShortcutsReached)), ("total", .int(report.appShortcutsTotal))])),
                    ("unreachedValues", .object(report.unreachedValues.map { ($0.type, .array($0.values.map(JSONValue.string))) })),
                ])
            })),
        ])
    }

    /// A Markdown report for a pull-request comment.
    public static func markdown(_ reports: [CoverageReport]) -> String {
        var out = ["## Phrase coverage", "", "| App | Locale | Accuracy | False accepts | App Shortcuts reached | Unreached phrases |",
                   "|---|---|---:|---:|---:|---:|"]
        for report in reports {
            out.append("| \(report.app) | \(report.locale) | \(percent(report.accuracy)) (\(report.overall.correct)/\(report.overall.total)) | \(report.falseAccepts.count) | \(report.appShortcutsReached)/\(report.appShortcutsTotal) | \(report.unreachedPhrases.count) |")
        }
        for report in reports where !report.misses.isEmpty || !report.unreachedPhrases.isEmpty {
            out += ["", "### \(report.app) [\(report.locale)]"]
            if !report.misses.isEmpty {
                out += ["", "| Line | Utterance | Expected | Got | Closest phrase |", "|---:|---|---|---|---|"]
                for miss in report.misses {
                    out.append("| \(miss.line) | \(escape(miss.utterance)) | `\(miss.expected)` | `\(escape(miss.got))` | \(escape(miss.closest ?? "")) |")
                }
            }
            if !report.unreachedPhrases.isEmpty {
                out += ["", "Unreached phrases:", ""]
                out += report.unreachedPhrases.map { "- `\($0.phrase)` (\($0.intent))" }
            }
        }
        return out.joined(separator: "\n")
    }

    static func escape(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
