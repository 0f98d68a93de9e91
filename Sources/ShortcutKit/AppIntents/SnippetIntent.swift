import Foundation

/// An intent that draws an interactive snippet (iOS 26): returned by
/// `.result(dialog:snippetIntent:)`. Its view is not shown here; the result's dialog is.
///
///     struct LandmarkSnippet: SnippetIntent {
///         static let title: LocalizedStringResource = "Landmark"
///         func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: LandmarkView()) }
///     }
public protocol SnippetIntent: AppIntent {}

extension SnippetIntent {
    public static var isDiscoverable: Bool { false }

    /// Asks the system to draw the snippet again; nothing is drawn here.
    public static func reload() {}
}
