import Foundation

/// An intent the system runs on the app's behalf (Apple's base of Live Activity, audio
/// and widget intents). Runs like any intent here.
public protocol SystemIntent: AppIntent {}

/// An intent a Live Activity's button runs (start, restart, stop an activity). There is no
/// Live Activity here: it runs like any intent, and says what it returns.
///
///     struct RestartActivityIntent: LiveActivityIntent {
///         func perform() async throws -> some ReturnsValue<String> { .result(value: "Restarted.") }
///     }
public protocol LiveActivityIntent: SystemIntent {}
