import Foundation
import Testing
@testable import PhraseMatching

/// Reading a built app: `Info.plist`, `extract.actionsdata` and `.lproj` strings in every
/// property-list kind, into a catalog; the phrase rules with the JSON path of each phrase;
/// and the exact errors for files that cannot be read.
@Suite struct AppBundleTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Bundles").path
    static let bookshelf = fixtures + "/Bookshelf.app"
    static let scribble = fixtures + "/Scribble.app"
    static func values() throws -> EntityValues { try EntityValues(contentsOf: fixtures + "/Bookshelf.values.json") }

    /// A scratch copy of a fixture app, to break one file of.
    static func copy(_ app: String, _ name: String) throws -> String {
        let target = FileManager.default.temporaryDirectory
            .appendingPathComponent("AppBundleTests-\(ProcessInfo.processInfo.processIdentifier)-\(name).app").path
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: app, toPath: target)
        return target
    }

    /// `extract.actionsdata` of a copy of Bookshelf, rewritten by `edit` as JSON objects.
    static func editedActions(_ name: String, _ edit: (inout [String: Any]) -> Void) throws -> String {
        let app = try copy(bookshelf, name)
        let file = app + "/Metadata.appintents/extract.actionsdata"
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as! [String: Any]
        edit(&object)
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: file))
        return app
    }

    @Test func readsTheDevelopmentLanguageCatalog() throws {
        let bundle = try AppBundle(path: Self.bookshelf)
        #expect(bundle.name == "Bookshelf")
        #expect(bundle.alternativeNames == ["My Books"])
        #expect(bundle.developmentLanguage == "en")
        #expect(bundle.languages == ["es", "fr"])
        let catalog = bundle.catalog(values: try Self.values()).catalog
        #expect(catalog.locale == "en")
        #expect(catalog.shortcuts.map(\.intent) == ["OpenShelf", "OpenBook", "ShowStats", "AddBook"])
        #expect(catalog.shortcuts[0].phrases == ["Open ${shelf} in ${applicationName}", "Show my ${shelf} books in ${applicationName}",
                                                 "Open a shelf in ${applicationName}"])
        #expect(catalog.shortcuts[0].shortTitle == "Open Shelf")
        #expect(catalog.shortcuts[0].systemImageName == "books.vertical")
        #expect(catalog.intents["OpenShelf"]?.parameters.map(\.type) == ["Shelf"])
        #expect(catalog.intents["OpenShelf"]?.description == "Opens a shelf of your books.")
        #expect(catalog.intents["OpenBook"]?.parameters.map(\.type) == ["BookEntity"])
        #expect(catalog.intents["AddBook"]?.parameters.map(\.type) == ["String"])
        let shelf = try #require(catalog.types["Shelf"])
        #expect(shelf.kind == .enum)
        #expect(shelf.values.map(\.id) == ["wantToRead", "currentlyReading", "read"])
        #expect(shelf.values[0].synonyms == ["To Read"])
        let book = try #require(catalog.types["BookEntity"])
        #expect(book.kind == .entity && book.title == "Book")
        #expect(book.phraseValues.map(\.id) == ["dune", "hobbit", "emma"])
        #expect(book.values[1].synonyms == ["Hobbit"])
        #expect(catalog.negativePhrases == ["Delete ${applicationName}"])
    }

    @Test func theThreePathsGiveOneCatalog() throws {
        let whole = try AppBundle(path: Self.bookshelf).catalog(locale: "fr").catalog
        for path in [Self.bookshelf + "/Metadata.appintents", Self.bookshelf + "/Metadata.appintents/",
                     Self.bookshelf + "/Metadata.appintents/extract.actionsdata"] {
            #expect(try AppBundle(path: path).catalog(locale: "fr").catalog == whole, "\(path)")
        }
    }

    @Test func aPartOfABuildNamesTheBuildToGive() throws {
        for (part, kind) in [("/Info.plist", "a file"), ("/Metadata.appintents/version.json", "a file"), ("/fr.lproj", "a folder"),
                             ("/fr.lproj/AppShortcuts.strings", "a file")] {
            #expect(throws: BundleError(file: Self.bookshelf + part,
                                        message: "this is \(kind) inside the app's build '\(Self.bookshelf)', not the build: give the build's folder (--bundle \(Self.bookshelf))")) {
                try AppBundle(path: Self.bookshelf + part)
            }
        }
    }

    @Test func theFixturesHoldEveryPropertyListKind() throws {
        func format(_ path: String) throws -> PropertyListFile.Format { try PropertyListFile(contentsOf: Self.bookshelf + path).format }
        #expect(try format("/Info.plist") == .binary)
        #expect(try format("/fr.lproj/AppShortcuts.strings") == .binary)
        #expect(try format("/fr.lproj/InfoPlist.strings") == .binary)
        #expect(try format("/es.lproj/InfoPlist.strings") == .xml)
        #expect(try format("/es.lproj/AppShortcuts.strings") == .text)
    }

    /// Foundation's reader on Linux, for each kind a build may hold, written here.
    @Test(arguments: ["binary", "xml", "text"]) func propertyListSerializationReadsEachKind(_ kind: String) throws {
        let table: [String: Any] = ["Open ${shelf} in ${applicationName}": "Ouvre ${shelf} dans ${applicationName}",
                                    "Show stats in ${applicationName}": ["Statistiques de ${applicationName}", "Montre les stats dans ${applicationName}"]]
        let data: Data
        switch kind {
        case "binary": data = try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0)
        case "xml": data = try PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0)
        default: data = Data(#"{ "Open ${shelf} in ${applicationName}" = "Ouvre ${shelf} dans ${applicationName}"; "Show stats in ${applicationName}" = ("Statistiques de ${applicationName}", "Montre les stats dans ${applicationName}"); }"#.utf8)
        }
        let file = try PropertyListFile(data: data, file: "fr.lproj/AppShortcuts.strings")
        #expect(file.format.rawValue == kind)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AppBundleTests-\(kind)-\(ProcessInfo.processInfo.processIdentifier)/fr.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("AppShortcuts.strings").path
        try data.write(to: URL(fileURLWithPath: path))
        let (catalog, positionless) = try BundleStrings.read(stringsFile: path, language: "fr", sourceLanguage: "en")
        #expect(positionless)
        #expect(catalog.strings(forKey: "Open ${shelf} in ${applicationName}", language: "fr") == ["Ouvre ${shelf} dans ${applicationName}"])
        #expect(catalog.strings(forKey: "Show stats in ${applicationName}", language: "fr")
                == ["Statistiques de ${applicationName}", "Montre les stats dans ${applicationName}"])
    }

    @Test func frenchFromBinaryPlists() throws {
        let build = try AppBundle(path: Self.bookshelf).catalog(locale: "fr", values: try Self.values())
        let catalog = build.catalog
        #expect(catalog.locale == "fr")
        #expect(catalog.app == AppDescription(name: "Étagère", alternativeNames: ["Mes livres"]))
        #expect(catalog.shortcuts[0].phrases.first == "Ouvre ${shelf} dans ${applicationName}")
        // A translation holding several phrases replaces the shortcut's phrases.
        #expect(catalog.shortcuts[2].phrases == ["Montre mes statistiques de lecture dans ${applicationName}", "Statistiques de ${applicationName}"])
        #expect(catalog.shortcuts[2].shortTitle == "Statistiques")
        #expect(catalog.negativePhrases == ["Supprime ${applicationName}"])
        let shelf = try #require(catalog.types["Shelf"])
        #expect(shelf.title == "Étagère")
        #expect(shelf.values.map(\.title) == ["À lire", "En cours", "Lus"])
        #expect(shelf.values[0].synonyms == ["Pour plus tard"])
        #expect(catalog.intents["OpenBook"]?.title == "Ouvrir un livre")
        // Entity values are the values file's, in every language.
        #expect(catalog.types["BookEntity"]?.values.map(\.title) == ["Dune", "The Hobbit", "Emma"])
        #expect(build.diagnostics.isEmpty, "\(build.diagnostics)")
    }

    @Test func spanishFromATextStringsFileFallsBackWhereUntranslated() throws {
        let build = try AppBundle(path: Self.bookshelf).catalog(locale: "es")
        #expect(build.catalog.app.name == "Estantería")
        #expect(build.catalog.shortcuts[0].phrases == ["Abre ${shelf} en ${applicationName}", "Show my ${shelf} books in ${applicationName}",
                                                       "Abre una estantería en ${applicationName}"])
        let untranslated = build.diagnostics.filter { $0.message.hasPrefix("Not translated to 'es'") }
        #expect(untranslated.count == 7)
        #expect(untranslated.first?.phrase == "Show my ${shelf} books in ${applicationName}")
    }

    /// Every phrase of the build, with every value, in both languages, runs its own shortcut.
    @Test(arguments: ["en", "fr"]) func everyPhraseMatchesItself(_ locale: String) throws {
        let catalog = try AppBundle(path: Self.bookshelf).catalog(locale: locale, values: Self.values()).catalog
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: locale)
        try matcher.checkInvariants()
        var checked = 0
        for shortcut in catalog.shortcuts {
            for phrase in shortcut.phrases {
                let template = PhraseTemplate(phrase)
                let type = template.parameterName.flatMap { catalog.intents[shortcut.intent]?.parameter(named: $0) }
                    .flatMap { catalog.types[$0.type] }
                for value in type?.phraseValues ?? [] {
                    let result = matcher.match(template.render(applicationName: catalog.app.name, parameter: value.title))
                    #expect(result.status == .matched && result.best?.intent == shortcut.intent
                            && result.best?.parameter?.value == value.id, "\(locale): \(phrase) with \(value.id): \(result.status)")
                    checked += 1
                }
                if template.parameterName == nil {
                    let result = matcher.match(template.render(applicationName: catalog.app.name))
                    #expect(result.best?.intent == shortcut.intent, "\(locale): \(phrase)")
                    checked += 1
                }
            }
        }
        #expect(checked == 14)
    }

    @Test func aStringCatalogBesideTheLprojFoldersIsRead() throws {
        let app = try Self.copy(Self.bookshelf, "xcstrings")
        try FileManager.default.removeItem(atPath: app + "/es.lproj/AppShortcuts.strings")
        try Data(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Open a book in ${applicationName}": {"localizations": {"es": {"stringSet": {"state": "translated",
                "values": ["Abre un libro en ${applicationName}", "Muestra un libro en ${applicationName}"]}}}}}}
            """#.utf8).write(to: URL(fileURLWithPath: app + "/AppShortcuts.xcstrings"))
        let catalog = try AppBundle(path: app).catalog(locale: "es").catalog
        // "Open ${book} in …" is a key (of the French table) with no Spanish: it stays, as in Xcode's catalogs.
        #expect(catalog.shortcuts[1].phrases == ["Open ${book} in ${applicationName}", "Abre un libro en ${applicationName}",
                                                 "Muestra un libro en ${applicationName}"])
        #expect(catalog.shortcuts[0].phrases[0] == "Open ${shelf} in ${applicationName}")
    }

    @Test func aValidBuildHasNoErrors() throws {
        let bundle = try AppBundle(path: Self.bookshelf)
        #expect(!bundle.problems(values: try Self.values()).hasErrors)
        #expect(bundle.entityTypesWithoutValues(try Self.values()).isEmpty)
        #expect(bundle.entityTypesWithoutValues(EntityValues()) == ["BookEntity"])
        let withoutValues = bundle.problems()
        #expect(!withoutValues.hasErrors)
        #expect(withoutValues.contains { $0.path == "entities.BookEntity" && $0.message.hasPrefix("Entity type 'BookEntity' has no values") })
    }

    @Test func brokenPhrasesAreNamedByFileAndJSONPath() throws {
        let bundle = try AppBundle(path: Self.scribble)
        let errors = bundle.problems().filter { $0.severity == .error }
        let actions = Self.scribble + "/Metadata.appintents/extract.actionsdata"
        #expect(errors.map { "\($0.file ?? "") \($0.path ?? "-")" } == [
            "\(actions) autoShortcuts[0].phraseTemplates[0]", "\(actions) autoShortcuts[0].phraseTemplates[1]",
            "\(actions) autoShortcuts[1].phraseTemplates[1]", "\(actions) negativePhrases[0]",
            "\(Self.scribble)/fr.lproj/AppShortcuts.strings -",
        ])
        #expect(errors[0].message == PhraseRules.missingApplicationName)
        #expect(errors[1].message == PhraseRules.invalidParameterType("text"))
        #expect(errors[4].line == nil && errors[4].locale == "fr" && errors[4].phrase == "Épingle une note")
        #expect(DiagnosticRenderer().render(errors[0]) == """
            \(actions): autoShortcuts[0].phraseTemplates[0]: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.
              in app 'Scribble', shortcut 'NewNote', locale 'en'
                Create a note in ${folder}
                ^~~~~~~~~~~~~~~~~~~~~~~~~~
              note: add '${applicationName}' where the app's name is said
            """)
    }

    @Test func unknownFieldsAreIgnored() throws {
        let app = try Self.editedActions("unknown") { object in
            object["aFieldOfXcode30"] = ["anything": [1, 2]]
            var shortcuts = object["autoShortcuts"] as! [[String: Any]]
            shortcuts[0]["parameterPresentation"] = ["new": true]
            object["autoShortcuts"] = shortcuts
        }
        #expect(try AppBundle(path: app).catalog().catalog == AppBundle(path: Self.bookshelf).catalog().catalog)
    }

    @Test func aTruncatedFileIsRefusedAtItsEnd() throws {
        #expect(throws: BundleError.self) { try AppBundle(path: Self.fixtures + "/Truncated.app") }
        do {
            _ = try AppBundle(path: Self.fixtures + "/Truncated.app")
        } catch let error as BundleError {
            #expect(error.file == Self.fixtures + "/Truncated.app/Metadata.appintents/extract.actionsdata")
            #expect(error.position == FilePosition(line: 253, column: 26))
            #expect(error.message == "malformed JSON: unexpected end of input: expected a value")
            #expect(error.description == "\(error.file):253:26: error: malformed JSON: unexpected end of input: expected a value")
        }
    }

    /// The message of the `BundleError` that reading `path` throws.
    static func failure(_ path: String) -> String {
        do {
            _ = try AppBundle(path: path)
            return "no error"
        } catch {
            return "\(error)".replacingOccurrences(of: path, with: "APP")
        }
    }

    @Test func aMissingOrWronglyTypedFieldNamesItsPath() throws {
        let missing = try Self.editedActions("missing") { object in
            var shortcuts = object["autoShortcuts"] as! [[String: Any]]
            shortcuts[1]["phraseTemplates"] = nil
            object["autoShortcuts"] = shortcuts
        }
        #expect(Self.failure(missing).hasPrefix("APP/Metadata.appintents/extract.actionsdata:1:"))
        #expect(Self.failure(missing).hasSuffix(": error: autoShortcuts[1]: missing key 'phraseTemplates'"))
        let wrong = try Self.editedActions("wrong") { object in
            var shortcuts = object["autoShortcuts"] as! [[String: Any]]
            shortcuts[0]["phraseTemplates"] = "Open ${shelf} in ${applicationName}"
            object["autoShortcuts"] = shortcuts
        }
        #expect(Self.failure(wrong).hasSuffix("error: autoShortcuts[0].phraseTemplates: expected an array, found a string"))
        let parameter = try Self.editedActions("parameter") { object in
            var actions = object["actions"] as! [String: Any]
            var open = actions["OpenShelf"] as! [String: Any]
            open["parameters"] = [["title": ["key": "Shelf"]]]
            actions["OpenShelf"] = open
            object["actions"] = actions
        }
        #expect(Self.failure(parameter).hasSuffix("error: actions.OpenShelf.parameters[0]: missing key 'name'"))
        let notAnObject = try Self.editedActions("array") { object in object["autoShortcuts"] = [42] }
        #expect(Self.failure(notAnObject).hasSuffix("error: autoShortcuts[0]: expected an object, found a number"))
    }

    @Test func aBrokenBinaryPlistNamesTheByte() throws {
        let app = try Self.copy(Self.bookshelf, "plist")
        let info = app + "/Info.plist"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: info))
        try bytes.prefix(bytes.count - 20).write(to: URL(fileURLWithPath: info))
        let message = Self.failure(app)
        #expect(message.hasPrefix("APP/Info.plist: error: byte "), "\(message)")
        #expect(message.contains("broken binary property list: "))
        try Data("bplist00".utf8).write(to: URL(fileURLWithPath: info))
        #expect(Self.failure(app) == "APP/Info.plist: error: byte 8: broken binary property list: the file ends after 8 bytes; a binary property list has an 8-byte header, its objects and a 32-byte trailer")
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleDisplayName": ["Bookshelf"]], format: .binary, options: 0)
            .write(to: URL(fileURLWithPath: info))
        #expect(Self.failure(app) == "APP/Info.plist: error: CFBundleDisplayName: expected a string, found an array")
    }

    @Test func aBrokenTextStringsFileNamesLineAndColumn() throws {
        let app = try Self.copy(Self.bookshelf, "strings")
        try Data("\"Open ${shelf} in ${applicationName}\" = \"Abre ${shelf} en ${applicationName}\"\n\"x\" = \"y\";".utf8)
            .write(to: URL(fileURLWithPath: app + "/es.lproj/AppShortcuts.strings"))
        #expect(Self.failure(app) == "APP/es.lproj/AppShortcuts.strings:2:1: error: Couldn't parse property list because the input data was in an invalid format: expected ';' after the value of \"Open ${shelf} in ${applicationName}\"")
    }

    @Test func aFolderWithoutMetadataIsNoBuild() throws {
        #expect(Self.failure(Self.fixtures) == "APP: error: no Metadata.appintents/extract.actionsdata here: give a built .app, its Metadata.appintents folder or its extract.actionsdata file (Xcode writes it when the app declares App Intents)")
        #expect(Self.failure(Self.fixtures + "/Nothing.app") == "APP: error: no such file or folder")
    }

    @Test func aMacAppKeepsItsResourcesInContents() throws {
        let mac = FileManager.default.temporaryDirectory
            .appendingPathComponent("AppBundleTests-\(ProcessInfo.processInfo.processIdentifier)-Mac.app").path
        try? FileManager.default.removeItem(atPath: mac)
        let resources = mac + "/Contents/Resources"
        try FileManager.default.createDirectory(atPath: mac + "/Contents", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.bookshelf, toPath: resources)
        try FileManager.default.moveItem(atPath: resources + "/Info.plist", toPath: mac + "/Contents/Info.plist")
        let bundle = try AppBundle(path: mac)
        #expect(bundle.infoPlistFile == mac + "/Contents/Info.plist")
        #expect(try bundle.catalog(locale: "fr").catalog == AppBundle(path: Self.bookshelf).catalog(locale: "fr").catalog)
    }

    @Test func withoutInfoPlistTheAppIsNamedAfterItsModule() throws {
        let app = try Self.copy(Self.bookshelf, "noplist")
        try FileManager.default.removeItem(atPath: app + "/Info.plist")
        let bundle = try AppBundle(path: app)
        #expect(bundle.name == "Bookshelf")
        #expect(bundle.problems().contains { $0.message == "No Info.plist found beside the metadata: the app is named 'Bookshelf' after its module." })
    }

    @Test func valuesFilesAreCheckedFieldByField() throws {
        func failure(_ json: String) -> String {
            do {
                _ = try EntityValues(data: Data(json.utf8), file: "values.json")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(failure(#"{"BookEntity": [{"id": "dune"}]}"#) == "values.json:1:17: error: BookEntity[0]: missing key 'title'")
        #expect(failure(#"{"BookEntity": [{"id": 7, "title": "Dune"}]}"#) == "values.json:1:24: error: BookEntity[0].id: expected a string, found a number")
        #expect(failure(#"{"BookEntity": "Dune"}"#) == "values.json:1:16: error: BookEntity: expected an array of values, or an object with 'values', found a string")
        #expect(failure(#"{"BookEntity": [{"id": "dune", "#) == "values.json:1:32: error: malformed JSON: unexpected end of input: expected a string key")
        let object = try EntityValues(data: Data(#"{"BookEntity": {"values": [{"id": "a", "title": "A", "rating": 5}, {"id": "b", "title": "B"}], "suggested": ["b"], "searchable": true}}"#.utf8), file: "v.json")
        let type = object.applied(to: ValueType(kind: .entity, title: "Book", values: []), named: "BookEntity")
        #expect(type.phraseValues.map(\.id) == ["b"])
        #expect(type.values.count == 2 && type.searchable)
    }
}
