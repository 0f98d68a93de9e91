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
    /// Why writing to the output failed (a closed pipe, a full disk), or `nil`: commands
    /// that write many lines stop at the first failure, and the tool exits with 74.
    public var outputError: @Sendable () -> String?

    public init(readLine: @escaping @Sendable () -> String?, write: @escaping @Sendable (String) -> Void,
                writeError: @escaping @Sendable (String) -> Void, isInteractive: Bool = false, colors: Bool = false,
                outputError: @escaping @Sendable () -> String? = { nil }) {
        self.readLine = readLine
        self.write = write
        self.writeError = writeError
        self.isInteractive = isInteractive
        self.colors = colors
        self.outputError = outputError
    }

    /// Standard input, output and error. Colour only on a terminal and never with `NO_COLOR`
    /// set to a non-empty value (no-color.org).
    public static var standard: ToolIO {
        let environment = ProcessInfo.processInfo.environment
        let colors = isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        let output = StandardStream(fd: STDOUT_FILENO)
        let error = StandardStream(fd: STDERR_FILENO)
        return ToolIO(
            readLine: { Swift.readLine(strippingNewline: true) },
            write: { text in output.write(text) },
            writeError: { text in error.write(text) },
            isInteractive: isatty(STDIN_FILENO) == 1,
            colors: colors,
            outputError: { output.failure })
    }

    func print(_ text: String = "") { write(text + "\n") }
    func printError(_ text: String) { writeError(text + "\n") }
}

/// A standard stream written with `write(2)`: each text in one call (a line of `match -`
/// is one write), and a failure remembered instead of trapping, as `FileHandle` does.
final class StandardStream: @unchecked Sendable {
    private let fd: Int32
    private let lock = NSLock()
    private var error: String?

    init(fd: Int32) { self.fd = fd }

    /// Why a write failed, if one did; later writes are dropped.
    var failure: String? { lock.withLock { error } }

    func write(_ text: String) {
        lock.withLock {
            guard error == nil else { return }
            var text = text
            text.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    #if canImport(Glibc)
                    let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                    #else
                    let written = Darwin.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                    #endif
                    if written < 0 {
                        if errno == EINTR { continue }
                        error = String(cString: strerror(errno))
                        return
                    }
                    offset += written
                }
            }
        }
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
