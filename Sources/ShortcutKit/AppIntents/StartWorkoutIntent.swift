import Foundation

/// An intent that starts a workout (the Action button on Apple Watch Ultra runs it).
///
///     struct StartTrailActivity: StartWorkoutIntent {
///         static var suggestedWorkouts: [StartTrailActivity] { [StartTrailActivity(style: .hiking)] }
///         @Parameter(title: "Activity") var workoutStyle: ActivityStyle
///         var displayRepresentation: DisplayRepresentation { "Hiking" }
///     }
public protocol StartWorkoutIntent: AppIntent {
    /// The kinds of workout: an enum.
    associatedtype WorkoutStyle: AppEnum
    /// The workouts offered when the user sets up the Action button.
    static var suggestedWorkouts: [Self] { get }
    /// How this configured intent is shown.
    var displayRepresentation: DisplayRepresentation { get }
    /// The kind of workout this intent starts.
    var workoutStyle: WorkoutStyle { get set }
}

extension StartWorkoutIntent {
    /// The intent that starts a workout of `style` (`StartTrailActivity(style: .hiking)`).
    public init(style: WorkoutStyle) {
        self.init()
        workoutStyle = style
    }
}
