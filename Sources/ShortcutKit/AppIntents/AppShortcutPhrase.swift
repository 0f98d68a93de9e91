import Foundation

/// A phrase that runs an App Shortcut: the app's name and at most one parameter.
///
///     "Open \(\.$shelf) in \(.applicationName)"   // Open ${shelf} in ${applicationName}
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    enum Segment: @unchecked Sendable {
        case text(String)
        case applicationName
        case parameter(AnyKeyPath)
    }

    let segments: [Segment]

    public init(_ value: String) { segments = [.text(value)] }
    public init(stringLiteral value: String) { segments = [.text(value)] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The phrase as App Shortcuts store it: `Open ${shelf} in ${applicationName}`.
    public var template: String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .applicationName: "${applicationName}"
            case .parameter(let keyPath): "${\(IntentIntrospection.parameterName(keyPath, in: Intent.self) ?? "parameter")}"
            }
        }.joined()
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { segments.append(.text(literal)) }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { segments.append(.applicationName) }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            segments.append(.parameter(keyPath))
        }
    }
}

/// The tokens a phrase may contain besides a parameter.
public enum AppShortcutPhraseToken: Hashable, Sendable {
    /// The app's name (or one of its alternative names).
    case applicationName
}

/// A phrase that must never run the app: `"Delete \(.applicationName)"`.
public struct NegativeAppShortcutPhrase: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// `Delete ${applicationName}`.
    public let template: String

    public init(_ phraseKey: String) { template = phraseKey }
    public init(stringLiteral value: String) { template = value }
    public init(stringInterpolation: StringInterpolation) { template = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
    }
}

/// An app's negative phrases: utterances that bypass the app entirely.
public struct NegativeAppShortcutPhrases: Sendable {
    public let phrases: [NegativeAppShortcutPhrase]
    public init(phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }
}
