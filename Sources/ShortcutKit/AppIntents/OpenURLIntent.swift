import Foundation

/// An intent that opens one of the app's links, returned by another intent's `perform()`:
///
///     func perform() async throws -> some IntentResult & OpensIntent {
///         .result(opensIntent: OpenURLIntent(URL(string: "pace://assistant")!))
///     }
///
/// There is no app to bring to the front here: the conversation runs it next, and it says
/// which link it opens.
public struct OpenURLIntent: AppIntent {
    public static let title: LocalizedStringResource = "Open URL"
    public static let openAppWhenRun = true

    /// The link to the app's content.
    @Parameter(title: "URL")
    public var url: URL

    public init() {}

    public init(_ url: URL) {
        self.url = url
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(stringLiteral: "Opening \(url.absoluteString)."))
    }
}
