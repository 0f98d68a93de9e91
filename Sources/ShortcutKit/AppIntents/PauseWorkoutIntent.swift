import Foundation

/// An intent that pauses the workout in progress (the system's Pause button runs it).
public protocol PauseWorkoutIntent: AppIntent {}
