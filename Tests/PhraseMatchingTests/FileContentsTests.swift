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
}
