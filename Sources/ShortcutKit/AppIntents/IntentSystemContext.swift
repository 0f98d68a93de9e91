import Foundation

/// What the system tells a running intent about where it runs (iOS 26):
/// `if systemContext.currentMode.canContinueInForeground { try await continueInForeground() }`.
/// Here the app is the conversation, always in front: an intent that supports a
/// foreground mode runs in it, and continuing in the foreground is always possible.
public struct IntentSystemContext: Sendable {
    /// Whether the intent runs in the background or the foreground.
    public let currentMode: IntentModes.Current
}

extension IntentModes {
    /// The mode an intent is running in.
    public struct Current: Sendable, Hashable {
        let isForeground: Bool
        public static let background = Current(isForeground: false)
        public static let foreground = Current(isForeground: true)

        /// Whether the intent may move to the foreground (`continueInForeground`): always here.
        public var canContinueInForeground: Bool { true }
    }
}

extension AppIntent {
    /// Where this intent runs: in the foreground when `supportedModes` includes a
    /// foreground mode, otherwise in the background.
    public var systemContext: IntentSystemContext {
        IntentSystemContext(currentMode: Self.supportedModes.contains(.foreground) ? .foreground : .background)
    }
}
