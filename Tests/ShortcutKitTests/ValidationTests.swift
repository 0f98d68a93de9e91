import Testing
import PhraseMatching
import ShortcutKit
import ShortcutsCLI

/// Every phrase-rule message, exactly, with the app, shortcut, phrase and locale it names.
@Suite struct ValidationTests {
    typealias F = ValidationFixtures

    @Test func missingApplicationName() async {
        let problems = await F.problems(F.MissingApplicationName.self)
        #expect(problems == [
            Diagnostic(.error, message: "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.",
                       app: "Fixture", shortcut: "OpenShelf", phrase: "Open ${shelf} please", locale: "en",
                       span: 0..<20, note: "add '${applicationName}' where the app's name is said"),
        ])
        #expect(problems.first?.message == PhraseRules.missingApplicationName)
    }

    @Test func missingApplicationNameRendered() async {
        let problems = await F.problems(F.MissingApplicationName.self)
        #expect(DiagnosticRenderer().render(problems) == """
            error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.
              in app 'Fixture', shortcut 'OpenShelf', locale 'en'
                Open ${shelf} please
                ^~~~~~~~~~~~~~~~~~~~
              note: add '${applicationName}' where the app's name is said
            1 error
            """)
    }

    @Test func doubledApplicationName() async {
        let problems = await F.problems(F.DoubledApplicationName.self)
        #expect(problems == [
            Diagnostic(.error, message: "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.",
                       app: "Fixture", shortcut: "Refresh", phrase: "Refresh ${applicationName} with ${applicationName}",
                       locale: "en", span: 32..<50, note: "remove one '${applicationName}'"),
        ])
    }

    @Test func twoParameters() async {
        let problems = await F.problems(F.TwoParameters.self)
        #expect(problems == [
            Diagnostic(.error, message: "Invalid Utterance. An App Shortcut utterance may contain at most one parameter besides '${applicationName}'; found '${item}' and '${shelf}'.",
                       app: "Fixture", shortcut: "MoveItem", phrase: "Move ${item} to ${shelf} in ${applicationName}",
                       locale: "en", span: 16..<24),
        ])
    }

    @Test func parameterThatIsNeitherEnumNorEntity() async {
        let problems = await F.problems(F.StringParameter.self)
        #expect(problems == [
            Diagnostic(.error, message: "Invalid parameter type. AppEntity and AppEnum are the only allowed types for text",
                       app: "Fixture", shortcut: "AddNote", phrase: "Add ${text} in ${applicationName}", locale: "en", span: 4..<11),
        ])
        #expect(problems.first?.message == PhraseRules.invalidParameterType("text"))
    }

    @Test func parameterTheIntentLacks() async {
        let problems = await F.problems(F.UnknownParameter.self)
        #expect(problems == [
            Diagnostic(.error, message: "Invalid parameter. The intent has no parameter 'shelve'.",
                       app: "Fixture", shortcut: "OpenShelf", phrase: "Open ${shelve} in ${applicationName}", locale: "en",
                       span: 5..<14, note: "did you mean '${shelf}'?"),
        ])
    }

    @Test func negativePhraseWithAParameter() async {
        let problems = await F.problems(F.NegativeWithParameter.self)
        #expect(problems == [
            Diagnostic(.error, message: "Invalid Negative Phrase. Negative phrases may contain only '${applicationName}', not a parameter: '${shelf}'.",
                       app: "Fixture", shortcut: "negativePhrases", phrase: "Delete ${shelf} in ${applicationName}", locale: "en",
                       span: 7..<15),
        ])
    }

    @Test func duplicatePhrases() async {
        let problems = await F.problems(F.DuplicatePhrases.self)
        #expect(problems == [
            Diagnostic(.warning, message: "Duplicate phrase: 'Refresh ${applicationName}' appears twice in App Shortcut 'Refresh'.",
                       app: "Fixture", shortcut: "Refresh", phrase: "Refresh ${applicationName}", locale: "en", span: 0..<26),
            Diagnostic(.warning, message: "Duplicate phrase: 'refresh ${applicationName}!' is also a phrase of App Shortcut 'Refresh' ('Refresh ${applicationName}').",
                       app: "Fixture", shortcut: "OpenShelf", phrase: "refresh ${applicationName}!", locale: "en", span: 0..<27),
        ])
    }

    @Test func moreThanTenShortcuts() async {
        let problems = await F.problems(F.ElevenShortcuts.self)
        #expect(problems == [
            Diagnostic(.warning, message: "Found 11 App Shortcuts, but each app may have at most 10.", app: "Fixture", locale: "en"),
        ])
        #expect(!problems.hasErrors)
    }

    @Test func moreThanAThousandExpandedPhrases() async {
        let problems = await F.problems(F.ThousandValues.self)
        #expect(problems == [
            Diagnostic(.warning, message: "Found 1002 App Shortcut phrases once parameters are expanded over their values; the limit is 1000.",
                       app: "Fixture", locale: "en"),
        ])
        #expect(!problems.hasErrors)
    }

    @Test func everyProblemAtOnceInOrder() async {
        let problems = await F.problems(F.ManyProblems.self)
        #expect(problems.map(\.message) == [
            "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.",
            "Invalid parameter type. AppEntity and AppEnum are the only allowed types for text",
            "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.",
            "Invalid Negative Phrase. Negative phrases may contain only '${applicationName}', not a parameter: '${text}'.",
        ])
        #expect(problems.map(\.phrase) == ["Add ${text}", "Add ${text}", "Refresh ${applicationName} ${applicationName}",
                                           "Forget ${text} in ${applicationName}"])
        #expect(problems.map(\.shortcut) == ["AddNote", "AddNote", "Refresh", "negativePhrases"])
        #expect(problems.allSatisfy { $0.app == "Fixture" && $0.locale == "en" && $0.severity == .error })
    }

    @Test func checkCommandFailsWithApplesMessage() async throws {
        let transcript = ToolTranscript()
        let status = await ShortcutsTool.run(arguments: ["check"], apps: [F.app(F.MissingApplicationName.self)], io: transcript.io)
        #expect(status == 65)
        #expect(transcript.output.contains("error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."))
        #expect(transcript.output.contains("Open ${shelf} please"))
    }

    @Test func checkCommandPassesWithWarningsOnly() async throws {
        let transcript = ToolTranscript()
        let status = await ShortcutsTool.run(arguments: ["check"], apps: [F.app(F.ElevenShortcuts.self)], io: transcript.io)
        #expect(status == 0)
        #expect(transcript.output.contains("warning: Found 11 App Shortcuts, but each app may have at most 10."))
    }
}
