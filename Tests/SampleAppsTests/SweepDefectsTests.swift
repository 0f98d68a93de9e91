import Foundation
import SampleApps
import Testing
@testable import PhraseMatching
@testable import ShortcutKit

/// Wrong answers a new user met in `shortcuts chat` (the seventh and eighth rounds'
/// sweeps), each with the general rule that fixes it.
@Suite struct SweepDefectsTests {
    /// A Japanese command verb typed in kana only reads as the kanji the phrase writes:
    /// the request answers as it does typed with kanji.
    @Test(arguments: [
        ("ライブラリで本棚をひらいて", "ライブラリで本棚を開いて"),
        ("ライブラリで本をひらいて", "ライブラリで本を開いて"),
        ("旅行記録で富士山をみせて", "旅行記録で富士山を見せて"),
        ("旅行記録で地図にいどうして", "旅行記録で地図に移動して"),
        ("旅行記録でちかくのランドマークをさがして", "旅行記録でちかくのランドマークを探して"),
    ])
    func aVerbTypedInKanaIsItsKanji(kana: String, kanji: String) async throws {
        let matcher = try await SampleAppsSupport.matcher("ja")
        let typed = matcher.match(kana)
        let written = matcher.match(kanji)
        #expect(written.status != .noMatch, "\(kanji) → \(written.status)")
        #expect(typed.status == written.status && typed.best?.intent == written.best?.intent
                && typed.best?.parameter?.title == written.best?.parameter?.title,
                "\(kana) → \(typed.status) \(typed.best?.intent ?? "") against \(written.status) \(written.best?.intent ?? "")")
    }

    /// The length limit of the flexible and paraphrase levels counts words: a Japanese
    /// request of more than 40 characters but fewer words is still read.
    @Test func aLongJapaneseRequestIsReadByWords() async throws {
        let matcher = try await SampleAppsSupport.matcher("ja")
        let long = "ライブラリで本棚を開いてください、今日はとても疲れたので家でゆっくり本を読みたいと思っています"
        #expect(long.count > 40)
        let result = matcher.match(long, explain: true)
        #expect(!result.truncated, "\(long) was cut at the length limit")
        #expect(result.explanation?.level == .paraphrase, "\(result.explanation?.rendered ?? "")")
        #expect(JapaneseStemmer.words(in: Normalizer(locale: "ja").tokens(long)).count < 40)
    }

    /// Asked for a value, a line that is a command of its own at the paraphrase level (it
    /// scores on that level's scale) runs: "add mount fuji to my favorites" asked "Which
    /// book?" was looked up as a book's title.
    @Test func aParaphrasedCommandLeavesAValueQuestion() async throws {
        let shown = try await SampleAppsSupport.chatTranscript(["open a book in library", "add mount fuji to my favorites"])
        #expect(!shown.contains("No book matches"), "\(shown)")
        #expect(shown.contains("Mount Fuji"), "\(shown)")
    }
}

/// A negation word right after an article stands where a noun does: no negation. French
/// "achete un pas journée" (the accent and a letter of "pass" left out) buys a day pass; a
/// "pas" with its "ne", or after the verb, still refuses.
@Suite struct NegationAfterAnArticleTests {
    @Test(arguments: ["achete un pas journée", "achète un pas journée dans sentiers"])
    func aNegationWordAfterAnArticleIsNone(utterance: String) async throws {
        let matcher = try await SampleAppsSupport.matcher("fr")
        let result = matcher.match(utterance)
        #expect(result.status == .matched && result.best?.intent == "BuyDayPass", "\(utterance) → \(result.status)")
    }

    @Test(arguments: ["n'achète pas un pass journée", "achète pas un pass journée", "ne achète jamais un pass journée"])
    func aNegationStillRefuses(utterance: String) async throws {
        let matcher = try await SampleAppsSupport.matcher("fr")
        #expect(matcher.match(utterance).status == .noMatch, "\(utterance)")
    }

    /// A line refused for its negation gets no hint to do what it says not to do.
    @Test(arguments: [("fr", "ne pas ouvrir dune"), ("fr", "achète pas un pass journée"), ("en", "don't open dune in library")])
    func noHintToDoWhatIsRefused(locale: String, utterance: String) async throws {
        let matcher = try await SampleAppsSupport.matcher(locale)
        let result = matcher.match(utterance)
        #expect(result.status == .noMatch && result.hint == nil && result.readableHint == nil,
                "\(utterance) → \(result.status) \(result.readableHint ?? "")")
    }

    @Test func countedByTheRules() {
        let rules = LocaleRules(locale: "fr")
        let normalizer = Normalizer(locale: "fr")
        #expect(rules.negationCount(in: normalizer.tokens("achete un pas journee")) == 0)
        #expect(rules.negationCount(in: normalizer.tokens("n'achete pas un pass")) == 2)
        #expect(LocaleRules(locale: "en").negationCount(in: ["do", "not", "open", "the", "not"]) == 1)
    }

    /// Accents are folded before the rules read a line, so a determiner that is also a
    /// pronoun or a verb once folded (mí, tú, él, está) is none: the negation after it counts.
    @Test(arguments: [("es", "a mí no me abras dune"), ("es", "tú no borres la lista"), ("es", "él no quiere"),
                      ("pt-BR", "ela está não muito bem")])
    func aFoldedPronounIsNoDeterminer(locale: String, utterance: String) {
        let tokens = Normalizer(locale: locale).tokens(utterance)
        #expect(LocaleRules(locale: locale).negationCount(in: tokens) == 1, "\(utterance)")
    }

    @Test func aSpanishNegationAfterAFoldedPronounRefuses() async throws {
        let matcher = try await SampleAppsSupport.matcher("es")
        #expect(matcher.match("a mí no me abras dune en biblioteca").status == .noMatch)
    }
}

/// A reason given after a request ("because i am bored") is no part of it: the request
/// without it answers, in every language with word lists; a line that says no request before
/// its reason still matches nothing.
@Suite struct ReasonAfterARequestTests {
    @Test(arguments: [
        ("en", "open my books in library because i want to read tonight and also maybe later", "OpenBook"),
        ("en", "open dune in library because i am bored", "OpenBook"),
        ("fr", "ouvre dune dans bibliothèque parce que je m'ennuie", "OpenBook"),
        ("es", "abre dune en biblioteca porque estoy aburrido", "OpenBook"),
        ("pt-BR", "abra duna na biblioteca porque estou entediado", "OpenBook"),
    ])
    func theRequestWithoutItsReasonAnswers(locale: String, utterance: String, intent: String) async throws {
        let matcher = try await SampleAppsSupport.matcher(locale)
        let result = matcher.match(utterance)
        #expect(result.status != .noMatch && result.best?.intent == intent, "\(utterance) → \(result.status)")
        #expect(result.utterance == utterance)
    }

    @Test func aReasonAloneIsNoRequest() async throws {
        let matcher = try await SampleAppsSupport.matcher("en")
        #expect(matcher.match("because i am bored").status == .noMatch)
        #expect(matcher.match("tell me a joke because i am bored").status == .noMatch)
        #expect(LocaleRules(locale: "en").reasonStart(in: ["open", "dune", "because", "i", "am", "bored"]) == 2)
        #expect(LocaleRules(locale: "en").reasonStart(in: ["because", "dune"]) == nil)
    }
}

/// A distinctive word of one value's name names it ("dipsea" Dipsea Trail, "gatsby" The
/// Great Gatsby); a word two names share ("tahoe": Tahoe Rim Trail, Lake Tahoe Flume Trail)
/// is ambiguous, not the shorter name guessed.
@Suite struct PartialValueNameTests {
    @Test(arguments: [
        ("how is dipsea in trails", "Dipsea Trail"), ("get dipsea conditions with trails", "Dipsea Trail"),
        ("open gatsby in library", "The Great Gatsby"), ("how is lake tahoe in trails", "Lake Tahoe Flume Trail"),
    ])
    func aDistinctiveWordNamesItsValue(utterance: String, title: String) async throws {
        let matcher = try await SampleAppsSupport.matcher("en")
        let result = try await SampleApps.withFreshStores { await matcher.resolve(utterance) }
        #expect(result.status == .matched && result.best?.parameter?.title == title,
                "\(utterance) → \(result.status) \(result.best?.parameter?.title ?? "")")
    }

    @Test func aSharedWordIsAmbiguous() async throws {
        let matcher = try await SampleAppsSupport.matcher("en")
        let result = try await SampleApps.withFreshStores { await matcher.resolve("get tahoe conditions with trails") }
        #expect(result.status == .ambiguous, "→ \(result.status) \(result.best?.parameter?.title ?? "")")
        #expect(Set(result.candidates.compactMap { $0.parameter?.title }) == ["Tahoe Rim Trail", "Lake Tahoe Flume Trail"])
    }
}

/// The "Did you mean" hint shows the value typed, or the phrase's placeholder: the store's
/// first value ("Show me Golden Gate Bridge" for "show me dipsea") was a random suggestion.
@Suite struct HintValueTests {
    @Test(arguments: [
        ("show me dipsea", "Show me … in Travel Tracking"),
        ("opne libary", "Open … in Library"),
        ("trails mist trail", "Get Mist Trail conditions with Trails"),
        ("show dune pls in my library app now or so", "Show Dune in Library"),
    ])
    func theHintsValueIsTheOneTyped(utterance: String, hint: String) async throws {
        let matcher = try await SampleAppsSupport.matcher("en")
        let result = matcher.match(utterance)
        #expect(result.status == .noMatch)
        #expect(result.readableHint == hint, "\(utterance) → \(result.readableHint ?? "no hint")")
    }
}
