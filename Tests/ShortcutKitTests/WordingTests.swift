import Testing
@testable import ShortcutKit

/// What the conversation says when a typed answer names no value: the type is named in
/// every language, as English does ("No shelf matches 'x'."), so a user knows what was asked.
@Suite struct WordingTests {
    @Test(arguments: [
        ("en", "No shelf matches 'xyz'."),
        ("fr", "Aucun élément de type shelf ne correspond à « xyz »."),
        ("es", "Ningún elemento de tipo shelf coincide con 'xyz'."),
        ("pt", "Nenhum item do tipo shelf corresponde a 'xyz'."),
        ("ja", "「xyz」に一致するShelfはありません。"),
    ])
    func aValueNotFoundNamesItsType(language: String, expected: String) {
        #expect(Wording(language: language).noValue("Shelf", "xyz") == expected)
    }
}
