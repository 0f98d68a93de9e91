import Foundation
import PhraseMatching

/// An app's translations: phrases per locale (from `AppShortcuts.xcstrings` or
/// `<lang>.lproj/AppShortcuts.strings`), and display strings — app name, titles,
/// synonyms — per locale (from `InfoPlist` / `Localizable` catalogs).
public struct AppLocalizations: Sendable {
    /// Source-language phrase → phrases in each locale: `["Open ${shelf} in ${applicationName}":
    /// ["fr": ["Ouvre ${shelf} dans ${applicationName}", …]]]`.
    public var phrases: [String: [String: [String]]]
    public var display: DisplayStrings
    /// The language phrases are written in, in code.
    public var sourceLanguage: String

    public init(phrases: [String: [String: [String]]] = [:], display: DisplayStrings = DisplayStrings(), sourceLanguage: String = "en") {
        self.phrases = phrases
        self.display = display
        self.sourceLanguage = sourceLanguage
    }

    func appName(locale: String) -> String? { display.value(for: "CFBundleDisplayName", locale: locale) }

    func alternativeNames(locale: String) -> [String]? {
        display.value(for: "INAlternativeAppNames", locale: locale).map {
            $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// Replaces the catalog's phrases by their translations in its locale. A shortcut
    /// whose first phrase is a key takes all the key's translations; other phrases are
    /// translated one by one; what has no translation stays in the source language, and
    /// is reported.
    func localize(_ catalog: inout Catalog, appName: String) -> [Diagnostic] {
        let locale = catalog.locale
        guard !DisplayStrings.sameLanguage(locale, sourceLanguage) else { return [] }
        var problems: [Diagnostic] = []
        for index in catalog.shortcuts.indices {
            let shortcut = catalog.shortcuts[index]
            var translated: [String] = []
            var covered = Set<String>()
            for phrase in shortcut.phrases {
                if covered.contains(phrase) { continue }
                if let list = DisplayStrings.lookup(phrases[phrase], locale: locale), !list.isEmpty {
                    translated += list
                    covered.insert(phrase)
                    if phrase == shortcut.phrases.first, list.count > 1 {
                        // One key per shortcut: its translation lists all the shortcut's phrases.
                        covered.formUnion(shortcut.phrases.filter { phrases[$0] == nil })
                    }
                } else {
                    translated.append(phrase)
                    problems.append(Diagnostic(.warning, message: "Phrase not translated to '\(locale)'; using the source phrase.",
                                               app: appName, shortcut: shortcut.intent, phrase: phrase, locale: locale))
                }
            }
            var seen = Set<String>()
            catalog.shortcuts[index].phrases = translated.filter { seen.insert($0).inserted }
        }
        catalog.negativePhrases = catalog.negativePhrases.flatMap { phrase in
            DisplayStrings.lookup(phrases[phrase], locale: locale) ?? [phrase]
        }
        return problems
    }
}

/// Display strings per locale: key (the source text) → translation.
public struct DisplayStrings: Sendable {
    /// `locale → key → text`.
    public var tables: [String: [String: String]]

    public init(tables: [String: [String: String]] = [:]) {
        self.tables = tables
    }

    /// The translation of `key` in `locale` (or its language), if any.
    public func value(for key: String, locale: String) -> String? {
        Self.lookup(tables.mapValues { $0[key] }.compactMapValues { $0 }, locale: locale)
    }

    /// The text of `resource` in `locale`: its translation, or the source text.
    func text(_ resource: LocalizedStringResource, locale: String) -> String {
        value(for: resource.lookupKey, locale: locale) ?? value(for: resource.text, locale: locale) ?? resource.text
    }

    /// The entry for `locale`, else for its language (`pt` for `pt-BR`), else for a
    /// regional variant of the language.
    static func lookup<T>(_ table: [String: T]?, locale: String) -> T? {
        guard let table else { return nil }
        if let exact = table[locale] { return exact }
        let language = String(locale.prefix { $0 != "-" && $0 != "_" })
        if let value = table[language] { return value }
        return table.first { sameLanguage($0.key, language) }?.value
    }

    static func sameLanguage(_ a: String, _ b: String) -> Bool {
        a.prefix { $0 != "-" && $0 != "_" }.lowercased() == b.prefix { $0 != "-" && $0 != "_" }.lowercased()
    }
}
