import Foundation
import PhraseMatching
import ShortcutKit

/// The `shortcuts` command-line tool — chat, match, coverage, check, list, export — for any
/// set of apps.
///
///     @main struct MyTool {
///         static func main() async { await ShortcutsTool.main(apps: [myApp]) }
///     }
public enum ShortcutsTool {
    /// Exit statuses: success, no match (or coverage below its bar), usage error, invalid input.
    public enum ExitCode {
        public static let success: Int32 = 0
        public static let failure: Int32 = 1
        public static let usage: Int32 = 64
        public static let invalidInput: Int32 = 65
        /// The output could not be written (EX_IOERR).
        public static let cannotWrite: Int32 = 74
        /// Standard input could not be read (EX_IOERR): a directory, a closed descriptor.
        public static let cannotRead: Int32 = 74
    }

    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// Runs the tool on the process's arguments and streams, then exits. Help and usage
    /// lines name the tool as it was started (`my-tool`, not `shortcuts`).
    public static func main(apps: [ShortcutApp]) async -> Never {
        // The tool is the program: a mistake in an app's code on the main actor or in a
        // `Task {}` then stops only its run, even in a tool that skipped this line itself.
        ShortcutKitExecutors.install()
        // A reader that goes away is a failed write (exit 74), not a signal.
        signal(SIGPIPE, SIG_IGN)
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
        let name = executable.isEmpty ? "shortcuts" : executable
        var status = await run(arguments: Array(CommandLine.arguments.dropFirst()), apps: apps, io: .standard, name: name)
        // Output that could not be written (a full disk, a closed pipe) is an error, not a trap.
        if let failure = StandardOutput.failure {
            FileHandle.standardError.write(Data((ToolMessage.file("cannot write to standard output: \(failure)") + "\n").utf8))
            status = ExitCode.cannotWrite
        }
        // So is input that could not be read: the lines before it were answered.
        if let failure = StandardInput.standard.failure {
            FileHandle.standardError.write(Data((ToolMessage.file("cannot read standard input: \(failure)") + "\n").utf8))
            status = ExitCode.cannotRead
        }
        exit(status)
    }

    static let commands: [CommandSpec] = [
        ChatCommand.spec, MatchCommand.spec, CoverageCommand.spec, CheckCommand.spec, ListCommand.spec, ExportCommand.spec,
    ]

    static func help(tool: String) -> String {
        var lines = [
            "OVERVIEW: Match typed commands to App Shortcuts, the way Siri does.", "",
            "USAGE: \(tool) <command> [options]", "", "COMMANDS:",
        ]
        for command in commands {
            lines.append("  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0) + command.abstract)
        }
        lines += ["", "OPTIONS:", "  --version               Show the version.", "  -h, --help              Show help information.",
                  "", "  See '\(tool) help <command>' for the options of a command."]
        return lines.joined(separator: "\n")
    }

    /// What is wrong with `name` where the command goes: an unknown command, an option
    /// (`--verbose`, `--versoin`: "Did you mean '--version'?"), or a command's option typed
    /// before the command (`--app Trails chat`: options follow it).
    static func unknownCommand(_ name: String, arguments: [String], tool: String) -> String {
        guard name.hasPrefix("-") else {
            let suggestion = Suggestion.closest(to: name, among: commands.map(\.name))
            return "Unknown command '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        }
        let option = String(name.prefix { $0 != "=" })
        if let owner = commands.first(where: { $0.options.contains { "--" + $0.name == option } }) {
            let typed = arguments.dropFirst().first { argument in commands.contains { $0.name == argument } } ?? owner.name
            return "Unknown option '\(option)' before the command: options follow it, as in '\(tool) \(typed) \(option) …'"
        }
        let suggestion = Suggestion.closest(to: option, among: ["--version", "--help"])
        return "Unknown option '\(option)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
    }

    /// Runs one command and returns its exit status; everything goes through `io`.
    public static func run(arguments: [String], apps: [ShortcutApp], io: ToolIO, name tool: String = "shortcuts") async -> Int32 {
        guard var name = arguments.first else {
            io.print(help(tool: tool))
            return ExitCode.success
        }
        var arguments = arguments
        if name == "--version" {
            io.print(version)
            return ExitCode.success
        }
        if name == "-h" || name == "--help" || (name == "help" && arguments.count == 1) {
            io.print(help(tool: tool))
            return ExitCode.success
        }
        if name == "help" {
            // `help CMD` is `CMD --help`.
            name = arguments[1]
            arguments = [name, "--help"] + arguments.dropFirst(2)
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            io.printError(ToolMessage.usage(unknownCommand(name, arguments: arguments, tool: tool),
                                            usage: "\(tool) <command> [options]", help: tool))
            return ExitCode.usage
        }
        do {
            let parsed = try command.parse(Array(arguments.dropFirst()))
            if parsed.help {
                io.print(command.help(tool: tool))
                return ExitCode.success
            }
            if let locale = parsed.value("locale") {
                guard LocaleRules.isLanguageTag(locale) else {
                    throw UsageError(message: "Invalid value '\(locale)' for '--locale <locale>': expected a language tag such as "
                                     + ToolMessage.languages
                                     + (ToolMessage.languageNamed(locale).map { ". Did you mean '--locale \($0)'?" } ?? ""), command: command)
                }
                if let language = ToolMessage.languageOfCountryCode(locale) {
                    io.printError(ToolMessage.warning("'\(locale)' is a country code, not a language code: did you mean '--locale \(language)'?"))
                } else if !LocaleRules.knows(locale) {
                    io.printError(ToolMessage.warning("ShortcutKit has no word lists for '\(locale)' (it has them for "
                                  + ToolMessage.languages
                                  + "); fillers, yes and no are not understood, and phrases not translated are matched in the source language."))
                }
            }
            for warning in ToolMessage.unusedFolderVariables(ProcessInfo.processInfo.environment) { io.printError(warning) }
            let context = ToolContext(arguments: parsed, apps: apps, io: io, tool: tool)
            switch command.name {
            case ChatCommand.spec.name: return try await ChatCommand.run(context)
            case MatchCommand.spec.name: return try await MatchCommand.run(context)
            case CoverageCommand.spec.name: return try await CoverageCommand.run(context)
            case CheckCommand.spec.name: return try await CheckCommand.run(context)
            case ListCommand.spec.name: return try await ListCommand.run(context)
            default: return try await ExportCommand.run(context)
            }
        } catch let error as UsageError {
            let usage = error.command ?? command
            io.printError(ToolMessage.usage(error.message, usage: usage.usage(tool: tool), help: "\(tool) \(usage.name)"))
            return ExitCode.usage
        } catch let error as InputError {
            io.printError(error.message)
            return ExitCode.invalidInput
        } catch {
            io.printError(ToolMessage.file("\(error)"))
            return ExitCode.invalidInput
        }
    }
}

/// Bad input files or definitions, exit 65: the message, as `ToolMessage` words it.
struct InputError: Error, Sendable {
    /// The text printed: one or more `FILE:LINE:COL: error: …` lines.
    var message: String

    /// A problem `ToolMessage.file` words: `FILE:LINE:COL: error: message`.
    init(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = ToolMessage.file(message, file: file, line: line, column: column)
    }

    /// Problems already worded (by `ToolMessage` or `DiagnosticRenderer`).
    init(rendered: String) { message = rendered }
}

/// What a command runs with: its arguments, the apps, and the streams.
struct ToolContext: Sendable {
    var arguments: ParsedArguments
    var apps: [ShortcutApp]
    var io: ToolIO
    /// The executable's name, for usage lines and advice (`shortcuts`).
    var tool = "shortcuts"

    /// The locale asked for with `--locale`, else English.
    var locale: String { arguments.value("locale") ?? "en" }

    /// The locale to match `catalogs` in: `--locale`, else theirs (a manifest's), else English.
    func locale(for catalogs: [Catalog]) -> String {
        arguments.value("locale") ?? catalogs.first?.locale ?? "en"
    }
    var renderer: DiagnosticRenderer { DiagnosticRenderer(colors: io.colors) }

    /// `path` as a shell reads it back: as is when it holds only characters no shell
    /// treats specially, else in single quotes ("'My Apps/a b.json'").
    static func shellWord(_ path: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-+@%:=,")
        if !path.isEmpty, path.allSatisfy(plain.contains) { return path }
        return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// What `--manifest`, `--bundle`, `--values`, `--locale` and `--app` ask to load.
    func loader(acceptingInvalid: Bool = false) -> AppLoader {
        AppLoader(apps: apps, manifests: arguments.all("manifest"), bundles: arguments.all("bundle"),
                  valueFiles: arguments.all("values"), locale: arguments.value("locale"), app: arguments.value("app"),
                  acceptingInvalid: acceptingInvalid)
    }

    /// The apps' catalogs in the locale: from `--manifest` and `--bundle` files, or else
    /// from the apps. An app that breaks a phrase rule is refused (exit 65) unless
    /// `acceptingInvalid`, as `check`, `list` and `export` do to show it.
    func load(acceptingInvalid: Bool = false) async throws -> LoadedApps {
        do {
            return try await loader(acceptingInvalid: acceptingInvalid).load()
        } catch {
            switch error {
            case .usage(let message):
                throw UsageError(message: message, command: nil)
            case .unusableFiles(let problems):
                throw InputError(rendered: problems.joined(separator: "\n"))
            case .invalidPhrases(let problems, bundles: let bundles):
                // The command to run names the files given, ready to paste, not a placeholder.
                let option = bundles ? "bundle" : "manifest"
                let check = ([tool, "check"] + arguments.all(option).flatMap { ["--\(option)", Self.shellWord($0)] }).joined(separator: " ")
                throw InputError(rendered: renderer.render(problems)
                                 + "\nThe \(bundles ? "build's phrases" : "phrases") break Apple's rules; see '\(check)'.")
            }
        }
    }

    /// The errors met loading `loaded` that did not stop it — a malformed translation file,
    /// say — rendered for standard error: the apps are matched without what failed, and
    /// the user must know why.
    func loadErrors(_ loaded: LoadedApps) -> [String] {
        loaded.diagnostics.filter { $0.severity == .error }.map { renderer.render($0) }
    }

    /// A matcher of the loaded apps that can run their queries (the live ones).
    func shortcutMatcher(_ loaded: LoadedApps) throws -> ShortcutMatcher {
        do {
            return try ShortcutMatcher(catalogs: loaded.catalogs, apps: loaded.apps, locale: locale(for: loaded.catalogs),
                                       options: MatchOptions(), diagnostics: loaded.diagnostics)
        } catch {
            throw InputError("\(error)")
        }
    }

    func matcher(_ catalogs: [Catalog]) throws -> PhraseMatcher {
        do {
            return try PhraseMatcher(catalogs: catalogs, locale: locale(for: catalogs))
        } catch {
            throw InputError("\(error)")
        }
    }
}
