/// The lexicon data compiled into the package: one string literal per language, in the
/// generated files `Data/LexiconData+<Language>.swift` (`Scripts/make-lexicon.py`), read
/// by `Lexicon` on first use.
///
///     LexiconData.source(language: "fr")   // "= supprimer effacer …\n…"
///
/// A string literal rather than a resource bundle: a resource is found through
/// `Bundle.module`, whose folder must sit beside the binary, so a tool copied elsewhere
/// would lose it; a literal costs nothing until it is parsed.
enum LexiconData {
    /// The lexicon text of `language` (a language code), or "" if there is none.
    static func source(language: String) -> String {
        switch language {
        case "en": english
        case "fr": french
        case "es": spanish
        case "pt": portuguese
        case "ja": japanese
        default: ""
        }
    }

    /// The irregular forms of `text`: one `inflected base` pair a line.
    static func parseIrregular(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            table[String(parts[0])] = String(parts[1])
        }
        return table
    }
}
