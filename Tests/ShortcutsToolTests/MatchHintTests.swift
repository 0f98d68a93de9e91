import Foundation
import Testing
import PhraseMatching
import SampleApps
import ShortcutKit
import ShortcutsCLI

/// What `shortcuts match` says of a line that matched nothing, as the chat says it: the
/// language it reads as, and the app `--app` leaves out whose command it is.
extension ToolInputTests {
    @Test func aLineInAnotherLanguageSaysHowToMatchIt() async throws {
        let french = try await run(["match", "ouvre dune dans bibliotheque"])
        #expect(french.status == ShortcutsTool.ExitCode.failure)
        #expect(french.output == """
            No shortcut matched 'ouvre dune dans bibliotheque'. It reads as French: run 'shortcuts match' with --locale fr to match it in that language.

            """)
        let japanese = try await run(["match", "本棚を開いて", "--locale", "fr"])
        #expect(japanese.output == """
            No shortcut matched '本棚を開いて'. It reads as Japanese: run 'shortcuts match' with --locale ja to match it in that language.

            """)
        // A line of the chat's language, or of none, says nothing more.
        #expect(try await run(["match", "zzz"]).output == "No shortcut matched 'zzz'.\n")
        // JSON keeps its fields.
        #expect(try await run(["match", "ouvre dune dans bibliotheque", "--json"]).output.contains("--locale") == false)
    }

    @Test func aCommandOfAnAppLeftOutByAppSaysWhose() async throws {
        let result = try await run(["match", "open dune in library", "--app", "trails"])
        #expect(result.status == ShortcutsTool.ExitCode.failure)
        #expect(result.output == """
            No shortcut of Trails matched 'open dune in library': it is a command for Library, which --app Trails leaves out.

            """)
        // A line no app answers says what it said before.
        #expect(try await run(["match", "zzz", "--app", "trails"]).output == "No shortcut matched 'zzz'.\n")
        // A command of the app named answers as before.
        #expect(try await run(["match", "open dune in library", "--app", "library"]).status == ShortcutsTool.ExitCode.success)
    }

    /// The hint shows a phrase's empty slot as the chat does ("…"), not as the parameter's
    /// placeholder (`${shelf}`, `${drink}`); `--json` keeps the phrase as written.
    @Test func theHintShowsAnEmptySlotAsTheChatDoes() async throws {
        #expect(try await run(["match", "opne libary"]).output == "No shortcut matched 'opne libary'. Did you mean 'Open … in Library'?\n")
        #expect(try await run(["match", "opne libary", "--json"]).output.contains(#""hint": "Open ${shelf} in Library""#))
    }

    /// A phrase said whole with a book the Library has not names that book, as the chat says
    /// it; the line still matched nothing (exit 1), and `--json` still gives its open slot.
    @Test func aPhraseSaidWholeWithAnUnknownValueNamesTheValue() async throws {
        let result = try await run(["match", "open narnia in library"])
        #expect(result.status == ShortcutsTool.ExitCode.failure)
        #expect(result.output == "Library has no book named 'narnia'.\n")
        let json = try await run(["match", "open narnia in library", "--json"]).output
        #expect(json.contains(#""status": "noMatch""#) && json.contains(#""text": "narnia""#), "\(json)")
        // Without the app's name, a line only shaped like the phrase says what it said before.
        #expect(try await run(["match", "open the door"]).output == "No shortcut matched 'open the door'.\n")
        // So does one whose only app name is inside the slot text: no phrase was said whole.
        for line in ["open library card", "open narnia in library and play music", "open my books narnia"] {
            let output = try await run(["match", line]).output
            #expect(output.hasPrefix("No shortcut matched '\(line)'."), "\(output)")
        }
    }
}
