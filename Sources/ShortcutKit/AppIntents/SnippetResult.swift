import Foundation

// Results that show a view (a SwiftUI snippet on Apple platforms). Views are not shown
// here: the dialog is said, and the conversation records which view was left out (a
// `viewOmitted` chat event). The view is any value, so Apple's `view: some View` calls
// compile unchanged with or without SwiftUI; WWDC22's trailing-closure form
// (`.result(value: book, dialog: "Added.") { CoverView(book: book) }`) passes the
// closure as that value, and is never called.
//
//     func perform() async throws -> some ReturnsValue<LandmarkEntity> & ProvidesDialog & ShowsSnippetView {
//         .result(value: landmark, dialog: "The closest is \(landmark.name)", view: LandmarkView(landmark))
//     }

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result that shows `view`.
    public static func result<Content>(view: Content) -> Self {
        .init(value: nil, dialog: nil, opensIntent: nil, omittedView: SnippetName.of(Content.self))
    }

    /// A result that says `dialog` and shows `view`.
    public static func result<Content>(dialog: IntentDialog, view: Content) -> Self {
        .init(value: nil, dialog: dialog, opensIntent: nil, omittedView: SnippetName.of(Content.self))
    }



    /// A result that opens `opensIntent` next and shows `view`.
    public static func result<I: AppIntent, Content>(opensIntent: I, dialog: IntentDialog? = nil, view: Content) -> Self {
        .init(value: nil, dialog: dialog, opensIntent: opensIntent, omittedView: SnippetName.of(Content.self))
    }

    /// A result whose snippet is drawn by `snippetIntent`.
    public static func result<S: SnippetIntent>(snippetIntent: S) -> Self {
        .init(value: nil, dialog: nil, opensIntent: nil, omittedView: SnippetName.of(S.self))
    }

    /// A result that says `dialog`, its snippet drawn by `snippetIntent`.
    public static func result<S: SnippetIntent>(dialog: IntentDialog, snippetIntent: S) -> Self {
        .init(value: nil, dialog: dialog, opensIntent: nil, omittedView: SnippetName.of(S.self))
    }
}

extension IntentResult {
    /// A result that returns `value` and shows `view`.
    public static func result<V, Content>(value: V, view: Content) -> Self where Self == IntentResultContainer<V> {
        .init(value: value, dialog: nil, opensIntent: nil, omittedView: SnippetName.of(Content.self))
    }

    /// A result that returns `value`, says `dialog` and shows `view`.
    public static func result<V, Content>(value: V, dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: nil, omittedView: SnippetName.of(Content.self))
    }


    /// A result that returns `value`, its snippet drawn by `snippetIntent`.
    public static func result<V, S: SnippetIntent>(value: V, snippetIntent: S) -> Self where Self == IntentResultContainer<V> {
        .init(value: value, dialog: nil, opensIntent: nil, omittedView: SnippetName.of(S.self))
    }

    /// A result that returns `value` and says `dialog`, its snippet drawn by `snippetIntent`.
    public static func result<V, S: SnippetIntent>(value: V, dialog: IntentDialog, snippetIntent: S) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: nil, omittedView: SnippetName.of(S.self))
    }
}

/// The name a left-out view is recorded under: its type, without module.
enum SnippetName {
    static func of(_ type: Any.Type) -> String {
        let name = String(describing: type)
        // A trailing closure `{ CoverView(book: book) }` stands for the view it builds.
        for prefix in ["() -> ", "@MainActor () -> ", "@Sendable () -> "] where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return name
    }
}
