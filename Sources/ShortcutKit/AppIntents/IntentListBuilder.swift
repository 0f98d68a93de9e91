import Foundation

/// Collects the elements written one a line in an options list — items in
/// `ItemSection("Italian Authors") { "Dante Alighieri"; "Alessandro Manzoni" }`, sections in
/// `ItemCollection { ItemSection(…); ItemSection(…) }` — as Apple's `IntentItem.Builder` and
/// `IntentItemSection.Builder` do. A bare value in an item list is an `IntentItem` of it.
@resultBuilder
public enum IntentListBuilder<Element> {
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    public static func buildExpression<Value>(_ value: Value) -> [Element] where Element == IntentItem<Value> { [IntentItem(value)] }
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    public static func buildEither(first part: [Element]) -> [Element] { part }
    public static func buildEither(second part: [Element]) -> [Element] { part }
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}
