import Foundation
import Testing
import PhraseMatching
import SampleApps
import ShortcutKit
import ShortcutsCLI

/// A greeting typed into the chat ("hello", "bonjour", "こんにちは") is greeted back with how
/// to go on, in the chat's language; it is never a match anywhere.
extension ToolInputTests {
    static let greetings = ["hello", "Hi!", "bonjour", "hola", "olá", "Bom dia", "こんにちは"]

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

    @Test func aGreetingIsNeverAMatch() async throws {
        for locale in ["en", "fr", "es", "pt-BR", "ja"] {
            for greeting in Self.greetings {
                let result = try await run(["match", greeting, "--locale", locale])
                #expect(result.status == ShortcutsTool.ExitCode.failure, "\(locale) \(greeting)")
                #expect(result.output.hasPrefix("No shortcut matched"), "\(locale) \(greeting): \(result.output)")
            }
        }
    }
}
