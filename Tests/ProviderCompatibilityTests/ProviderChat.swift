import ShortcutKit

/// The chat of one app, in English: every input answered in turn, the events in order.
func providerChat(_ app: String, _ provider: any AppShortcutsProvider.Type, _ inputs: [String]) async throws -> [ChatEvent] {
    let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: app, provider: provider)], locale: "en")
    let conversation = Conversation(matcher: matcher, app: app)
    var events: [ChatEvent] = []
    for input in inputs { events += await conversation.respond(to: input) }
    return events
}
