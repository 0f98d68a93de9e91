import Foundation
import Testing
import PhraseMatching
import ShortcutKit
import ShortcutsCLI

/// `--bundle` and `--values` through every command that loads apps, in process (and once
/// through the executable): a valid build accepted, a broken one refused with Apple's
/// wording, answers in the development language and in French.
@Suite struct BundleCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Bundles").path
    static let bookshelf = fixtures + "/Bookshelf.app"
    static let values = fixtures + "/Bookshelf.values.json"
    static let english = fixtures + "/corpus/Bookshelf.en.tsv"
    static let french = fixtures + "/corpus/Bookshelf.fr.tsv"

    func run(_ arguments: [String], input: [String] = []) async -> (status: Int32, output: String, error: String) {
        let transcript = ToolTranscript(input: input)
        let status = await ShortcutsTool.run(arguments: arguments, apps: [], io: transcript.io)
        return (status, transcript.output, transcript.error)
    }

    func temporaryFile(_ name: String, _ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("BundleCommandTests-\(ProcessInfo.processInfo.processIdentifier)-\(name)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func checkAcceptsAValidBuild() async {
        let run = await run(["check", "--bundle", Self.bookshelf, "--values", Self.values])
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("error:"))
        // Only the Spanish fallbacks are left to say.
        #expect(run.output.hasSuffix("3 warnings\n"), "\(run.output)")
        #expect(run.output.contains("es.lproj/AppShortcuts.strings: warning: Not translated to 'es': App Shortcut 'OpenBook' falls back to its source-language phrases."))
    }

    @Test func checkRefusesABrokenBuildInApplesWords() async {
        let run = await run(["check", "--bundle", Self.fixtures + "/Scribble.app"])
        #expect(run.status == 65)
        let actions = Self.fixtures + "/Scribble.app/Metadata.appintents/extract.actionsdata"
        #expect(run.output.contains("""
            \(actions): autoShortcuts[0].phraseTemplates[0]: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.
              in app 'Scribble', shortcut 'NewNote', locale 'en'
                Create a note in ${folder}
            """))
        #expect(run.output.contains("""
            \(actions): autoShortcuts[0].phraseTemplates[1]: error: Invalid parameter type. AppEntity and AppEnum are the only allowed types for text
            """))
        #expect(run.output.contains("\(Self.fixtures)/Scribble.app/fr.lproj/AppShortcuts.strings: error: Invalid Utterance."))
        #expect(run.output.contains("5 errors"))
    }

    @Test func brokenFilesAreExit65WithTheirPlace() async throws {
        let truncated = await run(["check", "--bundle", Self.fixtures + "/Truncated.app"])
        #expect(truncated.status == 65)
        #expect(truncated.error == "\(Self.fixtures)/Truncated.app/Metadata.appintents/extract.actionsdata:253:26: error: malformed JSON: unexpected end of input: expected a value\n")
        let values = try temporaryFile("values.json", #"{"BookEntity": [{"id": "dune"}]}"#)
        let badValues = await run(["match", "open dune in bookshelf", "--bundle", Self.bookshelf, "--values", values])
        #expect(badValues.status == 65)
        #expect(badValues.error == "\(values):1:17: error: BookEntity[0]: missing key 'title'\n")
        let typo = try temporaryFile("typo.json", #"{"BookEntiy": [{"id": "dune", "title": "Dune"}], "Shelf": []}"#)
        let unknown = await run(["list", "--bundle", Self.bookshelf, "--values", typo])
        #expect(unknown.status == 65)
        #expect(unknown.error == """
            \(typo): error: BookEntiy: no build loaded has an entity type 'BookEntiy' (did you mean 'BookEntity'?); its entity types: BookEntity
            \(typo): error: Shelf: an AppEnum; its cases come from the build, not from a values file

            """)
        let lonely = await run(["match", "x", "--values", Self.values])
        #expect(lonely.status == 64)
    }

    @Test func matchInTheDevelopmentLanguageAndInFrench() async {
        let shelf = await run(["match", "open want to read in my books", "--bundle", Self.bookshelf])
        #expect(shelf.status == 0)
        #expect(shelf.output == "OpenShelf(shelf: Want to Read)  score 1.00\n")
        let book = await run(["match", "open dune in bookshelf", "--bundle", Self.bookshelf, "--values", Self.values, "--json"])
        #expect(book.output.contains(#""status": "matched", "app": "Bookshelf", "intent": "OpenBook", "parameter": {"name": "book", "type": "BookEntity", "value": "dune""#))
        let french = await run(["match", "ouvre à lire dans étagère", "--bundle", Self.bookshelf, "--locale", "fr"])
        #expect(french.output == "OpenShelf(shelf: À lire)  score 1.00\n")
        let set = await run(["match", "statistiques de étagère", "--bundle", Self.bookshelf, "--locale", "fr"])
        #expect(set.output == "ShowStats  score 1.00\n")
        let negative = await run(["match", "supprime étagère", "--bundle", Self.bookshelf, "--locale", "fr"])
        #expect(negative.status == 1)
        #expect(negative.output.hasPrefix("Rejected:"))
    }

    @Test func withoutValuesAnEntityPhraseAsksForOne() async {
        let asked = await run(["match", "open a book in bookshelf", "--bundle", Self.bookshelf])
        #expect(asked.status == 0)
        #expect(asked.output == "OpenBook needs book: Which book?  score 1.00\n")
        let named = await run(["match", "open dune in bookshelf", "--bundle", Self.bookshelf, "--json"])
        #expect(named.status == 1)
        #expect(named.output.contains(#""status": "noMatch""#))
    }

    @Test func matchRefusesABrokenBuild() async {
        let run = await run(["match", "pin a note in scribble", "--bundle", Self.fixtures + "/Scribble.app"])
        #expect(run.status == 65)
        // The command to run names the build given, not a placeholder ('--bundle PATH').
        #expect(run.error.hasSuffix("5 errors\nThe build's phrases break Apple's rules; see 'shortcuts check --bundle \(Self.fixtures)/Scribble.app'.\n"),
                "\(run.error)")
    }

    @Test func chatInBothLanguages() async {
        let english = await run(["chat", "--bundle", Self.bookshelf, "--values", Self.values],
                                input: ["open a book in bookshelf", "2", "open currently reading in bookshelf"])
        #expect(english.status == 0)
        #expect(english.output == """
            Which book?
              1. Dune — Frank Herbert
              2. The Hobbit — J. R. R. Tolkien
              3. Emma — Jane Austen
            OpenBook(book: The Hobbit [hobbit])
            OpenShelf(shelf: Currently Reading [currentlyReading])

            """)
        let french = await run(["chat", "--bundle", Self.bookshelf, "--locale", "fr"], input: ["ouvre une étagère dans étagère", "lus"])
        #expect(french.output.hasSuffix("OpenShelf(shelf: Lus [read])\n"), "\(french.output)")
        #expect(french.output.contains("1. À lire"))
    }

    @Test func coverageInBothLanguages() async throws {
        let run = await run(["coverage", "--bundle", Self.bookshelf, "--values", Self.values,
                             "--corpus", Self.english, "--corpus", Self.french, "--json"])
        #expect(run.status == 0, "\(run.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(report["accuracy"] as? Double == 1.0)
        let apps = (report["corpora"] as? [[String: Any]])?.map { "\($0["app"] ?? "") \($0["locale"] ?? "")" }
        #expect(apps == ["Bookshelf en", "Étagère fr"])
        #expect(run.error.isEmpty, "\(run.error)")
    }

    @Test func coverageSaysWhichTypeHadNoValues() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BundleCommandTests-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let corpus = folder.appendingPathComponent("Bookshelf.en.tsv").path
        try Data("utterance\texpect\nopen a book in bookshelf\tneedsValue:OpenBook\nopen read in bookshelf\tOpenShelf(read)\n".utf8)
            .write(to: URL(fileURLWithPath: corpus))
        let run = await run(["coverage", "--bundle", Self.bookshelf, "--corpus", corpus])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("warning: no values were given for the entity type 'BookEntity' of Bookshelf (--values FILE): its phrases are matched without a value, and ask for one."))
        #expect(run.output.contains("accuracy       100.0%  (2 of 2)"))
    }

    @Test func listShowsTheBuildInEachLanguage() async {
        let english = await run(["list", "--bundle", Self.bookshelf])
        #expect(english.output.hasPrefix("Bookshelf (also: My Books) — 4 App Shortcuts, 8 phrases [en]\n  OpenShelf — Open Shelf  [books.vertical]\n"))
        let french = await run(["list", "--bundle", Self.bookshelf, "--values", Self.values, "--locale", "fr", "--expanded"])
        #expect(french.output.hasPrefix("Étagère (also: Mes livres) — 4 App Shortcuts, 8 phrases, 14 expanded [fr]\n"))
        #expect(french.output.contains("    Ouvre Dune dans Étagère\n"))
        let named = await run(["list", "--bundle", Self.bookshelf, "--locale", "fr", "--app", "Bookshelf"])
        #expect(named.output.hasPrefix("Étagère (also: Mes livres)"), "\(named.error)")
    }

    @Test func exportWritesAManifestThatMatchesTheSame() async throws {
        for locale in ["en", "fr"] {
            let exported = await run(["export", "--bundle", Self.bookshelf, "--values", Self.values, "--locale", locale])
            #expect(exported.status == 0)
            let catalog = try Catalog(manifest: Data(exported.output.utf8))
            #expect(catalog.locale == locale)
            let path = try temporaryFile("bookshelf.\(locale).json", exported.output)
            for utterance in ["open the hobbit in my books", "ouvre le hobbit dans mes livres", "open to read in bookshelf",
                              "ouvre un livre dans étagère", "delete bookshelf", "bookshelf stats"] {
                let fromBundle = await run(["match", utterance, "--bundle", Self.bookshelf, "--values", Self.values, "--locale", locale, "--json"])
                let fromManifest = await run(["match", utterance, "--manifest", path, "--json"])
                #expect(fromBundle.output == fromManifest.output, "\(locale): \(utterance)")
            }
        }
    }

    @Test func bundlesAndManifestsLoadTogether() async throws {
        let exported = await run(["export", "--bundle", Self.bookshelf, "--values", Self.values])
        var catalog = try Catalog(manifest: Data(exported.output.utf8))
        catalog.app = AppDescription(name: "Shelfie")
        let path = try temporaryFile("shelfie.json", String(decoding: try catalog.manifestData(), as: UTF8.self))
        let run = await run(["list", "--manifest", path, "--bundle", Self.bookshelf])
        #expect(run.output.contains("Shelfie — 4 App Shortcuts"))
        #expect(run.output.contains("Bookshelf (also: My Books) — 4 App Shortcuts"))
        let checked = await self.run(["check", "--manifest", path, "--bundle", Self.bookshelf, "--values", Self.values])
        #expect(checked.status == 0)
    }

    @Test func aBuildGivenTwiceIsRefused() async {
        let run = await run(["list", "--bundle", Self.bookshelf, "--bundle", Self.bookshelf + "/Metadata.appintents"])
        #expect(run.status == 65)
        #expect(run.error == "\(Self.bookshelf)/Metadata.appintents: error: app 'Bookshelf' is already loaded; give each app once\n")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: ChatEndToEndTests.executable.path)))
    func theExecutableChecksAndMatchesABuild() throws {
        func shortcuts(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
            let process = Process()
            process.executableURL = ChatEndToEndTests.executable
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { _, new in new }
            let stdout = Pipe(), stderr = Pipe()
            process.standardOutput = stdout
            process.standardError = stderr
            try process.run()
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            let error = stderr.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
        }
        let good = try shortcuts(["check", "--bundle", Self.bookshelf, "--values", Self.values])
        #expect(good.status == 0)
        let bad = try shortcuts(["check", "--bundle", Self.fixtures + "/Scribble.app"])
        #expect(bad.status == 65)
        #expect(bad.output.contains("error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."))
        let french = try shortcuts(["match", "ouvre dune dans étagère", "--bundle", Self.bookshelf + "/Metadata.appintents",
                                    "--values", Self.values, "--locale", "fr"])
        #expect(french.status == 0)
        #expect(french.output == "OpenBook(book: Dune — Frank Herbert)  score 1.00\n")
    }

    /// A problem of the values a values file gave is placed in that file, where it is fixed,
    /// not in the build, which holds no values.
    @Test func aValuesProblemNamesTheValuesFile() async throws {
        let path = try temporaryFile("duplicate.values.json",
                                     #"{"BookEntity": [{"id": "dune", "title": "Dune"}, {"id": "dune", "title": "Dune Messiah"}]}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await run(["check", "--bundle", Self.bookshelf, "--values", path])
        #expect(run.output.contains("\(path): BookEntity: warning: Type 'BookEntity' has two values with id 'dune'; the first is used.\n"),
                "\(run.output)")
    }
}
