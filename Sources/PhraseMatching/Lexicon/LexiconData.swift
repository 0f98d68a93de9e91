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

    /// The word groups of `language` (a language code: `WordGroups`), or "" if there are none:
    /// a literal apart from `source(language:)`, read only when a paraphrase is first read.
    static func groups(language: String) -> String {
        switch language {
        case "en": englishGroups
        case "fr": frenchGroups
        case "es": spanishGroups
        case "pt": portugueseGroups
        case "ja": japaneseGroups
        default: ""
        }
    }

    /// The word groups of `language` with their words stemmed (`WordGroups.compiled`), or ""
    /// if there are none: `Data/LexiconData+GroupStems.swift`, written by WordGroupTests from
    /// `groups(language:)`, so that no process stems them again.
    static func groupStems(language: String) -> String {
        switch language {
        case "en": englishGroupStems
        case "fr": frenchGroupStems
        case "es": spanishGroupStems
        case "pt": portugueseGroupStems
        default: ""
        }
    }

    /// The irregular forms of `text`: one `inflected base` pair a line.
    /// Lines that are not two words are skipped (LexiconDataTests checks there are none).
    static func parseIrregular(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        // Over UTF-8 bytes: splitting a String by Characters costs ten times as much.
        for line in text.utf8.split(separator: 0x0A) {
            let parts = line.split(separator: 0x20)
            guard parts.count == 2 else { continue }
            table[String(decoding: parts[0], as: UTF8.self)] = String(decoding: parts[1], as: UTF8.self)
        }
        return table
    }
}
