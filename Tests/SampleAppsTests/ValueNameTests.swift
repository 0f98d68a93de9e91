import Foundation
import Testing
import SampleApps
import ShortcutKit
import TestSupport

/// Which words name a value of the sample apps: half of a name is enough, one common word
/// of a long name or a part of a word is not, and a number is no typo of another.
@Suite struct ValueNameTests {
    @Test func offTopicWordsRunNothing() async throws {
        // The queries match substrings ("ice" in Prejudice, "mac" in Cormac): no title says these words.
        let shown = try await SampleAppsSupport.chatTranscript([
            "open ice", "show men", "show dad", "show love", "open mac", "show go", "show me", "show the", "open a", "open it"])
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
            No shortcut matched 'show me'. Did you mean 'Show me … in Travel Tracking'?
            > show the
            No shortcut matched 'show the'. Did you mean 'Show the … in Travel Tracking'?
            > open a
            No shortcut matched 'open a'. Did you mean 'Open a shelf in Library'?
            > open it
            No shortcut matched 'open it'.
            """)
    }

    @Test func halfOfANameIsEnough() async throws {
        let matcher = try await SampleAppsSupport.matcher("en")
        #expect(matcher.match("open gatsby in library").best?.parameter?.value == "the-great-gatsby")
        #expect(matcher.match("open war in library").best?.parameter?.value == "war-and-peace")
    }

    @Test(arguments: ["open new in library", "open house in travel tracking", "open the world in library"])
    func oneCommonWordOfALongNameNamesNothing(utterance: String) async throws {
        #expect(try await SampleAppsSupport.matcher("en").match(utterance).status == .noMatch)
    }

    @Test func numbersAreNoTypos() async throws {
        let matcher = try await SampleAppsSupport.matcher("en")
        #expect(matcher.match("open 1948 in library").status == .noMatch)
        #expect(matcher.match("open 1984 in library").best?.parameter?.value == "nineteen-eighty-four")
    }
}
