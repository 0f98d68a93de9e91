import Foundation
import PhraseMatching

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
    }

    /// Runs the tool on the process's arguments and streams, then exits.
    public static func main(apps: [ShortcutApp]) async -> Never {
        let status = await run(arguments: Array(CommandLine.arguments.dropFirst()), apps: apps, io: .standard)
        exit(status)
    }

    static let commands: [CommandSpec] = [
        ChatCommand.spec, MatchCommand.spec, CoverageCommand.spec, CheckCommand.spec, ListCommand.spec, ExportCommand.spec,
    ]

    static var help: String {
        var lines = [
            "OVERVIEW: Match typed commands to App Shortcuts, the way Siri does.", "",
            "USAGE: shortcuts <command> [options]", "", "COMMANDS:",
        ]
        for command in commands {
            lines.append("  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0) + command.abstract)
        }
        lines += ["", "  See 'shortcuts <command> --help' for the options of a command."]
        return lines.joined(separator: "\n")
    }

    /// Runs one command and returns its exit status; everything goes through `io`.
    public static func run(arguments: [String], apps: [ShortcutApp], io: ToolIO) async -> Int32 {
        guard let name = arguments.first else {
            io.print(help)
            return ExitCode.success
        }
        if name == "-h" || name == "--help" || name == "help" {
            io.print(help)
            return ExitCode.success
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            let suggestion = Suggestion.closest(to: name, among: commands.map(\.name))
            io.printError("Error: Unknown command '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""))
            io.printError("Usage: shortcuts <command> [options]")
            io.printError("  See 'shortcuts --help' for more information.")
            return ExitCode.usage
        }
        do {
            let parsed = try command.parse(Array(arguments.dropFirst()))
            if parsed.help {
                io.print(command.help)
                return ExitCode.success
            }
            if let locale = parsed.value("locale") {
                guard LocaleRules.isLanguageTag(locale) else {
                    throw UsageError(message: "Invalid value '\(locale)' for '--locale <locale>': expected a language tag such as "
                                     + LocaleRules.knownLanguages.joined(separator: ", "), command: command)
                }
                if !LocaleRules.knows(locale) {
                    io.printError("warning: ShortcutKit has no word lists for '\(locale)' (it knows "
                                  + LocaleRules.knownLanguages.joined(separator: ", ")
                                  + "); fillers, yes and no are not understood, and phrases not translated are matched in the source language.")
                }
            }
            let context = ToolContext(arguments: parsed, apps: apps, io: io)
            switch command.name {
            case ChatCommand.spec.name: return try await ChatCommand.run(context)
            case MatchCommand.spec.name: return try await MatchCommand.run(context)
            case CoverageCommand.spec.name: return try await CoverageCommand.run(context)
            case CheckCommand.spec.name: return try await CheckCommand.run(context)
            case ListCommand.spec.name: return try await ListCommand.run(context)
            default: return try await ExportCommand.run(context)
            }
        } catch let error as UsageError {
            io.printError("Error: \(error.message)")
            if let command = error.command {
                io.printError("Usage: \(command.usage)")
                io.printError("  See 'shortcuts \(command.name) --help' for more information.")
            }
            return ExitCode.usage
        } catch let error as InputError {
            io.printError(error.message)
            return ExitCode.invalidInput
        } catch {
            io.printError("Error: \(error)")
            return ExitCode.invalidInput
        }
    }
}

/// Bad input files or definitions: the message is printed as is, exit 65.
struct InputError: Error, Sendable {
    var message: String
}

/// What a command runs with: its arguments, the apps, and the streams.
struct ToolContext: Sendable {
    var arguments: ParsedArguments
    var apps: [ShortcutApp]
    var io: ToolIO

    /// The locale asked for with `--locale`, else English.
    var locale: String { arguments.value("locale") ?? "en" }

    /// The locale to match `catalogs` in: `--locale`, else theirs (a manifest's), else English.
    func locale(for catalogs: [Catalog]) -> String {
        arguments.value("locale") ?? catalogs.first?.locale ?? "en"
    }
    var renderer: DiagnosticRenderer { DiagnosticRenderer(colors: io.colors) }

    /// The apps' catalogs in the locale: from `--manifest` files, or else from the apps.
    /// A manifest that breaks a phrase rule is refused (exit 65) unless `acceptingInvalid`,
    /// as `check`, `list` and `export` do to show it.
    func load(acceptingInvalid: Bool = false) async throws -> LoadedApps {
        let manifests = arguments.all("manifest")
        var loaded = LoadedApps()
        if manifests.isEmpty {
            for app in apps {
                let build = await app.catalog(locale: locale)
                loaded.catalogs.append(build.catalog)
                loaded.apps.append(app)
                loaded.diagnostics += build.diagnostics
            }
        } else {
            var errors: [String] = []
            var invalid: [Diagnostic] = []
            for path in manifests {
                do {
                    let catalog = try Catalog(contentsOfManifest: path)
                    if !acceptingInvalid {
                        invalid += CatalogValidator().validate(catalog, file: path).filter { $0.severity == .error }
                    }
                    if let asked = arguments.value("locale"), !LanguageFallback.sameLanguage(catalog.locale, asked) {
                        errors.append("\(path): error: the manifest is in locale '\(catalog.locale)', not '\(asked)'; "
                                      + "leave out --locale, or export the app in '\(asked)'")
                        continue
                    }
                    loaded.catalogs.append(catalog)
                    loaded.apps.append(nil)
                } catch {
                    errors.append("\(error)")
                }
            }
            if !errors.isEmpty { throw InputError(message: errors.joined(separator: "\n")) }
            if !invalid.isEmpty {
                throw InputError(message: renderer.render(invalid)
                                 + "\nThe phrases break Apple's rules; see 'shortcuts check --manifest FILE'.")
            }
        }
        if let name = arguments.value("app") {
            let normalizer = Normalizer(locale: locale)
            let wanted = normalizer.tokens(name)
            let keep = loaded.catalogs.map { catalog in
                catalog.app.allNames.flatMap(NameVariants.variants).contains { normalizer.tokens($0) == wanted }
            }
            guard keep.contains(true) else {
                let suggestion = Suggestion.closest(to: name, among: loaded.catalogs.map(\.app.name))
                throw UsageError(message: "Unknown app '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
                                 + " Loaded apps: " + loaded.catalogs.map { "'\($0.app.name)'" }.joined(separator: ", ") + ".",
                                 command: nil)
            }
            let names = Set(loaded.catalogs.indices.filter { keep[$0] }.map { loaded.catalogs[$0].app.name })
            loaded.apps = loaded.apps.indices.filter { keep[$0] }.map { loaded.apps[$0] }
            loaded.catalogs = loaded.catalogs.filter { names.contains($0.app.name) }
            loaded.diagnostics = loaded.diagnostics.filter { $0.app == nil || names.contains($0.app!) }
        }
        return loaded
    }

    /// A matcher of the loaded apps that can run their queries (the live ones).
    func shortcutMatcher(_ loaded: LoadedApps) throws -> ShortcutMatcher {
        do {
            return try ShortcutMatcher(catalogs: loaded.catalogs, apps: loaded.apps, locale: locale(for: loaded.catalogs),
                                       options: MatchOptions(), diagnostics: loaded.diagnostics)
        } catch {
            throw InputError(message: "Error: \(error)")
        }
    }

    func matcher(_ catalogs: [Catalog]) throws -> PhraseMatcher {
        do {
            return try PhraseMatcher(catalogs: catalogs, locale: locale(for: catalogs))
        } catch {
            throw InputError(message: "Error: \(error)")
        }
    }
}

/// The apps a command works on: each catalog, and the live app it came from (none for a
/// manifest).
struct LoadedApps: Sendable {
    var catalogs: [Catalog] = []
    var apps: [ShortcutApp?] = []
    var diagnostics: [Diagnostic] = []
}
