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
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ value: Value) -> [IntentItem<Value>] { [IntentItem(value)] }
        public static func buildExpression(_ item: IntentItem<Value>) -> [IntentItem<Value>] { [item] }
        public static func buildExpression(_ items: [IntentItem<Value>]) -> [IntentItem<Value>] { items }
        public static func buildBlock(_ parts: [IntentItem<Value>]...) -> [IntentItem<Value>] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [IntentItem<Value>]?) -> [IntentItem<Value>] { part ?? [] }
        public static func buildEither(first part: [IntentItem<Value>]) -> [IntentItem<Value>] { part }
        public static func buildEither(second part: [IntentItem<Value>]) -> [IntentItem<Value>] { part }
        public static func buildArray(_ parts: [[IntentItem<Value>]]) -> [IntentItem<Value>] { parts.flatMap { $0 } }
        public static func buildLimitedAvailability(_ part: [IntentItem<Value>]) -> [IntentItem<Value>] { part }
    }
}
