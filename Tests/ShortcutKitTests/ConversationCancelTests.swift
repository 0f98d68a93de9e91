import Foundation
import PhraseMatching
import Testing
@testable import ShortcutKit
import TestSupport

/// Conversations: cancelling, leaving a question, long lists, results and errors.
extension ChatSuites.ConversationTests {
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
}
