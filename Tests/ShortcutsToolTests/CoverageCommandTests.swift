import Foundation
import Testing
import TestSupport
import PhraseMatching
import ShortcutKit
import ShortcutsCLI
import SampleApps

/// `shortcuts coverage`: the exact reports for a small corpus (golden files), every corpus
/// error, the JSON schema, exit codes.
///
/// Re-record the golden files after an intended change with
/// `SHORTCUTS_RECORD_GOLDEN=1 swift test --filter CoverageCommandTests`, then read the diff.
@Suite struct CoverageCommandTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path
    static let manifest = golden + "/Bookshelf.shortcuts.json"
    static let corpus = golden + "/Bookshelf.en.tsv"
    static let broken = golden + "/Broken/Bookshelf.en.tsv"

    /// Runs the tool; paths to the golden folder are shown as `Golden/`.
    static func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
        let transcript = ToolTranscript()
        // The sample apps' stores, reset and held while the tool reads them.
        let status = (try? await SampleApps.withFreshStores {
            await ShortcutsTool.run(arguments: arguments, apps: SampleApps.all, io: transcript.io)
        }) ?? -1
        func clean(_ text: String) -> String {
            var text = text.replacingOccurrences(of: golden + "/", with: "Golden/")
            if let range = text.range(of: "Tests/ShortcutsToolTests/Golden/") { text = text.replacingOccurrences(of: text[range], with: "Golden/") }
            return text
        }
        return (status, clean(transcript.output), clean(transcript.error))
    }

    /// Compares `text` with the golden file `name`, or writes it when re-recording.
    static func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectTranscript(text, goldenFile: golden + "/" + name, sourceLocation: sourceLocation)
    }

    // MARK: Reports

    @Test func textReport() async throws {
        let result = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.corpus])
        #expect(result.status == ShortcutsTool.ExitCode.success)
        #expect(result.error.isEmpty)
        try Self.expectGolden(result.output, "coverage.txt")
    }

    @Test func jsonReport() async throws {
        let result = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.corpus, "--json"])
        #expect(result.status == ShortcutsTool.ExitCode.success)
        try Self.expectGolden(result.output, "coverage.json")
    }

    @Test func markdownReport() async throws {
        let result = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.corpus, "--markdown"])
        #expect(result.status == ShortcutsTool.ExitCode.success)
        try Self.expectGolden(result.output, "coverage.md")
    }

    /// Every key the README documents, at every level.
    @Test func jsonSchemaKeys() async throws {
        let result = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.corpus, "--json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["accuracy", "correct", "total", "falseAccepts", "outOfScope", "corpora"])
        let corpus = try #require((root["corpora"] as? [[String: Any]])?.first)
        #expect(Set(corpus.keys) == ["file", "app", "locale", "accuracy", "correct", "total", "byKind", "outOfScope",
                                     "falseAccepts", "misses", "shortcuts", "negativePhrases", "unreachedPhrases",
                                     "appShortcuts", "unreachedValues"])
        let byKind = try #require(corpus["byKind"] as? [String: [String: Any]])
        #expect(Set(byKind.keys).isSubset(of: Set(CoverageRenderer.kinds)))
        for tally in byKind.values { #expect(Set(tally.keys) == ["correct", "total", "accuracy"]) }
        let miss = try #require((corpus["misses"] as? [[String: Any]])?.first)
        #expect(Set(miss.keys) == ["line", "utterance", "expected", "kind", "got", "score", "closest"])
        let shortcut = try #require((corpus["shortcuts"] as? [[String: Any]])?.first)
        #expect(Set(shortcut.keys) == ["intent", "hits", "phrases"])
        let phrase = try #require((shortcut["phrases"] as? [[String: Any]])?.first)
        #expect(Set(phrase.keys) == ["phrase", "hits"])
        let negative = try #require((corpus["negativePhrases"] as? [[String: Any]])?.first)
        #expect(Set(negative.keys) == ["phrase", "hits"])
        let unreached = try #require((corpus["unreachedPhrases"] as? [[String: Any]])?.first)
        #expect(Set(unreached.keys) == ["intent", "phrase"])
        let appShortcuts = try #require(corpus["appShortcuts"] as? [String: Any])
        #expect(Set(appShortcuts.keys) == ["reached", "total", "unreached"])
        let unreachedAppShortcut = try #require((appShortcuts["unreached"] as? [[String: Any]])?.first)
        #expect(Set(unreachedAppShortcut.keys) == ["intent", "phrase", "type", "total", "values"])
        let value = try #require((unreachedAppShortcut["values"] as? [[String: Any]])?.first)
        #expect(Set(value.keys) == ["id", "title"])
        #expect(corpus["unreachedValues"] is [Any])
    }

    @Test func coloursOnlyWhenAsked() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.corpus))
        let (corpus, problems) = Corpus.parse(data, file: "Bookshelf.en.tsv", app: "Bookshelf", locale: "en", catalog: Self.catalog)
        #expect(problems.isEmpty)
        let report = CoverageReport(corpus: corpus, matcher: try PhraseMatcher(catalogs: [Self.catalog]), catalog: Self.catalog)
        #expect(!CoverageRenderer.text([report]).contains("\u{1B}"))
        let painted = CoverageRenderer.text([report], colors: true)
        #expect(painted.hasPrefix("\u{1B}[1mBookshelf [en]  Bookshelf.en.tsv\u{1B}[0m\n"))
        #expect(painted.contains("\u{1B}[1;31m  wrong (2):\u{1B}[0m"))
        #expect(painted.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[1;31m", with: "")
                    .replacingOccurrences(of: "\u{1B}[33m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
                == CoverageRenderer.text([report]))
    }

    // MARK: Exit codes

    @Test func minAccuracy() async throws {
        let below = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.corpus, "--min-accuracy", "90%"])
        #expect(below.status == ShortcutsTool.ExitCode.failure)
        #expect(below.error == "error: accuracy 84.6% is below the minimum 90.0% (--min-accuracy)\n")
        let above = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.corpus, "--min-accuracy", "0.75"])
        #expect(above.status == ShortcutsTool.ExitCode.success)
        let invalid = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.corpus, "--min-accuracy", "lots"])
        #expect(invalid.status == ShortcutsTool.ExitCode.usage)
        #expect(invalid.error.hasPrefix("Error: Invalid value 'lots' for '--min-accuracy <x>'"))
        // A bare number above 1 is neither a fraction nor, without '%', a percentage.
        let ambiguous = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.corpus, "--min-accuracy", "50"])
        #expect(ambiguous.status == ShortcutsTool.ExitCode.usage)
        #expect(ambiguous.error.hasPrefix("Error: Invalid value '50' for '--min-accuracy <x>': expected a number from 0 to 1, or a percentage such as 95%\n"))
        let both = await Self.run(["coverage", "--json", "--markdown"])
        #expect(both.status == ShortcutsTool.ExitCode.usage)
    }

    /// The bundled corpora: every app's accuracy and unreached phrases, exit 0.
    @Test func bundledCorpora() async throws {
        let result = await Self.run(["coverage"])
        #expect(result.status == ShortcutsTool.ExitCode.success, "\(result.error)")
        for header in ["Library [en]", "Travel Tracking [en]", "Trails [en]", "Summary"] {
            #expect(result.output.contains(header), "no '\(header)'")
        }
        #expect(result.output.contains("unreached phrases:"))
    }

    @Test func untranslatedPhrasesAreNamed() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Library.de.tsv").path
        try "utterance\texpect\nöffne dune\tOpenBook(dune)\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = await Self.run(["coverage", "--corpus", path, "--app", "Library"])
        #expect(result.status == ShortcutsTool.ExitCode.success)
        #expect(result.error.hasPrefix("warning: Library has "))
        #expect(result.error.hasSuffix(" phrases not translated to 'de'; the source-language phrases are matched instead (see 'shortcuts check --locale de').\n"))
    }

    // MARK: Corpus errors

    /// Every problem of a broken corpus, at once, then exit 65.
    @Test func corpusErrorsAllAtOnce() async throws {
        let result = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.broken])
        #expect(result.status == ShortcutsTool.ExitCode.invalidInput)
        #expect(result.output.isEmpty)
        try Self.expectGolden(result.error, "corpus-errors.txt")
    }

    @Test func unknownIntentEndToEnd() async throws {
        let result = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.broken])
        #expect(result.error.hasPrefix("Golden/Broken/Bookshelf.en.tsv:2: error: unknown intent 'OpenShelve' (did you mean 'OpenShelf'?)\n"))
    }

    static let catalog: Catalog = {
        let data = FileManager.default.contents(atPath: manifest)!
        return try! JSONDecoder().decode(Catalog.self, from: data)
    }()

    /// One problem line → its message and note, exactly.
    @Test(arguments: [
        ("open read\tOpenShelve(read)", "unknown intent 'OpenShelve' (did you mean 'OpenShelf'?)",
         "Bookshelf has the intents OpenBook, OpenShelf, ShowStats"),
        ("open x\tFrobnicate", "unknown intent 'Frobnicate'", "Bookshelf has the intents OpenBook, OpenShelf, ShowStats"),
        ("open dune\tOpenBook(dnue)", "unknown value 'dnue' for OpenBook (did you mean 'dune'?)",
         "Book ids: dune, road-1, road-2, emma"),
        ("open x\tOpenShelf(readd)", "unknown value 'readd' for OpenShelf (did you mean 'read'?)", "Shelf ids: wantToRead, read"),
        ("stats\tShowStats(all)", "ShowStats takes no value of an enum or entity, so 'ShowStats(all)' cannot be matched",
         "write 'ShowStats' or 'needsValue:ShowStats'"),
        ("stats\tneedsValue:ShowStats", "ShowStats has no required parameter, so it never asks for a value", "write 'ShowStats'"),
        ("just words", "expected 2 tab-separated columns (utterance, expect), found 1", "add a tab and the expected outcome"),
        ("open   read   OpenShelf(read)", "expected 2 tab-separated columns (utterance, expect), found 1",
         "separate the columns with a tab, not spaces"),
        ("hi\t-\textra", "expected 2 tab-separated columns (utterance, expect), found 3",
         "a tab in the utterance? The utterance is the first column, the expectation the second"),
        ("\tOpenShelf", "empty utterance", "write the utterance before the tab"),
        ("open x\t", "empty expectation", "write Intent, Intent(value), ?, needsValue:Intent or -"),
        ("open x\tOpenShelf(read", "bad expectation 'OpenShelf(read': missing ')'", "write Intent, Intent(value), ?, needsValue:Intent or -"),
        ("open x\tOpenShelf()", "bad expectation 'OpenShelf()': expected Intent(value)", "write Intent, Intent(value), ?, needsValue:Intent or -"),
        ("open x\tneedsValue:", "bad expectation 'needsValue:': expected needsValue:<Intent>", "write Intent, Intent(value), ?, needsValue:Intent or -"),
        ("open x\tOpen Shelf", "bad expectation 'Open Shelf'", "write Intent, Intent(value), ?, needsValue:Intent or -"),
    ])
    func corpusError(line: String, message: String, note: String) throws {
        let text = "utterance\texpect\n" + line + "\n"
        let (corpus, problems) = Corpus.parse(Data(text.utf8), file: "Bookshelf.en.tsv", app: "Bookshelf", locale: "en", catalog: Self.catalog)
        #expect(corpus.entries.isEmpty)
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.file == "Bookshelf.en.tsv" && problem.line == 2)
        #expect(problem.message == message)
        #expect(problem.note == note)
        #expect(problem.phrase == line.replacingOccurrences(of: "\t", with: "→"))
    }

    @Test func invalidUTF8() throws {
        var data = Data("utterance\texpect\nok\t-\n".utf8)
        data += Data([0x6F, 0x70, 0xFF, 0x65, 0x6E, 0x09, 0x2D, 0x0A])  // "op\u{FF}en\t-"
        let (corpus, problems) = Corpus.parse(data, file: "x.en.tsv", app: "Bookshelf", locale: "en", catalog: Self.catalog)
        #expect(corpus.entries.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.line == 3)
        #expect(problem.message == "invalid UTF-8 at byte 3 of the line")
        #expect(problem.span == 2..<3)
        #expect(problem.note == "save the file as UTF-8")
    }

    /// A spreadsheet's "Unicode text" (UTF-16, tab-separated) is read as the text it is.
    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf16])
    func aUTF16CorpusIsRead(encoding: String.Encoding) throws {
        let text = "utterance\texpect\r\nopen read\tOpenShelf(read)\r\nouvre à lire\t-\r\n"
        let data = try #require(text.data(using: encoding))
        let (corpus, problems) = Corpus.parse(data, file: "x.en.tsv", app: "Bookshelf", locale: "en", catalog: Self.catalog)
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(corpus.entries.map(\.utterance) == ["open read", "ouvre à lire"])
        #expect(corpus.entries.map(\.line) == [2, 3])
    }

    /// A file that is no text (a spreadsheet, an archive) is one problem, not one a line.
    @Test func aBinaryCorpusIsOneProblem() throws {
        var data = Data([0x50, 0x4B, 0x03, 0x04, 0x00, 0xFF, 0x0A])   // a zip's first bytes
        for line in 0..<200 { data += Data([UInt8(line), 0xC3, 0x28, 0x00, 0x0A]) }
        let (corpus, problems) = Corpus.parse(data, file: "x.en.tsv", app: "Bookshelf", locale: "en", catalog: Self.catalog)
        #expect(corpus.entries.isEmpty)
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(DiagnosticRenderer().render(problem) == """
            x.en.tsv: error: the file is not text: byte 4 is a NUL
              note: a corpus is text: save it as UTF-8, tab-separated, one 'utterance<TAB>expect' a line
            """)
    }

    @Test func headerAndEmptyFile() {
        let noHeader = Corpus.parse(Data("open read\tOpenShelf(read)\n".utf8), file: "x.en.tsv", app: "Bookshelf", locale: "en", catalog: Self.catalog)
        #expect(noHeader.problems.map(\.message) == ["expected the header 'utterance<TAB>expect', found 'open read→OpenShelf(read)'"])
        let empty = Corpus.parse(Data("# nothing\n".utf8), file: "x.en.tsv", app: "Bookshelf", locale: "en", catalog: Self.catalog)
        #expect(empty.problems.map(\.message) == ["empty corpus: no header 'utterance<TAB>expect' and no lines"])
        let bom = Corpus.parse(Data("\u{FEFF}utterance\texpect\r\nopen read\tOpenShelf(read)\r\n".utf8), file: "x.en.tsv",
                               app: "Bookshelf", locale: "en", catalog: Self.catalog)
        #expect(bom.problems.isEmpty && bom.corpus.entries.count == 1)
    }

    @Test func fileNamesAndUnknownApps() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let badName = directory.appendingPathComponent("corpus.tsv").path
        let unknownApp = directory.appendingPathComponent("Bookshelve.en.tsv").path
        for path in [badName, unknownApp] { try "utterance\texpect\nhi\t-\n".write(toFile: path, atomically: true, encoding: .utf8) }
        let result = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", badName, "--corpus", unknownApp])
        #expect(result.status == ShortcutsTool.ExitCode.invalidInput)
        #expect(result.error.contains("corpus.tsv: error: corpus file names are <App>.<locale>.tsv (e.g. Library.en.tsv)"))
        #expect(result.error.contains("Bookshelve.en.tsv: error: no loaded app is named 'Bookshelve' (did you mean 'Bookshelf'?)"))
        #expect(result.error.hasSuffix("2 problems in 2 corpus files; no corpus was run.\n"))
    }
}
