import Foundation

/// A JSON value whose objects keep their keys in the order written, so that output reads
/// the way DESIGN.md documents it.
///
///     JSONValue.object([("status", "matched"), ("score", 1.0)]).rendered
///     // {"status": "matched", "score": 1.0}
public enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }

    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// One line, with a space after each colon and comma.
    public var rendered: String {
        var out = ""
        write(to: &out, indent: nil, level: 0)
        return out
    }

    /// Indented by two spaces per level.
    public var pretty: String {
        var out = ""
        write(to: &out, indent: "  ", level: 0)
        return out
    }

    private func write(to out: inout String, indent: String?, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): Self.number(value, into: &out)
        case .string(let value): Self.quote(value, into: &out)
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            out += "["
            for (i, value) in values.enumerated() {
                if i > 0 { out += indent == nil ? ", " : "," }
                if let indent { out += "\n" + String(repeating: indent, count: level + 1) }
                value.write(to: &out, indent: indent, level: level + 1)
            }
            if let indent { out += "\n" + String(repeating: indent, count: level) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += indent == nil ? ", " : "," }
                if let indent { out += "\n" + String(repeating: indent, count: level + 1) }
                Self.quote(key, into: &out)
                out += ": "
                value.write(to: &out, indent: indent, level: level + 1)
            }
            if let indent { out += "\n" + String(repeating: indent, count: level) }
            out += "}"
        }
    }

    /// A double as `write` renders it: `1.0`, `0.9231`, `null` when not finite.
    static func number(_ value: Double, into out: inout String) {
        if !value.isFinite { out += "null" }
        else if value == value.rounded(), abs(value) < 1e15 {
            // "%.1f" without a format string: an integer, then ".0".
            out += value == 0 && value.sign == .minus ? "-0" : String(Int(value))
            out += ".0"
        }
        else { out += Self.trimmed(value) }
    }

    private static func trimmed(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text += "0" }
        return text
    }

    /// Whether `quote` writes more of `text` than its bytes (most text needs no escape). U+2028
    /// and U+2029 start with 0xE2 in UTF-8. (Scanned on the contiguous UTF-8 buffer rather
    /// than through the view's iterator.)
    static func needsEscape(_ text: String) -> Bool {
        var scanned = text
        return scanned.withUTF8 { needsEscape(utf8: $0) }
    }

    /// `needsEscape` of a text's UTF-8 bytes.
    @inline(__always)
    static func needsEscape(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }
    }

    static func quote(_ text: String, into out: inout String) {
        out += "\""
        if !needsEscape(text) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// Equal when of the same kind with equal values: numbers as numbers (`0.1 + 0.2` is
    /// not `0.3`; `-0.0` is `0.0`; NaN equals NaN, so every value equals itself), strings
    /// as Swift compares them, objects member by member in their order. An `int` is never
    /// a `double`: they are written differently (`1`, `1.0`).
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.int(let x), .int(let y)): x == y
        case (.double(let x), .double(let y)): x == y || (x.isNaN && y.isNaN)
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(1); hasher.combine(value)
        case .int(let value): hasher.combine(2); hasher.combine(value)
        case .double(let value):
            // Equal doubles hash alike: -0.0 as 0.0, every NaN as one.
            hasher.combine(3)
            hasher.combine(value.isNaN ? Double.nan.bitPattern : (value == 0 ? 0 : value.bitPattern))
        case .string(let value): hasher.combine(4); hasher.combine(value)
        case .array(let values): hasher.combine(5); hasher.combine(values)
        case .object(let members):
            hasher.combine(6)
            hasher.combine(members.count)
            for (key, value) in members { hasher.combine(key); hasher.combine(value) }
        }
    }
}

extension MatchExplanation {
    /// The `explanation` object of `match --json --explain`.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("level", .string(level.rawValue)), ("phrase", .optional(phrase))]
        members.append(("words", .array(words.map { word in
            .object([("typed", .optional(word.typed)), ("phraseWord", .optional(word.phraseWord)),
                     ("rule", .string(word.rule.rawValue))])
        })))
        members.append(("score", .score(score)))
        members.append(("parts", .object(parts.map { ($0.name, .score($0.value)) })))
        members.append(("runnerUp", runnerUp?.json ?? .null))
        members.append(("runnerUpReason", .optional(runnerUpReason)))
        members.append(("closest", closest?.json ?? .null))
        members.append(("refusal", .optional(refusal?.rawValue)))
        if !scored.isEmpty {
            members.append(("scored", .array(scored.map { scored in
                .object([("candidate", scored.candidate.json), ("status", .string(scored.status.rawValue)),
                         ("parts", .object(scored.parts.map { ($0.name, .double($0.value)) })),
                         ("refusal", .optional(scored.refusal?.rawValue))])
            })))
        }
        return .object(members)
    }
}
