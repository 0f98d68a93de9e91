import Testing
import PhraseMatching

/// `nameMatches`: whether typed words name a value (whole words, typos within bounds),
/// and the order ties are listed in (the type's own, not the ids').
@Suite struct NameMatchTests {
    let matcher: PhraseMatcher

    init() throws {
        matcher = try PhraseMatcher(catalogs: [Fixtures.library])
    }

    static let prejudice = ParameterValue(id: "pp", title: "Pride and Prejudice", subtitle: "Jane Austen", synonyms: ["P&P"])
    static let leftHand = ParameterValue(id: "lh", title: "The Left Hand of Darkness", subtitle: "Ursula K. Le Guin")

    @Test func wholeWordsOfTheTitleOrASynonym() {
        #expect(matcher.nameMatches("pride and prejudice", value: Self.prejudice) == 1)
        #expect(matcher.nameMatches("the prejudice", value: Self.prejudice) == 0.5)
        #expect(matcher.nameMatches("p p", value: Self.prejudice) != nil)
        #expect(matcher.nameMatches("left hand of darkness", value: Self.leftHand) == 1)
    }

    @Test func partsOfWordsSubtitlesAndFillersAloneNameNothing() {
        #expect(matcher.nameMatches("ice", value: Self.prejudice) == nil)
        #expect(matcher.nameMatches("jane austen", value: Self.prejudice) == nil)
        #expect(matcher.nameMatches("the", value: Self.prejudice) == nil)
        #expect(matcher.nameMatches("me", value: Self.prejudice) == nil)
        #expect(matcher.nameMatches("pride and ice", value: Self.prejudice) == nil)
    }

    @Test func typosWithinTheBounds() {
        #expect(matcher.nameMatches("pride and prejudise", value: Self.prejudice) != nil)   // one in 8+
        #expect(matcher.nameMatches("pride and prejudse", value: Self.prejudice) != nil)    // two in 8+
        #expect(matcher.nameMatches("pried", value: Self.prejudice) != nil)                 // one in 4+
        #expect(matcher.nameMatches("prido", value: Self.prejudice) != nil)
        #expect(matcher.nameMatches("prxdx", value: Self.prejudice) == nil)                 // two in 5
        #expect(matcher.nameMatches("hond", value: Self.leftHand) != nil)
        #expect(matcher.nameMatches("hnd", value: Self.leftHand) == nil)                    // none below 4
    }

    @Test func tiesInTheTypesOrder() throws {
        var catalog = Fixtures.library
        catalog.types["BookEntity"]?.values += [ParameterValue(id: "a-road", title: "The Road", subtitle: "Jack London"),
                                               ParameterValue(id: "z-road", title: "The Road", subtitle: "Cormac McCarthy")]
        catalog.types["BookEntity"]?.suggested = ["dune", "z-road", "hobbit", "a-road"]
        let matcher = try PhraseMatcher(catalogs: [catalog])
        let result = matcher.match("open the road in library")
        #expect(result.status == .ambiguous)
        #expect(result.candidates.map { $0.parameter?.value } == ["z-road", "a-road"])
        #expect(matcher.matchValue("the road", type: "BookEntity", app: "Library").map(\.value.id) == ["z-road", "a-road"])
    }
}
