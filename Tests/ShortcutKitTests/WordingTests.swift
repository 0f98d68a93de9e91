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

    /// A phrase said whole with a value the app has not names the app, the type and the
    /// value, in every language.
    @Test(arguments: [
        ("en", "Library has no book named 'Narnia'."),
        ("fr", "Aucun élément de type livre ne s'appelle « Narnia » dans Library."),
        ("es", "Ningún elemento de tipo libro se llama 'Narnia' en Library."),
        ("pt", "Nenhum item do tipo livro se chama 'Narnia' em Library."),
        ("ja", "Libraryに「Narnia」という本はありません。"),
    ])
    func aValueTheAppHasNotNamesAppTypeAndValue(language: String, expected: String) {
        let type = ["fr": "Livre", "es": "Libro", "pt": "Livro", "ja": "本"][language] ?? "Book"
        #expect(Wording(language: language).noValueNamed("Narnia", typeTitle: type, app: "Library") == expected)
    }
}
