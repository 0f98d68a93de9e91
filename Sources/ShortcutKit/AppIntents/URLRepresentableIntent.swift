import Foundation

/// An `OpenIntent` whose target has a URL (`URLRepresentableEntity`): on Apple platforms
/// the system opens the URL and the intent needs no `perform()`. Here the result says the
/// URL it would open.
///
///     struct OpenTrail: OpenIntent, URLRepresentableIntent {
///         static let title: LocalizedStringResource = "Open Trail"
///         @Parameter(title: "Trail") var target: TrailEntity
///     }
public protocol URLRepresentableIntent: AppIntent {}

extension URLRepresentableIntent where Self: OpenIntent, Value: URLRepresentableEntity {
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let title = IntentValueDisplay.representation(of: target).title
        guard let url = target.url else { return .result(dialog: IntentDialog("Opening \(title).")) }
        return .result(dialog: IntentDialog("Opening \(title) (\(url.absoluteString))."))
    }
}
