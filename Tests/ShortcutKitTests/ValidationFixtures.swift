import PhraseMatching
import ShortcutKit

/// Small apps, each breaking one phrase rule, for `ValidationTests`.
enum ValidationFixtures {
    enum Shelf: String, AppEnum {
        case reading, done
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
        static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [.reading: "Reading", .done: "Done"]
    }

    struct Item: AppEntity {
        var id: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
        static let defaultQuery = ItemQuery()
        var displayRepresentation: DisplayRepresentation { "\(id)" }
    }

    /// Suggests `count` items: 1001 by default, past the expanded-phrase limit.
    struct ItemQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Item] { identifiers.map(Item.init) }
        func suggestedEntities() async throws -> [Item] { (0...1000).map { Item(id: "item \($0)") } }
    }

    struct OpenShelf: AppIntent {
        static let title: LocalizedStringResource = "Open Shelf"
        @Parameter(title: "Shelf") var shelf: Shelf
        func perform() async throws -> some IntentResult { .result() }
    }

    struct MoveItem: AppIntent {
        static let title: LocalizedStringResource = "Move Item"
        @Parameter(title: "Item") var item: Item
        @Parameter(title: "Shelf") var shelf: Shelf
        func perform() async throws -> some IntentResult { .result() }
    }

    struct AddNote: AppIntent {
        static let title: LocalizedStringResource = "Add Note"
        @Parameter(title: "Text") var text: String
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Refresh: AppIntent {
        static let title: LocalizedStringResource = "Refresh"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct MissingApplicationName: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: OpenShelf(), phrases: ["Open \(\.$shelf) please", "Open \(\.$shelf) in \(.applicationName)"],
                        shortTitle: "Open", systemImageName: "books.vertical")
        }
    }

    struct DoubledApplicationName: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: Refresh(), phrases: ["Refresh \(.applicationName) with \(.applicationName)"],
                        shortTitle: "Refresh", systemImageName: "arrow.clockwise")
        }
    }

    struct TwoParameters: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: MoveItem(), phrases: ["Move \(\.$item) to \(\.$shelf) in \(.applicationName)"],
                        shortTitle: "Move", systemImageName: "arrow.right")
        }
    }

    struct StringParameter: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: AddNote(), phrases: ["Add \(\.$text) in \(.applicationName)"],
                        shortTitle: "Add Note", systemImageName: "note")
        }
    }

    struct UnknownParameter: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: OpenShelf(), phrases: ["Open ${shelve} in ${applicationName}"],
                        shortTitle: "Open", systemImageName: "books.vertical")
        }
    }

    struct NegativeWithParameter: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: Refresh(), phrases: ["Refresh \(.applicationName)"], shortTitle: "Refresh", systemImageName: "arrow.clockwise")
        }
        static var negativePhrases: NegativeAppShortcutPhrases {
            NegativeAppShortcutPhrases(phrases: ["Delete \(.applicationName)", "Delete ${shelf} in ${applicationName}"])
        }
    }

    struct DuplicatePhrases: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: Refresh(), phrases: ["Refresh \(.applicationName)", "Refresh \(.applicationName)"],
                        shortTitle: "Refresh", systemImageName: "arrow.clockwise")
            AppShortcut(intent: OpenShelf(), phrases: ["Open \(\.$shelf) in \(.applicationName)", "refresh \(.applicationName)!"],
                        shortTitle: "Open", systemImageName: "books.vertical")
        }
    }

    struct ElevenShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            for number in 1...11 {
                let phrase = "Refresh number \(number) in ${applicationName}"
                AppShortcut(intent: Refresh(), phrases: [AppShortcutPhrase(phrase)],
                            shortTitle: "Refresh", systemImageName: "arrow.clockwise")
            }
        }
    }

    struct ThousandValues: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: MoveItem(), phrases: ["Move \(\.$item) in \(.applicationName)", "Move an item in \(.applicationName)"],
                        shortTitle: "Move", systemImageName: "arrow.right")
        }
    }

    /// Several problems in one app: all are reported, in order.
    struct ManyProblems: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: AddNote(), phrases: ["Add \(\.$text)", "Add a note in \(.applicationName)"],
                        shortTitle: "Add Note", systemImageName: "note")
            AppShortcut(intent: Refresh(), phrases: ["Refresh \(.applicationName) \(.applicationName)"],
                        shortTitle: "Refresh", systemImageName: "arrow.clockwise")
        }
        static var negativePhrases: NegativeAppShortcutPhrases {
            NegativeAppShortcutPhrases(phrases: ["Forget ${text} in ${applicationName}"])
        }
    }

    static func app(_ provider: any AppShortcutsProvider.Type) -> ShortcutApp {
        ShortcutApp(name: "Fixture", provider: provider)
    }

    /// The build's diagnostics and the validator's, as one list.
    static func problems(_ provider: any AppShortcutsProvider.Type) async -> [Diagnostic] {
        let build = await app(provider).catalog(locale: "en")
        return build.diagnostics + CatalogValidator().validate(build.catalog)
    }
}
