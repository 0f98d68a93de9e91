// A property query whose matches come in sections, as Apple's EntityPropertyQuery declares
// them (`entities(matching:mode:sortedBy:limit:) async throws -> Self.Result`, the same
// `Result` as its suggestions): it compiles and its matches read as its entities.
import Foundation
import Testing
import ShortcutKit

struct SectionedNotesQuery: EntityPropertyQuery {
    func entities(for entityIDs: [NoteAppEntity.ID]) async -> [NoteAppEntity] {
        NoteAppEntity.all.filter { entityIDs.contains($0.id) }
    }

    func suggestedEntities() async throws -> IntentItemCollection<NoteAppEntity> {
        IntentItemCollection(items: NoteAppEntity.all)
    }

    nonisolated(unsafe) static var properties = QueryProperties {
        Property(\NoteAppEntity.$title) {
            ContainsComparator { NoteComparator.titleContains($0) }
        }
    }

    func entities(matching comparators: [NoteComparator], mode: ComparatorMode, sortedBy: [Sort<NoteAppEntity>],
                  limit: Int?) async throws -> IntentItemCollection<NoteAppEntity> {
        let found = NoteAppEntity.all.filter { note in comparators.allSatisfy { $0.matches(note) } }
        return IntentItemCollection(promptLabel: "Notes", sections: [IntentItemSection("Found", items: found.map { IntentItem($0) })])
    }
}

@Suite struct PropertyQueryResultTests {
    @Test func aPropertyQuerysMatchesComeInItsResultCollection() async throws {
        let query = SectionedNotesQuery()
        let all = try await query.suggestedEntities().items
        let title = try #require(all.first?.title)
        let found = try await query.entities(matching: [.titleContains(title)], mode: .and, sortedBy: [], limit: nil)
        #expect(found.items.map(\.id).contains(all[0].id))
        #expect(found.promptLabel != nil)
    }
}
