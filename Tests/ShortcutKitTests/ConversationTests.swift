import Foundation
import PhraseMatching
import Testing
@testable import ShortcutKit
import TestSupport

extension ChatSuites {
    /// Whole conversations, compared as the transcript a person reads: `> ` before each
    /// input, then what the conversation answered.
    @Suite
    struct ConversationTests {
        /// A conversation over fresh test apps, with their stores reset.
        static func conversation(apps: [ShortcutApp] = [ChatTestApps.library], app: String? = nil) async throws -> Conversation {
            TestBookStore.shared.reset()
            FlakyState.shared.reset()
            return Conversation(matcher: try await ShortcutMatcher(apps: apps), app: app)
        }

        /// Plays `inputs` and returns the transcript (or, with `json`, one event a line).
        static func play(_ inputs: [String], in conversation: Conversation, json: Bool = false) async -> String {
            var lines: [String] = []
            for input in inputs {
                if !json { lines.append("> " + input) }
                for event in await conversation.respond(to: input) {
                    if json {
                        lines.append(event.json.rendered)
                    } else if let text = event.text {
                        lines.append(text)
                    }
                }
            }
            return lines.joined(separator: "\n")
        }

        static func transcript(_ inputs: [String], apps: [ShortcutApp] = [ChatTestApps.library], app: String? = nil,
                               json: Bool = false) async throws -> String {
            await play(inputs, in: try await conversation(apps: apps, app: app), json: json)
        }

        static let shelfQuestion = """
            Which shelf?
              1. Currently Reading
              2. Want to Read
              3. Read
            """

        // MARK: Missing values

        @Test func missingValueAnsweredByName() async throws {
            expectTranscript(try await Self.transcript(["open a shelf in library", "want to read"]), """
                > open a shelf in library
                \(Self.shelfQuestion)
                > want to read
                Opening Want to Read.
                """)
        }

        @Test func missingValueAnsweredByNumber() async throws {
            expectTranscript(try await Self.transcript(["open a shelf in library", "2"]), """
                > open a shelf in library
                \(Self.shelfQuestion)
                > 2
                Opening Want to Read.
                """)
        }

        @Test func missingValueAnsweredWithATypoOfASynonym() async throws {
            expectTranscript(try await Self.transcript(["open a shelf in library", "to raed", "open a shelf in library", "finishd"]), """
                > open a shelf in library
                \(Self.shelfQuestion)
                > to raed
                Opening Want to Read.
                > open a shelf in library
                \(Self.shelfQuestion)
                > finishd
                Opening Read.
                """)
        }

        @Test func unknownAnswerAsksAgain() async throws {
            expectTranscript(try await Self.transcript(["open a shelf in library", "xyzzy", "3"]), """
                > open a shelf in library
                \(Self.shelfQuestion)
                > xyzzy
                No shelf matches 'xyzzy'. Say a number or a name, or 'cancel'.
                \(Self.shelfQuestion)
                > 3
                Opening Read.
                """)
        }

        @Test func defaultQuestionNamesTheTypeAndListsEntities() async throws {
            expectTranscript(try await Self.transcript(["open a book in library", "the hobit"]), """
                > open a book in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                  3. The Hobbit — J. R. R. Tolkien
                  4. Persuasion — Jane Austen
                > the hobit
                Opening The Hobbit.
                  → The Hobbit — J. R. R. Tolkien
                """)
        }

        @Test func answerFoundThroughEntityStringQuery() async throws {
            // Neuromancer is no suggested entity: only `entities(matching:)` finds it.
            #expect(try await Self.transcript(["open a book in library", "neuromancer"]).hasSuffix("""
                > neuromancer
                Opening Neuromancer.
                  → Neuromancer — William Gibson
                """))
        }

        @Test func freeTextNumberIsParsed() async throws {
            expectTranscript(try await Self.transcript(["set my reading goal in library", "lots", "12"]), """
                > set my reading goal in library
                How many books this year?
                > lots
                'lots' is not a whole number. Try again, or say 'cancel'.
                How many books this year?
                > 12
                Your goal is 12 books.
                """)
        }

        @Test func aShortcutsPresetValueIsKept() async throws {
            expectTranscript(try await Self.transcript(["what am i reading in library", "open a shelf in library", "cancel"]), """
                > what am i reading in library
                Opening Currently Reading.
                > open a shelf in library
                \(Self.shelfQuestion)
                > cancel
                Cancelled.
                """)
        }

        @Test func aResultThatOpensAnotherIntentRunsIt() async throws {
            expectTranscript(try await Self.transcript(["open my favorite book in library"]), """
                > open my favorite book in library
                Your favorite is The Hobbit.
                Opening The Hobbit.
                  → The Hobbit — J. R. R. Tolkien
                """)
        }

        @Test func aNewCommandLeavesTheQuestion() async throws {
            expectTranscript(try await Self.transcript(["open a shelf in library", "open the hobbit in library"]), """
                > open a shelf in library
                \(Self.shelfQuestion)
                > open the hobbit in library
                Opening The Hobbit.
                  → The Hobbit — J. R. R. Tolkien
                """)
        }

        @Test func anAmbiguousNewCommandLeavesTheQuestionToo() async throws {
            expectTranscript(try await Self.transcript(["open a shelf in library", "open dune in library", "1"]), """
                > open a shelf in library
                \(Self.shelfQuestion)
                > open dune in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                > 1
                Opening Dune.
                  → Dune — Frank Herbert
                """)
        }

        // MARK: Ambiguity

        @Test func ambiguousBookAnsweredByNumber() async throws {
            expectTranscript(try await Self.transcript(["open dune in library", "2"]), """
                > open dune in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                > 2
                Opening Dune.
                  → Dune — Brian Herbert
                """)
        }

        @Test func ambiguousBookAnsweredBySubtitle() async throws {
            #expect(try await Self.transcript(["open dune in library", "frank herbert"]).hasSuffix("""
                > frank herbert
                Opening Dune.
                  → Dune — Frank Herbert
                """))
        }

        @Test func ambiguousAnswerAsksWhichOne() async throws {
            #expect(try await Self.transcript(["open a book in library", "dune", "brian herbert"]).hasSuffix("""
                > dune
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                > brian herbert
                Opening Dune.
                  → Dune — Brian Herbert
                """))
        }

        @Test func openSlotResolvedThroughEntityStringQuery() async throws {
            expectTranscript(try await Self.transcript(["open neuromancer in library"]), """
                > open neuromancer in library
                Opening Neuromancer.
                  → Neuromancer — William Gibson
                """)
        }

        @Test func openSlotActsOnlyOnWholeWordsOfAName() async throws {
            // The query matches substrings ("mancer" in Neuromancer, "herbert" an author):
            // only entities whose title or synonyms say every content word are taken.
            expectTranscript(try await Self.transcript(["open mancer in library", "open herbert in library", "open the in library"]), """
                > open mancer in library
                No shortcut matched 'open mancer in library'. Did you mean 'Open Dune in Library'?
                > open herbert in library
                No shortcut matched 'open herbert in library'.
                > open the in library
                No shortcut matched 'open the in library'. Did you mean 'Open Dune in Library'?
                """)
        }

        @Test func openSlotWithSeveralAppsAndNoneNamed() async throws {
            // Gadgets has an open phrase too, but no search: Library's answer is clearly best.
            expectTranscript(try await Self.transcript(["open neuromancer", "open mancer"], apps: [ChatTestApps.library, ChatTestApps.gadgets]), """
                > open neuromancer
                Opening Neuromancer.
                  → Neuromancer — William Gibson
                > open mancer
                No shortcut matched 'open mancer'.
                """)
        }

        @Test func openSlotFoundBySeveralAppsAsksWhichApp() async throws {
            // Both apps' searches find "neuromancer": with no app named, neither is clearly best.
            expectTranscript(try await Self.transcript(["open neuromancer", "films", "open neuromancer", "2",
                                                        "open neuromancer in library", "open neuromancer in films", "open arrival"],
                                                       apps: [ChatTestApps.library, ChatTestApps.films]), """
                > open neuromancer
                Which app?
                  1. Library
                  2. Films
                > films
                Playing Neuromancer.
                > open neuromancer
                Which app?
                  1. Library
                  2. Films
                > 2
                Playing Neuromancer.
                > open neuromancer in library
                Opening Neuromancer.
                  → Neuromancer — William Gibson
                > open neuromancer in films
                Playing Neuromancer.
                > open arrival
                Playing Arrival.
                """)
        }

        // MARK: Questions inside perform()

        @Test func confirmationYesAndNo() async throws {
            expectTranscript(try await Self.transcript(["delete the hobbit from library", "yes", "delete persuasion from library", "nope"]), """
                > delete the hobbit from library
                Delete The Hobbit by J. R. R. Tolkien?
                > yes
                Deleted The Hobbit.
                > delete persuasion from library
                Delete Persuasion by Jane Austen?
                > nope
                Kept Persuasion.
                """)
        }

        @Test func confirmationInsistsOnYesOrNo() async throws {
            expectTranscript(try await Self.transcript(["delete the hobbit from library", "maybe", "y"]), """
                > delete the hobbit from library
                Delete The Hobbit by J. R. R. Tolkien?
                > maybe
                Please answer yes or no, or 'cancel'.
                Delete The Hobbit by J. R. R. Tolkien?
                > y
                Deleted The Hobbit.
                """)
        }

        @Test func requestValueThrownFromPerform() async throws {
            expectTranscript(try await Self.transcript(["lend the hobbit with library", "Sam"]), """
                > lend the hobbit with library
                Who are you lending The Hobbit to?
                > Sam
                Lent The Hobbit to Sam.
                """)
        }

        @Test func requestDisambiguationInsidePerform() async throws {
            expectTranscript(try await Self.transcript(["suggest a book in library", "3", "persuasion"]), """
                > suggest a book in library
                Which of these would you like?
                  1. The Hobbit — J. R. R. Tolkien
                  2. Persuasion — Jane Austen
                > 3
                '3' is not one of the options. Say a number or a name, or 'cancel'.
                Which of these would you like?
                  1. The Hobbit — J. R. R. Tolkien
                  2. Persuasion — Jane Austen
                > persuasion
                Enjoy Persuasion.
                """)
        }

        // MARK: Cancel

        @Test func cancelLeavesAnyQuestion() async throws {
            expectTranscript(try await Self.transcript([
                "open a shelf in library", "cancel",
                "open dune in library", "never mind",
                "delete the hobbit from library", "cancel",
                "suggest a book in library", "stop",
                "open read in library",
            ]), """
                > open a shelf in library
                \(Self.shelfQuestion)
                > cancel
                Cancelled.
                > open dune in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                > never mind
                Cancelled.
                > delete the hobbit from library
                Delete The Hobbit by J. R. R. Tolkien?
                > cancel
                Cancelled.
                > suggest a book in library
                Which of these would you like?
                  1. The Hobbit — J. R. R. Tolkien
                  2. Persuasion — Jane Austen
                > stop
                Cancelled.
                > open read in library
                Opening Read.
                """)
        }

        @Test func aClearCommandLeavesAFreeTextQuestion() async throws {
            expectTranscript(try await Self.transcript(["add a book to library", "open the hobbit in library",
                                                        "add a book to library", "", "Open Sesame"]), """
                > add a book to library
                What is the title?
                > open the hobbit in library
                Opening The Hobbit.
                  → The Hobbit — J. R. R. Tolkien
                > add a book to library
                What is the title?
                > 
                What is the title?
                > Open Sesame
                Added Open Sesame.
                  → Open Sesame — Unknown
                """)
        }

        @Test func anEmptyLineAsksTheQuestionAgain() async throws {
            expectTranscript(try await Self.transcript(["open dune in library", "", "delete the hobbit from library", " ", "yes"]), """
                > open dune in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                > 
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                > delete the hobbit from library
                Delete The Hobbit by J. R. R. Tolkien?
                >  
                Delete The Hobbit by J. R. R. Tolkien?
                > yes
                Deleted The Hobbit.
                """)
        }

        @Test func aCommandLeavesAnyQuestion() async throws {
            // Commands without the app name, or rejected ones, are commands all the same.
            expectTranscript(try await Self.transcript([
                "open dune in library", "what am i reading",
                "delete the hobbit from library", "open read",
                "suggest a book in library", "delete library",
                "open a shelf in library", "sync",
            ]), """
                > open dune in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                > what am i reading
                Opening Currently Reading.
                > delete the hobbit from library
                Delete The Hobbit by J. R. R. Tolkien?
                > open read
                Opening Read.
                > suggest a book in library
                Which of these would you like?
                  1. The Hobbit — J. R. R. Tolkien
                  2. Persuasion — Jane Austen
                > delete library
                Library doesn't handle 'delete library'.
                > open a shelf in library
                \(Self.shelfQuestion)
                > sync
                Error: The library server is unreachable.
                """)
        }

        @Test func cancelWithNothingToCancel() async throws {
            expectTranscript(try await Self.transcript(["never mind", "stop"]), """
                > never mind
                There is nothing to cancel.
                > stop
                There is nothing to cancel.
                """)
        }

        @Test func decliningAConfirmationIsNoError() async throws {
            expectTranscript(try await Self.transcript(["reset gadgets", "no", "reset gadgets", "cancel", "reset gadgets", "yes"],
                                                       apps: [ChatTestApps.gadgets]), """
                > reset gadgets
                Reset every gadget?
                > no
                The reset was called off.
                > reset gadgets
                Reset every gadget?
                > cancel
                The reset was called off.
                > reset gadgets
                Reset every gadget?
                > yes
                Every gadget is reset.
                """)
        }

        @Test func longListsSayHowManyMoreAndOrdinalsPick() async throws {
            TestBookStore.shared.reset()
            let conversation = Conversation(matcher: try await ShortcutMatcher(apps: [ChatTestApps.library]), maxOptions: 2)
            expectTranscript(await Self.play(["open dune in library", "the one by brian herbert", "open read in library", "open dune in library",
                                              "dune by frank herbert",
                                              "open a book in library", "the second one", "open a book in library", "number 1"],
                                             in: conversation), """
                > open dune in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                > the one by brian herbert
                Opening Dune.
                  → Dune — Brian Herbert
                > open read in library
                Opening Read.
                > open dune in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                > dune by frank herbert
                Opening Dune.
                  → Dune — Frank Herbert
                > open a book in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                  … and 2 more: type a name.
                > the second one
                Opening Dune.
                  → Dune — Brian Herbert
                > open a book in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                  … and 2 more: type a name.
                > number 1
                Opening Dune.
                  → Dune — Frank Herbert
                """)
        }

        // MARK: Results, errors, rejections

        @Test func errorsRejectionsAndNoMatch() async throws {
            expectTranscript(try await Self.transcript(["sync library", "delete library", "please opne the hobit in library", ""]), """
                > sync library
                Error: The library server is unreachable.
                > delete library
                Library doesn't handle 'delete library'.
                > please opne the hobit in library
                Opening The Hobbit.
                  → The Hobbit — J. R. R. Tolkien
                > 
                """)
            let noMatch = try await Self.transcript(["fly me to the moon"])
            #expect(noMatch.hasPrefix("> fly me to the moon\nNo shortcut matched 'fly me to the moon'."))
        }

        // MARK: Updating parameters

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
                No shortcut matched 'open delta in gadgets'. Did you mean 'Open Alpha in Gadgets'?
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

        // MARK: JSON events

        @Test func jsonEvents() async throws {
            expectTranscript(try await Self.transcript(["open a shelf in library", "read", "sync library", "cancel"], json: true), """
                {"event": "matched", "app": "Library", "intent": "OpenShelf", "parameter": null, "score": 1.0}
                {"event": "asked", "question": "Which shelf?", "options": [{"title": "Currently Reading", "subtitle": null, "value": "currentlyReading"}, {"title": "Want to Read", "subtitle": null, "value": "wantToRead"}, {"title": "Read", "subtitle": null, "value": "read"}]}
                {"event": "answered", "parameter": "shelf", "value": "read", "title": "Read"}
                {"event": "performed", "app": "Library", "intent": "OpenShelf", "invocation": "OpenShelf(shelf: Read [read])", "dialog": "Opening Read.", "value": null}
                {"event": "matched", "app": "Library", "intent": "SyncLibrary", "parameter": null, "score": 1.0}
                {"event": "error", "message": "The library server is unreachable."}
                {"event": "said", "text": "There is nothing to cancel."}
                """)
        }

        @Test func severalAppsAskWhichOne() async throws {
            TestBookStore.shared.reset()
            let library = await ChatTestApps.library.catalog()
            let matcher = try ShortcutMatcher(catalogs: [library.catalog, try ChatManifests.tunes], apps: [library.live, nil],
                                              locale: "en", options: MatchOptions(), diagnostics: [])
            let conversation = Conversation(matcher: matcher)
            expectTranscript(await Self.play(["open dune", "my books", "brian herbert", "open dune", "tunes", "soundtrack", "open dune", "cancel"], in: conversation), """
                > open dune
                Which app?
                  1. Library
                  2. Tunes
                > my books
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                > brian herbert
                Opening Dune.
                  → Dune — Brian Herbert
                > open dune
                Which app?
                  1. Library
                  2. Tunes
                > tunes
                Which playlist?
                  1. Dune — Herbert Mix
                  2. Dune — Soundtrack
                > soundtrack
                OpenPlaylist(playlist: Dune [p-dune2])
                > open dune
                Which app?
                  1. Library
                  2. Tunes
                > cancel
                Cancelled.
                """)
        }

        // MARK: Apps from a manifest

        @Test func manifestAppsShowTheInvocation() async throws {
            let matcher = try ShortcutMatcher(catalogs: [ChatManifests.tunes])
            let conversation = Conversation(matcher: matcher)
            expectTranscript(await Self.play(["play chill vibes in tunes", "play a playlist in tunes", "study music", "open dune in tunes", "2",
                                     "make a playlist in tunes", "Road Trip", "3"], in: conversation), """
                > play chill vibes in tunes
                PlayPlaylist(playlist: Chill Vibes [p-chillvibes])
                > play a playlist in tunes
                Which playlist?
                  1. Chill Vibes
                  2. Lo-Fi Beats
                  3. Dune — Herbert Mix
                  4. Dune — Soundtrack
                > study music
                PlayPlaylist(playlist: Lo-Fi Beats [p-lofi])
                > open dune in tunes
                Which playlist?
                  1. Dune — Herbert Mix
                  2. Dune — Soundtrack
                > 2
                OpenPlaylist(playlist: Dune [p-dune2])
                > make a playlist in tunes
                What should it be called?
                > Road Trip
                How many songs?
                > 3
                MakePlaylist(name: "Road Trip", songs: 3)
                """)
        }

        @Test func frenchConversation() async throws {
            let json = ChatManifests.tunesJSON
                .replacingOccurrences(of: "\"locale\": \"en\"", with: "\"locale\": \"fr\"")
                .replacingOccurrences(of: "Play ${playlist} in ${applicationName}", with: "Joue ${playlist} dans ${applicationName}")
                .replacingOccurrences(of: "Play a playlist in ${applicationName}", with: "Joue une playlist dans ${applicationName}")
                .replacingOccurrences(of: "Delete ${applicationName}", with: "Supprime ${applicationName}")
            let matcher = try ShortcutMatcher(catalogs: [try Catalog(manifest: Data(json.utf8))])
            let conversation = Conversation(matcher: matcher)
            expectTranscript(await Self.play(["joue une playlist dans tunes", "chil vibes", "joue une playlist dans tunes", "annuler",
                                              "supprime tunes", "vole vers la lune", "joue une playlist dans tunes", "la deuxième",
                                              "joue une playlist dans tunes", "xyz"], in: conversation), """
                > joue une playlist dans tunes
                Quel playlist ?
                  1. Chill Vibes
                  2. Lo-Fi Beats
                  3. Dune — Herbert Mix
                  4. Dune — Soundtrack
                > chil vibes
                PlayPlaylist(playlist: Chill Vibes [p-chillvibes])
                > joue une playlist dans tunes
                Quel playlist ?
                  1. Chill Vibes
                  2. Lo-Fi Beats
                  3. Dune — Herbert Mix
                  4. Dune — Soundtrack
                > annuler
                Annulé.
                > supprime tunes
                Tunes ne traite pas « supprime tunes ».
                > vole vers la lune
                Aucun raccourci ne correspond à « vole vers la lune ».
                > joue une playlist dans tunes
                Quel playlist ?
                  1. Chill Vibes
                  2. Lo-Fi Beats
                  3. Dune — Herbert Mix
                  4. Dune — Soundtrack
                > la deuxième
                PlayPlaylist(playlist: Lo-Fi Beats [p-lofi])
                > joue une playlist dans tunes
                Quel playlist ?
                  1. Chill Vibes
                  2. Lo-Fi Beats
                  3. Dune — Herbert Mix
                  4. Dune — Soundtrack
                > xyz
                Rien ne correspond à « xyz ». Dites un numéro ou un nom, ou « annuler ».
                Quel playlist ?
                  1. Chill Vibes
                  2. Lo-Fi Beats
                  3. Dune — Herbert Mix
                  4. Dune — Soundtrack
                """)
        }
    }
}

enum ChatManifests {
    /// An app known only from its manifest: it cannot run, so the chat shows invocations.
    static let tunesJSON = """
        {
          "formatVersion": 1,
          "locale": "en",
          "app": {"name": "Tunes", "alternativeNames": []},
          "types": {
            "Playlist": {"kind": "entity", "title": "Playlist", "searchable": true,
              "suggested": ["p-chillvibes", "p-lofi", "p-dune1", "p-dune2"],
              "values": [
                {"id": "p-chillvibes", "title": "Chill Vibes", "synonyms": []},
                {"id": "p-lofi", "title": "Lo-Fi Beats", "synonyms": ["Study Music"]},
                {"id": "p-dune1", "title": "Dune", "subtitle": "Herbert Mix", "synonyms": []},
                {"id": "p-dune2", "title": "Dune", "subtitle": "Soundtrack", "synonyms": []}]}
          },
          "intents": {
            "PlayPlaylist": {"title": "Play Playlist", "parameters": [
              {"name": "playlist", "type": "Playlist", "title": "Playlist"}]},
            "OpenPlaylist": {"title": "Open Playlist", "parameters": [
              {"name": "playlist", "type": "Playlist", "title": "Playlist"}]},
            "MakePlaylist": {"title": "Make Playlist", "parameters": [
              {"name": "name", "type": "String", "title": "Name", "requestValueDialog": "What should it be called?"},
              {"name": "songs", "type": "Int", "title": "Songs", "requestValueDialog": "How many songs?"}]}
          },
          "shortcuts": [
            {"intent": "PlayPlaylist", "phrases": ["Play ${playlist} in ${applicationName}", "Play a playlist in ${applicationName}"]},
            {"intent": "OpenPlaylist", "phrases": ["Open ${playlist} in ${applicationName}"]},
            {"intent": "MakePlaylist", "phrases": ["Make a playlist in ${applicationName}"]}
          ],
          "negativePhrases": ["Delete ${applicationName}"]
        }
        """

    static var tunes: Catalog {
        get throws { try Catalog(manifest: Data(tunesJSON.utf8)) }
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
