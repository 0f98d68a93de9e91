/// An `AppShortcuts` table at work: a catalog's phrases translated into its locale, and
/// the phrase rules checked on every key and translation.
///
///     let table = try StringCatalog(contentsOf: "phrases/Library/AppShortcuts.xcstrings")
///     var french = englishCatalog; french.locale = "fr"
///     let problems = table.localize(&french)   // phrases now French; untranslated ones reported
///     table.validatePhrases(against: englishCatalog).hasErrors
extension StringCatalog {
    /// Replaces the phrases of `catalog` by their translations in `catalog.locale`.
    ///
    /// A phrase that is a key takes every phrase of its translation. When one of a
    /// shortcut's phrases is translated as a `stringSet`, that set is the shortcut's phrases
    /// in the language, and the shortcut's phrases that are no key of their own are not
    /// looked for. A phrase with no translation stays in the source language, with a
    /// warning. Negative phrases are translated the same way.
    /// - Returns: one warning per phrase left in the source language.
    /// - Complexity: O(p) in the catalog's phrases.
    public func localize(_ catalog: inout Catalog) -> [Diagnostic] {
        let locale = catalog.locale
        // In the source language the phrases are the code's own, duplicates and all, so
        // that validation sees them as written.
        guard !LanguageFallback.sameLanguage(locale, sourceLanguage) else { return [] }
        var problems: [Diagnostic] = []
        func translate(_ phrases: [String], shortcut: String) -> [String] {
            var found: [String: Localization] = [:]
            for phrase in phrases {
                if let localization = localization(of: phrase, in: locale, includingSource: false) { found[phrase] = localization }
            }
            let hasSet = found.values.contains { $0.layout == .set }
            var result: [String] = []
            for phrase in phrases {
                if let localization = found[phrase] {
                    result += localization.values.map(\.value).filter { !$0.isEmpty }
                } else if hasSet, self[phrase] == nil {
                    continue  // the set lists the shortcut's phrases in this language
                } else {
                    result.append(phrase)
                    // Where the key is, if in the language's own file; else that file.
                    let entry = self[phrase]
                    let languageFile = file(ofLanguage: locale)
                    let atKey = entry.map { ($0.file ?? file) == languageFile } ?? false
                    problems.append(Diagnostic(
                        .warning, .phraseNotTranslated(language: locale),
                        app: catalog.app.name, shortcut: shortcut, phrase: phrase, locale: locale,
                        file: languageFile, line: atKey ? entry?.position.line : nil, column: atKey ? entry?.position.column : nil))
                }
            }
            var seen = Set<String>()
            return result.filter { seen.insert($0).inserted }
        }
        for index in catalog.shortcuts.indices {
            catalog.shortcuts[index].phrases = translate(catalog.shortcuts[index].phrases, shortcut: catalog.shortcuts[index].intent)
        }
        catalog.negativePhrases = translate(catalog.negativePhrases, shortcut: "negativePhrases")
        return problems
    }

    /// The phrase rules on every key and translation, each problem naming its language and
    /// `FILE:LINE:COLUMN`: `${applicationName}` exactly once, at most one parameter, no
    /// malformed token, and no parameter its key lacks.
    ///
    /// With the `catalog` of the app (in the source language), also: parameters its intent
    /// lacks or of a type that is no `AppEnum` or `AppEntity`; keys no phrase uses (Apple's
    /// warning); and, per language, App Shortcuts left untranslated (a warning: they fall
    /// back to the source language) — in `fallbackLanguages`, or every language of the table.
    /// - Complexity: O(k + t) in the keys and translated phrases.
    public func validatePhrases(against catalog: Catalog? = nil, fallbackLanguages: [String]? = nil) -> [Diagnostic] {
        var shortcutOfPhrase: [String: ShortcutDescriptor] = [:]
        for shortcut in catalog?.shortcuts ?? [] {
            for phrase in shortcut.phrases where shortcutOfPhrase[phrase] == nil { shortcutOfPhrase[phrase] = shortcut }
        }
        let negative = Set(catalog?.negativePhrases ?? [])
        let app = catalog?.app.name
        var problems: [Diagnostic] = []
        for entry in entries {
            let shortcut = shortcutOfPhrase[entry.key]
            let name = shortcut?.intent ?? (negative.contains(entry.key) ? "negativePhrases" : nil)
            let parameters = shortcut.flatMap { catalog?.intents[$0.intent]?.parameters }
            let types = catalog?.types ?? [:]
            let entryFile = entry.file ?? file
            let keyTemplate = PhraseTemplate(entry.key)
            problems += PhraseRules.check(keyTemplate, parameters: parameters, types: types, app: app, shortcut: name,
                                          locale: sourceLanguage, file: entryFile,
                                          line: entry.position.line, column: entry.position.column)
            if catalog != nil, shortcut == nil, !negative.contains(entry.key) {
                problems.append(Diagnostic(.warning, .unusedStringsKey,
                                           app: app, phrase: entry.key, file: entryFile,
                                           line: entry.position.line, column: entry.position.column))
            }
            guard entry.shouldTranslate else { continue }
            let keyParameters = Set(keyTemplate.parameterNames)
            for language in entry.localizations.keys.sorted() {
                let localization = entry.localizations[language]!
                // A set may list all the shortcut's phrases: any parameter of the shortcut's
                // phrases is then the key's. Checked alone, a set under a key without a
                // parameter cannot be told from that, and is not held to its key.
                let allowed: Set<String>?
                if localization.layout == .set, let shortcut {
                    allowed = Set(shortcut.phrases.flatMap { PhraseTemplate($0).parameterNames })
                } else if localization.layout == .set, keyParameters.isEmpty, catalog == nil {
                    allowed = nil
                } else {
                    allowed = keyParameters
                }
                for text in localization.values where !text.value.isEmpty {
                    let template = PhraseTemplate(text.value)
                    let where_ = (file: localization.file ?? entryFile, line: text.position.line, column: text.position.column)
                    problems += PhraseRules.check(template, parameters: parameters, types: types, app: app, shortcut: name,
                                                  locale: language, file: where_.file, line: where_.line, column: where_.column)
                    guard let allowed else { continue }
                    for parameter in Set(template.parameterNames).subtracting(allowed).sorted() {
                        problems.append(Diagnostic(
                            .error, .parameterNotInKey(parameter, language: language, key: entry.key),
                            app: app, shortcut: name, phrase: text.value, locale: language,
                            file: where_.file, line: where_.line, column: where_.column,
                            span: CatalogValidator.span(of: "${\(parameter)}", in: text.value)))
                    }
                }
            }
        }
        if let catalog {
            problems += untranslatedShortcuts(of: catalog, in: fallbackLanguages ?? languages)
        }
        return problems
    }

    /// For each of `languages` other than the source, the App Shortcuts none of
    /// whose phrases is translated to it: they fall back to the source language.
    func untranslatedShortcuts(of catalog: Catalog, in languages: [String]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for language in languages where !LanguageFallback.sameLanguage(language, sourceLanguage) {
            for shortcut in catalog.shortcuts {
                let translated = shortcut.phrases.contains { phrase in
                    self[phrase]?.localization(for: language) != nil
                }
                guard !translated else { continue }
                problems.append(Diagnostic(
                    .warning, .shortcutNotTranslated(language: language, shortcut: shortcut.intent),
                    app: catalog.app.name, shortcut: shortcut.intent, phrase: shortcut.phrases.first, locale: language,
                    file: file(ofLanguage: language)))
            }
        }
        return problems
    }

    /// The file a language's translations are read from: its `<lang>.lproj/*.strings` in a
    /// table merged from several (so a missing Dutch phrase is not reported against the
    /// German file), else the table's own file.
    /// - Complexity: O(k) in the keys.
    public func file(ofLanguage language: String) -> String {
        for entry in entries {
            if let own = entry.localizations[language]?.file { return own }
        }
        for entry in entries {
            for (other, localization) in entry.localizations where LanguageFallback.sameLanguage(other, language) {
                if let own = localization.file { return own }
            }
        }
        guard entries.contains(where: { $0.localizations.values.contains { $0.file != nil } }) else { return file }
        // A merged table with no file for the language: report against the source's file.
        if language != sourceLanguage, case let source = file(ofLanguage: sourceLanguage), source != file { return source }
        return file
    }

    /// For each of `languages` (default: the table's, but the source), the keys with no
    /// translation to it: a warning each, saying the source text is used. For display
    /// strings (`Localizable`, `InfoPlist`).
    public func untranslatedKeys(in languages: [String]? = nil, app: String? = nil) -> [Diagnostic] {
        let wanted = (languages ?? self.languages).filter { !LanguageFallback.sameLanguage($0, sourceLanguage) }
        var problems: [Diagnostic] = []
        for language in wanted {
            for entry in entries where entry.shouldTranslate && localization(of: entry.key, in: language, includingSource: false) == nil {
                let languageFile = file(ofLanguage: language)
                let atKey = (entry.file ?? file) == languageFile
                problems.append(Diagnostic(
                    .warning, .keyNotTranslated(language: language, key: entry.key),
                    app: app, locale: language, file: languageFile,
                    line: atKey ? entry.position.line : nil, column: atKey ? entry.position.column : nil))
            }
        }
        return problems
    }
}

extension PhraseRules {
    /// A translation naming a parameter its key does not have.
    public static func parameterNotInKey(_ name: String, language: String, key: String) -> String {
        DiagnosticMessage.text(for: .parameterNotInKey(name, language: language, key: key))
    }
}
