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
            // only entities whose title or synonyms say every content word are taken. None
            // is, so the phrase said whole names the book Library has not.
            expectTranscript(try await Self.transcript(["open mancer in library", "open herbert in library", "open the in library"]), """
                > open mancer in library
                Library has no book named 'mancer'.
                > open herbert in library
                Library has no book named 'herbert'.
                > open the in library
                Library has no book named 'the'.
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

        /// "none of them" at a choice turns every option down: the run is cancelled as with
        /// "cancel", not told the answer is no option.
        @Test(arguments: ["none of them", "None", "neither"])
        func noneOfThemAtAChoiceCancels(answer: String) async throws {
            let declined = try await Self.transcript(["suggest a book in library", answer])
            let cancelled = try await Self.transcript(["suggest a book in library", "cancel"])
            #expect(!declined.contains("not one of the options"), "\(declined)")
            #expect(declined.replacingOccurrences(of: "> \(answer)", with: "> cancel") == cancelled, "\(declined)")
        }

        /// At a question that lists values ("Which book?"), "none of them" turns them down too,
        /// instead of "No book matches 'none'".
        @Test(arguments: ["none of them", "None", "neither"])
        func noneOfThemAtAValueQuestionCancels(answer: String) async throws {
            let declined = try await Self.transcript(["open a book in library", answer])
            let cancelled = try await Self.transcript(["open a book in library", "cancel"])
            #expect(!declined.contains("matches"), "\(declined)")
            #expect(declined.replacingOccurrences(of: "> \(answer)", with: "> cancel") == cancelled, "\(declined)")
        }

        /// A book titled "None" that only the app's search finds is that book, at a question
        /// that lists others: "none" turns the options down only when no value has that name.
        @Test func aValueOnlySearchFindsNamedNoneIsChosen() async throws {
            let conversation = try await Self.conversation()
            TestBookStore.shared.archive(title: "None")
            defer { TestBookStore.shared.reset() }
            expectTranscript(await Self.play(["open a book in library", "None", "open a book in library", "none of them"],
                                             in: conversation), """
                > open a book in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                  3. The Hobbit — J. R. R. Tolkien
                  4. Persuasion — Jane Austen
                > None
                Opening None.
                  → None — Unknown
                > open a book in library
                Which book?
                  1. Dune — Frank Herbert
                  2. Dune — Brian Herbert
                  3. The Hobbit — J. R. R. Tolkien
                  4. Persuasion — Jane Austen
                > none of them
                Cancelled.
                """)
        }

    }
}
