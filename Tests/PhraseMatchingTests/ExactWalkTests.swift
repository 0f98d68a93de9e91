import Testing
@testable import PhraseMatching

/// The exact walk on word ids (`Automaton.singleExactMatch`) answers only what the full
/// search would answer the same way: every result it gives equals the full search's.
@Suite struct ExactWalkTests {
    static func automaton() -> Automaton {
        var automaton = Automaton(locale: "en")
        automaton.add(Fixtures.library)
        automaton.add(Fixtures.music)
        automaton.prepareOpenValues()
        return automaton
    }

    /// Every phrase of both apps said with every value name (and without one), in scope
    /// of all apps and of each app alone, plus utterances the walk must leave alone.
    static func utterances(_ automaton: Automaton) -> [String] {
        var result: [String] = []
        for catalog in [Fixtures.library, Fixtures.music] {
            let names = catalog.types.values.flatMap { $0.values.flatMap { [$0.title] + $0.synonyms } }
            for phrase in catalog.shortcuts.flatMap(\.phrases) + catalog.negativePhrases {
                let template = PhraseTemplate(phrase)
                for app in catalog.app.allNames {
                    result.append(template.render(applicationName: app))
                    for name in names { result.append(template.render(applicationName: app, parameter: name)) }
                }
            }
        }
        return result + [
            "open left hand darkness in library",   // a value named without its function words
            "whats on tunes", "play chill vibes in tunes please", "opne dune in library",
            "play lo-fi beats on tunes", "play lofi beats on tunes", "open dune in Bibliothèque",
            "open dune in library library", "", "   ", "open", "library open dune",
        ]
    }

    @Test func everyAnswerIsTheFullSearchs() {
        let automaton = Self.automaton()
        let options = MatchOptions()
        var answered = 0
        for scope in [[true, true], [true, false], [false, true]] {
            for utterance in Self.utterances(automaton) {
                guard let fast = automaton.singleExactMatch(utterance, scope: scope, options: options) else { continue }
                answered += 1
                let full = automaton.matchBySearch(utterance, scope: scope, all: false, options: options)
                #expect(fast == full, "'\(utterance)' in scope \(scope)")
            }
        }
        // Most phrases said with a value read one way: the walk answers them.
        #expect(answered > 50)
    }

    /// The matcher's hot path builds a phrase-with-value answer itself (`valueAnswer`):
    /// the same result as `singleExactAnswer` and the full search.
    @Test func theValueAnswerIsTheFullSearchs() {
        let automaton = Self.automaton()
        let options = MatchOptions()
        var built = 0
        for utterance in Self.utterances(automaton) {
            guard let found = automaton.exactReading(utterance, scope: [true, true], limits: ExactLimits(options)),
                  let answer = automaton.valueAnswer(utterance, found) else { continue }
            built += 1
            #expect(answer == automaton.singleExactAnswer(utterance, found), "'\(utterance)'")
            #expect(answer == automaton.matchBySearch(utterance, scope: [true, true], all: false, options: options),
                    "'\(utterance)'")
            #expect(answer.best?.parameter != nil, "'\(utterance)'")
        }
        #expect(built > 0)
    }

    @Test func itAnswersAPhraseWithItsValueAndLeavesTheRest() {
        let automaton = Self.automaton()
        let options = MatchOptions()
        let all = [true, true]
        let dune = automaton.singleExactMatch("Open Dune in Library", scope: all, options: options)
        #expect(dune?.status == .matched)
        #expect(dune?.best?.parameter?.value == "dune")
        // Two readings (the literal phrase and the shelf), a phrase without a value, a
        // typo, two values of one title, a name without its function words: the full search.
        for utterance in ["open currently reading in library", "add a book to library", "opne dune in library",
                          "open persuasion in library", "open left hand darkness in library", "open dune in tunes"] {
            #expect(automaton.singleExactMatch(utterance, scope: all, options: options) == nil, "\(utterance)")
        }
        // A phrase without a parameter, whose intent asks for none, is answered too.
        let current = automaton.singleExactMatch("show my current books in library", scope: all, options: options)
        #expect(current?.status == .matched)
        #expect(current?.best?.intent == "OpenCurrentlyReading")
        #expect(current?.best?.parameter == nil)
        #expect(current == automaton.matchBySearch("show my current books in library", scope: all, all: false, options: options))
        // Out of scope: nothing to answer.
        #expect(automaton.singleExactMatch("Open Dune in Library", scope: [false, true], options: options) == nil)
    }

    /// An answer reads its value when asked (from the store's array, never written): one
    /// made before an update keeps the value it was given, and a value changed since
    /// compiling (no longer read from that array) is answered as the full search answers it.
    @Test func anAnswerKeepsItsValueThroughAnUpdate() throws {
        let matcher = try PhraseMatcher(catalogs: [Fixtures.library, Fixtures.music])
        let before = matcher.match("open dune in library")
        var dune = try #require(matcher.value(id: "dune", type: "BookEntity", app: "Library"))
        dune.title = "Arrakis"
        try matcher.updateValues(app: "Library", type: "BookEntity", upserting: [dune])
        #expect(before.best?.parameter == ParameterBinding(name: "book", type: "BookEntity", value: "dune", title: "Dune",
                                                           subtitle: "Frank Herbert"))
        let after = matcher.match("open arrakis in library")
        #expect(after.best?.parameter?.title == "Arrakis")
        #expect(after.best?.parameter?.subtitle == "Frank Herbert")
        #expect(matcher.match("open dune in library").best?.parameter?.value != "dune")
        var automaton = Self.automaton()
        automaton.update(store: try #require(automaton.store(app: 0, type: "BookEntity")), upserting: [(dune, true)],
                         removing: [])
        let walked = try #require(automaton.singleExactMatch("open arrakis in library", scope: [true, true],
                                                             options: MatchOptions()))
        #expect(walked == automaton.matchBySearch("open arrakis in library", scope: [true, true], all: false,
                                                  options: MatchOptions()))
    }

    /// The walk reads a value's first two edges from `valueTopEdges`: names an update adds
    /// — a new first word, a new second word after a known first one, a third word below
    /// them — are read there as the full search reads them.
    @Test func namesAnUpdateAddsAreWalkedThroughTheTopEdges() throws {
        var automaton = Self.automaton()
        let store = try #require(automaton.store(app: 0, type: "BookEntity"))
        let added = [ParameterValue(id: "zyx", title: "Zyxwv Garden"), ParameterValue(id: "messiah", title: "Dune Messiah"),
                     ParameterValue(id: "children", title: "Dune Messiah Children")]
        let edges = (0..<ValueTopEdges.depths).map { automaton.valueTopEdges.count(depth: $0) }
        automaton.update(store: store, upserting: added.map { ($0, true) }, removing: [])
        // "zyxwv" out of the root, "garden" and "messiah" out of its children.
        #expect(automaton.valueTopEdges.count(depth: 0) == edges[0] + 1)
        #expect(automaton.valueTopEdges.count(depth: 1) == edges[1] + 2)
        try automaton.checkInvariants()
        for (utterance, id) in [("open zyxwv garden in library", "zyx"), ("open dune messiah in library", "messiah"),
                                ("open dune messiah children in library", "children"), ("open dune in library", "dune")] {
            let walked = try #require(automaton.singleExactMatch(utterance, scope: [true, true], options: MatchOptions()),
                                      "'\(utterance)'")
            #expect(walked.best?.parameter?.value == id, "'\(utterance)'")
            #expect(walked == automaton.matchBySearch(utterance, scope: [true, true], all: false, options: MatchOptions()))
        }
    }

    /// The walk's scratch memory holds as many tokens as an utterance of its length can
    /// have (one letter each, one separator apart), up to the length it reads.
    @Test func anUtteranceOfOneLetterWordsFitsItsScratch() {
        let automaton = Self.automaton()
        let options = MatchOptions()
        for length in [1, 2, 3, 4, 4095, 4096] {
            let letters = String(repeating: "a ", count: (length + 1) / 2)
            let utterance = length % 2 == 0 ? letters : String(letters.dropLast())
            #expect(utterance.utf8.count == length)
            let fast = automaton.singleExactMatch(utterance, scope: [true, true], options: options)
            if let fast {
                #expect(fast == automaton.matchBySearch(utterance, scope: [true, true], all: false, options: options))
            }
        }
    }

    /// No vocabulary word is a contraction ("whats"), since tokens have theirs written out:
    /// so the walk, which reads words as typed, never reads one where `tokens` would not.
    @Test func noContractionIsAWordOfItsOwnExpansions() {
        for locale in ["en", "fr", "es", "pt", "ja"] {
            let contractions = LocaleRules.language(of: locale).contractions
            for words in contractions.values {
                for word in words { #expect(contractions[word] == nil, "\(locale): \(word)") }
            }
        }
    }
}
