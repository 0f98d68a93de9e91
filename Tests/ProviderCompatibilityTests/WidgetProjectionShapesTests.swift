// A widget configuration whose list query reads the chosen account through
// `@IntentParameterDependency` (IceCubes' shape, our own code): Apple's projection reads an
// optional parameter unwrapped, `configuration?.account.server`.
import Foundation
import Testing
import ShortcutKit

struct ForumAccount: Sendable, Hashable {
    let server: String
    let name: String
}

struct ForumAccountEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static let defaultQuery = ForumAccountQuery()
    let account: ForumAccount
    var id: String { account.name }
    var displayRepresentation: DisplayRepresentation { "\(account.name)" }

    static let all = [ForumAccountEntity(account: ForumAccount(server: "social.example", name: "ada")),
                      ForumAccountEntity(account: ForumAccount(server: "town.example", name: "grace"))]
}

struct ForumAccountQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ForumAccountEntity] {
        ForumAccountEntity.all.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [ForumAccountEntity] { ForumAccountEntity.all }
}

struct ForumListEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"
    static let defaultQuery = ForumListQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ForumListQuery: EntityQuery {
    @IntentParameterDependency<ForumListsWidgetConfiguration>(
        \.$account
    )
    var account

    func entities(for identifiers: [String]) async throws -> [ForumListEntity] { identifiers.map(ForumListEntity.init(id:)) }

    func suggestedEntities() async throws -> [ForumListEntity] {
        guard let account = account?.account.account else { return [] }
        let heading = account.name == "ada" ? (self.account?.heading ?? "?") : "lists"
        return [ForumListEntity(id: "\(account.server) \(heading)")]
    }
}

struct ForumListsWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "List Widget Configuration"
    static let description = IntentDescription("Choose the account and list for this widget")

    @Parameter(title: "Account")
    var account: ForumAccountEntity?

    @Parameter(title: "Title")
    var heading: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let lists = try await ForumListQuery().suggestedEntities()
        return .result(dialog: "[\(lists.map(\.id).joined(separator: ", "))]")
    }
}

struct ForumTimelineQuery: EntityQuery {
    @IntentParameterDependency<ForumTimelineWidgetConfiguration>(\.$account)
    var configuration

    func entities(for identifiers: [String]) async throws -> [ForumListEntity] { [] }

    func suggestedEntities() async throws -> [ForumListEntity] {
        guard let configuration else { return [] }
        return [ForumListEntity(id: configuration.account.account.server)]
    }
}

struct ForumTimelineWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Timeline Widget Configuration"
    @Parameter(title: "Account") var account: ForumAccountEntity?
    @Parameter(title: "List") var timeline: ForumListEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let lists = try await ForumTimelineQuery().suggestedEntities()
        return .result(dialog: "[\(lists.map(\.id).joined(separator: ", "))]")
    }
}

func forumChat(_ input: String) async throws -> [String] {
    try await providerChat("Forum", ForumShortcuts.self, [input]).compactMap(\.performedDialog)
}

@Suite struct WidgetProjectionShapesTests {
    @Test func theProjectionReadsAListedOptionalParameterUnwrapped() async throws {
        #expect(try await forumChat("configure grace widget in forum") == ["[town.example lists]"])
    }

    @Test func anUnsetOptionalStringReadsEmptyThroughTheProjection() async throws {
        let said = try await forumChat("configure ada widget in forum")
        #expect(said == ["[social.example ]"])
    }

    @Test func anUnsetOptionalEntityWithNoEmptyFormLeavesNoProjection() async throws {
        // `timeline` is unset and an entity has no empty form: it could not be read
        // unwrapped, so the query sees no projection rather than a trap.
        #expect(try await forumChat("timeline of ada in forum") == ["[]"])
    }

    @Test func outsideARunThereIsNoProjection() async throws {
        #expect(try await ForumListQuery().suggestedEntities().isEmpty)
    }
}

struct ForumShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ForumListsWidgetConfiguration(), phrases: ["Configure \(\.$account) widget in \(.applicationName)"],
                    shortTitle: "Lists", systemImageName: "list.bullet")
        AppShortcut(intent: ForumTimelineWidgetConfiguration(), phrases: ["Timeline of \(\.$account) in \(.applicationName)"],
                    shortTitle: "Timeline", systemImageName: "clock")
    }
}
