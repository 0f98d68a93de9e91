import Foundation

/// An intent that replaces a SiriKit custom intent, named by its class
/// (`static let intentClassName = "SearchIntent"`), so shortcuts made with the old one keep
/// working on Apple platforms. Here the name is kept and the intent runs like any other.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The class name of the SiriKit intent this one replaces.
    static var intentClassName: String { get }
}
