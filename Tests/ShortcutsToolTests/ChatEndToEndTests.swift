import Foundation
import Testing

/// `shortcuts chat` on the sample apps, run as a process with piped input: the issue's
/// acceptance transcripts. A process of its own keeps the sample stores apart from other tests.
@Suite struct ChatEndToEndTests {
    /// Where `swift build` put the `shortcuts` executable.
    static var executable: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("shortcuts")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("shortcuts")
    }

    /// Runs `shortcuts chat` with `input` on standard input; returns its status and output.
    static func chat(_ arguments: [String] = [], input: String) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["chat"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    static var available: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

    @Test(.enabled(if: available)) func openLandmarkAsksWhichAndOpensTheSecond() throws {
        let run = try Self.chat(input: "open landmark in travel tracking\n2\nquit\n")
        #expect(run.status == 0)
        #expect(run.output == """
            Which landmark?
              1. Golden Gate Bridge — San Francisco, United States
              2. Mont Saint-Michel — Normandy, France
              3. Mount Fuji — Honshu, Japan
              4. Niagara Falls — Ontario, Canada
              5. Sagrada Família — Barcelona, Spain
              6. Yosemite Valley — California, United States
            Opening Mont Saint-Michel in Normandy, France.

            """)
    }

    @Test(.enabled(if: available)) func addABookThenOpenIt() throws {
        let run = try Self.chat(input: "add a book to library\nThe Left Hand of Darkness\nopen the left hand of darkness in library\nquit\n")
        #expect(run.status == 0)
        #expect(run.output == """
            What’s the title of the book?
            Added The Left Hand of Darkness to Want to Read!
              → The Left Hand of Darkness — Unknown Author
            Opening The Left Hand of Darkness.

            """)
    }

    @Test(.enabled(if: available)) func addAFavoriteLandmarkThenOpenIt() throws {
        let run = try Self.chat(input: "add a favorite landmark in travel tracking\nmachu picchu\nopen machu picchu in travel tracking\n")
        #expect(run.output.hasSuffix("""
            Added Machu Picchu to your favorites.
              → Machu Picchu — Cusco Region, Peru
            Opening Machu Picchu in Cusco Region, Peru.

            """))
    }

    @Test(.enabled(if: available)) func jsonEventsForOtherFrontEnds() throws {
        let run = try Self.chat(["--json"], input: "open dune in library\n")
        #expect(run.output == """
            {"event": "matched", "app": "Library", "intent": "OpenBook", "parameter": {"name": "book", "type": "BookEntity", "value": "dune", "title": "Dune", "subtitle": "Frank Herbert"}, "score": 1.0}
            {"event": "performed", "app": "Library", "intent": "OpenBook", "invocation": "OpenBook(book: Dune [dune])", "dialog": "Opening Dune by Frank Herbert.", "value": null}

            """)
    }

    /// Off-topic words run nothing, a command leaves a question,
    /// declining is no error, ties and long lists read the same everywhere.
    @Test(.enabled(if: available)) func offTopicWordsQuestionsAndTiesEndToEnd() throws {
        let run = try Self.chat(input: """
            open ice
            show men
            add a book to library
            open jane eyre in library
            buy a day pass in trails
            no
            open the road
            cancel
            open a book in library
            the road
            the one by jack london
            salir

            """)
        #expect(run.status == 0)
        #expect(run.output == """
            No shortcut matched 'open ice'.
            No shortcut matched 'show men'.
            What’s the title of the book?
            Opening Jane Eyre by Charlotte Brontë.
            Are you sure you want to purchase a day pass for $6.50?
            The day pass purchase was canceled.
            Which book?
              1. The Road — Cormac McCarthy
              2. The Road — Jack London
            Cancelled.
            Which book?
              1. Dune — Frank Herbert
              2. Middlemarch — George Eliot
              3. The Road — Cormac McCarthy
              4. Where the Crawdads Sing — Delia Owens
              5. Persuasion — Jane Austen
              6. The Road — Jack London
              7. Beloved — Toni Morrison
              8. Things Fall Apart — Chinua Achebe
              9. One Hundred Years of Solitude — Gabriel García Márquez
              10. The Remains of the Day — Kazuo Ishiguro
              … and 23 more: type a name.
            Which book?
              1. The Road — Cormac McCarthy
              2. The Road — Jack London
            Opening The Road by Jack London.

            """)
    }

    /// With --app, the tool loads that app alone; a command for another still says whose it is.
    @Test(.enabled(if: available)) func aCommandForAnAppLeftOutByAppSaysSo() throws {
        let result = try Self.chat(["--app", "trails"], input: "open dune in library\nbuy a trails day pass\nopen the hobbit in library\nno\n")
        #expect(result.status == 0)
        #expect(result.output == """
            No shortcut of Trails matched 'open dune in library': it is a command for Library, which --app Trails leaves out.
            Are you sure you want to purchase a day pass for $6.50?
            No shortcut of Trails matched 'open the hobbit in library': it is a command for Library, which --app Trails leaves out.
            Are you sure you want to purchase a day pass for $6.50?
            The day pass purchase was canceled.

            """, "\(result.output)")
    }
}
