import Testing
@testable import PhraseMatching

/// Words people type to apps that WordNet 3.0 (2006) does not relate, supplied by
/// Lexicon/en.txt: "tweet" is posting a message, which WordNet knows only as a bird's sound.
/// Found by the fresh hwu64 apps (Evaluation/RealRequests/fresh), tuned on nothing.
@Suite struct LexiconSupplementTests {
    static let social = Catalog(
        locale: "en",
        app: AppDescription(name: "Chatter"),
        types: ["Network": ValueType(kind: .enum, title: "Network", values: [
            ParameterValue(id: "twitter", title: "Twitter"),
            ParameterValue(id: "facebook", title: "Facebook"),
        ])],
        intents: [
            "PostUpdate": IntentDescriptor(title: "Post Update", parameters: [
                ParameterDescriptor(name: "network", type: "Network", title: "Network", isOptional: true)]),
            "CheckFeed": IntentDescriptor(title: "Check Feed", parameters: [
                ParameterDescriptor(name: "network", type: "Network", title: "Network", isOptional: true)]),
        ],
        shortcuts: [
            ShortcutDescriptor(intent: "PostUpdate", phrases: [
                "Post an update with ${applicationName}",
                "Post to ${network} with ${applicationName}",
                "Share a post on ${network} in ${applicationName}",
                "Write a new post in ${applicationName}",
            ]),
            ShortcutDescriptor(intent: "CheckFeed", phrases: [
                "Check my feed in ${applicationName}",
                "Show my ${network} feed in ${applicationName}",
                "Any new posts in ${applicationName}",
            ]),
        ])

    @Test func aTweetIsAPost() throws {
        let matcher = try PhraseMatcher(catalogs: [Self.social])
        let written = matcher.match("write a new tweet", explain: true)
        #expect(written.status == .matched && written.best?.intent == "PostUpdate", "→ \(written.status)")
        #expect(written.explanation?.words.contains { $0.typed == "tweet" && $0.phraseWord == "post" && $0.rule == .synonym } == true)
        let shared = matcher.match("share a tweet on twitter")
        #expect(shared.status == .matched && shared.best?.intent == "PostUpdate"
                    && shared.best?.parameter?.value == "twitter", "→ \(shared.status)")
    }
}
