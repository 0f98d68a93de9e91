import Foundation

/// An intent that starts in the background and may ask to continue in the app.
/// Here the app is always in front: the continuation runs at once.
///
///     struct SuggestTrails: AppIntent, ForegroundContinuableIntent {
///         func perform() async throws -> some IntentResult {
///             guard loggedIn else { throw needsToContinueInForegroundError("Log in first.") { showLogin() } }
///             return .result()
///         }
///     }
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// An error that, thrown from `perform()`, stops it, runs `continuation` on the main
    /// actor and says `dialog`.
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil,
                                                 continuation: (@MainActor () async throws -> Void)? = nil) -> AppIntentError {
        AppIntentError(kind: .continueInForeground, dialog: dialog, continuation: continuation)
    }

    /// Asks to continue in the app, runs `continuation` there and returns what it returns.
    @discardableResult
    public func requestToContinueInForeground<ResultValue: Sendable>(
        _ dialog: IntentDialog? = nil,
        continuation: @MainActor () async throws -> ResultValue = { () }
    ) async throws -> ResultValue {
        try await runOnMainActor(continuation)
    }
}

extension AppIntent {
    /// An error that, thrown from `perform()`, brings the app forward and says `dialog`
    /// (iOS 26; the app is always in front here).
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) -> AppIntentError {
        AppIntentError(kind: .continueInForeground, dialog: dialog, continuation: nil)
    }

    /// Brings the app forward (iOS 26): here it already is, so this returns at once.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {}
}

/// Runs a continuation on the main actor.
@MainActor
private func runOnMainActor<ResultValue: Sendable>(_ body: @MainActor () async throws -> ResultValue) async throws -> ResultValue {
    try await body()
}
