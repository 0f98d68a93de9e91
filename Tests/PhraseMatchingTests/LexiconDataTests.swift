import Testing
@testable import PhraseMatching

/// The built-in lexicon data is well-formed, and the parser says where data is not.
@Suite struct LexiconDataTests {
    @Test(arguments: ["en", "fr", "es", "pt", "ja"])
    func everyLanguageParses(language: String) throws {
        let source = LexiconData.source(language: language)
        let lexicon = try Lexicon(parsing: source, language: language)
        let groups = source.split(separator: "\n").filter { "=+^".contains($0.first ?? "#") }.count
        #expect(groups > (language == "en" ? 20_000 : 30))
        #expect(lexicon.stems.count > (language == "en" ? 12_000 : 60))
    }

    @Test func irregularFormsAreWellFormed() {
        let lines = LexiconData.englishIrregular.split(separator: "\n")
        #expect(lines.count > 1_000)
        for line in lines {
            let parts = line.split(separator: " ")
            #expect(parts.count == 2 && parts.allSatisfy { $0.allSatisfy { ("a"..."z").contains($0) } }, "\(line)")
        }
        let table = LexiconData.parseIrregular(LexiconData.englishIrregular)
        #expect(table["frozen"] == "freeze")
        #expect(table["children"] == "child")
        #expect(table["went"] == "go")
        #expect(table["left"] == nil)   // a direction too
        #expect(table["saw"] == nil)    // a tool too
    }

    @Test func malformedDataIsReportedWithItsLine() {
        #expect(throws: LexiconError(line: 2, text: "* a b", reason: "a line starts with '=', '+', '^', '!' or '#'")) {
            try Lexicon(parsing: "= a b\n* a b", language: "en")
        }
        #expect(throws: LexiconError(line: 1, text: "= ab/x cd", reason: "'ab/x': a rank is a whole number from 1 to 1023")) {
            try Lexicon(parsing: "= ab/x cd", language: "en")
        }
        #expect(throws: LexiconError(line: 3, text: "= turn_on off", reason: "'turn_on' is not one word")) {
            try Lexicon(parsing: "# comment\n\n= turn_on off", language: "en")
        }
        #expect(throws: LexiconError(line: 1, text: "+ alone", reason: "a group relates two words or more")) {
            try Lexicon(parsing: "+ alone", language: "en")
        }
    }

    @Test func malformedHypernymLines() {
        let reason = "a '^' line is 'specific… > general…'"
        #expect(throws: LexiconError(line: 1, text: "^ a b", reason: reason)) { try Lexicon(parsing: "^ a b", language: "en") }
        #expect(throws: LexiconError(line: 1, text: "^ > b", reason: reason)) { try Lexicon(parsing: "^ > b", language: "en") }
        #expect(throws: LexiconError(line: 1, text: "^ a >", reason: reason)) { try Lexicon(parsing: "^ a >", language: "en") }
        #expect(throws: LexiconError(line: 1, text: "= a > b", reason: "'>' appears once, in a '^' line")) {
            try Lexicon(parsing: "= a > b", language: "en")
        }
    }

    @Test func hypernymsGoBothWays() throws {
        let lexicon = try Lexicon(parsing: "^ delete erase/2 > remove/3", language: "en")
        #expect(lexicon.related("delet") == [Lexicon.Relation(stem: "remov", kind: .hypernym, rank: 3)])
        #expect(lexicon.related("remov") == [Lexicon.Relation(stem: "delet", kind: .hyponym, rank: 3),
                                             Lexicon.Relation(stem: "eras", kind: .hyponym, rank: 3)])
        #expect(lexicon.related("eras") == [Lexicon.Relation(stem: "remov", kind: .hypernym, rank: 3)])
    }

    @Test func parsedRelationsKeepTheBestRank() throws {
        let lexicon = try Lexicon(parsing: "= stop/3 halt/2\n= stop halt/4\n+ stop stoppage", language: "en")
        let relations = lexicon.related("stop")
        #expect(relations.contains(Lexicon.Relation(stem: "halt", kind: .synonym, rank: 3)))
        #expect(relations.contains(Lexicon.Relation(stem: "stoppag", kind: .derivation, rank: 1)))
        #expect(relations.count == 2)
    }
}
