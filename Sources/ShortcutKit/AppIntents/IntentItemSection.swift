import Foundation

/// A titled group of options in an `IntentItemCollection`:
///
///     ItemSection("Italian Authors") {
///         "Dante Alighieri"
///         "Alessandro Manzoni"
///     }
public struct IntentItemSection<Result: _IntentValue>: Sendable {
    public var title: LocalizedStringResource?
    public var subtitle: LocalizedStringResource?
    public var image: DisplayRepresentation.Image?
    public var items: [IntentItem<Result>]

    /// Options with no section title.
    public init(items: [IntentItem<Result>]) {
        self.items = items
    }

    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.title = title
        self.items = items.map { IntentItem($0) }
    }

    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    public init(_ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        self.title = title
        items = itemsBuilder()
    }

    public init(_ title: LocalizedStringResource, subtitle: LocalizedStringResource?, image: DisplayRepresentation.Image?,
                @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        items = itemsBuilder()
    }

    /// Collects sections written one a line in `ItemCollection { … }`.
    public typealias Builder = IntentListBuilder<IntentItemSection<Result>>
}
