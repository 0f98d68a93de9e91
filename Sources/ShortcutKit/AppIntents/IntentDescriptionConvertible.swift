import Foundation

/// What an intent's `description` may be declared as: `IntentDescription`, or
/// `IntentDescription?` as Apple declares the requirement.
///
///     static let description = IntentDescription("Opens a shelf.")
///     static var description: IntentDescription? { "Opens a shelf." }
public protocol _IntentDescriptionConvertible: Sendable {
    /// The description, if there is one.
    var _intentDescription: IntentDescription? { get }
}

extension IntentDescription: _IntentDescriptionConvertible {
    public var _intentDescription: IntentDescription? { self }
}

extension Optional: _IntentDescriptionConvertible where Wrapped == IntentDescription {
    public var _intentDescription: IntentDescription? { self }
}
