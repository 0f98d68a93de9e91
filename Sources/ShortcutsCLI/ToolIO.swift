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
    /// Writes UTF-8 bytes as `write` writes their text (`match -` gathers its answers as
    /// bytes): by default, `write` of their `String`.
    public var writeBytes: @Sendable ([UInt8]) -> Void

    public init(readLine: @escaping @Sendable () -> String?, write: @escaping @Sendable (String) -> Void,
                writeError: @escaping @Sendable (String) -> Void, isInteractive: Bool = false, colors: Bool = false,
                inputWaiting: @escaping @Sendable () -> Bool = { false },
                writeBytes: (@Sendable ([UInt8]) -> Void)? = nil) {
        self.readLine = readLine
        self.write = write
        self.writeError = writeError
        self.isInteractive = isInteractive
        self.colors = colors
        self.inputWaiting = inputWaiting
        self.writeBytes = writeBytes ?? { write(String(decoding: $0, as: UTF8.self)) }
    }

    /// Standard input, output and error. Colour only on a terminal and never with `NO_COLOR`
    /// set to a non-empty value (no-color.org).
    public static var standard: ToolIO {
        let environment = ProcessInfo.processInfo.environment
        let colors = isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        let input = StandardInput.standard
        return ToolIO(
            readLine: { input.readLine() },
            write: { text in StandardOutput.write(text) },
            writeError: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) },
            isInteractive: isatty(STDIN_FILENO) == 1,
            colors: colors,
            inputWaiting: { input.lineWaiting() },
            writeBytes: { bytes in bytes.withUnsafeBytes { StandardOutput.write($0) } })
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
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes these bytes with `write(2)`, as many calls as it takes.
    static func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, let start = bytes.baseAddress else { return }
        var offset = 0
        var reason: String? = nil
        while offset < bytes.count {
            #if canImport(Glibc)
            let written = Glibc.write(STDOUT_FILENO, start + offset, bytes.count - offset)
            #else
            let written = Darwin.write(STDOUT_FILENO, start + offset, bytes.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                reason = String(cString: strerror(errno))
                break
            }
            offset += written
        }
        if let reason { lock.withLock { if _failure == nil { _failure = reason } } }
    }
}

/// Standard input as lines, read with `read(2)` in blocks of 64 KiB and split here: the
/// lines `Swift.readLine(strippingNewline: true)` gives (a line ends at "\n" or "\r\n";
/// the last may have neither; bytes that are not UTF-8 are repaired), and whether a whole
/// line is already waiting — in the block read, with no system call, or else in what is
/// readable now (`poll(2)`, then a read that cannot wait): what `match -` asks before each
/// answer. A line longer than a block is searched for its end once, not again at each
/// block (a 10 MB line is read in linear time). Input that cannot be read (a directory, a
/// closed descriptor) ends the lines and is remembered in `failure`, which the tool
/// reports; a non-blocking descriptor is waited on, not taken for the end.
final class StandardInput: @unchecked Sendable {
    /// The process's standard input: one reader, so that no line is split between two buffers.
    static let standard = StandardInput()

    private let file: Int32
    private let lock = NSLock()
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`.
    private var start = 0
    /// Where in `buffer` the search for the next line's "\n" goes on: the bytes from
    /// `start` to here hold none.
    private var searched = 0
    /// Whether `read(2)` has said the input ended (or failed).
    private var ended = false
    private var _failure: String?
    /// How many bytes the search for line ends has read, for tests (each byte once).
    private(set) var bytesSearched = 0

    /// Called, for tests, each time a non-blocking descriptor had nothing to read and the
    /// reader is about to wait for it: an event a test's writer can wait on.
    private let willWait: (@Sendable () -> Void)?

    /// Lines of standard input, or (for tests) of another open file descriptor.
    init(fileDescriptor: Int32 = STDIN_FILENO, willWait: (@Sendable () -> Void)? = nil) {
        file = fileDescriptor
        self.willWait = willWait
    }

    /// Why reading failed (`strerror`), once it has: the lines read before are all given.
    var failure: String? { lock.withLock { _failure } }

    /// The next line, or `nil` at the end of input.
    func readLine() -> String? {
        lock.withLock {
            while true {
                if let newline = nextNewline() {
                    var end = newline
                    if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                    let line = String(decoding: buffer[start..<end], as: UTF8.self)
                    start = newline + 1
                    searched = start
                    return line
                }
                if ended {
                    guard start < buffer.count else { return nil }
                    let line = String(decoding: buffer[start...], as: UTF8.self)
                    start = buffer.count
                    searched = start
                    return line
                }
                fill()
            }
        }
    }

    /// Whether the next `readLine` returns without waiting for the writer: a whole line
    /// (or the end of input) is in the buffer, or comes with what is readable now.
    func lineWaiting() -> Bool {
        lock.withLock {
            while true {
                if ended || nextNewline() != nil { return true }
                // Readable now (data or the end of input): read it (the read does not wait)
                // and look again; a part of a line is not a line.
                var poller = pollfd(fd: file, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 0) == 1, poller.revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0
                else { return false }
                fill()
            }
        }
    }

    /// Where the "\n" that ends the next line is in `buffer`, if it is there; the bytes
    /// searched are not searched again.
    private func nextNewline() -> Int? {
        let found = buffer[searched...].firstIndex(of: UInt8(ascii: "\n"))
        bytesSearched += (found.map { $0 + 1 } ?? buffer.count) - searched
        searched = found ?? buffer.count
        return found
    }

    /// Reads one more block after the unread bytes (moved to the front first).
    private func fill() {
        if start > 0 {
            buffer.removeSubrange(..<start)
            searched -= start
            start = 0
        }
        let count = buffer.count, block = 1 << 16
        buffer.append(contentsOf: repeatElement(0, count: block))
        var read = 0
        while true {
            read = buffer.withUnsafeMutableBytes { bytes in
                #if canImport(Glibc)
                Glibc.read(file, bytes.baseAddress! + count, block)
                #else
                Darwin.read(file, bytes.baseAddress! + count, block)
                #endif
            }
            guard read < 0 else { break }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK {
                // A descriptor set non-blocking by whoever started the tool: wait for input.
                var poller = pollfd(fd: file, events: Int16(POLLIN), revents: 0)
                willWait?()
                _ = poll(&poller, 1, -1)
                continue
            }
            if _failure == nil { _failure = String(cString: strerror(errno)) }
            break
        }
        buffer.removeSubrange((count + max(read, 0))...)
        if read <= 0 { ended = true }
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
