import Foundation

/// Writes coverage reports as an aligned text table, JSON (schema in the README) or
/// Markdown, and corpus problems as `FILE:LINE: error: message` with the line and a caret.
///
///     print(CoverageRenderer.text(reports))
package enum CoverageRenderer {
    /// The expectation kinds, in the order reports list them.
    public static let kinds = ["intent", "value", "ambiguous", "needsValue", "noMatch"]
    /// How many values a text or Markdown list names before "… and N more".
    static let listedValues = 6

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

    // MARK: Text

    /// The terminal report: per corpus, then a summary when there are several. With
    /// `colors`, headings are bold and wrong results red (ANSI escapes, for a terminal).
    public static func text(_ reports: [CoverageReport], colors: Bool = false) -> String {
        var out: [String] = []
        for report in reports {
            var lines = text(report)
            if colors {
                lines = lines.map { line in
                    if line == lines.first { return "\u{1B}[1m\(line)\u{1B}[0m" }
                    if line.hasPrefix("  wrong (") { return "\u{1B}[1;31m\(line)\u{1B}[0m" }
                    if line.hasPrefix("  unreached phrases: "), !line.hasSuffix("none") { return "\u{1B}[33m\(line)\u{1B}[0m" }
                    return line
                }
            }
            out += lines
            out.append("")
        }
        if reports.count > 1 {
            out.append(colors ? "\u{1B}[1mSummary\u{1B}[0m" : "Summary")
            var rows: [[Cell]] = [[.left("  app"), .left("locale"), .right("accuracy"), .right("correct"),
                                   .right("false accepts"), .right("unreached phrases")]]
            for report in reports {
                rows.append([.left("  " + report.app), .left(report.locale), .right(percent(report.accuracy)),
                             .right("\(report.overall.correct)/\(report.overall.total)"),
                             .right("\(report.falseAccepts.count)/\(report.outOfScope)"),
                             .right("\(report.unreachedPhrases.count)/\(report.phraseHits.count)")])
            }
            let all = total(reports)
            rows.append([.left("  all"), .left(""), .right(percent(all.accuracy)), .right("\(all.correct)/\(all.total)"),
                         .right("\(reports.reduce(0) { $0 + $1.falseAccepts.count })/\(reports.reduce(0) { $0 + $1.outOfScope })"),
                         .right("\(reports.reduce(0) { $0 + $1.unreachedPhrases.count })/\(reports.reduce(0) { $0 + $1.phraseHits.count })")])
            out += table(rows)
        }
        return out.joined(separator: "\n")
    }

    static func text(_ report: CoverageReport) -> [String] {
        var out = ["\(report.app) [\(report.locale)]  \(report.file)"]
        out += table([
            [.left("  accuracy"), .left("\(percent(report.accuracy))  (\(report.overall.correct) of \(report.overall.total))")],
            [.left("  false accepts"), .left("\(report.falseAccepts.count) of \(report.outOfScope) expected not to match")],
            [.left("  App Shortcuts"), .left("\(report.appShortcutsReached) of \(report.appShortcutsTotal) reached (phrase × value)")],
        ])
        out.append("")
        var kindRows: [[Cell]] = [[.left("  expectation"), .right("correct"), .right("total"), .right("accuracy")]]
        for kind in kinds {
            guard let tally = report.byKind[kind] else { continue }
            kindRows.append([.left("  " + kind), .right("\(tally.correct)"), .right("\(tally.total)"), .right(percent(tally.accuracy))])
        }
        kindRows.append([.left("  all"), .right("\(report.overall.correct)"), .right("\(report.overall.total)"), .right(percent(report.accuracy))])
        out += table(kindRows)
        out.append("")
        var hitRows: [[Cell]] = [[.left("  shortcut / phrase"), .right("hits")]]
        for (intent, hits) in report.shortcutHits {
            hitRows.append([.left("  " + intent), .right("\(hits)")])
            for phrase in report.phraseHits where phrase.intent == intent {
                hitRows.append([.left("    " + phrase.phrase), .right("\(phrase.hits)"), .left(phrase.hits == 0 ? "unreached" : "")])
            }
        }
        if !report.negativeHits.isEmpty {
            hitRows.append([.left("  negative phrases"), .right("\(report.negativeHits.reduce(0) { $0 + $1.hits })")])
            for (phrase, hits) in report.negativeHits { hitRows.append([.left("    " + phrase), .right("\(hits)")]) }
        }
        out += table(hitRows)
        out.append("")
        let unreached = report.unreachedPhrases
        out.append("  unreached phrases: " + (unreached.isEmpty ? "none" : "\(unreached.count) of \(report.phraseHits.count)"))
        out += table(unreached.map { [.left("    " + $0.phrase), .left("[\($0.intent)]")] })
        if !report.unreachedAppShortcuts.isEmpty {
            out.append("  unreached App Shortcuts (phrase × value):")
            out += table(report.unreachedAppShortcuts.map { item in
                [.left("    " + item.phrase), .left("\(item.values.count) of \(item.total): " + names(item.values, limit: listedValues))]
            })
        }
        out.append("  unreached values:" + (report.unreachedValues.isEmpty ? " none" : ""))
        out += table(report.unreachedValues.map { item in
            [.left("    " + item.type), .left("\(item.values.count) of \(item.total): " + names(item.values, limit: listedValues))]
        })
        if report.misses.isEmpty {
            out.append("  wrong: none")
        } else {
            out.append("")
            out.append("  wrong (\(report.misses.count)):")
            var rows: [[Cell]] = [[.right("    line"), .left("utterance"), .left("expected"), .left("got"), .left("closest phrase")]]
            for miss in report.misses {
                rows.append([.right("    \(miss.line)"), .left(miss.utterance), .left(miss.expected.description),
                             .left(miss.got), .left(miss.closest ?? "")])
            }
            out += table(rows)
        }
        return out
    }

    /// Value titles, with the subtitle where two share a title: "The Road (Jack London)".
    static func names(_ values: [ParameterValue], limit: Int) -> String {
        var counts: [String: Int] = [:]
        for value in values { counts[value.title, default: 0] += 1 }
        let shown = values.prefix(limit).map { value in
            counts[value.title, default: 0] > 1 ? "\(value.title) (\(value.subtitle ?? value.id))" : value.title
        }
        return shown.joined(separator: ", ") + (values.count > limit ? ", … and \(values.count - limit) more" : "")
    }

    static func total(_ reports: [CoverageReport]) -> CoverageReport.Tally {
        var tally = CoverageReport.Tally()
        for report in reports {
            tally.correct += report.overall.correct
            tally.total += report.overall.total
        }
        return tally
    }

    /// A table cell, aligned left (text) or right (numbers).
    enum Cell {
        case left(String)
        case right(String)
        var text: String { switch self { case .left(let t), .right(let t): t } }
    }

    /// Rows padded to common column widths, measured in terminal columns (a kana or
    /// kanji takes two), two spaces apart, without trailing spaces.
    static func table(_ rows: [[Cell]]) -> [String] {
        guard let columns = rows.map(\.count).max() else { return [] }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], displayWidth(cell.text)) } }
        return rows.map { row in
            row.enumerated().map { i, cell in
                let padding = String(repeating: " ", count: widths[i] - displayWidth(cell.text))
                switch cell {
                case .left(let text): return text + padding
                case .right(let text): return padding + text
                }
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }

    /// The columns `text` takes in a terminal (see `DisplayWidth`).
    static func displayWidth(_ text: String) -> Int { DisplayWidth.of(text) }

    // MARK: JSON

    /// The `--json` report; the README documents every key.
    public static func json(_ reports: [CoverageReport]) -> JSONValue {
        func miss(_ m: CoverageReport.Miss) -> JSONValue {
            .object([("line", .int(m.line)), ("utterance", .string(m.utterance)), ("expected", .string(m.expected.description)),
                     ("kind", .string(m.expected.kind)), ("got", .string(m.got)),
                     ("score", m.score.map { .score($0) } ?? .null), ("closest", .optional(m.closest))])
        }
        func value(_ v: ParameterValue) -> JSONValue { .object([("id", .string(v.id)), ("title", .string(v.title))]) }
        func tally(_ t: CoverageReport.Tally) -> JSONValue {
            .object([("correct", .int(t.correct)), ("total", .int(t.total)), ("accuracy", .score(t.accuracy))])
        }
        let all = total(reports)
        return .object([
            ("accuracy", .score(all.accuracy)),
            ("correct", .int(all.correct)), ("total", .int(all.total)),
            ("falseAccepts", .int(reports.reduce(0) { $0 + $1.falseAccepts.count })),
            ("outOfScope", .int(reports.reduce(0) { $0 + $1.outOfScope })),
            ("corpora", .array(reports.map { report in
                .object([
                    ("file", .string(report.file)), ("app", .string(report.app)), ("locale", .string(report.locale)),
                    ("accuracy", .score(report.accuracy)), ("correct", .int(report.overall.correct)),
                    ("total", .int(report.overall.total)),
                    ("byKind", .object(kinds.compactMap { kind in report.byKind[kind].map { (kind, tally($0)) } })),
                    ("outOfScope", .int(report.outOfScope)),
                    ("falseAccepts", .array(report.falseAccepts.map(miss))),
                    ("misses", .array(report.misses.map(miss))),
                    ("shortcuts", .array(report.shortcutHits.map { hit in
                        .object([("intent", .string(hit.intent)), ("hits", .int(hit.hits)),
                                 ("phrases", .array(report.phraseHits.filter { $0.intent == hit.intent }.map {
                                     .object([("phrase", .string($0.phrase)), ("hits", .int($0.hits))]) }))])
                    })),
                    ("negativePhrases", .array(report.negativeHits.map {
                        .object([("phrase", .string($0.phrase)), ("hits", .int($0.hits))]) })),
                    ("unreachedPhrases", .array(report.unreachedPhrases.map {
                        .object([("intent", .string($0.intent)), ("phrase", .string($0.phrase))]) })),
                    ("appShortcuts", .object([
                        ("reached", .int(report.appShortcutsReached)), ("total", .int(report.appShortcutsTotal)),
                        ("unreached", .array(report.unreachedAppShortcuts.map { item in
                            .object([("intent", .string(item.intent)), ("phrase", .string(item.phrase)), ("type", .string(item.type)),
                                     ("total", .int(item.total)), ("values", .array(item.values.map(value)))])
                        })),
                    ])),
                    ("unreachedValues", .array(report.unreachedValues.map { item in
                        .object([("type", .string(item.type)), ("total", .int(item.total)), ("values", .array(item.values.map(value)))])
                    })),
                ])
            })),
        ])
    }


    // MARK: Markdown

    /// A Markdown report for a pull-request comment: a summary table, then per corpus the
    /// wrong results and what no utterance reached.
    public static func markdown(_ reports: [CoverageReport]) -> String {
        let all = total(reports)
        var out = ["## Phrase coverage", "",
                   "**\(percent(all.accuracy))** of \(all.total) utterances as expected; "
                   + "\(reports.reduce(0) { $0 + $1.falseAccepts.count }) false accepts out of \(reports.reduce(0) { $0 + $1.outOfScope }).",
                   "",
                   "| App | Locale | Accuracy | " + kinds.joined(separator: " | ") + " | False accepts | App Shortcuts reached | Unreached phrases |",
                   "|---|---|---:|" + kinds.map { _ in "---:|" }.joined() + "---:|---:|---:|"]
        for report in reports {
            let perKind = kinds.map { kind in report.byKind[kind].map { "\($0.correct)/\($0.total)" } ?? "–" }
            out.append("| \(escape(report.app)) | \(report.locale) | \(percent(report.accuracy)) (\(report.overall.correct)/\(report.overall.total)) | "
                       + perKind.joined(separator: " | ")
                       + " | \(report.falseAccepts.count)/\(report.outOfScope) | \(report.appShortcutsReached)/\(report.appShortcutsTotal) | \(report.unreachedPhrases.count)/\(report.phraseHits.count) |")
        }
        for report in reports where !report.misses.isEmpty || !report.unreachedPhrases.isEmpty || !report.unreachedValues.isEmpty {
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
            if !report.unreachedValues.isEmpty {
                out += ["", "Unreached values:", ""]
                out += report.unreachedValues.map { "- \($0.type): \($0.values.count) of \($0.total): " + escape(names($0.values, limit: listedValues)) }
            }
        }
        return out.joined(separator: "\n")
    }

    static func escape(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    // MARK: Corpus problems

    /// Corpus problems, each as `DiagnosticRenderer` writes it (`FILE:LINE: error: message`,
    /// the offending line with a caret under the part at fault, and a note); then how many
    /// there were.
    public static func problems(_ diagnostics: [Diagnostic], colors: Bool = false) -> String {
        let renderer = DiagnosticRenderer(colors: colors)
        var lines = diagnostics.map { renderer.render($0) }
        let files = Set(diagnostics.compactMap(\.file)).count
        lines.append("\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s") in \(files) corpus file\(files == 1 ? "" : "s"); no corpus was run.")
        return lines.joined(separator: "\n")
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
