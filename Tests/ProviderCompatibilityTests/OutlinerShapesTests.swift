// Shapes of an outliner's App Intents (tenth-round sweep, our own code): an id type that is
// itself an entity, entities whose `id` is a `@Property`, string keys with default values
// and comments, a property query over optional properties with sorting, predictions over
// three and four parameters, summaries with a trailing parameter list, a deprecated intent,
// files in and out.
import Foundation
import Testing
import ShortcutKit

/// An id of a note, usable as a parameter of its own (an entity that is its own id).
struct NoteID: Hashable, Sendable, CustomStringConvertible {
    let folder: String
    let number: Int
    var description: String { "\(folder)/\(number)" }

    init(folder: String, number: Int) {
        self.folder = folder
        self.number = number
    }

    init?(description: String) {
        let parts = description.split(separator: "/")
        guard parts.count == 2, let number = Int(parts[1]) else { return nil }
        self.init(folder: String(parts[0]), number: number)
    }
}

extension NoteID: Identifiable {}
extension NoteID: DisplayRepresentable {}
extension NoteID: TypeDisplayRepresentable {}
extension NoteID: InstanceDisplayRepresentable {}
extension NoteID: CustomLocalizedStringResourceConvertible {}
extension NoteID: AppValue {}
extension NoteID: _IntentValue {}
extension NoteID: PersistentlyIdentifiable {}
extension NoteID: AppEntity, EntityIdentifierConvertible {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: LocalizedStringResource("label.note-id", comment: "Note ID"))
    static let defaultQuery = NoteIDQuery()

    var id: NoteID { self }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: description) }
    var entityIdentifierString: String { description }
    static func entityIdentifier(for entityIdentifierString: String) -> NoteID? { NoteID(description: entityIdentifierString) }

    struct NoteIDQuery: EntityQuery {
        init() {}
        func entities(for identifiers: [NoteID.ID]) async throws -> [NoteID] { identifiers }
    }
}

enum NoteStore {
    static let notes: [(id: NoteID, title: String, tags: [String], created: Date)] = [
        (NoteID(folder: "inbox", number: 1), "Groceries", ["home"], Date(timeIntervalSince1970: 1_000)),
        (NoteID(folder: "inbox", number: 2), "Packing list", ["travel", "home"], Date(timeIntervalSince1970: 3_000)),
        (NoteID(folder: "work", number: 7), "Standup", ["work"], Date(timeIntervalSince1970: 2_000)),
    ]
}

enum NoteKindAppEnum: String, AppEnum {
    case plain, checklist
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: LocalizedStringResource("label.kind", comment: "Kind"))
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .plain: DisplayRepresentation(title: LocalizedStringResource("label.plain", comment: "Plain")),
        .checklist: "Checklist",
    ]
}

struct NoteAppEntity: AppEntity, Equatable {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("label.note-name", defaultValue: "Note", table: "AppIntents", comment: "The name of the type."),
        numericFormat: LocalizedStringResource("label.note-count", defaultValue: "\(placeholder: .int) Notes", comment: "A count of notes")
    )
    static let defaultQuery = FindNotesQuery()

    @Property(title: LocalizedStringResource("label.id", comment: "ID"))
    var id: NoteID

    @Property(title: LocalizedStringResource("label.title", comment: "Title"))
    var title: String?

    @Property(title: LocalizedStringResource("label.tags", comment: "Tags"))
    var tags: [String]?

    @Property(title: LocalizedStringResource("label.created", comment: "Created"))
    var created: Date?

    @Property(title: LocalizedStringResource("label.kind", comment: "Kind"))
    var kind: NoteKindAppEnum?

    @Property(title: LocalizedStringResource("label.url", comment: "URL"))
    var url: URL?

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: title ?? "Untitled") }

    init() {}

    init(id: NoteID, title: String, tags: [String], created: Date) {
        self.id = id
        self.title = title
        self.tags = tags
        self.created = created
        self.kind = tags.contains("travel") ? .checklist : .plain
        self.url = URL(string: "notes://\(id)")
    }

    static func == (lhs: NoteAppEntity, rhs: NoteAppEntity) -> Bool { lhs.id == rhs.id }

    static var all: [NoteAppEntity] { NoteStore.notes.map { NoteAppEntity(id: $0.id, title: $0.title, tags: $0.tags, created: $0.created) } }
}

enum NoteComparator: Sendable {
    case titleEquals(String?)
    case titleContains(String)
    case tagsContain(String)
    case createdBefore(Date)
    case createdAfter(Date)
    case kindEquals(NoteKindAppEnum?)
    case urlEquals(URL?)

    func matches(_ note: NoteAppEntity) -> Bool {
        switch self {
        case .titleEquals(let value): return note.title == value
        case .titleContains(let value): return note.title?.localizedStandardContains(value) == true
        case .tagsContain(let value): return note.tags?.contains(value) == true
        case .createdBefore(let date): return (note.created ?? .distantFuture) < date
        case .createdAfter(let date): return (note.created ?? .distantPast) > date
        case .kindEquals(let kind): return note.kind == kind
        case .urlEquals(let url): return note.url == url
        }
    }
}

struct FindNotesQuery: EntityPropertyQuery {
    func entities(for entityIDs: [NoteAppEntity.ID]) async -> [NoteAppEntity] {
        NoteAppEntity.all.filter { entityIDs.contains($0.id) }
    }

    @MainActor
    func suggestedEntities() async throws -> [NoteAppEntity] { NoteAppEntity.all }

    nonisolated(unsafe) static var properties = QueryProperties {
        Property(\NoteAppEntity.$title) {
            EqualToComparator { NoteComparator.titleEquals($0) }
            ContainsComparator { NoteComparator.titleContains($0) }
        }
        Property(\NoteAppEntity.$tags) {
            ContainsComparator { NoteComparator.tagsContain($0) }
        }
        Property(\NoteAppEntity.$created) {
            LessThanComparator { NoteComparator.createdBefore($0) }
            GreaterThanComparator { NoteComparator.createdAfter($0) }
        }
        Property(\NoteAppEntity.$kind) {
            EqualToComparator { NoteComparator.kindEquals($0) }
        }
        Property(\NoteAppEntity.$url) {
            EqualToComparator { NoteComparator.urlEquals($0) }
        }
    }

    nonisolated(unsafe) static var sortingOptions = SortingOptions {
        SortableBy(\NoteAppEntity.$title)
        SortableBy(\NoteAppEntity.$created)
    }

    func entities(matching comparators: [NoteComparator], mode: ComparatorMode, sortedBy: [Sort<NoteAppEntity>],
                  limit: Int?) async throws -> [NoteAppEntity] {
        var found = NoteAppEntity.all.filter { note in
            let matches = comparators.map { $0.matches(note) }
            switch mode {
            case .and: return matches.allSatisfy { $0 }
            case .or: return matches.contains { $0 }
            }
        }
        if let primary = sortedBy.first {
            found.sort { lhs, rhs in
                let ascending = primary.order == .ascending
                switch primary.by {
                case \NoteAppEntity.$title:
                    return ascending ? (lhs.title ?? "") < (rhs.title ?? "") : (lhs.title ?? "") > (rhs.title ?? "")
                case \NoteAppEntity.$created:
                    let (left, right) = (lhs.created ?? .distantPast, rhs.created ?? .distantPast)
                    return ascending ? left < right : left > right
                default:
                    return false
                }
            }
        }
        if let limit { return Array(found.prefix(limit)) }
        return found
    }
}

enum OutlinerIntentError: Error, CustomLocalizedStringResourceConvertible {
    case noteNotFound
    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .noteNotFound: return .noteNotFound
        }
    }
}

extension LocalizedStringResource {
    static let noteNotFound = LocalizedStringResource("error.note-not-found", defaultValue: "The note was not found.", comment: "Error")
}

struct AddNoteAppIntent: AppIntent, CustomIntentMigratedAppIntent, PredictableIntent {
    static let intentClassName = "AddNoteIntent"
    static let title: LocalizedStringResource = LocalizedStringResource("intent.title.add-note", comment: "Intent Title: Add Note")
    static let description = IntentDescription(LocalizedStringResource("intent.description.add-note", comment: "Adds a note"))

    @Parameter(title: LocalizedStringResource("intent.parameter.kind", comment: "Kind"),
               requestValueDialog: IntentDialog(LocalizedStringResource("intent.parameter.kind-request", comment: "Which kind?")))
    var kind: NoteKindAppEnum

    @Parameter(title: LocalizedStringResource("intent.parameter.title", comment: "Title"))
    var title: String

    @Parameter(title: LocalizedStringResource("intent.parameter.tags", comment: "Tags"))
    var tags: [String]?

    @Parameter(title: LocalizedStringResource("intent.parameter.folder", comment: "Folder"))
    var folder: NoteID

    static var parameterSummary: some ParameterSummary {
        Summary("intent.summary.add-\(\.$title)-as-\(\.$kind)") {
            \.$tags
            \.$folder
        }
    }

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$title, \.$tags, \.$kind)) { title, tags, kind in
            DisplayRepresentation(title: LocalizedStringResource("intent.prediction.add-\(title)-as-\(kind)", comment: "Add <title> as <kind>"),
                                  subtitle: nil)
        }
        IntentPrediction(parameters: (\.$title, \.$tags, \.$kind, \.$folder)) { title, tags, kind, folder in
            DisplayRepresentation(title: LocalizedStringResource("intent.prediction.add-\(tags ?? [], format: .list(type: .and))-to-\(folder)", comment: "Add"),
                                  subtitle: nil)
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<NoteAppEntity> {
        .result(value: NoteAppEntity(id: NoteID(folder: folder.folder, number: 99), title: title, tags: tags ?? [], created: Date()))
    }
}

struct ShowNoteAppIntent: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = LocalizedStringResource("intent.title.show-note", comment: "Show Note")
    static let openAppWhenRun = true

    @Parameter(title: LocalizedStringResource("intent.parameter.note", comment: "Note"))
    var note: NoteAppEntity

    static var parameterSummary: some ParameterSummary {
        Summary("intent.summary-show-\(\.$note)")
    }

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$note)) { note in
            DisplayRepresentation(title: LocalizedStringResource("intent.prediction.show-\(note)", comment: "Show <note>"), subtitle: nil)
        }
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        #if targetEnvironment(macCatalyst)
        defer { print("activated") }
        #endif
        guard note.title != nil else { throw OutlinerIntentError.noteNotFound }
        return .result(dialog: "Showing \(note.title ?? "").")
    }
}

struct ExportNoteAppIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Note"
    @Parameter(title: "Note") var note: NoteAppEntity
    @Parameter(title: "Images") var images: [IntentFile]?

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let text = "# \(note.title ?? "")\n\((images ?? []).map(\.filename).joined(separator: ","))"
        return .result(value: IntentFile(data: Data(text.utf8), filename: "\(note.id.number).md", type: .plainText))
    }
}

struct GetNotesAppIntent: DeprecatedAppIntent {
    static let deprecation: IntentDeprecation = .init(message: "intent.message.get-notes.deprecated")
    static let title: LocalizedStringResource = LocalizedStringResource("intent.title.get-notes", comment: "Get Notes")

    @Parameter(title: "Link") var link: URL?
    @Parameter(title: "Created after") var createdAfter: DateComponents?
    @Parameter(title: "Kind") var kind: NoteKindAppEnum?

    static var parameterSummary: some ParameterSummary {
        Summary("intent.summary.get-notes") {
            \.$link
            \.$createdAfter
            \.$kind
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<[NoteAppEntity]> {
        .result(value: NoteAppEntity.all.filter { kind == nil || $0.kind == kind })
    }
}

struct OutlinerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowNoteAppIntent(), phrases: ["Show \(\.$note) in \(.applicationName)", "Show a note in \(.applicationName)"],
                    shortTitle: "Show Note", systemImageName: "note.text")
        AppShortcut(intent: GetNotesAppIntent(), phrases: ["Get notes from \(.applicationName)"],
                    shortTitle: "Get Notes", systemImageName: "tray.full")
    }
}

@Suite struct OutlinerShapesTests {
    @Test func anIdThatIsItsOwnEntityRoundTrips() async throws {
        let id = NoteID(folder: "work", number: 7)
        #expect(NoteID.entityIdentifier(for: id.entityIdentifierString) == id)
        #expect(try await NoteID.defaultQuery.entities(for: [id]) == [id])
        #expect(String(localized: id.localizedStringResource) == "work/7")
    }

    @Test func aPropertyQueryFiltersAndSortsOptionalProperties() async throws {
        let query = FindNotesQuery()
        let home = try await query.entities(matching: [.tagsContain("home")], mode: .and,
                                            sortedBy: [EntityQuerySort(by: \NoteAppEntity.$created, order: .descending)], limit: nil)
        #expect(home.compactMap(\.title) == ["Packing list", "Groceries"])
        let either = try await query.entities(matching: [.titleEquals("Standup"), .kindEquals(.checklist)], mode: .or,
                                              sortedBy: [EntityQuerySort(by: \NoteAppEntity.$title)], limit: 1)
        #expect(either.compactMap(\.title) == ["Packing list"])
        #expect(FindNotesQuery.sortingOptions.keyPaths.count == 2)
    }

    @Test func aStringKeyWithADefaultValueReadsTheDefault() {
        #expect(String(localized: LocalizedStringResource.noteNotFound) == "The note was not found.")
        #expect(String(localized: NoteAppEntity.typeDisplayRepresentation.name) == "Note")
    }

    @Test func predictionsOverThreeAndFourParameters() {
        #expect(AddNoteAppIntent.predictionParameterNames == [["title", "tags", "kind"], ["title", "tags", "kind", "folder"]])
        #expect(ShowNoteAppIntent.predictionParameterNames == [["note"]])
    }

    @Test func theShortcutRunsOnAnEntityWhoseIdIsAProperty() async throws {
        let events = try await providerChat("Outliner", OutlinerShortcuts.self, ["show standup in outliner"])
        #expect(events.compactMap(\.performedDialog) == ["Showing Standup."], "\(events)")
    }

    @Test func aFileIsReturned() async throws {
        let intent = ExportNoteAppIntent()
        intent.note = NoteAppEntity.all[0]
        let result = try await intent.perform()
        #expect(result.value?.filename == "1.md")
        #expect(String(localized: GetNotesAppIntent.deprecation.message) == "intent.message.get-notes.deprecated")
    }
}
