import Foundation
import Testing
import SampleApps
import ShortcutKit
import ShortcutsCLI
import PhraseMatching

/// `shortcuts check --strings FILE`: the sample apps' catalogs pass; a French phrase without
/// `${applicationName}` fails with Apple's message, naming `fr` (and the loaded app whose
/// phrase it translates); malformed files say where.
@Suite struct StringsCheckCommandTests {
    static let phrases = ResourceDirectory.find("phrases", environmentVariable: "SHORTCUTS_PHRASES_DIR")

    func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
        let transcript = ToolTranscript()
        let status = await ShortcutsTool.run(arguments: arguments, apps: SampleApps.all, io: transcript.io)
        return (status, transcript.output, transcript.error)
    }

    func temporary(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: ["Library", "TravelTracking", "Trails"])
    func sampleCatalogsPass(app: String) async throws {
        let path = try #require(Self.phrases) + "/\(app)/AppShortcuts.xcstrings"
        let result = await run(["check", "--strings", path])
        #expect(result.status == 0)
        #expect(result.output == "Checked \(path): no problems.\n")
    }

    /// A Localizable or InfoPlist table given by mistake is one error saying what it is,
    /// not one "Invalid Utterance" a string (236 for Trails' Localizable table).
    @Test(arguments: ["Localizable", "InfoPlist"])
    func anotherTableIsNoPhraseTable(table: String) async throws {
        let path = try #require(Self.phrases) + "/Trails/\(table).xcstrings"
        let result = await run(["check", "--strings", path])
        #expect(result.status == 65)
        #expect(result.output.hasPrefix("\(path): error: none of the "), "\(result.output)")
        #expect(result.output.contains("is an App Shortcut phrase (none says '${applicationName}')"), "\(result.output)")
        #expect(result.output.components(separatedBy: "error:").count == 2, "\(result.output)")
    }

    @Test func frenchPhraseWithoutTheAppNameFails() async throws {
        let path = try temporary("AppShortcuts.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Open ${shelf} in ${applicationName}" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvre ${shelf}" } }
              }
            }
          },
          "version" : "1.0"
        }
        """)
        let result = await run(["check", "--strings", path])
        #expect(result.status == 65)
        #expect(result.output == """
        \(path):6:69: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.
          in app 'Library', shortcut 'OpenShelf', locale 'fr'
            Ouvre ${shelf}
            ^~~~~~~~~~~~~~
          note: add '${applicationName}' where the app's name is said
        1 error

        """)
    }

    @Test func againstAnAppUnusedKeysAreWarnings() async throws {
        let path = try temporary("AppShortcuts.xcstrings", """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Open ${shelf} in ${applicationName}" : { "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvre ${shelf} dans ${applicationName}" } } } },
          "Open my old shelf in ${applicationName}" : { } } }
        """)
        let result = await run(["check", "--app", "Library", "--strings", path])
        #expect(result.status == 0)
        #expect(result.output.contains("""
        \(path):4:3: warning: This phrase is not used in any App Shortcut or as a Negative Phrase.
          in app 'Library'
            Open my old shelf in ${applicationName}
        """))
        #expect(result.output.contains("warning: Not translated to 'fr': App Shortcut 'AddBook' falls back to its source-language phrases."))
    }

    @Test func malformedStringsFileSaysWhere() async throws {
        let path = try temporary("fr.lproj/AppShortcuts.strings", "\"Open ${shelf} in ${applicationName}\" = \"Ouvre ${shelf} dans ${applicationName}\"\n\"x\" = \"y\";\n")
        let result = await run(["check", "--strings", path])
        #expect(result.status == 65)
        #expect(result.output == """
        \(path):2:1: error: Couldn't parse property list because the input data was in an invalid format: expected ';' after the value of "Open ${shelf} in ${applicationName}"
        1 error

        """)
    }

    @Test func coverageInJapaneseReachesNinetyPercent() async throws {
        let result = await run(["coverage", "--locale", "ja", "--min-accuracy", "90%"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("ライブラリ [ja]"))
    }
}

/// `check` on translations as real apps ship them (issue 14): per-language `.strings`
/// files, and a file checked alone that has drifted from the app it translates.
@Suite struct StringsCheckDriftTests {
    func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
        let transcript = ToolTranscript()
        let status = await ShortcutsTool.run(arguments: arguments, apps: SampleApps.all, io: transcript.io)
        return (status, transcript.output, transcript.error)
    }

    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-drift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A translation set naming a parameter the shortcut has not: checked alone, the file is
    /// held to the app it translates (Library), as when loaded as its localisation.
    @Test func driftedTranslationReportedWhenTheFileIsCheckedAlone() async throws {
        let folder = try folder()
        try write("""
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Add a book to ${applicationName}" : { "localizations" : {
            "fr" : { "stringSet" : { "state" : "translated", "values" : [
              "Ajoute un livre à ${applicationName}", "Ajoute ${shelf} à ${applicationName}" ] } } } },
          "Open ${shelf} in ${applicationName}" : { "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvre ${shelf} dans ${applicationName}" } } } } } }
        """, to: "AppShortcuts.xcstrings", in: folder)
        let path = folder.appendingPathComponent("AppShortcuts.xcstrings").path
        let alone = await run(["check", "--strings", path])
        let withApp = await run(["check", "--app", "Library", "--strings", path])
        let drift = "error: Invalid Utterance. The 'fr' translation uses '${shelf}', which its key \"Add a book to ${applicationName}\" does not have."
        #expect(alone.status == 65)
        #expect(alone.output.contains(drift))
        #expect(withApp.output.contains(drift))
        // Alone, a file is not taken to task for the shortcuts it does not list.
        #expect(!alone.output.contains("falls back to its source-language phrases"))
    }

    /// A Dutch translation missing from `nl.lproj` is reported against that file, not the
    /// German one merged before it.
    @Test func missingTranslationNamesItsLanguagesFile() throws {
        let folder = try folder()
        try write("\"Open ${shelf} in ${applicationName}\" = \"Open ${shelf} in ${applicationName}\";\n\"Add a book to ${applicationName}\" = \"Add a book to ${applicationName}\";\n",
                  to: "en.lproj/AppShortcuts.strings", in: folder)
        try write("\"Open ${shelf} in ${applicationName}\" = \"Öffne ${shelf} in ${applicationName}\";\n\"Add a book to ${applicationName}\" = \"Füge ein Buch zu ${applicationName} hinzu\";\n",
                  to: "de.lproj/AppShortcuts.strings", in: folder)
        try write("\"Open ${shelf} in ${applicationName}\" = \"Open ${shelf} in ${applicationName}\";\n",
                  to: "nl.lproj/AppShortcuts.strings", in: folder)
        let table = try #require(try StringCatalog.table(named: "AppShortcuts", inDirectory: folder.path))
        let catalog = Catalog(locale: "en", app: AppDescription(name: "Library"),
                              types: ["Shelf": ValueType(kind: .enum, title: "Shelf", values: [ParameterValue(id: "read", title: "Read")])],
                              intents: ["OpenShelf": IntentDescriptor(title: "Open Shelf", parameters: [
                                            ParameterDescriptor(name: "shelf", type: "Shelf", title: "Shelf")]),
                                        "AddBook": IntentDescriptor(title: "Add Book")],
                              shortcuts: [ShortcutDescriptor(intent: "OpenShelf", phrases: ["Open ${shelf} in ${applicationName}"]),
                                          ShortcutDescriptor(intent: "AddBook", phrases: ["Add a book to ${applicationName}"])])
        let dutch = table.validatePhrases(against: catalog).filter { $0.locale == "nl" }
        #expect(dutch.map(\.message) == ["Not translated to 'nl': App Shortcut 'AddBook' falls back to its source-language phrases."])
        #expect(dutch.first?.file == folder.appendingPathComponent("nl.lproj/AppShortcuts.strings").path)
        var dutchCatalog = catalog
        dutchCatalog.locale = "nl"
        let localized = table.localize(&dutchCatalog)
        #expect(localized.map(\.file) == [folder.appendingPathComponent("nl.lproj/AppShortcuts.strings").path])
    }
}
