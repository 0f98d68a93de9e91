import Testing
@testable import PhraseMatching

/// What the search starts from: an utterance's tokens with, for each, the words it may
/// stand for (itself, typo readings, verbs of the same class), and where an app's name
/// may stand.
@Suite struct SearchTests {
    static func automaton(locale: String = "en", verb: String = "Open") -> Automaton {
        let catalog = Catalog(
            locale: locale, app: AppDescription(name: "Kindle"),
            types: ["Book": ValueType(kind: .entity, title: "Book", values: [
                ParameterValue(id: "dune", title: "Dune"), ParameterValue(id: "emma", title: "Emma"), ParameterValue(id: "1984", title: "1984")])],
            intents: ["OpenBook": IntentDescriptor(title: "Open Book", parameters: [
                ParameterDescriptor(name: "book", type: "Book", title: "Book")])],
            shortcuts: [ShortcutDescriptor(intent: "OpenBook", phrases: ["\(verb) ${book} in ${applicationName}"])])
        var automaton = Automaton(locale: locale)
        automaton.add(catalog)
        automaton.prepareOpenValues()
        return automaton
    }

    static func prepared(_ text: String, _ automaton: Automaton, typos: Bool = true) -> PreparedUtterance {
        PreparedUtterance(tokens: automaton.normalizer.tokens(text), automaton: automaton, typos: typos)
    }

    /// Token `i`'s readings as (word, edits).
    static func readings(_ utterance: PreparedUtterance, _ i: Int, _ automaton: Automaton) -> [(String, Int)] {
        utterance.alternatives[i].map { (automaton.vocabulary.words[Int($0.word)], $0.edits) }
    }

    @Test func aKnownWordReadsAsItselfFirst() {
        let automaton = Self.automaton()
        let utterance = Self.prepared("open dune in kindle", automaton)
        #expect(utterance.tokens == ["open", "dune", "in", "kindle"])
        for i in utterance.tokens.indices {
            #expect(Self.readings(utterance, i, automaton).first.map { $0.0 } == utterance.tokens[i])
            #expect(Self.readings(utterance, i, automaton).first.map { $0.1 } == 0)
        }
    }

    @Test func aTypoReadsAsTheWordsWithinItsTolerance() {
        let automaton = Self.automaton()
        let utterance = Self.prepared("opne dnue in kindel", automaton)
        #expect(Self.readings(utterance, 0, automaton).contains { $0 == ("open", 1) })
        #expect(Self.readings(utterance, 1, automaton).contains { $0 == ("dune", 1) })
        #expect(Self.readings(utterance, 3, automaton).contains { $0 == ("kindle", 1) })
        // Exact search reads no typos.
        let exact = Self.prepared("opne dnue in kindel", automaton, typos: false)
        #expect(Self.readings(exact, 0, automaton).isEmpty)
        #expect(Self.readings(exact, 2, automaton).map { $0.0 } == ["in"])
    }

    @Test func aNumberIsNoTypoOfAnother() {
        let automaton = Self.automaton()
        let utterance = Self.prepared("open 1948 in kindle", automaton)
        #expect(Self.readings(utterance, 1, automaton).isEmpty)
        #expect(Self.readings(Self.prepared("open 1984 in kindle", automaton), 1, automaton).map { $0.0 } == ["1984"])
    }

    @Test func aVerbOfTheSameClassReadsAsOneTypo() {
        let automaton = Self.automaton(locale: "fr", verb: "Ouvre")
        let utterance = Self.prepared("affiche dune dans kindle", automaton)
        #expect(Self.readings(utterance, 0, automaton).contains { $0 == ("ouvre", 1) })
    }

    @Test func theAppNameStandsAtTheFirstOrLastContentWord() {
        let automaton = Self.automaton()
        let flexible = Self.prepared("please open dune in kindle", automaton)
        #expect(flexible.edges.last == 4)
        #expect(flexible.edges.first == flexible.tokens.firstIndex(of: "open"))
        // Exact search takes the whole utterance.
        let exact = Self.prepared("please open dune in kindle", automaton, typos: false)
        #expect(exact.edges == (0, 4))
    }

    @Test func alternativesAreSlicedByToken() {
        var alternatives = Alternatives(tokens: 3)
        alternatives.append(.init(word: 7, edits: 0))
        alternatives.endToken()
        alternatives.endToken()  // a token with no reading
        alternatives.append(.init(word: 1, edits: 1))
        alternatives.append(.init(word: 2, edits: 2))
        alternatives.endToken()
        #expect(alternatives[0].map(\.word) == [7])
        #expect(alternatives[1].isEmpty)
        #expect(alternatives[2].map(\.word) == [1, 2])
        #expect(alternatives[2].map(\.edits) == [1, 2])
    }
}
