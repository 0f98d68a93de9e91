// An entity given to an intent whose query left one of its properties unset, of a type
// ShortcutKit cannot stand in for (a class instance): reading it trapped inside
// `perform()`. The parameters' entities are looked at before the run, so it fails naming
// the property, and the next run works.
import Foundation
import Testing
import ShortcutKit

/// A handle the app's trays hold: a class, so no stand-in can be made for it.
final class TrayHandle: @unchecked Sendable {
    let label: String
    init(label: String) { self.label = label }
}

struct TrayEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tray"
    static let defaultQuery = TrayQuery()

    @Property(title: "ID")
    var id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Handle")
    var handle: TrayHandle

    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    init(id: String, name: String, handle: TrayHandle) {
        self.init(id: id, name: name)
        self.handle = handle
    }
}

struct TrayQuery: EntityQuery {
    func suggestedEntities() async throws -> [TrayEntity] {
        [TrayEntity(id: "t1", name: "Seeds", handle: TrayHandle(label: "left")),
         TrayEntity(id: "t2", name: "Bulbs", handle: TrayHandle(label: "right"))]
    }

    /// Trays found by id forget their handle for "t2": the app's bug.
    func entities(for identifiers: [String]) async throws -> [TrayEntity] {
        identifiers.map { id in
            id == "t2" ? TrayEntity(id: id, name: "Bulbs") : TrayEntity(id: id, name: "Seeds", handle: TrayHandle(label: "left"))
        }
    }
}

struct PullTrayIntent: AppIntent {
    static let title: LocalizedStringResource = "Pull Tray"
    @Parameter(title: "Tray") var tray: TrayEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Pulling \(tray.name) by its \(tray.handle.label) handle.")
    }
}

struct TrayShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PullTrayIntent(), phrases: ["Pull \(\.$tray) in \(.applicationName)"], shortTitle: "Pull",
                    systemImageName: "tray")
    }
}

@Suite struct EntityParameterCheckTests {
    @Test func anEntityPropertyWithNoStandInLeftUnsetFailsTheRunBeforeItStarts() async throws {
        let events = try await providerChat("Trays", TrayShortcuts.self, ["pull bulbs in trays", "pull seeds in trays"])
        #expect(events.compactMap(\.errorMessage) == ["PullTrayIntent failed: property 'handle' of tray 't2' (TrayHandle) was never set: "
                                                       + "set it in the entity's init, or make it optional"])
        #expect(events.compactMap(\.performedDialog) == ["Pulling Seeds by its left handle."])
    }
}
