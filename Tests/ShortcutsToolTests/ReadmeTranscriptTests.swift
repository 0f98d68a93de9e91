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

    /// The manifest the README shows written by hand loads, matches and checks as the
    /// README's commands after it say.
    @Test func theReadmeHandWrittenManifestDoesWhatItSays() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "A manifest can also be written by hand"))
        let open = try #require(readme.range(of: "```json\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "\n```", range: open.upperBound..<readme.endIndex))
        let manifest = String(readme[open.upperBound..<close.lowerBound])
        let name = try #require(readme[section.upperBound...].firstMatch(of: /`([a-z]+\.shortcuts\.json)`/)?.1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ReadmeManifest-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(String(name)).path
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: file))
        // The `$ swift run shortcuts …` block that follows: each command and what it prints.
        let block = try #require(readme.range(of: "```\n$ swift run shortcuts ", range: close.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```", range: block.upperBound..<readme.endIndex))
        let lines = readme[readme.index(block.lowerBound, offsetBy: 4)..<end.lowerBound].split(separator: "\n").map(String.init)
        var commands: [(arguments: [String], output: [String])] = []
        for line in lines {
            if line.hasPrefix("$ swift run shortcuts ") {
                // Arguments split on spaces outside double quotes.
                var arguments: [String] = [], word = "", quoted = false
                for character in line.dropFirst("$ swift run shortcuts ".count) {
                    if character == "\"" { quoted.toggle() } else if character == " " && !quoted { arguments.append(word); word = "" } else { word.append(character) }
                }
                arguments.append(word)
                commands.append((arguments.map { $0 == String(name) ? file : $0 }, []))
            } else {
                commands[commands.count - 1].output.append(line)
            }
        }
        #expect(commands.count == 2)
        for command in commands {
            let transcript = ToolTranscript(input: [])
            let status = await ShortcutsTool.run(arguments: command.arguments, apps: SampleApps.all, io: transcript.io)
            #expect(status == 0, "\(command.arguments): \(transcript.error)")
            #expect(transcript.output == command.output.joined(separator: "\n") + "\n", "\(command.arguments)")
        }
    }
}
