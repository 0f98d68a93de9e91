import Foundation

#if !canImport(Darwin)
/// A string to show to the user, looked up by key in a strings table when translated.
/// (On Apple platforms, Foundation's `LocalizedStringResource` is used instead.)
///
///     static let title: LocalizedStringResource = "Open Shelf"
///     LocalizedStringResource("Activity", table: "AppIntents")
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The lookup key in the strings table (the English text, usually).
    public var key: String
    /// The text when no translation is found.
    public var defaultValue: String
    /// The strings table (`Localizable` when `nil`).
    public var table: String?

    public init(stringLiteral value: String) {
        key = value
        defaultValue = value
        table = nil
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        defaultValue = stringInterpolation.text
        table = nil
    }

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale? = nil,
                bundle: BundleDescription? = nil, comment: StaticString? = nil) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
    }

    /// A resource whose key and text are one localizable value, which may hold format
    /// placeholders: `LocalizedStringResource("\(placeholder: .int) activities", table: "AppIntents")`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
                bundle: BundleDescription? = nil, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue.text
        self.table = table
    }

    public var description: String { defaultValue }

    /// Where a table lives; accepted for source compatibility.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
        case forClass(String)
    }

    /// A format placeholder: `"\(placeholder: .int) activities"`.
    public enum Placeholder: Hashable, Sendable {
        case int, double, float, object
        var format: String {
            switch self {
            case .int: "%lld"
            case .double: "%lf"
            case .float: "%f"
            case .object: "%@"
            }
        }
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            text += "\(value)"
            key += value is any BinaryInteger ? "%lld" : (value is any BinaryFloatingPoint ? "%lf" : "%@")
        }

        public mutating func appendInterpolation(placeholder: Placeholder) {
            text += placeholder.format
            key += placeholder.format
        }
    }
}

extension String {
    /// The text of a resource in the source language: `String(localized: shelf.title)`.
    /// (Foundation's on Apple platforms, which looks up the current language.)
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue
    }

    /// A localizable string: its lookup key (with `%lld`-style placeholders) and its text.
    /// (Foundation's on Apple platforms.)
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        var key: String
        var text: String

        public init(_ value: String) {
            key = value.replacingOccurrences(of: "%", with: "%%")
            text = value
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
            key = stringInterpolation.key
            text = stringInterpolation.text
        }
    }
}
#endif

extension LocalizedStringResource {
    /// The text in the source language (or, on Apple platforms, the current one).
    var text: String {
        #if canImport(Darwin)
        return String(localized: self)
        #else
        return defaultValue
        #endif
    }

    /// The lookup key, for translating through a strings catalog.
    var lookupKey: String { key }

    /// The strings table named, if not `Localizable`.
    var tableName: String? { table }
}
