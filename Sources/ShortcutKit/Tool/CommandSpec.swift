import Foundation
import PhraseMatching

/// What one `shortcuts` command accepts: its options and positional argument, with the
/// words `--help` shows.
struct CommandSpec: Sendable {
    struct Option: Sendable {
        var name: String
        /// `nil` for a flag; otherwise the value's placeholder (`"FILE"`).
        var value: String?
        var repeatable = false
        var help: String
    }

    var name: String
    var abstract: String
    var positional: (name: String, help: String)?
    var options: [Option]
    var discussion: String?

    static let app = Option(name: "app", value: "NAME", help: "Only this app (its name may then be left out).")
    static let locale = Option(name: "locale", value: "LOCALE", help: "The locale to match in: en, fr, es, pt-BR, ja (default: en).")
    static let manifest = Option(name: "manifest", value: "FILE", repeatable: true,
                                 help: "Load an app from a manifest (*.shortcuts.json) instead of the built-in apps. Repeatable.")
    static let bundle = Option(name: "bundle", value: "PATH", repeatable: true,
                               help: "Load an app from its build: a .app folder, its Metadata.appintents folder or its extract.actionsdata file. Repeatable.")
    static let values = Option(name: "values", value: "FILE", repeatable: true,
                               help: "Entity values for --bundle builds: a JSON object from entity type to [{\"id\", \"title\", \"subtitle\", \"synonyms\"}]. Repeatable.")
    static let json = Option(name: "json", help: "Write JSON.")

    var usage: String {
        var parts = ["shortcuts", name]
        if let positional { parts.append("[\(positional.name)]") }
        for option in options {
            let text = option.value.map { "--\(option.name) <\($0.lowercased())>" } ?? "--\(option.name)"
            parts.append(option.repeatable ? "[\(text) ...]" : "[\(text)]")
        }
        return parts.joined(separator: " ")
    }

    var help: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)", ""]
        if let discussion { lines += [discussion, ""] }
        if let positional {
            lines += ["ARGUMENTS:", "  " + pad(positional.name) + positional.help, ""]
        }
        lines.append("OPTIONS:")
        for option in options {
            let text = option.value.map { "--\(option.name) <\($0.lowercased())>" } ?? "--\(option.name)"
            lines.append("  " + pad(text) + option.help)
        }
        lines.append("  " + pad("-h, --help") + "Show help information.")
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String) -> String {
        text.count >= 24 ? text + "\n" + String(repeating: " ", count: 26) : text + String(repeating: " ", count: 24 - text.count)
    }
}

/// Arguments after parsing: option values by name, and the positional argument.
struct ParsedArguments: Sendable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positional: [String] = []
    var help = false

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A mistake in how the tool was called: printed with the usage, exit 64.
struct UsageError: Error, Sendable {
    var message: String
    var command: CommandSpec?
}

extension CommandSpec {
    /// Parses `arguments` (after the command name) against this command.
    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
                parsed.positional.append(argument)
                continue
            }
            if argument == "--" { onlyPositional = true; continue }
            if argument == "-h" || argument == "--help" { parsed.help = true; continue }
            guard argument.hasPrefix("--") else {
                throw UsageError(message: "Unknown option '\(argument)'", command: self)
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String? = nil
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let suggestion = Suggestion.closest(to: name, among: options.map(\.name) + ["help"])
                throw UsageError(message: "Unknown option '--\(name)'" + (suggestion.map { ". Did you mean '--\($0)'?" } ?? ""), command: self)
            }
            if option.value == nil {
                if inlineValue != nil { throw UsageError(message: "Option '--\(name)' takes no value", command: self) }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw UsageError(message: "Missing value for '--\(name) <\(option.value!.lowercased())>'", command: self)
                }
                value = arguments[index]
                index += 1
            }
            if !option.repeatable, parsed.values[name] != nil {
                throw UsageError(message: "Option '--\(name)' given twice", command: self)
            }
            parsed.values[name, default: []].append(value)
        }
        if positional == nil, let extra = parsed.positional.first {
            throw UsageError(message: "Unexpected argument '\(extra)'", command: self)
        }
        return parsed
    }
}
