import Testing
@testable import PhraseMatching

/// French, Spanish and Portuguese as typed: elision, diacritics left out, the locale's
/// filler words, prepositions swapped.
@Suite struct LocalizedMatchingTests {
    static func library(locale: String, app: String, phrases: [String], shelves: [ParameterValue], bookPhrase: String) -> Catalog {
        Catalog(
            locale: locale, app: AppDescription(name: app, alternativeNames: ["Library"]),
            types: ["Shelf": ValueType(kind: .enum, title: "Shelf", values: shelves),
                    "Book": ValueType(kind: .entity, title: "Book", searchable: true, suggested: ["dune"], values: [
                        ParameterValue(id: "dune", title: "Dune"),
                        ParameterValue(id: "hundred", title: "Cent ans de solitude", synonyms: ["One Hundred Years of Solitude"])])],
            intents: ["OpenShelf": IntentDescriptor(title: "Open Shelf", parameters: [ParameterDescriptor(name: "shelf", type: "Shelf", title: "Shelf")]),
                      "OpenBook": IntentDescriptor(title: "Open Book", parameters: [ParameterDescriptor(name: "book", type: "Book", title: "Book")])],
            shortcuts: [ShortcutDescriptor(intent: "OpenShelf", phrases: phrases), ShortcutDescriptor(intent: "OpenBook", phrases: [bookPhrase])])
    }

    static let french = library(locale: "fr", app: "Bibliothèque",
                                phrases: ["Ouvre ${shelf} dans ${applicationName}", "Ouvre l’étagère ${shelf} dans ${applicationName}"],
                                shelves: [ParameterValue(id: "wantToRead", title: "À lire", synonyms: ["Pile à lire"]),
                                          ParameterValue(id: "read", title: "Lus", synonyms: ["Déjà lus"])],
                                bookPhrase: "Ouvre ${book} dans ${applicationName}")
    static let spanish = library(locale: "es", app: "Biblioteca",
                                 phrases: ["Abre ${shelf} en ${applicationName}"],
                                 shelves: [ParameterValue(id: "wantToRead", title: "Quiero leer"), ParameterValue(id: "read", title: "Leídos")],
                                 bookPhrase: "Abre ${book} en ${applicationName}")
    static let portuguese = library(locale: "pt-BR", app: "Biblioteca",
                                    phrases: ["Abra ${shelf} no ${applicationName}"],
                                    shelves: [ParameterValue(id: "wantToRead", title: "Quero ler"), ParameterValue(id: "read", title: "Já lidos")],
                                    bookPhrase: "Abra ${book} no ${applicationName}")

    func match(_ utterance: String, in catalog: Catalog) throws -> String {
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: catalog.locale)
        try matcher.checkInvariants()
        let result = matcher.match(utterance)
        return "\(result.status.rawValue) \(result.best?.intent ?? "-")(\(result.best?.parameter?.value ?? ""))"
    }

    @Test func elisionSplitsOnEveryApostrophe() {
        let french = Normalizer(locale: "fr")
        #expect(french.normalized("Ouvre l'étagère") == "ouvre l etagere")
        #expect(french.normalized("Ouvre l’étagère") == "ouvre l etagere")
        #expect(french.normalized("dans l'appli d'Anne") == "dans l appli d anne")
        #expect(Normalizer(locale: "pt-BR").normalized("caixa-d'água") == "caixa d agua")
        #expect(Normalizer(locale: "es").normalized("l'app") == "l app")
        // English joins across the apostrophe (contractions are then written out: "what is").
        #expect(Normalizer(locale: "en").normalized("The Handmaid's Tale") == "the handmaids tale")
    }

    @Test(arguments: [
        "ouvre à lire dans bibliothèque",
        "ouvre a lire dans bibliotheque",              // accents left out
        "OUVRE À LIRE DANS BIBLIOTHÈQUE",
        "ouvre à lire dans l'app bibliothèque",        // elided article and "app"
        "ouvre à lire dans l’appli Bibliothèque",
        "ouvre l'étagère à lire",                      // elision in the phrase itself
        "ouvre l etagere a lire",
        "ouvre la pile à lire s'il te plaît",
        "bibliothèque, ouvre à lire",                  // app name first
        "ouvre à lire en ce moment",
        "ouvre à lire sur bibliothèque",               // preposition swapped
    ])
    func french(utterance: String) throws {
        #expect(try match(utterance, in: Self.french) == "matched OpenShelf(wantToRead)")
    }

    @Test(arguments: [
        ("abre quiero leer en biblioteca", "matched OpenShelf(wantToRead)"),
        ("abre leidos", "matched OpenShelf(read)"),
        ("Abre Leídos en la app Biblioteca por favor", "matched OpenShelf(read)"),
        ("abre quiero leer ahora mismo", "matched OpenShelf(wantToRead)"),
        ("abre quiero lee en biblioteca", "matched OpenShelf(wantToRead)"),     // a typo
        ("qué tiempo hace mañana", "noMatch -()"),
    ])
    func spanish(utterance: String, expected: String) throws {
        #expect(try match(utterance, in: Self.spanish) == expected)
    }

    @Test(arguments: [
        ("abra quero ler no biblioteca", "matched OpenShelf(wantToRead)"),
        ("abra quero ler na biblioteca", "matched OpenShelf(wantToRead)"),       // "na" for "no"
        ("abra ja lidos", "matched OpenShelf(read)"),
        ("eu quero abra já lidos por favor", "matched OpenShelf(read)"),
        ("que horas são", "noMatch -()"),
    ])
    func portuguese(utterance: String, expected: String) throws {
        #expect(try match(utterance, in: Self.portuguese) == expected)
    }

    @Test func anOpenValueTypedAsItsSynonymIsAsGoodAsItsTitle() throws {
        // "Cent ans de solitude" is not suggested: found through the searchable values,
        // by its title or, in full, by its synonym.
        #expect(try match("ouvre cent ans de solitude", in: Self.french) == "matched OpenBook(hundred)")
        #expect(try match("ouvre one hundred years of solitude", in: Self.french) == "matched OpenBook(hundred)")
    }

    /// A value named in another language than the locale keeps its own function words: the
    /// locale's article stands where "The Hobbit" has "the", as "the" does in English, typo
    /// in the name included; the name said without its article is found too.
    @Test(arguments: [
        ("ouvre le hobit dans bibliotheque", "fr"), ("ouvre hobbit dans bibliotheque", "fr"),
        ("abre el hobit en biblioteca", "es"), ("abra o hobbit no biblioteca", "pt-BR"),
    ])
    func anArticleOfTheLocaleBeforeAnEnglishTitle(utterance: String, locale: String) throws {
        var catalog = try #require([Self.french, Self.spanish, Self.portuguese].first { $0.locale == locale })
        catalog.types["Book"]?.values.append(ParameterValue(id: "hobbit", title: "The Hobbit"))
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: catalog.locale)
        try matcher.checkInvariants()
        let result = matcher.match(utterance)
        #expect(result.status == .matched)
        #expect(result.best?.parameter?.value == "hobbit")
        #expect((result.best?.score ?? 0) >= 0.85)
        // The article alone names no value.
        #expect(matcher.match(["fr": "ouvre the dans bibliotheque", "es": "abre the en biblioteca",
                               "pt-BR": "abra the no biblioteca"][locale] ?? "").status == .noMatch)
    }
}

/// A phrase written out word for word wins over a parameter phrase that reads the same,
/// whichever shortcut comes first.
@Suite struct LiteralPhraseTieTests {
    @Test func theLiteralPhraseWinsWhateverTheOrder() throws {
        let navigate = ShortcutDescriptor(intent: "Navigate", phrases: ["${applicationName}で${section}を開く"])
        let open = ShortcutDescriptor(intent: "OpenLandmark", phrases: ["${applicationName}でランドマークを開く"])
        for shortcuts in [[navigate, open], [open, navigate]] {
            let catalog = Catalog(
                locale: "ja", app: AppDescription(name: "旅行記録"),
                types: ["Section": ValueType(kind: .enum, title: "セクション", values: [ParameterValue(id: "landmarks", title: "ランドマーク"),
                                                                                 ParameterValue(id: "map", title: "マップ")])],
                intents: ["Navigate": IntentDescriptor(title: "移動", parameters: [ParameterDescriptor(name: "section", type: "Section", title: "セクション")]),
                          "OpenLandmark": IntentDescriptor(title: "開く")],
                shortcuts: shortcuts)
            let matcher = try PhraseMatcher(catalogs: [catalog], locale: "ja")
            let result = matcher.match("旅行記録でランドマークを開く")
            #expect(result.status == .matched)
            #expect(result.best?.intent == "OpenLandmark")
            #expect(matcher.match("旅行記録でマップを開いて").best?.parameter?.value == "map")
        }
    }
}

/// Verbs typed for one another, and the type named beside its value.
@Suite struct FlexibleWordingTests {
    func describe(_ utterance: String, in catalog: Catalog) throws -> String {
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: catalog.locale)
        let result = matcher.match(utterance)
        return "\(result.status.rawValue) \(result.best?.parameter?.value ?? "-") \(result.best.map { String(format: "%.2f", $0.score) } ?? "")"
    }

    @Test func aVerbOfTheSameClassCostsOneTypo() throws {
        let french = LocalizedMatchingTests.french
        let r1 = try describe("affiche à lire dans bibliothèque", in: french)
        #expect(r1 == "matched wantToRead 0.90")
        let r2 = try describe("montre-moi à lire dans bibliothèque", in: french)
        #expect(r2 == "matched wantToRead 0.88")
        #expect(LocaleRules(locale: "fr").equivalents(of: "affiche").contains("ouvre"))
        #expect(LocaleRules(locale: "es").equivalents(of: "muestrame").contains("abre"))
        #expect(LocaleRules(locale: "en").equivalents(of: "show").isEmpty)
        // A verb of another class is no synonym.
        let r3 = try describe("ajoute à lire dans bibliothèque", in: french)
        #expect(r3.hasPrefix("noMatch"))
    }

    @Test func theTypeNamedBesideTheValueIsAFiller() throws {
        let catalog = Catalog(
            locale: "fr", app: AppDescription(name: "Bibliothèque"),
            types: ["Shelf": ValueType(kind: .enum, title: "Étagère", synonyms: ["Onglet"], values: [
                ParameterValue(id: "read", title: "Lus"), ParameterValue(id: "wantToRead", title: "À lire")])],
            intents: ["OpenShelf": IntentDescriptor(title: "Ouvrir", parameters: [ParameterDescriptor(name: "shelf", type: "Shelf", title: "Étagère")])],
            shortcuts: [ShortcutDescriptor(intent: "OpenShelf", phrases: ["Ouvre ${shelf} dans ${applicationName}"])])
        let r4 = try describe("ouvre l'onglet lus dans bibliothèque", in: catalog)
        #expect(r4 == "matched read 0.96")
        let r5 = try describe("ouvre l'étagère à lire", in: catalog)
        #expect(r5 == "matched wantToRead 0.89")
        let r6 = try describe("ouvre lus onglet", in: catalog)
        #expect(r6 == "matched read 0.91")
        // The type's name alone is no value.
        let r7 = try describe("ouvre l'étagère dans bibliothèque", in: catalog)
        #expect(r7.hasPrefix("noMatch"))

        let japanese = JapaneseSegmentationTests.catalog
        var withTab = japanese
        withTab.types["Shelf"]!.synonyms = ["タブ"]
        let r8 = try describe("ライブラリで積読タブを開いて", in: withTab)
        #expect(r8.hasPrefix("matched wantToRead"))
    }
}
