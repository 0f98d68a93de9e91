#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import ShortcutsCLI

/// `match -` reads standard input in blocks and splits the lines itself: they must be the
/// lines `Swift.readLine(strippingNewline: true)` gave.
struct StandardInputTests {
    /// The lines of `bytes` written to a pipe (closed after), and whether, once they are
    /// read, the end of input counts as waiting (a read then returns at once).
    func lines(of bytes: [UInt8]) throws -> (lines: [String], waitingAtEnd: Bool, searched: Int, failure: String?) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // Written from another thread: a pipe holds less than the long line's bytes.
        let writer = Thread { [bytes, end = ends[1]] in
            bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = write(end, raw.baseAddress! + offset, raw.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(end)
        }
        writer.start()
        let input = StandardInput(fileDescriptor: ends[0])
        var lines: [String] = []
        while let line = input.readLine() { lines.append(line) }
        return (lines, input.lineWaiting(), input.bytesSearched, input.failure)
    }

    @Test func linesAsReadLineGivesThem() throws {
        let read = try lines(of: Array("a\r\nb\n\n\r\nlast\r".utf8))
        #expect(read.lines == ["a", "b", "", "", "last\r"])
        #expect(read.waitingAtEnd)
    }

    @Test func aLineLongerThanABlock() throws {
        let long = String(repeating: "x", count: 200_000)
        let read = try lines(of: Array("one\n\(long)\ntwo\n".utf8))
        #expect(read.lines == ["one", long, "two"])
        #expect(read.failure == nil)
    }

    /// A line of many blocks is searched for its end once: each byte is read once (it was
    /// searched again from the line's start at each block, 16 times for a MB and the
    /// square of the length in all).
    @Test func aLongLineIsSearchedOnce() throws {
        let bytes = Array("one\n\(String(repeating: "x", count: 1 << 20))\r\ntwo\n".utf8)
        let read = try lines(of: bytes)
        #expect(read.lines.count == 3)
        #expect(read.lines[1].utf8.count == 1 << 20)
        #expect(read.searched == bytes.count)
    }

    /// A line split at a block's end inside a character, and a CR and its LF in two
    /// blocks: the line is the same.
    @Test func aLineSplitBetweenBlocks() throws {
        for k in 1...3 {
            let first = String(repeating: "y", count: (1 << 16) - k) + "😀 x"
            let read = try lines(of: Array("\(first)\n読\r\nlast".utf8))
            #expect(read.lines == [first, "読", "last"])
        }
        let read = try lines(of: Array((String(repeating: "y", count: (1 << 16) - 1) + "\r\nz").utf8))
        #expect(read.lines == [String(repeating: "y", count: (1 << 16) - 1), "z"])
    }

    /// What is readable may be part of a line: that is no line waiting (answers held back
    /// for it waited for a writer that waited for them), until its end comes.
    @Test func aPartOfALineIsNoLineWaiting() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        func send(_ text: String) {
            var text = text
            _ = text.withUTF8 { write(ends[1], $0.baseAddress!, $0.count) }
        }
        let input = StandardInput(fileDescriptor: ends[0])
        send("first\n")
        #expect(input.readLine() == "first")
        send("par")
        #expect(!input.lineWaiting())
        send("t\n")
        #expect(input.lineWaiting())
        #expect(input.readLine() == "part")
        #expect(!input.lineWaiting())
        close(ends[1])
        #expect(input.lineWaiting())
        #expect(input.readLine() == nil)
        #expect(input.failure == nil)
    }

    /// Input that cannot be read ends the lines, and says why.
    @Test func aDirectoryIsAFailure() throws {
        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        let input = StandardInput(fileDescriptor: directory)
        #expect(input.readLine() == nil)
        #expect(input.failure == String(cString: strerror(EISDIR)))
    }

    /// A descriptor made non-blocking by the caller is waited on, not taken for the end.
    @Test func aNonBlockingInputIsWaitedOn() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        try #require(fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK) == 0)
        // Written once the reader has found the pipe empty (a read failed with EAGAIN) and
        // is about to wait: the writer waits for that event, not for a clock.
        // (The bound only keeps a broken reader from hanging the run; it then fails below.)
        let empty = DispatchSemaphore(value: 0)
        let sawWait = LockedFlag()
        let writer = Thread { [end = ends[1]] in
            sawWait.set(empty.wait(timeout: .now() + 30) == .success)
            _ = write(end, "late\n", 5)
            close(end)
        }
        writer.start()
        let input = StandardInput(fileDescriptor: ends[0], willWait: { empty.signal() })
        #expect(input.readLine() == "late")
        #expect(sawWait.value, "the reader never waited on the empty pipe")
        #expect(input.readLine() == nil)
        #expect(input.failure == nil)
    }

    @Test func bytesThatAreNotUTF8AreRepaired() throws {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0x0A, 0xC3, 0xA9]
        let read = try lines(of: bytes)
        #expect(read.lines == [String(decoding: [0x61, 0xFF, 0x62], as: UTF8.self), "é"])
    }

    @Test func nothingIsNoLine() throws {
        let read = try lines(of: [])
        #expect(read.lines.isEmpty)
    }
}

/// A flag one thread sets and another reads.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var _value = false
    var value: Bool { lock.withLock { _value } }
    func set(_ value: Bool) { lock.withLock { _value = value } }
}
