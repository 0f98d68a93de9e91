import Testing
import PhraseMatching

@Suite struct MatcherTests {
    let matcher: PhraseMatcher

    init() throws {
        matcher = try PhraseMatcher(catalogs: [Fixtures.library, Fixtures.music])
        try matcher.checkInvariants()
    }

    func describe(_ utterance: String, app: String? = nil) -> String {
        let result = matcher.match(utterance, app: app)
        var text = result.status.rawValue
        if let best = result.best {
            text += " \(best.app)/\(best.intent)"
            if let parameter = best.parameter { text += "(\(parameter.value))" }
        }
        if result.status == .ambiguous {
            text += " [" + result.candidates.map { $0.parameter?.value ?? $0.intent }.joined(separator: ",") + "]"
        }
        return text
    }

    @Test func exact() {
        let result = matcher.match("open want to read in library")
        #expect(result.status == .matched)
        #expect(result.best?.intent == "OpenShelf")
        #expect(result.best?.parameter?.value == "wantToRead")
        #expect(result.best?.score == 1)
        #expect(result.best?.kind == .exact)
    }

    @Test(arguments: [
        ("Open Want to Read in Library", "matched Library/OpenShelf(wantToRead)"),
        ("open to read in my books", "matched Library/OpenShelf(wantToRead)"),
        ("please open want to read in library", "matched Library/OpenShelf(wantToRead)"),
        ("opne want to raed in libary", "matched Library/OpenShelf(wantToRead)"),
        ("open want to read library", "matched Library/OpenShelf(wantToRead)"),
        ("library, open want to read", "matched Library/OpenShelf(wantToRead)"),
        ("in library open finished", "matched Library/OpenShelf(read)"),
        ("open the hobbit in library", "matched Library/OpenBook(hobbit)"),
        ("open hobbit in library", "matched Library/OpenBook(hobbit)"),
        ("open persuasion in library", "ambiguous Library/OpenBook(persuasion-austen) [persuasion-austen,persuasion-cialdini]"),
        ("open a shelf in library", "needsValue Library/OpenShelf"),
        ("add a book to library", "needsValue Library/AddBook"),
        ("delete library", "rejected Library/"),
        ("play lo fi beats on tunes", "matched Tunes/PlayPlaylist(p2)"),
        ("play lofi beats on tunes", "matched Tunes/PlayPlaylist(p2)"),
        ("play study music in tunes", "matched Tunes/PlayPlaylist(p2)"),
        ("open the left hand of darkness in library", "matched Library/OpenBook(lefthand)"),
        ("what's the weather in paris", "noMatch"),
        ("tell me a joke", "noMatch"),
    ])
    func outcomes(utterance: String, expected: String) {
        #expect(describe(utterance) == expected)
    }

    @Test func scopeAllowsLeavingOutTheAppName() {
        #expect(describe("open want to read", app: "Library") == "matched Library/OpenShelf(wantToRead)")
        #expect(describe("open want to read in travel tracking", app: "Library").hasPrefix("noMatch"))
    }

    @Test func typoBounds() {
        // One edit in a 4-letter word matches; two do not.
        #expect(describe("open want to read in libary") == "matched Library/OpenShelf(wantToRead)")
        #expect(describe("open dnue in library") == "matched Library/OpenBook(dune)")
        #expect(matcher.match("open dixe in library").best?.parameter?.value != "dune")
        // Two edits in a word of 8+ letters match; three do not.
        #expect(describe("open currantly raeding in library") == "matched Library/OpenCurrentlyReading")
        #expect(describe("open want to read in lbirray").hasPrefix("noMatch"))
        #expect(describe("open dixe in library").hasPrefix("noMatch"))
    }

    @Test func hint() {
        let result = matcher.match("opne libary")
        #expect(result.status == .noMatch)
        #expect(result.hint != nil)
    }

    @Test func updateValues() throws {
        try matcher.updateValues(app: "Library", type: "BookEntity",
                                 upserting: [ParameterValue(id: "neu", title: "Neuromancer", subtitle: "William Gibson")])
        try matcher.checkInvariants()
        #expect(describe("open neuromancer in library") == "matched Library/OpenBook(neu)")
        try matcher.updateValues(app: "Library", type: "BookEntity", upserting: [], removing: ["neu"])
        try matcher.checkInvariants()
        #expect(describe("open neuromancer in library") != "matched Library/OpenBook(neu)")
    }
}
