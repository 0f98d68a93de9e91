import Foundation
import Testing
@testable import PhraseMatching

/// Hostile typed input: nothing crashes, every result is well formed, and flexible matching
/// stops at its work limit and says so. Behaviour is checked, never time.
@Suite struct RobustnessTests {
    static let matcher = try! PhraseMatcher(catalogs: [Fixtures.library, Fixtures.music])

    /// One input of each hostile kind, by name.
    static let hostile: [(name: String, text: String)] = [
        ("1 MB line", String(repeating: "a", count: 1 << 20)),
        ("1 MB of words", String(repeating: "open library ", count: (1 << 20) / 13)),
        ("10,000 words", (0..<10_000).map { "word\($0 % 97)" }.joined(separator: " ")),
        ("10,000 phrase words", Array(repeating: "open want to read in library", count: 1_700).joined(separator: " ")),
        ("invalid UTF-8", String(decoding: [0x6F, 0x70, 0x65, 0x6E, 0x20, 0xFF, 0xFE, 0xC3, 0x28, 0xE2, 0x82, 0x20,
                                            0x64, 0x75, 0x6E, 0x65], as: UTF8.self)),
        ("NUL and control characters", "open\u{0}want\u{1}to\u{7}read\u{8}in\u{1B}library\u{7F}\r\u{0B}\u{0C}"),
        ("terminal escapes", "\u{1B}[31mopen\u{1B}[0m \u{1B}]0;title\u{7}dune\u{1B}[2J in library"),
        ("only controls", String((0..<32).map { Character(Unicode.Scalar($0)!) })),
        ("emoji", "open 📚 want to read 👩‍👩‍👧‍👦 in library 🇫🇷🏳️‍🌈"),
        ("only emoji", String(repeating: "👩🏽‍💻", count: 5_000)),
        ("combining marks", "o\u{301}\u{302}\u{303}pen wa\u{308}nt to re\u{327}ad in li\u{30A}brary"),
        ("zalgo", "open" + String(repeating: "\u{301}\u{316}\u{35C}", count: 20_000) + " dune in library"),
        ("right-to-left", "\u{202E}open want to read in library\u{202C} \u{5E4}\u{5EA}\u{5D7} \u{627}\u{644}\u{645}\u{643}\u{62A}\u{628}\u{629}"),
        ("bidi marks", "open \u{2067}dune\u{2069} in \u{200F}library\u{200E}"),
        ("empty", ""),
        ("blank", "   \t  "),
        ("line breaks", "\n\n\r\n"),
        ("full width", "ｏｐｅｎ　ＤＵＮＥ　ｉｎ　ｌｉｂｒａｒｙ"),
        ("CJK run", String(repeating: "本を開く", count: 5_000)),
        ("replacement characters", "open \u{FFFD}\u{FFFD} dune"),
        ("noncharacters", "open " + String(String.UnicodeScalarView([0xFFFF, 0xFDD0, 0x10FFFF].map { Unicode.Scalar($0)! }))
            + " dune in library"),
        ("long word", "open " + String(repeating: "dune", count: 50_000) + " in library"),
        ("many apostrophes", String(repeating: "'", count: 100_000) + "open dune in library"),
        ("template syntax", "open ${book} in ${applicationName}"),
        ("40 typo words", Array(repeating: "opne libary raed", count: 13).joined(separator: " ") + " wnat"),
    ]

    func checkWellFormed(_ result: MatchResult, input: String, _ name: String) {
        #expect(result.utterance == input, "\(name)")
        if let best = result.best { #expect(best.score >= 0 && best.score <= 1, "\(name)") }
        for candidate in result.candidates { #expect(candidate.score >= 0 && candidate.score <= 1, "\(name)") }
        switch result.status {
        case .matched: #expect(result.best != nil, "\(name)")
        case .ambiguous: #expect(result.candidates.count >= 2, "\(name)")
        case .needsValue: #expect(result.request != nil, "\(name)")
        case .rejected, .noMatch: break
        }
        #expect(!result.json.rendered.isEmpty)
        #expect(result.renderedJSON == result.json.rendered, "\(name)")
    }

    /// `renderedJSON` (what `match -` writes) gives the bytes of `json.rendered` for
    /// ordinary answers of every status and for a result with every field set.
    @Test func renderedJSONIsTheJSONValueRendered() {
        let utterances = ["open want to read in library", "open dune in library", "open library", "open in library",
                          "play something", "xyzzy", "opne want to raed in libary", "open the hobbit in library",
                          "don't open library", ""]
        for utterance in utterances {
            for result in [Self.matcher.match(utterance), Self.matcher.match(utterance, all: true),
                           Self.matcher.match(utterance, explain: true)] {
                #expect(result.renderedJSON == result.json.rendered, "\(utterance)")
            }
        }
        let binding = ParameterBinding(name: "book", type: "BookEntity", value: "id\"1", title: "Tab\there", subtitle: "By \u{2028}x")
        let full = MatchResult(
            utterance: "say \"hi\"\n", status: .needsValue,
            best: Candidate(app: "Library", intent: "OpenBook", parameter: binding, phrase: "Open ${book}", score: 0.123456, kind: .flexible),
            candidates: [Candidate(app: "Library", intent: "Stop", phrase: "Don't", score: 1, kind: .negative),
                         Candidate(app: "A", intent: "B", parameter: binding, phrase: "P", score: 0.5, kind: .openValue)],
            request: ValueRequest(parameter: "book", type: "BookEntity", dialog: "Which book?"), truncated: true,
            openSlot: OpenSlot(app: "Library", intent: "OpenBook", phrase: "Open ${book}", parameter: "book", type: "BookEntity",
                               text: "left hand", score: 0.8))
        #expect(full.renderedJSON == full.json.rendered)
        // Both come from one description: its exact text, every field set.
        #expect(full.renderedJSON == #"""
            {"utterance": "say \"hi\"\n", "status": "needsValue", "app": "Library", "intent": "OpenBook", \#
            "parameter": BINDING, "phrase": "Open ${book}", "score": 0.1235, \#
            "request": {"parameter": "book", "type": "BookEntity", "dialog": "Which book?"}, \#
            "openSlot": {"intent": "OpenBook", "parameter": "book", "type": "BookEntity", "text": "left hand"}, \#
            "truncated": true, "candidates": [{"app": "Library", "intent": null, "parameter": null, "phrase": "Don't", "score": 1.0}, \#
            {"app": "A", "intent": "B", "parameter": BINDING, "phrase": "P", "score": 0.5}]}
            """#.replacingOccurrences(of: "BINDING", with: #"{"name": "book", "type": "BookEntity", "value": "id\"1", "title": "Tab\there", "subtitle": "By \u2028x"}"#))
        var noMatch = full
        noMatch.status = .noMatch
        noMatch.hint = "Open \"Dune\" in Library"
        #expect(noMatch.renderedJSON == noMatch.json.rendered)
        noMatch.hint = nil
        #expect(noMatch.renderedJSON == noMatch.json.rendered)
    }

    @Test func hostileUtterancesGiveWellFormedResults() async throws {
        let matcher = Self.matcher
        let results = try await onOwnThread {
            Self.hostile.map { name, text in
                (name, text, [matcher.match(text), matcher.match(text, app: "Library"), matcher.match(text, all: true)],
                 matcher.matchValue(text, type: "BookEntity", app: "Library") + matcher.matchValue(text, type: "Shelf", app: "Library"))
            }
        }
        for (name, text, matches, values) in results {
            for result in matches { checkWellFormed(result, input: text, name) }
            for match in values { #expect(match.score >= 0 && match.score <= 1, "\(name)") }
        }
        try matcher.checkInvariants()
    }

    @Test func hostileTextAroundAPhraseStillMatches() {
        // Marks, controls, full-width forms and bidi marks are not words: the phrase remains.
        for text in ["combining marks", "NUL and control characters", "full width", "bidi marks", "zalgo"] {
            let input = Self.hostile.first { $0.name == text }!.text
            #expect(Self.matcher.match(input).status == .matched, "\(text)")
        }
    }

    @Test func utterancesPastTheFlexibleLimitAreMatchedExactlyAndSaySo() {
        // 10,000 words: too long for flexible matching, so exact only, and `truncated` says so.
        let long = Self.hostile.first { $0.name == "10,000 words" }!.text
        let result = Self.matcher.match(long)
        #expect(result.status == .noMatch)
        #expect(result.truncated)
        #expect(result.hint == nil)
        // Exactly maxFlexibleTokens tokens is still flexible; one more is not.
        var options = MatchOptions()
        options.maxFlexibleTokens = 8
        let short = try! PhraseMatcher(catalogs: [Fixtures.library], options: options)
        let atLimit = short.match("please please open want to read in library")
        #expect(atLimit.status == .matched && !atLimit.truncated)
        let pastLimit = short.match("please please please open want to read in library")
        #expect(pastLimit.status == .noMatch && pastLimit.truncated)
        // An exact phrase needs no flexible search, so nothing is cut.
        #expect(short.match("open want to read in library").truncated == false)
    }

    @Test func flexibleSearchStopsAtItsStepCap() throws {
        var options = MatchOptions()
        options.maxSearchSteps = 25
        let capped = try PhraseMatcher(catalogs: [Fixtures.library], options: options)
        let result = capped.match("please opne the want to raed shelf in my libary now")
        #expect(result.truncated)
        checkWellFormed(result, input: result.utterance, "capped")
        // The same search, counted: it never takes more than the cap (plus the step that stops it).
        var automaton = Automaton(locale: "en")
        automaton.add(Fixtures.library)
        automaton.prepareOpenValues()
        for steps in [1, 10, 100, 1_000, 200_000] {
            options.maxSearchSteps = steps
            let tokens = automaton.normalizer.tokens(String(repeating: "opne the libary raed want ", count: 8))
            var context = SearchContext(utterance: PreparedUtterance(tokens: tokens, automaton: automaton, typos: true),
                                        options: options, flexible: true, scope: [true], scopeCount: 1, namedApp: nil,
                                        range: 0..<tokens.count, maxCost: 1 - options.threshold + 0.15)
            automaton.search(&context)
            #expect(context.steps <= steps + 1)
            #expect(context.truncated == (context.steps > steps))
        }
    }

    // MARK: Regressions (each found by the fuzzers or the hostile inputs above)

    @Test func aHugeWordSkipsTheTypoIndex() {
        // A 1 MB word made typo lookup build O(L²) deletion variants: matching hung.
        var vocabulary = Vocabulary()
        vocabulary.intern("library")
        vocabulary.intern(String(repeating: "x", count: 100_000))   // indexed for exact use only
        vocabulary.indexTypos()
        #expect(vocabulary.typoCandidates(of: String(repeating: "b", count: 1 << 20)).isEmpty)
        #expect(vocabulary.typoCandidates(of: String(repeating: "x", count: 100_001)).isEmpty)
        #expect(vocabulary.typoCandidates(of: "libary").map(\.edits) == [1])
        let word = String(repeating: "a", count: 1 << 20)
        #expect(Self.matcher.match(word).status == .noMatch)
        #expect(Self.matcher.matchValue(word, type: "BookEntity", app: "Library").isEmpty)
    }

    @Test func aValueNamedWithAHugeWordCompilesAndMatchesExactly() throws {
        let word = String(repeating: "dune", count: 25_000)
        var catalog = Fixtures.library
        catalog.types["BookEntity"]!.values.append(ParameterValue(id: "huge", title: word))
        catalog.types["BookEntity"]!.suggested!.append("huge")
        let matcher = try PhraseMatcher(catalogs: [catalog])
        try matcher.checkInvariants()
        #expect(matcher.match("open \(word) in library").best?.parameter?.value == "huge")
        #expect(matcher.match("open \(word)x in library").best?.parameter?.value != "huge")
    }

    @Test func runsOfCombiningMarksAreCutToTheStreamSafeLimit() {
        // 60,000 marks on one letter made normalisation take seconds (quadratic reordering).
        let zalgo = "e" + String(repeating: "\u{301}\u{316}\u{35C}", count: 20_000) + " dune"
        #expect(Normalizer.streamSafe(zalgo).unicodeScalars.count == 1 + Normalizer.maxCombiningMarks + 5)
        #expect(Normalizer(locale: "en").tokens(zalgo) == ["e", "dune"])
        // Text within the limit is returned as it is, marks kept where they are letters.
        let plain = "ca\u{301}fe\u{301} が ガ"
        #expect(Normalizer.streamSafe(plain) == plain)
        #expect(Normalizer(locale: "ja").tokens("か\u{3099}") == Normalizer(locale: "ja").tokens("が"))
    }

    @Test func noWordOverlapHintForVeryLongInput() {
        // The hint compared every phrase word with every token: 1 MB of words took phrases × tokens.
        let long = Self.hostile.first { $0.name == "1 MB of words" }!.text
        #expect(Self.matcher.match(long).hint == nil)
        #expect(Self.matcher.match("opne libary").hint != nil)
    }
}
