import ShortcutKit

/// The Trails app's App Shortcuts (Apple's "Accelerating app interactions with App
/// Intents" sample, WWDC24), with a few more phrases.
public struct TrailShortcuts: AppShortcutsProvider {
    public static let shortcutTileColor = ShortcutTileColor.navy

    public static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartTrailActivity(), phrases: [
            "Track my \(\.$workoutStyle) in \(.applicationName)",
            "Start tracking my \(\.$workoutStyle) with \(.applicationName)",
            "Start a workout in \(.applicationName)",
            "Start a \(.applicationName) workout",
            "Go \(\.$workoutStyle) with \(.applicationName)",
        ],
        shortTitle: "Start Activity",
        systemImageName: "shoeprints.fill")

        AppShortcut(intent: GetTrailInfo(), phrases: [
            "Get \(\.$trail) conditions with \(.applicationName)",
            "Get conditions on \(\.$trail) with \(.applicationName)",
            "How is \(\.$trail) in \(.applicationName)",
            "Get trail conditions with \(.applicationName)",
        ],
        shortTitle: "Get Conditions",
        systemImageName: "cloud.rainbow.half",
        parameterPresentation: ParameterPresentation(
            for: \.$trail,
            summary: Summary("Get \(\.$trail) conditions"),
            optionsCollections: {
                OptionsCollection(TrailEntityQuery(), title: "Favorite Trails", systemImageName: "cloud.rainbow.half")
            }
        ))

        AppShortcut(intent: OpenFavorites(), phrases: [
            "Open Favorites in \(.applicationName)",
            "Show my favorite \(.applicationName)",
        ],
        shortTitle: "Open Favorites",
        systemImageName: "star.circle")

        AppShortcut(intent: BuyDayPass(), phrases: [
            "Buy a \(.applicationName) day pass",
            "Purchase a pass in \(.applicationName)",
        ],
        shortTitle: "Buy Day Pass",
        systemImageName: "wallet.pass")
    }

    public static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Cancel my \(.applicationName) day pass",
        ])
    }
}
