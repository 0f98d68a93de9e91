import Foundation
import PhraseMatching

/// An app's translations, as an Xcode project holds them: phrases (`AppShortcuts`), the app's
/// name and alternative names (`InfoPlist`), and display strings — intent, enum-case and
/// type titles, synonyms, dialogs (`Localizable`).
///
///     let localizations = try AppLocalizations(contentsOfDirectory: "phrases/Library")
///     let library = ShortcutApp(name: "Library", provider: LibraryAppShortcuts.self,
///                               localizations: localizations)
///
/// What a locale lacks falls back to its language (`pt` for `pt-BR`), then to the source
/// language; `shortcuts check` lists what fell back.
public struct AppLocalizations: Sendable {
    /// `AppShortcuts.xcstrings` or `<lang>.lproj/AppShortcuts.strings`: keys are the
    /// source-language phrases.
    public var phrases: StringCatalog
    /// `InfoPlist.xcstrings`: `CFBundleDisplayName` (what `${applicationName}` stands for)
    /// and `INAlternativeAppNames` (a `stringSet` of names, or one name).
    public var infoPlist: StringCatalog
    /// `Localizable.xcstrings`: keys are the source texts of titles, synonyms and dialogs.
    public var strings: StringCatalog
    /// Other display tables, by name (`AppIntents.xcstrings` for
    /// `LocalizedStringResource("Trail", table: "AppIntents")`).
    public var tables: [String: StringCatalog] = [:]

    /// The file names the tables are read from.
    public static let phraseTable = "AppShortcuts"
    public static let infoPlistTable = "InfoPlist"
    public static let stringsTable = "Localizable"

    public init(phrases: StringCatalog? = nil, infoPlist: StringCatalog? = nil, strings: StringCatalog? = nil) {
        self.phrases = phrases ?? StringCatalog(sourceLanguage: "en", entries: [], file: "\(Self.phraseTable).xcstrings")
        self.infoPlist = infoPlist ?? StringCatalog(sourceLanguage: "en", entries: [], file: "\(Self.infoPlistTable).xcstrings")
        self.strings = strings ?? StringCatalog(sourceLanguage: "en", entries: [], file: "\(Self.stringsTable).xcstrings")
    }

    /// Reads the tables of `directory`: `AppShortcuts.xcstrings` (or
    /// `<lang>.lproj/AppShortcuts.strings`), `InfoPlist` and `Localizable` in either form.
    /// A missing table is empty.
    /// - Throws: `StringsFileError` (`FILE:LINE:COLUMN`) for a malformed file, or when
    ///   `directory` does not exist.
    public init(contentsOfDirectory directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StringsFileError(file: directory, line: 1, column: 1, message: "no such directory")
        }
        self.init(phrases: try StringCatalog.table(named: Self.phraseTable, inDirectory: directory),
                  infoPlist: try StringCatalog.table(named: Self.infoPlistTable, inDirectory: directory),
                  strings: try StringCatalog.table(named: Self.stringsTable, inDirectory: directory))
        let known: Set<String> = [Self.phraseTable, Self.infoPlistTable, Self.stringsTable]
        var names = Set<String>()
        for item in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
            if item.hasSuffix(".xcstrings") { names.insert(String(item.dropLast(10))) }
            if item.hasSuffix(".lproj") {
                let folder = (directory as NSString).appendingPathComponent(item)
                for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasSuffix(".strings") {
                    names.insert(String(file.dropLast(8)))
                }
            }
        }
        for name in names.subtracting(known).sorted() {
            tables[name] = try StringCatalog.table(named: name, inDirectory: directory)
        }
    }

    /// The tables of `phrases/<app>/` beside the package of the calling source file (or
    /// under `$SHORTCUTS_PHRASES_DIR`): how an app compiled into a tool finds its
    /// translations on a fresh clone. Never throws: a missing folder gives no translations,
    /// a malformed file an error in `problems` (which `shortcuts check` reports).
    public static func bundled(_ app: String, environmentVariable: String = "SHORTCUTS_PHRASES_DIR",
                               filePath: String = #filePath) -> AppLocalizations {
        guard let root = ResourceDirectory.find("phrases", environmentVariable: environmentVariable, filePath: filePath) else {
            return AppLocalizations()
        }
        let directory = (root as NSString).appendingPathComponent(app)
        guard FileManager.default.fileExists(atPath: directory) else { return AppLocalizations() }
        do {
            return try AppLocalizations(contentsOfDirectory: directory)
        } catch let error as StringsFileError {
            var empty = AppLocalizations()
            empty.problems = [error.diagnostic]
            return empty
        } catch {
            var empty = AppLocalizations()
            empty.problems = [Diagnostic(.error, .unreadableFile("\(error)"), file: directory)]
            return empty
        }
    }

    /// Problems met loading the tables (see `bundled(_:)`).
    public var problems: [Diagnostic] = []

    /// The languages any table translates to, sorted.
    public var languages: [String] {
        Set(phrases.languages + infoPlist.languages + displayTables.flatMap(\.languages)).sorted()
    }

    /// `Localizable`, then the other display tables by name.
    var displayTables: [StringCatalog] { [strings] + tables.keys.sorted().map { tables[$0]! } }

    /// The display strings the catalog builder looks titles up in.
    var display: DisplayStrings { DisplayStrings(strings, tables: tables) }

    func appName(locale: String) -> String? {
        (infoPlistValues("CFBundleDisplayName", locale: locale) ?? infoPlistValues("CFBundleName", locale: locale))?.first
    }

    func alternativeNames(locale: String) -> [String]? {
        infoPlistValues("INAlternativeAppNames", locale: locale)
    }

    /// The values of an `InfoPlist` key in `locale`, falling back to the source language;
    /// `nil` when no language has one (the key is no text of its own).
    private func infoPlistValues(_ key: String, locale: String) -> [String]? {
        let values = infoPlist.localization(of: key, in: locale)?.values.map(\.value).filter { !$0.isEmpty }
        return values?.isEmpty == false ? values : nil
    }

    /// Replaces the catalog's phrases by their translations in its locale (see
    /// `StringCatalog.localize(_:)`); what has no translation stays in the source
    /// language, and is reported.
    func localize(_ catalog: inout Catalog) -> [Diagnostic] {
        phrases.localize(&catalog)
    }

    /// Every problem of the tables for `catalog` (built in the phrases' source language):
    /// the phrase rules on every translation and unused keys; and what falls back to the
    /// source language — App Shortcuts in `shortcutFallbacks`, display strings in
    /// `displayFallbacks` (each: every language of the tables when `nil`).
    public func validate(against catalog: Catalog, shortcutFallbacks: [String]? = nil,
                         displayFallbacks: [String]? = nil) -> [Diagnostic] {
        var problems = phrases.validatePhrases(against: catalog, fallbackLanguages: shortcutFallbacks ?? languages)
        problems += infoPlist.untranslatedKeys(in: displayFallbacks ?? languages, app: catalog.app.name)
        for table in displayTables {
            problems += table.untranslatedKeys(in: displayFallbacks ?? languages, app: catalog.app.name)
        }
        return problems
    }

    /// Whether any table has a key.
    public var isEmpty: Bool { phrases.entries.isEmpty && infoPlist.entries.isEmpty && displayTables.allSatisfy(\.entries.isEmpty) }

    /// Of `catalogs`, the one `table` translates: in the table's source language, with the
    /// most phrases among its keys; `nil` if none shares a key with it.
    package static func catalogTranslated(by table: StringCatalog, among catalogs: [Catalog]) -> Catalog? {
        var best: (catalog: Catalog, shared: Int)? = nil
        for catalog in catalogs where LanguageFallback.sameLanguage(catalog.locale, table.sourceLanguage) {
            let phrases = Set(catalog.shortcuts.flatMap(\.phrases) + catalog.negativePhrases)
            let shared = table.entries.filter { phrases.contains($0.key) }.count
            if shared > 0, shared > best?.shared ?? 0 { best = (catalog, shared) }
        }
        return best?.catalog
    }
}

/// Display strings per locale — titles, synonyms, dialogs — from a `Localizable` catalog
/// (and the tables a resource names), looked up by key, then by the source text.
public struct DisplayStrings: Sendable {
    public var catalog: StringCatalog?
    public var tables: [String: StringCatalog]

    public init(_ catalog: StringCatalog? = nil, tables: [String: StringCatalog] = [:]) {
        self.catalog = catalog
        self.tables = tables
    }

    /// The translation of `key` in `locale` (or its language), if any.
    public func value(for key: String, locale: String) -> String? {
        values(for: key, locale: locale, in: catalog)?.first
    }

    /// Every translation of `key` in `locale`: several for a `stringSet`.
    func values(for key: String, locale: String, in catalog: StringCatalog?) -> [String]? {
        guard let catalog, let localization = catalog.localization(of: key, in: locale, includingSource: false) else { return nil }
        let values = localization.values.map(\.value).filter { !$0.isEmpty }
        return values.isEmpty ? nil : values
    }

    /// The translation of a source text kept only as text (a dialog, a parameter title) in
    /// `locale`: from `Localizable`, else any other table; else the text itself.
    func translation(of text: String, locale: String) -> String {
        for catalog in [catalog] + tables.keys.sorted().map({ tables[$0] }) {
            if let found = values(for: text, locale: locale, in: catalog)?.first { return found }
        }
        return text
    }

    /// The text of `resource` in `locale`: its translation, or the source text.
    func text(_ resource: LocalizedStringResource, locale: String) -> String {
        texts(resource, locale: locale)[0]
    }

    /// Every text of `resource` in `locale`: a translation written as a `stringSet` gives
    /// several (for a title: the title, then synonyms); else its one translation, or the
    /// source text. The resource's own table is looked in first, then `Localizable`.
    ///
    /// An interpolated resource is looked up by its format key (`"Opening %@."`) and its
    /// arguments put in the translation's specifiers (`%@`, `%lld`, positional `%1$@`),
    /// themselves translated when they are resources (an enum case's title).
    ///
    /// - Complexity: O(*n*) in the length of the text and its arguments', with a
    ///   dictionary lookup per resource.
    func texts(_ resource: LocalizedStringResource, locale: String) -> [String] {
        let arguments = resource.formatArguments
        for catalog in [resource.tableName.flatMap { tables[$0] }, catalog] {
            if let found = values(for: resource.lookupKey, locale: locale, in: catalog) {
                guard !arguments.isEmpty else { return found }
                return found.map { format($0, arguments, locale: locale) }
            }
            if let found = values(for: resource.text, locale: locale, in: catalog) {
                return found
            }
        }
        return [resource.text]
    }

    /// `format` (a translation) with `arguments` put in, those that are resources
    /// translated to `locale`.
    func format(_ format: String, _ arguments: [LocalizedArgument], locale: String) -> String {
        let shown = arguments.map { argument -> FormattedArgument in
            switch argument {
            case .resource(let inner): return FormattedArgument(argument, text: text(inner, locale: locale))
            case .currency(let amount): return FormattedArgument(argument, text: amount.formatted(locale: locale))
            default: return FormattedArgument(argument, text: argument.sourceText)
            }
        }
        return FormatString.render(format, arguments: shown)
    }

}
