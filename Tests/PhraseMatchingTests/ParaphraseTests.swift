import Foundation
import Testing
@testable import PhraseMatching

/// The paraphrase level: phrases said in other words, in every language, with the
/// precision rules (negations, unknown objects, other apps, ties) and its place below the
/// other levels.
@Suite struct ParaphraseTests {
    static func bank(locale: String, app: String = "Bank", freeze: String, balance: String, transfer: String,
                     accounts: [ParameterValue]) -> Catalog {
        Catalog(
            locale: locale, app: AppDescription(name: app),
            types: ["Account": ValueType(kind: .enum, title: "Account", values: accounts)],
            intents: ["FreezeCard": IntentDescriptor(title: "Freeze Card"),
                      "ShowBalance": IntentDescriptor(title: "Show Balance", parameters: [
                          ParameterDescriptor(name: "account", type: "Account", title: "Account")]),
                      "SendMoney": IntentDescriptor(title: "Send Money")],
            shortcuts: [ShortcutDescriptor(intent: "FreezeCard", phrases: [freeze]),
                        ShortcutDescriptor(intent: "ShowBalance", phrases: [balance]),
                        ShortcutDescriptor(intent: "SendMoney", phrases: [transfer])])
    }

    static let english = bank(locale: "en", freeze: "Freeze my card in ${applicationName}",
                              balance: "Show my ${account} balance in ${applicationName}",
                              transfer: "Send money with ${applicationName}",
                              accounts: [ParameterValue(id: "checking", title: "Checking"),
                                         ParameterValue(id: "savings", title: "Savings", synonyms: ["savings account"])])
    static let french = bank(locale: "fr", app: "Banque", freeze: "Bloque ma carte dans ${applicationName}",
                             balance: "Affiche le solde ${account} dans ${applicationName}",
                             transfer: "Envoie de l'argent avec ${applicationName}",
                             accounts: [ParameterValue(id: "checking", title: "Compte courant"), ParameterValue(id: "savings", title: "Épargne")])
    static let spanish = bank(locale: "es", app: "Banco", freeze: "Bloquea mi tarjeta en ${applicationName}",
                              balance: "Muestra el saldo de ${account} en ${applicationName}",
                              transfer: "Envía dinero con ${applicationName}",
                              accounts: [ParameterValue(id: "checking", title: "Cuenta corriente"), ParameterValue(id: "savings", title: "Ahorros")])
    static let portuguese = bank(locale: "pt-BR", app: "Banco", freeze: "Bloqueie meu cartão no ${applicationName}",
                                 balance: "Mostre o saldo da ${account} no ${applicationName}",
                                 transfer: "Envie dinheiro com o ${applicationName}",
                                 accounts: [ParameterValue(id: "checking", title: "Conta corrente"), ParameterValue(id: "savings", title: "Poupança")])
    static let japanese = bank(locale: "ja", app: "銀行", freeze: "${applicationName}でカードを凍結して",
                               balance: "${applicationName}で${account}の残高を表示して",
                               transfer: "${applicationName}でお金を送って",
                               accounts: [ParameterValue(id: "checking", title: "普通預金"), ParameterValue(id: "savings", title: "貯金")])

    /// The bank of `locale` (one of the five; any other is the English one).
    static func bank(for locale: String) -> Catalog {
        switch LocaleRules.language(of: locale).code {
        case "fr": french
        case "es": spanish
        case "pt": portuguese
        case "ja": japanese
        default: english
        }
    }

    func match(_ utterance: String, in catalogs: [Catalog], options: MatchOptions = MatchOptions()) throws -> MatchResult {
        let matcher = try PhraseMatcher(catalogs: catalogs, locale: catalogs[0].locale, options: options)
        return matcher.match(utterance)
    }

    func outcome(_ utterance: String, in catalog: Catalog) throws -> String {
        let result = try match(utterance, in: [catalog])
        if result.status == .noMatch { return "noMatch" }
        let kind = result.best?.kind.rawValue ?? "-"
        return "\(result.status.rawValue) \(result.best?.intent ?? "-")(\(result.best?.parameter?.value ?? "")) \(kind)"
    }

    @Test(arguments: [
        ("my card frozen", "matched FreezeCard() paraphrase"),             // stem, word order
        ("can you freeze my card right now", "matched FreezeCard() flexible"),    // the flexible level first
        ("my card frozen now", "matched FreezeCard() paraphrase"),                 // an extra word
        ("freezing cards", "matched FreezeCard() paraphrase"),                   // inflection
        ("savings balance", "matched ShowBalance(savings) paraphrase"),          // the value anywhere
        ("my balance for the savings account please", "matched ShowBalance(savings) paraphrase"),
        ("balance of my savngs", "matched ShowBalance(savings) paraphrase"),     // a typo in the value
        ("send some money to my brother", "matched SendMoney() paraphrase"),
        ("send a letter to my brother", "noMatch"),                        // one word of the phrase only
        ("don't freeze my card", "noMatch"),                               // negation
        ("freeze my card in kindle", "noMatch"),                           // another app's name
        ("what is the weather", "noMatch"),
    ])
    func english(_ utterance: String, _ expected: String) throws {
        let got = try outcome(utterance, in: Self.english)
        #expect(got == expected)
    }

    @Test(arguments: [
        ("je veux bloquer ma carte", "matched FreezeCard() flexible"),
        ("ma carte bloquer vite", "matched FreezeCard() paraphrase"),
        ("carte bloquée", "matched FreezeCard() paraphrase"),
        ("solde épargne", "matched ShowBalance(savings) paraphrase"),
        ("ne bloque pas ma carte", "noMatch"),
    ])
    func french(_ utterance: String, _ expected: String) throws {
        let got = try outcome(utterance, in: Self.french)
        #expect(got == expected)
    }

    @Test(arguments: [
        ("quiero bloquear mi tarjeta", "matched FreezeCard() flexible"),
        ("mi tarjeta bloquear ahora", "matched FreezeCard() paraphrase"),
        ("tarjeta bloqueada", "matched FreezeCard() paraphrase"),
        ("saldo de ahorros", "matched ShowBalance(savings) paraphrase"),
        ("no bloquees mi tarjeta", "noMatch"),
    ])
    func spanish(_ utterance: String, _ expected: String) throws {
        let got = try outcome(utterance, in: Self.spanish)
        #expect(got == expected)
    }

    @Test(arguments: [
        ("preciso bloquear meu cartão", "matched FreezeCard() paraphrase"),
        ("cartão bloqueado", "matched FreezeCard() paraphrase"),
        ("saldo da poupança", "matched ShowBalance(savings) paraphrase"),
        ("não bloqueie meu cartão", "noMatch"),
    ])
    func portuguese(_ utterance: String, _ expected: String) throws {
        let got = try outcome(utterance, in: Self.portuguese)
        #expect(got == expected)
    }

    @Test(arguments: [
        ("カードを凍結したい", "matched FreezeCard() flexible"),
        ("凍結してカードを", "matched FreezeCard() paraphrase"),
        ("貯金の残高", "matched ShowBalance(savings) paraphrase"),
        ("カードを凍結しないで", "noMatch"),
    ])
    func japanese(_ utterance: String, _ expected: String) throws {
        let got = try outcome(utterance, in: Self.japanese)
        #expect(got == expected)
    }

    @Test func twoShortcutsOfCloseMeaningAreAmbiguous() throws {
        let other = Self.bank(locale: "en", app: "Wallet", freeze: "Freeze my card in ${applicationName}",
                              balance: "Show my ${account} balance in ${applicationName}",
                              transfer: "Send money with ${applicationName}", accounts: [ParameterValue(id: "main", title: "Main")])
        let result = try match("my card frozen", in: [Self.english, other])
        #expect(result.status == .ambiguous)
        #expect(result.candidates.map(\.app) == ["Bank", "Wallet"])
    }

    @Test func aParaphraseScoresBelowTheThreshold() throws {
        let result = try match("my card frozen", in: [Self.english])
        let best = try #require(result.best)
        #expect(best.kind == .paraphrase)
        #expect(best.score < MatchOptions().threshold)
        // The earlier levels answer first: a typo is flexible, not a paraphrase.
        #expect(try match("freze my card", in: [Self.english]).best?.kind == .flexible)
    }

    @Test func theLevelCanBeTurnedOff() throws {
        var options = MatchOptions()
        options.paraphrase = false
        #expect(try match("my card frozen", in: [Self.english], options: options).status == .noMatch)
    }

    @Test func wordsAreWeightedByHowWellTheyTellShortcutsApart() throws {
        var catalog = Self.english
        catalog.shortcuts.append(ShortcutDescriptor(intent: "SendMoney", phrases: ["Send money to my card with ${applicationName}"]))
        var automaton = Automaton(locale: "en")
        automaton.add(catalog)
        let index = ParaphraseIndex(automaton)
        let stem = Stemmer(language: "en")
        let freeze = try #require(index.termIDs[stem.stem("freeze")])
        let card = try #require(index.termIDs[stem.stem("card")])
        // "freeze" is in one shortcut of four, "card" in two; "my" (a filler) in none.
        #expect(index.weights[Int(freeze)] == 1)
        #expect(index.weights[Int(card)] < index.weights[Int(freeze)])
        #expect(index.termIDs["my"] == nil)
    }

    // MARK: App Shortcuts scored whole

    /// A weather and news app: each App Shortcut has two phrases with different words, an
    /// optional city, and a short title.
    static func sky(locale: String, app: String, weather: [String], weatherTitle: String, news: [String],
                    newsTitle: String, cities: [ParameterValue]) -> Catalog {
        Catalog(
            locale: locale, app: AppDescription(name: app),
            types: ["City": ValueType(kind: .entity, title: "City", values: cities)],
            intents: ["Weather": IntentDescriptor(title: weatherTitle, parameters: [
                          ParameterDescriptor(name: "city", type: "City", title: "City", isOptional: true)]),
                      "News": IntentDescriptor(title: newsTitle)],
            shortcuts: [ShortcutDescriptor(intent: "Weather", shortTitle: weatherTitle, phrases: weather),
                        ShortcutDescriptor(intent: "News", shortTitle: newsTitle, phrases: news)])
    }

    static let skyEnglish = sky(locale: "en", app: "Sky",
                                weather: ["What's the weather in ${applicationName}", "Will it rain today in ${applicationName}",
                                          "${applicationName} weather in ${city}"],
                                weatherTitle: "Weather",
                                news: ["What's the news in ${applicationName}", "Read me the headlines from ${applicationName}"],
                                newsTitle: "News", cities: [ParameterValue(id: "paris", title: "Paris")])

    @Test(arguments: [
        ("what is today's weather like", "matched Weather() paraphrase"),    // words of two phrases
        ("please tell me the news", "matched News() paraphrase"),                // "tell" is a detail
        ("what is the weather in utah", "matched Weather() paraphrase"),         // an unknown place: no value
        ("weather report for paris tomorrow", "matched Weather(paris) paraphrase"),
        ("play the news theme song", "noMatch"),                                 // "song": a thing neither acts on
        ("show me paris", "noMatch"),                                            // a value and a verb: no topic
        ("will it rain", "noMatch"),                                             // "rain": one phrase of three
    ])
    func shortcutsScoredWhole(_ utterance: String, _ expected: String) throws {
        let got = try outcome(utterance, in: Self.skyEnglish)
        #expect(got == expected)
    }

    @Test(arguments: [
        ("fr", "Ciel", ["Quel temps fait-il dans ${applicationName}", "Prévisions météo pour ${city} avec ${applicationName}"],
         "Météo", ["Lis-moi les titres dans ${applicationName}", "Quelles sont les nouvelles dans ${applicationName}"], "Actualités",
         "donne moi les prévisions météo demain", "la météo pour grenoble"),
        ("es", "Cielo", ["Qué tiempo hace en ${applicationName}", "Pronóstico del tiempo para ${city} con ${applicationName}"],
         "Tiempo", ["Léeme los titulares en ${applicationName}", "Cuáles son las noticias en ${applicationName}"], "Noticias",
         "dime el pronóstico del tiempo mañana", "el tiempo para cuenca"),
        ("pt-BR", "Céu", ["Como está o tempo no ${applicationName}", "Previsão do tempo para ${city} com o ${applicationName}"],
         "Tempo", ["Leia as manchetes no ${applicationName}", "Quais são as notícias no ${applicationName}"], "Notícias",
         "me diz a previsão do tempo amanhã", "o tempo para curitiba"),
        ("ja", "空", ["${applicationName}で天気を教えて", "${applicationName}で${city}の天気予報を見せて"],
         "天気", ["${applicationName}でニュースを読んで", "${applicationName}で見出しを見せて"], "ニュース",
         "明日の天気を知りたい", "札幌の天気"),
    ])
    func shortcutsScoredWholeInEveryLanguage(_ locale: String, _ app: String, _ weather: [String], _ weatherTitle: String,
                                             _ news: [String], _ newsTitle: String, _ mixed: String, _ unknownPlace: String) throws {
        let catalog = Self.sky(locale: locale, app: app, weather: weather, weatherTitle: weatherTitle, news: news,
                               newsTitle: newsTitle, cities: [ParameterValue(id: "paris", title: "Paris")])
        // The words of a phrase and of the short title, with a day no phrase says.
        let mixedOutcome = try outcome(mixed, in: catalog)
        #expect(mixedOutcome == "matched Weather() paraphrase")
        // A place the app does not list, where the optional city would be: no value.
        let placeOutcome = try outcome(unknownPlace, in: catalog)
        #expect(placeOutcome == "matched Weather() paraphrase")
    }

    // MARK: A word in a parameter's place

    /// A player app: Play (an optional artist) and Show Photos. `slot` says whether a phrase
    /// of Play has its parameter right after the verb.
    static func player(locale: String, app: String, play: String, playWithArtist: String, photos: String, slot: Bool) -> Catalog {
        Catalog(
            locale: locale, app: AppDescription(name: app),
            types: ["Artist": ValueType(kind: .entity, title: "Artist", values: [ParameterValue(id: "adele", title: "Adele")])],
            intents: ["Play": IntentDescriptor(title: "Play", parameters: [
                          ParameterDescriptor(name: "artist", type: "Artist", title: "Artist", isOptional: true)]),
                      "ShowPhotos": IntentDescriptor(title: "Show Photos")],
            shortcuts: [ShortcutDescriptor(intent: "Play", phrases: slot ? [play, playWithArtist] : [play]),
                        ShortcutDescriptor(intent: "ShowPhotos", phrases: [photos])])
    }

    @Test(arguments: [
        ("en", "Tunes", "Play songs in ${applicationName}", "Play ${artist} songs in ${applicationName}",
         "Show my photos in ${applicationName}", "play thunder songs"),
        ("fr", "Zik", "Joue de la musique dans ${applicationName}", "Joue ${artist} dans ${applicationName}",
         "Affiche mes photos dans ${applicationName}", "joue lumière"),
        ("es", "Zik", "Reproduce música en ${applicationName}", "Reproduce ${artist} en ${applicationName}",
         "Muestra mis fotos en ${applicationName}", "reproduce luz"),
        ("pt-BR", "Zik", "Toque música no ${applicationName}", "Toque ${artist} no ${applicationName}",
         "Mostre minhas fotos no ${applicationName}", "toque luz"),
    ])
    func aWordWhereThePhraseHasItsParameterIsAValueNotAnotherThing(
        _ locale: String, _ app: String, _ play: String, _ playWithArtist: String, _ photos: String, _ utterance: String
    ) throws {
        // The word is one of the language (a noun no phrase says), so without a parameter
        // there it names another thing: refused, as "favorite songs" is not Open Favorites.
        let lexicon = Lexicon.shared(language: locale)
        let word = String(utterance.split(separator: " ")[1])
        #expect(lexicon.knows(Stemmer(language: locale).stem(word.folding(options: .diacriticInsensitive, locale: nil))), "\(word)")
        let without = try PhraseMatcher(catalogs: [Self.player(locale: locale, app: app, play: play, playWithArtist: playWithArtist,
                                                                photos: photos, slot: false)], locale: locale)
        let refused = without.match(utterance, explain: true)
        #expect(refused.status == .noMatch)
        #expect(refused.explanation?.refusal == .attachedWord, "\(refused.explanation?.rendered ?? "")")
        // Where "Play ${artist}" has its parameter, it is an artist the app does not list:
        // Play, the optional artist unset (as "weather in utah").
        let with = try PhraseMatcher(catalogs: [Self.player(locale: locale, app: app, play: play, playWithArtist: playWithArtist,
                                                             photos: photos, slot: true)], locale: locale)
        let answered = with.match(utterance, explain: true)
        #expect(answered.status == .matched, "\(answered.explanation?.rendered ?? "")")
        #expect(answered.best?.intent == "Play")
        #expect(answered.best?.parameter == nil)
        #expect(answered.best?.kind == .paraphrase)
    }

    @Test func seldomNounsComeFromTheLexicon() {
        let lexicon = Lexicon.shared(language: "en")
        let stem = Stemmer(language: "en")
        for verb in ["play", "playing", "show", "get", "set", "off", "remove"] {
            #expect(lexicon.isSeldomNoun(verb, stem: stem.stem(verb)), "\(verb)")
        }
        // "conditional" is seldom a noun, but its stem is that of "condition".
        for noun in ["alarm", "light", "time", "news", "weather", "conditions"] {
            #expect(!lexicon.isSeldomNoun(noun, stem: stem.stem(noun)), "\(noun)")
        }
    }
}

/// The lexicon's adjective derivations and attributes reach a phrase's words, in every
/// language: an adjective said reads its noun ("silent" → "silence", derivation credit,
/// explained as a stem) and a quality's value reads the quality ("hot" → "temperature",
/// `paraphraseAttributeCredit`, explained as a synonym).
@Suite struct ParaphraseAdjectiveTests {
    static func app(_ locale: String, _ phrase: String) -> Catalog {
        Catalog(locale: locale, app: AppDescription(name: "Thermo"), types: [:],
                intents: ["Show": IntentDescriptor(title: "Show")],
                shortcuts: [ShortcutDescriptor(intent: "Show", phrases: [phrase])])
    }

    @Test(arguments: [
        ("en", "Show the temperature in ${applicationName}", "is it hot", "temperature", MatchExplanation.Rule.synonym),
        ("en", "Silence the alarm in ${applicationName}", "make the alarm silent", "silence", .stem),
        ("fr", "Affiche la température dans ${applicationName}", "il fait chaud", "temperature", .synonym),
        ("fr", "Affiche le silence dans ${applicationName}", "silencieux", "silence", .stem),
        ("es", "Muestra la temperatura en ${applicationName}", "hace frío", "temperatura", .synonym),
        ("es", "Muestra el silencio en ${applicationName}", "silencioso", "silencio", .stem),
        ("pt", "Mostre a temperatura no ${applicationName}", "está quente", "temperatura", .synonym),
        ("pt", "Mostre o silêncio no ${applicationName}", "silencioso", "silencio", .stem),
        ("ja", "${applicationName}で温度を表示して", "暑い", "温度", .synonym),
        ("ja", "${applicationName}で利便性を表示して", "便利", "利便性", .stem),
    ])
    func anAdjectiveReadsAPhraseWord(locale: String, phrase: String, utterance: String, phraseWord: String,
                                     rule: MatchExplanation.Rule) throws {
        let matcher = try PhraseMatcher(catalogs: [Self.app(locale, phrase)], locale: locale)
        let explanation = try #require(matcher.match(utterance, explain: true).explanation)
        // Explanations show phrase words folded (no case, no diacritics).
        #expect(explanation.words.contains { $0.phraseWord == phraseWord && $0.rule == rule },
                "\(explanation.rendered)")
    }
}
