import Foundation
import ShortcutKit
import Testing
import TestSupport

/// The chat suites, run one test at a time: their test apps share stores.
@Suite(.serialized)
struct ChatSuites {}

// Small apps for conversation tests, written the way App Intents code is written.
// `Shelves` is an AppEnum; `BookEntity` has an EntityStringQuery, two books share the
// title "Dune", and some books are only found by search. `Shelf Life` (the Flaky app)
// has a query that can be made to throw.

/// The books of the test Library, shared by its queries and intents.
final class TestBookStore: @unchecked Sendable {
    static let shared = TestBookStore()
    private let lock = NSLock()
    private var stored: [BookEntity] = []
    /// Books a test adds that only search finds (`archive(title:)`).
    private var archived: [BookEntity] = []
    private var goal = 0

    init() { reset() }

    static let initialBooks = [
        BookEntity(id: "b1", title: "Dune", author: "Frank Herbert"),
        BookEntity(id: "b2", title: "Dune", author: "Brian Herbert"),
        BookEntity(id: "b3", title: "The Hobbit", author: "J. R. R. Tolkien"),
        BookEntity(id: "b4", title: "Persuasion", author: "Jane Austen"),
    ]
    /// Books in the store that `suggestedEntities()` leaves out: found only by search.
    static let archivedBooks = [
        BookEntity(id: "a1", title: "Neuromancer", author: "William Gibson"),
    ]

    func reset() {
        lock.withLock {
            stored = Self.initialBooks
            archived = []
            goal = 0
        }
    }

    var books: [BookEntity] { lock.withLock { stored } }
    var all: [BookEntity] { books + Self.archivedBooks + lock.withLock { archived } }

    /// Adds a book that `suggestedEntities()` leaves out: found only by search.
    func archive(title: String) {
        lock.withLock { archived.append(BookEntity(id: "a\(archived.count + 2)", title: title, author: "Unknown")) }
    }

    func add(title: String) -> BookEntity {
        lock.withLock {
            let book = BookEntity(id: "b\(stored.count + 1)", title: title, author: "Unknown")
            stored.append(book)
            return book
        }
    }
}

enum Shelf: String, AppEnum {
    case currentlyReading, wantToRead, read

    var title: String {
        switch self {
        case .currentlyReading: "Currently Reading"
        case .wantToRead: "Want to Read"
        case .read: "Read"
        }
    }

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
        .currentlyReading: "Currently Reading",
        .wantToRead: DisplayRepresentation(title: "Want to Read", synonyms: ["To Read"]),
        .read: DisplayRepresentation(title: "Read", synonyms: ["Finished"]),
    ]
}

struct BookEntity: AppEntity {
    let id: String
    let title: String
    let author: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = BookQuery()
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(author)")
    }
}

struct BookQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [BookEntity] {
        TestBookStore.shared.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [BookEntity] {
        TestBookStore.shared.books
    }

    func entities(matching string: String) async throws -> [BookEntity] {
        TestBookStore.shared.all.filter {
            $0.title.localizedCaseInsensitiveContains(string) || $0.author.localizedCaseInsensitiveContains(string)
        }
    }
}

struct OpenShelf: AppIntent {
    static let title: LocalizedStringResource = "Open Shelf"
    @Parameter(title: "Shelf", requestValueDialog: "Which shelf?")
    var shelf: Shelf

    init() {}

    /// A shortcut's preset shelf.
    init(shelf: Shelf) {
        self.shelf = shelf
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opening \(shelf.title).")
    }
}

struct OpenBook: AppIntent {
    static let title: LocalizedStringResource = "Open Book"
    @Parameter(title: "Book")
    var book: BookEntity

    init() {}

    init(book: BookEntity) {
        self.book = book
    }

    func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & ProvidesDialog {
        .result(value: book, dialog: "Opening \(book.title).")
    }
}

/// Opens another intent with its result (`opensIntent`).
struct OpenFavoriteBook: AppIntent {
    static let title: LocalizedStringResource = "Open Favorite Book"

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenBook(book: TestBookStore.initialBooks[2]), dialog: "Your favorite is The Hobbit.")
    }
}

struct AddBook: AppIntent {
    static let title: LocalizedStringResource = "Add Book"
    @Parameter(title: "Title", requestValueDialog: "What is the title?")
    var title: String

    func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & ProvidesDialog {
        let book = TestBookStore.shared.add(title: title)
        TestLibraryShortcuts.updateAppShortcutParameters()
        return .result(value: book, dialog: "Added \(book.title).")
    }
}

struct DeleteBook: AppIntent {
    static let title: LocalizedStringResource = "Delete Book"
    @Parameter(title: "Book")
    var book: BookEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard try await $book.requestConfirmation(for: book, dialog: "Delete \(book.title) by \(book.author)?") else {
            return .result(dialog: "Kept \(book.title).")
        }
        return .result(dialog: "Deleted \(book.title).")
    }
}

/// Asks for a value from inside `perform()` (`throw $friend.requestValue(…)`).
struct LendBook: AppIntent {
    static let title: LocalizedStringResource = "Lend Book"
    @Parameter(title: "Book")
    var book: BookEntity
    @Parameter(title: "Friend")
    var friend: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let friend else { throw $friend.requestValue("Who are you lending \(book.title) to?") }
        return .result(dialog: "Lent \(book.title) to \(friend).")
    }
}

/// Chooses among values from inside `perform()` (`requestDisambiguation`).
struct SuggestBook: AppIntent {
    static let title: LocalizedStringResource = "Suggest Book"
    @Parameter(title: "Book")
    var book: BookEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let picks = Array(TestBookStore.shared.books.suffix(2))
        let chosen = try await $book.requestDisambiguation(among: picks, dialog: "Which of these would you like?")
        return .result(dialog: "Enjoy \(chosen.title).")
    }
}

/// A number asked for as free text.
struct SetReadingGoal: AppIntent {
    static let title: LocalizedStringResource = "Set Reading Goal"
    @Parameter(title: "Books", requestValueDialog: "How many books this year?")
    var count: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: count, dialog: "Your goal is \(count) books.")
    }
}

struct SyncError: Error, LocalizedError {
    var errorDescription: String? { "The library server is unreachable." }
}

struct SyncLibrary: AppIntent {
    static let title: LocalizedStringResource = "Sync Library"
    func perform() async throws -> some IntentResult {
        if Bool(true) { throw SyncError() }
        return .result()
    }
}

struct TestLibraryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenShelf(), phrases: ["Open \(\.$shelf) in \(.applicationName)", "Open a shelf in \(.applicationName)"],
                    shortTitle: "Open Shelf", systemImageName: "books.vertical")
        AppShortcut(intent: OpenShelf(shelf: .currentlyReading), phrases: ["What am I reading in \(.applicationName)"],
                    shortTitle: "Currently Reading", systemImageName: "book.fill")
        AppShortcut(intent: OpenBook(), phrases: ["Open \(\.$book) in \(.applicationName)", "Open a book in \(.applicationName)"],
                    shortTitle: "Open Book", systemImageName: "book")
        AppShortcut(intent: OpenFavoriteBook(), phrases: ["Open my favorite book in \(.applicationName)"],
                    shortTitle: "Favorite", systemImageName: "heart")
        AppShortcut(intent: AddBook(), phrases: ["Add a book to \(.applicationName)"],
                    shortTitle: "Add Book", systemImageName: "plus")
        AppShortcut(intent: DeleteBook(), phrases: ["Delete \(\.$book) from \(.applicationName)"],
                    shortTitle: "Delete Book", systemImageName: "trash")
        AppShortcut(intent: LendBook(), phrases: ["Lend \(\.$book) with \(.applicationName)"],
                    shortTitle: "Lend Book", systemImageName: "person")
        AppShortcut(intent: SuggestBook(), phrases: ["Suggest a book in \(.applicationName)"],
                    shortTitle: "Suggest Book", systemImageName: "sparkles")
        AppShortcut(intent: SetReadingGoal(), phrases: ["Set my reading goal in \(.applicationName)"],
                    shortTitle: "Reading Goal", systemImageName: "target")
        AppShortcut(intent: SyncLibrary(), phrases: ["Sync \(.applicationName)"],
                    shortTitle: "Sync", systemImageName: "arrow.clockwise")
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: ["Delete \(.applicationName)"])
    }
}

// MARK: An app whose query can be made to throw

final class FlakyState: @unchecked Sendable {
    static let shared = FlakyState()
    private let lock = NSLock()
    private var failing = false
    private var hold: (started: Gate, release: Gate)?
    private var names = ["Alpha", "Beta"]

    var isFailing: Bool {
        get { lock.withLock { failing } }
        set { lock.withLock { failing = newValue } }
    }

    /// While set, `suggestedEntities()` opens `started`, then waits for `release` to open:
    /// a query still running, for as long as a test wants.
    var heldQuery: (started: Gate, release: Gate)? {
        get { lock.withLock { hold } }
        set { lock.withLock { hold = newValue } }
    }

    var items: [String] { lock.withLock { names } }

    func add(_ name: String) { lock.withLock { names.append(name) } }

    func reset() {
        lock.withLock {
            failing = false
            hold = nil
            names = ["Alpha", "Beta"]
        }
    }
}

struct GadgetEntity: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gadget"
    static let defaultQuery = GadgetQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct GadgetsUnavailable: Error, CustomStringConvertible {
    var description: String { "the gadget service is down" }
}

struct GadgetQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [GadgetEntity] {
        FlakyState.shared.items.filter { identifiers.contains($0) }.map(GadgetEntity.init)
    }

    func suggestedEntities() async throws -> [GadgetEntity] {
        if let hold = FlakyState.shared.heldQuery {
            hold.started.open()
            await hold.release.passed()
        }
        if FlakyState.shared.isFailing { throw GadgetsUnavailable() }
        return FlakyState.shared.items.map(GadgetEntity.init)
    }
}

struct OpenGadget: AppIntent {
    static let title: LocalizedStringResource = "Open Gadget"
    @Parameter(title: "Gadget")
    var gadget: GadgetEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opening \(gadget.id).")
    }
}

/// Adds a gadget while the query throws: the update keeps the previous values.
struct AddGadget: AppIntent {
    static let title: LocalizedStringResource = "Add Gadget"
    @Parameter(title: "Name", requestValueDialog: "What is it called?")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        FlakyState.shared.add(name)
        GadgetShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Added \(name).")
    }
}

/// Never finishes: runs until the conversation gives up on it and cancels it.
struct CalibrateGadgets: AppIntent {
    static let title: LocalizedStringResource = "Calibrate Gadgets"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await untilCancelled()
        try Task.checkCancellation()
        return .result(dialog: "Calibrated.")
    }
}

struct ResetCalledOff: Error, LocalizedError {
    var errorDescription: String? { "The reset was called off." }
}

/// Confirms first; a "no" makes `perform()` throw an error of the app's own.
struct ResetGadgets: AppIntent {
    static let title: LocalizedStringResource = "Reset Gadgets"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try await requestConfirmation(actionName: .continue, dialog: "Reset every gadget?")
        } catch {
            throw ResetCalledOff()
        }
        return .result(dialog: "Every gadget is reset.")
    }
}

struct GadgetShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CalibrateGadgets(), phrases: ["Calibrate \(.applicationName)"],
                    shortTitle: "Calibrate", systemImageName: "dial.low")
        AppShortcut(intent: OpenGadget(), phrases: ["Open \(\.$gadget) in \(.applicationName)"],
                    shortTitle: "Open Gadget", systemImageName: "gear")
        AppShortcut(intent: AddGadget(), phrases: ["Add a gadget to \(.applicationName)"],
                    shortTitle: "Add Gadget", systemImageName: "plus")
        AppShortcut(intent: ResetGadgets(), phrases: ["Reset \(.applicationName)"],
                    shortTitle: "Reset", systemImageName: "arrow.counterclockwise")
    }
}

enum ChatTestApps {
    static let library = ShortcutApp(name: "Library", alternativeNames: ["My Books"], provider: TestLibraryShortcuts.self)
    static let gadgets = ShortcutApp(name: "Gadgets", provider: GadgetShortcuts.self)
}

// MARK: A second app that searches: a film titled like a book only search finds

struct FilmEntity: AppEntity {
    let id: String
    let title: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Film"
    static let defaultQuery = FilmQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct FilmQuery: EntityStringQuery {
    static let films = [FilmEntity(id: "f1", title: "Arrival"), FilmEntity(id: "f2", title: "Neuromancer")]

    func entities(for identifiers: [String]) async throws -> [FilmEntity] {
        Self.films.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [FilmEntity] { [Self.films[0]] }

    func entities(matching string: String) async throws -> [FilmEntity] {
        Self.films.filter { $0.title.localizedCaseInsensitiveContains(string) }
    }
}

struct PlayFilm: AppIntent {
    static let title: LocalizedStringResource = "Play Film"
    @Parameter(title: "Film")
    var film: FilmEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Playing \(film.title).")
    }
}

struct FilmShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayFilm(), phrases: ["Open \(\.$film) in \(.applicationName)"],
                    shortTitle: "Play Film", systemImageName: "film")
    }
}

extension ChatTestApps {
    static let films = ShortcutApp(name: "Films", provider: FilmShortcuts.self)
}
