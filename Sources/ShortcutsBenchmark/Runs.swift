import PhraseMatching

/// What one part (the engine or the baseline) measured at one size. Times in nanoseconds.
struct PartResult: Codable {
    var compileSeconds: Double?
    /// CPU time of compiling: what a quiet machine would show as `compileSeconds`.
    var compileCPUSeconds: Double?
    /// Peak resident memory of the process once compiled (`VmHWM`): the catalog given to
    /// the compiler included.
    var peakRSSBytes: Int?
    /// Resident memory before compiling: the catalog and the benchmark itself.
    var inputRSSBytes: Int?
    var exactMedianNs: Int?
    var exactP99Ns: Int?
    var flexibleMedianNs: Int?
    var flexibleP99Ns: Int?
    var openValueMedianNs: Int?
    var openValueP99Ns: Int?
    var noMatchMedianNs: Int?
    var noMatchP99Ns: Int?
    /// `updateAppShortcutParameters()`: the whole value list handed over, 1 or 1,000 of
    /// them changed (compare, then apply).
    var update1Ns: Int?
    var update1000Ns: Int?
    /// The changes alone handed over (`updateValues(upserting:)`).
    var delta1Ns: Int?
    var delta1000Ns: Int?
    /// Utterances timed per kind, where fewer than asked (the baseline's time cap).
    var samples: [String: Int]?
    /// The baseline's materialised strings.
    var strings: Int?
    /// Why the part was not measured.
    var skipped: String?
    var checks: [Check] = []
}

/// Settings shared by the parts.
struct RunSettings {
    var utterances = 10_000
    /// The baseline is not built beyond this many strings.
    var baselineLimit = 8_000_000
    /// The baseline's flexible and no-match scans stop after this many seconds per kind.
    var baselineSeconds = 5.0
}

/// Whether a match result is the expected invocation (or, with no expectation, no match).
func isRight(_ result: MatchResult, _ expected: Workload.Expectation?) -> Bool {
    guard let expected else { return result.status == .noMatch }
    return result.status == .matched && isExpected(result.best, expected)
}

/// Whether the user is asked to choose, with the expected invocation among the choices:
/// right too for a typo that lands as close to another title (“Pocket” and “Rocket”).
func asksWithExpected(_ result: MatchResult, _ expected: Workload.Expectation?) -> Bool {
    guard let expected else { return false }
    return result.status == .ambiguous && result.candidates.contains { isExpected($0, expected) }
}

func isExpected(_ candidate: Candidate?, _ expected: Workload.Expectation) -> Bool {
    candidate?.intent == expected.intent && candidate?.parameter?.value == expected.value
}

func describe(_ result: MatchResult) -> String {
    var text = result.status.rawValue
    if let best = result.best { text += " \(best.intent)(\(best.parameter?.value ?? "")) \(best.kind.rawValue)" }
    return text
}

func describe(_ expected: Workload.Expectation?) -> String {
    expected.map { "\($0.intent)(\($0.value ?? ""))" } ?? "noMatch"
}

/// Compiles the workload with the engine, times every kind of utterance and the updates,
/// and checks every answer.
func runEngine(size: Int, settings: RunSettings) throws -> PartResult {
    var result = PartResult()
    let workload = Workload(size: size)
    result.inputRSSBytes = Measure.residentBytes()
    let cpuBefore = Measure.cpuTime()
    let (compileNs, matcher) = try Measure.time { try PhraseMatcher(catalogs: [workload.catalog]) }
    result.compileCPUSeconds = Double(Measure.cpuTime() - cpuBefore) / 1e9
    result.compileSeconds = Double(compileNs) / 1e9
    result.peakRSSBytes = Measure.peakResidentBytes()
    let app = Workload.appName, type = Workload.entityType
    let n = settings.utterances

    func measure(_ utterances: [Workload.Utterance], _ check: inout Check) -> Latencies {
        for utterance in utterances.prefix(200) { _ = matcher.match(utterance.text) }  // warm-up
        var latencies = Latencies()
        for utterance in utterances {
            let (ns, answer) = Measure.time { matcher.match(utterance.text) }
            latencies.record(ns)
            let asks = check.acceptsChoice && asksWithExpected(answer, utterance.expected)
            if asks { check.asked += 1 }
            check.record(asks || isRight(answer, utterance.expected),
                         "'\(utterance.text)': \(describe(answer)), expected \(describe(utterance.expected))")
        }
        return latencies
    }

    var exact = Check(name: "exact", required: 1)
    let exactTimes = measure(workload.exactUtterances(count: n, seed: 1), &exact)
    (result.exactMedianNs, result.exactP99Ns) = (exactTimes.median, exactTimes.p99)
    var flexible = Check(name: "flexible", required: 0.95, acceptsChoice: true)
    let flexibleTimes = measure(workload.flexibleUtterances(count: n, seed: 2), &flexible)
    (result.flexibleMedianNs, result.flexibleP99Ns) = (flexibleTimes.median, flexibleTimes.p99)
    // At a million values some title words are in more than 20,000 values (with their
    // typo readings), past which the engine does not look a word up as an open value.
    var open = Check(name: "open value", required: 0.9, acceptsChoice: true)
    let openTimes = measure(workload.openValueUtterances(count: n, seed: 3), &open)
    (result.openValueMedianNs, result.openValueP99Ns) = (openTimes.median, openTimes.p99)
    var none = Check(name: "no match", required: 0.99)
    let noneTimes = measure(workload.nonMatchingUtterances(count: n, seed: 4), &none)
    (result.noMatchMedianNs, result.noMatchP99Ns) = (noneTimes.median, noneTimes.p99)

    // Updates. Each changes the title of values not changed before, to titles no value has.
    var current = workload.catalog.types[type]!.values
    let suggested = workload.catalog.types[type]!.suggested!
    var serial = 0
    var changed: [(id: String, old: String, new: String)] = []
    var latestTitle: [String: String] = [:]
    func renamed(_ index: Int) -> ParameterValue {
        var value = current[index]
        let old = value.title
        value.title = workload.updatedTitle(serial)
        serial += 1
        changed.append((value.id, old, value.title))
        latestTitle[value.id] = value.title
        current[index] = value
        return value
    }
    var next = 0
    func nextIndex() -> Int {
        defer { next += 1 }
        return (next &* 7_919) % size  // spread over the suggested values, distinct while next < size
    }
    let fullRepeats = size >= 1_000_000 ? 3 : (size >= 100_000 ? 5 : 20)
    var delta1 = Latencies(), delta1000 = Latencies(), full1 = Latencies(), full1000 = Latencies()
    for _ in 0..<200 {
        let value = renamed(nextIndex())
        delta1.record(try Measure.time { try matcher.updateValues(app: app, type: type, upserting: [value]) }.nanoseconds)
    }
    for _ in 0..<5 {
        let values = (0..<min(1_000, size)).map { _ in renamed(nextIndex()) }
        delta1000.record(try Measure.time { try matcher.updateValues(app: app, type: type, upserting: values) }.nanoseconds)
    }
    for _ in 0..<fullRepeats {
        _ = renamed(nextIndex())
        let values = current
        full1.record(try Measure.time {
            try matcher.updateValues(app: app, type: type, values: values, suggested: suggested)
        }.nanoseconds)
    }
    for _ in 0..<fullRepeats {
        for _ in 0..<min(1_000, size) { _ = renamed(nextIndex()) }
        let values = current
        full1000.record(try Measure.time {
            try matcher.updateValues(app: app, type: type, values: values, suggested: suggested)
        }.nanoseconds)
    }
    (result.delta1Ns, result.delta1000Ns) = (delta1.median, delta1000.median)
    (result.update1Ns, result.update1000Ns) = (full1.median, full1000.median)

    // Every renamed value answers to its new title and no longer to its old one.
    var updates = Check(name: "updates", required: 1)
    var random = SplitMix64(seed: 5)
    for _ in 0..<min(500, changed.count) {
        let change = changed[random.next(below: changed.count)]
        guard latestTitle[change.id] == change.new else { continue }
        let now = matcher.match("open \(change.new) in \(app)")
        updates.record(isRight(now, Workload.Expectation(intent: "OpenItem", value: change.id)),
                       "'open \(change.new)': \(describe(now))")
        let before = matcher.match("open \(change.old) in \(app)")
        updates.record(before.best?.parameter?.value != change.id || before.best?.kind == .openValue,
                       "'open \(change.old)' (old title): \(describe(before))")
    }
    if size <= 100_000 {
        var invariants = Check(name: "invariants", required: 1)
        do { try matcher.checkInvariants(); invariants.record(true, "") } catch { invariants.record(false, "\(error)") }
        result.checks.append(invariants)
    }
    result.checks += [exact, flexible, open, none, updates]
    return result
}

/// Materialises the workload as strings (unless too many), times the same utterances and
/// updates, and checks the answers.
func runBaseline(size: Int, settings: RunSettings) -> PartResult {
    var result = PartResult()
    let workload = Workload(size: size)
    result.inputRSSBytes = Measure.residentBytes()
    let cpuBefore = Measure.cpuTime()
    let (compileNs, built) = Measure.time { NaiveMatcher(catalog: workload.catalog, limit: settings.baselineLimit) }
    let compileCPUNs = Measure.cpuTime() - cpuBefore
    guard let naive = built else {
        result.skipped = "more than \(settings.baselineLimit) strings"
        return result
    }
    result.compileSeconds = Double(compileNs) / 1e9
    result.compileCPUSeconds = Double(compileCPUNs) / 1e9
    result.peakRSSBytes = Measure.peakResidentBytes()
    result.strings = naive.count
    let n = settings.utterances
    var samples: [String: Int] = [:]

    func isRight(_ answer: NaiveMatcher.Answer?, _ expected: Workload.Expectation?, _ check: inout Check) -> Bool {
        guard let expected else { return answer == nil }
        guard let answer else { return false }
        let found = answer.invocations.contains {
            let (intent, value) = naive.describe($0)
            return intent == expected.intent && value == expected.value
        }
        if found, answer.invocations.count > 1, check.acceptsChoice { check.asked += 1; return true }
        return found && answer.invocations.count == 1
    }
    func measure(_ kind: String, _ utterances: [Workload.Utterance], capped: Bool, _ check: inout Check) -> Latencies {
        var latencies = Latencies()
        let start = Measure.now()
        for utterance in utterances {
            if capped, Double(Measure.now() - start) / 1e9 > settings.baselineSeconds { break }
            let (ns, answer) = Measure.time { naive.match(utterance.text) }
            latencies.record(ns)
            let right = isRight(answer, utterance.expected, &check)
            check.record(right, "'\(utterance.text)': expected \(describe(utterance.expected))")
        }
        if latencies.count < utterances.count { samples[kind] = latencies.count }
        return latencies
    }

    var exact = Check(name: "exact", required: 1)
    let exactTimes = measure("exact", workload.exactUtterances(count: n, seed: 1), capped: false, &exact)
    (result.exactMedianNs, result.exactP99Ns) = (exactTimes.median, exactTimes.p99)
    var flexible = Check(name: "flexible", required: 0.8, acceptsChoice: true)
    let flexibleTimes = measure("flexible", workload.flexibleUtterances(count: n, seed: 2), capped: true, &flexible)
    (result.flexibleMedianNs, result.flexibleP99Ns) = (flexibleTimes.median, flexibleTimes.p99)
    var none = Check(name: "no match", required: 0.99)
    let noneTimes = measure("noMatch", workload.nonMatchingUtterances(count: n, seed: 4), capped: true, &none)
    (result.noMatchMedianNs, result.noMatchP99Ns) = (noneTimes.median, noneTimes.p99)
    result.samples = samples.isEmpty ? nil : samples

    // Updates, as for the engine.
    let type = Workload.entityType
    var current = workload.catalog.types[type]!.values
    let suggested = workload.catalog.types[type]!.suggested!
    var serial = 0
    var next = 0
    func renamed() -> ParameterValue {
        let index = (next &* 7_919) % size
        next += 1
        current[index].title = workload.updatedTitle(serial)
        serial += 1
        return current[index]
    }
    let fullRepeats = size >= 1_000_000 ? 3 : (size >= 100_000 ? 5 : 20)
    var delta1 = Latencies(), delta1000 = Latencies(), full1 = Latencies(), full1000 = Latencies()
    for _ in 0..<200 {
        let value = renamed()
        delta1.record(Measure.time { naive.update(type: type, upserting: [value], removing: []) }.nanoseconds)
    }
    for _ in 0..<5 {
        let values = (0..<min(1_000, size)).map { _ in renamed() }
        delta1000.record(Measure.time { naive.update(type: type, upserting: values, removing: []) }.nanoseconds)
    }
    for _ in 0..<fullRepeats {
        _ = renamed()
        let values = current
        full1.record(Measure.time { naive.update(type: type, values: values, suggested: suggested) }.nanoseconds)
    }
    for _ in 0..<fullRepeats {
        for _ in 0..<min(1_000, size) { _ = renamed() }
        let values = current
        full1000.record(Measure.time { naive.update(type: type, values: values, suggested: suggested) }.nanoseconds)
    }
    (result.delta1Ns, result.delta1000Ns) = (delta1.median, delta1000.median)
    (result.update1Ns, result.update1000Ns) = (full1.median, full1000.median)
    result.checks = [exact, flexible, none]
    return result
}

/// One piece alone, for a profiler (`--part workload|compile|exact|flexible|open|nomatch|update`):
/// compiles, then matches or updates without timing or checking.
func runPiece(_ piece: String, size: Int, settings: RunSettings) throws {
    let workload = Workload(size: size)
    guard piece != "workload" else { return print("workload: \(workload.catalog.types.count) types") }
    let matcher = try PhraseMatcher(catalogs: [workload.catalog])
    let n = settings.utterances
    let utterances: [Workload.Utterance]
    switch piece {
    case "exact": utterances = workload.exactUtterances(count: n, seed: 1)
    case "flexible": utterances = workload.flexibleUtterances(count: n, seed: 2)
    case "open": utterances = workload.openValueUtterances(count: n, seed: 3)
    case "nomatch": utterances = workload.nonMatchingUtterances(count: n, seed: 4)
    case "update":
        var values = workload.catalog.types[Workload.entityType]!.values
        for i in 0..<min(n, size) { values[i].title = workload.updatedTitle(i) }
        try matcher.updateValues(app: Workload.appName, type: Workload.entityType, values: values,
                                 suggested: workload.catalog.types[Workload.entityType]!.suggested)
        utterances = []
    default: utterances = []
    }
    var matched = 0
    for utterance in utterances where matcher.match(utterance.text).status == .matched { matched += 1 }
    print("\(piece): \(matched)/\(utterances.count) matched")
}
