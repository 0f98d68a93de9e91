import Testing
import PhraseMatching

/// `shortcuts check`'s static analysis: each finding is a warning naming both sides.
@Suite struct PhraseAnalyzerTests {
    static func catalog(_ name: String, shortcuts: [ShortcutDescriptor], values: [ParameterValue] = [], intents: [String: IntentDescriptor] = [:]) -> Catalog {
        var all = intents
        for shortcut in shortcuts where all[shortcut.intent] == nil {
            all[shortcut.intent] = IntentDescriptor(title: shortcut.intent, parameters: shortcut.phrases.contains { $0.contains("${item}") }
                ? [ParameterDescriptor(name: "item", type: "Item", title: "Item")] : [])
        }
        return Catalog(locale: "en", app: AppDescription(name: name),
                       types: values.isEmpty ? [:] : ["Item": ValueType(kind: .enum, title: "Item", values: values)],
                       intents: all, shortcuts: shortcuts)
    }

    func messages(_ catalogs: [Catalog]) -> [String] {
        PhraseAnalyzer(catalogs: catalogs).collisions().map(\.message)
    }

    @Test func collisionOfTwoValuesWithOneTitle() {
        let notes = Self.catalog("Notes", shortcuts: [ShortcutDescriptor(intent: "OpenItem", phrases: ["Open ${item} in ${applicationName}"])],
                                 values: [ParameterValue(id: "a", title: "Ideas"), ParameterValue(id: "b", title: "Ideas")])
        #expect(messages([notes]) == [
            "Collision: 'open ideas in notes' runs both OpenItem(a) ('Open ${item} in ${applicationName}') and OpenItem(b) ('Open ${item} in ${applicationName}'). Typed this way, the user is asked to choose.",
        ])
    }

    @Test func collisionOfALiteralPhraseAndAValueSaysWhichWins() {
        let notes = Self.catalog("Notes", shortcuts: [
            ShortcutDescriptor(intent: "OpenInbox", phrases: ["Open Inbox in ${applicationName}"]),
            ShortcutDescriptor(intent: "OpenItem", phrases: ["Open ${item} in ${applicationName}"]),
        ], values: [ParameterValue(id: "inbox", title: "Inbox")])
        #expect(messages([notes]) == [
            "Collision: 'open inbox in notes' runs both OpenInbox ('Open Inbox in ${applicationName}') and OpenItem(inbox) ('Open ${item} in ${applicationName}'). Typed this way, the phrase written out word for word wins: OpenInbox.",
            "Value 'Inbox' of Item is also a word of this app's phrases: 'inbox' in a sentence may be read as the value.",
        ])
    }

    @Test func collisionAcrossAppsWithoutTheAppName() {
        let a = Self.catalog("Notes", shortcuts: [ShortcutDescriptor(intent: "ShowFavorites", phrases: ["Show favorites in ${applicationName}"])])
        let b = Self.catalog("Photos", shortcuts: [ShortcutDescriptor(intent: "OpenFavorites", phrases: ["Show favorites in ${applicationName}"])])
        #expect(messages([a, b]) == [
            "Collision across apps: without its app name, 'show favorites in' runs both ShowFavorites of Notes ('Show favorites in ${applicationName}') and OpenFavorites of Photos ('Show favorites in ${applicationName}'). With both apps loaded, the user is asked which app.",
        ])
    }

    @Test func nearCollisionWithinOneTypo() {
        let notes = Self.catalog("Notes", shortcuts: [
            ShortcutDescriptor(intent: "StartTimer", phrases: ["Start timer in ${applicationName}"]),
            ShortcutDescriptor(intent: "StartTimes", phrases: ["Start times in ${applicationName}"]),
        ])
        #expect(messages([notes]) == [
            "Near collision: 'Start timer in ${applicationName}' (StartTimer) and 'Start times in ${applicationName}' (StartTimes) differ by one typo ('timer' / 'times'); a typo in one may run the other.",
        ])
    }

    @Test func nearCollisionOfValues() {
        let trails = Self.catalog("Trails", shortcuts: [ShortcutDescriptor(intent: "Track", phrases: ["Track my ${item} in ${applicationName}"])],
                                  values: [ParameterValue(id: "biking", title: "Biking"), ParameterValue(id: "hiking", title: "Hiking")])
        #expect(messages([trails]) == ["Near collision: values 'Biking' and 'Hiking' of Item differ by one typo."])
    }

    @Test func valueTitleThatIsAPhraseWord() {
        let notes = Self.catalog("Notes", shortcuts: [
            ShortcutDescriptor(intent: "OpenItem", phrases: ["Open ${item} in ${applicationName}"]),
            ShortcutDescriptor(intent: "Archive", phrases: ["Archive everything in ${applicationName}"]),
        ], values: [ParameterValue(id: "x", title: "Everything")])
        #expect(messages([notes]).contains(
            "Value 'Everything' of Item is also a word of this app's phrases: 'everything' in a sentence may be read as the value."))
    }

    @Test func nearCollisionAcrossApps() {
        let a = Self.catalog("Notes", shortcuts: [ShortcutDescriptor(intent: "StartTimer", phrases: ["Start timer in ${applicationName}"])])
        let b = Self.catalog("Clock", shortcuts: [ShortcutDescriptor(intent: "StartTimes", phrases: ["Start times in ${applicationName}"])])
        #expect(messages([a, b]) == [
            "Near collision: 'Start timer in ${applicationName}' (StartTimer of Notes) and 'Start times in ${applicationName}' (StartTimes of Clock) differ by one typo ('timer' / 'times'); a typo in one may run the other.",
        ])
    }

    @Test func phrasesDifferingOnlyByFillers() {
        let notes = Self.catalog("Notes", shortcuts: [
            ShortcutDescriptor(intent: "ShowNotes", phrases: ["Show notes in ${applicationName}"]),
            ShortcutDescriptor(intent: "ShowMyNotes", phrases: ["Show my notes in ${applicationName}"]),
        ])
        #expect(messages([notes]) == [
            "Phrases 'Show notes in ${applicationName}' (ShowNotes) and 'Show my notes in ${applicationName}' (ShowMyNotes) differ only by filler words: typed with or without them, either may answer.",
        ])
    }

    @Test func findingsAreWarningsNamingAppShortcutAndPhrase() throws {
        let notes = Self.catalog("Notes", shortcuts: [ShortcutDescriptor(intent: "OpenItem", phrases: ["Open ${item} in ${applicationName}"])],
                                 values: [ParameterValue(id: "a", title: "Ideas"), ParameterValue(id: "b", title: "Ideas")])
        let finding = try #require(PhraseAnalyzer(catalogs: [notes]).collisions().first)
        #expect(finding.severity == .warning)
        #expect(finding.app == "Notes" && finding.shortcut == "OpenItem" && finding.phrase == "Open ${item} in ${applicationName}")
        #expect(finding.locale == "en")
    }

    @Test func nothingToSayAboutDistinctPhrases() {
        #expect(messages([Fixtures.music]).isEmpty)
    }
}
