import Foundation

/// An intent that configures a widget: its parameters are the widget's settings. Widgets
/// are not drawn here; the intent is an `AppIntent` like any other.
///
///     struct SelectTrail: WidgetConfigurationIntent {
///         static let title: LocalizedStringResource = "Select Trail"
///         @Parameter(title: "Trail") var trail: TrailEntity?
///     }
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A configuration has nothing to do when run: it returns an empty result.
    public func perform() async throws -> some IntentResult { .result() }
}
