import Foundation
import Testing
import SampleApps
@testable import ShortcutKit

/// What a new user's trial of `shortcuts chat` on the sample apps found, as golden
/// transcripts: off-topic words are no command, commands leave questions, declining is
/// no error, ties are listed in catalog order.
@Suite struct NewUserTrialTests {
    static func transcript(_ inputs: [String]) async throws -> String {
        try await LocalizedDialogTranscriptTests.transcript(inputs, locale: "en")
    }

    @Test func offTopicWordsRunNothing() async throws {
        // The queries match substrings ("ice" in Prejudice, "mac" in Cormac): no title says these words.
        let shown = try await Self.transcript(["open ice", "show men", "show dad", "show love", "open mac", "show go",
                                               "show me", "show the", "open a", "open it"])
        expectTranscript(shown, """
            > open ice
            No shortcut matched 'open ice'.
            > show men
            No shortcut matched 'show men'.
            > show dad
            No shortcut matched 'show dad'.
            > show love
            No shortcut matched 'show love'.
            > open mac
            No shortcut matched 'open mac'.
            > show go
            No shortcut matched 'show go'.
            > show me
            No shortcut matched 'show me'. Did you mean 'Show me Golden Gate Bridge in Travel Tracking'?
            > show the
            No shortcut matched 'show the'. Did you mean 'Show the Landmarks in Travel Tracking'?
            > open a
            No shortcut matched 'open a'. Did you mean 'Open a shelf in Library'?
            > open it
            No shortcut matched 'open it'.
            """)
    }

    @Test func aBookAddedIsOpenedByItsTitle() async throws {
        let shown = try await Self.transcript(["add a book to library", "The Left Hand of Darkness",
                                               "open the left hand of darkness in library", "open a book in library", "left hand of darkness"])
        #expect(shown.hasPrefix("""
            > add a book to library
            What’s the title of the book?
            > The Left Hand of Darkness
            Added The Left Hand of Darkness to Want to Read!
              → The Left Hand of Darkness — Unknown Author
            > open the left hand of darkness in library
            Opening The Left Hand of Darkness.
            """))
        #expect(shown.hasSuffix("""
            > left hand of darkness
            Opening The Left Hand of Darkness.
            """))
    }

    @Test func commandsLeaveQuestions() async throws {
        let shown = try await Self.transcript(["add a book to library", "open jane eyre in library",
                                               "open the road", "what am i reading",
                                               "buy a day pass in trails", "open the road in library", "cancel",
                                               "add a favorite landmark in travel tracking", "delete travel tracking"])
        expectTranscript(shown, """
            > add a book to library
            What’s the title of the book?
            > open jane eyre in library
            Opening Jane Eyre by Charlotte Brontë.
            > open the road
            Which book?
              1. The Road — Cormac McCarthy
              2. The Road — Jack London
            > what am i reading
            Opening Currently Reading: Dune, Middlemarch, The Road and 1 more.
            > buy a day pass in trails
            Are you sure you want to purchase a day pass for $6.50?
            > open the road in library
            Which book?
              1. The Road — Cormac McCarthy
              2. The Road — Jack London
            > cancel
            Cancelled.
            > add a favorite landmark in travel tracking
            Which landmark do you want to add to your favorites?
              1. Golden Gate Bridge — San Francisco, United States
              2. Mont Saint-Michel — Normandy, France
              3. Mount Fuji — Honshu, Japan
              4. Niagara Falls — Ontario, Canada
              5. Sagrada Família — Barcelona, Spain
              6. Yosemite Valley — California, United States
            > delete travel tracking
            Travel Tracking doesn't handle 'delete travel tracking'.
            """)
    }

    @Test func decliningAPurchaseIsNoError() async throws {
        let shown = try await Self.transcript(["buy a day pass in trails", "no"])
        expectTranscript(shown, """
            > buy a day pass in trails
            Are you sure you want to purchase a day pass for $6.50?
            > no
            The day pass purchase was canceled.
            """)
    }

    @Test func tiesInCatalogOrderEverywhere() async throws {
        let shown = try await Self.transcript(["open the road", "cancel", "open a book in library", "the road", "the one by jack london"])
        #expect(shown.hasPrefix("""
            > open the road
            Which book?
              1. The Road — Cormac McCarthy
              2. The Road — Jack London
            > cancel
            Cancelled.
            > open a book in library
            Which book?
              1. Dune — Frank Herbert
            """))
        // (How many more books there are depends on what other tests added to the shared store.)
        #expect(shown.contains(#/\n  … and \d+ more: type a name.\n/#))
        #expect(shown.hasSuffix("""
            > the road
            Which book?
              1. The Road — Cormac McCarthy
              2. The Road — Jack London
            > the one by jack london
            Opening The Road by Jack London.
            """))
    }
}

/// Compares a transcript with its golden text; on a difference, shows both in full.
func expectTranscript(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    Issue.record("Transcript differs.\n--- expected\n\(expected)\n--- actual\n\(actual)\n---", sourceLocation: sourceLocation)
}
