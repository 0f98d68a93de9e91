import Testing
@testable import PhraseMatching

/// The paraphrase level's evidence beyond the words shared: the request's sentence form
/// against each shortcut's phrases (a question to a shortcut whose phrases ask, a command to
/// one whose phrases command) and how far a shortcut leads the others, in every language.
@Suite struct SentenceFormTests {
    /// A harbour app: a boat asked about (its phrases ask) and a boat booked (its phrases
    /// command), the same topic word, among other shortcuts.
    static func harbor(locale: String, app: String, next: [String], book: [String], weather: [String], taxi: [String],
                       map: [String]) -> Catalog {
        Catalog(
            locale: locale, app: AppDescription(name: app),
            intents: ["NextBoat": IntentDescriptor(title: "Next Boat"), "BookBoat": IntentDescriptor(title: "Book Boat"),
                      "SeaWeather": IntentDescriptor(title: "Sea Weather"), "CallTaxi": IntentDescriptor(title: "Call Taxi"),
                      "ShowMap": IntentDescriptor(title: "Show Map")],
            shortcuts: [ShortcutDescriptor(intent: "NextBoat", phrases: next), ShortcutDescriptor(intent: "BookBoat", phrases: book),
                        ShortcutDescriptor(intent: "SeaWeather", phrases: weather), ShortcutDescriptor(intent: "CallTaxi", phrases: taxi),
                        ShortcutDescriptor(intent: "ShowMap", phrases: map)])
    }

    static let english = harbor(locale: "en", app: "Harbor",
                                next: ["When is the next boat in ${applicationName}", "Is my boat on time in ${applicationName}",
                                       "What time does the boat leave in ${applicationName}"],
                                book: ["Book a boat in ${applicationName}", "Buy a boat ticket with ${applicationName}",
                                       "Reserve a seat on the boat in ${applicationName}"],
                                weather: ["Show the sea weather in ${applicationName}", "What's the weather at sea in ${applicationName}"],
                                taxi: ["Call a taxi with ${applicationName}", "Get me a cab in ${applicationName}"],
                                map: ["Show the harbor map in ${applicationName}", "Open the map in ${applicationName}"])
    static let french = harbor(locale: "fr", app: "Port",
                               next: ["Quand part le prochain bateau dans ${applicationName}", "Est-ce que mon bateau est à l'heure dans ${applicationName}",
                                      "À quelle heure part le bateau dans ${applicationName}"],
                               book: ["Réserve un bateau dans ${applicationName}", "Achète un billet de bateau avec ${applicationName}",
                                      "Réserve une place sur le bateau dans ${applicationName}"],
                               weather: ["Affiche la météo marine dans ${applicationName}", "Quel temps fait-il en mer dans ${applicationName}"],
                               taxi: ["Appelle un taxi avec ${applicationName}", "Trouve-moi un taxi dans ${applicationName}"],
                               map: ["Affiche le plan du port dans ${applicationName}", "Ouvre le plan dans ${applicationName}"])
    static let spanish = harbor(locale: "es", app: "Puerto",
                                next: ["Cuándo sale el próximo barco en ${applicationName}", "A qué hora sale el barco en ${applicationName}",
                                       "Cuándo llega mi barco en ${applicationName}"],
                                book: ["Reserva un barco en ${applicationName}", "Compra un billete de barco con ${applicationName}",
                                       "Reserva un asiento en el barco en ${applicationName}"],
                                weather: ["Muestra el tiempo en el mar en ${applicationName}", "Qué tiempo hace en el mar en ${applicationName}"],
                                taxi: ["Llama a un taxi con ${applicationName}", "Pide un taxi en ${applicationName}"],
                                map: ["Muestra el mapa del puerto en ${applicationName}", "Abre el mapa en ${applicationName}"])
    static let portuguese = harbor(locale: "pt-BR", app: "Porto",
                                   next: ["Quando sai o próximo barco no ${applicationName}", "Que horas sai o barco no ${applicationName}",
                                          "Qual é o horário do barco no ${applicationName}"],
                                   book: ["Reserve um barco no ${applicationName}", "Compre uma passagem de barco com o ${applicationName}",
                                          "Reserve um lugar no barco no ${applicationName}"],
                                   weather: ["Mostre o tempo no mar no ${applicationName}", "Como está o tempo no mar no ${applicationName}"],
                                   taxi: ["Chame um táxi com o ${applicationName}", "Peça um táxi no ${applicationName}"],
                                   map: ["Mostre o mapa do porto no ${applicationName}", "Abra o mapa no ${applicationName}"])
    static let japanese = harbor(locale: "ja", app: "港",
                                 next: ["${applicationName}で次の船はいつ", "${applicationName}で船は何時に出ますか",
                                        "${applicationName}で船の時刻はいつですか"],
                                 book: ["${applicationName}で船を予約して", "${applicationName}で船の切符を買って",
                                        "${applicationName}で船の席を取って"],
                                 weather: ["${applicationName}で海の天気を見せて", "${applicationName}で海の天気はどうですか"],
                                 taxi: ["${applicationName}でタクシーを呼んで", "${applicationName}でタクシーを頼んで"],
                                 map: ["${applicationName}で港の地図を見せて", "${applicationName}で地図を開いて"])

    /// The model refitted with the lead and sentence-form features (branch recall7: dev
    /// 37.69% at 0.08% false accepts, but four existing tests lost, so the defaults keep
    /// them at 0): the options the behaviour below is tested with.
    static var refit: MatchOptions {
        var options = MatchOptions()
        options.paraphraseModelBias = -5.132
        options.paraphraseRecallLogWeight = 3.662
        options.paraphrasePrecisionLogWeight = 1.345
        options.paraphraseRarestFeatureWeight = 1.0
        options.paraphraseUnknownFeatureWeight = -2.75
        options.paraphraseCreditFeatureWeight = 3.942
        options.paraphraseNounFeatureWeight = 1.079
        options.paraphraseCentralFeatureWeight = 0.954
        options.paraphraseSlotWordFeatureWeight = 3.157
        options.paraphraseLeadPrecisionFeatureWeight = 3.435
        options.paraphraseQuestionForActionFeatureWeight = -1.524
        options.paraphraseCommandForQueryFeatureWeight = -2.756
        options.paraphraseThreshold = 0.252
        options.paraphraseTieMargin = 0.1
        return options
    }

    /// The same options without the sentence form weighed.
    static var formless: MatchOptions {
        var options = refit
        options.paraphraseQuestionForQueryFeatureWeight = 0
        options.paraphraseQuestionForActionFeatureWeight = 0
        options.paraphraseCommandForQueryFeatureWeight = 0
        return options
    }

    /// The scored candidates' parts, by intent.
    func scored(_ utterance: String, in catalog: Catalog, options: MatchOptions = refit) throws
        -> (MatchResult, [String: [String: Double]]) {
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: catalog.locale, options: options)
        let result = matcher.match(utterance, all: true, explain: true)
        let explanation = try #require(result.explanation)
        var parts: [String: [String: Double]] = [:]
        for candidate in explanation.scored where parts[candidate.candidate.intent] == nil {
            parts[candidate.candidate.intent] = Dictionary(candidate.parts.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        return (result, parts)
    }

    @Test(arguments: [
        (english, "what time is the boat tonight"), (french, "à quelle heure est le bateau ce soir"),
        (spanish, "a qué hora sale el barco esta noche"), (portuguese, "que horas sai o barco hoje à noite"),
        (japanese, "今夜の船は何時ですか"),
    ])
    func aQuestionIsForTheShortcutThatAsks(_ catalog: Catalog, _ utterance: String) throws {
        let (result, parts) = try scored(utterance, in: catalog)
        #expect(result.status == .matched && result.best?.intent == "NextBoat", "\(result)")
        let next = try #require(parts["NextBoat"]), book = try #require(parts["BookBoat"])
        #expect(next["questionForQuery"] == 1 && next["questionForAction"] == 0, "\(next)")
        #expect(book["questionForAction"] == 1 && book["questionForQuery"] == 0, "\(book)")
        // The question costs the commanded shortcut its confidence.
        let (_, formless) = try scored(utterance, in: catalog, options: Self.formless)
        #expect(try #require(book["confidence"]) < (try #require(formless["BookBoat"]?["confidence"])))
        #expect(next["confidence"] == formless["NextBoat"]?["confidence"])
    }

    @Test(arguments: [
        (english, "book me on the boat tonight"), (french, "achète une place sur le bateau demain"),
        (spanish, "compra un asiento en el barco mañana"), (portuguese, "compre um lugar no barco amanhã"),
        (japanese, "明日の船の席を買って"),
    ])
    func aCommandIsForTheShortcutThatCommands(_ catalog: Catalog, _ utterance: String) throws {
        let (result, parts) = try scored(utterance, in: catalog)
        #expect(result.status == .matched && result.best?.intent == "BookBoat", "\(result)")
        let next = try #require(parts["NextBoat"]), book = try #require(parts["BookBoat"])
        #expect(next["commandForQuery"] == 1 && next["questionForQuery"] == 0, "\(next)")
        #expect(book["commandForQuery"] == 0 && book["questionForAction"] == 0, "\(book)")
        // Commanded, the shortcut whose phrases all ask loses confidence.
        let (_, formless) = try scored(utterance, in: catalog, options: Self.formless)
        #expect(try #require(next["confidence"]) < (try #require(formless["NextBoat"]?["confidence"])))
    }

    /// The lead is the margin over the best other shortcut: the best's is positive, the
    /// others' the negative of theirs, in recall and in precision.
    @Test(arguments: [
        (english, "book me on the boat tonight"), (french, "achète une place sur le bateau demain"),
        (spanish, "compra un asiento en el barco mañana"), (portuguese, "compre um lugar no barco amanhã"),
        (japanese, "明日の船の席を買って"),
    ])
    func theLeadIsTheMarginOverTheNextShortcut(_ catalog: Catalog, _ utterance: String) throws {
        let (_, parts) = try scored(utterance, in: catalog)
        let book = try #require(parts["BookBoat"])
        let others = parts.filter { $0.key != "BookBoat" }.values
        let recall = try #require(book["recall"]), precision = try #require(book["precision"])
        let nextRecall = others.compactMap { $0["recall"] }.max() ?? 0
        let nextPrecision = others.compactMap { $0["precision"] }.max() ?? 0
        // The parts are rounded as the explanation shows them.
        #expect(abs(try #require(book["lead"]) - (recall - nextRecall)) < 0.001, "\(parts)")
        #expect(abs(try #require(book["leadPrecision"]) - (precision - nextPrecision)) < 0.001, "\(parts)")
        #expect(try #require(book["leadPrecision"]) > 0)
        for other in others { #expect(try #require(other["leadPrecision"]) <= 0, "\(other)") }
    }
}
