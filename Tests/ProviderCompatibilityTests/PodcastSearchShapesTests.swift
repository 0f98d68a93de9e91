// Shapes of a podcast player's App Intents (eleventh-round sweep, our own code): a search
// intent whose phrases name a `StringSearchCriteria` parameter (not read from what is said: a
// phrase parameter must be an enum or an entity here, so `check` reports those phrases and the
// chat asks for the criteria), a stored
// `static var searchScopes`, an intent that opens the app, and an entity (Apple's
// `@AssistantEntity(schema: .journal.entry)` written out by hand) with its query nested in it,
// an id that is a `let` with a default, a list of files, an attributed message and a display
// representation from a string literal.
import Foundation
import Testing
import ShortcutKit

struct FindEpisodesIntent: AppIntent {
    static var title: LocalizedStringResource = "Find Episodes"

    static var description = IntentDescription("Opens the app and searches.")

    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Searching for \(criteria.term).")
    }

    static var searchScopes: [StringSearchScope] = [.general]

    @Parameter(title: "Criteria")
    var criteria: StringSearchCriteria
}

struct ListeningNoteEntity: AppEntity {
    struct ListeningNoteQuery: EntityStringQuery {
        func entities(for identifiers: [ListeningNoteEntity.ID]) async throws -> [ListeningNoteEntity] { [] }
        func entities(matching string: String) async throws -> [ListeningNoteEntity] { [] }
    }

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Listening Note"
    static var defaultQuery = ListeningNoteQuery()
    var displayRepresentation: DisplayRepresentation { "Listening Note" }

    let id = UUID()

    var title: String?
    var message: AttributedString?
    var mediaItems: [IntentFile]
    var entryDate: Date?

    var entryText: String {
        String(message?.characters ?? AttributedString("").characters)
    }
}

struct ListenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: FindEpisodesIntent(),
              phrases: [
                "Find \(\.$criteria) in \(.applicationName)",
                "Search for \(\.$criteria) in \(.applicationName)",
              ],
              shortTitle: "Search Listen",
              systemImageName: "magnifyingglass"
        )
    }
}

@Suite struct PodcastSearchShapesTests {
    @Test func aSearchIntentAsksForItsCriteria() async throws {
        let events = try await providerChat("Listen", ListenShortcuts.self, ["search for morning news in listen", "morning news"])
        #expect(events.compactMap(\.question) == ["Which criteria?"], "\(events)")
        #expect(events.compactMap(\.performedDialog) == ["Searching for morning news."], "\(events)")
        #expect(FindEpisodesIntent.searchScopes == [.general])
    }

    @Test func aCriteriaInAPhraseIsReportedNotRead() async throws {
        let catalog = await ShortcutApp(name: "Listen", provider: ListenShortcuts.self).catalog(locale: "en").catalog
        let reported = CatalogValidator().errors(catalog).map(\.phrase)
        #expect(reported == ["Find ${criteria} in ${applicationName}", "Search for ${criteria} in ${applicationName}"])
    }

    @Test func aNoteWrittenOutFromItsSchemaIsAnEntity() async throws {
        var note = ListeningNoteEntity(mediaItems: [])
        note.message = AttributedString("Great episode")
        #expect(note.entryText == "Great episode")
        #expect(try await ListeningNoteEntity.defaultQuery.entities(matching: "great").isEmpty)
        #expect(String(localized: note.displayRepresentation.title) == "Listening Note")
    }
}
