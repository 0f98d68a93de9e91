import Foundation

/// An app's phrase translations: `AppShortcuts.xcstrings` (Xcode's string catalog) or
/// `<lang>.lproj/AppShortcuts.strings`, with the position of every key and phrase.
///
///     let table = try PhraseTable(contentsOf: "phrases/Library/AppShortcuts.xcstrings")
///     table.phrases(for: "fr")["Open ${shelf} in ${applicationName}"]   // ["Ouvre ${shelf} dans ${applicationName}", …]
///
/// A key is a source-language phrase. Its translation in a language is one phrase
/// (`stringUnit`, or a `.strings` value) or several (`stringSet.values`): then the key is
/// usually a shortcut's first phrase and the list holds all that shortcut's phrases.
public struct PhraseTable: Sendable {
    public struct Phrase: Hashable, Sendable {
        public var text: String
        public var line: Int
        public var column: Int
    }

    public struct Entry: Sendable {
        public var key: String
        public var line: Int
        public var column: Int
        /// Language → its phrases.
        public var translations: [String: [Phrase]]
        /// Languages whose translation is a `stringSet` (several phrases for the key).
        public var sets: Set<String>
    }

    public var file: String
    public var sourceLanguage: String
    public var entries: [Entry]

    /// Every language with a translation, sorted.
    public var languages: [String] {
        Set(entries.flatMap { $0.translations.keys }).sorted()
    }

    /// Reads a `.xcstrings` or `.strings` file (the language of a `.strings` file is its
    /// `<lang>.lproj` folder).
    public init(contentsOf path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw StringsFileError(file: path, line: 1, column: 1, message: "cannot read the file (\(error.localizedDescription))")
        }
        if path.hasSuffix(".strings") {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
            let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : "en"
            try self.init(strings: data, file: path, language: language == "Base" ? "en" : language)
        } else {
            try self.init(xcstrings: data, file: path)
        }
    }

    /// Parses Xcode's string catalog JSON.
    public init(xcstrings data: Data, file: String) throws {
        let root = try JSONReader.parse(data, file: file)
        func fail(_ node: JSONNode, _ message: String) -> StringsFileError {
            StringsFileError(file: file, line: node.line, column: node.column, message: message)
        }
        guard root.members != nil else { throw fail(root, "expected a string catalog object, found \(root.typeName)") }
        self.file = file
        sourceLanguage = root["sourceLanguage"]?.string ?? "en"
        entries = []
        guard let strings = root["strings"] else { throw fail(root, "missing key 'strings'") }
        guard let members = strings.members else { throw fail(strings, "'strings' must be an object, found \(strings.typeName)") }
        for member in members {
            var entry = Entry(key: member.key, line: member.keyLine, column: member.keyColumn, translations: [:], sets: [])
            guard member.value.members != nil else { throw fail(member.value, "the entry for \"\(member.key)\" must be an object, found \(member.value.typeName)") }
            if let localizations = member.value["localizations"] {
                guard let languages = localizations.members else {
                    throw fail(localizations, "'localizations' must be an object, found \(localizations.typeName)")
                }
                for language in languages {
                    let node = language.value
                    if let unit = node["stringUnit"] {
                        guard let value = unit["value"] else { throw fail(unit, "stringUnit of '\(language.key)' has no 'value'") }
                        guard let text = value.string else { throw fail(value, "'value' must be a string, found \(value.typeName)") }
                        entry.translations[language.key] = [Phrase(text: text, line: value.line, column: value.column)]
                    } else if let set = node["stringSet"] {
                        guard let values = set["values"] else { throw fail(set, "stringSet of '\(language.key)' has no 'values'") }
                        guard let items = values.array else { throw fail(values, "'values' must be an array, found \(values.typeName)") }
                        var phrases: [Phrase] = []
                        for item in items {
                            guard let text = item.string else { throw fail(item, "each of 'values' must be a string, found \(item.typeName)") }
                            phrases.append(Phrase(text: text, line: item.line, column: item.column))
                        }
                        entry.translations[language.key] = phrases
                        entry.sets.insert(language.key)
                    } else if node["variations"] != nil {
                        continue
                    } else {
                        throw fail(node, "the '\(language.key)' translation of \"\(member.key)\" has neither stringUnit nor stringSet")
                    }
                }
            }
            entries.append(entry)
        }
    }

    /// Parses an old-style `.strings` file (`"key" = "value";`), UTF-8 or UTF-16.
    public init(strings data: Data, file: String, language: String) throws {
        self.file = file
        sourceLanguage = "en"
        entries = []
        for (key, value) in try StringsFileParser.parse(data, file: file) {
            entries.append(Entry(key: key.text, line: key.line, column: key.column,
                                 translations: [language: [value]], sets: []))
        }
    }

    /// Adds the entries of another file (another `.lproj` of the same table).
    public mutating func merge(_ other: PhraseTable) {
        for entry in other.entries {
            if let index = entries.firstIndex(where: { $0.key == entry.key }) {
                entries[index].translations.merge(entry.translations) { _, new in new }
                entries[index].sets.formUnion(entry.sets)
            } else {
                entries.append(entry)
            }
        }
    }

    /// Key → phrases in `locale` (or its language), for keys translated there.
    public func phrases(for locale: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for entry in entries {
            if let phrases = Self.lookup(entry.translations, locale: locale) {
                result[entry.key] = phrases.map(\.text)
            }
        }
        return result
    }

    /// Key → language → phrases: the form `AppLocalizations` takes.
    public var phraseMap: [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        for entry in entries { result[entry.key] = entry.translations.mapValues { $0.map(\.text) } }
        return result
    }

    /// Language → key → first phrase: the form display strings take (`Localizable`,
    /// `InfoPlist` catalogs).
    public var displayTables: [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for entry in entries {
            for (language, phrases) in entry.translations {
                if let first = phrases.first { result[language, default: [:]][entry.key] = first.text }
            }
        }
        return result
    }

    static func lookup<T>(_ table: [String: T], locale: String) -> T? {
        if let exact = table[locale] { return exact }
        let language = String(locale.prefix { $0 != "-" && $0 != "_" })
        if let value = table[language] { return value }
        return table.first { $0.key.prefix { $0 != "-" && $0 != "_" } == language }?.value
    }

    // MARK: Validation

    /// The phrase rules on every key and translation, on the table alone.
    public func validate() -> [Diagnostic] {
        validate(parametersOfKey: { key in Set(PhraseTemplate(key).parameterNames) }, intentOfKey: { _ in nil })
    }

    /// The phrase rules on every key and translation, plus what the app's catalog tells:
    /// keys no phrase uses (Apple's warning) and phrases a language lacks.
    public func validate(against catalog: Catalog) -> [Diagnostic] {
        var shortcutOfPhrase: [String: Shortcut] = [:]
        for shortcut in catalog.shortcuts {
            for phrase in shortcut.phrases where shortcutOfPhrase[phrase] == nil { shortcutOfPhrase[phrase] = shortcut }
        }
        var problems = validate(
            parametersOfKey: { key in
                guard let shortcut = shortcutOfPhrase[key] else { return Set(PhraseTemplate(key).parameterNames) }
                return Set(shortcut.phrases.flatMap { PhraseTemplate($0).parameterNames })
            },
            intentOfKey: { shortcutOfPhrase[$0]?.intent })
        let used = Set(shortcutOfPhrase.keys).union(catalog.negativePhrases)
        for entry in entries where !used.contains(entry.key) {
            problems.append(Diagnostic(.warning, message: "This phrase is not used in any App Shortcut or as a Negative Phrase.",
                                       app: catalog.app.name, phrase: entry.key, file: file, line: entry.line, column: entry.column))
        }
        let keys = Set(entries.map(\.key))
        let languages = self.languages.filter { $0.prefix(2) != sourceLanguage.prefix(2) }
        for shortcut in catalog.shortcuts {
            // A shortcut is translated when any of its phrases is a key of the language.
            for language in languages {
                let translated = shortcut.phrases.contains { phrase in
                    entries.first { $0.key == phrase }?.translations[language] != nil
                }
                if !translated {
                    let missing = shortcut.phrases.first { !keys.contains($0) } ?? shortcut.phrases.first ?? ""
                    problems.append(Diagnostic(.warning, message: "App Shortcut '\(shortcut.intent)' has no phrase in '\(language)'; the source phrases are used.",
                                               app: catalog.app.name, shortcut: shortcut.intent, phrase: missing, locale: language, file: file))
                }
            }
        }
        return problems
    }

    private func validate(parametersOfKey: (String) -> Set<String>, intentOfKey: (String) -> String?) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for entry in entries {
            let keyTemplate = PhraseTemplate(entry.key)
            problems += PhraseRules.check(keyTemplate, parameters: nil, types: [:], app: nil, shortcut: intentOfKey(entry.key),
                                          locale: sourceLanguage, file: file, line: entry.line, column: entry.column)
            let allowed = parametersOfKey(entry.key)
            for language in entry.translations.keys.sorted() {
                let isSet = entry.sets.contains(language)
                for phrase in entry.translations[language]! {
                    let template = PhraseTemplate(phrase.text)
                    problems += PhraseRules.check(template, parameters: nil, types: [:], app: nil, shortcut: intentOfKey(entry.key),
                                                  locale: language, file: file, line: phrase.line, column: phrase.column)
                    // A set under a parameterless key may hold the shortcut's other phrases.
                    let strict = !isSet || !keyTemplate.parameterNames.isEmpty || intentOfKey(entry.key) != nil
                    guard strict else { continue }
                    for name in Set(template.parameterNames).subtracting(allowed).sorted() {
                        problems.append(Diagnostic(.error, message: "Invalid Utterance. The '\(language)' translation uses '${\(name)}', which its key \"\(entry.key)\" does not have.",
                                                   shortcut: intentOfKey(entry.key), phrase: phrase.text, locale: language,
                                                   file: file, line: phrase.line, column: phrase.column,
                                                   span: CatalogValidator.span(of: "${\(name)}", in: phrase.text)))
                    }
                }
            }
        }
        return problems
    }
}

/// The old `.strings` format: `"key" = "value";` with comments.
enum StringsFileParser {
    static let headline = "Couldn't parse property list because the input data was in an invalid format"

    static func parse(_ data: Data, file: String) throws -> [(key: PhraseTable.Phrase, value: PhraseTable.Phrase)] {
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: data, encoding: .utf16) else {
                throw StringsFileError(file: file, line: 1, column: 1, message: "\(headline): invalid UTF-16")
            }
            text = decoded
        } else if let decoded = String(validating: [UInt8](data), as: UTF8.self) {
            text = decoded.hasPrefix("\u{FEFF}") ? String(decoded.dropFirst()) : decoded
        } else {
            throw StringsFileError(file: file, line: 1, column: 1, message: "\(headline): the file is neither UTF-8 nor UTF-16")
        }
        var scanner = Scanner(characters: Array(text.unicodeScalars), file: file)
        var pairs: [(key: PhraseTable.Phrase, value: PhraseTable.Phrase)] = []
        while true {
            try scanner.skipSpaceAndComments()
            if scanner.atEnd { break }
            let key = try scanner.token(what: "a key")
            try scanner.skipSpaceAndComments()
            if scanner.peek == ";" {
                scanner.advance()
                pairs.append((key, key))
                continue
            }
            guard scanner.peek == "=" else { throw scanner.error("expected '=' after the key \"\(key.text)\"") }
            scanner.advance()
            try scanner.skipSpaceAndComments()
            let value = try scanner.token(what: "a value")
            try scanner.skipSpaceAndComments()
            guard scanner.peek == ";" else { throw scanner.error("expected ';' after the value of \"\(key.text)\"") }
            scanner.advance()
            pairs.append((key, value))
        }
        return pairs
    }

    struct Scanner {
        let characters: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        var atEnd: Bool { index >= characters.count }
        var peek: Unicode.Scalar? { atEnd ? nil : characters[index] }

        mutating func advance() {
            if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        func error(_ message: String) -> StringsFileError {
            StringsFileError(file: file, line: line, column: column, message: "\(StringsFileParser.headline): \(message)")
        }

        mutating func skipSpaceAndComments() throws {
            while let c = peek {
                if c == " " || c == "\t" || c == "\n" || c == "\r" { advance(); continue }
                if c == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    let (startLine, startColumn) = (line, column)
                    advance(); advance()
                    var closed = false
                    while !atEnd {
                        if characters[index] == "*", index + 1 < characters.count, characters[index + 1] == "/" {
                            advance(); advance()
                            closed = true
                            break
                        }
                        advance()
                    }
                    if !closed {
                        throw StringsFileError(file: file, line: startLine, column: startColumn,
                                               message: "\(StringsFileParser.headline): unterminated comment")
                    }
                    continue
                }
                if c == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while let d = peek, d != "\n" { _ = d; advance() }
                    continue
                }
                return
            }
        }

        mutating func token(what: String) throws -> PhraseTable.Phrase {
            let (startLine, startColumn) = (line, column)
            guard let first = peek else { throw error("unexpected end of file: expected \(what)") }
            if first == "\"" {
                advance()
                var out = String.UnicodeScalarView()
                while let c = peek {
                    if c == "\"" {
                        advance()
                        return PhraseTable.Phrase(text: String(out), line: startLine, column: startColumn)
                    }
                    if c == "\\" {
                        advance()
                        guard let e = peek else { break }
                        advance()
                        switch e {
                        case "n": out.append("\n")
                        case "t": out.append("\t")
                        case "r": out.append("\r")
                        case "\"": out.append("\"")
                        case "\\": out.append("\\")
                        case "U", "u":
                            var digits = ""
                            while digits.count < 4, let d = peek, d.properties.isASCIIHexDigit { digits.unicodeScalars.append(d); advance() }
                            guard digits.count == 4, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) else {
                                throw error("invalid \\U escape")
                            }
                            out.append(scalar)
                        default: out.append(e)
                        }
                        continue
                    }
                    out.append(c)
                    advance()
                }
                throw StringsFileError(file: file, line: startLine, column: startColumn,
                                       message: "\(StringsFileParser.headline): unterminated string")
            }
            var out = String.UnicodeScalarView()
            while let c = peek, c.properties.isAlphabetic || c.properties.numericType != nil || "_.$:/-".unicodeScalars.contains(c) {
                out.append(c)
                advance()
            }
            guard !out.isEmpty else { throw error("unexpected character '\(first)': expected \(what)") }
            return PhraseTable.Phrase(text: String(out), line: startLine, column: startColumn)
        }
    }
}
