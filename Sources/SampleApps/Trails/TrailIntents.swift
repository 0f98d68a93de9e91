import Foundation
import ShortcutKit

/// Starts recording an activity on a trail.
struct StartTrailActivity: StartWorkoutIntent {
    static let title: LocalizedStringResource = "Start Trail Activity"

    static let description = IntentDescription("Starts tracking a trail activity.",
                                               categoryName: "Activity Tracking",
                                               searchKeywords: ["workout"])

    static var parameterSummary: some ParameterSummary {
        Summary("Start tracking my \(\.$workoutStyle) activity")
    }

    static let openAppWhenRun: Bool = true

    static var suggestedWorkouts: [StartTrailActivity] {
        [StartTrailActivity(style: .hiking), StartTrailActivity(style: .biking)]
    }

    var displayRepresentation: DisplayRepresentation {
        ActivityStyle.caseDisplayRepresentations[workoutStyle] ?? "Unknown Activity Style"
    }

    @Parameter(title: "Activity", description: "The activity to track, such as skiing.",
               requestValueDialog: "Which activity?")
    var workoutStyle: ActivityStyle

    @Dependency
    private var trailManager: TrailDataManager

    init() {}

    init(style: ActivityStyle) {
        workoutStyle = style
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let trail = try trailManager.startActivity(workoutStyle)
        let activity = ActivityStyle.caseDisplayRepresentations[workoutStyle].map { String(localized: $0.title) } ?? workoutStyle.rawValue
        // The activity as it reads inside a sentence ("hiking"), looked up in Localizable.
        let inSentence = LocalizedStringResource(stringLiteral: activity.lowercased())
        return .result(dialog: "Started tracking \(inSentence) on \(trail.name).")
    }
}

/// The details and current conditions of a trail.
struct GetTrailInfo: AppIntent {
    static let title: LocalizedStringResource = "Get Trail Information"
    static let description = IntentDescription("Provides complete details on a trail and the current conditions.",
                                               categoryName: "Discover")

    static var parameterSummary: some ParameterSummary {
        Summary("Get information on \(\.$trail)")
    }

    @Parameter(title: "Trail", description: "The trail to get information on.", requestValueDialog: "Which trail?")
    var trail: TrailEntity

    @Dependency
    private var trailManager: TrailDataManager

    func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity> & ProvidesDialog {
        guard let trailData = trailManager.trail(with: trail.id) else {
            throw TrailIntentError.trailNotFound
        }
        let dialog = IntentDialog(full: "The latest conditions reported for \(trailData.name) indicate: \(trailData.currentConditions).",
                                  supporting: "Here’s the latest information on trail conditions.")
        return .result(value: TrailEntity(trail: trailData), dialog: dialog)
    }
}

/// Opens the app on the Favorites collection.
struct OpenFavorites: AppIntent {
    static let title: LocalizedStringResource = "Open Favorite Trails"

    static let description = IntentDescription("Opens the app and goes to your favorite trails.")

    static let openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        trailManager.showFavorites()
        let names = trailManager.trails(with: trailManager.favoritesCollection).map(\.name)
        return .result(dialog: "Here are your \(names.count) favorite trails: \(names.joined(separator: ", ")).")
    }

    @Dependency
    private var trailManager: TrailDataManager
}

/// Buys a day pass, after the user confirms.
struct BuyDayPass: AppIntent {
    static let title: LocalizedStringResource = "Buy Day Pass"
    static let description = IntentDescription("Purchase a day pass for your trail activity with Apple Pay.")

    @Dependency
    private var trailManager: TrailDataManager

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            let passAmount = IntentCurrencyAmount(amount: 6.50, currencyCode: "USD")
            let confirmationDialog = IntentDialog("Are you sure you want to purchase a day pass for \(passAmount)?")
            try await requestConfirmation(actionName: .buy, dialog: confirmationDialog)
        } catch {
            throw TrailIntentError.dayPassTransactionCanceled
        }
        trailManager.buyDayPass()
        return .result(dialog: "Your trail day pass is active.")
    }
}
