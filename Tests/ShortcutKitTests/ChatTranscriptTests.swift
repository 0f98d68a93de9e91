import Foundation
import PhraseMatching
import Testing
@testable import ShortcutKit
import ShortcutsCLI
import TestSupport

extension ChatSuites {
    /// `shortcuts chat` as a user runs it: lines in, the exact text out.
    @Suite
    struct ChatTranscriptTests {
        struct Run {
            var status: Int32
            var output: String
            var error: String
        }

        static func chat(_ arguments: [String] = [], input: [String], interactive: Bool = false,
                         apps: [ShortcutApp] = [ChatTestApps.library]) async -> Run {
            TestBookStore.shared.reset()
            FlakyState.shared.reset()
            let transcript = ToolTranscript(input: input)
            var io = transcript.io
            io.isInteractive = interactive
            let status = await ShortcutsTool.run(arguments: ["chat"] + arguments, apps: apps, io: io)
            return Run(status: status, output: transcript.output, error: transcript.error)
        }

        @Test func helpListsAPhraseOfEachShortcutEvenAtAQuestion() async {
            let run = await Self.chat(input: ["help", "open a shelf in library", "help", "cancel", "quit"])
            #expect(run.status == 0)
            let help = run.output.components(separatedBy: "\n").prefix { !$0.hasPrefix("Which shelf?") }
            #expect(help.first == "Things you can say:")
            #expect(help.contains("  Library"))
            #expect(help.last == "Answer questions with a number or a name; 'cancel' leaves them. Type 'quit' to leave.")
            let phrases = help.filter { $0.hasPrefix("    ") }
            #expect(!phrases.isEmpty)
            #expect(Set(phrases).count == phrases.count)
            // At a question, 'help' is still help, and the question is asked again after it.
            #expect(!run.output.contains("No shelf matches 'help'."))
            #expect(run.output.components(separatedBy: "Things you can say:").count == 3)
            #expect(run.output.components(separatedBy: "Which shelf?").count == 3)
        }

        @Test func pipedInputPrintsOnlyTheAnswers() async {
            let run = await Self.chat(input: ["open a shelf in library", "2", "open dune in library", "frank herbert", "quit",
                                              "open read in library"])
            #expect(run.status == 0)
            #expect(run.error == "")
            expectTranscript(run.output, """
                Which shelf?
                  1. Currently Reading
                  2. Want to Read
                  3. Read
                Opening Want to Read.
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                Opening Dune.
                  → Dune — Frank Herbert

                """)
        }

        @Test func addThenOpenEndToEnd() async {
            let run = await Self.chat(input: ["add a book to library", "The Left Hand of Darkness",
                                              "open the left hand of darkness in library", "exit"])
            expectTranscript(run.output, """
                What is the title?
                Added The Left Hand of Darkness.
                  → The Left Hand of Darkness — Unknown
                Opening The Left Hand of Darkness.
                  → The Left Hand of Darkness — Unknown

                """)
        }

        @Test func interactiveSessionShowsPrompts() async {
            let run = await Self.chat(input: ["open a shelf in library", "read"], interactive: true)
            expectTranscript(run.output, """
                Apps: Library.
                Try 'Open Currently Reading in Library'. Type 'help' to see what you can say, 'quit' to leave.
                > Which shelf?
                  1. Currently Reading
                  2. Want to Read
                  3. Read
                > Opening Read.
                > 

                """)
        }

        @Test func theBannerAndTheQuitWordsInTheLocale() async {
            let french = await Self.chat(["--locale", "fr"], input: ["quitter", "open read in library"], interactive: true)
            expectTranscript(french.output, """
                Apps : Library.
                Essayez « Open Currently Reading in Library ». Tapez « aide » pour voir ce que vous pouvez dire, « quitter » pour sortir.
                > 
                """)
            for word in ["salir", "sair", "終了", "exit", "QUIT"] {
                let run = await Self.chat(input: [word, "open read in library"])
                #expect(run.output == "", "\(word)")
            }
        }

        /// The greeting names the word that shows help (a newcomer typing "what can you do"
        /// had no way to learn it), and that word, typed, is help, in every language.
        @Test(arguments: [("en", "help"), ("fr", "aide"), ("es", "ayuda"), ("pt-BR", "ajuda"), ("ja", "ヘルプ")])
        func theGreetingNamesTheHelpWord(locale: String, word: String) async throws {
            let run = await Self.chat(["--locale", locale], input: [word], interactive: true)
            let lines = run.output.components(separatedBy: "\n")
            let greeting = try #require(lines.dropFirst().first)
            #expect(greeting.contains(locale == "ja" ? "「\(word)」" : locale == "fr" ? "« \(word) »" : "'\(word)'"), "\(greeting)")
            let said = lines.dropFirst(2).first ?? ""
            #expect(["> Things you can say:", "> Vous pouvez dire :", "> Puedes decir:", "> Você pode dizer:", "> こんなふうに話しかけられます："]
                .contains(said), "\(run.output)")
        }

        /// An app's name alone says what that app can do, as 'help' does for every app: it
        /// said "No shortcut matched 'library'." At a question it is still an answer.
        @Test func anAppsNameAloneShowsWhatItCanDo() async {
            let run = await Self.chat(input: ["library", "My Books", "gadgets", "open a shelf in library", "library"],
                                      apps: [ChatTestApps.library, ChatTestApps.gadgets])
            #expect(!run.output.contains("No shortcut matched"), "\(run.output)")
            let helps = run.output.components(separatedBy: "Things you can say:\n").dropFirst()
            #expect(helps.count == 3, "\(run.output)")
            #expect(helps.prefix(2).allSatisfy { $0.hasPrefix("  Library\n") && !$0.contains("  Gadgets\n") }, "\(run.output)")
            #expect(helps.last?.hasPrefix("  Gadgets\n") == true && helps.last?.contains("  Library\n") == false, "\(run.output)")
            #expect(run.output.hasSuffix("No shelf matches 'library'. Say a number or a name, or 'cancel'.\n"
                                         + "Which shelf?\n  1. Currently Reading\n  2. Want to Read\n  3. Read\n"), "\(run.output)")
        }

        @Test func colorsOnlyWhenAllowed() async {
            TestBookStore.shared.reset()
            let transcript = ToolTranscript(input: ["open a shelf in library", "sync library"])
            var io = transcript.io
            io.colors = true
            _ = await ShortcutsTool.run(arguments: ["chat"], apps: [ChatTestApps.library], io: io)
            #expect(transcript.output == """
                \u{1B}[1mWhich shelf?\u{1B}[0m
                  1. Currently Reading
                  2. Want to Read
                  3. Read
                \u{1B}[31mError: The library server is unreachable.\u{1B}[0m

                """)
        }

        @Test func jsonWritesOneEventALine() async {
            let run = await Self.chat(["--json"], input: ["open the hobbit in library", "delete library"], interactive: true)
            expectTranscript(run.output, """
                {"event": "matched", "app": "Library", "intent": "OpenBook", "parameter": {"name": "book", "type": "BookEntity", "value": "b3", "title": "The Hobbit", "subtitle": "J. R. R. Tolkien"}, "score": 1.0}
                {"event": "performed", "app": "Library", "intent": "OpenBook", "invocation": "OpenBook(book: The Hobbit [b3])", "dialog": "Opening The Hobbit.", "value": "The Hobbit — J. R. R. Tolkien"}
                {"event": "rejected", "app": "Library", "utterance": "delete library", "text": "Library doesn't handle 'delete library'."}

                """)
        }

        @Test func manifestAppShowsTheInvocation() async throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("chat-\(UUID().uuidString).shortcuts.json").path
            try ChatManifests.tunesJSON.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let run = await Self.chat(["--manifest", path], input: ["play chill vibes in tunes", "open dune in tunes", "soundtrack",
                                                                    "play a playlist", "1"])
            #expect(run.status == 0)
            expectTranscript(run.output, """
                PlayPlaylist(playlist: Chill Vibes [p-chillvibes])
                Which playlist?
                  1. Dune — Herbert Mix
                  2. Dune — Soundtrack
                OpenPlaylist(playlist: Dune [p-dune2])
                Which playlist?
                  1. Chill Vibes
                  2. Lo-Fi Beats
                  3. Dune — Herbert Mix
                  4. Dune — Soundtrack
                PlayPlaylist(playlist: Chill Vibes [p-chillvibes])

                """)
        }

        @Test func appOptionLimitsTheApps() async {
            let run = await Self.chat(["--app", "my books"], input: ["open read"], apps: [ChatTestApps.library, ChatTestApps.gadgets])
            expectTranscript(run.output, "Opening Read.\n")
            let unknown = await Self.chat(["--app", "Librery"], input: [])
            #expect(unknown.status == 64)
            #expect(unknown.error.hasPrefix("Error: Unknown app 'Librery'. Did you mean 'Library'?"))
        }

        @Test func help() async {
            let run = await Self.chat(["--help"], input: [])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("""
                OVERVIEW: Type commands and run the shortcuts they match, as Siri would.

                USAGE: shortcuts chat [--app <name>] [--locale <locale>] [--manifest <file> ...]
                       [--bundle <path> ...] [--values <file> ...] [--json]
                """))
            let overview = await ShortcutsTool.run(arguments: ["--help"], apps: [], io: ToolTranscript().io)
            #expect(overview == 0)
        }
    }
}
