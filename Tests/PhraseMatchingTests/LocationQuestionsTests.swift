import Testing
@testable import PhraseMatching

/// A location question ("where is my phone", "où est mon téléphone", "dónde está mi teléfono",
/// "onde está meu celular", "スマホはどこ") asks to find what it names (`LocationQuestions`):
/// its question word reads as the find verb a phrase says, in the five languages. Each app
/// here also has a phrase that says the question word and its verb ("Where is my parcel"),
/// so that, read as nothing but those words, they counted against the find shortcut (es
/// "dónde está el mando" was refused so: `LexiconVocabularyTests`).
@Suite struct LocationQuestionsTests {
    static func app(locale: String, find: [String], track: [String], label: String) -> Catalog {
        Catalog(locale: locale, app: AppDescription(name: "Buscador"),
                intents: ["Remote": IntentDescriptor(title: "Remote"), "Track": IntentDescriptor(title: "Track"),
                          "Label": IntentDescriptor(title: "Label")],
                shortcuts: [ShortcutDescriptor(intent: "Remote", phrases: find),
                            ShortcutDescriptor(intent: "Track", phrases: track),
                            ShortcutDescriptor(intent: "Label", phrases: [label])])
    }

    static let catalogs: [String: Catalog] = [
        "en": app(locale: "en", find: ["Find my phone in ${applicationName}", "Make my phone ring in ${applicationName}"],
                  track: ["Track my parcel in ${applicationName}", "Where is my parcel in ${applicationName}"],
                  label: "Print a shipping label in ${applicationName}"),
        "fr": app(locale: "fr", find: ["Trouve mon téléphone dans ${applicationName}", "Fais sonner mon téléphone dans ${applicationName}"],
                  track: ["Suis mon colis dans ${applicationName}", "Où est mon colis dans ${applicationName}"],
                  label: "Imprime une étiquette dans ${applicationName}"),
        "es": app(locale: "es", find: ["Encuentra mi teléfono en ${applicationName}", "Haz sonar mi teléfono en ${applicationName}"],
                  track: ["Rastrea mi paquete en ${applicationName}", "Dónde está mi paquete en ${applicationName}"],
                  label: "Imprime una etiqueta en ${applicationName}"),
        "pt-BR": app(locale: "pt-BR", find: ["Encontre meu celular no ${applicationName}", "Faça meu celular tocar no ${applicationName}"],
                     track: ["Rastreie meu pacote no ${applicationName}", "Onde está meu pacote no ${applicationName}"],
                     label: "Imprima uma etiqueta no ${applicationName}"),
        "ja": app(locale: "ja", find: ["${applicationName}でスマホを探して", "${applicationName}でスマホを鳴らして"],
                  track: ["${applicationName}で荷物を追跡して", "${applicationName}で荷物はどこ"],
                  label: "${applicationName}でラベルを印刷して"),
    ]

    static func explained(_ utterance: String, locale: String) throws -> MatchResult {
        let catalog = try #require(catalogs[locale])
        return try PhraseMatcher(catalogs: [catalog], locale: locale).match(utterance, explain: true)
    }

    /// The question answers the find shortcut, its question word read as the phrase's verb.
    @Test(arguments: [
        ("en", "where is my phone", "where", "find"),
        ("en", "where are my phones", "where", "find"),
        ("fr", "où est mon téléphone", "ou", "trouve"),
        ("fr", "où sont mes téléphones", "ou", "trouve"),
        ("es", "dónde está mi teléfono", "donde", "encuentra"),
        ("es", "¿dónde están mis teléfonos?", "donde", "encuentra"),
        ("pt-BR", "onde está meu celular", "onde", "encontre"),
        ("pt-BR", "cadê meu celular", "cade", "encontre"),
        ("ja", "スマホはどこ", "どこ", "探して"),
        ("ja", "スマホはどこですか", "どこ", "探して"),
    ])
    func aLocationQuestionAsksToFind(locale: String, utterance: String, question: String, verb: String) throws {
        let result = try Self.explained(utterance, locale: locale)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.status == .matched, "\(rendered)")
        #expect(result.best?.intent == "Remote", "\(rendered)")
        let word = result.explanation?.words.first { $0.typed == question }
        #expect(word?.phraseWord == verb && word?.rule == .synonym, "\(rendered)")
    }

    /// A shortcut whose phrase says no find verb is no nearer for the question: the request
    /// answers what its noun names where a phrase of it says the question word, the question
    /// word as the phrase's own word; a shortcut that neither says it nor a find verb does
    /// something to the thing asked about, no answer to where it is ("where is the shipping
    /// label" is no request to print one: `aLocationQuestionIsNoRequestToDoSomething`).
    @Test(arguments: [
        ("en", "where is my parcel now", "Track"),
        ("en", "where is the shipping label", nil),
        ("fr", "où est mon colis maintenant", "Track"),
        ("es", "dónde está mi paquete ahora", "Track"),
        ("pt-BR", "onde está meu pacote agora", "Track"),
        ("ja", "荷物は今どこ", "Track"),
    ] as [(String, String, String?)])
    func itFindsNoOtherShortcut(locale: String, utterance: String, intent: String?) throws {
        let result = try Self.explained(utterance, locale: locale)
        #expect(result.best?.intent == intent, "\(result.explanation?.rendered ?? "")")
    }

    /// With no phrase that says a find verb, the question word is the filler it always was.
    @Test func withoutAFindVerbTheQuestionWordIsAFiller() throws {
        let catalog = Self.app(locale: "en", find: ["Ring my phone in ${applicationName}"],
                               track: ["Track my parcel in ${applicationName}"], label: "Print a shipping label in ${applicationName}")
        let result = try PhraseMatcher(catalogs: [catalog], locale: "en").match("where is my phone", explain: true)
        let word = result.explanation?.words.first { $0.typed == "where" }
        #expect(word?.rule == .filler, "\(result.explanation?.rendered ?? "")")
    }

    /// The question words found, per language: French "ou" is also "or", a question only
    /// before a verb that asks where; Japanese "どこ" is two tokens.
    @Test(arguments: [
        ("en", "where is my phone", ["where"]),
        ("en", "show me where i parked", ["where"]),
        ("fr", "où est mon téléphone", ["ou"]),
        ("fr", "trouve mes clés ou mon portefeuille", []),
        ("es", "dónde está el mando", ["donde"]),
        ("pt-BR", "cadê o controle", ["cade"]),
        ("ja", "リモコンはどこ", ["どこ"]),
        // Indefinites built on the question word ask nothing: "anywhere", "somewhere", "wherever".
        ("ja", "メトロでどこでもいいから駅", []),
        ("ja", "どこも混んでる", []),
        ("ja", "どこかに行きたい", []),
        ("ja", "リモコンがどこか教えて", ["どこ"]),
        ("ja", "どこから来たの", ["どこ"]),
        ("es", "donde sea está bien", []),
        ("es", "donde quiera que esté", []),
        ("pt-BR", "onde quer que esteja", []),
        ("fr", "n'importe où est bien", []),
    ])
    func questionWordsAreFound(locale: String, line: String, expected: [String]) {
        let normalizer = Normalizer(locale: locale)
        let questions = LocationQuestions(language: locale, tokens: { normalizer.tokens($0) })
        let tokens = normalizer.tokens(line)
        #expect(questions.spans(in: tokens).map { tokens[$0].joined() } == expected)
    }

    /// A location question answered by a shortcut that reads neither its question word nor
    /// a find verb is refused (`MatchExplanation.Refusal.notAFind`): "where is my card" asks
    /// where the card is, not to freeze it — in every language; the same request with the
    /// shortcut's verb said still answers it, and a phrase that says the question word
    /// ("Where is my parcel") still answers its question.
    @Test(arguments: [
        ("en", "where is my card", "freeze my card"),
        ("fr", "où est ma carte", "bloque ma carte"),
        ("es", "dónde está mi tarjeta", "bloquea mi tarjeta"),
        ("pt-BR", "onde está meu cartão", "bloqueie meu cartão"),
        ("ja", "カードはどこ", "カードを凍結して"),
    ])
    func aLocationQuestionIsNoRequestToDoSomething(locale: String, question: String, request: String) throws {
        let matcher = try PhraseMatcher(catalogs: [ParaphraseTests.bank(for: locale)], locale: locale)
        let refused = matcher.match(question, explain: true)
        #expect(refused.status == .noMatch, "\(question) → \(refused.best?.intent ?? "-")")
        #expect(refused.explanation?.refusal == .notAFind, "\(refused.explanation?.rendered ?? "")")
        #expect(matcher.match(request).best?.intent == "FreezeCard", "\(request)")
    }
}
