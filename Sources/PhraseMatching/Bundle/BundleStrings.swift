import Foundation

/// The strings tables of a built app: each `<lang>.lproj/<Table>.strings` — binary, XML or
/// text property lists — merged per table across languages, and any `<Table>.xcstrings`
/// beside them.
///
///     let strings = try BundleStrings(directory: "Bookshelf.app", sourceLanguage: "en")
///     strings["AppShortcuts"]?.strings(forKey: "Open ${shelf} in ${applicationName}", language: "fr")
///     strings.translation(of: "Want to Read", table: nil, locale: "fr")   // ["À lire"]
///
/// `AppShortcuts` holds the phrases (keys are the phrase templates as written in the
/// provider; a value may be a string or, in a property list, an array of phrases),
/// `InfoPlist` the app's names, `Localizable` (or the table a key names) titles.
struct BundleStrings {
    var tables: [String: StringCatalog] = [:]
    /// The files read from binary or XML property lists: their keys have no line or column.
    var positionlessFiles: Set<String> = []
    let sourceLanguage: String

    static let phraseTable = "AppShortcuts"
    static let infoPlistTable = "InfoPlist"
    static let displayTable = "Localizable"

    init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
    }

    /// Reads every table of `directory` (the `.app` folder).
    /// - Throws: `BundleError` for a file that cannot be read or parsed.
    init(directory: String, sourceLanguage: String) throws {
        self.sourceLanguage = sourceLanguage
        let manager = FileManager.default
        let items = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        for item in items where item.hasSuffix(".xcstrings") {
            let path = (directory as NSString).appendingPathComponent(item)
            do {
                add(try StringCatalog(contentsOf: path), table: String(item.dropLast(".xcstrings".count)))
            } catch let error as StringsFileError {
                throw BundleError(file: path, position: FilePosition(line: error.line, column: error.column), message: error.message)
            }
        }
        for folder in items where folder.hasSuffix(".lproj") {
            let tag = String(folder.dropLast(".lproj".count))
            let language = tag == "Base" ? sourceLanguage : tag
            let folderPath = (directory as NSString).appendingPathComponent(folder)
            for file in ((try? manager.contentsOfDirectory(atPath: folderPath)) ?? []).sorted() where file.hasSuffix(".strings") {
                let path = (folderPath as NSString).appendingPathComponent(file)
                let (table, positionless) = try Self.read(stringsFile: path, language: language, sourceLanguage: sourceLanguage)
                if positionless { positionlessFiles.insert(path) }
                add(table, table: String(file.dropLast(".strings".count)))
            }
        }
    }

    subscript(table: String) -> StringCatalog? { tables[table] }

    private mutating func add(_ catalog: StringCatalog, table: String) {
        if tables[table] == nil { tables[table] = catalog } else { tables[table]!.merge(catalog) }
    }

    /// The translation of `key` in `locale` (or its language), not falling back to the
    /// source language: from `table`, else `Localizable`. Several strings for a set.
    func translation(of key: String, table: String?, locale: String) -> [String]? {
        for name in [table, Self.displayTable].compactMap({ $0 }) {
            guard let catalog = tables[name],
                  let found = catalog.localization(of: key, in: locale, includingSource: false) else { continue }
            let values = found.values.map(\.value).filter { !$0.isEmpty }
            if !values.isEmpty { return values }
        }
        return nil
    }

    /// One `.strings` file as a table with one language. A text file is read with the
    /// lines and columns of its keys; a binary or XML property list (or a text file in
    /// the `{ key = value; }` form) without.
    /// - Throws: `BundleError` naming the file and the place.
    static func read(stringsFile path: String, language: String, sourceLanguage: String) throws -> (StringCatalog, positionless: Bool) {
        let data = try BundleError.contents(of: path)
        let bytes = [UInt8](data)
        let start = bytes.drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        let isPropertyList = bytes.starts(with: PropertyListFile.binaryMagic) || start.starts(with: Array("<?xml".utf8))
            || start.starts(with: Array("<plist".utf8)) || start.starts(with: Array("{".utf8))
        if !isPropertyList {
            do {
                return (try StringCatalog(strings: data, file: path, language: language, sourceLanguage: sourceLanguage), false)
            } catch let error as StringsFileError {
                throw BundleError(file: path, position: FilePosition(line: error.line, column: error.column), message: error.message)
            }
        }
        let plist = try PropertyListFile(data: data, file: path)
        var catalog = StringCatalog(sourceLanguage: sourceLanguage, version: nil, entries: [], file: path)
        let nowhere = FilePosition(line: 0, column: 0)
        for key in plist.root.keys.sorted() {
            let texts: [String]
            var layout = StringCatalog.Localization.Layout.unit
            switch plist.root[key] {
            case let text as String:
                texts = [text]
            case let list as [Any]:
                // Phrases, or names: strings, or `INAlternativeAppNames`' dictionaries.
                texts = try list.enumerated().map { index, item in
                    if let text = item as? String { return text }
                    if let name = (item as? [String: Any])?["INAlternativeAppName"] as? String { return name }
                    throw BundleError(file: path, path: "\"\(key)\"[\(index)]",
                                      message: "expected a string, found \(PropertyListFile.typeName(item))")
                }
                layout = .set
            case let other?:
                throw BundleError(file: path, path: "\"\(key)\"", message: "expected a string or an array of strings, found \(PropertyListFile.typeName(other))")
            case nil:
                continue
            }
            var entry = StringCatalog.Entry(key: key, position: nowhere)
            entry.file = path
            entry.localizations[language] = StringCatalog.Localization(
                language: language, layout: layout, values: texts.map { StringCatalog.LocalizedText($0, position: nowhere) },
                position: nowhere, file: path)
            catalog.insert(entry)
        }
        return (catalog, true)
    }
}
