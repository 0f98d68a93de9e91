import Foundation
import PhraseMatching
import Testing
@testable import ShortcutKit
import TestSupport

/// What the chat says to a newcomer: Enter held at a question, a long list in JSON, and a
/// command for an app the chat was limited away from.
extension ChatSuites.ConversationTests {
    @Test func emptyLinesInARowAskTheQuestionOnce() async throws {
        let conversation = try await Self.conversation()
        expectTranscript(await Self.play(["open dune in library", "", "", " ", "the one by brian herbert", "open a shelf in library", ""],
                                         in: conversation), """
            > open dune in library
            Which book?
              1. Dune — Frank Herbert
              2. Dune — Brian Herbert
            > 
            Which book?
              1. Dune — Frank Herbert
              2. Dune — Brian Herbert
            > 
            >  
            > the one by brian herbert
            Opening Dune.
              → Dune — Brian Herbert
            > open a shelf in library
            \(Self.shelfQuestion)
            > 
            \(Self.shelfQuestion)
            """)
        // Asked again on purpose (after 'help'), the question comes with its options each time.
        for _ in 0..<2 { #expect(await conversation.askAgain().compactMap(\.text) == [Self.shelfQuestion]) }
        #expect(await conversation.respond(to: "").isEmpty)
        _ = await conversation.respond(to: "cancel")
        #expect(await conversation.askAgain().isEmpty)
    }

    @Test func howManyMoreIsAnEventOfItsOwnInJSON() async throws {
        TestBookStore.shared.reset()
        let conversation = Conversation(matcher: try await ShortcutMatcher(apps: [ChatTestApps.library]), maxOptions: 2)
        let events = await conversation.respond(to: "open a book in library")
        #expect(events.last == .more(count: 2, text: "… and 2 more: type a name."))
        #expect(events.last?.json.rendered == #"{"event": "more", "count": 2, "text": "… and 2 more: type a name."}"#)
        // A terminal shows it under the options, indented as they are.
        #expect(events.last?.text == "  … and 2 more: type a name.")
    }

    @Test func aCommandForAnAppLeftOutSaysSo() async throws {
        expectTranscript(try await Self.transcript(["open dune in library", "reset gadgets", "open arrival in films", "no",
                                                    "open arrival in films"],
                                                   apps: [ChatTestApps.library, ChatTestApps.gadgets, ChatTestApps.films],
                                                   app: "gadgets"), """
            > open dune in library
            No shortcut of Gadgets matched 'open dune in library': it is a command for Library, and this conversation is limited to Gadgets.
            > reset gadgets
            Reset every gadget?
            > open arrival in films
            No shortcut of Gadgets matched 'open arrival in films': it is a command for Films, and this conversation is limited to Gadgets.
            Reset every gadget?
            > no
            The reset was called off.
            > open arrival in films
            No shortcut of Gadgets matched 'open arrival in films': it is a command for Films, and this conversation is limited to Gadgets.
            """)
    }
}

/// How many times the apps left out were compiled.
private final class CompileCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}

extension ChatSuites.ConversationTests {
    @Test func theAppsLeftOutAreCompiledOnlyWhenALineNeedsThem() async throws {
        let conversation = try await Self.conversation(apps: [ChatTestApps.gadgets], app: "gadgets")
        let library = await ChatTestApps.library.catalog(locale: "en").catalog
        let compiled = CompileCount()
        await conversation.leaveOut(names: [library.app.name: library.app.allNames]) {
            compiled.add()
            return try? PhraseMatcher(catalogs: [library], locale: "en")
        }
        // A command of the app kept, and the answers at its question, compile nothing.
        let kept = await Self.play(["reset gadgets", "2", "no"], in: conversation)
        #expect(compiled.count == 0, "\(kept)")
        expectTranscript(await Self.play(["open dune in library", "open dune in library"], in: conversation), """
            > open dune in library
            No shortcut of Gadgets matched 'open dune in library': it is a command for Library, and this conversation is limited to Gadgets.
            > open dune in library
            No shortcut of Gadgets matched 'open dune in library': it is a command for Library, and this conversation is limited to Gadgets.
            """)
        #expect(compiled.count == 1)
    }

    @Test func aLineInAnotherLanguageSaysHowToTypeIt() async throws {
        expectTranscript(try await Self.transcript(["ouvre dune dans bibliotheque", "デューンを開いて", "zzz"]), """
            > ouvre dune dans bibliotheque
            No shortcut matched 'ouvre dune dans bibliotheque'. It reads as French, and this conversation is in English.
            > デューンを開いて
            No shortcut matched 'デューンを開いて'. It reads as Japanese, and this conversation is in English.
            > zzz
            No shortcut matched 'zzz'.
            """)
    }
}

extension ChatSuites.ConversationTests {
    /// The API names no option of the `shortcuts` tool; the tool's chat asks for them.
    @Test func onlyTheToolsChatNamesItsOptions() async throws {
        let api = try await Self.conversation(apps: [ChatTestApps.library, ChatTestApps.gadgets], app: "gadgets")
        let tool = try await Self.conversation(apps: [ChatTestApps.library, ChatTestApps.gadgets], app: "gadgets")
        await tool.nameToolOptions()
        let lines = ["open dune in library", "ouvre dune dans bibliotheque"]
        let apiTranscript = await Self.play(lines, in: api)
        #expect(!apiTranscript.contains("--"), "\(apiTranscript)")
        expectTranscript(await Self.play(lines, in: tool), """
            > open dune in library
            No shortcut of Gadgets matched 'open dune in library': it is a command for Library, which --app Gadgets leaves out.
            > ouvre dune dans bibliotheque
            No shortcut matched 'ouvre dune dans bibliotheque'. It reads as French: start the chat with --locale fr to type in it.
            """)
    }
}

extension ChatSuites.ConversationTests {
    /// 'help' is a word of the `shortcuts` tool's chat, which answers it; the API has no such
    /// word, and its "no question" message names none (its front ends have their own).
    @Test func onlyTheToolsChatNamesItsHelpWord() async throws {
        let lines = ["yes", "2"]
        let api = await Self.play(lines, in: try await Self.conversation())
        expectTranscript(api, """
            > yes
            There is no question to answer: type a command.
            > 2
            There is no question to answer: type a command.
            """)
        let tool = try await Self.conversation()
        await tool.nameToolOptions()
        #expect(await Self.play(["yes"], in: tool).contains("type a command, or 'help' to see some."))
    }

    /// A phrase said whole, its app named, with a book the app has not (suggested or found by
    /// its search), says that book is what is missing, in the words typed, not "No shortcut
    /// matched" with a hint that repeats the phrase typed. Without the app's name, a line only shaped like the
    /// phrase ("open the door") keeps the plain message.
    @Test func aPhraseSaidWholeWithAnUnknownValueNamesTheValue() async throws {
        expectTranscript(try await Self.transcript(["open narnia in library", "Open The Lost Narnia, in My Books!", "open the door"],
                                                   apps: [ChatTestApps.library, ChatTestApps.gadgets]), """
            > open narnia in library
            Library has no book named 'narnia'.
            > Open The Lost Narnia, in My Books!
            Library has no book named 'The Lost Narnia'.
            > open the door
            No shortcut matched 'open the door'.
            """)
    }
}
