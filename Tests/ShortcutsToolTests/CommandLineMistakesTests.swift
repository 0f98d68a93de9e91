import Foundation
import Testing
import ShortcutsCLI

/// What the tool says of an option typed where the command goes.
extension ToolInputTests {
    @Test func anOptionWhereTheCommandGoesIsSaidToBeOne() async throws {
        let cases = [
            (["--versoin"], "Error: Unknown option '--versoin'. Did you mean '--version'?"),
            (["--verbose"], "Error: Unknown option '--verbose'"),
            (["--app", "Trails", "chat"], "Error: Unknown option '--app' before the command: options follow it, as in 'shortcuts chat --app …'"),
            (["--locale=fr"], "Error: Unknown option '--locale' before the command: options follow it, as in 'shortcuts chat --locale …'"),
            (["frobnicate"], "Error: Unknown command 'frobnicate'"),
        ]
        for (arguments, message) in cases {
            let result = try await run(arguments)
            #expect(result.status == ShortcutsTool.ExitCode.usage, "\(arguments)")
            #expect(result.error.hasPrefix(message + "\nUsage: shortcuts <command> [options]\n"), "\(arguments): \(result.error)")
        }
    }
}
