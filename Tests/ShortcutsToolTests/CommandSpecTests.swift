import Testing
import TestSupport
@testable import ShortcutsCLI

/// How one command's arguments are read, and the usage and help it shows: the options,
/// flags and positional argument, and every mistake as a usage error naming it.
@Suite struct CommandSpecTests {
    static let command = CommandSpec(
        name: "match", abstract: "Match utterances.", positional: (name: "utterance", help: "What a user says.", required: false),
        options: [CommandSpec.app, CommandSpec.manifest, CommandSpec.json], discussion: nil)

    static func parse(_ arguments: [String]) throws -> ParsedArguments {
        try command.parse(arguments)
    }

    /// The message of the usage error `arguments` cause.
    static func mistake(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func optionsFlagsAndThePositionalArgument() throws {
        let parsed = try Self.parse(["open dune", "--app", "Library", "--json", "--manifest=a.json", "--manifest", "b.json"])
        #expect(parsed.positional == ["open dune"])
        #expect(parsed.value("app") == "Library")
        #expect(parsed.flag("json"))
        #expect(!parsed.flag("help"))
        #expect(parsed.all("manifest") == ["a.json", "b.json"])
        #expect(parsed.value("locale") == nil)
        #expect(!parsed.help)
    }

    @Test func aDashIsStandardInputAndADoubleDashEndsTheOptions() throws {
        #expect(try Self.parse(["-"]).positional == ["-"])
        let parsed = try Self.parse(["--", "--json"])
        #expect(parsed.positional == ["--json"])
        #expect(!parsed.flag("json"))
    }

    @Test func helpAnywhere() throws {
        #expect(try Self.parse(["-h"]).help)
        #expect(try Self.parse(["x", "--help"]).help)
    }

    @Test(arguments: [
        (["--verbose"], "Unknown option '--verbose'"),
        (["--jsno"], "Unknown option '--jsno'. Did you mean '--json'?"),
        (["--hepl"], "Unknown option '--hepl'. Did you mean '--help'?"),
        (["-v"], "Unknown option '-v'"),
        (["--app"], "Missing value for '--app <name>'"),
        (["--app", "A", "--app", "B"], "Option '--app' given twice"),
        (["--json=yes"], "Option '--json' takes no value"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) {
        #expect(Self.mistake(arguments) == message)
    }

    @Test func anArgumentACommandWithoutOneDoesNotTake() {
        let list = CommandSpec(name: "list", abstract: "List.", positional: nil, options: [CommandSpec.json], discussion: nil)
        #expect(throws: UsageError.self) { try list.parse(["extra"]) }
        #expect((try? list.parse(["extra"])) == nil)
        do {
            _ = try list.parse(["extra"])
        } catch let error as UsageError {
            #expect(error.message == "Unexpected argument 'extra'")
            #expect(error.command?.name == "list")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func usageAndHelp() {
        #expect(Self.command.usage() == "shortcuts match [<utterance>] [--app <name>] [--manifest <file> ...] [--json]")
        #expect(Self.command.usage(tool: "tool") == "tool match [<utterance>] [--app <name>] [--manifest <file> ...] [--json]")
        let required = CommandSpec(name: "check", abstract: "Check.", positional: (name: "file", help: "A file.", required: true),
                                   options: [], discussion: nil)
        #expect(required.usage() == "shortcuts check <file>")
        // Wrapped at 80 columns, help beside the option names in a column of 24.
        expectTranscript(Self.command.help(), """
            OVERVIEW: Match utterances.

            USAGE: shortcuts match [<utterance>] [--app <name>] [--manifest <file> ...]
                   [--json]

            ARGUMENTS:
              <utterance>             What a user says.

            OPTIONS:
              --app <name>            Only this app; what you type may then leave its name
                                      out.
              --manifest <file>       Load an app from a manifest (*.shortcuts.json) instead
                                      of the built-in apps. Repeatable.
              --json                  Write JSON.
              -h, --help              Show help information.
            """)
    }

    @Test func aLongOptionPutsItsHelpOnTheNextLine() {
        let spec = CommandSpec(name: "x", abstract: "X.", positional: nil,
                               options: [.init(name: "a-very-long-option", value: "VALUE", help: "Help.")], discussion: nil)
        #expect(spec.help().contains("\n  --a-very-long-option <value>\n" + String(repeating: " ", count: 26) + "Help.\n"))
    }

    @Test func wrapBreaksAtSpaces() {
        #expect(CommandSpec.wrap("aaa bbb ccc", indent: 2, width: 7) == ["aaa bbb", "  ccc"])
        #expect(CommandSpec.wrap("", indent: 2) == [""])
        #expect(CommandSpec.wrap("averyveryverylongword x", indent: 0, width: 5) == ["averyveryverylongword", "x"])
    }

    /// A file named in a command the tool tells the user to run is pasted back as one word:
    /// as is when plain, quoted when it holds a space, a quote or a shell's special character.
    @Test func aFileNamedInACommandToRunReadsBackAsOneWord() {
        #expect(ToolContext.shellWord("apps/Coffee.shortcuts.json") == "apps/Coffee.shortcuts.json")
        #expect(ToolContext.shellWord("My Apps/coffee.json") == "'My Apps/coffee.json'")
        #expect(ToolContext.shellWord("it's.json") == #"'it'\''s.json'"#)
        #expect(ToolContext.shellWord("$HOME;rm") == "'$HOME;rm'")
        #expect(ToolContext.shellWord("") == "''")
    }
}
