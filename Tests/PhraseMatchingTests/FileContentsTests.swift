import Foundation
import Testing
@testable import PhraseMatching

/// Files given as pipes (`--corpus <(grep … corpus.tsv)`) or devices are read to their end.
@Suite struct FileContentsTests {
    @Test func aPipeIsReadUntilItEnds() throws {
        let pipe = Pipe()
        let text = "utterance\texpect\nopen dune in library\tOpenBook(dune)\n"
        pipe.fileHandleForWriting.write(Data(text.utf8))
        try pipe.fileHandleForWriting.close()
        let data = try FileContents.read("/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)")
        #expect(String(decoding: data, as: UTF8.self) == text)
        #expect(try FileContents.read("/dev/null").isEmpty)
    }

    @Test func aDeviceThatNeverEndsIsRefused() throws {
        let error = try #require(throws: FileContents.Unreadable.self) { try FileContents.read("/dev/zero", limit: 1 << 20) }
        #expect(error.description == "cannot read the file: it did not end within 1 MiB (a device that never ends, such as /dev/zero?)")
        // A pipe within the bound is read whole.
        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(repeating: 65, count: 1 << 20))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        #expect(try FileContents.read("/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)", limit: 1 << 20).count == 1 << 20)
    }

    /// A pipe whose read fails part way is refused, naming how far it got: before, the read
    /// ended there in silence and the bytes read so far were taken for the whole file.
    @Test func aReadThatFailsPartWayIsRefused() throws {
        struct Broken: LocalizedError { var errorDescription: String? { "Input/output error" } }
        var chunks = [Data("utter".utf8)]
        let error = try #require(throws: FileContents.Unreadable.self) {
            try FileContents.readStream("/dev/fd/9", limit: 1 << 20) {
                guard !chunks.isEmpty else { throw Broken() }
                return chunks.removeFirst()
            }
        }
        #expect(error.description == "cannot read the file: reading it failed after 5 bytes: Input/output error")
        // Chunks until an empty one are the whole stream.
        chunks = [Data("utter".utf8), Data("ance".utf8), Data()]
        #expect(try FileContents.readStream("/dev/fd/9", limit: 1 << 20) { chunks.removeFirst() } == Data("utterance".utf8))
    }
}
