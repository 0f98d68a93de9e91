import Testing
import PhraseMatching

/// The matching contract of DESIGN.md, rule by rule: normalisation, outcomes, typo bounds,
/// scope, and what stays unmatched.
@Suite struct MatchingRulesTests {
    let matcher: PhraseMatcher

    init() throws {
        matcher = try PhraseMatcher(catalogs: [Fixtures.library, Fixtures.music, Self.trails, Self.radio])
        try matcher.checkInvariants()
    }

    /// Trails with searchable trails beyond the suggested one, and a contraction in a phrase.
    static let trails = Catalog(
        locale: "en", app: AppDescription(name: "Trails"),
        types: ["Trail": ValueType(kind: .entity, title: "Trail", searchable: true, suggested: ["mist"], values: [
            ParameterValue(id: "mist", title: "Mist Trail"),
            ParameterValue(id: "emerald", title: "Emerald Lake Trail"),
            ParameterValue(id: "flume", title: "Lake Tahoe Flume Trail"),
            ParameterValue(id: "half-dome", title: "Half Dome"),
        ])],
        intents: ["GetTrailInfo": IntentDescriptor(title: "Get Conditions", parameters: [
            ParameterDescriptor(name: "trail", type: "Trail", title: "Trail", requestValueDialog: "Which trail?")]),
                  "ClosestTrail": IntentDescriptor(title: "Closest Trail")],
        shortcuts: [ShortcutDescriptor(intent: "GetTrailInfo", phrases: ["How is ${trail} in ${applicationName}"]),
                    ShortcutDescriptor(intent: "ClosestTrail", phrases: ["What’s the nearest trail in ${applicationName}"])])

    /// A second music app with Tunes' phrase shape: without an app name, neither is best.
    static let radio = Catalog(
        locale: "en", app: AppDescription(name: "Radio"),
        types: ["Station": ValueType(kind: .entity, title: "Station", suggested: ["s1"], values: [
            ParameterValue(id: "s1", title: "Chill Vibes")])],
        intents: ["PlayStation": IntentDescriptor(title: "Play Station", parameters: [
            ParameterDescriptor(name: "station", type: "Station", title: "Station")])],
        shortcuts: [ShortcutDescriptor(intent: "PlayStation", phrases: ["Play ${station} in ${applicationName}"])])

    func describe(_ utterance: String, app: String? = nil) -> String {
        let result = matcher.match(utterance, app: app)
        var text = result.status.rawValue
        if let best = result.best, result.status != .noMatch {
            text += " \(best.app)/\(best.intent)"
            if let parameter = best.parameter { text += "(\(parameter.value))" }
        }
        if result.status == .ambiguous {
            text += " [" + result.candidates.map { "\($0.app)/" + ($0.parameter?.value ?? $0.intent) }.joined(separator: ",") + "]"
        }
        return text
    }

    // MARK: Normalisation

    @Test(arguments: [
        ("What's up", "what is up"),          // contractions written out, any apostrophe
        ("What’s up", "what is up"),
        ("whats up", "what is up"),
        ("what is up", "what is up"),
        ("I’m reading", "i am reading"),
        ("Lo-Fi Beats", "lo fi beats"),        // hyphens split
        ("Moby–Dick", "moby dick"),
        ("Sagrada Família", "sagrada familia"), // diacritics ignored
        ("Charlotte Brontë", "charlotte bronte"),
        ("ＯＰＥＮ　Ｄｕｎｅ！", "open dune"),      // full-width forms and spaces
        ("  open,   the...  HOBBIT?! ", "open the hobbit"),
        ("ﬁnished", "finished"),                // ligature
        ("本を 開く", "本 を 開 く"),             // each character of a no-space script
        ("本を開く", "本 を 開 く"),
    ])
    func normalisation(text: String, expected: String) {
        #expect(Normalizer(locale: "en").normalized(text) == expected)
    }

    @Test func elisionLanguagesSplitOnApostrophes() {
        #expect(Normalizer(locale: "fr").tokens("l'appli") == ["l", "appli"])
        #expect(Normalizer(locale: "en").tokens("Handmaid's") == ["handmaids"])
    }

    @Test(arguments: [
        "ＯＰＥＮ ＷＡＮＴ ＴＯ ＲＥＡＤ ＩＮ ＬＩＢＲＡＲＹ",
        "Open “Want-to-Read” in Library!!",
        "open want to read in library",
        "OPEN WANT TO READ IN LIBRARY",
    ])
    func normalisedFormsMatchExactly(utterance: String) {
        let result = matcher.match(utterance)
        #expect(result.status == .matched)
        #expect(result.best?.parameter?.value == "wantToRead")
        #expect(result.best?.kind == .exact)
    }

    @Test func contractionsMatchEitherWay() {
        #expect(describe("what's the nearest trail in trails") == "matched Trails/ClosestTrail")
        #expect(describe("what is the nearest trail in trails") == "matched Trails/ClosestTrail")
        #expect(describe("whats the nearest trail in trails") == "matched Trails/ClosestTrail")
        #expect(matcher.match("what is the nearest trail in trails").best?.kind == .exact)
    }

    // MARK: Outcomes

    @Test func matchedCarriesScoreAndPhrase() throws {
        let result = matcher.match("show finished in library")
        #expect(result.status == .matched)
        let best = try #require(result.best)
        #expect(best.intent == "OpenShelf" && best.parameter?.value == "read" && best.parameter?.title == "Read")
        #expect(best.phrase == "Show ${shelf} in ${applicationName}")
        #expect(best.score == 1)
    }

    @Test func ambiguousTwoEntitiesWithOneTitle() {
        let result = matcher.match("open persuasion in library")
        #expect(result.status == .ambiguous)
        #expect(Set(result.candidates.compactMap(\.parameter?.subtitle)) == ["Jane Austen", "Robert Cialdini"])
    }

    @Test func ambiguousSeveralAppsWithoutAnAppName() {
        #expect(describe("play chill vibes") == "ambiguous Radio/PlayStation(s1) [Radio/s1,Tunes/p1]")
        // Named, each app answers alone.
        #expect(describe("play chill vibes in radio") == "matched Radio/PlayStation(s1)")
        #expect(describe("play chill vibes on tunes") == "matched Tunes/PlayPlaylist(p1)")
    }

    @Test func needsValueAsksWithTheDialogAndOptions() throws {
        let result = matcher.match("open a shelf in library")
        #expect(result.status == .needsValue)
        #expect(result.best?.intent == "OpenShelf")
        let request = try #require(result.request)
        #expect(request.parameter == "shelf" && request.dialog == "Which shelf?")
        #expect(result.candidates.compactMap(\.parameter?.value) == ["currentlyReading", "wantToRead", "read"])
    }

    @Test func needsValueWhenAParameterPhraseIsSaidWithoutItsValue() throws {
        let conditions = try PhraseMatcher(catalogs: [Self.trails, Catalog(
            locale: "en", app: AppDescription(name: "Hikes"),
            types: ["Trail": ValueType(kind: .enum, title: "Trail", values: [ParameterValue(id: "mist", title: "Mist Trail")])],
            intents: ["GetConditions": IntentDescriptor(title: "Get Conditions", parameters: [
                ParameterDescriptor(name: "trail", type: "Trail", title: "Trail", requestValueDialog: "Which trail?")])],
            shortcuts: [ShortcutDescriptor(intent: "GetConditions", phrases: ["Get conditions on ${trail} with ${applicationName}"])])])
        let result = conditions.match("get conditions", app: "Hikes")
        #expect(result.status == .needsValue)
        #expect(result.best?.intent == "GetConditions" && result.best?.phrase == "Get conditions on ${trail} with ${applicationName}")
        #expect(result.request?.dialog == "Which trail?")
        #expect(conditions.match("get conditions with hikes").status == .needsValue)
        // Not when unknown words stand where the value goes.
        #expect(conditions.match("get conditions on xylophones", app: "Hikes").status == .noMatch)
        // Nor when the verb alone is left: "open library" is no shelf and no book.
        #expect(describe("open library") == "noMatch")
        #expect(describe("show in library") == "noMatch")
    }

    @Test func rejectedByANegativePhrase() {
        let result = matcher.match("please delete library")
        #expect(result.status == .rejected)
        #expect(result.best?.kind == .negative)
        #expect(result.best?.phrase == "Delete ${applicationName}")
    }

    @Test func noMatchGivesTheClosestPhrase() {
        let result = matcher.match("opne the libary shelf please now")
        #expect(result.status == .noMatch)
        #expect(result.hint != nil)
    }

    // MARK: Typo bounds

    @Test func typoBounds() {
        // One edit (a transposition counts as one) in a word of 4+ letters.
        #expect(describe("open dnue in library") == "matched Library/OpenBook(dune)")
        #expect(describe("open dunr in library") == "matched Library/OpenBook(dune)")
        #expect(describe("opne read in library") == "matched Library/OpenShelf(read)")
        // Two edits in a 4-letter word do not match it.
        #expect(matcher.match("open dnur in library").best?.parameter?.value != "dune")
        #expect(!describe("open rdea in library").hasPrefix("matched Library/OpenShelf(read)"))
        #expect(describe("play chill vibes on tnues") == "matched Tunes/PlayPlaylist(p1)")
        // Two in a word of 8+ letters, not three.
        #expect(describe("open want to read in libarry") == "matched Library/OpenShelf(wantToRead)")
        #expect(describe("open currently readign in library") == "matched Library/OpenCurrentlyReading")
        #expect(describe("open want to read in lbirray").hasPrefix("noMatch"))
    }

    // MARK: Scope

    @Test func oneAppInScopeMayBeLeftOut() {
        #expect(describe("open finished", app: "Library") == "matched Library/OpenShelf(read)")
        #expect(describe("play chill vibes", app: "Tunes") == "matched Tunes/PlayPlaylist(p1)")
    }

    @Test func severalAppsAcceptAnUnnamedUtteranceOnlyWhenOneIsClearlyBest() {
        // Only Library has shelves: clearly best.
        #expect(describe("open want to read") == "matched Library/OpenShelf(wantToRead)")
        // Both music apps have Chill Vibes: the user must say which.
        #expect(describe("play chill vibes").hasPrefix("ambiguous"))
    }

    @Test func namingADifferentAppIsNoMatch() {
        #expect(describe("open want to read in tunes", app: "Library") == "noMatch")
        #expect(describe("tunes, open want to read", app: "Library") == "noMatch")
        #expect(describe("play chill vibes in library", app: "Radio") == "noMatch")
        #expect(describe("play chill vibes in library") == "noMatch")
        #expect(describe("open want to read in trails") == "noMatch")
    }

    @Test func anUnknownWordWhereTheAppNameGoesIsNoMatch() {
        // "kindle" is no word of any phrase, value or app: likely another app.
        #expect(describe("open dune in kindle", app: "Library") == "noMatch")
        // A word some phrase uses, added, costs less than one no phrase uses.
        #expect(describe("open dune in library book") == "matched Library/OpenBook(dune)")
        #expect(describe("open dune in library xylophone") == "noMatch")
        // In the middle, where no app name stands, an unknown word is any added word.
        #expect(describe("add a shiny book to library") == "needsValue Library/AddBook")
        #expect(describe("open dune in kindle please", app: "Library") == "noMatch")
    }

    // MARK: Open values

    @Test func openValueFindsSearchableValues() {
        #expect(describe("how is half dome in trails") == "matched Trails/GetTrailInfo(half-dome)")
        #expect(describe("how is emerald lake in trails") == "matched Trails/GetTrailInfo(emerald)")
    }

    @Test func openValuesContainingTheWordsTypedTie() {
        #expect(describe("how is the lake trail in trails") == "ambiguous Trails/GetTrailInfo(emerald) [Trails/emerald,Trails/flume]")
    }

    // MARK: Out of scope

    @Test(arguments: [
        "what's the weather like today", "tell me a joke", "hi", "thanks", "set a timer for ten minutes",
        "call mom", "play taylor swift on spotify", "open settings", "open harry potter in library",
        "how is the weather in trails", "navigate home", "what time is it", "read me the news",
    ])
    func outOfScopeStaysUnmatched(utterance: String) {
        let status = matcher.match(utterance).status
        #expect(status == .noMatch, "\(utterance): \(status)")
    }
}
