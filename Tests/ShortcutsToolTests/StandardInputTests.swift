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
    func lines(of bytes: [UInt8]) throws -> (lines: [String], waitingAtEnd: Bool) {
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
        return (lines, input.lineWaiting())
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
