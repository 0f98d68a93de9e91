import Foundation

/// An intent that starts a workout (the Action button on Apple Watch Ultra runs it).
///
///     struct StartTrailActivity: StartWorkoutIntent {
///         static var suggestedWorkouts: [StartTrailActivity] { [StartTrailActivity(style: .hiking)] }
///         var displayRepresentation: DisplayRepresentation { "Hiking" }
///     }
public protocol StartWorkoutIntent: AppIntent {
    /// The workouts offered when the user sets up the Action button.
    static var suggestedWorkouts: [Self] { get }
    /// How this configured intent is shown.
    var displayRepresentation: DisplayRepresentation { get }
}
