import Foundation
import PhraseMatching

/// A type an intent parameter can hold: primitives, `AppEnum`s, `AppEntity`s, optionals
/// and arrays of them.
public protocol _IntentValue: Sendable {
    /// The type without `Optional`: `Shelf` for `Shelf?`.
    associatedtype UnwrappedType = Self
    /// The type values are handled as (the same as `UnwrappedType` here).
    associatedtype ValueType = Self
    /// How the value is named in a catalog: `String`, `Int`, or the enum or entity type.
    static var _intentTypeName: String { get }
    /// The value standing for "none": `.some(nil)` for an optional, else `nil`.
    static var _emptyValue: Self? { get }
    /// Reads a typed answer: "42" as an `Int`, "yes" as a `Bool`.
    static func _parse(_ text: String) -> Self?
}

extension _IntentValue {
    public static var _intentTypeName: String { String(describing: UnwrappedType.self) }
    public static var _emptyValue: Self? { nil }
    public static func _parse(_ text: String) -> Self? { nil }
}

extension String: _IntentValue {
    public static func _parse(_ text: String) -> String? { text.isEmpty ? nil : text }
}
extension Int: _IntentValue {
    public static func _parse(_ text: String) -> Int? { Int(text.trimmingCharacters(in: .whitespaces)) ?? AnswerWords.anyLanguage.number(in: text) }
}
extension Double: _IntentValue {
    public static func _parse(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")) ?? AnswerWords.anyLanguage.number(in: text).map(Double.init)
    }
}
extension Float: _IntentValue {
    public static func _parse(_ text: String) -> Float? { Double._parse(text).map(Float.init) }
}
extension Decimal: _IntentValue {
    public static func _parse(_ text: String) -> Decimal? { Decimal(string: text.trimmingCharacters(in: .whitespaces)) }
}
extension Bool: _IntentValue {
    public static func _parse(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "y", "true", "on", "oui", "sí", "si", "sim", "はい", "1": true
        case "no", "n", "false", "off", "non", "não", "nao", "いいえ", "0": false
        default: nil
        }
    }
}
extension Date: _IntentValue {
    public static func _parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = ISO8601DateFormatter().date(from: trimmed) { return date }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        for format in ["yyyy-MM-dd", "yyyy-MM-dd HH:mm", "dd/MM/yyyy", "MM/dd/yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: trimmed) { return date }
        }
        switch trimmed.lowercased() {
        case "today", "now": return Date()
        case "tomorrow": return Date().addingTimeInterval(86_400)
        case "yesterday": return Date().addingTimeInterval(-86_400)
        default: return nil
        }
    }
}
extension URL: _IntentValue {
    public static func _parse(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), url.scheme != nil else { return nil }
        return url
    }
}
/// A date or time given in parts (`@Parameter var start: DateComponents?`): typed as a date.
extension DateComponents: _IntentValue {
    public static func _parse(_ text: String) -> DateComponents? {
        guard let date = Date._parse(text) else { return nil }
        return Calendar(identifier: .gregorian).dateComponents(in: TimeZone(secondsFromGMT: 0) ?? .current, from: date)
    }
}
extension UUID: _IntentValue {
    public static func _parse(_ text: String) -> UUID? { UUID(uuidString: text.trimmingCharacters(in: .whitespaces)) }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias UnwrappedType = Wrapped.UnwrappedType
    public typealias ValueType = Wrapped.ValueType
    public static var _intentTypeName: String { Wrapped._intentTypeName }
    public static var _emptyValue: Self? { .some(.none) }
    public static func _parse(_ text: String) -> Self? { Wrapped._parse(text).map { .some($0) } }
}

extension Array: _IntentValue where Element: _IntentValue {
    public typealias UnwrappedType = [Element]
    public static var _intentTypeName: String { "[\(Element._intentTypeName)]" }
    public static func _parse(_ text: String) -> [Element]? {
        let parts = text.split(separator: ",").compactMap { Element._parse(String($0).trimmingCharacters(in: .whitespaces)) }
        return parts.isEmpty ? nil : parts
    }
}
