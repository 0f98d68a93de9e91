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
    @_disfavoredOverload
    public static func result<Content>(view: Content) -> Self {
        .init(value: nil, dialog: nil, opensIntent: nil, omittedView: SnippetName.of(Content.self))
    }

    /// A result that says `dialog` and shows `view`.
    @_disfavoredOverload
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
    @_disfavoredOverload
    public static func result<V, Content>(value: V, view: Content) -> Self where Self == IntentResultContainer<V> {
        .init(value: value, dialog: nil, opensIntent: nil, omittedView: SnippetName.of(Content.self))
    }

    /// A result that returns `value`, says `dialog` and shows `view`.
    @_disfavoredOverload
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

// A trailing closure that decides which view to show (`.result(dialog: "Done.") { if let state {
// StateCard(state) } }`, SwiftUI's `@ViewBuilder` on Apple platforms) is built by
// `SnippetViewBuilder`: the view left out is the one the closure built, and none when it built none.
// The `view:` forms above are disfavoured so that a trailing closure is always built here.

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result that shows the view `content` builds.
    public static func result(@SnippetViewBuilder content: () -> SnippetView) -> Self {
        .init(value: nil, dialog: nil, opensIntent: nil, omittedView: content().name)
    }

    /// A result that says `dialog` and shows the view `content` builds.
    public static func result(dialog: IntentDialog, @SnippetViewBuilder content: () -> SnippetView) -> Self {
        .init(value: nil, dialog: dialog, opensIntent: nil, omittedView: content().name)
    }
}

extension IntentResult {
    /// A result that returns `value` and shows the view `content` builds.
    public static func result<V>(value: V, @SnippetViewBuilder content: () -> SnippetView) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: nil, opensIntent: nil, omittedView: content().name)
    }

    /// A result that returns `value`, says `dialog` and shows the view `content` builds.
    public static func result<V>(value: V, dialog: IntentDialog, @SnippetViewBuilder content: () -> SnippetView) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: nil, omittedView: content().name)
    }
}

/// The views a result's trailing closure built, by name; never drawn.
public struct SnippetView: Sendable {
    let names: [String]

    /// The name the left-out view is recorded under: `nil` when the closure built none.
    var name: String? { names.isEmpty ? nil : names.joined(separator: ", ") }
}

/// Builds a result's snippet from a closure with `if`, `if let`, `if`/`else` and `switch`.
@resultBuilder
public enum SnippetViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> SnippetView {
        SnippetView(names: [SnippetName.of(Content.self)])
    }

    public static func buildBlock(_ parts: SnippetView...) -> SnippetView {
        SnippetView(names: parts.flatMap(\.names))
    }

    public static func buildOptional(_ part: SnippetView?) -> SnippetView {
        part ?? SnippetView(names: [])
    }

    public static func buildEither(first part: SnippetView) -> SnippetView { part }

    public static func buildEither(second part: SnippetView) -> SnippetView { part }

    public static func buildLimitedAvailability(_ part: SnippetView) -> SnippetView { part }
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
