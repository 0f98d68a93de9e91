import Foundation
import Testing
import SampleApps
import TestSupport

/// The chat over all three sample apps at once, as a user sees it: a command leaves the
/// question asked before it, and ties and long lists read in catalog order everywhere.
@Suite struct SampleAppsChatTests {
    @Test func commandsLeaveQuestions() async throws {
        let shown = try await SampleAppsSupport.chatTranscript([
            "add a book to library", "open jane eyre in library", "open the road", "what am i reading",
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
            Opening Currently Reading: Dune, Middlemarch, The Road, Where the Crawdads Sing.
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

    @Test func tiesInCatalogOrderEverywhere() async throws {
        let shown = try await SampleAppsSupport.chatTranscript([
            "open the road", "cancel", "open a book in library", "the road", "the one by jack london"])
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
