import Foundation

/// One of the answers `requestChoice(between:dialog:)` offers (iOS 26).
///
///     let archive = Option(title: "Archive", style: .default)
///     let delete = Option(title: "Delete", style: .destructive)
///     switch try await requestChoice(between: [.cancel, archive, delete], dialog: "Archive or delete?") {
///     case archive: …
///     case delete: …
///     default: …
///     }
public struct IntentChoiceOption: Sendable, Equatable {
    /// How an option is drawn on Apple platforms; here it orders nothing and is kept.
    public struct Style: Sendable, Hashable {
        let name: String
        public static let `default` = Style(name: "default")
        public static let destructive = Style(name: "destructive")
        public static let cancel = Style(name: "cancel")
    }

    public let title: LocalizedStringResource
    public let style: Style

    public init(title: LocalizedStringResource, style: Style = .default) {
        self.title = title
        self.style = style
    }

    /// The option that declines the choice.
    public static var cancel: IntentChoiceOption { IntentChoiceOption(title: "Cancel", style: .cancel) }

    /// Two options are the same answer when they read the same and have the same style.
    public static func == (lhs: IntentChoiceOption, rhs: IntentChoiceOption) -> Bool {
        lhs.title.key == rhs.title.key && lhs.style == rhs.style
    }
}

extension AppIntent {
    public typealias Option = IntentChoiceOption

    /// Asks the user to pick one of `options` (in the chat: the options are listed and
    /// the answer read as for any choice) and returns the one picked. Throws
    /// `IntentInteractionError.cancelled` when the user gives up, `.noInteraction` when
    /// nobody can answer (a run outside a conversation), `.noOptions` for an empty list.
    public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog? = nil) async throws -> IntentChoiceOption {
        let asker = String(describing: Self.self)
        guard !options.isEmpty else { throw IntentInteractionError.noOptions(parameter: asker) }
        guard let interaction = IntentInteractionContext.current else {
            throw IntentInteractionError.noInteraction(parameter: asker)
        }
        let shown = options.map { DisplayRepresentation(title: $0.title) }
        let index = try await interaction.disambiguate(parameter: asker, options: shown,
                                                       dialog: dialog ?? IntentDialog(stringLiteral: "Which one?"))
        guard options.indices.contains(index) else { throw IntentInteractionError.cancelled }
        return options[index]
    }

    /// `requestChoice(between:dialog:)` with a view beside the question; the view is not shown here.
    public func requestChoice<Content>(between options: [IntentChoiceOption], dialog: IntentDialog? = nil,
                                       view: Content) async throws -> IntentChoiceOption {
        try await requestChoice(between: options, dialog: dialog)
    }

    /// `requestChoice(between:dialog:)` with view content beside the question; the content is never built here.
    public func requestChoice<Content>(between options: [IntentChoiceOption], dialog: IntentDialog? = nil,
                                       content: () -> Content) async throws -> IntentChoiceOption {
        try await requestChoice(between: options, dialog: dialog)
    }
}
