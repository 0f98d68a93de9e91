import Foundation

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
    public static func _parse(_ text: String) -> Int? { Int(text.trimmingCharacters(in: .whitespaces)) ?? NumberWords.value(of: text) }
}
extension Double: _IntentValue {
    public static func _parse(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")) ?? NumberWords.value(of: text).map(Double.init)
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

/// Small numbers typed as words: "two", "deux", "dos", "dois", "二".
enum NumberWords {
    static let words: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
        "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
        "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10,
        "premier": 1, "premiere": 1, "deuxieme": 2, "seconde": 2, "troisieme": 3, "quatrieme": 4,
        "cinquieme": 5, "sixieme": 6, "septieme": 7, "huitieme": 8, "neuvieme": 9, "dixieme": 10,
        "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
        "primero": 1, "primera": 1, "segundo": 2, "segunda": 2, "tercero": 3, "tercera": 3, "cuarto": 4, "cuarta": 4,
        "quinto": 5, "quinta": 5, "sexto": 6, "sexta": 6, "septimo": 7, "septima": 7, "octavo": 8, "octava": 8,
        "noveno": 9, "novena": 9, "decimo": 10, "decima": 10,
        "um": 1, "uma": 1, "dois": 2, "duas": 2, "três": 3, "quatro": 4, "sete": 7, "oito": 8, "nove": 9, "dez": 10,
        "primeiro": 1, "primeira": 1, "terceiro": 3, "terceira": 3, "quarta": 4, "setimo": 7, "setima": 7,
        "oitavo": 8, "oitava": 8, "nono": 9, "nona": 9,
        "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
    ]

    /// Words around a number that picks an option: "the second one", "number 2", "la
    /// deuxième", "el segundo", "a segunda opção".
    static let choiceWords: Set<String> = ["the", "one", "number", "no", "option", "choice", "le", "la", "l", "numero",
                                           "choix", "celui", "celle", "el", "opcion", "o", "a", "opcao", "escolha"]

    /// Words of politeness around an answer: "2 please", "le 2 s'il vous plaît".
    static let politeWords: Set<String> = ["please", "pls", "plz", "thanks", "s", "il", "vous", "te", "plait", "merci",
                                           "por", "favor", "porfa", "gracias", "pfv", "obrigado", "obrigada"]

    /// The option number `text` says: a number, or an ordinal among choice words ("the
    /// second one", "la deuxième", "二番目"); only 1 to 1,000, so that no arithmetic on
    /// it can overflow.
    static func choice(of text: String) -> Int? {
        guard let number = choiceNumber(of: text), (1...1_000).contains(number) else { return nil }
        return number
    }

    private static func choiceNumber(of text: String) -> Int? {
        if let number = value(of: text) { return number }
        let words = text.lowercased().folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: { $0 == " " || $0 == "'" || $0 == "’" || $0 == "-" }).map(String.init)
        let rest = words.filter { !choiceWords.contains($0) && !politeWords.contains($0) }
        guard rest.count == 1, words.count > 1 else { return nil }
        return value(of: rest[0])
    }

    static func value(of text: String) -> Int? {
        let folded = text.trimmingCharacters(in: .whitespaces).lowercased()
            .folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        if let value = Int(folded) { return value }
        if let value = words[folded] { return value }
        // "番目" (Japanese ordinal) and trailing "." ("2.")
        for suffix in ["番目", "番", "つ目", ".", "º", "ª"] where folded.hasSuffix(suffix) {
            let stem = String(folded.dropLast(suffix.count))
            return Int(stem) ?? words[stem]
        }
        return nil
    }
}
