import Testing
@testable import PhraseMatching

/// A question of the impersonal pronoun — "What time is it" — asked of a thing instead — "what
/// time does the train arrive", "what time is the party tonight" — asks when that thing happens,
/// not the time now: the shortcut whose phrase asks the first is refused (`questionOfAThing`).
/// English only (`ImpersonalQuestions`).
@Suite struct ImpersonalQuestionsTests {
    static func matcher(options: MatchOptions = MatchOptions()) throws -> PhraseMatcher {
        let catalog = Catalog(locale: "en", app: AppDescription(name: "Tock"),
                              intents: ["CurrentTime": IntentDescriptor(title: "Current Time"),
                                        "SetAlarm": IntentDescriptor(title: "Set Alarm")],
                              shortcuts: [ShortcutDescriptor(intent: "CurrentTime",
                                                             phrases: ["What time is it in ${applicationName}",
                                                                       "What's the time in ${applicationName}",
                                                                       "Check the time with ${applicationName}"]),
                                          ShortcutDescriptor(intent: "SetAlarm",
                                                             phrases: ["Set an alarm in ${applicationName}",
                                                                       "Create an alarm with ${applicationName}"])])
        return try PhraseMatcher(catalogs: [catalog], locale: "en", options: options)
    }

    /// Asked of a thing, the question is not the time now; without the rule it was.
    @Test(arguments: ["what time does the train arrive", "what time is the party tonight", "what time does thor start"])
    func aQuestionOfAThingIsNoQuestionOfTheTime(utterance: String) throws {
        let result = try Self.matcher().match(utterance, all: true, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.best?.intent != "CurrentTime", "\(rendered)")
        #expect(result.explanation?.scored.contains { $0.candidate.intent == "CurrentTime" && $0.refusal == .questionOfAThing } == true,
                "\(rendered)")
        var options = MatchOptions()
        options.paraphraseQuestionOfAThingRefuses = false
        let without = try Self.matcher(options: options).match(utterance)
        #expect(without.best?.intent == "CurrentTime", "the rule is what refuses it: \(without)")
    }

    /// Asked of the pronoun, with a function word or a filler after the auxiliary, the
    /// question is still the time's.
    @Test(arguments: ["what time is it", "hey what time is it now", "what time is it right now please",
                      "could you tell me what time is in tock", "what time is now"])
    func theImpersonalQuestionStaysTheTimes(utterance: String) throws {
        let result = try Self.matcher().match(utterance, explain: true)
        #expect(result.best?.intent == "CurrentTime", "\(result.explanation?.rendered ?? "")")
    }

    /// The beginnings looked for, and the questions of a thing, word by word.
    @Test func theListsReadTheQuestion() {
        let words = ImpersonalQuestions(language: "en")
        #expect(words.lead(of: ["what", "time", "is", "it", "in", "\u{1}"]) == ["what", "time"])
        #expect(words.lead(of: ["will", "it", "rain", "today"]) == nil, "nothing before the auxiliary to look for")
        #expect(words.lead(of: ["what", "is", "the", "time"]) == nil)
        #expect(words.asksOfAThing(["what", "time", "does", "the", "train", "arrive"], lead: ["what", "time"]) { _ in true })
        #expect(!words.asksOfAThing(["what", "time", "is", "it", "in", "paris"], lead: ["what", "time"]) { _ in false })
        #expect(!words.asksOfAThing(["what", "time", "is", "in", "paris"], lead: ["what", "time"]) { $0 == 3 })
        #expect(ImpersonalQuestions(language: "fr").lead(of: ["quelle", "heure", "est", "il"]) == nil, "English only")
    }

    /// A value its own phrase takes, said where the subject would be, is where the time is
    /// asked ("what time is tokyo" for "What time is it in ${city}"), no thing asked of; the
    /// rule had refused the question and another shortcut answered (reviewp14).
    @Test(arguments: ["what time is tokyo", "what time is london right now"])
    func itsOwnValueIsNoThing(utterance: String) throws {
        let city = ValueType(kind: .enum, title: "City",
                             values: [ParameterValue(id: "tokyo", title: "Tokyo"), ParameterValue(id: "london", title: "London")])
        let catalog = Catalog(locale: "en", app: AppDescription(name: "Tock"), types: ["City": city],
                              intents: ["CurrentTime": IntentDescriptor(title: "Current Time",
                                                                        parameters: [ParameterDescriptor(name: "city", type: "City", title: "City")]),
                                        "ConvertTime": IntentDescriptor(title: "Convert Time",
                                                                        parameters: [ParameterDescriptor(name: "city", type: "City", title: "City")])],
                              shortcuts: [ShortcutDescriptor(intent: "CurrentTime",
                                                             phrases: ["What time is it in ${city} with ${applicationName}",
                                                                       "Check the time in ${city} with ${applicationName}"]),
                                          ShortcutDescriptor(intent: "ConvertTime",
                                                             phrases: ["Convert the time to ${city} time in ${applicationName}",
                                                                       "What's the time difference with ${city} in ${applicationName}"])])
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: "en")
        let result = matcher.match(utterance, all: true, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.explanation?.scored.contains { $0.candidate.intent == "CurrentTime" && $0.refusal == .questionOfAThing } == false,
                "\(rendered)")
        #expect(result.best?.intent == "CurrentTime", "\(rendered)")
        let thing = matcher.match("what time does the train arrive", all: true, explain: true)
        #expect(thing.explanation?.scored.contains { $0.candidate.intent == "CurrentTime" && $0.refusal == .questionOfAThing } == true)
    }
}
