import Foundation
import Testing

/// Compares the text a person sees (a chat transcript, an error, a report) with its golden
/// text. On a difference it names the first line that differs and shows the text actually
/// shown, indented as a Swift multi-line literal: after an intended change, read it and
/// paste it over the old one.
///
///     expectTranscript(await play(["open dune"]), """
///         > open dune
///         Opening Dune.
///         """)
public func expectTranscript(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    Issue.record(Comment(rawValue: TranscriptDifference(actual: actual, expected: expected).description),
                 sourceLocation: sourceLocation)
}

/// Compares `actual` with the golden file at `path`. With `SHORTCUTS_RECORD_GOLDEN=1` in
/// the environment it writes the file instead: re-record after an intended change with
/// `SHORTCUTS_RECORD_GOLDEN=1 swift test --filter <Suite>`, then read the diff.
public func expectTranscript(_ actual: String, goldenFile path: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
    if GoldenFiles.isRecording {
        try actual.write(toFile: path, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    guard actual != expected else { return }
    let name = URL(fileURLWithPath: path).lastPathComponent
    Issue.record(Comment(rawValue: "Differs from the golden file \(name); re-record it with \(GoldenFiles.recordVariable)=1.\n"
                            + TranscriptDifference(actual: actual, expected: expected).description),
                 sourceLocation: sourceLocation)
}

/// Golden files: the text a test expects, kept beside it.
public enum GoldenFiles {
    /// The environment variable that makes `expectTranscript(_:goldenFile:)` write files.
    public static let recordVariable = "SHORTCUTS_RECORD_GOLDEN"

    /// Whether this run re-records the golden files.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable].map { !$0.isEmpty && $0 != "0" } ?? false
    }
}

/// How two transcripts differ, as a failing test reports it.
struct TranscriptDifference: CustomStringConvertible {
    var actual: String
    var expected: String

    /// The 1-based number of the first line that differs, and the two versions of it
    /// (`nil` past the end of a text).
    var firstDifference: (line: Int, expected: String?, actual: String?) {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < expectedLines.count, index < actualLines.count, expectedLines[index] == actualLines[index] { index += 1 }
        return (index + 1, index < expectedLines.count ? expectedLines[index] : nil,
                index < actualLines.count ? actualLines[index] : nil)
    }

    var description: String {
        let (line, expectedLine, actualLine) = firstDifference
        let literal = actual.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        return """
            Transcript differs at line \(line):
              expected: \(expectedLine.map { "'\($0)'" } ?? "(end of text)")
              actual:   \(actualLine.map { "'\($0)'" } ?? "(end of text)")
            The text shown, to paste after reading it:
                \"\"\"
            \(literal)
                \"\"\"
            """
    }
}
