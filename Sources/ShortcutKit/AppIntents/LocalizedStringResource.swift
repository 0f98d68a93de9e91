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
    /// The interpolated values, in order, that the key's format specifiers stand for.
    var arguments: [LocalizedArgument] = []

    public init(stringLiteral value: String) {
        key = value
        defaultValue = value
        table = nil
    }

    /// `"Opening \(shelf)."`: the key is `"Opening %@."` (as Xcode extracts it), the
    /// arguments hold the shelf.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        defaultValue = stringInterpolation.text
        table = nil
        arguments = stringInterpolation.arguments
    }

    /// A resource looked up by `key`, shown as `defaultValue` (which may hold placeholders,
    /// `"\(placeholder: .int) Notes"`) when no translation is found.
    public init(_ key: String, defaultValue: String.LocalizationValue? = nil, table: String? = nil, locale: Locale? = nil,
                bundle: BundleDescription? = nil, comment: StaticString? = nil) {
        self.key = key
        self.defaultValue = defaultValue?.text ?? key
        self.table = table
        arguments = defaultValue?.arguments ?? []
    }

    /// A resource whose key and text are one localizable value, which may hold format
    /// placeholders: `LocalizedStringResource("\(placeholder: .int) activities", table: "AppIntents")`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
                bundle: BundleDescription? = nil, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue.text
        self.table = table
        arguments = keyAndValue.arguments
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

    /// Builds a resource from a string interpolation the way Xcode extracts its key:
    /// `%@` for text, resources and other objects, `%lld` for signed integers, `%llu` for
    /// unsigned ones, `%lf` for `Double`, `%f` for `Float`; `%` in literal text is doubled.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        var key = ""
        var arguments: [LocalizedArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            append(LocalizedArgument(value))
        }

        public mutating func appendInterpolation(_ value: LocalizedStringResource) {
            append(.resource(value))
        }

        public mutating func appendInterpolation(_ value: String) {
            append(.text(value))
        }

        /// A value written by a format style: `"\(tags, format: .list(type: .and))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            append(.text(format.format(value)))
        }

        public mutating func appendInterpolation(placeholder: Placeholder) {
            text += placeholder.format
            key += placeholder.format
        }

        mutating func append(_ argument: LocalizedArgument) {
            text += argument.sourceText
            key += argument.specifier
            arguments.append(argument)
        }
    }
}

extension String {
    /// The text of a resource in the source language: `String(localized: shelf.title)`.
    /// (Foundation's on Apple platforms, which looks up the current language.)
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue
    }

    /// The text of a localizable string in the source language:
    /// `String(localized: "\(count) stops", comment: "The stops of a route")`.
    /// (Foundation's on Apple platforms, which looks up the current language.)
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, locale: Locale? = nil,
                comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    /// A localizable string: its lookup key (with `%lld`-style placeholders) and its text.
    /// (Foundation's on Apple platforms.)
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        var key: String
        var text: String
        var arguments: [LocalizedArgument] = []

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
            arguments = stringInterpolation.arguments
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

    /// The values the key's format specifiers stand for (none known on Apple platforms,
    /// where Foundation keeps them private).
    var formatArguments: [LocalizedArgument] {
        #if canImport(Darwin)
        return []
        #else
        return arguments
        #endif
    }
}

/// One value interpolated into a localized string: text shown as is, a number, or a
/// resource of its own (an enum case's title, an entity's display representation), which
/// is translated too.
enum LocalizedArgument: Sendable {
    case text(String)
    case int(Int64)
    case unsigned(UInt64)
    case double(Double)
    case float(Float)
    /// An amount of money, written as the language writes it ("6,50 $US").
    case currency(IntentCurrencyAmount)
    case resource(LocalizedStringResource)

    /// The argument of any interpolated value: `AppEnum` cases and entities by their
    /// display representation's title, numbers as numbers, anything else as its text.
    init<T>(_ value: T) {
        switch value {
        case let resource as LocalizedStringResource: self = .resource(resource)
        case let text as String: self = .text(text)
        case let text as Substring: self = .text(String(text))
        case let representation as DisplayRepresentation: self = .resource(representation.title)
        case let amount as IntentCurrencyAmount: self = .currency(amount)
        case let item as any AppEnum: self = .resource(Self.title(of: item))
        case let entity as any AppEntity: self = .resource(IntentValueDisplay.representation(of: entity).title)
        case let number as Double: self = .double(number)
        case let number as Float: self = .float(number)
        case let number as any SignedInteger: self = Int64(exactly: number).map { .int($0) } ?? .text("\(value)")
        case let number as any UnsignedInteger: self = UInt64(exactly: number).map { .unsigned($0) } ?? .text("\(value)")
        default: self = .text("\(value)")
        }
    }

    private static func title<E: AppEnum>(of item: E) -> LocalizedStringResource {
        E.caseDisplayRepresentations[item]?.title ?? LocalizedStringResource(stringLiteral: "\(item.rawValue)")
    }

    /// The format specifier Xcode writes for the argument in a key.
    var specifier: String {
        switch self {
        case .text, .resource, .currency: "%@"
        case .int: "%lld"
        case .unsigned: "%llu"
        case .double: "%lf"
        case .float: "%f"
        }
    }

    /// The argument's text in the source language.
    var sourceText: String {
        switch self {
        case .text(let text): text
        case .int(let number): String(number)
        case .unsigned(let number): String(number)
        case .double(let number): "\(number)"
        case .float(let number): "\(number)"
        case .currency(let amount): amount.description
        case .resource(let resource): resource.text
        }
    }
}

#if !canImport(Darwin)
extension LocalizedArgument: Hashable {}
#endif

#if canImport(Darwin)
/// What AppIntents adds to Foundation's localized interpolation on Apple platforms: an
/// `AppEnum` case or an `AppEntity` reads as its display title.
extension String.LocalizationValue.StringInterpolation {
    public mutating func appendInterpolation<T: AppEnum>(_ value: T) {
        appendInterpolation(LocalizedArgument(value).sourceText)
    }

    public mutating func appendInterpolation<T: AppEntity>(_ value: T) {
        appendInterpolation(LocalizedArgument(value).sourceText)
    }
}
#endif
