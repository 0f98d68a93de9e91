// Fuzz target: typed utterances through PhraseMatcher.match (all apps, one app in scope,
// every candidate), matchValue and the Japanese matcher. The first byte picks the mode.
import Foundation

let englishMatcher = try! PhraseMatcher(catalogs: [FuzzCatalogs.library, FuzzCatalogs.music])
let japaneseMatcher = try! PhraseMatcher(catalogs: [FuzzCatalogs.japanese])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMatcher(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = fuzzBytes(start, count)
    let mode = bytes[0]
    // Invalid UTF-8 becomes U+FFFD, as it does when the tool reads a line.
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let result: MatchResult
    switch mode % 6 {
    case 0: result = englishMatcher.match(text)
    case 1: result = englishMatcher.match(text, app: "Library")
    case 2: result = englishMatcher.match(text, app: "Tunes", all: true)
    case 3:
        for match in englishMatcher.matchValue(text, type: "BookEntity", app: "Library") {
            fuzzCheck(match.score >= 0 && match.score <= 1, "value score \(match.score) out of range")
        }
        for match in englishMatcher.matchValue(text, type: "Shelf", app: "Library") {
            fuzzCheck(match.score >= 0 && match.score <= 1, "value score \(match.score) out of range")
        }
        return 0
    case 4: result = japaneseMatcher.match(text, all: mode & 0x80 != 0)
    default: result = englishMatcher.match(text, all: true)
    }
    fuzzCheck(result.utterance == text, "utterance not kept")
    if let best = result.best { fuzzCheck(best.score >= 0 && best.score <= 1, "score \(best.score) out of range") }
    for candidate in result.candidates {
        fuzzCheck(candidate.score >= 0 && candidate.score <= 1, "candidate score \(candidate.score) out of range")
    }
    switch result.status {
    case .matched: fuzzCheck(result.best != nil, "matched without a best candidate")
    case .ambiguous: fuzzCheck(result.candidates.count >= 2, "ambiguous with fewer than two candidates")
    case .needsValue: fuzzCheck(result.request != nil, "needsValue without a request")
    case .rejected, .noMatch: break
    }
    _ = result.json.rendered
    return 0
}
