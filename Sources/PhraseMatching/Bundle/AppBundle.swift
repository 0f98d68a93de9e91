import Foundation

/// A built iOS (or macOS) app as Xcode wrote it, read for its App Shortcuts: the app's names
/// from `Info.plist`, shortcuts, phrases, intents and types from
/// `Metadata.appintents/extract.actionsdata`, translations from `<lang>.lproj/*.strings`.
///
///     let bundle = try AppBundle(path: "DerivedData/…/Bookshelf.app")
///     let french = bundle.catalog(locale: "fr", values: try EntityValues(contentsOf: "values.json"))
///     let matcher = try PhraseMatcher(catalogs: [french.catalog], locale: "fr")
///     bundle.problems(values: values).hasErrors   // Apple's phrase rules, with the JSON path of each phrase
///
/// `path` may be the `.app` folder, its `Metadata.appintents` folder, or the
/// `extract.actionsdata` file itself (the app is then named after its `Info.plist` if one
/// is found beside the folder, else after its Swift module).
package struct AppBundle: Sendable {
    /// The path as given.
    public let path: String
    public let actionsDataFile: String
    /// The `Info.plist` read, if one was found.
    public let infoPlistFile: String?
    /// `CFBundleDevelopmentRegion`: the language of the phrases in the code.
    public let developmentLanguage: String
    /// `CFBundleDisplayName`, else `CFBundleName`: what `${applicationName}` stands for.
    public let name: String
    /// `INAlternativeAppNames`.
    public let alternativeNames: [String]
    /// The languages the build's strings tables translate to, sorted.
    public var languages: [String] { Set(strings.tables.values.flatMap(\.languages)).sorted() }

    let actions: ActionsData
    let strings: BundleStrings
    /// Problems met reading that are no reason to refuse the build (no `Info.plist`).
    let readingProblems: [Diagnostic]

    /// The folder of the built app that `path` lies inside (`X.app`, or a folder holding
    /// `Metadata.appintents/extract.actionsdata`), looking at most four folders up; `nil`
    /// when there is none.
    static func enclosingBuild(of path: String) -> String? {
        let files = FileManager.default
        var folder = (path as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        for _ in 0..<4 {
            let standard = (folder as NSString).standardizingPath
            if standard.hasSuffix(".app") || files.fileExists(atPath: (folder as NSString).appendingPathComponent("Metadata.appintents/extract.actionsdata")) {
                return folder
            }
            let up = (folder as NSString).deletingLastPathComponent
            guard !up.isEmpty, up != folder, standard != "/" else { return nil }
            folder = up
        }
        return nil
    }

    /// Reads the build at `path`.
    /// - Throws: `BundleError` naming the file and place of anything that cannot be read:
    ///   no `extract.actionsdata`, malformed JSON or property lists, a needed field missing
    ///   or of the wrong type.
    public init(path: String) throws {
        self.path = path
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BundleError(file: path, message: "no such file or folder")
        }
        func join(_ base: String, _ part: String) -> String { (base as NSString).appendingPathComponent(part) }
        func parent(_ file: String) -> String { (file as NSString).deletingLastPathComponent }
        let metadata = "Metadata.appintents", dataName = "extract.actionsdata"
        // Where the metadata folder is, and where the app's resources (lproj folders) are.
        var resources: String?
        // A part of a build given for the build (its Info.plist, an lproj folder): the
        // error names the build's folder to give instead.
        func partOfABuild(_ kind: String) -> BundleError? {
            Self.enclosingBuild(of: path).map {
                BundleError(file: path, message: "this is \(kind) inside the app's build '\($0)', not the build: give the build's folder (--bundle \($0))")
            }
        }
        if !isDirectory.boolValue, (path as NSString).lastPathComponent != dataName, let error = partOfABuild("a file") {
            throw error
        }
        if !isDirectory.boolValue {
            actionsDataFile = path
            let folder = parent(path)
            resources = (folder as NSString).lastPathComponent == metadata ? parent(folder) : nil
        } else if manager.fileExists(atPath: join(path, dataName)) {
            actionsDataFile = join(path, dataName)
            resources = parent(path.hasSuffix("/") ? String(path.dropLast()) : path)
        } else if manager.fileExists(atPath: join(path, "\(metadata)/\(dataName)")) {
            actionsDataFile = join(path, "\(metadata)/\(dataName)")
            resources = path
        } else if manager.fileExists(atPath: join(path, "Contents/Resources/\(metadata)/\(dataName)")) {
            actionsDataFile = join(path, "Contents/Resources/\(metadata)/\(dataName)")
            resources = join(path, "Contents/Resources")
        } else {
            if let error = partOfABuild("a folder") { throw error }
            throw BundleError(file: path, message: "no \(metadata)/\(dataName) here: give a built .app, its \(metadata) folder or its \(dataName) file (Xcode writes it when the app declares App Intents)")
        }
        actions = try ActionsData(contentsOf: actionsDataFile)

        var problems: [Diagnostic] = []
        let plistCandidates = resources.map { [join($0, "Info.plist"), join(parent($0), "Info.plist")] } ?? []
        infoPlistFile = plistCandidates.first { manager.fileExists(atPath: $0) }
        var info: [String: Any] = [:]
        if let infoPlistFile { info = try PropertyListFile(contentsOf: infoPlistFile).root }
        let plistFile = infoPlistFile ?? "Info.plist"
        func string(_ key: String) throws -> String? {
            guard let value = info[key] else { return nil }
            guard let text = value as? String else {
                throw BundleError(file: plistFile, path: key, message: "expected a string, found \(PropertyListFile.typeName(value))")
            }
            return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
        }
        let language = Self.languageTag(try string("CFBundleDevelopmentRegion") ?? "en")
        developmentLanguage = language
        var alternatives: [String] = []
        if let value = info["INAlternativeAppNames"] {
            guard let list = value as? [Any] else {
                throw BundleError(file: plistFile, path: "INAlternativeAppNames", message: "expected an array of dictionaries, found \(PropertyListFile.typeName(value))")
            }
            for (index, item) in list.enumerated() {
                let where_ = "INAlternativeAppNames[\(index)]"
                guard let entry = item as? [String: Any] else {
                    throw BundleError(file: plistFile, path: where_, message: "expected a dictionary with 'INAlternativeAppName', found \(PropertyListFile.typeName(item))")
                }
                guard let name = entry["INAlternativeAppName"] as? String else {
                    throw BundleError(file: plistFile, path: "\(where_).INAlternativeAppName",
                                      message: entry["INAlternativeAppName"] == nil ? "missing key 'INAlternativeAppName'" : "expected a string")
                }
                alternatives.append(name)
            }
        }
        alternativeNames = alternatives
        if let displayName = try string("CFBundleDisplayName") ?? string("CFBundleName") {
            name = displayName
        } else {
            let folder = resources.map { ($0 as NSString).lastPathComponent } ?? ""
            guard let fallback = actions.moduleName ?? (folder.hasSuffix(".app") ? String(folder.dropLast(4)) : nil) else {
                throw BundleError(file: infoPlistFile ?? actionsDataFile,
                                  message: "no app name: no Info.plist with CFBundleDisplayName or CFBundleName beside the metadata, and no module name in it")
            }
            name = fallback
            problems.append(Diagnostic(.warning, .appNamedAfterModule(fallback, infoPlistFound: infoPlistFile != nil),
                                       app: fallback, file: infoPlistFile ?? actionsDataFile))
        }
        strings = try resources.map { try BundleStrings(directory: $0, sourceLanguage: language) }
            ?? BundleStrings(sourceLanguage: language)
        readingProblems = problems
    }

    /// `CFBundleDevelopmentRegion` as a language tag: `English` → `en`, `fr_CA` → `fr-CA`;
    /// an unresolved build setting (`$(DEVELOPMENT_LANGUAGE)`) → `en`.
    static func languageTag(_ region: String) -> String {
        let names = ["english": "en", "french": "fr", "german": "de", "spanish": "es", "italian": "it",
                     "japanese": "ja", "portuguese": "pt", "dutch": "nl", "chinese": "zh", "korean": "ko"]
        if let tag = names[region.lowercased()] { return tag }
        if region.contains("$") || region.isEmpty { return "en" }
        return region.replacingOccurrences(of: "_", with: "-")
    }

    // MARK: Catalogs

    /// The app's catalog in `locale` (default: the development language), its entity types
    /// holding `values`. Phrases, titles and names not translated to `locale` stay in the
    /// development language; each App Shortcut phrase left so is a warning.
    /// - Complexity: O(p + v) in the phrases, titles and values.
    public func catalog(locale: String? = nil, values: EntityValues = EntityValues()) -> BundleCatalog {
        let locale = locale ?? developmentLanguage
        var catalog = sourceCatalog(values: values)
        catalog.locale = locale
        guard !LanguageFallback.sameLanguage(locale, developmentLanguage) else {
            return BundleCatalog(catalog: catalog, diagnostics: readingProblems)
        }
        let infoPlist = strings[BundleStrings.infoPlistTable]
        func infoValues(_ key: String) -> [String]? {
            guard let found = infoPlist?.localization(of: key, in: locale, includingSource: false) else { return nil }
            let texts = found.values.map(\.value).filter { !$0.isEmpty }
            return texts.isEmpty ? nil : texts
        }
        catalog.app.name = (infoValues("CFBundleDisplayName") ?? infoValues("CFBundleName"))?.first ?? name
        catalog.app.alternativeNames = infoValues("INAlternativeAppNames") ?? alternativeNames
        func translated(_ key: String) -> [String]? {
            strings.translation(of: key, table: actions.tableOfKey[key], locale: locale)
        }
        func one(_ key: String) -> String { translated(key)?.first ?? key }
        for (intentName, var intent) in catalog.intents {
            intent.title = one(intent.title)
            intent.description = intent.description.map(one)
            for index in intent.parameters.indices { intent.parameters[index].title = one(intent.parameters[index].title) }
            catalog.intents[intentName] = intent
        }
        for (typeName, var type) in catalog.types {
            let titles = translated(type.title) ?? [type.title]
            type.title = titles[0]
            type.synonyms = Array(titles.dropFirst()) + type.synonyms.map(one)
            if type.kind == .enum {
                for index in type.values.indices {
                    var value = type.values[index]
                    // A set translates a title into the title and its synonyms.
                    let names = translated(value.title) ?? [value.title]
                    value.title = names[0]
                    value.synonyms = Array(names.dropFirst()) + value.synonyms.map(one)
                    value.subtitle = value.subtitle.map(one)
                    type.values[index] = value
                }
            }
            catalog.types[typeName] = type
        }
        for index in catalog.shortcuts.indices {
            catalog.shortcuts[index].shortTitle = catalog.shortcuts[index].shortTitle.map(one)
        }
        let phrases = strings[BundleStrings.phraseTable]
            ?? StringCatalog(sourceLanguage: developmentLanguage, version: nil, entries: [], file: actionsDataFile)
        let fallbacks = phrases.localize(&catalog).map(located)
        return BundleCatalog(catalog: catalog, diagnostics: readingProblems + fallbacks)
    }

    /// The catalog in the development language, with `values` in its entity types.
    func sourceCatalog(values: EntityValues) -> Catalog {
        var catalog = actions.catalog
        catalog.locale = developmentLanguage
        catalog.app = AppDescription(name: name, alternativeNames: alternativeNames)
        for (typeName, type) in catalog.types where type.kind == .entity {
            catalog.types[typeName] = values.applied(to: type, named: typeName)
        }
        return catalog
    }

    /// The build's entity types (`AppEntity`), sorted.
    public var entityTypes: [String] { actions.catalog.types.filter { $0.value.kind == .entity }.keys.sorted() }
    /// The build's enum types (`AppEnum`), sorted.
    public var enumTypes: [String] { actions.catalog.types.filter { $0.value.kind == .enum }.keys.sorted() }

    /// The entity types of the build that `values` gives no values for, sorted.
    public func entityTypesWithoutValues(_ values: EntityValues) -> [String] {
        actions.catalog.types.filter { $0.value.kind == .entity && values.types[$0.key] == nil }.keys.sorted()
    }

    // MARK: Problems

    /// Every problem of the build's App Shortcuts, with Apple's wording: the phrase rules on
    /// every phrase (naming `extract.actionsdata` and the JSON path of the phrase) and on
    /// every translation (naming its `.strings` file); with no `locale`, App Shortcuts not
    /// translated to some language of the build (in a locale, `catalog(locale:values:)`
    /// names each phrase left untranslated); entity types with no values given.
    public func problems(locale: String? = nil, values: EntityValues = EntityValues()) -> [Diagnostic] {
        let catalog = sourceCatalog(values: values)
        var problems = readingProblems
        for type in entityTypesWithoutValues(values) {
            problems.append(Diagnostic(
                .warning, .entityTypeWithoutValues(type),
                app: name, file: actionsDataFile, path: "entities.\(type)"))
        }
        problems += CatalogValidator().validate(catalog, file: actionsDataFile).map { inValuesFile($0, values) ?? located($0) }
        if let phrases = strings[BundleStrings.phraseTable] {
            let fallbacks: [String]? = locale == nil ? nil : []
            problems += phrases.validatePhrases(against: catalog, fallbackLanguages: fallbacks).map(located)
        }
        return problems
    }

    /// `diagnostic` placed in the values file, when it is about values a values file gave
    /// (two with one id, a suggested id that is none of them, a title without words): the
    /// build holds no values, so the place to fix is that file.
    func inValuesFile(_ diagnostic: Diagnostic, _ values: EntityValues) -> Diagnostic? {
        let type: String
        switch diagnostic.kind {
        case .duplicateValueID(let name, _), .unknownSuggestedValue(let name, _), .valueTitleWithoutWords(let name, _, _): type = name
        default: return nil
        }
        guard let entry = values.types[type] else { return nil }
        var placed = diagnostic
        placed.file = entry.file
        placed.path = type
        placed.line = nil
        placed.column = nil
        return placed
    }

    /// `diagnostic` placed in the build: a phrase of `extract.actionsdata` gets its JSON
    /// path, a key of a binary or XML `.strings` file loses the line it does not have.
    func located(_ diagnostic: Diagnostic) -> Diagnostic {
        var located = diagnostic
        if let file = diagnostic.file, strings.positionlessFiles.contains(file) {
            located.line = nil
            located.column = nil
            return located
        }
        guard diagnostic.file == actionsDataFile || diagnostic.file == nil, let shortcut = diagnostic.shortcut else { return located }
        var place: ActionsData.Location?
        if shortcut == "negativePhrases" {
            if let phrase = diagnostic.phrase, let index = actions.catalog.negativePhrases.firstIndex(of: phrase) {
                place = actions.negativePhraseLocations[index]
            }
        } else {
            let shortcuts = actions.catalog.shortcuts.indices.filter { actions.catalog.shortcuts[$0].intent == shortcut }
            if let phrase = diagnostic.phrase,
               let found = shortcuts.lazy.compactMap({ i in actions.catalog.shortcuts[i].phrases.firstIndex(of: phrase).map { (i, $0) } }).first {
                place = actions.phraseLocations[found.0][found.1]
            } else if let first = shortcuts.first {
                place = actions.shortcutLocations[first]
            }
        }
        guard let place else { return located }
        located.file = actionsDataFile
        located.path = place.path
        located.line = nil
        located.column = nil
        return located
    }
}

/// A build's catalog in one locale, and what was met making it (phrases left untranslated).
package struct BundleCatalog: Sendable {
    public var catalog: Catalog
    public var diagnostics: [Diagnostic]
}
