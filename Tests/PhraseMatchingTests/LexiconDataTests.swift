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
        #expect(throws: LexiconError(line: 2, text: "* a b", reason: "a line starts with '=', '+', '&', '^', '~', ':', '!' or '#'")) {
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

    /// Hypernym ('^') and attribute (':') lines: two sides around one '>'.
    @Test(arguments: [("^", "a '^' line is 'specific… > general…'"), ("~", "a '~' line is 'specific… > general…'"),
                      (":", "a ':' line is 'quality… > adjective…'")])
    func malformedTwoSidedLines(kind: String, reason: String) {
        for text in ["\(kind) a b", "\(kind) > b", "\(kind) a >"] {
            #expect(throws: LexiconError(line: 1, text: text, reason: reason)) { try Lexicon(parsing: text, language: "en") }
        }
        for text in ["= a > b", "+ a > b", "& a > b"] {
            #expect(throws: LexiconError(line: 1, text: text, reason: "'>' appears once, in a '^', '~' or ':' line")) {
                try Lexicon(parsing: text, language: "en")
            }
        }
    }

    /// '~' lines (nouns): related as '^' lines are, both ways, but their words are not
    /// counted as vocabulary ("tomorrow" stays a detail, not a known noun).
    @Test func nounHypernymLinesRelateButAreNoVocabulary() throws {
        let lexicon = try Lexicon(parsing: "~ sedan coupe/2 > car\n= coupe hardtop", language: "en")
        #expect(lexicon.related("sedan") == [Lexicon.Relation(stem: "car", kind: .hypernym, rank: 1)])
        #expect(lexicon.related("car") == [Lexicon.Relation(stem: "sedan", kind: .hyponym, rank: 1),
                                           Lexicon.Relation(stem: "coup", kind: .hyponym, rank: 2)])
        #expect(!lexicon.knows("sedan") && !lexicon.knows("car"))
        #expect(lexicon.knows("coup"))   // of a '=' group
    }

    /// The built-in English data relates a noun to its direct hypernym in their first senses
    /// (WordNet), both ways: "update" is news, a sedan a car.
    @Test func englishNounsReadTheirHypernyms() {
        let lexicon = Lexicon.shared(language: "en")
        let stemmer = Stemmer(language: "en")
        func related(_ word: String) -> [String] {
            lexicon.related(stemmer.stem(word), maximumRank: 1).map { "\($0.stem) \($0.kind)" }
        }
        #expect(related("update").contains("\(stemmer.stem("news")) hypernym"))
        #expect(related("sedan").contains("car hypernym"))
        #expect(related("car").contains("\(stemmer.stem("sedan")) hyponym"))
        #expect(related("lobby").contains("room hypernym"))
        #expect(!lexicon.knows(stemmer.stem("tomorrow")))   // only in a '~' line
    }

    @Test func hypernymsGoBothWays() throws {
        let lexicon = try Lexicon(parsing: "^ delete erase/2 > remove/3", language: "en")
        #expect(lexicon.related("delet") == [Lexicon.Relation(stem: "remov", kind: .hypernym, rank: 3)])
        #expect(lexicon.related("remov") == [Lexicon.Relation(stem: "delet", kind: .hyponym, rank: 3),
                                             Lexicon.Relation(stem: "eras", kind: .hyponym, rank: 3)])
        #expect(lexicon.related("eras") == [Lexicon.Relation(stem: "remov", kind: .hypernym, rank: 3)])
    }

    @Test func attributesGoBothWays() throws {
        let lexicon = try Lexicon(parsing: ": temperature > hot cold/2", language: "en")
        #expect(lexicon.related("temperatur") == [Lexicon.Relation(stem: "hot", kind: .attribute, rank: 1),
                                                  Lexicon.Relation(stem: "cold", kind: .attribute, rank: 2)])
        #expect(lexicon.related("cold") == [Lexicon.Relation(stem: "temperatur", kind: .attribute, rank: 2)])
        // The values of one quality are not related to each other.
        #expect(lexicon.related("hot") == [Lexicon.Relation(stem: "temperatur", kind: .attribute, rank: 1)])
    }

    /// Words only in '&' and ':' groups are related but not known words; '=', '+' and '^'
    /// groups make their words known.
    @Test func adjectiveGroupsDoNotMakeWordsKnown() throws {
        let lexicon = try Lexicon(parsing: "& septal septum\n: temperature > hot\n+ heat heater", language: "en")
        #expect(lexicon.related("septal") == [Lexicon.Relation(stem: "septum", kind: .derivation, rank: 1)])
        #expect(!lexicon.knows("septal") && !lexicon.knows("septum"))
        #expect(!lexicon.knows("temperatur") && !lexicon.knows("hot"))
        #expect(lexicon.knows("heat") && lexicon.knows("heater"))
    }

    @Test func relationsUpToARank() throws {
        let lexicon = try Lexicon(parsing: "= stop/3 halt/2\n= stop cease/2\n: temperature/4 > hot", language: "en")
        #expect(lexicon.related("stop", maximumRank: 2) == [Lexicon.Relation(stem: "ceas", kind: .synonym, rank: 2)])
        #expect(lexicon.related("stop", maximumRank: 3).map(\.stem) == ["ceas", "halt"])
        #expect(lexicon.related("hot", maximumRank: 3).isEmpty)
        #expect(lexicon.related("hot").count == 1)
    }

    @Test func parsedRelationsKeepTheBestRank() throws {
        let lexicon = try Lexicon(parsing: "= stop/3 halt/2\n= stop halt/4\n+ stop stoppage", language: "en")
        let relations = lexicon.related("stop")
        #expect(relations.contains(Lexicon.Relation(stem: "halt", kind: .synonym, rank: 3)))
        #expect(relations.contains(Lexicon.Relation(stem: "stoppag", kind: .derivation, rank: 1)))
        #expect(relations.count == 2)
    }
}
