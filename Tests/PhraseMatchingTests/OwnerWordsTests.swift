import Testing
@testable import PhraseMatching

/// A request that names a shortcut's word as the user's own ("show me my events", "mes
/// événements", "mis eventos", "meus eventos", "私のイベント") asks for the user's data, which
/// an app whose phrases never name a particular thing ("Find events near me": a city guide's
/// search) does not keep: `usersOwnThing` refuses it, in the five languages. The same request
/// without the possessive, or with it on another word ("events in my area"), is the guide's;
/// and an app that names a particular thing ("Recommend the best movie") keeps the user's things, so
/// "my events" is its request.
@Suite struct OwnerWordsTests {
    /// The city guide's phrases, per language: bare nouns and indefinite articles only.
    static let guide: [String: (events: [String], movie: String, particularMovie: String)] = [
        "en": (["Find events near me with ${applicationName}", "Which events are on nearby in ${applicationName}"],
               "Recommend a movie in ${applicationName}", "Recommend the best movie in ${applicationName}"),
        "fr": (["Trouve des événements près de moi avec ${applicationName}",
                "Quels événements sont prévus près d'ici dans ${applicationName}"],
               "Recommande un film dans ${applicationName}", "Recommande le meilleur film dans ${applicationName}"),
        "es": (["Busca eventos cerca de mí con ${applicationName}", "Qué eventos hay cerca en ${applicationName}"],
               "Recomienda una película en ${applicationName}", "Recomienda la mejor película en ${applicationName}"),
        "pt-BR": (["Encontre eventos perto de mim com ${applicationName}", "Quais eventos tem por perto no ${applicationName}"],
                  "Recomende um filme no ${applicationName}", "Recomende o melhor filme no ${applicationName}"),
        "ja": (["${applicationName}で近くのイベントを探して", "${applicationName}で近くのイベントを見せて"],
               "${applicationName}で映画をおすすめして", "${applicationName}で私の好きな映画をおすすめして"),
    ]

    /// The guide in `locale`; with `particular`, its movie shortcut has a phrase that names a
    /// particular thing ("Recommend the best movie", "私の好きな映画").
    static func matcher(locale: String, particular: Bool = false, options: MatchOptions = MatchOptions()) throws -> PhraseMatcher {
        let phrases = try #require(guide[locale])
        let shortcuts = [ShortcutDescriptor(intent: "FindEvents", phrases: phrases.events),
                         ShortcutDescriptor(intent: "RecommendMovie", phrases: [particular ? phrases.particularMovie : phrases.movie])]
        let catalog = Catalog(locale: locale, app: AppDescription(name: "Outabout"),
                              intents: ["FindEvents": IntentDescriptor(title: "Find Events"),
                                        "RecommendMovie": IntentDescriptor(title: "Recommend Movie")],
                              shortcuts: shortcuts)
        return try PhraseMatcher(catalogs: [catalog], locale: locale, options: options)
    }

    /// "My events" asks for the user's own events: the guide's search refuses it, and says why.
    @Test(arguments: [
        ("en", "show me my events"), ("en", "what is my next event"),
        ("fr", "trouve mes événements"), ("fr", "trouve mes prochains événements"),
        ("es", "muéstrame mis eventos"), ("es", "cuáles son mis próximos eventos"),
        ("pt-BR", "mostre meus eventos"), ("pt-BR", "quais são meus próximos eventos"),
        ("ja", "私のイベントを探して"), ("ja", "自分のイベントを探して"),
    ])
    func theUsersOwnThingIsNoCataloguesSearch(locale: String, utterance: String) throws {
        let result = try Self.matcher(locale: locale).match(utterance, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.status == .noMatch, "\(rendered)")
        #expect(result.explanation?.refusal == .usersOwnThing, "\(rendered)")
        #expect(result.explanation?.closest?.intent == "FindEvents", "\(rendered)")
    }

    /// Without the possessive, or with it on another word, the request is the guide's.
    @Test(arguments: [
        ("en", "show me events"), ("en", "what is the next event"),
        ("fr", "trouve des événements"),
        ("es", "muéstrame eventos"), ("es", "eventos en mi barrio"),
        ("pt-BR", "mostre eventos"),
        ("ja", "イベントを探して"), ("ja", "私の近所でイベントを探して"),
        // A kana possessive's letters inside other words: "おうちの" (of a home), "そのうちの"
        // (some of them) say no owner.
        ("ja", "おうちのイベントを探して"), ("ja", "そのうちのイベントを探して"),
    ])
    func aCataloguesThingIsItsSearch(locale: String, utterance: String) throws {
        let result = try Self.matcher(locale: locale).match(utterance, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.status == .matched, "\(rendered)")
        #expect(result.best?.intent == "FindEvents", "\(rendered)")
    }

    /// An app that names a particular thing in one of its phrases ("the best movie", "私の好きな映画")
    /// keeps the user's things: "my events" is its request.
    @Test(arguments: [
        ("en", "show me my events"), ("fr", "trouve mes événements"), ("es", "muéstrame mis eventos"),
        ("pt-BR", "mostre meus eventos"), ("ja", "私のイベントを探して"),
    ])
    func anAppOfParticularThingsKeepsTheUsers(locale: String, utterance: String) throws {
        let result = try Self.matcher(locale: locale, particular: true).match(utterance, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.status == .matched, "\(rendered)")
        #expect(result.best?.intent == "FindEvents", "\(rendered)")
    }

    /// A word only of the shortcut's titles is none of its phrases' things: the parameter's
    /// title "City" names its value, and "my city" is the city the guide is asked about.
    @Test func theUsersCityIsTheValueAskedAbout() throws {
        let catalog = Catalog(
            locale: "en", app: AppDescription(name: "Outabout"),
            types: ["City": ValueType(kind: .enum, title: "City", values: [ParameterValue(id: "london", title: "London"),
                                                                           ParameterValue(id: "paris", title: "Paris")])],
            intents: ["FindEvents": IntentDescriptor(title: "Find Events", parameters: [
                ParameterDescriptor(name: "city", type: "City", title: "City", isOptional: true)])],
            shortcuts: [ShortcutDescriptor(intent: "FindEvents", phrases: ["Find events near me with ${applicationName}",
                                                                          "Show events in ${city} in ${applicationName}"])])
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: "en")
        let city = matcher.match("tell me all events for today in my city", explain: true)
        #expect(city.status == .matched, "\(city.explanation?.rendered ?? "")")
        #expect(city.best?.intent == "FindEvents")
        let own = matcher.match("show me my events", explain: true)
        #expect(own.explanation?.refusal == .usersOwnThing, "\(own.explanation?.rendered ?? "")")
    }

    /// The option turns the rule off: the guide answers "my events" as before.
    @Test func theRuleIsAnOption() throws {
        var options = MatchOptions()
        options.paraphraseUsersOwnThingRefuses = false
        let result = try Self.matcher(locale: "en", options: options).match("show me my events")
        #expect(result.status == .matched)
        #expect(result.best?.intent == "FindEvents")
    }

    /// The possessives are found where they end, Japanese "私の" as two tokens; a phrase names
    /// a particular thing with a possessive or a definite article before a noun or its
    /// parameter, not before a function word (Spanish "cerca de mí", folded "mi").
    @Test(arguments: [
        ("en", "show me my next event", [3], ["turn", "on", "the", "lights"], true),
        ("en", "find events near me", [], ["find", "events", "near", "me", "\u{1}"], false),
        ("fr", "trouve mes événements", [2], ["ouvre", "ma", "\u{1}", "etagere"], true),
        ("es", "muéstrame mis eventos", [2], ["busca", "eventos", "cerca", "de", "mi", "con", "\u{1}"], false),
        ("pt-BR", "mostre meus eventos", [2], ["abra", "o", "mapa"], true),
        ("ja", "私のイベント", [2], ["近く", "の", "イベント", "を", "探して"], false),
    ])
    func ownersAndParticularsAreFound(locale: String, line: String, ends: [Int], phrase: [String], particular: Bool) {
        let normalizer = Normalizer(locale: locale)
        let words = OwnerWords(language: locale, tokens: { normalizer.tokens($0) })
        let rules = LocaleRules(locale: locale)
        let weak = Set(ClosedClassWords.words(language: locale).flatMap { normalizer.tokens($0) })
        #expect(words.ownerEnds(in: normalizer.tokens(line)) == ends)
        #expect(words.namesParticular(phrase) { rules.isFunctionWord($0) || weak.contains($0) } == particular)
    }

    /// Spanish "mí" (the pronoun said after a preposition) folds to the possessive "mi": as
    /// typed, with its accent, it makes nothing the user's own ("busca para mí eventos").
    @Test func theSpanishPronounIsNoPossessive() throws {
        let normalizer = Normalizer(locale: "es")
        let words = OwnerWords(language: "es", tokens: { normalizer.tokens($0) })
        for (line, ends) in [("busca para mí eventos", [Int]()), ("busca para mi eventos", [3]),
                             ("para mí, mi evento", [3]), ("Busca para MÍ eventos", [])] {
            #expect(words.ownerEnds(in: normalizer.tokens(line), typed: line) == ends, "\(line)")
        }
        // Without the typed text, the folded tokens alone: a possessive.
        #expect(words.ownerEnds(in: normalizer.tokens("busca para mí eventos")) == [3])
        let result = try Self.matcher(locale: "es").match("busca para mí eventos", explain: true)
        #expect(result.explanation?.refusal != .usersOwnThing, "\(result.explanation?.rendered ?? "")")
        let mine = try Self.matcher(locale: "es").match("busca mis eventos", explain: true)
        #expect(mine.explanation?.refusal == .usersOwnThing, "\(mine.explanation?.rendered ?? "")")
    }
}
