import Foundation

/// An intent that resumes a paused workout (the system's Resume button runs it).
public protocol ResumeWorkoutIntent: AppIntent {}
