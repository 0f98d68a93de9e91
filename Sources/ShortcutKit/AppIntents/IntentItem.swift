import Foundation

/// One option a `DynamicOptionsProvider` offers, with how it is shown:
///
///     IntentItem<String>(habit.id, title: "\(habit.name)", subtitle: "Daily")
///
/// Without a title, the value's own display representation is shown.
public struct IntentItem<Value: _IntentValue>: Sendable {
    public var value: Value
    /// How the option is shown: the given title, subtitle and image, else the value's.
    public var description: DisplayRepresentation

    /// An option shown by the value's display representation (its text if it has none).
    public init(_ value: Value) {
        self.value = value
        description = IntentValueDisplay.representation(of: value)
    }

    public init(_ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
                image: DisplayRepresentation.Image? = nil) {
        self.value = value
        description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
    }

    /// Collects options written one a line (values or items):
    /// `ItemSection("Italian Authors") { "Dante Alighieri"; "Alessandro Manzoni" }`.
    public typealias Builder = IntentListBuilder<IntentItem<Value>>
}
