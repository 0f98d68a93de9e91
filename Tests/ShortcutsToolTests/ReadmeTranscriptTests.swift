import Foundation
import Testing
import SampleApps
import ShortcutKit
import ShortcutsCLI

/// The chat transcript the README opens with is what `shortcuts chat` answers today.
@Suite(.serialized) struct ReadmeTranscriptTests {
    /// The README's first `$ swift run shortcuts chat` block: the lines typed (after `> `)
    /// and the answers, without the greeting a terminal shows first.
    static func readmeChat() throws -> (inputs: [String], answers: [String]) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```\n$ swift run shortcuts chat\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstInput = try #require(lines.firstIndex { $0.hasPrefix("> ") })
        var inputs: [String] = []
        var answers: [String] = []
        for line in lines[firstInput...] {
            if line.hasPrefix("> ") { inputs.append(String(line.dropFirst(2))) } else { answers.append(line) }
        }
        return (inputs, answers)
    }

    @Test func theReadmeChatIsWhatChatAnswers() async throws {
        let (inputs, answers) = try Self.readmeChat()
        #expect(inputs.count >= 8)
        #expect(inputs.last == "quit")
        let output = try await SampleApps.withFreshStores {
            let transcript = ToolTranscript(input: inputs)
            let status = await ShortcutsTool.run(arguments: ["chat"], apps: SampleApps.all, io: transcript.io)
            #expect(status == 0)
            return transcript.output
        }
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == answers + [""])
    }
}
