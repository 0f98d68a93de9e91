import Foundation
import Testing
@testable import PhraseMatching

/// Negation words said: counted as negations, except inside a set phrase of politeness,
/// and never read as a phrase's content word.
@Suite struct NegationWordsTests {
    /// "if it's not too much trouble" asks politely; it negates nothing (the request was
    /// refused as a negation in every language).
    @Test(arguments: [
        ("en", "open dune if it's not too much trouble", "open dune"), ("en", "if you don't mind open dune", "open dune"),
        ("en", "if it's not too much trouble don't open dune", "don't open dune"),
        ("fr", "si ce n'est pas trop demander ouvre dune", "ouvre dune"),
        ("fr", "n'ouvre pas dune si ça ne te dérange pas", "n'ouvre pas dune"),
        ("es", "abre dune si no es mucha molestia", "abre dune"), ("es", "si no te importa no abras dune", "no abras dune"),
        ("pt-BR", "se não for incômodo abra dune", "abra dune"), ("pt-BR", "não abra dune se não for pedir muito", "não abra dune"),
    ])
    func aNegationInAPoliteSetPhraseIsNone(_ locale: String, _ polite: String, _ plain: String) {
        let rules = LocaleRules(locale: locale), normalizer = Normalizer(locale: locale)
        #expect(rules.negationCount(in: normalizer.tokens(polite)) == rules.negationCount(in: normalizer.tokens(plain)), "\(polite)")
    }

    @Test func aPoliteRequestIsAnswered() throws {
        let matcher = try PhraseMatcher(catalogs: [Fixtures.library])
        #expect(matcher.match("open dune if it's not too much trouble").best?.intent == "OpenBook")
        #expect(matcher.match("if it's not too much trouble don't open dune").status == .noMatch)
    }

    /// Every one-word negation of a language is one of its closed-class words: a function
    /// word of the request, not a content word that may read as a phrase's word by its stem
    /// (French "pas" read as "pass" of "Achète un pass").
    @Test(arguments: ["en", "fr", "es", "pt-BR"])
    func aNegationIsAClosedClassWord(_ locale: String) {
        let normalizer = Normalizer(locale: locale)
        let closedClass = Set(ClosedClassWords.words(language: locale).flatMap { normalizer.tokens($0) })
        for negation in LocaleRules(locale: locale).negations where negation.count == 1 {
            #expect(closedClass.contains(negation[0]), "\(locale): \(negation[0])")
        }
    }

    @Test func pasIsNoPass() throws {
        let catalog = Catalog(locale: "fr", app: AppDescription(name: "Sentiers"), types: [:],
                              intents: ["BuyDayPass": IntentDescriptor(title: "Acheter un pass journée"),
                                        "OpenFavorites": IntentDescriptor(title: "Ouvrir les favoris")],
                              shortcuts: [ShortcutDescriptor(intent: "BuyDayPass", phrases: ["Achète un pass dans ${applicationName}"]),
                                          ShortcutDescriptor(intent: "OpenFavorites", phrases: ["Ouvre les favoris dans ${applicationName}"])])
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: "fr")
        let explanation = try #require(matcher.match("je n'en veux pas", explain: true).explanation)
        #expect(explanation.words.allSatisfy { $0.typed != "pas" || $0.phraseWord == nil }, "\(explanation.rendered)")
    }
}
