import Foundation

/// How many values a list parameter takes: exactly a number, or between two.
///
///     @Parameter(title: "Devices", default: [], size: [.systemSmall: 1, .systemMedium: 4])
///     var devices: [DeviceEntity]
public struct IntentCollectionSize: Equatable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The fewest values.
    public let min: Int
    /// The most values.
    public let max: Int

    public init(exactly count: Int) {
        min = count
        max = count
    }

    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }

    public init(integerLiteral count: Int) {
        self.init(exactly: count)
    }
}

/// The size of a widget a configuration's list parameter is sized for.
public enum IntentWidgetFamily: String, Hashable, Sendable, CaseIterable {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case systemExtraLargePortrait
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
    case accessoryCorner
}

extension IntentParameter {
    /// A list parameter whose size depends on the widget it configures. The sizes are kept
    /// (`$devices.size`); nothing here draws a widget, so none is enforced.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value.UnwrappedType? = nil,
                            size: [IntentWidgetFamily: IntentCollectionSize],
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue, inputConnectionBehavior: inputConnectionBehavior)
        sizes = size
    }

    /// A list parameter of `size` values, whatever the widget.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value.UnwrappedType? = nil, size: IntentCollectionSize,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue, size: [:],
                  inputConnectionBehavior: inputConnectionBehavior)
        sizes = Dictionary(uniqueKeysWithValues: IntentWidgetFamily.allCases.map { ($0, size) })
    }

    /// How many values the parameter takes per widget family, as declared (`nil` if not).
    public var size: [IntentWidgetFamily: IntentCollectionSize]? {
        lock.withLock { sizes }
    }
}
