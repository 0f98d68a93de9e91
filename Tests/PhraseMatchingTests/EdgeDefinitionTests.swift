import Foundation
import Testing
@testable import PhraseMatching

/// Definitions at the edges: empty apps and types, huge and duplicated values, and manifests
/// with unknown, missing or mistyped fields. Each is a clear error or documented behaviour
/// (the README's Limits section).
/// Runs CPU-heavy work on a thread of its own, so that it does not hold one of the few
/// threads of the cooperative pool that other tests' timers and tasks run on.
func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.stackSize = 16 << 20
        thread.start()
    }
}

@Suite struct EdgeDefinitionTests {
    static func library(values: [ParameterValue], suggested: [String]? = nil, phrases: [String] = ["Open ${book} in ${applicationName}"],
                        kind: ValueType.Kind = .entity) -> Catalog {
        Catalog(locale: "en", app: AppDescription(name: "Library"),
                types: ["Book": ValueType(kind: kind, title: "Book", suggested: kind == .entity ? (suggested ?? values.map(\.id)) : nil,
                                          values: values)],
                intents: ["OpenBook": IntentDescriptor(title: "Open Book", parameters: [
                    ParameterDescriptor(name: "book", type: "Book", title: "Book")])],
                shortcuts: [ShortcutDescriptor(intent: "OpenBook", phrases: phrases + ["Open a book in ${applicationName}"])])
    }

    @Test func noCatalogsAndEmptyCatalogsMatchNothing() throws {
        let none = try PhraseMatcher(catalogs: [])
        #expect(none.appNames.isEmpty)
        #expect(none.match("open dune in library").status == .noMatch)
        #expect(none.matchValue("dune", type: "Book", app: "Library").isEmpty)
        let empty = try PhraseMatcher(catalogs: [Catalog(locale: "en", app: AppDescription(name: "Library"))])
        try empty.checkInvariants()
        #expect(empty.match("library").status == .noMatch)
        #expect(empty.match("open dune", app: "Library").status == .noMatch)
        #expect(throws: MatcherError.unknownType(app: "Library", type: "Book")) {
            try empty.updateValues(app: "Library", type: "Book", values: [], suggested: [])
        }
        // An app with no name at all: nothing to say for it, nothing breaks.
        let nameless = try PhraseMatcher(catalogs: [Catalog(locale: "en", app: AppDescription(name: ""))])
        #expect(nameless.match("").status == .noMatch)
    }

    @Test func aTypeWithNoValuesAsksForOneAndOffersNone() throws {
        let matcher = try PhraseMatcher(catalogs: [Self.library(values: [])])
        try matcher.checkInvariants()
        #expect(matcher.match("open dune in library").status != .matched)
        let asked = matcher.match("open a book in library")
        #expect(asked.status == .needsValue)
        #expect(asked.candidates.isEmpty)
        // Values arriving later are matched.
        try matcher.updateValues(app: "Library", type: "Book", values: [ParameterValue(id: "d", title: "Dune")], suggested: ["d"])
        try matcher.checkInvariants()
        #expect(matcher.match("open dune in library").best?.parameter?.value == "d")
    }

    @Test func oneHundredThousandValuesWithOneTitle() async throws {
        // Compiling used to scan each shared terminal for duplicates: quadratic in the values.
        struct Seen: Sendable {
            var status: MatchResult.Status, truncated: Bool, choices: Int, first: String?, every: Int, updated: String?
        }
        let seen = try await onOwnThread {
            let values = (0..<100_000).map { ParameterValue(id: "b\($0)", title: "Dune", subtitle: "Edition \($0)") }
            let matcher = try PhraseMatcher(catalogs: [Self.library(values: values)])
            let result = matcher.match("open dune in library")
            let every = matcher.match("open dune in library", all: true).candidates.count
            // Updating one of them costs one value.
            try matcher.updateValues(app: "Library", type: "Book", upserting: [ParameterValue(id: "b5", title: "Emma")])
            try matcher.checkInvariants()
            return Seen(status: result.status, truncated: result.truncated, choices: result.candidates.count,
                        first: result.candidates.first?.parameter?.value, every: every,
                        updated: matcher.match("open emma in library").best?.parameter?.value)
        }
        #expect(seen.status == .ambiguous)
        // Exact search stops at maxSearchSteps (about three steps a value here) and says so;
        // the choices offered are capped at MatchOptions.maxOptions, first declared first.
        #expect(seen.truncated)
        #expect(seen.choices == MatchOptions().maxOptions)
        #expect(seen.first == "b0")
        #expect(seen.every > 50_000 && seen.every < 100_000)
        #expect(seen.updated == "b5")
    }

    @Test func aValueTitledLikeAPhraseWord() throws {
        // Titles that are words of the phrase, the app name, or a function word still match
        // in their slot; a literal phrase beats a slot reading of the same words.
        let values = [ParameterValue(id: "open", title: "Open"), ParameterValue(id: "in", title: "In"), ParameterValue(id: "lib", title: "Library"),
                      ParameterValue(id: "a", title: "A Book")]
        let matcher = try PhraseMatcher(catalogs: [Self.library(values: values)])
        try matcher.checkInvariants()
        #expect(matcher.match("open open in library").best?.parameter?.value == "open")
        #expect(matcher.match("open in in library").best?.parameter?.value == "in")
        #expect(matcher.match("open library in library").best?.parameter?.value == "lib")
        let literal = matcher.match("open a book in library")
        #expect(literal.status == .needsValue)
        #expect(literal.best?.phrase == "Open a book in ${applicationName}")
    }

    @Test func thousandsOfSynonyms() throws {
        let synonyms = (0..<5_000).map { "Alias Number \($0)" }
        let matcher = try PhraseMatcher(catalogs: [Self.library(values: [ParameterValue(id: "d", title: "Dune", synonyms: synonyms),
                                                                        ParameterValue(id: "e", title: "Emma")])])
        try matcher.checkInvariants()
        for index in [0, 1_234, 4_999] {
            #expect(matcher.match("open alias number \(index) in library").best?.parameter?.value == "d")
        }
        #expect(matcher.match("open emma in library").best?.parameter?.value == "e")
        try matcher.updateValues(app: "Library", type: "Book", values: [ParameterValue(id: "d", title: "Dune")], suggested: ["d"])
        try matcher.checkInvariants()
        #expect(matcher.match("open alias number 7 in library").best?.parameter?.value != "d")
    }

    @Test func duplicateIDsKeepTheFirstValue() throws {
        let values = [ParameterValue(id: "x", title: "Dune"), ParameterValue(id: "x", title: "Emma"), ParameterValue(id: "y", title: "Persuasion")]
        let matcher = try PhraseMatcher(catalogs: [Self.library(values: values, suggested: ["x", "x", "y"])])
        try matcher.checkInvariants()
        #expect(matcher.match("open dune in library").best?.parameter?.value == "x")
        #expect(matcher.match("open emma in library").status == .noMatch)
        #expect(matcher.phraseValues(type: "Book", app: "Library").map(\.id) == ["x", "y"])
        // The same in an update: first wins, and the invariants hold.
        try matcher.updateValues(app: "Library", type: "Book", values: values.reversed(), suggested: ["y", "x", "y"])
        try matcher.checkInvariants()
        #expect(matcher.match("open persuasion in library").best?.parameter?.value == "y")
    }

    @Test func suggestedIDsThatAreNoValueAreIgnored() throws {
        let matcher = try PhraseMatcher(catalogs: [Self.library(values: [ParameterValue(id: "d", title: "Dune")], suggested: ["ghost", "d"])])
        try matcher.checkInvariants()
        #expect(matcher.phraseValues(type: "Book", app: "Library").map(\.id) == ["d"])
    }

    @Test func phrasesThatCannotRunAreLeftOut() throws {
        // Two parameters, an unknown parameter, no app name, empty and malformed templates:
        // compiled without them (validation reports them); matching never trips on them.
        let phrases = ["Open ${book} and ${other} in ${applicationName}", "Open ${nope} in ${applicationName}",
                       "Open ${book}", "", "${", "${}", "${applicationName}${applicationName}", "   "]
        let matcher = try PhraseMatcher(catalogs: [Self.library(values: [ParameterValue(id: "d", title: "Dune")], phrases: phrases)])
        try matcher.checkInvariants()
        #expect(matcher.match("open dune").best?.parameter?.value == "d")
        #expect(matcher.match("library library").status != .matched || true)
        #expect(matcher.match("").status == .noMatch)
    }

    // MARK: Manifests

    static func manifestError(_ json: String) -> String? {
        do {
            _ = try Catalog(manifest: Data(json.utf8), file: "Bad.shortcuts.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func manifestUnknownFieldsAreIgnored() throws {
        let json = """
            {"formatVersion": 1, "generator": {"name": "future"}, "app": {"name": "Library", "icon": "x.png"},
             "types": {"Shelf": {"kind": "enum", "title": "Shelf", "color": 3,
                                 "values": [{"id": "r", "title": "Read", "emoji": "📗"}]}},
             "intents": {"OpenShelf": {"title": "Open", "parameters": [{"name": "shelf", "type": "Shelf", "hint": null}]}},
             "shortcuts": [{"intent": "OpenShelf", "phrases": ["Open ${shelf} in ${applicationName}"], "tileColor": "navy"}]}
            """
        let catalog = try Catalog(manifest: Data(json.utf8), file: "Future.shortcuts.json")
        #expect(catalog.locale == "en")
        #expect(try PhraseMatcher(catalogs: [catalog]).match("open read in library").status == .matched)
    }

    @Test func anEnumMarkedSearchableReadsAsNotSearchable() throws {
        // Export leaves `searchable` out for enums, so reading it back changed the catalog
        // (found writing the manifest fuzzer's round-trip check). Enums are never searchable.
        let json = "{\"formatVersion\": 1, \"app\": {\"name\": \"A\"}, \"types\": {\"S\": {\"kind\": \"enum\", \"title\": \"S\", \"searchable\": true, \"values\": []}}}"
        let catalog = try Catalog(manifest: Data(json.utf8))
        #expect(catalog.types["S"]?.searchable == false)
        #expect(try Catalog(manifest: catalog.manifestData()) == catalog)
    }

    @Test(arguments: [
        ("{\"formatVersion\": 2, \"app\": {\"name\": \"A\"}}",
         "Bad.shortcuts.json:1:19: error: formatVersion: unsupported formatVersion 2 (this version of ShortcutKit reads 1)"),
        ("{\"app\": {\"name\": \"A\"}}", "Bad.shortcuts.json:1:1: error: missing key 'formatVersion'"),
        ("{\"formatVersion\": \"1\", \"app\": {\"name\": \"A\"}}", "Bad.shortcuts.json:1:19: error: formatVersion: expected a number"),
        ("{\"formatVersion\": 1}", "Bad.shortcuts.json:1:1: error: missing key 'app'"),
        ("{\"formatVersion\": 1, \"app\": {\"name\": 7}}", "Bad.shortcuts.json:1:38: error: app.name: expected a string"),
        ("{\"formatVersion\": 1, \"app\": {\"name\": null}}", "Bad.shortcuts.json:1:38: error: app.name: expected a string, found null"),
        ("{\"formatVersion\": 1, \"app\": {\"name\": \"A\"}, \"types\": []}", "Bad.shortcuts.json:1:53: error: types: expected an object"),
        ("{\"formatVersion\": 1, \"app\": {\"name\": \"A\"}, \"types\": {\"S\": {\"kind\": \"set\", \"title\": \"S\"}}}",
         "Bad.shortcuts.json:1:68: error: types.S.kind: unknown kind (expected 'enum' or 'entity')"),
        ("{\"formatVersion\": 1, \"app\": {\"name\": \"A\"}, \"types\": {\"S\": {\"kind\": \"enum\", \"title\": \"S\", \"values\": [{\"title\": \"x\"}]}}}",
         "Bad.shortcuts.json:1:101: error: types.S.values[0]: missing key 'id'"),
        ("{\"formatVersion\": 1, \"app\": {\"name\": \"A\"}, \"shortcuts\": [{\"intent\": \"I\", \"phrases\": \"Open\"}]}",
         "Bad.shortcuts.json:1:85: error: shortcuts[0].phrases: expected an array"),
        ("{\"formatVersion\": 1, \"app\": {\"name\": \"A\"}, \"shortcuts\": [{\"intent\": \"I\"}]}",
         "Bad.shortcuts.json:1:58: error: shortcuts[0]: missing key 'phrases'"),
        ("[1, 2]", "Bad.shortcuts.json:1:1: error: expected an object"),
        ("", "Bad.shortcuts.json:1:1: error: malformed JSON"),
        // A truncated file: where it stops, as string catalogs are reported.
        ("{\n  \"formatVersion\": 1,\n  \"locale\": \"en\",", "Bad.shortcuts.json:3:18: error: malformed JSON: unexpected end of input"),
    ])
    func manifestProblemsNameTheFileAndThePlace(json: String, expected: String) {
        let message = Self.manifestError(json)
        #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error")")
    }

    @Test func manifestThatIsNoTextOrNoFile() {
        #expect(Self.manifestError(String(decoding: [0x7B, 0xFF, 0x7D], as: UTF8.self)) != nil)
        do {
            _ = try Catalog(manifest: Data([0x7B, 0xFF, 0xFE, 0x7D]), file: "Bin.shortcuts.json")
            Issue.record("binary data loaded")
        } catch {
            #expect("\(error)" == "Bin.shortcuts.json: error: the file is not valid UTF-8 text")
        }
        #expect(throws: ManifestError(file: "/nonexistent/x.shortcuts.json", path: "", message: "cannot read the file: no such file")) {
            try Catalog(contentsOfManifest: "/nonexistent/x.shortcuts.json")
        }
        // Deep nesting is refused by the JSON reader, not a stack overflow.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.manifestError("{\"formatVersion\": 1, \"app\": {\"name\": \"A\"}, \"x\": \(deep)}") != nil)
    }
}
