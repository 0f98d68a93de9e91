import Foundation
import PhraseMatching
import ShortcutKit

/// The wording of every error and warning the tool prints, in two shapes only:
/// argument-parser's for a mistake in how the tool was called,
///
///     Error: Unknown option '--verbose'
///     Usage: shortcuts match <utterance> [--app <name>] …
///       See 'shortcuts match --help' for more information.
///
/// and the compiler's for a problem in a file or the definitions, `FILE:LINE:COL: error: …`
/// (as much of the location as is known; `error: …` when no file is involved).
enum ToolMessage {
    /// A usage error: the message, the usage line, where to find help.
    static func usage(_ message: String, usage: String, help: String) -> String {
        ["Error: \(message)", "Usage: \(usage)", "  See '\(help) --help' for more information."].joined(separator: "\n")
    }

    /// A problem in a file: `FILE:LINE:COL: error: message`.
    static func file(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
                     severity: Diagnostic.Severity = .error, colors: Bool = false) -> String {
        DiagnosticRenderer(colors: colors).render(Diagnostic(severity, message: message, file: file, line: line, column: column))
    }

    /// `warning: message`, for something the tool goes on with.
    static func warning(_ message: String, file: String? = nil) -> String {
        self.file(message, file: file, severity: .warning)
    }

    /// The language code people mean when they type a country's code for it (`jp` for
    /// Japanese, `ja`), for the codes that are no language code of their own: ISO 3166-1
    /// country codes against the ISO 639-1 code of the country's main language. `nil` for
    /// any other tag.
    static func languageOfCountryCode(_ tag: String) -> String? {
        let codes = ["jp": "ja", "cn": "zh", "gr": "el", "dk": "da", "cz": "cs", "ua": "uk",
                     "us": "en", "gb": "en", "mx": "es", "at": "de", "il": "he", "vn": "vi", "rs": "sr"]
        return codes[tag.lowercased()]
    }

    /// The code of a language typed by its name, in English or in itself ("french",
    /// "Français", "日本語" → `fr`, `ja`), for the languages with word lists; `nil` for any
    /// other text.
    static func languageNamed(_ name: String) -> String? {
        let codes = ["english": "en", "french": "fr", "francais": "fr", "français": "fr", "spanish": "es", "espanol": "es",
                     "español": "es", "portuguese": "pt-BR", "portugues": "pt-BR", "português": "pt-BR", "brazilian": "pt-BR",
                     "japanese": "ja", "日本語": "ja"]
        return codes[name.lowercased()]
    }

    /// A warning for each folder variable (`SHORTCUTS_PHRASES_DIR`, `SHORTCUTS_CORPUS_DIR`)
    /// of `environment` set to something that is no folder: it would be passed over in
    /// silence for the folder beside the package, and a user would not know why their files
    /// are not read.
    static func unusedFolderVariables(_ environment: [String: String]) -> [String] {
        ["SHORTCUTS_PHRASES_DIR", "SHORTCUTS_CORPUS_DIR"].compactMap { variable in
            guard let value = environment[variable], !value.isEmpty else { return nil }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory), isDirectory.boolValue { return nil }
            let folder = variable == "SHORTCUTS_PHRASES_DIR" ? "phrases" : "corpus"
            return warning("\(variable) is '\(value)', which is no folder: it is not read, and the default \(folder)/ folder is")
        }
    }

    /// The languages with word lists, written as `--locale` takes them: en, fr, es, pt-BR, ja.
    static var languages: String {
        // The word lists are per language; Portuguese is shipped (phrases, corpora) as pt-BR.
        LocaleRules.knownLanguages.map { $0 == "pt" ? "pt-BR" : $0 }.joined(separator: ", ")
    }
}
