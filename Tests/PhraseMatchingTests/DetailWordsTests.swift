import Testing
import TestSupport
@testable import PhraseMatching

/// The details a request carries (`DetailWords`: numbers, clock times, dates, parts of the
/// day, durations, routes) in the five languages: the words marked, the paraphrase level
/// reading them as details (no unknown words, no other app's name), a phrase's own word that
/// looks like a detail kept as its word, and a route's place read as no app's name.
@Suite struct DetailWordsTests {
    static func app(locale: String, _ shortcuts: [(intent: String, phrase: String)]) -> Catalog {
        Catalog(locale: locale, app: AppDescription(name: "Minuto"),
                intents: Dictionary(uniqueKeysWithValues: shortcuts.map { ($0.intent, IntentDescriptor(title: $0.intent)) }),
                shortcuts: shortcuts.map { ShortcutDescriptor(intent: $0.intent, phrases: [$0.phrase]) })
    }

    static let catalogs: [String: Catalog] = [
        "en": app(locale: "en", [("SetAlarm", "Set an alarm in ${applicationName}"),
                                 ("Agenda", "What do I have today in ${applicationName}"),
                                 ("BookTrain", "Book a train ticket in ${applicationName}"),
                                 ("Commute", "Show my trips from home in ${applicationName}")]),
        "fr": app(locale: "fr", [("SetAlarm", "Mets une alarme dans ${applicationName}"),
                                 ("Agenda", "Qu'est-ce que j'ai aujourd'hui dans ${applicationName}"),
                                 ("BookTrain", "Réserve un billet de train dans ${applicationName}"),
                                 ("Commute", "Montre le trajet depuis la maison pour le bureau dans ${applicationName}")]),
        "es": app(locale: "es", [("SetAlarm", "Pon una alarma en ${applicationName}"),
                                 ("Agenda", "Qué tengo hoy en ${applicationName}"),
                                 ("BookTrain", "Reserva un billete de tren en ${applicationName}"),
                                 ("Commute", "Muestra la ruta desde casa a la oficina en ${applicationName}")]),
        "pt-BR": app(locale: "pt-BR", [("SetAlarm", "Crie um alarme no ${applicationName}"),
                                       ("Agenda", "O que eu tenho hoje no ${applicationName}"),
                                       ("BookTrain", "Compre uma passagem de trem no ${applicationName}"),
                                       ("Commute", "Mostre o caminho do trabalho para casa no ${applicationName}")]),
        "ja": app(locale: "ja", [("SetAlarm", "${applicationName}でアラームをセットして"),
                                 ("Agenda", "${applicationName}で今日の予定を見せて"),
                                 ("BookTrain", "${applicationName}で電車の切符を予約して")]),
    ]

    static func explained(_ utterance: String, locale: String) throws -> MatchResult {
        let catalog = try #require(catalogs[locale])
        return try PhraseMatcher(catalogs: [catalog], locale: locale).match(utterance, explain: true)
    }

    /// The tokens of `line` the recogniser marks, as the locale's normaliser makes them.
    static func marked(_ line: String, locale: String) -> [String] {
        let normalizer = Normalizer(locale: locale)
        let details = DetailWords(language: locale, tokens: { normalizer.tokens($0) })
        let tokens = normalizer.tokens(line)
        return zip(tokens, details.marked(tokens)).filter(\.1).map(\.0)
    }

    /// Numbers in digits and words (compounds too), clock times, relative days, parts of the
    /// day, durations and the prepositions before them; words beside them that are none are
    /// not, nor numbers alone that no preposition introduces.
    @Test(arguments: [
        ("en", "make an alarm for four p m", ["for", "four", "p", "m"]),
        ("en", "wake me at six thirty tomorrow", ["at", "six", "thirty", "tomorrow"]),
        ("en", "set a timer for ten minutes", ["for", "ten", "minutes"]),
        ("en", "what is on next week", ["on", "next", "week"]),
        ("en", "play the next song", []),
        ("en", "what is two times two", []),          // numbers alone: what it is about
        ("en", "set an alarm for 7", ["for", "7"]),
        ("fr", "réveille-moi à 18h30 demain", ["a", "18h30", "demain"]),
        ("fr", "à sept heures et demie", ["a", "sept", "heures", "et", "demie"]),
        ("es", "despiértame a las seis y media", ["a", "las", "seis", "y", "media"]),
        ("es", "el fin de semana", ["el", "fin", "de", "semana"]),
        ("pt-BR", "me acorde às 7 horas amanhã", ["as", "7", "horas", "amanha"]),
        ("pt-BR", "na segunda-feira de manhã", ["na", "segunda", "feira", "de", "manha"]),
        ("ja", "明日の朝7時に起こして", ["明", "日", "の", "朝", "7", "時", "に"]),
        ("ja", "午後三時半にアラーム", ["午", "後", "三", "時", "半", "に"]),
    ])
    func detailsAreMarked(locale: String, line: String, expected: [String]) {
        #expect(Self.marked(line, locale: locale) == expected, "\(locale): \(line)")
    }

    /// A request with details answers its shortcut; each detail is shown as one (rule
    /// `detail`) and none counts as an unknown word.
    @Test(arguments: [
        ("en", "set an alarm for four pm tomorrow", ["four", "pm", "tomorrow"]),
        ("fr", "mets une alarme à sept heures demain", ["sept", "heures", "demain"]),
        ("es", "pon una alarma a las seis y media mañana", ["seis", "media", "manana"]),
        ("pt-BR", "crie um alarme às 7 horas amanhã", ["7", "horas", "amanha"]),
        ("ja", "明日の朝7時にアラームをセットして", ["明日", "朝", "7", "時"]),
    ])
    func aDetailIsNoEvidenceAgainst(locale: String, utterance: String, details: [String]) throws {
        let result = try Self.explained(utterance, locale: locale)
        #expect(result.status == .matched, "\(utterance)")
        #expect(result.best?.intent == "SetAlarm", "\(utterance)")
        let explanation = try #require(result.explanation)
        #expect(explanation.level == .paraphrase, "\(utterance)")
        let shown = explanation.words.filter { $0.rule == .detail }.compactMap(\.typed)
        for detail in details { #expect(shown.contains(detail), "\(utterance): \(detail) in \(shown)") }
        #expect(explanation.parts.first { $0.name == "unknown" }?.value == 0, "\(utterance)")
    }

    /// The period or frequency a request is made for and the place it is made from (`periods`,
    /// `places`) are details wherever said: "of the week", "weekly", "currently", "outside",
    /// and their kind in each language; not nearness ("near me": a search).
    @Test(arguments: [
        ("en", "weather report of the week", ["of", "the", "week"]),
        ("en", "give me the weekly weather near me", ["the", "weekly"]),   // nearness is a search, no detail
        ("en", "what is currently on outside", ["currently", "on", "outside"]),
        ("fr", "la météo de la semaine ici", ["de", "la", "semaine", "ici"]),
        ("es", "el tiempo semanal aquí", ["semanal", "aqui"]),
        ("pt-BR", "previsão do tempo diária lá fora", ["diaria", "la", "fora"]),
        ("ja", "ここの天気", ["こ", "こ", "の"]),
    ])
    func periodsAndPlacesAreMarked(locale: String, line: String, expected: [String]) {
        #expect(Self.marked(line, locale: locale) == expected, "\(locale): \(line)")
    }

    /// A request that says where or how often besides its shortcut's words answers it, the
    /// place or period read as a detail (rule `detail`), no unknown word against it (main
    /// before `periods` and `places` counted "outside", "ici", "aquí", "aqui", "外" as unknown).
    @Test(arguments: [
        ("en", "set an alarm outside for four pm", "outside"),
        ("fr", "mets une alarme ici à sept heures", "ici"),
        ("es", "pon una alarma aquí a las seis", "aqui"),
        ("pt-BR", "crie um alarme aqui às 7 horas", "aqui"),
        ("ja", "外で7時にアラームをセットして", "外"),
    ])
    func aPlaceIsNoEvidenceAgainst(locale: String, utterance: String, place: String) throws {
        let result = try Self.explained(utterance, locale: locale)
        #expect(result.best?.intent == "SetAlarm", "\(utterance)")
        let explanation = try #require(result.explanation)
        let shown = explanation.words.filter { $0.rule == .detail }.compactMap(\.typed)
        #expect(shown.contains(place), "\(utterance): \(place) in \(shown)")
        #expect(explanation.parts.first { $0.name == "unknown" }?.value == 0, "\(utterance)")
    }

    /// A word a phrase uses is that phrase's word, not a detail ("today" of "What do I have
    /// today", "aujourd'hui", "hoy", "hoje", "今日").
    @Test(arguments: [
        ("en", "today what do i have", "today"),
        ("fr", "aujourd'hui qu'est-ce que j'ai", "hui"),
        ("es", "hoy qué tengo", "hoy"),
        ("pt-BR", "hoje o que eu tenho", "hoje"),
        ("ja", "今日の予定を見せて", "日"),
    ])
    func aPhrasesOwnWordIsKept(locale: String, utterance: String, word: String) throws {
        let result = try Self.explained(utterance, locale: locale)
        #expect(result.best?.intent == "Agenda", "\(utterance)")
        let explanation = try #require(result.explanation)
        #expect(!explanation.words.contains { $0.rule == .detail }, "\(utterance)")
        #expect(explanation.words.contains { ($0.typed ?? "").contains(word) && $0.phraseWord != nil }, "\(utterance)")
    }

    /// A place after one preposition of a route whose other end is said ("from mumbai to goa")
    /// is no other app's name; an unknown word after the same preposition alone still is
    /// (main before the route rule refused all of these routes as another app's name).
    @Test(arguments: [
        ("en", "get me a train ticket from mumbai to goa", "get me a train ticket from kindle"),
        ("en", "get me a train ticket to goa from mumbai", "get me a train ticket from kindle"),
        ("fr", "un billet de train pour lyon depuis paris", "un billet de train depuis kindle"),
        ("es", "quiero un billete de tren a sevilla desde madrid", "quiero un billete de tren desde kindle"),
        ("pt-BR", "quero uma passagem de trem para salvador do recife", "quero uma passagem de trem do kindle"),
    ])
    func aRouteIsNoAppName(locale: String, route: String, app: String) throws {
        let result = try Self.explained(route, locale: locale)
        #expect(result.status == .matched, "\(route)")
        #expect(result.best?.intent == "BookTrain", "\(route)")
        #expect(result.explanation?.parts.first { $0.name == "appLike" }?.value == 0, "\(route)")
        let other = try Self.explained(app, locale: locale)
        #expect(other.status == .noMatch, "\(app): \(String(describing: other.explanation?.level)) \(String(describing: other.explanation?.refusal))")
    }

    /// Japanese writes its route particles after the places ("東京から大阪まで"): the place
    /// after から, with まで said after it, is a route's end.
    @Test func aJapaneseRouteIsNoAppName() {
        let normalizer = Normalizer(locale: "ja")
        let details = DetailWords(language: "ja", tokens: { normalizer.tokens($0) })
        let tokens = normalizer.tokens("東京から大阪まで")
        #expect(tokens == ["東", "京", "か", "ら", "大", "阪", "ま", "で"])
        #expect(details.isRouteEnd(3, last: 5, in: tokens))
        let alone = normalizer.tokens("東京から大阪")
        #expect(!details.isRouteEnd(3, last: 5, in: alone))
    }

    /// `marked` looks each token up once and stops early when no token can start a detail:
    /// on random lines of the lists' words, numbers and other words it marks what the lists
    /// read one by one mark (`referenceMarked`, the passes over the word sets).
    @Test(arguments: ["en", "fr", "es", "pt-BR"])
    func markingMatchesTheListsReadOneByOne(locale: String) {
        let normalizer = Normalizer(locale: locale)
        let details = DetailWords(language: locale, tokens: { normalizer.tokens($0) })
        let listed = [details.expressions, details.units, details.leads, details.introducers].flatMap { $0 }
        var pool = Array(Set(listed.flatMap { $0.split(separator: " ").map(String.init) })).sorted()
        pool += (NumberWords.words[details.language] ?? []).sorted().prefix(8)
        pool += ["7", "12", "5pm", "open", "weather", "paris", "list", "x"]
        for seed in 0..<40 {
            var random = RepeatableRandomNumberGenerator(seed: seed)
            for _ in 0..<50 {
                let tokens = (0...random.next(below: 8)).map { _ in pool[random.next(below: pool.count)] }
                #expect(details.marked(tokens) == Self.referenceMarked(tokens, details), "\(tokens)")
            }
        }
        #expect(details.marked(["open", "the", "weather"]) == [false, false, false])
    }

    /// `DetailWords.marked` written as its passes read the word sets, token by token (a
    /// language written with spaces).
    static func referenceMarked(_ tokens: [String], _ lists: DetailWords) -> [Bool] {
        var mark = [Bool](repeating: false, count: tokens.count)
        var unit = mark
        let entries = lists.expressions.union(lists.units)
        let longest = entries.map { $0.split(separator: " ").count }.max() ?? 1
        func isNumber(_ token: String) -> Bool { NumberWords.isNumber(token, language: lists.language) }
        var i = 0
        while i < tokens.count {
            if isNumber(tokens[i]) { mark[i] = true; i += 1; continue }
            var matched = false
            for length in stride(from: min(longest, tokens.count - i), through: 1, by: -1) {
                let text = tokens[i..<(i + length)].joined(separator: " ")
                if lists.expressions.contains(text) { for k in i..<(i + length) { mark[k] = true }; i += length; matched = true; break }
                if lists.units.contains(text) { for k in i..<(i + length) { unit[k] = true }; i += length; matched = true; break }
            }
            if !matched { i += 1 }
        }
        for _ in 0..<4 {
            var changed = false
            for k in tokens.indices where !mark[k] {
                let before = k > 0 && (mark[k - 1] || lists.leads.contains(tokens[k - 1]))
                let after = k + 1 < tokens.count && (mark[k + 1] || lists.leads.contains(tokens[k + 1]))
                if unit[k], before || after {
                    mark[k] = true; changed = true
                } else if lists.leads.contains(tokens[k]),
                          (k + 1 < tokens.count && mark[k + 1] && (unit[k + 1] || lists.leads.contains(tokens[k + 1])))
                              || (k > 0 && mark[k - 1] && unit[k - 1]) {
                    mark[k] = true; changed = true
                }
            }
            if !changed { break }
        }
        var k = 0
        while k < tokens.count {
            guard mark[k] else { k += 1; continue }
            var end = k
            while end + 1 < tokens.count, mark[end + 1] { end += 1 }
            if !(k > 0 && lists.introducers.contains(tokens[k - 1])), (k...end).allSatisfy({ isNumber(tokens[$0]) }) {
                for j in k...end { mark[j] = false }
            }
            k = end + 1
        }
        for k in tokens.indices.reversed() where k + 1 < tokens.count && !mark[k] && mark[k + 1] && lists.introducers.contains(tokens[k]) {
            mark[k] = true
        }
        return mark
    }
}
