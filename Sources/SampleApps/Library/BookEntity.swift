import ShortcutKit

/// A book, as intents and Siri see it.
struct BookEntity: AppEntity, Identifiable {
    var id: String
    @Property(title: "Title")
    var title: String
    @Property(title: "Author")
    var author: String
    var synonyms: [String]

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: author.isEmpty ? "Unknown Author" : "\(author)",
                              image: .init(systemName: "book.closed"),
                              synonyms: synonyms.map { LocalizedStringResource(stringLiteral: $0) })
    }

    static let typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Book", numericFormat: "\(placeholder: .int) books", synonyms: ["Novel"])
    static let defaultQuery = BookQuery()

    init(book: Book) {
        id = book.id
        synonyms = book.synonyms
        title = book.title
        author = book.author
    }
}

/// Finds books by id, by what the user typed (title or author), and suggests every book
/// in the library — the values phrases expand over.
struct BookQuery: EntityStringQuery {
    func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] {
        identifiers.compactMap { LibraryStore.shared.book(for: $0) }.map(BookEntity.init)
    }

    func suggestedEntities() async throws -> [BookEntity] {
        LibraryStore.shared.books.map(BookEntity.init)
    }

    func entities(matching string: String) async throws -> [BookEntity] {
        LibraryStore.shared.books(matching: string).map(BookEntity.init)
    }
}
