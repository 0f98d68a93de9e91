import Foundation
import PhraseMatching

/// One size's figures: the engine's, and the baseline's beside them.
struct SizeResult {
    var size: Int
    var engine: PartResult
    var baseline: PartResult?

    /// The result as a JSON object: the keys of issue 7 first, in its order, then extras.
    var json: String {
        var fields = [("size", String(size))] + Self.fields(engine)
        if let baseline { fields.append(("baseline", ReportJSON.object(Self.fields(baseline)))) }
        return ReportJSON.object(fields)
    }

    private static func fields(_ part: PartResult) -> [(String, String)] {
        var fields: [(String, String)] = []
        func add(_ key: String, _ value: Int?) { if let value { fields.append((key, String(value))) } }
        if let seconds = part.compileSeconds { fields.append(("compileSeconds", String(seconds))) }
        add("peakRSSBytes", part.peakRSSBytes)
        let cpu = part.compileCPUSeconds.map { ("compileCPUSeconds", String($0)) }
        add("exactMedianNs", part.exactMedianNs)
        add("exactP99Ns", part.exactP99Ns)
        add("flexibleMedianNs", part.flexibleMedianNs)
        add("flexibleP99Ns", part.flexibleP99Ns)
        add("openValueMedianNs", part.openValueMedianNs)
        add("noMatchMedianNs", part.noMatchMedianNs)
        add("update1Ns", part.update1Ns)
        add("update1000Ns", part.update1000Ns)
        add("openValueP99Ns", part.openValueP99Ns)
        add("noMatchP99Ns", part.noMatchP99Ns)
        add("delta1Ns", part.delta1Ns)
        add("delta1000Ns", part.delta1000Ns)
        if let cpu { fields.append(cpu) }
        add("inputRSSBytes", part.inputRSSBytes)
        add("strings", part.strings)
        if let samples = part.samples {
            fields.append(("samples", ReportJSON.object(samples.sorted { $0.key < $1.key }.map { ($0.key, String($0.value)) })))
        }
        if let skipped = part.skipped { fields.append(("skipped", ReportJSON.string(skipped))) }
        if !part.checks.isEmpty {
            fields.append(("checks", "[" + part.checks.map { check in
                ReportJSON.object([("name", ReportJSON.string(check.name)), ("correct", String(check.correct)),
                                 ("asChoice", String(check.asked)), ("total", String(check.total)),
                                 ("required", String(check.required)), ("passed", String(check.passed))])
            }.joined(separator: ", ") + "]"))
        }
        return fields
    }
}

/// JSON written with its keys in a fixed order, its values already written.
enum ReportJSON {
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    static func string(_ text: String) -> String { JSONValue.string(text).rendered }
}

/// The benchmark's output: a JSON document or a text table.
enum Report {
    static func json(_ results: [SizeResult]) -> String {
        "{\"results\": [\n  " + results.map(\.json).joined(separator: ",\n  ") + "\n]}"
    }

    static func table(_ results: [SizeResult], settings: RunSettings) -> String {
        var lines: [String] = []
        lines.append("Workload: 10 shortcuts × 10 phrases (60 over one entity type, 30 over three enums, 10 plain);")
        lines.append("N suggested entities (multi-word titles, 10% with a synonym) + N/10 searchable ones;")
        lines.append("\(settings.utterances) utterances per kind. Baseline: phrases × names as strings, exact = dictionary")
        lines.append("lookup, flexible = a scan with the same edit rules (capped at \(Int(settings.baselineSeconds)) s per kind,")
        lines.append("not built beyond \(settings.baselineLimit) strings). Ratio = baseline ÷ engine.")
        for result in results {
            lines.append("")
            var header = "N = \(grouped(result.size))"
            if let strings = result.baseline?.strings { header += "  (baseline: \(grouped(strings)) strings)" }
            if let skipped = result.baseline?.skipped { header += "  (baseline skipped: \(skipped))" }
            lines.append(header)
            lines.append(pad("", 31) + pad("engine", 12, right: true) + pad("baseline", 20, right: true) + pad("ratio", 10, right: true))
            let e = result.engine, b = result.baseline
            func row(_ label: String, _ engine: Double?, _ baseline: Double?, _ format: (Double) -> String, samples: Int? = nil) {
                var baseText = baseline.map(format) ?? "—"
                if let samples { baseText += " (n=\(samples))" }
                let ratio = engine.flatMap { e in baseline.map { b in e > 0 ? String(format: "%.1f×", b / e) : "—" } } ?? "—"
                lines.append(pad("  " + label, 31) + pad(engine.map(format) ?? "—", 12, right: true)
                             + pad(baseText, 20, right: true) + pad(ratio, 10, right: true))
            }
            func d(_ value: Int?) -> Double? { value.map(Double.init) }
            row("compile", e.compileSeconds.map { $0 * 1e9 }, b?.compileSeconds.map { $0 * 1e9 }, duration)
            row("  CPU time", e.compileCPUSeconds.map { $0 * 1e9 }, b?.compileCPUSeconds.map { $0 * 1e9 }, duration)
            row("peak memory", d(e.peakRSSBytes), d(b?.peakRSSBytes), bytes)
            row("  of which input", d(e.inputRSSBytes), d(b?.inputRSSBytes), bytes)
            row("exact median", d(e.exactMedianNs), d(b?.exactMedianNs), duration)
            row("exact p99", d(e.exactP99Ns), d(b?.exactP99Ns), duration)
            row("flexible median", d(e.flexibleMedianNs), d(b?.flexibleMedianNs), duration, samples: b?.samples?["flexible"])
            row("flexible p99", d(e.flexibleP99Ns), d(b?.flexibleP99Ns), duration)
            row("open value median", d(e.openValueMedianNs), d(b?.openValueMedianNs), duration)
            row("open value p99", d(e.openValueP99Ns), d(b?.openValueP99Ns), duration)
            row("no match median", d(e.noMatchMedianNs), d(b?.noMatchMedianNs), duration, samples: b?.samples?["noMatch"])
            row("no match p99", d(e.noMatchP99Ns), d(b?.noMatchP99Ns), duration)
            row("update 1 (full list)", d(e.update1Ns), d(b?.update1Ns), duration)
            row("update 1,000 (full list)", d(e.update1000Ns), d(b?.update1000Ns), duration)
            row("update 1 (changes only)", d(e.delta1Ns), d(b?.delta1Ns), duration)
            row("update 1,000 (changes only)", d(e.delta1000Ns), d(b?.delta1000Ns), duration)
            var checks = "  checks: " + e.checks.map(checkText).joined(separator: ", ")
            if let b, !b.checks.isEmpty { checks += "; baseline " + b.checks.map(checkText).joined(separator: ", ") }
            lines.append(checks)
        }
        return lines.joined(separator: "\n")
    }

    static func checkText(_ check: Check) -> String {
        let mark = check.passed ? "" : " FAILED"
        let bar = check.required < 1 ? String(format: " (≥ %.0f%%)", check.required * 100) : ""
        let asked = check.asked > 0 ? " (\(check.asked) as a choice)" : ""
        return "\(check.name) \(check.correct)/\(check.total)\(asked)\(bar)\(mark)"
    }

    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1e3)
        case ..<1_000_000_000: String(format: "%.1f ms", nanoseconds / 1e6)
        default: String(format: "%.2f s", nanoseconds / 1e9)
        }
    }

    static func bytes(_ count: Double) -> String {
        count >= 1e9 ? String(format: "%.2f GB", count / 1e9) : String(format: "%.0f MB", count / 1e6)
    }

    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return out
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let count = text.count
        guard count < width else { return text + (right ? "" : " ") }
        let space = String(repeating: " ", count: width - count)
        return right ? space + text : text + space
    }
}
