import ShortcutKit

/// The Library app's App Shortcuts (WWDC22 "Dive into App Intents"), with the phrases a
/// good app adds beside the talk's.
public struct LibraryAppShortcuts: AppShortcutsProvider {
    public static let shortcutTileColor: ShortcutTileColor = .orange

    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenCurrentlyReading(),
            phrases: [
                "Open Currently Reading in \(.applicationName)",
                "Show what I’m reading in \(.applicationName)",
                "What am I reading in \(.applicationName)",
            ],
            shortTitle: "Currently Reading",
            systemImageName: "books.vertical.fill"
        )
        AppShortcut(
            intent: OpenShelf(),
            phrases: [
                "Open \(\.$shelf) in \(.applicationName)",
                "Show my \(\.$shelf) books in \(.applicationName)",
                "Open my \(\.$shelf) shelf in \(.applicationName)",
                "Open a shelf in \(.applicationName)",
            ],
            shortTitle: "Open Shelf",
            systemImageName: "books.vertical"
        )
        AppShortcut(
            intent: OpenBook(),
            phrases: [
                "Open \(\.$book) in \(.applicationName)",
                "Show \(\.$book) in \(.applicationName)",
                "Open a book in \(.applicationName)",
            ],
            shortTitle: "Open Book",
            systemImageName: "book"
        )
        AppShortcut(
            intent: AddBook(),
            phrases: [
                "Add a book to \(.applicationName)",
                "Add a new book in \(.applicationName)",
                "Save a book in \(.applicationName)",
            ],
            shortTitle: "Add Book",
            systemImageName: "plus.circle"
        )
    }

    public static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Delete \(.applicationName)",
            "Return a book to the \(.applicationName)",
        ])
    }
}
