import Testing
import TestSupport
@testable import PhraseMatching

@Suite struct PhraseTemplateTests {
    @Test func parsesTokens() {
        let template = PhraseTemplate("Open ${ shelf } in ${applicationName}")
        #expect(template.segments == [.text("Open "), .parameter("shelf"), .text(" in "), .applicationName])
        #expect(PhraseTemplate("${} and ${x-y} and ${open").segments == [.text("${} and ${x-y} and ${open")])
    }

    /// The byte-level parser of ASCII templates agrees with the general one.
    @Test(arguments: 0..<20)
    func asciiParserAgrees(seed: UInt64) {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        let pieces = ["$", "{", "}", "${", " ", "a", "Z", "_", "1", "-", "open ", "applicationName", "shelf"]
        for _ in 0..<500 {
            let source = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined()
            #expect(PhraseTemplate.asciiSegments(source) == PhraseTemplate.segments(source), "\(source)")
        }
    }
}
