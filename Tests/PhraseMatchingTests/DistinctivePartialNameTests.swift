import Testing
@testable import PhraseMatching

/// A word only one searchable value's name contains names that value as its whole name
/// does ("open gatsby"), unless the word is one of the app's own phrases: "switch off the
/// lights" asks for the lights ("Lights off"), not for the Christmas Lights plug.
@Suite struct DistinctivePartialNameTests {
    static let home = Catalog(
        locale: "en",
        app: AppDescription(name: "Homey"),
        types: ["Plug": ValueType(kind: .entity, title: "Plug", searchable: true, values: [
            ParameterValue(id: "christmas", title: "Christmas Lights"),
            ParameterValue(id: "fan", title: "Desk Fan"),
            ParameterValue(id: "kettle", title: "Electric Kettle"),
        ])],
        intents: [
            "TurnOffLights": IntentDescriptor(title: "Turn Off Lights"),
            "TurnOffPlug": IntentDescriptor(title: "Turn Off Plug", parameters: [
                ParameterDescriptor(name: "plug", type: "Plug", title: "Plug")]),
        ],
        shortcuts: [
            ShortcutDescriptor(intent: "TurnOffLights", phrases: ["Lights off in ${applicationName}"]),
            ShortcutDescriptor(intent: "TurnOffPlug", phrases: ["Switch off the ${plug} with ${applicationName}"]),
        ])

    @Test func aDistinctiveWordScoresAsTheWholeName() throws {
        let matcher = try PhraseMatcher(catalogs: [Self.home, Fixtures.library])
        let partial = matcher.match("switch off the fan")
        #expect(partial.status == .matched && partial.best?.parameter?.value == "fan", "→ \(partial.status)")
        let whole = try #require(matcher.match("switch off the desk fan").best?.score)
        #expect(whole > (partial.best?.score ?? 1))
    }

    @Test func aWordOfThePhrasesIsNoDistinctivePart() throws {
        let matcher = try PhraseMatcher(catalogs: [Self.home, Fixtures.library])
        let result = matcher.match("switch off the lights", all: true)
        #expect(result.best?.parameter?.value != "christmas", "→ \(result.status) \(result.best?.intent ?? "")")
        let plug = result.candidates.first { $0.parameter?.value == "christmas" }
        let lights = result.candidates.first { $0.intent == "TurnOffLights" }
        #expect(plug == nil || (lights?.score ?? 0) > plug!.score)
    }
}
