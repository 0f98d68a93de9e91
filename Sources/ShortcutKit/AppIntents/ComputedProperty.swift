import Foundation

/// An entity property computed from the app's model, shown in Shortcuts like
/// `@Property` (WWDC25):
///
///     @ComputedProperty
///     var name: String { landmark.name }
///
/// Apple's is a macro; without swift-syntax (a package) it is a result builder here, which
/// takes the getter as written. The macro's arguments (`indexingKey:`,
/// `customIndexingKey:`) need the macro and are not supported.
@resultBuilder
public enum ComputedProperty {
    public static func buildBlock<Value>(_ value: Value) -> Value { value }
}
