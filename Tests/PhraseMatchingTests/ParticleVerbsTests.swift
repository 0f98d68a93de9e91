import Testing
@testable import PhraseMatching

/// A phrase's verb said with another particle — "turn up the speakers" for "Turn on the
/// ${plug}", "turn the volume off" for "Turn up the volume" — asks another action: the phrase
/// is refused at the flexible and the paraphrase level (`ParticleVerbs`, English only).
@Suite struct ParticleVerbsTests {
    static func homely(options: MatchOptions = MatchOptions()) throws -> PhraseMatcher {
        let plug = ValueType(kind: .enum, title: "Plug",
                             values: [ParameterValue(id: "speaker", title: "Speakers"), ParameterValue(id: "fan", title: "Fan")])
        let catalog = Catalog(locale: "en", app: AppDescription(name: "Homely"), types: ["Plug": plug],
                              intents: ["TurnOnPlug": IntentDescriptor(title: "Turn On Plug",
                                                                        parameters: [ParameterDescriptor(name: "plug", type: "Plug", title: "Plug")]),
                                        "TurnOffPlug": IntentDescriptor(title: "Turn Off Plug",
                                                                         parameters: [ParameterDescriptor(name: "plug", type: "Plug", title: "Plug")])],
                              shortcuts: [ShortcutDescriptor(intent: "TurnOnPlug", phrases: ["Turn on the ${plug} in ${applicationName}",
                                                                                             "Switch on the ${plug} with ${applicationName}"]),
                                          ShortcutDescriptor(intent: "TurnOffPlug", phrases: ["Turn off the ${plug} in ${applicationName}",
                                                                                              "Switch off the ${plug} with ${applicationName}"])])
        return try PhraseMatcher(catalogs: [catalog], locale: "en", options: options)
    }

    /// "up" is no "on": without the rule, the flexible level read it as a filler and "on" as missing.
    @Test(arguments: ["turn up the speakers", "turn up speakers", "turn the speakers up"])
    func anotherParticleIsAnotherAction(utterance: String) throws {
        let result = try Self.homely().match(utterance, explain: true)
        #expect(result.status == .noMatch, "\(result.explanation?.rendered ?? "")")
        var options = MatchOptions()
        options.otherParticleRefuses = false
        let without = try Self.homely(options: options).match(utterance)
        #expect(without.best?.intent == "TurnOnPlug", "the rule is what refuses it: \(without)")
    }

    /// Its own particle, before or after the object, or a word said bare elsewhere, stays its answer.
    @Test(arguments: [("turn on the speakers", "TurnOnPlug"), ("turn the speakers on", "TurnOnPlug"),
                      ("please switch the fan off", "TurnOffPlug"), ("turn off speakers", "TurnOffPlug")])
    func itsOwnParticleStaysItsAnswer(utterance: String, intent: String) throws {
        let result = try Self.homely().match(utterance, explain: true)
        #expect(result.best?.intent == intent, "\(result.explanation?.rendered ?? "")")
    }

    /// At the paraphrase level: "turn the volume off" is no "Turn up the volume"; the shortcut
    /// that turns the sound off answers instead.
    @Test func aParaphraseWithAnotherParticleIsRefused() throws {
        let catalog = Catalog(locale: "en", app: AppDescription(name: "Tempo"),
                              intents: ["VolumeUp": IntentDescriptor(title: "Volume Up"),
                                        "Mute": IntentDescriptor(title: "Mute")],
                              shortcuts: [ShortcutDescriptor(intent: "VolumeUp", phrases: ["Turn up the volume in ${applicationName}",
                                                                                           "Turn ${applicationName} up",
                                                                                           "Raise the volume on ${applicationName}"]),
                                          ShortcutDescriptor(intent: "Mute", phrases: ["Mute ${applicationName}",
                                                                                       "Turn off the sound in ${applicationName}"])])
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: "en")
        let result = matcher.match("please turn the volume off", all: true, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.best?.intent != "VolumeUp", "\(rendered)")
        #expect(result.explanation?.scored.contains { $0.candidate.intent == "VolumeUp" && $0.refusal == .anotherParticle } == true,
                "\(rendered)")
    }

    /// The particle read word by word: right after the verb, after a pronoun, a parameter or a
    /// determiner and one word; a preposition before an object is none; other languages have none.
    @Test func theParticleOfAVerb() {
        let words = ParticleVerbs.shared(language: "en")
        #expect(words.particle(after: 0, in: ["turn", "up", "the", "speakers"]) == "up")
        #expect(words.particle(after: 0, in: ["turn", "the", "lights", "down"]) == "down")
        #expect(words.particle(after: 0, in: ["turn", "\u{1}", "down"]) == "down")
        #expect(words.particle(after: 0, in: ["put", "it", "on", "the", "charger"]) == nil)
        #expect(words.particle(after: 0, in: ["turn", "left", "on", "main", "street"]) == nil)
        #expect(words.saidParticles(["turn", "on", "the", "lights", "in", "\u{1}"])["turn"] == ["on"])
        #expect(words.saysAnotherParticle(["turn", "up", "the", "lights"], said: ["turn": ["on"]]))
        #expect(!words.saysAnotherParticle(["turn", "up", "the", "lights", "on"], said: ["turn": ["on"]]))
        #expect(!words.saysAnotherParticle(["turn", "up", "the", "lights"], said: ["turn": ["on", ""]]))
        #expect(ParticleVerbs.shared(language: "fr").isEmpty)
    }

    /// A pronoun before a particle is the verb's object, no verb of its own: "me" of "Wake me
    /// up" said before another particle ("set an alarm for me on friday") refused Set alarm
    /// (reviewp14: the paraphrase level kept "me" → ["up"]).
    @Test func aPronounIsNoVerb() throws {
        let words = ParticleVerbs.shared(language: "en")
        let said = words.saidParticles(["wake", "me", "up", "with", "\u{1}"])
        #expect(said["wake"] == ["up"])
        #expect(said["me"] == nil)
        let catalog = Catalog(locale: "en", app: AppDescription(name: "Tock"),
                              intents: ["SetAlarm": IntentDescriptor(title: "Set Alarm"),
                                        "ShowAlarms": IntentDescriptor(title: "Show Alarms")],
                              shortcuts: [ShortcutDescriptor(intent: "SetAlarm", phrases: ["Set an alarm in ${applicationName}",
                                                                                           "Wake me up with ${applicationName}"]),
                                          ShortcutDescriptor(intent: "ShowAlarms", phrases: ["Show my alarms in ${applicationName}"])])
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: "en")
        let result = matcher.match("please set an alarm for me on friday", all: true, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.explanation?.scored.contains { $0.candidate.intent == "SetAlarm" && $0.refusal == .anotherParticle } == false,
                "\(rendered)")
    }
}
