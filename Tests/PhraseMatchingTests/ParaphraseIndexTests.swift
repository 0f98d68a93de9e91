import Foundation
import Testing
@testable import PhraseMatching

/// How the paraphrase index reads a phrase's words around the app's name.
@Suite struct ParaphraseIndexTests {
    static func index(_ locale: String, _ phrase: String) -> ParaphraseIndex {
        let catalog = Catalog(locale: locale, app: AppDescription(name: "Clock"), types: [:],
                              intents: ["Alarm": IntentDescriptor(title: "Alarm")],
                              shortcuts: [ShortcutDescriptor(intent: "Alarm", phrases: [phrase])])
        var automaton = Automaton(locale: locale)
        automaton.add(catalog)
        return ParaphraseIndex(automaton)
    }

    /// A preposition with an article before the app's name ("com o ${applicationName}")
    /// brings the name in, as a preposition right before it does: it is no word of the
    /// phrase, and the name is where the request is made, not its object. Portuguese "Me
    /// acorde com o ${applicationName}" read "com" as a word of its own and the name as the
    /// phrase's object, so "me acorde" said it by half (recall 0.43) and the two-app rule
    /// did not see an alarm asked for in "me acorde e acenda as luzes".
    @Test(arguments: [
        ("en", "Wake me up with the ${applicationName}", ["wake"]),
        ("fr", "Réveille-moi avec l'${applicationName}", ["reveille"]),
        ("es", "Despiértame con la ${applicationName}", ["despiertame"]),
        ("pt-BR", "Me acorde com o ${applicationName}", ["acorde"]),
        ("pt-BR", "Me acorde no ${applicationName}", ["acorde"]),
    ])
    func aPrepositionAndArticleBringInTheAppsName(_ locale: String, _ phrase: String, _ words: [String]) {
        let entry = Self.index(locale, phrase).entries[0]
        #expect(entry.words == words, "\(phrase)")
        #expect(!entry.embedsAppName, "\(phrase)")
    }

    /// An article alone before the name makes it the phrase's object ("Apague o
    /// ${applicationName}", "Show the ${applicationName}"), and a preposition that brings in
    /// no app's name is a word of the phrase ("to the ${applicationName}").
    @Test(arguments: [
        ("en", "Show the ${applicationName}", true, ["show"]),
        ("pt-BR", "Apague o ${applicationName}", true, ["apague"]),
        ("en", "Add a book to the ${applicationName}", true, ["add", "book", "to"]),
    ])
    func anArticleAloneMakesTheNameTheObject(_ locale: String, _ phrase: String, _ embeds: Bool, _ words: [String]) {
        let entry = Self.index(locale, phrase).entries[0]
        #expect(entry.words == words, "\(phrase)")
        #expect(entry.embedsAppName == embeds, "\(phrase)")
    }
}
