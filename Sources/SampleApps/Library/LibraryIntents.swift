import ShortcutKit

/// Opens the Currently Reading shelf (the talk's first intent).
struct OpenCurrentlyReading: AppIntent {
    static let title: LocalizedStringResource = "Open Currently Reading"
    static let description = IntentDescription("Opens the books you are reading now.", categoryName: "Navigation")
    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult & ProvidesDialog {
        LibraryStore.shared.open(.shelf(.currentlyReading))
        let books = LibraryStore.shared.books(on: .currentlyReading)
        return .result(dialog: "Opening Currently Reading: \(LibraryDialogs.list(books)).")
    }
}

/// Opens one of the shelves.
struct OpenShelf: AppIntent {
    static let title: LocalizedStringResource = "Open Shelf"
    static let description = IntentDescription("Opens a shelf of your library.", categoryName: "Navigation",
                                               searchKeywords: ["tab", "list"])
    static let openAppWhenRun: Bool = true

    @Parameter(title: "Shelf", requestValueDialog: "Which shelf?")
    var shelf: Shelf

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$shelf)")
    }

    init() {}

    init(shelf: Shelf) {
        self.shelf = shelf
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        LibraryStore.shared.open(.shelf(shelf))
        let books = LibraryStore.shared.books(on: shelf)
        // The shelf's title, not its text: the dialog shows it in the user's language.
        let name = Shelf.caseDisplayRepresentations[shelf]?.title ?? LocalizedStringResource(stringLiteral: shelf.rawValue)
        return .result(dialog: "Opening \(name): \(LibraryDialogs.list(books)).")
    }
}

/// Opens a book.
struct OpenBook: AppIntent {
    static let title: LocalizedStringResource = "Open Book"
    static let description = IntentDescription("Opens a book of your library.", categoryName: "Navigation")
    static let openAppWhenRun: Bool = true

    @Parameter(title: "Book", requestValueDialog: "Which book?")
    var book: BookEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$book)")
    }

    init() {}

    init(book: BookEntity) {
        self.book = book
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard LibraryStore.shared.book(for: book.id) != nil else { throw LibraryError.notFound }
        LibraryStore.shared.open(.book(book.id))
        // A book added without its author is opened by title alone.
        guard !book.author.isEmpty else { return .result(dialog: "Opening \(book.title).") }
        return .result(dialog: "Opening \(book.title) by \(book.author).")
    }
}

/// Adds a book, by title, to the Want to Read shelf.
struct AddBook: AppIntent {
    static let title: LocalizedStringResource = "Add Book"
    static let description = IntentDescription("Adds a book to your Want to Read shelf.", categoryName: "Editing",
                                               searchKeywords: ["new", "save"])

    @Parameter(title: "Title", requestValueDialog: IntentDialog("What’s the title of the book?"))
    var title: String

    @Parameter(title: "Author Name")
    var authorName: String?

    func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & ProvidesDialog {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw $title.requestValue("What’s the title of the book?") }
        let book = LibraryStore.shared.add(title: trimmed, author: authorName ?? "")
        LibraryAppShortcuts.updateAppShortcutParameters()
        return .result(value: BookEntity(book: book), dialog: "Added \(book.title) to Want to Read!")
    }
}

/// Errors the Library intents throw, shown to the user.
enum LibraryError: Error, CustomLocalizedStringResourceConvertible {
    case notFound

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .notFound: "Book Not Found"
        }
    }
}

/// How dialogs list books: a resource, so that "and 8 more" is translated too. Four books
/// are all listed: "and 1 more" has no plural-free wording ("et 1 autres").
enum LibraryDialogs {
    static func list(_ books: [Book]) -> LocalizedStringResource {
        switch books.count {
        case 0: "no books yet"
        case 1...4: "\(books.map(\.title).joined(separator: ", "))"
        default: "\(books.prefix(3).map(\.title).joined(separator: ", ")) and \(books.count - 3) more"
        }
    }
}
