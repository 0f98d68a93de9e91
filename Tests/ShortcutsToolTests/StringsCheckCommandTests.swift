import Foundation
import Testing
import SampleApps
import ShortcutKit

/// `shortcuts check --strings FILE`: the sample apps' catalogs pass; a French phrase without
/// `${applicationName}` fails with Apple's message, naming `fr`; malformed files say where.
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
          in locale 'fr'
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
