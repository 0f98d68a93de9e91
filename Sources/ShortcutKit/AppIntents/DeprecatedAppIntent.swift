import Foundation

/// An intent kept for the shortcuts people already made, marked as replaced:
///
///     struct GetNotesIntent: DeprecatedAppIntent {
///         static let deprecation = IntentDeprecation<FindNotesIntent>(message: "Use Find Notes.", replacedBy: FindNotesIntent.self)
///         …
///     }
///
/// It runs as any intent does; `deprecation` is there to read (`list` shows nothing more).
public protocol DeprecatedAppIntent: AppIntent {
    associatedtype ReplacementIntent = Never
    static var deprecation: IntentDeprecation<ReplacementIntent> { get }
}

/// Why an intent is deprecated, and the intent that replaces it, if any.
public struct IntentDeprecation<ReplacementIntent>: Sendable {
    /// Says the intent is deprecated, in sentence case, ending with a period.
    public var message: LocalizedStringResource
    /// The intent to use instead.
    public var replacedBy: ReplacementIntent.Type?

    public init(message: LocalizedStringResource) where ReplacementIntent == Never {
        self.message = message
        replacedBy = nil
    }

    public init(message: LocalizedStringResource, replacedBy: ReplacementIntent.Type?) where ReplacementIntent: AppIntent {
        self.message = message
        self.replacedBy = replacedBy
    }

    public init(replacedBy: ReplacementIntent.Type) where ReplacementIntent: AppIntent {
        message = "This action is deprecated."
        self.replacedBy = replacedBy
    }
}
