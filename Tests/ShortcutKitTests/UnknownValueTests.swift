import Foundation
import PhraseMatching
import Testing
@testable import ShortcutKit

/// When a line that said a phrase whole is said to name a value its app has not.
@Suite struct UnknownValueTests {
    /// A search that threw says nothing of the values the app has: `match` names no missing
    /// film ("Reels has no film named 'Neuromancer'" would be false); one that answered
    /// nothing does.
    @Test func aSearchThatThrewNamesNoMissingValue() async throws {
        let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: "Reels", provider: DownFilmShortcuts.self)])
        let down = await matcher.resolveNamingUnknownValue("open neuromancer in reels")
        #expect(down.result.status == .noMatch)
        #expect(down.unknownValue == nil)
        let answered = await matcher.resolveNamingUnknownValue("open solaris in reels")
        #expect(answered.result.status == .noMatch)
        #expect(answered.unknownValue?.text == "solaris")
    }
}

private struct FilmServiceDown: Error {}

private struct DownFilm: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Film"
    static let defaultQuery = DownFilmQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

/// Suggests one film; its search throws for any text but "solaris" (which it finds nothing for).
private struct DownFilmQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [DownFilm] { identifiers.map(DownFilm.init) }
    func suggestedEntities() async throws -> [DownFilm] { [DownFilm(id: "Arrival")] }
    func entities(matching string: String) async throws -> [DownFilm] {
        if string.localizedCaseInsensitiveContains("solaris") { return [] }
        throw FilmServiceDown()
    }
}

private struct PlayDownFilm: AppIntent {
    static let title: LocalizedStringResource = "Play Film"
    @Parameter(title: "Film")
    var film: DownFilm

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Playing \(film.id).") }
}

private struct DownFilmShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayDownFilm(), phrases: ["Open \(\.$film) in \(.applicationName)"],
                    shortTitle: "Play Film", systemImageName: "film")
    }
}
