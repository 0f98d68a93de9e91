import Testing
@testable import PhraseMatching

/// A request that says one of a shortcut's phrases whole, in its own words, with only
/// fillers and details besides, carries that shortcut's topic when one of the phrase's words
/// is used by no other shortcut (`MatchOptions.paraphraseWholePhraseIsTopic`): "wake me up
/// at seven" for Set alarm's "Wake me up with ${applicationName}", which never says "alarm",
/// and whose "wake" only one of its phrases says (no central word). Found by the hwu64
/// requests (Evaluation/RealRequests, Tock's phrases).
@Suite struct WholePhraseTopicTests {
    static func clock(locale: String, app: String, set: [String], show: [String], delete: [String]) -> Catalog {
        Catalog(
            locale: locale,
            app: AppDescription(name: app),
            intents: [
                "SetAlarm": IntentDescriptor(title: "Set Alarm"),
                "ShowAlarms": IntentDescriptor(title: "Show Alarms"),
                "DeleteAlarm": IntentDescriptor(title: "Delete Alarm"),
            ],
            shortcuts: [
                ShortcutDescriptor(intent: "SetAlarm", phrases: set),
                ShortcutDescriptor(intent: "ShowAlarms", phrases: show),
                ShortcutDescriptor(intent: "DeleteAlarm", phrases: delete),
            ])
    }

    static let english = clock(
        locale: "en", app: "Tock",
        set: ["Set an alarm in ${applicationName}", "Create an alarm with ${applicationName}",
              "Wake me up with ${applicationName}", "Add an alarm in ${applicationName}", "New ${applicationName} alarm"],
        show: ["Show my alarms in ${applicationName}", "What alarms do I have in ${applicationName}",
               "List my ${applicationName} alarms"],
        delete: ["Delete an alarm in ${applicationName}", "Cancel my alarm in ${applicationName}"])

    static let spanish = clock(
        locale: "es", app: "Tic",
        set: ["Pon una alarma en ${applicationName}", "Crea una alarma con ${applicationName}",
              "Despiértame con ${applicationName}", "Añade una alarma en ${applicationName}"],
        show: ["Muestra mis alarmas en ${applicationName}", "Qué alarmas tengo en ${applicationName}",
               "Lista mis alarmas de ${applicationName}"],
        delete: ["Borra una alarma en ${applicationName}", "Cancela mi alarma en ${applicationName}"])

    static let cases: [(catalog: Catalog, utterance: String)] = [
        (english, "wake me up at seven"),
        (english, "please wake me up tomorrow at 6 am"),
        (spanish, "despiértame a las siete"),
    ]

    /// The phrase said whole with a time: Set alarm, though "alarm" is never said.
    @Test(arguments: cases.indices)
    func aWholePhraseSaidCarriesItsTopic(_ i: Int) throws {
        let (catalog, utterance) = Self.cases[i]
        let matcher = try PhraseMatcher(catalogs: [catalog], options: MatchOptions())
        let result = matcher.match(utterance, app: catalog.app.name, explain: true)
        #expect(result.status == .matched && result.best?.intent == "SetAlarm",
                "\(utterance) → \(result.status) \(result.best?.intent ?? "-") \(result.explanation?.refusal.map { "\($0)" } ?? "")")
    }

    /// The same requests without the rule: no word of the topic, refused (what the rule
    /// answers; "wake" is in one phrase of five and the title, no central word).
    @Test(arguments: cases.indices)
    func withoutTheRuleNoTopicIsSaid(_ i: Int) throws {
        let (catalog, utterance) = Self.cases[i]
        var options = MatchOptions()
        options.paraphraseWholePhraseIsTopic = false
        let matcher = try PhraseMatcher(catalogs: [catalog], options: options)
        let result = matcher.match(utterance, app: catalog.app.name, explain: true)
        #expect(result.status != .matched && result.explanation?.refusal == .noTopicWord,
                "\(utterance) → \(result.status) \(result.best?.intent ?? "-")")
    }

    /// The phrase's word said among other words of meaning is no request of the phrase whole:
    /// no topic by this rule ("wake" of "what time did the baby wake up").
    @Test(arguments: ["what time did the baby wake up", "wake up the dog"])
    func otherWordsBesideItAreNoWholePhrase(_ utterance: String) throws {
        let matcher = try PhraseMatcher(catalogs: [Self.english], options: MatchOptions())
        let result = matcher.match(utterance, app: "Tock", explain: true)
        #expect(result.status != .matched, "\(utterance) → \(result.status) \(result.best?.intent ?? "-")")
    }
}
