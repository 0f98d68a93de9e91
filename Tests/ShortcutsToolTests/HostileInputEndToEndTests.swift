import Foundation
import Testing

/// Raw bytes on standard input of the real `shortcuts` process: invalid UTF-8, NUL, a 1 MB
/// line, CR line ends, blank lines. One JSON object comes out for every line that goes in.
@Suite struct HostileInputEndToEndTests {
    static var executable: URL { ChatEndToEndTests.executable }
    static var available: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

    static func run(_ arguments: [String], input: Data) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Write from another thread: the output pipe must be drained while a 1 MB input goes in.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    static let lines: [[UInt8]] = [
        Array("open want to read in library".utf8),
        [0x6F, 0x70, 0x65, 0x6E, 0x20, 0xFF, 0xFE, 0xC3, 0x28, 0xE2, 0x82],   // invalid UTF-8
        Array("open\u{0}read\u{1}in library".utf8),                           // NUL and controls
        Array("open dune in library\r".utf8),                                 // CR line end
        [],                                                                   // empty
        Array("   \t ".utf8),                                                 // blank
        Array(repeating: UInt8(ascii: "a"), count: 1 << 20),                  // 1 MB
        Array((0..<10_000).map { "w\($0 % 89)" }.joined(separator: " ").utf8), // 10,000 words
        Array("📚 \u{202E}open\u{202C} e\u{301}\u{301}".utf8),
    ]

    @Test(.enabled(if: available)) func matchStdinAnswersEveryLine() throws {
        var input = Data()
        for line in Self.lines { input.append(contentsOf: line); input.append(0x0A) }
        let (status, output, error) = try Self.run(["match", "-", "--app", "Library"], input: input)
        #expect(status == 0, "\(error)")
        let objects = output.split(separator: "\n")
        #expect(objects.count == Self.lines.count)
        for object in objects {
            let parsed = try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any]
            #expect(parsed?["status"] is String)
        }
        #expect(objects.first?.contains("\"status\": \"matched\"") == true)
    }

    /// What a user sees: one answer for each line that is not blank, in order; bytes that
    /// are no UTF-8 shown as U+FFFD, controls read as spaces, a CR line end ignored; the
    /// huge lines answered like any other; nothing on standard error.
    @Test(.enabled(if: available)) func chatSurvivesHostileLines() throws {
        var input = Data()
        for line in Self.lines { input.append(contentsOf: line); input.append(0x0A) }
        let (status, output, error) = try Self.run(["chat", "--app", "Library"], input: input)
        #expect(status == 0)
        #expect(error.isEmpty, "\(error.prefix(500))")
        let answers = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(answers.count == 8, "\(answers.map { $0.prefix(80) })")
        #expect(answers[0] == "Opening Want to Read: Persuasion, The Road, Beloved and 8 more.")
        #expect(answers[1] == "No shortcut matched 'open \u{FFFD}\u{FFFD}\u{FFFD}(\u{FFFD}'. Did you mean 'Open … in Library'?")
        #expect(answers[2] == "Opening Read: Pride and Prejudice, Jane Eyre, Moby-Dick and 15 more.")
        #expect(answers[3] == "Opening Dune by Frank Herbert.")
        // (The empty and the blank line get no answer.)
        #expect(answers[4].hasPrefix("No shortcut matched 'aaaaaaaaaa"))
        #expect(answers[5].hasPrefix("No shortcut matched 'w0 w1 w2 w3"))
        #expect(answers[6] == "No shortcut matched '📚 \u{202E}open\u{202C} e\u{301}\u{301}'.")
        #expect(answers[7] == "")
    }

    /// Standard input that cannot be read (a directory) is an error that says so, with
    /// EX_IOERR, not a silent end with nothing answered.
    @Test(.enabled(if: available)) func unreadableStandardInputIsAnError() throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["match", "-"]
        let directory = try #require(FileHandle(forReadingAtPath: "/"))
        defer { try? directory.close() }
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = directory
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(output.isEmpty)
        #expect(error.contains("cannot read standard input: \(String(cString: strerror(EISDIR)))"), "\(error)")
    }
}
