import Foundation

/// Typed utterances with the outcome each must have: `corpus/<App>.<locale>.tsv`.
///
///     utterance<TAB>expect
///     open want to read in library<TAB>OpenShelf(wantToRead)
///     what's the weather<TAB>-
package struct Corpus: Hashable, Sendable {
    /// What an utterance must resolve to.
    public enum Expectation: Hashable, Sendable, CustomStringConvertible {
        /// `Intent` or `Intent(value)`: matched to the intent (and the value's id).
        case intent(String, value: String?)
        /// `?`: the user must be asked to choose.
        case ambiguous
        /// `needsValue:Intent`: the intent, asking for its value.
        case needsValue(String)
        /// `-`: must not match (no match, or a negative phrase).
        case noMatch

        public var description: String {
            switch self {
            case .intent(let intent, let value): intent + (value.map { "(\($0))" } ?? "")
            case .ambiguous: "?"
            case .needsValue(let intent): "needsValue:\(intent)"
            case .noMatch: "-"
            }
        }

        /// The kind, for per-kind accuracy: `intent`, `value`, `ambiguous`, `needsValue`, `noMatch`.
        public var kind: String {
            switch self {
            case .intent(_, let value): value == nil ? "intent" : "value"
            case .ambiguous: "ambiguous"
            case .needsValue: "needsValue"
            case .noMatch: "noMatch"
            }
        }
    }

    public struct Entry: Hashable, Sendable {
        public var line: Int
        public var utterance: String
        public var expectation: Expectation
    }

    public var file: String
    /// The app the file is for: the first part of its name (`Library` of `Library.en.tsv`).
    public var app: String
    public var locale: String
    public var entries: [Entry]

    /// `(app, locale)` from a file name `<App>.<locale>.tsv`.
    public static func nameParts(of path: String) -> (app: String, locale: String)? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard name.hasSuffix(".tsv") else { return nil }
        let parts = name.dropLast(4).split(separator: ".")
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// Parses a corpus, checking every line against `catalog` (intents and value ids) when
    /// given. Every problem is reported, as `FILE:LINE: message`, with the line as typed (tabs
    /// shown as `→`) in `phrase` and the part at fault in `span`. A UTF-16 file (what a
    /// spreadsheet saves as "Unicode text") is read as its text; a file with a NUL, at least
    /// half of whose lines are no UTF-8 text, is no text, and is one problem, not one a line.
    /// - Complexity: O(n) in the size of the file.
    public static func parse(_ data: Data, file: String, app: String, locale: String, catalog: Catalog?)
        -> (corpus: Corpus, problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var entries: [Entry] = []
        var data = data
        let bytes = [UInt8](data)
        if SourceText.utf16Order(of: bytes) != nil {
            do {
                data = Data(try SourceText(bytes: bytes, file: file).utf8)
            } catch {
                let reason = (error as? StringsFileError)?.message ?? "\(error)"
                let line = (error as? StringsFileError)?.line ?? 1
                return (Corpus(file: file, app: app, locale: locale, entries: []),
                        [Diagnostic(.error, .unreadableFile(reason), file: file, line: line, note: "save the file as UTF-8")])
            }
        } else if let nul = bytes.firstIndex(of: 0), Self.isMostlyBinary(data) {
            return (Corpus(file: file, app: app, locale: locale, entries: []),
                    [Diagnostic(.error, .corpusNotText(byte: nul), file: file,
                                note: "a corpus is text: save it as UTF-8, tab-separated, one 'utterance<TAB>expect' a line")])
        }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var sawHeader = false
        var headerLine = 1
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            var bytes = raw
            if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
            func problem(_ kind: Diagnostic.Kind, _ line: String, span: Range<Int>? = nil, note: String? = nil) {
                let shown = Self.shown(line)
                let clamped = span.map { min($0.lowerBound, shown.count)..<min($0.upperBound, shown.count) }
                problems.append(Diagnostic(.error, kind, phrase: shown, file: file, line: number,
                                           span: clamped.flatMap { $0.isEmpty ? nil : $0 }, note: note))
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let offset = Self.firstInvalidUTF8(in: Array(bytes))
                let lossy = String(decoding: bytes, as: UTF8.self)
                let column = String(decoding: bytes.prefix(offset), as: UTF8.self).count
                problem(.invalidUTF8(byte: offset + 1), lossy, span: column..<column + 1,
                        note: "save the file as UTF-8")
                continue
            }
            var line = text
            if index == 0, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if !sawHeader {
                sawHeader = true
                headerLine = number
                if columns.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) == ["utterance", "expect"] { continue }
                problem(.missingCorpusHeader(found: Self.shown(line)), line,
                        note: "the first line that is not a comment names the columns: utterance<TAB>expect")
                if columns.count != 2 { continue }
            }
            guard columns.count == 2 else {
                if columns.count > 2 {
                    let extra = columns[0].count + columns[1].count + 2
                    problem(.wrongColumnCount(found: columns.count), line,
                            span: extra - 1..<line.count, note: "a tab in the utterance? The utterance is the first column, the expectation the second")
                } else {
                    problem(.wrongColumnCount(found: 1), line,
                            span: 0..<line.count,
                            note: line.contains("  ") ? "separate the columns with a tab, not spaces" : "add a tab and the expected outcome")
                }
                continue
            }
            let utterance = columns[0]
            let rawExpect = columns[1]
            let expect = rawExpect.trimmingCharacters(in: .whitespaces)
            let expectStart = utterance.count + 1 + (rawExpect.prefix { $0 == " " }.count)
            guard !utterance.trimmingCharacters(in: .whitespaces).isEmpty else {
                problem(.emptyUtterance, line, span: 0..<1, note: "write the utterance before the tab")
                continue
            }
            switch Self.expectation(expect) {
            case .failure(let error):
                problem(error.kind, line, span: expectStart..<expectStart + max(expect.count, 1),
                        note: "write Intent, Intent(value), ?, needsValue:Intent or -")
            case .success(let expectation):
                if let catalog, let unknown = Self.unknownName(in: expectation, catalog: catalog) {
                    let offset = expect.range(of: unknown.name).map { expect.distance(from: expect.startIndex, to: $0.lowerBound) } ?? 0
                    problem(unknown.kind, line, span: expectStart + offset..<expectStart + offset + unknown.name.count, note: unknown.note)
                    continue
                }
                entries.append(Entry(line: number, utterance: utterance, expectation: expectation))
            }
        }
        if !sawHeader {
            problems.append(Diagnostic(.error, .emptyCorpus, file: file, line: 1))
        } else if entries.isEmpty, problems.isEmpty {
            // Header only: reported, or it would pass any --min-accuracy as "100.0% (0 of 0)".
            problems.append(Diagnostic(.error, .corpusWithoutUtterances, file: file, line: headerLine,
                                       note: "add one line per utterance: utterance<TAB>expect"))
        }
        return (Corpus(file: file, app: app, locale: locale, entries: entries), problems)
    }

    /// Whether at least half the lines of `data` are no UTF-8 text or hold a NUL: a
    /// spreadsheet or an archive, not a corpus with a stray control character in a line
    /// (which is reported on its line).
    static func isMostlyBinary(_ data: Data) -> Bool {
        let lines = data.split(separator: UInt8(ascii: "\n"))
        let binary = lines.filter { $0.contains(0) || String(validating: $0, as: UTF8.self) == nil }.count
        return !lines.isEmpty && binary * 2 >= lines.count
    }

    private struct SyntaxError: Error { var kind: Diagnostic.Kind }

    private static func expectation(_ text: String) -> Result<Expectation, SyntaxError> {
        if text == "-" { return .success(.noMatch) }
        if text == "?" { return .success(.ambiguous) }
        if text.isEmpty { return .failure(SyntaxError(kind: .emptyExpectation)) }
        if text.hasPrefix("needsValue:") {
            let intent = String(text.dropFirst("needsValue:".count)).trimmingCharacters(in: .whitespaces)
            guard isIdentifier(intent) else { return .failure(SyntaxError(kind: .badExpectation(text, expected: .needsValue))) }
            return .success(.needsValue(intent))
        }
        if let open = text.firstIndex(of: "(") {
            guard text.hasSuffix(")") else { return .failure(SyntaxError(kind: .badExpectation(text, expected: .closingParenthesis))) }
            let intent = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            let value = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            guard isIdentifier(intent), !value.isEmpty else {
                return .failure(SyntaxError(kind: .badExpectation(text, expected: .intentWithValue)))
            }
            return .success(.intent(intent, value: value))
        }
        guard isIdentifier(text) else { return .failure(SyntaxError(kind: .badExpectation(text, expected: nil))) }
        return .success(.intent(text, value: nil))
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func unknownName(in expectation: Expectation, catalog: Catalog) -> (kind: Diagnostic.Kind, name: String, note: String?)? {
        let intent: String
        var value: String? = nil
        switch expectation {
        case .intent(let name, let id): intent = name; value = id
        case .needsValue(let name): intent = name
        case .ambiguous, .noMatch: return nil
        }
        guard let descriptor = catalog.intents[intent] else {
            let suggestion = Suggestion.closest(to: intent, among: catalog.intents.keys.sorted())
            return (.unknownExpectedIntent(intent, suggestion: suggestion), intent,
                    "\(catalog.app.name) has the intents " + catalog.intents.keys.sorted().joined(separator: ", "))
        }
        if case .needsValue = expectation, !descriptor.parameters.contains(where: { !$0.isOptional }) {
            return (.intentWithoutRequiredParameter(intent), intent, "write '\(intent)'")
        }
        guard let value else { return nil }
        let ids = descriptor.parameters.compactMap { catalog.types[$0.type] }.flatMap { $0.values.map(\.id) }
        guard !ids.contains(value) else { return nil }
        let suggestion = Suggestion.closest(to: value, among: ids)
        let types = descriptor.parameters.compactMap { catalog.types[$0.type] != nil ? $0.type : nil }
        guard !types.isEmpty else {
            return (.intentWithoutValueType(intent, value: value), value,
                    "write '\(intent)' or 'needsValue:\(intent)'")
        }
        return (.unknownExpectedValue(value, intent: intent, suggestion: suggestion), value,
                ids.count <= 12 ? "\(types.joined(separator: ", ")) ids: " + ids.joined(separator: ", ")
                    : "\(ids.count) \(types.joined(separator: ", ")) ids, such as " + ids.prefix(6).joined(separator: ", "))
    }

    static func shown(_ line: String) -> String {
        let visible = line.replacingOccurrences(of: "\t", with: "→")
        return visible.count > 80 ? String(visible.prefix(77)) + "…" : visible
    }

    /// The offset of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput, .error: return offset
            }
        }
    }
}
