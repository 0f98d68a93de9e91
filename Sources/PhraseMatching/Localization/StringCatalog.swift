import Foundation

/// A strings table — an Xcode string catalog (`.xcstrings`), or the `<lang>.lproj/*.strings`
/// files of the older format merged — with the file, line and column of every key and value:
/// `AppShortcuts` for phrases, `InfoPlist` / `Localizable` for app names and display titles.
/// The one reader of both formats; `StringCatalog+Phrases` translates and validates phrases.
///
///     let catalog = try StringCatalog(contentsOf: "phrases/Library/AppShortcuts.xcstrings")
///     catalog.strings(forKey: "Open ${shelf} in ${applicationName}", language: "pt-BR")   // pt-BR, else pt, else the key
///
/// A localisation is one string (`stringUnit.value`) or several (`stringSet.values`: an App
/// Shortcut's phrases in that language). `variations` are tolerated: the `other` variant
/// (else the first) stands for them. Unknown fields are ignored.
public struct StringCatalog: Hashable, Sendable {
    /// A string as the file holds it, and where.
    public struct LocalizedText: Hashable, Sendable {
        public var value: String
        public var position: FilePosition

        public init(_ value: String, position: FilePosition) {
            self.value = value
            self.position = position
        }
    }

    /// One language's translation of a key.
    public struct Localization: Hashable, Sendable {
        /// How the file writes the translation.
        public enum Layout: String, Hashable, Sendable {
            /// `stringUnit`: one string.
            case unit
            /// `stringSet.values`: several strings (phrases).
            case set
            /// `variations` (plural, device…): the `other` variant, else the first.
            case variations
        }

        /// The language tag as the file writes it (`fr`, `pt-BR`).
        public var language: String
        public var layout: Layout
        /// `translated`, `new`, `needs_review`, `stale`…
        public var state: String?
        /// One value for `unit`, any number for `set`.
        public var values: [LocalizedText]
        /// Where the language's key is.
        public var position: FilePosition
        /// The file the translation was read from, when not the catalog's own (the
        /// `<lang>.lproj/*.strings` files of a merged table).
        public var file: String?

        public init(language: String, layout: Layout, state: String? = nil, values: [LocalizedText], position: FilePosition,
                    file: String? = nil) {
            self.language = language
            self.layout = layout
            self.state = state
            self.values = values
            self.position = position
            self.file = file
        }

        /// Whether it holds any non-empty string (Xcode writes `""` for untranslated units).
        public var isTranslated: Bool { values.contains { !$0.value.isEmpty } }
    }

    /// One key: a source-language string and its translations.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var position: FilePosition
        /// The file the key was first read from, when not the catalog's own.
        public var file: String?
        public var comment: String?
        /// `manual`, `extracted_with_value`, `stale`…
        public var extractionState: String?
        /// `false` when the catalog marks the key "Don't translate".
        public var shouldTranslate: Bool
        /// Language tag → translation.
        public var localizations: [String: Localization]

        public init(key: String, position: FilePosition, comment: String? = nil, extractionState: String? = nil,
                    shouldTranslate: Bool = true, localizations: [String: Localization] = [:]) {
            self.key = key
            self.position = position
            self.comment = comment
            self.extractionState = extractionState
            self.shouldTranslate = shouldTranslate
            self.localizations = localizations
        }

        /// The translation in exactly `language` (tags compared ignoring case and `_`), if
        /// it has a non-empty string.
        public func localization(for language: String) -> Localization? {
            LanguageFallback.first(in: localizations.filter { $0.value.isTranslated }, along: [language])?.value
        }
    }

    /// The path the catalog was read from, for diagnostics.
    public var file: String
    public var sourceLanguage: String
    public var version: String?
    /// The keys in file order.
    public private(set) var entries: [Entry]
    private var indexOfKey: [String: Int]

    /// A catalog from its parts.
    public init(sourceLanguage: String, version: String? = "1.0", entries: [Entry], file: String = "Localizable.xcstrings") {
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = []
        self.indexOfKey = [:]
        for entry in entries { insert(entry) }
    }

    /// Reads the catalog at `path`: a string catalog (`.xcstrings`), or a `.strings` file
    /// whose language is its `<lang>.lproj` folder (`Base.lproj` and no folder: `en`).
    /// - Throws: `StringsFileError` when the file cannot be read or is malformed.
    public init(contentsOf path: String) throws {
        let data: Data
        do {
            data = try FileContents.read(path)
        } catch {
            throw StringsFileError(file: path, line: 1, column: 1, message: "\(error)")
        }
        if path.hasSuffix(".strings") {
            try self.init(strings: data, file: path, language: Self.language(ofStringsFile: path))
        } else {
            try self.init(data: data, file: path)
        }
    }

    /// The language of a `.strings` file: its `<lang>.lproj` folder; `en` for `Base.lproj`
    /// or a file outside any `.lproj`.
    static func language(ofStringsFile path: String) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        guard folder.hasSuffix(".lproj"), folder != "Base.lproj" else { return "en" }
        return String(folder.dropLast(6))
    }

    /// Parses an old-style `.strings` file (`"key" = "value";`, UTF-8 or UTF-16) as a catalog
    /// with one language: each value is a `stringUnit`.
    /// - Throws: `StringsFileError` at the first problem, with Apple's headline.
    /// - Complexity: O(n) in the size of `data`.
    public init(strings data: Data, file: String, language: String, sourceLanguage: String = "en") throws {
        self.init(sourceLanguage: sourceLanguage, version: nil, entries: [], file: file)
        for (key, value) in try StringsFileParser.parse([UInt8](data), file: file) {
            var entry = self[key.value] ?? Entry(key: key.value, position: key.position)
            entry.file = file
            entry.localizations[language] = Localization(language: language, layout: .unit, values: [value],
                                                         position: value.position, file: file)
            insert(entry)
        }
    }

    /// The table named `table` in `directory`, as an Xcode project holds it:
    /// `<table>.xcstrings`, else every `<lang>.lproj/<table>.strings` merged. `nil` when
    /// there is neither.
    /// - Throws: `StringsFileError` for a file that cannot be read or parsed.
    public static func table(named table: String, inDirectory directory: String) throws -> StringCatalog? {
        let manager = FileManager.default
        let catalogPath = (directory as NSString).appendingPathComponent("\(table).xcstrings")
        if manager.fileExists(atPath: catalogPath) { return try StringCatalog(contentsOf: catalogPath) }
        let folders = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
        var merged: StringCatalog? = nil
        for folder in folders {
            let path = (directory as NSString).appendingPathComponent("\(folder)/\(table).strings")
            guard manager.fileExists(atPath: path) else { continue }
            let part = try StringCatalog(contentsOf: path)
            if merged == nil { merged = part } else { merged!.merge(part) }
        }
        return merged
    }

    /// Adds the translations of `other` (another `.lproj` of the same table): its keys
    /// join this catalog's, and its languages replace the same languages here.
    public mutating func merge(_ other: StringCatalog) {
        for entry in other.entries {
            guard var existing = self[entry.key] else { insert(entry); continue }
            existing.localizations.merge(entry.localizations) { _, new in new }
            insert(existing)
        }
    }

    /// Parses the JSON of a string catalog; `file` names it in errors and diagnostics.
    /// - Throws: `StringsFileError` with the position of the first problem.
    /// - Complexity: O(n) in the size of `data`.
    public init(data: Data, file: String) throws {
        let root = try JSONReader.parse(data, file: file)
        func fail(_ node: JSONNode, _ message: String) -> StringsFileError {
            StringsFileError(file: file, line: node.line, column: node.column, message: message)
        }
        func position(_ node: JSONNode) -> FilePosition { FilePosition(line: node.line, column: node.column) }
        func optionalString(_ node: JSONNode, _ key: String, in what: String) throws -> String? {
            guard let value = node[key] else { return nil }
            guard let string = value.string else { throw fail(value, "'\(key)' of \(what) must be a string, found \(value.typeName)") }
            return string
        }
        guard root.members != nil else { throw fail(root, "expected a string catalog (a JSON object), found \(root.typeName)") }
        guard let sourceLanguage = try optionalString(root, "sourceLanguage", in: "the catalog") else {
            throw fail(root, "the string catalog has no 'sourceLanguage'")
        }
        self.init(sourceLanguage: sourceLanguage, version: try optionalString(root, "version", in: "the catalog"), entries: [], file: file)
        guard let strings = root["strings"] else { return }
        guard let members = strings.members else { throw fail(strings, "'strings' must be an object, found \(strings.typeName)") }

        /// A `stringUnit`, a `stringSet` or `variations` object, as a localisation.
        func localization(_ node: JSONNode, language: String, languagePosition: FilePosition, of key: String) throws -> Localization {
            let what = "the '\(language)' translation of \"\(key)\""
            guard node.members != nil else { throw fail(node, "\(what) must be an object, found \(node.typeName)") }
            if let unit = node["stringUnit"] {
                guard unit.members != nil else { throw fail(unit, "'stringUnit' of \(what) must be an object, found \(unit.typeName)") }
                guard let value = unit["value"] else { throw fail(unit, "'stringUnit' of \(what) has no 'value'") }
                guard let text = value.string else { throw fail(value, "'value' of \(what) must be a string, found \(value.typeName)") }
                return Localization(language: language, layout: .unit, state: try optionalString(unit, "state", in: what),
                                    values: [LocalizedText(text, position: position(value))], position: languagePosition)
            }
            if let set = node["stringSet"] {
                guard set.members != nil else { throw fail(set, "'stringSet' of \(what) must be an object, found \(set.typeName)") }
                guard let values = set["values"] else { throw fail(set, "'stringSet' of \(what) has no 'values'") }
                guard let items = values.array else { throw fail(values, "'values' of \(what) must be an array, found \(values.typeName)") }
                var texts: [LocalizedText] = []
                for item in items {
                    guard let text = item.string else { throw fail(item, "each of the 'values' of \(what) must be a string, found \(item.typeName)") }
                    texts.append(LocalizedText(text, position: position(item)))
                }
                return Localization(language: language, layout: .set, state: try optionalString(set, "state", in: what),
                                    values: texts, position: languagePosition)
            }
            if let variations = node["variations"], let kinds = variations.members {
                // {"plural": {"one": {...}, "other": {...}}}: take `other`, else the first variant.
                for kind in kinds {
                    guard let variants = kind.value.members, !variants.isEmpty else { continue }
                    let chosen = variants.last { $0.key == "other" } ?? variants[0]
                    var inner = try localization(chosen.value, language: language, languagePosition: languagePosition, of: key)
                    inner.layout = .variations
                    return inner
                }
            }
            return Localization(language: language, layout: .unit, values: [], position: languagePosition)
        }

        for member in members {
            let node = member.value
            let keyPosition = FilePosition(line: member.keyLine, column: member.keyColumn)
            guard node.members != nil else { throw fail(node, "the entry for \"\(member.key)\" must be an object, found \(node.typeName)") }
            let what = "\"\(member.key)\""
            var entry = Entry(key: member.key, position: keyPosition,
                              comment: try optionalString(node, "comment", in: what),
                              extractionState: try optionalString(node, "extractionState", in: what),
                              shouldTranslate: node["shouldTranslate"]?.bool ?? true)
            if let localizations = node["localizations"] {
                guard let languages = localizations.members else {
                    throw fail(localizations, "'localizations' of \(what) must be an object, found \(localizations.typeName)")
                }
                for language in languages {
                    entry.localizations[language.key] = try localization(
                        language.value, language: language.key,
                        languagePosition: FilePosition(line: language.keyLine, column: language.keyColumn), of: member.key)
                }
            }
            insert(entry)
        }
    }

    /// Adds `entry`, replacing an entry with the same key in place.
    public mutating func insert(_ entry: Entry) {
        if let index = indexOfKey[entry.key] {
            entries[index] = entry
        } else {
            indexOfKey[entry.key] = entries.count
            entries.append(entry)
        }
    }

    /// The entry for `key`.
    public subscript(key: String) -> Entry? {
        indexOfKey[key].map { entries[$0] }
    }

    /// Every language some key is translated to, sorted.
    public var languages: [String] {
        Set(entries.flatMap { $0.localizations.values.filter(\.isTranslated).map(\.language) }).sorted()
    }

    /// Where `language`'s strings are looked for: the tag, its shorter prefixes, then the
    /// source language (`pt-BR` → `pt` → `en`).
    public func fallbackLanguages(for language: String) -> [String] {
        LanguageFallback.chain(for: language, sourceLanguage: sourceLanguage)
    }

    /// The translation of `key` in `language` or the first of its fallbacks that has one.
    /// With `includingSource` false, the source language is not tried: `nil` then means
    /// "not translated".
    public func localization(of key: String, in language: String, includingSource: Bool = true) -> Localization? {
        guard let entry = self[key] else { return nil }
        let chain = LanguageFallback.chain(for: language, sourceLanguage: includingSource ? sourceLanguage : nil)
        return LanguageFallback.first(in: entry.localizations.filter { $0.value.isTranslated }, along: chain)?.value
    }

    /// The strings of `key` in `language`, falling back as `fallbackLanguages(for:)` says;
    /// in the source language a key without a localisation stands for itself.
    public func strings(forKey key: String, language: String) -> [String]? {
        guard let entry = self[key] else { return nil }
        if !entry.shouldTranslate { return [key] }
        if let found = localization(of: key, in: language) { return found.values.map(\.value).filter { !$0.isEmpty } }
        return [key]
    }

}
