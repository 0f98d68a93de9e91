import Testing
@testable import PhraseMatching

/// A word that tells a shortcut apart from another of its app whose phrase is the same but
/// for that word ("on" of "Turn on the lights" beside "Turn off the lights") is no word that
/// the words of its other phrases make up for: "change my room lights" says neither "on" nor
/// "off", and was answered Lights On at full recall, its "change" read as "turn" and its
/// "room" as its parameter's title. Found by the hwu64 requests (Evaluation/RealRequests,
/// Homely's phrases).
@Suite struct ContrastWordTests {
    static func lights(locale: String, on: [String], off: [String], brighten: [String]) -> Catalog {
        Catalog(
            locale: locale, app: AppDescription(name: "Homely"),
            types: ["Room": ValueType(kind: .enum, title: "Room", values: [
                ParameterValue(id: "kitchen", title: "Kitchen"), ParameterValue(id: "bedroom", title: "Bedroom"),
            ])],
            intents: ["TurnOnLights": IntentDescriptor(title: "Lights On", parameters: [
                          ParameterDescriptor(name: "room", type: "Room", title: "Room", isOptional: true)]),
                      "TurnOffLights": IntentDescriptor(title: "Lights Off", parameters: [
                          ParameterDescriptor(name: "room", type: "Room", title: "Room", isOptional: true)]),
                      "BrightenLights": IntentDescriptor(title: "Brighten Lights")],
            shortcuts: [ShortcutDescriptor(intent: "TurnOnLights", phrases: on),
                        ShortcutDescriptor(intent: "TurnOffLights", phrases: off),
                        ShortcutDescriptor(intent: "BrightenLights", phrases: brighten)])
    }

    static let english = lights(
        locale: "en",
        on: ["Turn on the lights in ${applicationName}", "Turn on the ${room} lights in ${applicationName}",
             "Lights on in ${applicationName}", "Switch on the lights in the ${room} with ${applicationName}"],
        off: ["Turn off the lights in ${applicationName}", "Turn off the ${room} lights in ${applicationName}",
              "Lights off in ${applicationName}", "Switch off the lights in the ${room} with ${applicationName}"],
        brighten: ["Brighten the lights in ${applicationName}", "Turn up the lights in ${applicationName}",
                   "Make the lights brighter in ${applicationName}"])

    /// A request that changes the lights without saying how is no request to turn them on;
    /// one that says "on" (or "off") still is.
    @Test(arguments: [
        ("change my room lights", nil),
        ("change the lights", nil),
        ("turn my room lights on", "TurnOnLights"),
        ("my lights on please", "TurnOnLights"),
        ("switch my room lights off", "TurnOffLights"),
    ] as [(String, String?)])
    func aWordThatTellsTwoShortcutsApartMustBeSaid(utterance: String, intent: String?) throws {
        let result = try PhraseMatcher(catalogs: [Self.english], locale: "en").match(utterance, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        if let intent {
            #expect(result.status == .matched && result.best?.intent == intent, "\(utterance): \(rendered)")
        } else {
            #expect(!(result.status == .matched && result.best?.intent == "TurnOnLights"), "\(utterance): \(rendered)")
        }
    }

    /// The words found, in each language: the function word of two phrases of two shortcuts
    /// the same but for one word each; none where that word is a content word, which weighs
    /// fully already (the verbs of French, Spanish, Portuguese and Japanese), nor for a
    /// shortcut with no such twin.
    @Test(arguments: [
        // ("off" is no function word of the lexicon: it weighs fully already.)
        ("en", ["Turn on the lights in ${applicationName}"], ["Turn off the lights in ${applicationName}"], "on", nil),
        ("en", ["Switch the lights on with ${applicationName}"], ["Switch the lights off with ${applicationName}"], "on", nil),
        ("fr", ["Allume les lumières dans ${applicationName}"], ["Éteins les lumières dans ${applicationName}"], nil, nil),
        ("es", ["Enciende las luces en ${applicationName}"], ["Apaga las luces en ${applicationName}"], nil, nil),
        ("pt-BR", ["Ligue as luzes no ${applicationName}"], ["Desligue as luzes no ${applicationName}"], nil, nil),
        ("ja", ["${applicationName}で電気をつけて"], ["${applicationName}で電気を消して"], nil, nil),
    ] as [(String, [String], [String], String?, String?)])
    func theWordsThatTellTwinsApartAreFound(locale: String, on: [String], off: [String], onWord: String?, offWord: String?) {
        let catalog = Self.lights(locale: locale, on: on, off: off, brighten: ["Brighten the lights in ${applicationName}"])
        var automaton = Automaton(locale: locale)
        automaton.add(catalog)
        let index = ParaphraseIndex(automaton)
        func words(_ bag: Int) -> Set<String> { Set(index.bags[bag].contrastTerms.map { index.termWords[Int($0)] }) }
        #expect(words(0) == Set([onWord].compactMap { $0 }), "\(words(0))")
        #expect(words(1) == Set([offWord].compactMap { $0 }), "\(words(1))")
        #expect(words(2).isEmpty, "\(words(2))")
    }
}
