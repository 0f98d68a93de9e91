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

extension AppIntent {
    /// Asks the user to confirm with an interactive snippet (iOS 26):
    /// `try await requestConfirmation(actionName: .search, snippetIntent: TicketRequestSnippet(…))`.
    /// The snippet is not drawn here; the dialog, or the intent's title, is asked as a
    /// yes/no question, and declining cancels the run.
    public func requestConfirmation<Snippet: SnippetIntent>(conditions: ConfirmationConditions = [],
                                                           actionName: ConfirmationActionName = .continue,
                                                           dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true,
                                                           snippetIntent: Snippet) async throws {
        try await requestConfirmation(conditions: conditions, actionName: actionName,
                                      dialog: dialog ?? IntentDialog(stringLiteral: "\(Self.title.text)?"))
    }
}
