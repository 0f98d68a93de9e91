import Foundation
import SampleApps
import Testing
@testable import PhraseMatching
@testable import ShortcutKit

/// Review of the detail recogniser and the location questions (tenth round): a detail said
/// after a request never turns a refusal into an answer.
@Suite struct DetailReviewTests {
    /// Another app's name, then a detail (a time, a day, a number): refused as the request
    /// without the detail is — the name is still the last words that are no detail — in
    /// every language; the app's own name with the same detail still answers.
    @Test(arguments: [
        ("en", "open dune in kindle tomorrow", "open dune in library tomorrow"),
        ("en", "open dune in kindle at 5pm", "open dune in library at 5pm"),
        ("en", "open currently reading in kindle tonight", "open currently reading in library tonight"),
        ("en", "open dune in kindle 2", "open dune in library 2"),
        ("fr", "ouvre dune dans kindle demain", "ouvre dune dans bibliothèque demain"),
        ("es", "abre dune en kindle mañana", "abre dune en biblioteca mañana"),
        ("pt-BR", "abra dune no kindle amanhã", "abra dune na biblioteca amanhã"),
        ("pt-BR", "abra dune no kindle às 5 horas", "abra dune na biblioteca às 5 horas"),
    ])
    func anotherAppsNameBeforeADetailIsRefused(locale: String, other: String, own: String) async throws {
        let matcher = try await SampleAppsSupport.matcher(locale)
        let refused = matcher.match(other, explain: true)
        #expect(refused.status == .noMatch, "\(other) → \(refused.status) \(refused.explanation?.rendered ?? "")")
        let answered = matcher.match(own)
        #expect(answered.status == .matched, "\(own) → \(answered.status)")
    }

    /// A number said after another app's name does not hide it either: the name is read as
    /// one (`appLike`), as before a detail. A number alone is no detail, and "open dune in kindle
    /// 2" was scored as if "kindle" were a word of the request, refused only by the threshold
    /// (confidence 0.182 against 0.185).
    @Test(arguments: ["open dune in kindle 2", "open dune in kindle 12"])
    func aNumberAfterAnotherAppsNameDoesNotHideIt(utterance: String) async throws {
        let matcher = try await SampleAppsSupport.matcher("en")
        let result = matcher.match(utterance, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.status == .noMatch, "\(rendered)")
        #expect(result.explanation?.parts.first { $0.name == "appLike" }?.value == 1, "\(rendered)")
    }

    /// Another app's name with a digit in it ("things3", "1password", "f1tv") is a name, not
    /// a number: every word holding a digit was read as one, and no number is an app's name,
    /// so "open dune in things3" was answered OpenBook (0.36) as if the name were a detail.
    @Test(arguments: [
        ("en", "open dune in things3"),
        ("en", "open dune in 1password"),
        ("en", "open dune in f1tv"),
        ("fr", "ouvre dune dans things3"),
        ("es", "abre dune en 1password"),
    ])
    func anotherAppsNameWithADigitIsRefused(locale: String, other: String) async throws {
        let matcher = try await SampleAppsSupport.matcher(locale)
        let refused = matcher.match(other, explain: true)
        #expect(refused.status == .noMatch, "\(other) → \(refused.status) \(refused.explanation?.rendered ?? "")")
    }

    /// Numbers in digits stay numbers, with one letter, an ordinal or a clock suffix.
    @Test(arguments: ["25", "1.5", "10:30", "5pm", "21st", "2nd", "i25", "4k", "7時", "2eme", "30min"])
    func aNumberWithASuffixIsANumber(token: String) {
        #expect(NumberWords.isNumber(token, language: "en"))
    }

    /// Another app's name after a preposition that a phrase says before a value of an enum
    /// ("Va dans ${navigationOption}": Carte, Sentiers, Collections) is still another app's
    /// name: an enum's values are all listed, so a word after it that is none is no value the
    /// app does not list, as a city after "in ${city}" is. A word of the shortcut before the
    /// preposition ("journée" of Achète un pass journée) with a detail after the name ("pour
    /// demain") hides it no more than the phrase's own word there. The app's own name in its
    /// place still answers.
    @Test(arguments: [
        ("fr", "achète un pass journée dans kindle", "achète un pass journée dans sentiers"),
        ("fr", "achète un pass dans kindle pour demain", "achète un pass dans sentiers pour demain"),
        ("fr", "achète un pass journée dans kindle pour demain", "achète un pass journée dans sentiers pour demain"),
    ])
    func anotherAppsNameAfterAnEnumsPrepositionIsRefused(locale: String, other: String, own: String) async throws {
        let matcher = try await SampleAppsSupport.matcher(locale)
        let refused = matcher.match(other, explain: true)
        #expect(refused.status == .noMatch, "\(other) → \(refused.status) \(refused.explanation?.rendered ?? "")")
        let answered = matcher.match(own)
        #expect(answered.status == .matched && answered.best?.intent == "BuyDayPass", "\(own) → \(answered.status)")
    }
}

/// Review of the eleventh round's digit rule (`NumberWords.isNumber`): a number written with
/// its unit glued on ("5km", "500ml", "20mb") or with a French or Spanish ordinal ending
/// ("1ère", "2nde", "2da", "3ro", "4to") is still a number, as it was before the rule; only
/// an English "2do" stays a name (an app's).
@Suite struct NumberSuffixReviewTests {
    @Test(arguments: [
        ("en", "5km"), ("en", "10kg"), ("en", "500ml"), ("en", "20mb"), ("en", "5mph"), ("en", "3mi"), ("en", "2lbs"),
        ("fr", "1ere"), ("fr", "2nde"), ("fr", "5km"),
        ("es", "2da"), ("es", "3ro"), ("es", "4to"), ("es", "2do"), ("es", "8vo"), ("es", "7mo"),
        ("pt", "2kg"),
    ])
    func aNumberWithItsUnitOrOrdinalEndingIsANumber(language: String, token: String) {
        #expect(NumberWords.isNumber(token, language: language), "\(language) \(token)")
    }

    @Test(arguments: [("en", "things3"), ("en", "1password"), ("en", "f1tv"), ("en", "2do"), ("en", "mp3"), ("fr", "2do")])
    func aNameWithADigitStaysAName(language: String, token: String) {
        #expect(!NumberWords.isNumber(token, language: language), "\(language) \(token)")
    }

    /// Said after the app's name, such a detail is a detail ("5km" as "45min" is), not
    /// another app's name: both were refused.
    @Test(arguments: [
        ("en", "start a hike in trails 5km", "StartTrailActivity"),
        ("es", "abre dune en biblioteca por 2da vez", "OpenBook"),
    ])
    func aDetailWithAUnitAfterTheAppsNameIsADetail(locale: String, utterance: String, intent: String) async throws {
        let matcher = try await SampleAppsSupport.matcher(locale)
        let result = matcher.match(utterance, explain: true)
        #expect(result.status == .matched, "\(utterance) → \(result.status) \(result.explanation?.rendered ?? "")")
        #expect(result.best?.intent == intent)
    }
}
