import Foundation

/// What the user searches for: `criteria.term`.
public struct StringSearchCriteria: _IntentValue, Sendable, Hashable {
    /// The text searched for.
    public var term: String

    public init(term: String) { self.term = term }

    public static var _intentTypeName: String { "StringSearchCriteria" }
    public static func _parse(_ text: String) -> StringSearchCriteria? {
        let term = text.trimmingCharacters(in: .whitespaces)
        return term.isEmpty ? nil : StringSearchCriteria(term: term)
    }
}

/// An intent that opens the app's own search on what the user asked for
/// (`criteria.term`). Runs like any intent; the app's search is its `perform()`.
///
///     struct SearchInAppIntent: ShowInAppSearchResultsIntent {
///         static let title: LocalizedStringResource = "Search"
///         static let searchScopes: [StringSearchScope] = [.general]
///         @Parameter(title: "Criteria") var criteria: StringSearchCriteria
///         func perform() async throws -> some IntentResult { … }
///     }
public protocol ShowInAppSearchResultsIntent: AppIntent {
    static var searchScopes: [StringSearchScope] { get }
    var criteria: StringSearchCriteria { get set }
}

extension ShowInAppSearchResultsIntent {
    public static var searchScopes: [StringSearchScope] { [.general] }
    public static var openAppWhenRun: Bool { true }
    public static var supportedModes: IntentModes { .foreground }
}

/// Where a search looks.
public struct StringSearchScope: Sendable, Hashable {
    public let name: String
    public init(_ name: String) { self.name = name }
    public static let general = StringSearchScope("general")
    public static let audioBooks = StringSearchScope("audioBooks")
    public static let books = StringSearchScope("books")
    public static let music = StringSearchScope("music")
    public static let podcasts = StringSearchScope("podcasts")
    public static let photos = StringSearchScope("photos")
    public static let videos = StringSearchScope("videos")
}
