import Foundation
import Testing
import TestSupport

/// What came of using the tool as a user would (trial of this round): each test is a
/// defect found by typing at the real `shortcuts` process, kept fixed.
@Suite struct UserTrialEndToEndTests {
    static var available: Bool { HostileInputEndToEndTests.available }

    static func chat(_ lines: [String], _ arguments: [String] = []) throws -> (status: Int32, output: String, error: String) {
        try HostileInputEndToEndTests.run(["chat"] + arguments, input: Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// A line of control characters (a pasted escape sequence) is echoed with them shown as
    /// U+FFFD, never written raw to the terminal, where ESC [2J would clear the screen.
    @Test(.enabled(if: available)) func controlCharactersAreNeverEchoedRaw() throws {
        let (status, output, _) = try Self.chat(["\u{0}\u{1}\u{2}", "open \u{1B}[2Jx in library"])
        #expect(status == 0)
        let answers = output.split(separator: "\n").map(String.init)
        #expect(answers.first == "No shortcut matched '\u{FFFD}\u{FFFD}\u{FFFD}'.", "\(answers)")
        #expect(answers.last == "Library has no book named '\u{FFFD}[2Jx'.", "\(answers)")
        #expect(!output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        let match = try HostileInputEndToEndTests.run(["match", "\u{1B}[31mopen\u{7}"], input: Data())
        #expect(match.status == 1)
        #expect(match.output == "No shortcut matched '\u{FFFD}[31mopen\u{FFFD}'.\n", "\(match.output)")
    }

    /// "7" to a question listing three shelves is no option, not "no shelf named 7".
    @Test(.enabled(if: available)) func aNumberPastTheOptionsIsSaidAsNoOption() throws {
        let (_, output, _) = try Self.chat(["open a shelf in library", "7", "0", "2"])
        expectTranscript(output, """
            Which shelf?
              1. Currently Reading
              2. Want to Read
              3. Read
            '7' is not one of the options. Say a number or a name, or 'cancel'.
            Which shelf?
              1. Currently Reading
              2. Want to Read
              3. Read
            '0' is not one of the options. Say a number or a name, or 'cancel'.
            Which shelf?
              1. Currently Reading
              2. Want to Read
              3. Read
            Opening Want to Read: Persuasion, The Road, Beloved and 8 more.

            """)
    }

    /// "もっと" ("more") showed nothing more: the typed word was split into characters
    /// before it was looked up. A review found it; "MORE" and "Más" are typed forms too.
    @Test(.enabled(if: available), arguments: [("ja", "ライブラリで本を開いて", "もっと"), ("en", "open a book in library", "MORE"),
                                                ("es", "abre un libro en biblioteca", "Más")])
    func moreInEachLanguageShowsTheNextOptions(locale: String, request: String, more: String) throws {
        let (status, output, _) = try Self.chat([request, more], ["--locale", locale])
        #expect(status == 0)
        let pages = output.components(separatedBy: "  1. ").count - 1
        #expect(pages == 2, "\(output)")
        #expect(output.contains("  11. "), "\(output)")
    }
}

extension UserTrialEndToEndTests {
    static var bundles: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Bundles").path
    }

    /// A build loaded without --values: "open a book in bookshelf" asked "Which book?" with
    /// no option, and no answer could ever be taken ("No book matches 'dune'", again and
    /// again). It is said at once why, and the enum parameters, which the build lists, are
    /// still asked.
    @Test(.enabled(if: available)) func aTypeWithNoValuesIsSaidNotAskedForever() throws {
        let (status, output, _) = try Self.chat(["open a book in bookshelf", "dune", "open a shelf in bookshelf", "1"],
                                                ["--bundle", Self.bundles + "/Bookshelf.app"])
        #expect(status == 0)
        expectTranscript(output, """
            Error: OpenBook needs its book, but Bookshelf lists no Book values: an app's build holds none (give some in a values file, --values).
            No shortcut matched 'dune'.
            Which shelf?
              1. Want to Read
              2. Currently Reading
              3. Read
            OpenShelf(shelf: Want to Read [wantToRead])

            """)
        let withValues = try Self.chat(["open a book in bookshelf", "2"],
                                       ["--bundle", Self.bundles + "/Bookshelf.app", "--values", Self.bundles + "/Bookshelf.values.json"])
        #expect(withValues.output.hasSuffix("OpenBook(book: The Hobbit [hobbit])\n"), "\(withValues.output)")
    }
}

extension UserTrialEndToEndTests {
    /// "yes", "2" or "le premier" typed when no question is open (the question was answered, or never
    /// asked) said "No shortcut matched 'yes'.", as if a command had failed.
    @Test(.enabled(if: available)) func anAnswerWithNoQuestionOpenIsSaidSo() throws {
        let english = try Self.chat(["buy a trails day pass", "yes", "yes", "2", "99999999999999999999999"])
        expectTranscript(english.output, """
            Are you sure you want to purchase a day pass for $6.50?
            Your trail day pass is active.
            There is no question to answer: type a command, or 'help' to see some.
            There is no question to answer: type a command, or 'help' to see some.
            There is no question to answer: type a command, or 'help' to see some.

            """)
        let french = try Self.chat(["oui", "le premier", "ouvre dune dans bibliothèque"], ["--locale", "fr"])
        expectTranscript(french.output, """
            Aucune question n'est posée : tapez une commande, ou « aide » pour en voir.
            Aucune question n'est posée : tapez une commande, ou « aide » pour en voir.
            Ouverture de « Dune » de Frank Herbert.

            """)
    }
}

extension UserTrialEndToEndTests {
    /// `shortcuts match ""` (an unset shell variable) said "No shortcut matched ''." and
    /// exit 1, as if the phrases had failed; it is a mistake in the command line.
    @Test(.enabled(if: available)) func anEmptyUtteranceIsAUsageError() throws {
        for utterance in ["", "   "] {
            let result = try HostileInputEndToEndTests.run(["match", utterance], input: Data())
            #expect(result.status == 64)
            #expect(result.output.isEmpty, "\(result.output)")
            #expect(result.error.hasPrefix("Error: The utterance is empty: give the words to match, or '-' to read them from standard input\n"),
                    "\(result.error)")
        }
    }
}

extension UserTrialEndToEndTests {
    /// A corpus with only its header reported "accuracy 100.0% (0 of 0)" and passed
    /// `--min-accuracy 95%`: a CI check that measured nothing and said all was well.
    @Test(.enabled(if: available)) func aCorpusWithNoUtteranceIsAnError() throws {
        let directory = try NewcomerEndToEndTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("Trails.en.tsv")
        try Data("# no lines yet\nutterance\texpect\n\n".utf8).write(to: corpus)
        let result = try HostileInputEndToEndTests.run(["coverage", "--corpus", corpus.path, "--min-accuracy", "95%"], input: Data())
        #expect(result.status == 65)
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.error == """
            \(corpus.path):2: error: no utterance after the header: an empty corpus measures nothing
              note: add one line per utterance: utterance<TAB>expect
            1 problem in 1 corpus file; no corpus was run.

            """, "\(result.error)")
    }
}

extension UserTrialEndToEndTests {
    /// "9" to a question listing six landmarks added Neuschwanstein Castle: the number went
    /// to the app's own string query, whose description "A 19th-century palace" holds a 9.
    @Test(.enabled(if: available)) func aNumberPastTheOptionsIsNotSearchedInTheAppsQuery() throws {
        let (_, output, _) = try Self.chat(["add a favorite landmark in travel tracking", "9", "the ninth one", "cancel"])
        #expect(!output.contains("Neuschwanstein"), "\(output)")
        #expect(output.components(separatedBy: "is not one of the options. Say a number or a name, or 'cancel'.").count == 3, "\(output)")
        #expect(output.hasSuffix("Cancelled.\n"), "\(output)")
    }
}
