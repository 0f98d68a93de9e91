#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where the `shortcuts` tool reads and writes: the process's standard streams, or, in
/// tests, strings.
public struct ToolIO: Sendable {
    /// The next line of input without its line break, or `nil` at the end.
    public var readLine: @Sendable () -> String?
    public var write: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether input comes from a person at a terminal (prompts are shown) rather than a pipe.
    public var isInteractive: Bool
    /// Whether output may be coloured.
    public var colors: Bool
    /// Whether more input is already waiting, so that the next `readLine` will not wait for
    /// the writer: then answers may be held back and written together (`match -`). When in
    /// doubt `false`: every answer is written before the next line is read.
    public var inputWaiting: @Sendable () -> Bool

    public init(readLine: @escaping @Sendable () -> String?, write: @escaping @Sendable (String) -> Void,
                writeError: @escaping @Sendable (String) -> Void, isInteractive: Bool = false, colors: Bool = false,
                inputWaiting: @escaping @Sendable () -> Bool = { false }) {
        self.readLine = readLine
        self.write = write
        self.writeError = writeError
        self.isInteractive = isInteractive
        self.colors = colors
        self.inputWaiting = inputWaiting
    }

    /// Standard input, output and error. Colour only on a terminal and never with `NO_COLOR`
    /// set to a non-empty value (no-color.org).
    public static var standard: ToolIO {
        let environment = ProcessInfo.processInfo.environment
        let colors = isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        return ToolIO(
            readLine: { Swift.readLine(strippingNewline: true) },
            write: { text in StandardOutput.write(text) },
            writeError: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) },
            isInteractive: isatty(STDIN_FILENO) == 1,
            colors: colors,
            inputWaiting: {
                // Readable now (data or the end of input). Lines stdio has already buffered
                // do not count, which only makes answers go out sooner.
                var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                return poll(&poller, 1, 0) == 1 && poller.revents & Int16(POLLIN | POLLHUP) != 0
            })
    }

    func print(_ text: String = "") { write(text + "\n") }
    func printError(_ text: String) { writeError(text + "\n") }
}

/// Standard output that remembers the first write that failed (a full disk, a closed pipe),
/// so the tool can say so and exit non-zero instead of trapping in `FileHandle.write`.
enum StandardOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _failure: String?

    /// Why a write failed, once one has; later writes are skipped.
    static var failure: String? { lock.withLock { _failure } }

    /// Writes `text` with `write(2)` straight from its UTF-8 buffer: one call for a line of
    /// `match -`, no `Data` made.
    static func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        let reason: String? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let written = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                let written = Darwin.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
        if let reason { lock.withLock { if _failure == nil { _failure = reason } } }
    }
}

/// Collects what the tool writes, and feeds it lines: for tests and embedding.
public final class ToolTranscript: @unchecked Sendable {
    private let lock = NSLock()
    private var input: [String]
    private var _output = ""
    private var _error = ""

    public init(input: [String] = []) { self.input = input }

    public var output: String { lock.withLock { _output } }
    public var error: String { lock.withLock { _error } }

    public var io: ToolIO {
        ToolIO(
            readLine: { [self] in lock.withLock { input.isEmpty ? nil : input.removeFirst() } },
            write: { [self] text in lock.withLock { _output += text } },
            writeError: { [self] text in lock.withLock { _error += text } })
    }
}
