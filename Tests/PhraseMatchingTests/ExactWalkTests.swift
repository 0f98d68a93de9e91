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
        // Out of scope: nothing to answer.
        #expect(automaton.singleExactMatch("Open Dune in Library", scope: [false, true], options: options) == nil)
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
