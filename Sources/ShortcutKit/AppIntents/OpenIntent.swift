import Foundation

/// An intent that opens the app on an entity: its parameter is `target`.
///
///     struct OpenLandmarkIntent: OpenIntent {
///         static let title: LocalizedStringResource = "Open Landmark"
///         @Parameter(title: "Landmark") var target: LandmarkEntity
///     }
public protocol OpenIntent: AppIntent {
    associatedtype Value: _IntentValue
    var target: Value { get set }
}

extension OpenIntent {
    public static var openAppWhenRun: Bool { true }
    public static var supportedModes: IntentModes { .foreground }

    /// Opening is the app's job once it is in front: the result says what opened.
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog("Opening \(IntentValueDisplay.representation(of: target).title)."))
    }
}

/// An intent whose target the app's UI handles (`onAppIntentExecution`), which need not
/// write `perform()` (Apple's TravelTracking `NavigateIntent` on iOS).
public protocol TargetContentProvidingIntent: AppIntent {}

extension TargetContentProvidingIntent {
    /// The app's scene handles the intent; with no scene here, the run ends with the
    /// intent's title said as done.
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog("\(Self.title.text)."))
    }
}

extension TargetContentProvidingIntent where Self: OpenIntent {
    /// An open intent that is also handled by a scene opens as any `OpenIntent` does.
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog("Opening \(IntentValueDisplay.representation(of: target).title)."))
    }
}

#if !canImport(Darwin)
/// An error whose message is a localized string resource. (Foundation's on Apple platforms.)
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}
#endif

extension AppIntent {
    /// Asks the user to confirm the intent's result before going on; throws if they decline.
    public func requestConfirmation<Result: IntentResult>(result: Result, confirmationActionName: ConfirmationActionName = .continue,
                                                          showPrompt: Bool = true) async throws {
        try await requestConfirmation(output: result, confirmationActionName: confirmationActionName)
    }

    /// Asks the user to confirm running the intent (a purchase, say); throws if they decline.
    ///
    ///     try await requestConfirmation(actionName: .buy, dialog: "Buy a day pass for $6.50?")
    public func requestConfirmation(conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
                                    dialog: IntentDialog) async throws {
        try await confirmRunning(dialog: dialog)
    }

    /// Asks the user to confirm running the intent; throws if they decline.
    public func requestConfirmation() async throws {
        try await confirmRunning(dialog: IntentDialog(stringLiteral: "Are you sure?"))
    }

    private func confirmRunning(dialog: IntentDialog) async throws {
        guard let interaction = IntentInteractionContext.current else {
            throw IntentInteractionError.noInteraction(parameter: String(describing: Self.self))
        }
        let confirmed = try await interaction.confirm(parameter: String(describing: Self.self),
                                                      value: DisplayRepresentation(title: Self.title), dialog: dialog)
        if !confirmed { throw IntentInteractionError.cancelled }
    }

    public func requestConfirmation<Result: IntentResult>(output: Result, confirmationActionName: ConfirmationActionName = .go) async throws {
        guard let interaction = IntentInteractionContext.current else {
            throw IntentInteractionError.noInteraction(parameter: String(describing: Self.self))
        }
        var shown = output._value.map { IntentValueDisplay.representation(of: $0) } ?? DisplayRepresentation(title: Self.title)
        if let dialog = output._dialog { shown.subtitle = dialog.fullResource }
        let confirmed = try await interaction.confirm(parameter: String(describing: Self.self), value: shown,
                                                      dialog: output._dialog ?? IntentDialog(stringLiteral: "Are you sure?"))
        if !confirmed { throw IntentInteractionError.cancelled }
    }
}

/// The word on a confirmation button.
public enum ConfirmationActionName: Sendable {
    case add, addData, book, buy, call, checkIn, `continue`, create, go, order, pay, post, request, run, search, send, set, start, toggle
    /// Buttons the app names: `.custom(acceptLabel: "Delete", acceptAlternatives: [], denyLabel: "Cancel",
    /// denyAlternatives: [], destructive: true)`. The chat asks a yes/no question as for the others.
    case custom(acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource],
                denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource], destructive: Bool = false)
}

/// When a confirmation is asked for (`[]`: always). Accepted for source compatibility.
public struct ConfirmationConditions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension IntentResult {
    /// `.result(value:openIntent:)`, the iOS 16 spelling of `opensIntent:`.
    public static func result<V, I: AppIntent>(value: V, openIntent: I) -> Self where Self == IntentResultContainer<V> {
        .init(value: value, dialog: nil, opensIntent: openIntent)
    }
}
