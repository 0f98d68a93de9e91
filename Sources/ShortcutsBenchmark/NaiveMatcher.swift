import PhraseMatching

/// The baseline the engine is measured against: every phrase × value name materialised as
/// one normalised string. Exact matching is a dictionary lookup; flexible matching scans
/// every string with the engine's edit rules (typos of 1 edit in words of 4+ letters and 2
/// in 8+, filler words, other words added, function words left out) and their costs.
///
///     let naive = NaiveMatcher(catalog: workload.catalog, limit: 2_000_000)
///     naive?.match("open quiet harbor of belaton in atlas")
///
/// It does not know the app name may move to the start, or multi-word fillers: it is
/// meant to show what expansion costs, not to match as well as the engine.
final class NaiveMatcher {
    /// A shortcut (index in the catalog) and the value filling its phrase (a slot in
    /// `values` of its type, or -1).
    struct Invocation: Hashable {
        var shortcut: Int32
        var type: Int32
        var slot: Int32
    }

    /// What an utterance resolved to: the invocations of the best string (several if
    /// strings tie or one string has several meanings) and its cost.
    struct Answer {
        var invocations: [Invocation]
        var cost: Double
    }

    private let catalog: Catalog
    private let normalizer = Normalizer(locale: "en")
    private let options = MatchOptions()
    /// Per phrase: the normalised text before and after its parameter, and its type.
    private var phrases: [(shortcut: Int32, before: String, after: String, type: Int32?)] = []
    /// Types with values, by index: name, values by slot, slot by id.
    private var typeNames: [String] = []
    private var values: [[ParameterValue?]] = []
    private var slotByID: [[String: Int32]] = []
    /// Normalised string → what it invokes. Strings with several meanings keep the rest in
    /// `more`.
    private var table: [String: Invocation] = [:]
    private var more: [String: [Invocation]] = [:]

    /// How many strings the baseline holds.
    var count: Int { table.count }

    /// Materialises the catalog, or returns `nil` when it would hold more than `limit` strings.
    init?(catalog: Catalog, limit: Int) {
        self.catalog = catalog
        for name in catalog.types.keys.sorted() {
            let type = catalog.types[name]!
            typeNames.append(name)
            let phraseValues = type.phraseValues
            values.append(phraseValues)
            var slots: [String: Int32] = [:]
            for (slot, value) in phraseValues.enumerated() { slots[value.id] = Int32(slot) }
            slotByID.append(slots)
        }
        let appName = normalizer.normalized(catalog.app.name)
        var expected = 0
        for (s, shortcut) in catalog.shortcuts.enumerated() {
            for source in shortcut.phrases {
                var before: [String] = []
                var after: [String] = []
                var type: Int32? = nil
                for segment in PhraseTemplate(source).segments {
                    var text: String
                    switch segment {
                    case .text(let literal): text = normalizer.normalized(literal)
                    case .applicationName: text = appName
                    case .parameter(let name):
                        if let typeName = catalog.intents[shortcut.intent]?.parameter(named: name)?.type {
                            type = typeNames.firstIndex(of: typeName).map(Int32.init)
                        }
                        continue
                    }
                    if text.isEmpty { continue }
                    if type == nil { before.append(text) } else { after.append(text) }
                }
                phrases.append((Int32(s), before.joined(separator: " "), after.joined(separator: " "), type))
                if let type { expected += values[Int(type)].reduce(0) { $0 + ($1?.names.count ?? 0) } } else { expected += 1 }
            }
        }
        guard expected <= limit else { return nil }
        table.reserveCapacity(expected)
        for (p, phrase) in phrases.enumerated() {
            if let type = phrase.type {
                for (slot, value) in values[Int(type)].enumerated() {
                    guard let value else { continue }
                    addStrings(phrase: p, value: value, type: type, slot: Int32(slot))
                }
            } else {
                let text = [phrase.before, phrase.after].filter { !$0.isEmpty }.joined(separator: " ")
                add(text, Invocation(shortcut: phrase.shortcut, type: -1, slot: -1))
            }
        }
    }

    private func add(_ text: String, _ invocation: Invocation) {
        if let existing = table[text] {
            if existing != invocation, !(more[text]?.contains(invocation) ?? false) { more[text, default: []].append(invocation) }
        } else {
            table[text] = invocation
        }
    }

    private func strings(phrase: Int, value: ParameterValue) -> [String] {
        let p = phrases[phrase]
        return value.names.map { name in
            [p.before, normalizer.normalized(name), p.after].filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    private func addStrings(phrase: Int, value: ParameterValue, type: Int32, slot: Int32) {
        for text in strings(phrase: phrase, value: value) {
            add(text, Invocation(shortcut: phrases[phrase].shortcut, type: type, slot: slot))
        }
    }

    private func removeStrings(phrase: Int, value: ParameterValue, type: Int32, slot: Int32) {
        let invocation = Invocation(shortcut: phrases[phrase].shortcut, type: type, slot: slot)
        for text in strings(phrase: phrase, value: value) {
            if var others = more[text] {
                if table[text] == invocation { table[text] = others.removeFirst() } else { others.removeAll { $0 == invocation } }
                more[text] = others.isEmpty ? nil : others
            } else if table[text] == invocation {
                table[text] = nil
            }
        }
    }

    // MARK: Matching

    /// Exact lookup, then a flexible scan of every string.
    func match(_ utterance: String) -> Answer? {
        let text = normalizer.normalized(utterance)
        if let first = table[text] { return Answer(invocations: [first] + (more[text] ?? []), cost: 0) }
        return scan(normalizer.tokens(utterance))
    }

    /// The intent and value id an invocation stands for.
    func describe(_ invocation: Invocation) -> (intent: String, value: String?) {
        let intent = catalog.shortcuts[Int(invocation.shortcut)].intent
        guard invocation.type >= 0 else { return (intent, nil) }
        return (intent, values[Int(invocation.type)][Int(invocation.slot)]?.id)
    }

    private func scan(_ tokens: [String]) -> Answer? {
        let typed = tokens.map { Array($0.utf8) }
        let fillerFlags = tokens.map { Self.fillers.contains($0) }
        let maxCost = 1 - options.threshold
        var best: Answer? = nil
        var scratch = Scratch(rows: typed.count + 1)
        for (text, invocation) in table {
            var text = text
            let cost = text.withUTF8 { bytes in
                alignmentCost(typed, fillerFlags, bytes, limit: min(maxCost, best?.cost ?? maxCost), &scratch)
            }
            guard let cost else { continue }
            if let current = best, current.cost <= cost {
                if current.cost == cost { best!.invocations.append(invocation) }
                continue
            }
            best = Answer(invocations: [invocation] + (more[text] ?? []), cost: cost)
        }
        return best
    }

    private struct Scratch {
        var words: [(start: Int, end: Int)] = []
        var previous: [Double] = []
        var current: [Double] = []
        var edits: [Int] = []
        init(rows: Int) {}
    }

    /// The cheapest alignment of the typed tokens with the words of `candidate`, if within `limit`.
    private func alignmentCost(_ typed: [[UInt8]], _ fillerFlags: [Bool], _ candidate: UnsafeBufferPointer<UInt8>,
                               limit: Double, _ scratch: inout Scratch) -> Double? {
        scratch.words.removeAll(keepingCapacity: true)
        var start = 0
        for (index, byte) in candidate.enumerated() where byte == UInt8(ascii: " ") {
            scratch.words.append((start, index))
            start = index + 1
        }
        scratch.words.append((start, candidate.count))
        let m = scratch.words.count
        let infinity = Double.infinity
        // Row 0: phrase words left out before any typed token.
        scratch.previous.removeAll(keepingCapacity: true)
        scratch.previous.append(0)
        for j in 1...m {
            let word = scratch.words[j - 1]
            let missing = isFunctionWord(candidate, word) ? options.missingWordCost : infinity
            scratch.previous.append(scratch.previous[j - 1] + missing)
        }
        for i in 1...typed.count {
            let token = typed[i - 1]
            let added = fillerFlags[i - 1] ? options.fillerCost : options.extraWordCost
            scratch.current.removeAll(keepingCapacity: true)
            scratch.current.append(scratch.previous[0] + added)
            var rowMinimum = scratch.current[0]
            for j in 1...m {
                let word = scratch.words[j - 1]
                var cost = scratch.previous[j] + added
                let replaced = scratch.previous[j - 1]
                if replaced < cost {
                    if let edits = typingDistance(token, candidate, word) {
                        cost = min(cost, replaced + Double(edits) * options.typoCost)
                    }
                }
                if isFunctionWord(candidate, word) { cost = min(cost, scratch.current[j - 1] + options.missingWordCost) }
                scratch.current.append(cost)
                rowMinimum = min(rowMinimum, cost)
            }
            if rowMinimum > limit { return nil }
            swap(&scratch.previous, &scratch.current)
        }
        let total = scratch.previous[m]
        return total <= limit ? total : nil
    }

    /// 0 for the same word, else the typing errors within the word's tolerance, else `nil`.
    private func typingDistance(_ token: [UInt8], _ candidate: UnsafeBufferPointer<UInt8>,
                                _ word: (start: Int, end: Int)) -> Int? {
        let length = word.end - word.start
        if length == token.count {
            var same = true
            for k in 0..<length where candidate[word.start + k] != token[k] { same = false; break }
            if same { return 0 }
        }
        let tolerance = length >= 8 ? 2 : (length >= 4 ? 1 : 0)
        guard tolerance > 0, abs(length - token.count) <= tolerance else { return nil }
        return Self.boundedDistance(token, UnsafeBufferPointer(rebasing: candidate[word.start..<word.end]), limit: tolerance)
    }

    /// Optimal string alignment distance, or `nil` above `limit`.
    static func boundedDistance(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        let n = a.count, m = b.count
        var previous2 = [Int](repeating: 0, count: m + 1)
        var previous = Array(0...m)
        var current = [Int](repeating: 0, count: m + 1)
        for i in 1...n {
            current[0] = i
            var rowMinimum = i
            for j in 1...m {
                var best = min(previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, previous2[j - 2] + 1) }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return nil }
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        return previous[m] <= limit ? previous[m] : nil
    }

    private func isFunctionWord(_ candidate: UnsafeBufferPointer<UInt8>, _ word: (start: Int, end: Int)) -> Bool {
        let length = word.end - word.start
        guard length <= 5 else { return false }
        outer: for function in Self.functionWords where function.count == length {
            for k in 0..<length where candidate[word.start + k] != function[k] { continue outer }
            return true
        }
        return false
    }

    /// English, as the engine's `LocaleRules` has them (single-word fillers only).
    static let fillers: Set<String> = ["please", "pls", "plz", "kindly", "the", "a", "an", "my", "hey", "siri",
                                       "ok", "okay", "hi", "just", "now", "thanks", "quickly", "app", "up", "me",
                                       "some", "go", "um", "uh"]
    static let functionWords: [[UInt8]] = ["in", "on", "at", "to", "from", "with", "using", "of", "for", "the", "a",
                                           "an", "my", "me", "into", "via", "by", "and", "some", "up"].map { Array($0.utf8) }

    // MARK: Updating

    /// Replaces the values of `type`: compares with the current ones, then applies the changes.
    func update(type typeName: String, values newValues: [ParameterValue], suggested: [String]) {
        guard let type = typeNames.firstIndex(of: typeName) else { return }
        let phraseIDs = Set(suggested)
        var byID: [String: ParameterValue] = [:]
        for value in newValues where phraseIDs.contains(value.id) { byID[value.id] = value }
        var upserting: [ParameterValue] = []
        for value in byID.values {
            if let slot = slotByID[type][value.id], values[type][Int(slot)] == value { continue }
            upserting.append(value)
        }
        let removing = slotByID[type].keys.filter { byID[$0] == nil }
        update(type: typeName, upserting: upserting, removing: removing)
    }

    /// Adds or changes `upserting` and removes the values with ids `removing`.
    func update(type typeName: String, upserting: [ParameterValue], removing: [String]) {
        guard let type = typeNames.firstIndex(of: typeName) else { return }
        let phraseIndices = phrases.indices.filter { phrases[$0].type == Int32(type) }
        func remove(_ id: String) {
            guard let slot = slotByID[type][id], let old = values[type][Int(slot)] else { return }
            for p in phraseIndices { removeStrings(phrase: p, value: old, type: Int32(type), slot: slot) }
            values[type][Int(slot)] = nil
            slotByID[type][id] = nil
        }
        for id in removing { remove(id) }
        for value in upserting {
            remove(value.id)
            let slot = Int32(values[type].count)
            values[type].append(value)
            slotByID[type][value.id] = slot
            for p in phraseIndices { addStrings(phrase: p, value: value, type: Int32(type), slot: slot) }
        }
    }
}
