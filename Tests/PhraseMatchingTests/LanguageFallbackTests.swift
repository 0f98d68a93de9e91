import Testing
@testable import PhraseMatching

/// The order translations are looked for in: the tag, its shorter prefixes, another region
/// of the same language, then the source language.
@Suite struct LanguageFallbackTests {
    @Test(arguments: [
        ("pt-BR", "en", ["pt-BR", "pt", "en"]),
        ("zh-Hans-CN", "en", ["zh-Hans-CN", "zh-Hans", "zh", "en"]),
        ("pt_BR", "en", ["pt-BR", "pt", "en"]),
        ("en-GB", "en", ["en-GB", "en"]),
        ("EN", "en", ["EN"]),
        ("fr", nil, ["fr"]),
        ("", "en", ["en"]),
    ] as [(String, String?, [String])])
    func chain(language: String, source: String?, expected: [String]) {
        #expect(LanguageFallback.chain(for: language, sourceLanguage: source) == expected)
    }

    @Test func tagsCompareWithoutCaseOrSeparator() {
        #expect(LanguageFallback.sameTag("pt_br", "pt-BR"))
        #expect(!LanguageFallback.sameTag("pt-PT", "pt-BR"))
        #expect(LanguageFallback.sameLanguage("pt-PT", "pt_BR"))
        #expect(LanguageFallback.sameLanguage("en", "EN-gb"))
        #expect(!LanguageFallback.sameLanguage("es", "en"))
        #expect(LanguageFallback.baseLanguage("zh-Hans-CN") == "zh")
        #expect(LanguageFallback.canonical("Base") == "Base")
    }

    @Test func theFirstTranslationAlongTheChain() throws {
        let table = ["en": "Open", "pt-BR": "Abrir", "fr": "Ouvrir", "es-MX": "Abrir (MX)"]
        func first(_ language: String) -> String? {
            LanguageFallback.first(in: table, along: LanguageFallback.chain(for: language, sourceLanguage: "en"))?.language
        }
        #expect(first("pt-BR") == "pt-BR")
        #expect(first("pt_br") == "pt-BR")
        // Another region of the language comes before the source language.
        #expect(first("pt") == "pt-BR")
        #expect(first("pt-PT") == "pt-BR")
        #expect(first("es") == "es-MX")
        #expect(first("fr-CA") == "fr")
        #expect(first("de") == "en")
        #expect(LanguageFallback.first(in: table, along: ["de"]) == nil)
        #expect(LanguageFallback.first(in: table, along: []) == nil)
        #expect(LanguageFallback.first(in: [String: String](), along: ["en"]) == nil)
    }

    @Test func siblingsAreTakenInTagOrder() {
        let table = ["pt-PT": 1, "pt-BR": 2]
        #expect(LanguageFallback.first(in: table, along: ["pt", "en"])?.language == "pt-BR")
    }
}
