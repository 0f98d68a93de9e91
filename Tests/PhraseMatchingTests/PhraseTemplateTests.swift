import Testing
import TestSupport
@testable import PhraseMatching

@Suite struct PhraseTemplateTests {
    @Test func parsesTokens() {
        let template = PhraseTemplate("Open ${ shelf } in ${applicationName}")
        #expect(template.segments == [.text("Open "), .parameter("shelf"), .text(" in "), .applicationName])
        #expect(PhraseTemplate("${} and ${x-y} and ${open").segments == [.text("${} and ${x-y} and ${open")])
    }

    /// Token names of any script are read; other characters keep a token literal.
    @Test func parsesTokensOfAnyScript() {
        #expect(PhraseTemplate("${applicationName}で${ 本棚 }を開く").segments
                == [.applicationName, .text("で"), .parameter("本棚"), .text("を開く")])
        #expect(PhraseTemplate("Ouvre « ${rayon_1} » dans ${applicationName}").segments
                == [.text("Ouvre « "), .parameter("rayon_1"), .text(" » dans "), .applicationName])
        #expect(PhraseTemplate("${é-x} ${ } ${été").segments == [.text("${é-x} ${ } ${été")])
    }

    /// The parser, on bytes, reads what a character-by-character reading of the rule does.
    @Test(arguments: 0..<20)
    func parserAgreesWithTheRule(seed: UInt64) {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        let pieces = ["$", "{", "}", "${", " ", "a", "Z", "_", "1", "-", "open ", "applicationName", "shelf", "é", "本", "«"]
        for _ in 0..<500 {
            let source = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined()
            #expect(PhraseTemplate(source).segments == Self.segmentsByCharacter(source), "\(source)")
        }
    }

    /// The rule read character by character: `${`, a name of letters, digits and `_`
    /// between optional spaces, `}`; anything else is text.
    static func segmentsByCharacter(_ source: String) -> [PhraseTemplate.Segment] {
        var segments: [PhraseTemplate.Segment] = []
        var text = ""
        var rest = Substring(source)
        while let start = rest.range(of: "${") {
            text += rest[..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard let close = afterOpen.firstIndex(of: "}") else {
                text += rest[start.lowerBound...]
                rest = rest[rest.endIndex...]
                break
            }
            var name = afterOpen[..<close]
            while name.first == " " { name.removeFirst() }
            while name.last == " " { name.removeLast() }
            if name.isEmpty || !name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
                text += rest[start.lowerBound...close]
            } else {
                if !text.isEmpty { segments.append(.text(text)); text = "" }
                segments.append(name == "applicationName" ? .applicationName : .parameter(String(name)))
            }
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        text += rest
        if !text.isEmpty { segments.append(.text(text)) }
        return segments
    }
}
