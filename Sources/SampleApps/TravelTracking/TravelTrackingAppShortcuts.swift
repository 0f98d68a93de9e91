import ShortcutKit

/// The Travel Tracking app's App Shortcuts (WWDC25 "Get to know App Intents").
public struct TravelTrackingAppShortcuts: AppShortcutsProvider {
    public static let shortcutTileColor: ShortcutTileColor = .teal

    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NavigateIntent(),
            phrases: [
                "Navigate in \(.applicationName)",
                "Navigate to \(\.$navigationOption) in \(.applicationName)",
                "Go to \(\.$navigationOption) in \(.applicationName)",
                "Show the \(\.$navigationOption) in \(.applicationName)",
            ],
            shortTitle: "Navigate",
            systemImageName: "arrowshape.forward"
        )
        AppShortcut(
            intent: ClosestLandmarkIntent(),
            phrases: [
                "Find closest landmark in \(.applicationName)",
                "What’s the nearest landmark in \(.applicationName)",
                "Find a landmark near me in \(.applicationName)",
            ],
            shortTitle: "Closest landmark",
            systemImageName: "location"
        )
        AppShortcut(
            intent: OpenLandmarkIntent(),
            phrases: [
                "Open \(\.$target) in \(.applicationName)",
                "Open landmark in \(.applicationName)",
                "Show me \(\.$target) in \(.applicationName)",
            ],
            shortTitle: "Open",
            systemImageName: "building.columns"
        )
        AppShortcut(
            intent: AddFavoriteLandmarkIntent(),
            phrases: [
                "Add a favorite landmark in \(.applicationName)",
                "Add a landmark to my favorites in \(.applicationName)",
                "Save a landmark in \(.applicationName)",
            ],
            shortTitle: "Add Favorite",
            systemImageName: "star"
        )
    }

    public static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Delete \(.applicationName)",
            "Stop tracking in \(.applicationName)",
        ])
    }
}
