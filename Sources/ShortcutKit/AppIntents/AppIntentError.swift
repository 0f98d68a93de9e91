import Foundation

/// An error `perform()` throws to change how the intent runs, not to fail it:
/// `throw needsToContinueInForegroundError("Log in first.") { navigator.showLogin() }`.
///
/// Here the app is always in front, so continuing in the foreground means: run the
/// continuation, then say the dialog.
public struct AppIntentError: Error, @unchecked Sendable, CustomStringConvertible, LocalizedError {
    enum Kind: Sendable {
        case continueInForeground
        case restartPerform
    }

    let kind: Kind
    /// What is said when the error is handled.
    public let dialog: IntentDialog?
    /// What runs when the app comes forward (`@MainActor`). Not `Sendable` in Apple's
    /// declaration; it is only ever called once, on the main actor.
    let continuation: (@MainActor () async throws -> Void)?

    init(kind: Kind, dialog: IntentDialog?, continuation: (@MainActor () async throws -> Void)?) {
        self.kind = kind
        self.dialog = dialog
        self.continuation = continuation
    }

    /// Asks the system to run `perform()` again.
    public static var restartPerform: AppIntentError { AppIntentError(kind: .restartPerform, dialog: nil, continuation: nil) }

    var continuesInForeground: Bool { kind == .continueInForeground }

    /// Runs the continuation, if any, on the main actor.
    func runContinuation() async throws {
        guard let continuation else { return }
        try await ForegroundContinuation(body: continuation).run()
    }

    public var description: String {
        switch kind {
        case .continueInForeground: dialog?.full ?? "The intent continues in the app."
        case .restartPerform: "The intent asked to run again."
        }
    }

    public var errorDescription: String? { description }
}

/// A continuation handed to the main actor.
private struct ForegroundContinuation: @unchecked Sendable {
    let body: @MainActor () async throws -> Void

    @MainActor func run() async throws {
        try await body()
    }
}
