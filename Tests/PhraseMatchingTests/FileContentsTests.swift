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
}
