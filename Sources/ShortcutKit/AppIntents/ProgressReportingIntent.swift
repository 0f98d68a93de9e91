import Foundation

/// An intent that reports how far its action has come:
///
///     struct SyncIntent: ProgressReportingIntent {
///         func perform() async throws -> some IntentResult {
///             progress.totalUnitCount = 100
///             progress.completedUnitCount = 40
///             return .result()
///         }
///     }
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// The progress of the running `perform()`, one object for the whole run.
    ///
    /// Read outside `perform()` (where Apple's traps), it is a new progress no one
    /// observes.
    public var progress: Progress { IntentProgressContext.current?.progress ?? Progress(totalUnitCount: 0) }
}

/// The progress of the intent whose `perform()` runs in this task.
final class IntentProgress: @unchecked Sendable {
    let progress = Progress(totalUnitCount: 0)
}

enum IntentProgressContext {
    @TaskLocal static var current: IntentProgress?
}
