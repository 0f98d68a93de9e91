import Foundation
import Testing
import PhraseMatching
import SampleApps
import ShortcutKit
import ShortcutsCLI

/// A greeting typed into the chat ("hello", "bonjour", "こんにちは") is greeted back with how
/// to go on, in the chat's language, thanks are answered, and a farewell leaves; none is a
/// match anywhere.
extension ToolInputTests {
    static let greetings = ["hello", "Hi!", "bonjour", "hola", "olá", "Bom dia", "こんにちは"]
    static let smallTalk = greetings + ["thanks", "merci", "gracias", "obrigado", "ありがとう", "bye", "au revoir"]

    @Test func theChatGreetsBack() async throws {
        let english = try await run(["chat"], input: Self.greetings)
        #expect(english.status == 0)
        #expect(english.output == String(repeating: "Hello! Type a command, or 'help' to see what you can say.\n", count: Self.greetings.count),
                "\(english.output)")
        let french = try await run(["chat", "--locale", "fr"], input: ["bonjour"])
        #expect(french.output == "Bonjour ! Tapez une commande, ou « aide » pour voir ce que vous pouvez dire.\n")
        let japanese = try await run(["chat", "--locale", "ja"], input: ["こんにちは"])
        #expect(japanese.output == "こんにちは。コマンドを入力するか、言えることを見るには「ヘルプ」と入力してください。\n")
        // A greeting with a command is the command.
        let command = try await run(["chat"], input: ["hello open the hobbit in library"])
        #expect(command.output.hasPrefix("Opening The Hobbit"), "\(command.output)")
    }

    @Test func thanksAreAnsweredAndAFarewellLeaves() async throws {
        let english = try await run(["chat"], input: ["thanks", "merci!", "ありがとう", "bye", "hello"])
        #expect(english.status == 0)
        #expect(english.output == String(repeating: "You're welcome.\n", count: 3), "\(english.output)")
        let spanish = try await run(["chat", "--locale", "es"], input: ["gracias", "adiós", "hola"])
        #expect(spanish.output == "De nada.\n", "\(spanish.output)")
        // At a question, a farewell leaves too.
        let asked = try await run(["chat"], input: ["open a shelf in library", "tchau", "hello"])
        #expect(asked.output.hasPrefix("Which shelf?"), "\(asked.output)")
        #expect(!asked.output.contains("Hello!"), "\(asked.output)")
    }

    /// A farewell the question open takes as its answer (a title "Goodbye") is that answer:
    /// the chat goes on.
    @Test func aFarewellThatAnswersTheQuestionIsTheAnswer() async throws {
        let title = try await run(["chat"], input: ["add a book to library", "Goodbye", "open a book in library", "goodbye"])
        #expect(title.output.contains("Added Goodbye to Want to Read!"), "\(title.output)")
        #expect(title.output.contains("Opening Goodbye."), "\(title.output)")
        let spanish = try await run(["chat", "--locale", "es"], input: ["añade un libro a biblioteca", "Adiós", "hola"])
        #expect(spanish.output.contains("Adiós"), "\(spanish.output)")
        #expect(spanish.output.hasSuffix("¡Hola! Escribe una orden, o 'ayuda' para ver qué puedes decir.\n"), "\(spanish.output)")
        // 'quit' still leaves at any question.
        let quit = try await run(["chat"], input: ["add a book to library", "quit", "hello"])
        #expect(!quit.output.contains("Hello!"), "\(quit.output)")
    }

    @Test func aGreetingIsNeverAMatch() async throws {
        for locale in ["en", "fr", "es", "pt-BR", "ja"] {
            for greeting in Self.smallTalk {
                let result = try await run(["match", greeting, "--locale", locale])
                #expect(result.status == ShortcutsTool.ExitCode.failure, "\(locale) \(greeting)")
                #expect(result.output.hasPrefix("No shortcut matched"), "\(locale) \(greeting): \(result.output)")
            }
        }
    }
}
