import Foundation
import PhraseMatching
import Testing
@testable import ShortcutKit

/// Whole conversations, compared as the transcript a person reads: `> ` before each input,
/// then what the conversation answered.
@Suite(.serialized)
struct ConversationTests {
    /// Replays `inputs` against a fresh matcher of `apps` and returns the transcript.
    static func transcript(_ inputs: [String], apps: [ShortcutApp] = [ChatTestApps.library], app: String? = nil,
                           json: Bool = false) async throws -> String {
        TestBookStore.shared.reset()
        FlakyState.shared.reset()
        let matcher = try await ShortcutMatcher(apps: apps)
        let conversation = Conversation(matcher: matcher, app: app)
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

    @Test func dump() async throws {
        for inputs in [
            ["open a shelf in library", "to raed"],
            ["open a shelf in library", "2"],
            ["open a shelf in library", "finishd"],
            ["open dune in library", "2"],
            ["open a book in library", "dune", "frank herbert"],
            ["delete the hobbit from library", "yes", "delete persuasion from library", "no"],
            ["open a book in library", "cancel", "open neuromancer in library"],
            ["add a book to library", "The Left Hand of Darkness", "open the left hand of darkness in library"],
            ["lend the hobbit with library", "Sam"],
            ["suggest a book in library", "3", "2"],
            ["set my reading goal in library", "lots", "12"],
            ["sync library", "delete library", "opne libary"],
        ] {
            print(try await Self.transcript(inputs))
            print("----")
        }
        print(try await Self.transcript(["open alpha in gadgets", "add a gadget to gadgets", "Gamma", "open gamma in gadgets"], apps: [ChatTestApps.gadgets]))
    }
}
