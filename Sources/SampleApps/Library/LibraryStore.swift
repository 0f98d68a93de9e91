import Foundation

/// One book of the library.
struct Book: Sendable, Hashable, Identifiable {
    var id: String
    var title: String
    /// Empty when not known.
    var author: String
    var shelf: Shelf
    /// Other names people use for the book ("1984").
    var synonyms: [String] = []
}

/// The Library app's model: its books, and what its window shows. Thread-safe; the app,
/// its intents and queries share `LibraryStore.shared`.
final class LibraryStore: @unchecked Sendable {
    static let shared = LibraryStore()

    /// What the app shows: a shelf, or a book.
    enum Screen: Sendable, Hashable {
        case shelf(Shelf)
        case book(String)
    }

    private let lock = NSLock()
    private var storedBooks: [Book] = LibraryStore.initialBooks
    private var storedScreen: Screen = .shelf(.currentlyReading)
    private var nextNumber = 1

    var books: [Book] { lock.withLock { storedBooks } }
    var screen: Screen { lock.withLock { storedScreen } }

    func book(for id: String) -> Book? {
        lock.withLock { storedBooks.first { $0.id == id } }
    }

    func books(on shelf: Shelf) -> [Book] {
        lock.withLock { storedBooks.filter { $0.shelf == shelf } }
    }

    /// Books whose title or author contains `text`, case and diacritics ignored.
    func books(matching text: String) -> [Book] {
        let needle = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return [] }
        return lock.withLock {
            storedBooks.filter {
                $0.title.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                    || $0.author.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
    }

    func open(_ screen: Screen) {
        lock.withLock { storedScreen = screen }
    }

    /// Adds a book to the Want to Read shelf and returns it.
    /// Adds a book; an empty `author` is one not known (shown as "Unknown Author", translated).
    func add(title: String, author: String = "", shelf: Shelf = .wantToRead) -> Book {
        lock.withLock {
            let book = Book(id: "added-\(nextNumber)", title: title, author: author, shelf: shelf)
            nextNumber += 1
            storedBooks.append(book)
            return book
        }
    }

    /// Back to the books the app starts with.
    func reset() {
        lock.withLock {
            storedBooks = LibraryStore.initialBooks
            storedScreen = .shelf(.currentlyReading)
            nextNumber = 1
        }
    }

    /// Real books. Two different books share the title "The Road".
    static let initialBooks: [Book] = [
        Book(id: "dune", title: "Dune", author: "Frank Herbert", shelf: .currentlyReading),
        Book(id: "middlemarch", title: "Middlemarch", author: "George Eliot", shelf: .currentlyReading),
        Book(id: "the-road-mccarthy", title: "The Road", author: "Cormac McCarthy", shelf: .currentlyReading),
        Book(id: "where-the-crawdads-sing", title: "Where the Crawdads Sing", author: "Delia Owens", shelf: .currentlyReading),
        Book(id: "persuasion", title: "Persuasion", author: "Jane Austen", shelf: .wantToRead),
        Book(id: "the-road-london", title: "The Road", author: "Jack London", shelf: .wantToRead),
        Book(id: "beloved", title: "Beloved", author: "Toni Morrison", shelf: .wantToRead),
        Book(id: "things-fall-apart", title: "Things Fall Apart", author: "Chinua Achebe", shelf: .wantToRead),
        Book(id: "one-hundred-years-of-solitude", title: "One Hundred Years of Solitude", author: "Gabriel García Márquez", shelf: .wantToRead),
        Book(id: "the-remains-of-the-day", title: "The Remains of the Day", author: "Kazuo Ishiguro", shelf: .wantToRead),
        Book(id: "wolf-hall", title: "Wolf Hall", author: "Hilary Mantel", shelf: .wantToRead),
        Book(id: "the-overstory", title: "The Overstory", author: "Richard Powers", shelf: .wantToRead),
        Book(id: "piranesi", title: "Piranesi", author: "Susanna Clarke", shelf: .wantToRead),
        Book(id: "the-name-of-the-rose", title: "The Name of the Rose", author: "Umberto Eco", shelf: .wantToRead),
        Book(id: "invisible-cities", title: "Invisible Cities", author: "Italo Calvino", shelf: .wantToRead),
        Book(id: "pride-and-prejudice", title: "Pride and Prejudice", author: "Jane Austen", shelf: .read),
        Book(id: "jane-eyre", title: "Jane Eyre", author: "Charlotte Brontë", shelf: .read),
        Book(id: "moby-dick", title: "Moby-Dick", author: "Herman Melville", shelf: .read),
        Book(id: "nineteen-eighty-four", title: "Nineteen Eighty-Four", author: "George Orwell", shelf: .read, synonyms: ["1984"]),
        Book(id: "to-kill-a-mockingbird", title: "To Kill a Mockingbird", author: "Harper Lee", shelf: .read),
        Book(id: "the-great-gatsby", title: "The Great Gatsby", author: "F. Scott Fitzgerald", shelf: .read),
        Book(id: "frankenstein", title: "Frankenstein", author: "Mary Shelley", shelf: .read),
        Book(id: "the-hobbit", title: "The Hobbit", author: "J. R. R. Tolkien", shelf: .read, synonyms: ["There and Back Again"]),
        Book(id: "crime-and-punishment", title: "Crime and Punishment", author: "Fyodor Dostoevsky", shelf: .read),
        Book(id: "war-and-peace", title: "War and Peace", author: "Leo Tolstoy", shelf: .read),
        Book(id: "mrs-dalloway", title: "Mrs Dalloway", author: "Virginia Woolf", shelf: .read),
        Book(id: "the-handmaids-tale", title: "The Handmaid’s Tale", author: "Margaret Atwood", shelf: .read),
        Book(id: "a-wizard-of-earthsea", title: "A Wizard of Earthsea", author: "Ursula K. Le Guin", shelf: .read),
        Book(id: "the-catcher-in-the-rye", title: "The Catcher in the Rye", author: "J. D. Salinger", shelf: .read),
        Book(id: "brave-new-world", title: "Brave New World", author: "Aldous Huxley", shelf: .read),
        Book(id: "the-call-of-the-wild", title: "The Call of the Wild", author: "Jack London", shelf: .read),
        Book(id: "never-let-me-go", title: "Never Let Me Go", author: "Kazuo Ishiguro", shelf: .read),
        Book(id: "station-eleven", title: "Station Eleven", author: "Emily St. John Mandel", shelf: .read),
    ]
}
