import Testing
@testable import ShortcutKit

/// Option numbers as people type them, in the five languages.
@Suite struct NumberWordsTests {
    @Test(arguments: [
        ("2", 2), ("two", 2), ("second", 2), ("the second one", 2), ("the 2nd", 2), ("number 3", 3), ("option 1", 1),
        ("the first one", 1), ("the tenth", 10),
        ("la deuxième", 2), ("le premier", 1), ("la première", 1), ("le troisième choix", 3),
        ("el segundo", 2), ("la segunda opción", 2), ("la primera", 1),
        ("o segundo", 2), ("a primeira", 1), ("a terceira opção", 3),
        ("一つ目", 1), ("二番目", 2), ("3番目", 3),
    ])
    func ordinals(text: String, number: Int) {
        #expect(NumberWords.choice(of: text) == number)
    }

    @Test(arguments: ["the one", "to read", "the second coming", "number", ""])
    func notANumber(text: String) {
        #expect(NumberWords.choice(of: text) == nil)
    }
}
