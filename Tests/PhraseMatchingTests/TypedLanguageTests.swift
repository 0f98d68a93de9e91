import Foundation
import Testing
@testable import PhraseMatching

/// Lines typed in another language than the chat's, told by their little words or script.
@Suite struct TypedLanguageTests {
    @Test func theLittleWordsTellTheLanguage() {
        #expect(TypedLanguage.others(in: "ouvre dune dans bibliotheque", than: "en") == ["fr"])
        #expect(TypedLanguage.others(in: "abra dune na biblioteca", than: "en") == ["pt"])
        #expect(TypedLanguage.others(in: "デューンを開いて", than: "en") == ["ja"])
        #expect(TypedLanguage.others(in: "デューンを開いて", than: "pt-BR") == ["ja"])
        #expect(TypedLanguage.others(in: "open the hobbit in library", than: "fr") == ["en"])
        #expect(TypedLanguage.others(in: "open the hobbit in library", than: "ja") == ["en"])
    }

    @Test func aLineOfTheChatsLanguageOrOfNoneNamesNone() {
        #expect(TypedLanguage.others(in: "open the hobbit in library", than: "en").isEmpty)
        #expect(TypedLanguage.others(in: "zzz", than: "en").isEmpty)
        #expect(TypedLanguage.others(in: "ouvre dune dans bibliotheque", than: "fr").isEmpty)
        #expect(TypedLanguage.others(in: "デューンを開いて", than: "ja").isEmpty)
        #expect(TypedLanguage.others(in: "", than: "en").isEmpty)
        // A letter alone tells no language ("e" is Portuguese "and").
        #expect(TypedLanguage.others(in: "📚 open é", than: "en").isEmpty)
    }

    @Test func aNameOfAnotherLanguageInALineOfTheChatsNamesNone() {
        // More little words of the chat's language than of the name's: the line is the chat's.
        #expect(TypedLanguage.others(in: "what is the weather in los angeles", than: "en").isEmpty)
        #expect(TypedLanguage.others(in: "book a table at la tour", than: "en").isEmpty)
        #expect(TypedLanguage.others(in: "ouvre the hobbit dans la bibliotheque", than: "fr").isEmpty)
        // More of the other language's: still named.
        #expect(TypedLanguage.others(in: "ouvre dune dans la bibliotheque de la maison", than: "en") == ["fr"])
    }
}
