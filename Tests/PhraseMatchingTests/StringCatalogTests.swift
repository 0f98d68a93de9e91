import Foundation
import Testing
@testable import PhraseMatching

/// Both phrase-table formats, what they translate, and the exact messages of their errors.
@Suite struct StringCatalogTests {
    static let catalogJSON = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Open ${shelf} in ${applicationName}" : {
          "extractionState" : "manual",
          "localizations" : {
            "fr" : {
              "stringSet" : {
                "state" : "translated",
                "values" : [
                  "Ouvre ${shelf} dans ${applicationName}",
                  "Affiche ${shelf} dans ${applicationName}",
                  "Ouvre un rayon dans ${applicationName}"
                ]
              }
            },
            "ja" : {
              "stringUnit" : { "state" : "translated", "value" : "${applicationName}で${shelf}を開く" }
            }
          }
        },
        "Open Currently Reading in ${applicationName}" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvre Lecture en cours dans ${applicationName}" } },
            "pt" : { "stringUnit" : { "state" : "translated", "value" : "Abra Lendo agora no ${applicationName}" } },
            "es" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Abre Leyendo en ${applicationName}" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Abre Leyendo ahora en ${applicationName}" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

    func catalog(_ text: String = catalogJSON, file: String = "AppShortcuts.xcstrings") throws -> StringCatalog {
        try StringCatalog(data: Data(text.utf8), file: file)
    }

    func error(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func render(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticRenderer().render(diagnostics)
    }

    // MARK: Reading

    @Test func stringSetUnitAndVariations() throws {
        let table = try catalog()
        #expect(table.sourceLanguage == "en")
        #expect(table.languages == ["es", "fr", "ja", "pt"])
        let shelf = try #require(table["Open ${shelf} in ${applicationName}"])
        #expect(shelf.position == FilePosition(line: 4, column: 5))
        let french = try #require(shelf.localizations["fr"])
        #expect(french.layout == .set)
        #expect(french.values.map(\.value) == ["Ouvre ${shelf} dans ${applicationName}", "Affiche ${shelf} dans ${applicationName}",
                                               "Ouvre un rayon dans ${applicationName}"])
        #expect(french.values[1].position == FilePosition(line: 12, column: 15))
        #expect(shelf.localizations["ja"]?.layout == .unit)
        let spanish = try #require(table["Open Currently Reading in ${applicationName}"]?.localizations["es"])
        #expect(spanish.layout == .variations)
        #expect(spanish.values.map(\.value) == ["Abre Leyendo ahora en ${applicationName}"])
    }

    @Test func fallbackAlongTheLanguageChain() throws {
        let table = try catalog()
        let key = "Open Currently Reading in ${applicationName}"
        #expect(table.strings(forKey: key, language: "pt-BR") == ["Abra Lendo agora no ${applicationName}"])
        #expect(table.strings(forKey: key, language: "fr-CA") == ["Ouvre Lecture en cours dans ${applicationName}"])
        #expect(table.strings(forKey: key, language: "de") == [key])
        #expect(table.localization(of: key, in: "ja", includingSource: false) == nil)
        #expect(table.fallbackLanguages(for: "pt-BR") == ["pt-BR", "pt", "en"])
    }

    @Test func stringsFileUTF8AndUTF16WithComments() throws {
        let text = """
        /* Shelves */
        "Open ${shelf} in ${applicationName}" = "Ouvre ${shelf} dans ${applicationName}";
        // one line
        "Open Currently Reading in ${applicationName}" = "Ouvre \\"Lecture en cours\\" dans ${applicationName}";
        """
        for data in [Data(text.utf8), Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!,
                     Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!] {
            let table = try StringCatalog(strings: data, file: "fr.lproj/AppShortcuts.strings", language: "fr")
            #expect(table.entries.map(\.key) == ["Open ${shelf} in ${applicationName}", "Open Currently Reading in ${applicationName}"])
            let second = try #require(table.entries.last)
            #expect(second.position == FilePosition(line: 4, column: 1))
            #expect(second.localizations["fr"]?.values.first?.value == "Ouvre \"Lecture en cours\" dans ${applicationName}")
            #expect(second.localizations["fr"]?.values.first?.position == FilePosition(line: 4, column: 50))
        }
    }

    @Test func lprojTablesMerge() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (language, value) in [("fr", "Ouvre ${shelf} dans ${applicationName}"), ("ja", "${applicationName}で${shelf}を開く")] {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"Open ${shelf} in ${applicationName}\" = \"\(value)\";\n".utf8)
                .write(to: folder.appendingPathComponent("AppShortcuts.strings"))
        }
        let table = try #require(try StringCatalog.table(named: "AppShortcuts", inDirectory: directory.path))
        #expect(table.languages == ["fr", "ja"])
        #expect(table.strings(forKey: "Open ${shelf} in ${applicationName}", language: "ja") == ["${applicationName}で${shelf}を開く"])
        #expect(table["Open ${shelf} in ${applicationName}"]?.localizations["ja"]?.file?.hasSuffix("ja.lproj/AppShortcuts.strings") == true)
        #expect(try StringCatalog.table(named: "InfoPlist", inDirectory: directory.path) == nil)
    }

    // MARK: Malformed files (golden)

    @Test(arguments: [
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {}\n    \"b\" : {}\n  }\n}",
         "AppShortcuts.xcstrings:5:5: error: expected ',' or '}' after object member"),
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"a\" : {}, }\n}",
         "AppShortcuts.xcstrings:3:27: error: trailing ',' before '}'"),
        ("{ \"sourceLanguage\" : \"en\", // comment\n \"strings\" : {} }",
         "AppShortcuts.xcstrings:1:28: error: comments are not allowed in JSON"),
        ("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"k\" : { \"localizations\" : { \"fr\" : { \"stringUnit\" : { \"value\" : 3 } } } } } }",
         "AppShortcuts.xcstrings:1:106: error: 'value' of the 'fr' translation of \"k\" must be a string, found a number"),
        ("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"k\" : { \"localizations\" : { \"fr\" : { \"stringSet\" : { \"values\" : \"x\" } } } } } }",
         "AppShortcuts.xcstrings:1:106: error: 'values' of the 'fr' translation of \"k\" must be an array, found a string"),
        ("{ \"strings\" : {} }", "AppShortcuts.xcstrings:1:1: error: the string catalog has no 'sourceLanguage'"),
        ("[]", "AppShortcuts.xcstrings:1:1: error: expected a string catalog (a JSON object), found an array"),
        ("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"k\" : tru } }",
         "AppShortcuts.xcstrings:1:48: error: invalid literal 'tru': expected a value (did you mean 'true'?)"),
    ])
    func malformedCatalog(text: String, message: String) {
        #expect(error { _ = try catalog(text) } == message)
    }

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";",
         "fr.lproj/AppShortcuts.strings:2:1: error: Couldn't parse property list because the input data was in an invalid format: expected ';' after the value of \"a\""),
        ("\"a\" \"b\";",
         "fr.lproj/AppShortcuts.strings:1:5: error: Couldn't parse property list because the input data was in an invalid format: expected '=' after the key \"a\""),
        ("/* open\n\"a\" = \"b\";",
         "fr.lproj/AppShortcuts.strings:1:1: error: Couldn't parse property list because the input data was in an invalid format: unterminated comment"),
        ("\"a\" = \"b;\n",
         "fr.lproj/AppShortcuts.strings:1:7: error: Couldn't parse property list because the input data was in an invalid format: unterminated string"),
        ("\"a\" = ;",
         "fr.lproj/AppShortcuts.strings:1:7: error: Couldn't parse property list because the input data was in an invalid format: unexpected character ';': expected a value"),
    ])
    func malformedStringsFile(text: String, message: String) {
        #expect(error { _ = try StringCatalog(strings: Data(text.utf8), file: "fr.lproj/AppShortcuts.strings", language: "fr") } == message)
    }

    @Test func invalidUTF8IsNamedByByte() {
        let bytes: [UInt8] = Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
        #expect(error { _ = try StringCatalog(strings: Data(bytes), file: "x.strings", language: "fr") }
                == "x.strings:1:8: error: Couldn't parse property list because the input data was in an invalid format: invalid UTF-8 at byte 7")
    }

    // MARK: Validation (golden)

    static let library = Catalog(
        locale: "en", app: AppDescription(name: "Library"),
        types: ["Shelf": ValueType(kind: .enum, title: "Shelf", values: [ParameterValue(id: "read", title: "Read")])],
        intents: ["OpenShelf": IntentDescriptor(title: "Open Shelf", parameters: [ParameterDescriptor(name: "shelf", type: "Shelf", title: "Shelf")]),
                  "OpenCurrentlyReading": IntentDescriptor(title: "Open Currently Reading")],
        shortcuts: [ShortcutDescriptor(intent: "OpenShelf", phrases: ["Open ${shelf} in ${applicationName}", "Open a shelf in ${applicationName}"]),
                    ShortcutDescriptor(intent: "OpenCurrentlyReading", phrases: ["Open Currently Reading in ${applicationName}"])])

    @Test func validCatalogHasNoErrors() throws {
        #expect(try catalog().validatePhrases().isEmpty)
    }

    @Test func frenchPhraseWithoutAppNameNamesFrench() throws {
        let text = Self.catalogJSON.replacingOccurrences(of: "\"Affiche ${shelf} dans ${applicationName}\"", with: "\"Affiche ${shelf}\"")
        let problems = try catalog(text).validatePhrases()
        #expect(render(problems) == """
        AppShortcuts.xcstrings:12:15: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.
          in locale 'fr'
            Affiche ${shelf}
            ^~~~~~~~~~~~~~~~
          note: add '${applicationName}' where the app's name is said
        1 error
        """)
    }

    @Test func translationWithAParameterItsKeyLacks() throws {
        let text = Self.catalogJSON.replacingOccurrences(of: "Abra Lendo agora no ${applicationName}", with: "Abra ${shelf} no ${applicationName}")
        let problems = try catalog(text).validatePhrases()
        #expect(render(problems) == """
        AppShortcuts.xcstrings:25:69: error: Invalid Utterance. The 'pt' translation uses '${shelf}', which its key "Open Currently Reading in ${applicationName}" does not have.
          in locale 'pt'
            Abra ${shelf} no ${applicationName}
                 ^~~~~~~~
        1 error
        """)
    }

    @Test func againstTheAppUnusedKeysAndFallbacks() throws {
        let text = Self.catalogJSON.replacingOccurrences(of: "\"Open Currently Reading in ${applicationName}\" : {",
                                                         with: "\"Open Reading in ${applicationName}\" : {")
        let problems = try catalog(text).validatePhrases(against: Self.library)
        #expect(render(problems) == """
        AppShortcuts.xcstrings:22:5: warning: This phrase is not used in any App Shortcut or as a Negative Phrase.
          in app 'Library'
            Open Reading in ${applicationName}
        AppShortcuts.xcstrings: warning: Not translated to 'es': App Shortcut 'OpenShelf' falls back to its source-language phrases.
          in app 'Library', shortcut 'OpenShelf', locale 'es'
            Open ${shelf} in ${applicationName}
        AppShortcuts.xcstrings: warning: Not translated to 'es': App Shortcut 'OpenCurrentlyReading' falls back to its source-language phrases.
          in app 'Library', shortcut 'OpenCurrentlyReading', locale 'es'
            Open Currently Reading in ${applicationName}
        AppShortcuts.xcstrings: warning: Not translated to 'fr': App Shortcut 'OpenCurrentlyReading' falls back to its source-language phrases.
          in app 'Library', shortcut 'OpenCurrentlyReading', locale 'fr'
            Open Currently Reading in ${applicationName}
        AppShortcuts.xcstrings: warning: Not translated to 'ja': App Shortcut 'OpenCurrentlyReading' falls back to its source-language phrases.
          in app 'Library', shortcut 'OpenCurrentlyReading', locale 'ja'
            Open Currently Reading in ${applicationName}
        AppShortcuts.xcstrings: warning: Not translated to 'pt': App Shortcut 'OpenShelf' falls back to its source-language phrases.
          in app 'Library', shortcut 'OpenShelf', locale 'pt'
            Open ${shelf} in ${applicationName}
        AppShortcuts.xcstrings: warning: Not translated to 'pt': App Shortcut 'OpenCurrentlyReading' falls back to its source-language phrases.
          in app 'Library', shortcut 'OpenCurrentlyReading', locale 'pt'
            Open Currently Reading in ${applicationName}
        7 warnings
        """)
    }

    @Test func againstTheAppAParameterTheIntentLacks() throws {
        let text = Self.catalogJSON.replacingOccurrences(of: "${applicationName}で${shelf}を開く", with: "${applicationName}で${shelve}を開く")
        let problems = try catalog(text).validatePhrases(against: Self.library).filter { $0.severity == .error }
        #expect(problems.map(\.message) == [
            "Invalid parameter. The intent has no parameter 'shelve'.",
            PhraseRules.parameterNotInKey("shelve", language: "ja", key: "Open ${shelf} in ${applicationName}"),
        ])
        #expect(problems.map { "\($0.locale!) \($0.line!)" } == ["ja 18", "ja 18"])
    }

    // MARK: Translating a catalog

    @Test func localizeTakesSetsUnitsAndFallsBack() throws {
        let table = try catalog()
        var french = Self.library
        french.locale = "fr"
        let problems = table.localize(&french)
        #expect(french.shortcuts[0].phrases == ["Ouvre ${shelf} dans ${applicationName}", "Affiche ${shelf} dans ${applicationName}",
                                                "Ouvre un rayon dans ${applicationName}"])
        #expect(french.shortcuts[1].phrases == ["Ouvre Lecture en cours dans ${applicationName}"])
        #expect(problems.isEmpty)

        var japanese = Self.library
        japanese.locale = "ja"
        let fallbacks = table.localize(&japanese)
        #expect(japanese.shortcuts[0].phrases == ["${applicationName}で${shelf}を開く", "Open a shelf in ${applicationName}"])
        #expect(fallbacks.map { "\($0.locale!) \($0.shortcut!) \($0.phrase!) \($0.line.map(String.init) ?? "-")" } == [
            "ja OpenShelf Open a shelf in ${applicationName} -",
            "ja OpenCurrentlyReading Open Currently Reading in ${applicationName} 22",
        ])
        #expect(fallbacks.allSatisfy { $0.message == "Not translated to 'ja': the source-language phrase is used." })

        var english = Self.library
        #expect(table.localize(&english).isEmpty)
        #expect(english.shortcuts == Self.library.shortcuts)
    }
}

/// Display strings (`Localizable`, `InfoPlist`): what a language lacks is named.
@Suite struct DisplayFallbackTests {
    @Test func untranslatedKeysAreListedPerLanguage() throws {
        let text = #"""
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Shelf" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Étagère" } },
                                          "ja" : { "stringUnit" : { "state" : "translated", "value" : "本棚" } } } },
          "Want to Read" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "new", "value" : "" } },
                                                 "ja" : { "stringUnit" : { "state" : "translated", "value" : "読みたい本" } } } },
          "%lld" : { "shouldTranslate" : false } } }
        """#
        let table = try StringCatalog(data: Data(text.utf8), file: "Localizable.xcstrings")
        let problems = table.untranslatedKeys(app: "Library")
        #expect(DiagnosticRenderer().render(problems) == """
        Localizable.xcstrings:4:3: warning: Not translated to 'fr': "Want to Read" is shown in the source language.
          in app 'Library', locale 'fr'
        1 warning
        """)
        #expect(table.untranslatedKeys(in: ["es"]).count == 2)
        #expect(table.untranslatedKeys(in: ["en"]).isEmpty)
    }
}
