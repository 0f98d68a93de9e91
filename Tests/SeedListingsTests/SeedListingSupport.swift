// What the seed talks' listings use but do not declare: the apps' model (Navigator,
// Database, ModelData, Landmark…), and stand-ins for SwiftUI and CoreTransferable, which
// do not exist on Linux. Only the App Intents code is the talks'; this file is ours.
import Foundation
import ShortcutKit

// MARK: SwiftUI and CoreTransferable stand-ins

protocol View {}
protocol App {}

@propertyWrapper
struct State<Value> {
    final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    let box: Box
    init(wrappedValue: Value) { box = Box(wrappedValue) }
    var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    var projectedValue: Binding<Value> { Binding(box: box) }
}

struct Binding<Value> {
    let box: State<Value>.Box
}

struct NavigationStack<Data>: View {
    init(path: Binding<Data>, content: () -> Void) { content() }
}

/// Intents whose execution a view handles, as `.onAppIntentExecution` registers them.
final class IntentExecutionHandlers: @unchecked Sendable {
    static let shared = IntentExecutionHandlers()
    private let lock = NSLock()
    private var handlers: [ObjectIdentifier: (Any) -> Void] = [:]

    func register<I: AppIntent>(_ type: I.Type, _ handler: @escaping (I) -> Void) {
        lock.withLock { handlers[ObjectIdentifier(type)] = { if let intent = $0 as? I { handler(intent) } } }
    }

    func run<I: AppIntent>(_ intent: I) -> Bool {
        guard let handler = lock.withLock({ handlers[ObjectIdentifier(I.self)] }) else { return false }
        handler(intent)
        return true
    }
}

struct IntentExecutionView<Content>: View {
    let content: Content
}

extension View {
    func onAppIntentExecution<I: AppIntent>(_ type: I.Type, perform: @escaping (I) -> Void) -> some View {
        IntentExecutionHandlers.shared.register(type, perform)
        return IntentExecutionView(content: self)
    }
}

protocol TransferRepresentation {}

@resultBuilder
enum TransferRepresentationBuilder<Item> {
    static func buildExpression(_ representation: DataRepresentation<Item>) -> DataRepresentation<Item> { representation }
    static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R { representation }
}

struct DataRepresentation<Item>: TransferRepresentation {
    let contentType: UTType
    let exporting: (Item) throws -> Data
    init(exportedContentType: UTType, exporting: @escaping (Item) throws -> Data) {
        contentType = exportedContentType
        self.exporting = exporting
    }
}

protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

// MARK: WWDC22's Library app

@MainActor
final class Navigator {
    static let shared = Navigator()
    private(set) var opened: [String] = []
    func openShelf(_ shelf: Shelf) { opened.append("shelf:\(shelf.rawValue)") }
    func openBook(_ book: BookEntity) { opened.append("book:\(book.title)") }
    func navigate(to option: NavigationOption) { opened.append("section:\(option.rawValue)") }
}

struct Book: Identifiable {
    var id: UUID
    var title: String
}

struct Model {
    static let shared = Model()
    var library = Library()
    struct Library {
        var books: [Book] = Database.fixed.map { Book(id: $0.id, title: $0.title) }
    }
}

final class Database: @unchecked Sendable {
    static let shared = Database()
    static let fixed: [BookEntity] = [
        BookEntity(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000B1")!, title: "The Call of the Wild"),
        BookEntity(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000B2")!, title: "White Fang"),
    ]
    private let lock = NSLock()
    private var stored: [BookEntity] = Database.fixed

    var books: [BookEntity] { lock.withLock { stored } }
    func book(for identifier: UUID) -> BookEntity? { books.first { $0.id == identifier } }
    func add(book: BookEntity) { lock.withLock { stored.append(book) } }

    func findBooks(matching predicates: [NSPredicate], matchAll: Bool,
                   sorts: [(keyPath: PartialKeyPath<BookEntity>, ascending: Bool)]) -> [BookEntity] {
        books
    }
}

/// A book the books web service finds.
struct FoundBook {
    var id: UUID
    var title: String
    var authorName: String
    var recommendedBy: String?
}

extension BookEntity {
    init(_ found: FoundBook) {
        self.init(id: found.id, title: found.title)
        recommendedBy = found.recommendedBy
    }
}

/// The web service books are found with: two books titled "Dune", by different authors.
final class BooksAPI: @unchecked Sendable {
    static let shared = BooksAPI()
    let catalog = [
        FoundBook(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000C1")!, title: "Dune", authorName: "Frank Herbert"),
        FoundBook(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000C2")!, title: "Dune", authorName: "Brian Herbert"),
        FoundBook(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000C3")!, title: "Emma", authorName: "Jane Austen"),
    ]

    func findBooks(named title: String, author: String?) async -> [BookEntity] {
        catalog.filter { $0.title.lowercased() == title.lowercased() && (author == nil || $0.authorName == author) }
            .map(BookEntity.init)
    }
}

extension BookEntity {
    /// The author, as the books web service knows it.
    var authorName: String { BooksAPI.shared.catalog.first { $0.id == id }?.authorName ?? "" }
}

struct CoverView: View { let book: Any }
struct OrderEntity: Sendable, CustomStringConvertible {
    let book: BookEntity
    let count: Int
    var description: String { "\(count) × \(book.title)" }
}
struct OrderPreview: View { let order: OrderEntity }
struct OrderConfirmation: View { let order: OrderEntity }

// MARK: WWDC25's TravelTracking app

struct Landmark: Identifiable, Sendable {
    var id: Int
    var name: String
    var description: String
    var isFavorite = false
}

final class ModelData: @unchecked Sendable {
    let landmarks: [Landmark] = [
        Landmark(id: 1, name: "Mount Fuji", description: "A volcano in Japan", isFavorite: true),
        Landmark(id: 2, name: "Yosemite Valley", description: "A valley in California", isFavorite: true),
        Landmark(id: 3, name: "Grand Canyon", description: "A canyon in Arizona"),
    ]

    func landmarks(for identifiers: [Int]) -> [Landmark] { landmarks.filter { identifiers.contains($0.id) } }
    func favoriteLandmarks() -> [Landmark] { landmarks.filter(\.isFavorite) }
    func findClosestLandmark() async throws -> LandmarkEntity { LandmarkEntity(landmark: landmarks[0]) }
}

struct ClosestLandmarkView: View { let landmark: LandmarkEntity }

extension LandmarkEntity {
    var imageRepresentationData: Data {
        get throws { Data(landmark.name.utf8) }
    }
}

#if !canImport(Darwin)
/// Foundation on Linux cannot pass an `NSDate` to a format (`NSPredicate(format: "… %@", date as NSDate)`,
/// as the 20:59 listing does); Apple's can. The predicates are built, never evaluated, here.
extension NSDate: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}
#endif

#if !canImport(Darwin)
/// Foundation on Linux has no predicate strings (`NSPredicate(format:)`, which the 20:59
/// listing maps its comparators to). This one keeps the format and matches nothing; the
/// listing's query is compiled and its properties read, its predicates never evaluated.
extension NSPredicate {
    convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(block: { _, _ in false })
    }
}
#endif
