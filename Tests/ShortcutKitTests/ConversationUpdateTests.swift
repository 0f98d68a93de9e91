import Foundation
import PhraseMatching
import Testing
@testable import ShortcutKit
import TestSupport

/// Conversations while parameters are updated (`updateAppShortcutParameters()`).
extension ChatSuites.ConversationTests {
    @Test func addThenOpen() async throws {
        let conversation = try await Self.conversation()
        let before = conversation.matcher.match("open the left hand of darkness in library")
        #expect(before.status == .noMatch)
        expectTranscript(await Self.play(["add a book to library", "The Left Hand of Darkness", "open the left hand of darkness in library"],
                                in: conversation), """
            > add a book to library
            What is the title?
            > The Left Hand of Darkness
            Added The Left Hand of Darkness.
              → The Left Hand of Darkness — Unknown
            > open the left hand of darkness in library
            Opening The Left Hand of Darkness.
              → The Left Hand of Darkness — Unknown
            """)
        // The new book is now a suggested value: matched exactly, without a search.
        let after = conversation.matcher.match("open the left hand of darkness in library")
        #expect(after.status == .matched)
        #expect(after.best?.kind == .exact)
        #expect(after.best?.parameter?.value == "b5")
        try conversation.matcher.engine.checkInvariants()
    }

    @Test func aTieIncludingTheValueJustReturnedPicksIt() async throws {
        // A third "Dune": right after adding it, "open dune" means the new one; later, it is a tie again.
        expectTranscript(try await Self.transcript(["add a book to library", "Dune", "open dune in library",
                                                    "open read in library", "open dune in library", "cancel"]), """
            > add a book to library
            What is the title?
            > Dune
            Added Dune.
              → Dune — Unknown
            > open dune in library
            Opening Dune.
              → Dune — Unknown
            > open read in library
            Opening Read.
            > open dune in library
            Which book?
              1. Dune — Frank Herbert
              2. Dune — Brian Herbert
              3. Dune — Unknown
            > cancel
            Cancelled.
            """)
    }

    @Test func queryThatThrowsKeepsThePreviousValues() async throws {
        let conversation = try await Self.conversation(apps: [ChatTestApps.gadgets])
        let first = await Self.play(["add a gadget to gadgets", "Gamma", "open gamma in gadgets"], in: conversation)
        expectTranscript(first, """
            > add a gadget to gadgets
            What is it called?
            > Gamma
            Added Gamma.
            > open gamma in gadgets
            Opening Gamma.
            """)
        FlakyState.shared.isFailing = true
        let second = await Self.play(["add a gadget to gadgets", "Delta", "open beta in gadgets", "open delta in gadgets"], in: conversation)
        expectTranscript(second, """
            > add a gadget to gadgets
            What is it called?
            > Delta
            Added Delta.
            Warning: Gadgets: suggestedEntities() of GadgetEntity threw an error: the gadget service is down; the previous values are kept.
            > open beta in gadgets
            Opening Beta.
            > open delta in gadgets
            No shortcut matched 'open delta in gadgets'. Did you mean 'Open … in Gadgets'?
            """)
        try conversation.matcher.engine.checkInvariants()
    }

    @Test func performThatTakesTooLongIsGivenUpOn() async throws {
        FlakyState.shared.reset()
        let matcher = try await ShortcutMatcher(apps: [ChatTestApps.gadgets])
        // Calibrating never ends (it waits until cancelled). The limit is also every
        // later perform's: one second, so that opening Alpha on a loaded machine is
        // not given up on too.
        let conversation = Conversation(matcher: matcher, performTimeout: .seconds(1))
        expectTranscript(await Self.play(["calibrate gadgets", "open alpha in gadgets"], in: conversation), """
            > calibrate gadgets
            Error: Calibrate Gadgets did not finish within 1 second.
            > open alpha in gadgets
            Opening Alpha.
            """)
    }

    @Test func updatesFromOutsideAConversationAreReported() async throws {
        let conversation = try await Self.conversation(apps: [ChatTestApps.gadgets])
        FlakyState.shared.isFailing = true
        GadgetShortcuts.updateAppShortcutParameters()
        expectTranscript(await Self.play(["open alpha in gadgets"], in: conversation), """
            > open alpha in gadgets
            Warning: Gadgets: suggestedEntities() of GadgetEntity threw an error: the gadget service is down; the previous values are kept.
            Opening Alpha.
            """)
    }

    @Test func valuesTheEngineRefusesAreReported() async throws {
        let conversation = try await Self.conversation(apps: [ChatTestApps.gadgets])
        // An update the engine throws on (here a type it does not know) keeps the
        // previous values and says so, as a query that throws does.
        conversation.matcher.apply(ValueType(kind: .entity, title: "Gadget", values: [ParameterValue(id: "Omega", title: "Omega")]),
                                   type: "Widget", catalogName: "Gadgets")
        expectTranscript(await Self.play(["open alpha in gadgets", "open alpha in gadgets"], in: conversation), """
            > open alpha in gadgets
            Warning: Gadgets: the values of Widget could not be updated: App 'Gadgets' has no type 'Widget'. The previous values are kept.
            Opening Alpha.
            > open alpha in gadgets
            Opening Alpha.
            """)
    }

    @Test func aSlowUpdateDoesNotBlockMatching() async throws {
        let conversation = try await Self.conversation(apps: [ChatTestApps.gadgets])
        let matcher = conversation.matcher
        let query = (started: Gate(), release: Gate())
        FlakyState.shared.heldQuery = query
        FlakyState.shared.add("Omega")
        GadgetShortcuts.updateAppShortcutParameters()
        await query.started.passed()
        // The update's query is running until the test releases it: matching answers
        // meanwhile, with the previous values (had it waited for the update, it would
        // never have answered).
        #expect(matcher.match("open alpha in gadgets").status == .matched)
        #expect(matcher.match("open omega in gadgets").status == .noMatch)
        // The next input waits for the update, then sees the new value.
        async let reply = Self.play(["open omega in gadgets"], in: conversation)
        query.release.open()
        expectTranscript(await reply, """
            > open omega in gadgets
            Opening Omega.
            """)
        FlakyState.shared.heldQuery = nil
    }

    @Test func hintWithAnEmptySlotShowsAnEllipsis() async throws {
        FlakyState.shared.reset()
        FlakyState.shared.isFailing = true
        defer { FlakyState.shared.reset() }
        // The query threw while the catalog was built: the gadget phrase has no values.
        let conversation = Conversation(matcher: try await ShortcutMatcher(apps: [ChatTestApps.gadgets]))
        expectTranscript(await Self.play(["open alpha in gadgets"], in: conversation), """
            > open alpha in gadgets
            No shortcut matched 'open alpha in gadgets'. Did you mean 'Open … in Gadgets'?
            """)
    }

    @available(macOS 26.0, iOS 26.0, *)
    @Test func inputsGivenAtOnceAreHandledInOrder() async throws {
        let conversation = try await Self.conversation()
        // Three inputs sent together: the question, its answer, then a command.
        let texts = await conversation.respondAtOnce(["open a shelf in library", "2", "open the hobbit in library"])
            .map { $0.compactMap(\.text).joined(separator: "\n") }
        #expect(texts == [Self.shelfQuestion, "Opening Want to Read.", "Opening The Hobbit.\n  → The Hobbit — J. R. R. Tolkien"])
    }

    @Test func matchingGoesOnWhileAnUpdateRuns() async throws {
        let conversation = try await Self.conversation()
        let matcher = conversation.matcher
        // Many updates at once; every match meanwhile sees the old or the new values whole.
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask {
                    _ = TestBookStore.shared.add(title: "Volume \(index)")
                    TestLibraryShortcuts.updateAppShortcutParameters()
                }
                group.addTask {
                    #expect(matcher.match("open the hobbit in library").status == .matched)
                }
            }
        }
        await matcher.settled()
        #expect(matcher.match("open volume 19 in library").best?.parameter?.title == "Volume 19")
        try matcher.engine.checkInvariants()
    }
}


extension Conversation {
    /// Gives `inputs` at once, in order, and returns the responses in that order. Each
    /// input enters `respond(to:)` before the next is given: the tasks start immediately on
    /// the conversation's own executor, so the order they arrive in is the order given, with
    /// no clock involved.
    @available(macOS 26.0, iOS 26.0, *)
    func respondAtOnce(_ inputs: [String]) async -> [[ChatEvent]] {
        let replies = inputs.map { input in Task.immediate { await self.respond(to: input) } }
        var responses: [[ChatEvent]] = []
        for reply in replies { responses.append(await reply.value) }
        return responses
    }
}
