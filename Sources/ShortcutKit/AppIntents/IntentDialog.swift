import Foundation

/// What the app says back: a dialog shown (and, by Siri, spoken) to the user.
///
///     return .result(dialog: "Opening \(shelf).")
///     IntentDialog(full: "Which trail?", supporting: "Choose one of your favorites.")
///
/// An interpolated dialog keeps its key in Xcode's form (`"Opening %@."`) and its
/// arguments, so the conversation shows it translated from the app's `Localizable` strings.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The full text, as a resource to look up in the user's language.
    var fullResource: LocalizedStringResource
    /// The shorter text, if given.
    var supportingResource: LocalizedStringResource?
    public var systemImageName: String?

    /// The full text, in the source language.
    public var full: String {
        get { fullResource.text }
        set { fullResource = LocalizedStringResource(stringLiteral: newValue) }
    }

    /// A shorter text for small screens, if given, in the source language.
    public var supporting: String? {
        get { supportingResource?.text }
        set { supportingResource = newValue.map { LocalizedStringResource(stringLiteral: $0) } }
    }

    public init(_ resource: LocalizedStringResource) {
        fullResource = resource
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        fullResource = full
        supportingResource = supporting
    }

    public init(full: LocalizedStringResource, systemImageName: String) {
        fullResource = full
        self.systemImageName = systemImageName
    }

    public init(stringLiteral value: String) {
        fullResource = LocalizedStringResource(stringLiteral: value)
    }

    #if canImport(Darwin)
    /// On Apple platforms a dialog reads any value, as AppIntents' does (Foundation's
    /// `LocalizedStringResource` interpolation takes only text, numbers and resources);
    /// its arguments are then written into the text, as Foundation keeps them private.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += LocalizedArgument(value).sourceText }
    }

    public init(stringInterpolation: StringInterpolation) {
        fullResource = LocalizedStringResource(String.LocalizationValue(stringInterpolation.text))
    }
    #else
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        fullResource = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }
    #endif

    public var description: String { full }
}

/// An intent's description, shown in the Shortcuts app.
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
    public var descriptionText: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public var searchKeywords: [LocalizedStringResource]

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}

/// Where an intent may run: in the background, or bringing the app forward.
public struct IntentModes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let background = IntentModes(rawValue: 1 << 0)
    public static let foreground = IntentModes(rawValue: 1 << 1)

    /// How a foreground intent brings the app forward.
    public enum ForegroundMode: Sendable {
        case immediate, dynamic, deferred
    }

    public static func foreground(_ mode: ForegroundMode) -> IntentModes {
        switch mode {
        case .immediate: IntentModes(rawValue: 1 << 1 | 1 << 2)
        case .dynamic: IntentModes(rawValue: 1 << 1 | 1 << 3)
        case .deferred: IntentModes(rawValue: 1 << 1 | 1 << 4)
        }
    }
}

/// Whether an intent may run while the device is locked.
public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// How a parameter takes input from a previous action in Shortcuts.
public enum InputConnectionBehavior: Sendable {
    case `default`, never, connectToPreviousIntentResult
}
