/// A phrase as App Shortcuts store it: literal text with `${applicationName}` and at most
/// one `${parameter}` token.
///
///     let template = PhraseTemplate("Open ${shelf} in ${applicationName}")
///     template.parameterNames   // ["shelf"]
package struct PhraseTemplate: Hashable, Sendable, CustomStringConvertible {
    public enum Segment: Hashable, Sendable {
        case text(String)
        case applicationName
        case parameter(String)
    }

    /// The template as written.
    public let source: String
    public let segments: [Segment]

    /// The token Apple's phrase tables use for the app name.
    public static let applicationNameToken = "applicationName"

    /// Parses `source`. Never fails: an unclosed `${` or an empty `${}` stays literal text,
    /// which validation reports through `malformedTokens`.
    /// - Complexity: O(n) in the length of `source`.
    public init(_ source: String) {
        self.source = source
        segments = Self.segments(source)
    }

    /// The segments of `source`, found on its UTF-8 bytes (`$`, `{`, `}` and the space are
    /// single bytes in UTF-8, never part of another character's): matching parses the
    /// phrases it reports, so this runs on every match.
    /// - Complexity: O(n) in the length of `source`.
    static func segments(_ source: String) -> [Segment] {
        var source = source
        return source.withUTF8 { bytes in
            let dollar = UInt8(ascii: "$"), open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), space = UInt8(ascii: " ")
            func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            var segments: [Segment] = []
            var text = ""
            var i = 0
            var textStart = 0  // start of the literal text not yet added to `text`
            while i + 1 < bytes.count {
                guard bytes[i] == dollar, bytes[i + 1] == open else { i += 1; continue }
                guard let closing = bytes[(i + 2)...].firstIndex(of: close) else { break }
                var lower = i + 2, upper = closing
                while lower < upper, bytes[lower] == space { lower += 1 }
                while upper > lower, bytes[upper - 1] == space { upper -= 1 }
                if lower < upper, isIdentifier(UnsafeBufferPointer(rebasing: bytes[lower..<upper])) {
                    text += string(textStart..<i)
                    if !text.isEmpty { segments.append(.text(text)); text = "" }
                    let name = string(lower..<upper)
                    segments.append(name == applicationNameToken ? .applicationName : .parameter(name))
                    textStart = closing + 1
                }
                i = closing + 1
            }
            text += string(textStart..<bytes.count)
            if !text.isEmpty { segments.append(.text(text)) }
            return segments
        }
    }

    /// Whether `name` is a token name: letters, digits and `_` (of any script).
    private static func isIdentifier(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        var ascii = true
        for byte in name {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): continue
            case 0x80...: ascii = false
            default: return false
            }
        }
        return ascii || String(decoding: name, as: UTF8.self).allSatisfy(isIdentifierCharacter)
    }

    /// How many times `${applicationName}` occurs.
    public var applicationNameCount: Int {
        segments.reduce(0) { $0 + ($1 == .applicationName ? 1 : 0) }
    }

    /// The parameter names, in order of appearance (duplicates kept).
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// The single parameter, if the phrase has exactly one.
    public var parameterName: String? {
        let names = parameterNames
        return names.count == 1 ? names[0] : nil
    }

    /// Literal `${…}` sequences that are not valid tokens (unclosed or empty).
    public var malformedTokens: [String] {
        var found: [String] = []
        for case .text(let text) in segments {
            var rest = Substring(text)
            while let start = rest.range(of: "${") {
                let after = rest[start.upperBound...]
                if let close = after.firstIndex(of: "}") {
                    found.append(String(rest[start.lowerBound...close]))
                    rest = after[after.index(after: close)...]
                } else {
                    found.append(String(rest[start.lowerBound...]))
                    break
                }
            }
        }
        return found
    }

    /// The phrase with its tokens filled in: `render(applicationName: "Library",
    /// parameter: "Want to Read")` → `"Open Want to Read in Library"`.
    /// - Parameter missing: what stands for a parameter with no value (`"…"`: `"Open … in
    ///   Library"`); `nil`: the placeholder as written, `"Open ${shelf} in Library"`.
    public func render(applicationName: String, parameter: String? = nil, missing: String? = nil) -> String {
        var out = ""
        for segment in segments {
            switch segment {
            case .text(let text): out += text
            case .applicationName: out += applicationName
            case .parameter(let name): out += parameter ?? missing ?? "${\(name)}"
            }
        }
        return out
    }

    public var description: String { source }

    static func isIdentifierCharacter(_ c: Character) -> Bool {
        c == "_" || c.isLetter || c.isNumber
    }
}
