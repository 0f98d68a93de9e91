import Foundation
import PhraseMatching
import ShortcutKit

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
    /// The positional argument; `required` shows it as `<name>`, else `[<name>]`.
    var positional: (name: String, help: String, required: Bool)?
    var options: [Option]
    var discussion: String?

    /// `--app` where utterances are matched: the app's name may be left out of them.
    static let app = Option(name: "app", value: "NAME", help: "Only this app; what you type may then leave its name out.")
    /// `--app` where apps are shown, checked or exported.
    static func app(_ verb: String) -> Option {
        Option(name: "app", value: "NAME", help: "Only this app: \(verb) it alone.")
    }
    /// `--locale` where utterances are matched.
    static var locale: Option {
        Option(name: "locale", value: "LOCALE",
               help: "The locale to match in: \(ToolMessage.languages) (default: en, or the manifests' own).")
    }
    /// `--locale` where apps are shown, checked or exported.
    static func locale(_ verb: String) -> Option {
        Option(name: "locale", value: "LOCALE",
               help: "The locale to \(verb) the apps in: \(ToolMessage.languages) (default: en, or the manifests' own).")
    }
    static let manifest = Option(name: "manifest", value: "FILE", repeatable: true,
                                 help: "Load an app from a manifest (*.shortcuts.json) instead of the built-in apps. Repeatable.")
    static let bundle = Option(name: "bundle", value: "PATH", repeatable: true,
                               help: "Load an app from its build: a .app folder, its Metadata.appintents folder or its extract.actionsdata file. Repeatable.")
    static let values = Option(name: "values", value: "FILE", repeatable: true,
                               help: "Entity values for --bundle builds: a JSON object from entity type to [{\"id\", \"title\", \"subtitle\", \"synonyms\"}]. Repeatable.")
    static let json = Option(name: "json", help: "Write JSON.")

    /// `shortcuts match <utterance> [--app <name>] …`, with the executable's name.
    func usage(tool: String = "shortcuts") -> String {
        var parts = [tool, name]
        if let positional { parts.append(positional.required ? "<\(positional.name)>" : "[<\(positional.name)>]") }
        for option in options {
            let text = option.value.map { "--\(option.name) <\($0.lowercased())>" } ?? "--\(option.name)"
            parts.append(option.repeatable ? "[\(text) ...]" : "[\(text)]")
        }
        return parts.joined(separator: " ")
    }

    /// What `--help` prints, wrapped at 80 columns as argument-parser does.
    func help(tool: String = "shortcuts") -> String {
        var lines = ["OVERVIEW: \(abstract)", ""]
        lines += Self.wrap("USAGE: " + usage(tool: tool), indent: 7) + [""]
        if let discussion {
            for paragraph in discussion.components(separatedBy: "\n\n") {
                lines += Self.wrap(paragraph.replacingOccurrences(of: "\n", with: " "), indent: 0) + [""]
            }
        }
        if let positional {
            lines += ["ARGUMENTS:"] + item("<\(positional.name)>", positional.help) + [""]
        }
        lines.append("OPTIONS:")
        for option in options {
            let text = option.value.map { "--\(option.name) <\($0.lowercased())>" } ?? "--\(option.name)"
            lines += item(text, option.help)
        }
        lines += item("-h, --help", "Show help information.")
        return lines.joined(separator: "\n")
    }

    /// One argument or option: its name in a column of 24, its help wrapped beside it.
    private func item(_ label: String, _ text: String) -> [String] {
        let column = 26
        let wrapped = Self.wrap(text, indent: 0, width: 80 - column)
        let indent = String(repeating: " ", count: column)
        var lines: [String]
        if label.count >= 24 {
            lines = ["  " + label] + wrapped.map { indent + $0 }
        } else {
            lines = ["  " + label + String(repeating: " ", count: 24 - label.count) + (wrapped.first ?? "")]
                + wrapped.dropFirst().map { indent + $0 }
        }
        return lines
    }

    /// `text` in lines of at most `width` characters, broken at spaces; lines after the
    /// first indented by `indent`.
    static func wrap(_ text: String, indent: Int, width: Int = 80) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let prefix = lines.isEmpty ? 0 : indent
            if !line.isEmpty, prefix + line.count + 1 + word.count > width {
                lines.append(String(repeating: " ", count: prefix) + line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(String(repeating: " ", count: lines.isEmpty ? 0 : indent) + line) }
        return lines
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
