import Testing
import PhraseMatching

/// The "Did you mean …?" hint finds the phrase words typed with typos through the tokens'
/// typo readings; words those cannot name (numbers, which get no typo readings, and words
/// too long for the typo index) are compared one by one.
@Suite struct HintTests {
    static let longWord = "supercalifragilisticexpialidocioussupercalifragilisticexpialidocious"

    let matcher: PhraseMatcher

    init() throws {
        var options = MatchOptions()
        options.paraphrase = false
        let game = Catalog(
            locale: "en", app: AppDescription(name: "Game"),
            intents: ["Start": IntentDescriptor(title: "Start"), "Open": IntentDescriptor(title: "Open")],
            shortcuts: [ShortcutDescriptor(intent: "Start", phrases: ["Start level 2001 in ${applicationName}",
                                                                     "Start level 1984 in ${applicationName}"]),
                        ShortcutDescriptor(intent: "Open", phrases: ["Open settings in ${applicationName}",
                                                                    "Open \(Self.longWord) in ${applicationName}"])])
        matcher = try PhraseMatcher(catalogs: [game, Fixtures.library], options: options)
    }

    @Test func typosOfPhraseWords() {
        let result = matcher.match("opne libary")
        #expect(result.status == .noMatch)
        #expect(result.hint?.hasSuffix("in Library") == true)
    }

    /// An utterance naming an app gets a hint of that app's, though another app's phrase
    /// shares more of its words ("Open Dune in Library").
    @Test func fromTheAppNamed() {
        let result = matcher.match("opne dune in game")
        #expect(result.status == .noMatch)
        #expect(result.hint == "Open settings in Game")
    }

    /// "1948" is a typo of "1984" for the hint, though numbers get no typo readings.
    @Test func numbers() {
        let result = matcher.match("level 1948")
        #expect(result.status == .noMatch)
        #expect(result.hint == "Start level 1984 in Game")
    }

    /// A 68-letter word is not in the typo index, but a typo of it still hints at its phrase.
    @Test func wordsTooLongForTheTypoIndex() {
        var typed = Self.longWord
        typed.remove(at: typed.index(typed.startIndex, offsetBy: 10))
        let result = matcher.match(typed)
        #expect(result.status == .noMatch)
        #expect(result.hint == "Open \(Self.longWord) in Game")
    }

    /// No hint shares nothing but function words with what was typed.
    @Test func nothingShared() {
        #expect(matcher.match("how is the weather").hint == nil)
    }
}
