import Testing
@testable import PhraseMatching

/// A command's verb said as a state or a past — "is my alarm set", "what alarms do I have
/// set", "have I set an alarm" —
/// asks about the thing, not for the command: the shortcut whose phrases start with that verb
/// is refused (`commandAsState`), and one that asks about the thing ("What alarms do I have")
/// may answer. English only (`StateWords`); the other languages' commands are unchanged.
@Suite struct StateWordsTests {
    /// A clock's phrases per language: set an alarm (a command), show the alarms (a question among them).
    static let clock: [String: (set: [String], show: [String])] = [
        "en": (["Set an alarm in ${applicationName}", "Create an alarm with ${applicationName}"],
               ["Show my alarms in ${applicationName}", "What alarms do I have in ${applicationName}"]),
        "fr": (["Règle une alarme dans ${applicationName}", "Crée une alarme avec ${applicationName}"],
               ["Montre mes alarmes dans ${applicationName}", "Quelles alarmes ai-je dans ${applicationName}"]),
        "es": (["Programa una alarma en ${applicationName}", "Crea una alarma con ${applicationName}"],
               ["Muestra mis alarmas en ${applicationName}", "Qué alarmas tengo en ${applicationName}"]),
        "pt-BR": (["Programe um alarme no ${applicationName}", "Crie um alarme com ${applicationName}"],
                  ["Mostre meus alarmes no ${applicationName}", "Quais alarmes eu tenho no ${applicationName}"]),
    ]

    static func matcher(locale: String, options: MatchOptions = MatchOptions()) throws -> PhraseMatcher {
        let phrases = try #require(clock[locale])
        let catalog = Catalog(locale: locale, app: AppDescription(name: "Tock"),
                              intents: ["SetAlarm": IntentDescriptor(title: "Set Alarm"),
                                        "ShowAlarms": IntentDescriptor(title: "Show Alarms")],
                              shortcuts: [ShortcutDescriptor(intent: "SetAlarm", phrases: phrases.set),
                                          ShortcutDescriptor(intent: "ShowAlarms", phrases: phrases.show)])
        return try PhraseMatcher(catalogs: [catalog], locale: locale, options: options)
    }

    /// Said as a state, the verb does not ask to set an alarm; without the rule it did.
    @Test(arguments: [
        ("en", "is my alarm set"), ("en", "what alarms do you have set"), ("en", "have i set an alarm"),
        ("en", "did you set an alarm"),
    ])
    func aVerbSaidAsAStateIsNoCommand(locale: String, utterance: String) throws {
        let result = try Self.matcher(locale: locale).match(utterance, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.best?.intent != "SetAlarm", "\(rendered)")
        #expect(result.status == .noMatch || result.best?.intent == "ShowAlarms", "\(rendered)")
        var options = MatchOptions()
        options.paraphraseCommandAsStateRefuses = false
        let without = try Self.matcher(locale: locale, options: options).match(utterance)
        #expect(without.best?.intent == "SetAlarm", "the rule is what refuses it: \(without)")
    }

    /// The English questions the show shortcut answers once the state is no other request.
    @Test(arguments: ["what alarms do you have set", "do i have an alarm set"])
    func theQuestionIsTheShowShortcuts(utterance: String) throws {
        let result = try Self.matcher(locale: "en").match(utterance, explain: true)
        #expect(result.status == .matched, "\(result.explanation?.rendered ?? "")")
        #expect(result.best?.intent == "ShowAlarms", "\(result.explanation?.rendered ?? "")")
    }

    /// The verb said as a command stays the command, after a modal or a subject pronoun
    /// too, and "to" starts a clause of its own.
    @Test(arguments: [
        ("en", "please set an alarm for me"), ("en", "can you set an alarm"), ("en", "is it possible to set an alarm"),
        // A clause before the command: "is" and "have" there are no auxiliary of "set", which
        // takes an object (a state takes none).
        ("en", "my flight is at six set an alarm"), ("en", "i have a meeting tomorrow set an alarm for six"),
        ("fr", "règle moi une alarme"), ("es", "programa una alarma para mañana"),
        ("pt-BR", "programe um alarme para amanhã"),
    ])
    func theCommandStaysTheCommand(locale: String, utterance: String) throws {
        let result = try Self.matcher(locale: locale).match(utterance, explain: true)
        #expect(result.best?.intent == "SetAlarm", "\(result.explanation?.rendered ?? "")")
    }

    /// The auxiliaries of English: a subject pronoun beside "have" or "did", "be" up to
    /// five words before; "have" leading a command is its verb.
    @Test func englishAuxiliaries() {
        let words = StateWords(language: "en")
        #expect(words.saysAsState(at: 3, in: ["is", "my", "alarm", "set"]))
        #expect(words.saysAsState(at: 2, in: ["have", "i", "set", "an", "alarm"]))
        #expect(words.saysAsState(at: 4, in: ["alarms", "do", "i", "have", "set"]))
        #expect(!words.saysAsState(at: 0, in: ["set", "an", "alarm"]))
        #expect(!words.saysAsState(at: 2, in: ["can", "you", "set", "an", "alarm"]))
        #expect(!words.saysAsState(at: 3, in: ["have", "an", "alarm", "set"]))
        #expect(!words.saysAsState(at: 4, in: ["is", "it", "possible", "to", "set"]))
        // With an object after the verb, only a perfect or a question right before it.
        #expect(words.saysAsState(at: 2, in: ["did", "you", "set", "an", "alarm"]))
        #expect(words.saysAsState(at: 2, in: ["i", "have", "set", "an", "alarm"]))
        #expect(!words.saysAsState(at: 4, in: ["my", "flight", "is", "late", "set", "an", "alarm"]))
        #expect(!words.saysAsState(at: 5, in: ["we", "have", "a", "meeting", "tomorrow", "set", "an", "alarm"]))
        #expect(words.saysAsState(at: 5, in: ["do", "i", "have", "an", "alarm", "set"]))
        #expect(words.saysAsState(at: 3, in: ["have", "you", "already", "set", "an", "alarm"]))
        #expect(words.saysAsState(at: 3, in: ["i", "have", "already", "set", "an", "alarm"]))
        #expect(!words.saysAsState(at: 5, in: ["do", "you", "think", "you", "can", "set", "an", "alarm"]))
        #expect(StateWords(language: "ja").saysAsState(at: 1, in: ["アラーム", "セット"]) == false)
    }
}
