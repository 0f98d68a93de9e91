import Foundation
import Testing
import PhraseMatching
import ShortcutKit
import ShortcutsCLI

/// Providers at the edges, for `RobustnessTests`.
enum RobustnessFixtures {
    /// Never returns, and ignores cancellation: only the time limit gets the build past it.
    struct StuckQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [StuckEntity] { [] }
        func suggestedEntities() async throws -> [StuckEntity] {
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
            return []
        }
    }

    struct StuckEntity: AppEntity {
        var id: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Stuck"
        static let defaultQuery = StuckQuery()
        var displayRepresentation: DisplayRepresentation { "\(id)" }
    }

    /// Returns the same ids several times.
    struct TwinQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Twin] { [] }
        func suggestedEntities() async throws -> [Twin] {
            [Twin(id: "a", title: "Dune"), Twin(id: "a", title: "Emma"), Twin(id: "b", title: "Persuasion"), Twin(id: "b", title: "Persuasion")]
        }
    }

    struct Twin: AppEntity {
        var id: String
        var title: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
        static let defaultQuery = TwinQuery()
        var displayRepresentation: DisplayRepresentation { "\(title)" }
    }

    struct OpenStuck: AppIntent {
        static let title: LocalizedStringResource = "Open Stuck"
        @Parameter(title: "Stuck") var stuck: StuckEntity
        func perform() async throws -> some IntentResult { .result() }
    }

    struct OpenTwin: AppIntent {
        static let title: LocalizedStringResource = "Open Book"
        @Parameter(title: "Book") var book: Twin
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Stuck: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: OpenStuck(), phrases: ["Open \(\.$stuck) in \(.applicationName)", "Open stuck in \(.applicationName)"])
        }
    }

    struct Twins: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: OpenTwin(), phrases: ["Open \(\.$book) in \(.applicationName)"])
        }
    }

    struct Empty: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] { [] }
    }

    /// A manifest for the tool, written to a temporary file.
    static let manifest = """
        {"formatVersion": 1, "locale": "en", "app": {"name": "Library", "alternativeNames": ["My Books"]},
         "types": {"Shelf": {"kind": "enum", "title": "Shelf", "values": [
             {"id": "wantToRead", "title": "Want to Read"}, {"id": "read", "title": "Read"}]}},
         "intents": {"OpenShelf": {"title": "Open Shelf", "parameters": [{"name": "shelf", "type": "Shelf", "title": "Shelf"}]}},
         "shortcuts": [{"intent": "OpenShelf", "phrases": ["Open ${shelf} in ${applicationName}"]}]}
        """

    static func temporaryFile(_ name: String, _ contents: Data) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shortcutkit-robustness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try contents.write(to: URL(fileURLWithPath: path))
        return path
    }
}

@Suite struct RobustnessTests {
    typealias F = RobustnessFixtures

    // MARK: Providers at the edges

    @Test func queryThatNeverReturnsIsGivenUp() async throws {
        let app = ShortcutApp(name: "Stuck", provider: F.Stuck.self, queryTimeout: .milliseconds(50))
        let build = await app.catalog()
        #expect(build.diagnostics.map(\.message) == [
            "suggestedEntities() of StuckEntity did not return within the time limit; its phrases have no values until it succeeds.",
        ])
        #expect(build.catalog.types["StuckEntity"]?.values.isEmpty == true)
        // Its other phrases still work.
        let matcher = try ShortcutMatcher(catalogs: [build.catalog])
        #expect(matcher.match("open stuck in stuck").status == .needsValue)
    }

    @Test func duplicateIDsFromAQueryKeepTheFirstAndWarn() async throws {
        let build = await ShortcutApp(name: "Shelf", provider: F.Twins.self).catalog()
        #expect(build.diagnostics.map(\.message) == [
            "suggestedEntities() of Twin returned duplicate ids ('a', 'b'); the first of each is used.",
        ])
        let books = try #require(build.catalog.types["Twin"])
        #expect(books.values.map(\.title) == ["Dune", "Persuasion"])
        #expect(books.suggested == ["a", "b"])
        let matcher = try ShortcutMatcher(catalogs: [build.catalog])
        #expect(matcher.match("open dune in shelf").best?.parameter?.value == "a")
        #expect(matcher.match("open emma in shelf").status == .noMatch)
    }

    @Test func emptyProviderBuildsAnEmptyCatalog() async throws {
        let build = await ShortcutApp(name: "Nothing", provider: F.Empty.self).catalog()
        #expect(build.catalog.shortcuts.isEmpty)
        let matcher = try ShortcutMatcher(catalogs: [build.catalog])
        #expect(matcher.match("open anything in nothing").status == .noMatch)
        let transcript = ToolTranscript(input: ["open anything", ""])
        let status = await ShortcutsTool.run(arguments: ["match", "-"], apps: [ShortcutApp(name: "Nothing", provider: F.Empty.self)],
                                             io: transcript.io)
        #expect(status == 0)
        #expect(transcript.output.split(separator: "\n").count == 2)
    }

    // MARK: Hostile input through the tool

    static let hostileLines: [String] = [
        String(repeating: "a", count: 1 << 20),
        (0..<10_000).map { "word\($0 % 97)" }.joined(separator: " "),
        String(decoding: [0x6F, 0x70, 0x65, 0x6E, 0x20, 0xFF, 0xFE, 0xC3, 0x28, 0x20, 0x72, 0x65, 0x61, 0x64], as: UTF8.self),
        "open\u{0}read\u{1}in\u{1B}library\u{7F}\r",
        "open 📚 read 👩‍👩‍👧‍👦 in library 🇫🇷",
        "o\u{301}\u{302}pen re\u{327}ad in li\u{30A}brary" + String(repeating: "\u{301}\u{316}", count: 5_000),
        "\u{202E}open read in library\u{202C} \u{5E4}\u{5EA}\u{5D7} \u{627}\u{644}\u{645}\u{643}\u{62A}\u{628}\u{629}",
        "",
        "   \t ",
        "open want to read in library",
    ]

    @Test func matchStdinAnswersEveryLineWithOneJSONObject() async throws {
        let manifest = try F.temporaryFile("Library.shortcuts.json", Data(F.manifest.utf8))
        let transcript = ToolTranscript(input: Self.hostileLines)
        let status = await ShortcutsTool.run(arguments: ["match", "-", "--manifest", manifest], apps: [], io: transcript.io)
        #expect(status == 0)
        #expect(transcript.error.isEmpty)
        let lines = transcript.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == Self.hostileLines.count)
        for (line, input) in zip(lines, Self.hostileLines) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["utterance"] as? String == input)
            #expect(["matched", "ambiguous", "needsValue", "rejected", "noMatch"].contains(object["status"] as? String ?? ""))
        }
        let last = try JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as? [String: Any]
        #expect(last?["status"] as? String == "matched")
        // The 10,000-word line is past flexible matching, and says so.
        let long = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any]
        #expect(long?["truncated"] as? Bool == true)
    }

    @Test func matchOneHostileArgument() async throws {
        let manifest = try F.temporaryFile("Library.shortcuts.json", Data(F.manifest.utf8))
        for input in Self.hostileLines {
            let transcript = ToolTranscript()
            let status = await ShortcutsTool.run(arguments: ["match", "--manifest", manifest, "--", input], apps: [], io: transcript.io)
            // A blank utterance is a mistake in the command line (exit 64, said on standard error).
            let blank = input.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            #expect(blank ? status == 64 : status == 0 || status == 1)
            #expect(!(blank ? transcript.error : transcript.output).isEmpty)
        }
    }

    @Test func coverageOfAHostileCorpus() async throws {
        let manifest = try F.temporaryFile("Library.shortcuts.json", Data(F.manifest.utf8))
        var text = "utterance\texpect\n"
        for line in Self.hostileLines.dropLast() where !line.trimmingCharacters(in: .whitespaces).isEmpty && !line.contains("\r") {
            text += line.replacingOccurrences(of: "\t", with: " ") + "\t-\n"
        }
        text += "\n   \n# comment\nopen want to read in library\tOpenShelf(wantToRead)\n"
        let corpus = try F.temporaryFile("Library.en.tsv", Data(text.utf8))
        let transcript = ToolTranscript()
        let status = await ShortcutsTool.run(arguments: ["coverage", "--manifest", manifest, "--corpus", corpus, "--json"],
                                             apps: [], io: transcript.io)
        #expect(status == 0, "\(transcript.error)")
        #expect(transcript.output.contains("\"total\""))
    }

    @Test func coverageNamesTheLineOfInvalidUTF8AndControlProblems() async throws {
        let manifest = try F.temporaryFile("Library.shortcuts.json", Data(F.manifest.utf8))
        var bytes = Array("utterance\texpect\nopen read in library\tOpenShelf(read)\n".utf8)
        bytes += [0x6F, 0x70, 0xFF, 0x09, 0x2D, 0x0A]            // line 3: invalid UTF-8
        bytes += Array("\u{0}\tOpenShelf(nope)\n".utf8)            // line 4: unknown value
        bytes += Array("no tab here\n".utf8)                      // line 5: one column
        let corpus = try F.temporaryFile("Library.en.tsv", Data(bytes))
        let transcript = ToolTranscript()
        let status = await ShortcutsTool.run(arguments: ["coverage", "--manifest", manifest, "--corpus", corpus],
                                             apps: [], io: transcript.io)
        #expect(status == 65)
        #expect(transcript.error.contains("\(corpus):3: error: invalid UTF-8 at byte 3 of the line"))
        #expect(transcript.error.contains("\(corpus):4: error: unknown value 'nope' for OpenShelf"))
        #expect(transcript.error.contains("\(corpus):5: error: expected 2 tab-separated columns"))
    }

    // MARK: Bad manifests through the tool: exit 65, naming the file and what

    @Test(arguments: [
        ("{\"formatVersion\": 9, \"app\": {\"name\": \"A\"}}", "formatVersion: unsupported formatVersion 9 (this version of ShortcutKit reads 1)"),
        ("{\"formatVersion\": 1, \"app\": {\"name\": [\"A\"]}}", "app.name: expected a string"),
        ("{\"formatVersion\": 1}", "missing key 'app'"),
        ("{\"formatVersion\": 1, \"app\": {\"name\": \"A\"}, \"shortcuts\": [{\"phrases\": []}]}", "shortcuts[0]: missing key 'intent'"),
        ("{\"formatVersion\": 1, \"app\": ", "malformed JSON"),
        ("", "malformed JSON"),
    ])
    func badManifestExits65(json: String, expected: String) async throws {
        let manifest = try F.temporaryFile("Bad.shortcuts.json", Data(json.utf8))
        let transcript = ToolTranscript()
        let status = await ShortcutsTool.run(arguments: ["match", "open read", "--manifest", manifest], apps: [], io: transcript.io)
        #expect(status == 65)
        // FILE:LINE:COL: error: …, as a compiler says it.
        #expect(transcript.error.hasPrefix("\(manifest):1:"), "\(transcript.error)")
        #expect(transcript.error.contains(": error: \(expected)"), "\(transcript.error)")
        #expect(transcript.output.isEmpty)
    }

    @Test func manifestWithUnknownFieldsIsTolerated() async throws {
        let json = F.manifest.replacingOccurrences(of: "\"formatVersion\": 1,", with: "\"formatVersion\": 1, \"x-generator\": {\"v\": [1, null]},")
        let manifest = try F.temporaryFile("Future.shortcuts.json", Data(json.utf8))
        let transcript = ToolTranscript()
        let status = await ShortcutsTool.run(arguments: ["match", "open read in library", "--manifest", manifest, "--json"],
                                             apps: [], io: transcript.io)
        #expect(status == 0)
        #expect(transcript.output.contains("\"status\": \"matched\""))
    }

    @Test func unreadableAndBinaryManifestsExit65() async throws {
        let binary = try F.temporaryFile("Binary.shortcuts.json", Data([0x7B, 0xFF, 0xFE, 0x00, 0x7D]))
        for (path, expected) in [(binary, "\(binary): error: the file is not valid UTF-8 text"),
                                 ("/nonexistent/Gone.shortcuts.json", "/nonexistent/Gone.shortcuts.json: error: cannot read the file: no such file")] {
            let transcript = ToolTranscript()
            let status = await ShortcutsTool.run(arguments: ["match", "x", "--manifest", path], apps: [], io: transcript.io)
            #expect(status == 65)
            #expect(transcript.error.hasPrefix(expected), "\(transcript.error)")
        }
    }
}
