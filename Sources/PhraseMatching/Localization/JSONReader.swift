import Foundation

/// Reads JSON into `JSONNode`s that keep the line and column of every value and key, and
/// reports malformed input as `FILE:LINE:COLUMN` with what was expected there.
///
///     let root = try JSONReader.parse(data, file: "AppShortcuts.xcstrings")
///     // AppShortcuts.xcstrings:7:9: error: expected ',' or '}' after object member
///
/// Foundation's `JSONSerialization` gives no positions, hence this reader. It follows
/// RFC 8259 strictly (no comments, no trailing commas), accepts a UTF-8 byte order mark and
/// UTF-16 input, and refuses nesting deeper than `maxDepth` instead of overflowing the stack.
enum JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    static let maxDepth = 200

    /// Parses one JSON document.
    /// - Throws: `StringsFileError` at the first problem.
    /// - Complexity: O(n) in the size of `data`.
    static func parse(_ data: Data, file: String) throws -> JSONNode {
        try parse(bytes: [UInt8](data), file: file)
    }

    /// Parses one JSON document from raw bytes.
    static func parse(bytes: [UInt8], file: String) throws -> JSONNode {
        let text = try SourceText(bytes: bytes, file: file)
        var parser = Parser(bytes: text.utf8, file: file)
        parser.skipSpace()
        guard parser.index < parser.bytes.count else { throw parser.error("empty input: expected a JSON value") }
        try parser.checkComment()
        let node = try parser.value(depth: 0)
        parser.skipSpace()
        if parser.index < parser.bytes.count {
            try parser.checkComment()
            throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value")
        }
        return node
    }

    /// A recursive-descent parser over UTF-8 bytes; the line and column advance with it.
    struct Parser {
        let bytes: [UInt8]
        let file: String
        var index = 0
        var line = 1
        /// A point on the current line whose column is known, so that columns cost O(1)
        /// amortised even on one huge line.
        var knownIndex = 0
        var knownColumn = 1

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        /// The 1-based column of `index`, in Unicode scalars.
        mutating func column() -> Int {
            var column = knownColumn
            var i = knownIndex
            while i < index {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            knownIndex = index
            knownColumn = column
            return column
        }

        mutating func error(_ message: String) -> StringsFileError {
            StringsFileError(file: file, line: line, column: column(), message: message)
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
                case UInt8(ascii: "\n"):
                    index += 1
                    line += 1
                    knownIndex = index
                    knownColumn = 1
                default: return
                }
            }
        }

        /// Comments are a common mistake in hand-edited catalogs: name them.
        mutating func checkComment() throws {
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"),
               bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
                throw error("comments are not allowed in JSON")
            }
        }

        /// The character at `index`, quoted, for a message: `'x'`, or "end of input".
        func describeCurrent() -> String {
            guard index < bytes.count else { return "end of input" }
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "character '\(String(decoding: bytes[index..<end], as: UTF8.self))'"
        }

        mutating func value(depth: Int) throws -> JSONNode {
            guard index < bytes.count else { throw error("unexpected end of input: expected a value") }
            let startLine = line, startColumn = column()
            func node(_ kind: JSONNode.Kind) -> JSONNode { JSONNode(kind: kind, line: startLine, column: startColumn) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard depth < JSONReader.maxDepth else {
                    throw error("too deeply nested: more than \(JSONReader.maxDepth) levels of arrays and objects")
                }
                index += 1
                var members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return node(.object(members)) }
                while true {
                    skipSpace()
                    guard index < bytes.count else { throw error("unexpected end of input: expected a string key") }
                    guard bytes[index] == UInt8(ascii: "\"") else {
                        try checkComment()
                        if bytes[index] == UInt8(ascii: "}"), !members.isEmpty { throw error("trailing ',' before '}'") }
                        throw error("expected a string key in double quotes, found \(describeCurrent())")
                    }
                    let keyLine = line, keyColumn = column()
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                        throw error("expected ':' after object key \"\(key)\"")
                    }
                    index += 1
                    skipSpace()
                    let member = try value(depth: depth + 1)
                    members.append((key, keyLine, keyColumn, member))
                    skipSpace()
                    guard index < bytes.count else { throw error("unexpected end of input: expected ',' or '}' after object member") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return node(.object(members)) }
                    try checkComment()
                    throw error("expected ',' or '}' after object member")
                }
            case UInt8(ascii: "["):
                guard depth < JSONReader.maxDepth else {
                    throw error("too deeply nested: more than \(JSONReader.maxDepth) levels of arrays and objects")
                }
                index += 1
                var items: [JSONNode] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return node(.array(items)) }
                while true {
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "]"), !items.isEmpty { throw error("trailing ',' before ']'") }
                    try checkComment()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard index < bytes.count else { throw error("unexpected end of input: expected ',' or ']' after array element") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; return node(.array(items)) }
                    try checkComment()
                    throw error("expected ',' or ']' after array element")
                }
            case UInt8(ascii: "\""):
                return node(.string(try string()))
            case UInt8(ascii: "t"): try literal("true"); return node(.bool(true))
            case UInt8(ascii: "f"): try literal("false"); return node(.bool(false))
            case UInt8(ascii: "n"): try literal("null"); return node(.null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return node(.number(try number()))
            default:
                throw error("expected a value, found \(describeCurrent())")
            }
        }

        mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
                var end = index
                while end < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end]) { end += 1 }
                let found = String(decoding: bytes[index..<max(end, index + 1)], as: UTF8.self)
                throw error("invalid literal '\(found)': expected a value (did you mean '\(word)'?)")
            }
            index += expected.count
        }

        /// A number as RFC 8259 writes it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        mutating func number() throws -> Double {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - from
            }
            func fail(_ reason: String) throws -> Never {
                var end = index
                while end < bytes.count, "0123456789.eE+-".utf8.contains(bytes[end]) { end += 1 }
                let text = String(decoding: bytes[start..<max(end, min(index + 1, bytes.count))], as: UTF8.self)
                index = start
                throw error("invalid number '\(text)': \(reason)")
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integerStart = index
            let integerDigits = digits()
            if integerDigits == 0 { try fail("expected a digit") }
            if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { try fail("leading zeros are not allowed") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                if digits() == 0 { try fail("expected a digit after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                if digits() == 0 { try fail("expected a digit in the exponent") }
            }
            return Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? .nan
        }

        /// A string at `index` (its opening quote), escapes decoded.
        mutating func string() throws -> String {
            let openLine = line, openColumn = column()
            index += 1
            var out: [UInt8] = []
            var run = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    out.append(contentsOf: bytes[run..<index])
                    index += 1
                    return String(decoding: out, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    throw error("unterminated string: a line break inside a string must be written \\n")
                }
                if byte < 0x20 {
                    let code = String(byte, radix: 16, uppercase: true)
                    throw error("unescaped control character U+\(String(repeating: "0", count: 4 - code.count))\(code) in a string")
                }
                if byte == UInt8(ascii: "\\") {
                    out.append(contentsOf: bytes[run..<index])
                    index += 1
                    guard index < bytes.count else { break }
                    let escape = bytes[index]
                    if let escaped = JSONEscape.byte(for: escape) {
                        out.append(escaped)
                    } else if escape == UInt8(ascii: "u") {
                        index -= 1
                        let scalar = try unicodeEscape()
                        out.append(contentsOf: UTF8.encode(scalar)!)
                        run = index
                        continue
                    } else {
                        index -= 1
                        throw error("invalid escape '\\\(String(decoding: [escape], as: UTF8.self))' in a string")
                    }
                    index += 1
                    run = index
                    continue
                }
                index += 1
            }
            throw StringsFileError(file: file, line: openLine, column: openColumn, message: "unterminated string")
        }

        /// `\uXXXX` at `index` (its backslash), with a following low surrogate when the first
        /// is a high one.
        mutating func unicodeEscape() throws -> Unicode.Scalar {
            let escapeStart = index
            let high = try hex4()
            if JSONEscape.lowSurrogates.contains(high) {
                index = escapeStart
                throw error("unpaired low surrogate '\\u\(hex(high))' in a string")
            }
            guard JSONEscape.highSurrogates.contains(high) else { return Unicode.Scalar(high)! }
            let lowStart = index
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                index = escapeStart
                throw error("unpaired high surrogate '\\u\(hex(high))' in a string: expected a low surrogate '\\uDC00'…'\\uDFFF' after it")
            }
            let low = try hex4()
            guard JSONEscape.lowSurrogates.contains(low) else {
                index = lowStart
                throw error("'\\u\(hex(high))' must be followed by a low surrogate '\\uDC00'…'\\uDFFF', found '\\u\(hex(low))'")
            }
            return Unicode.Scalar(JSONEscape.codePoint(high: high, low: low))!
        }

        /// `\u` and four hexadecimal digits at `index`.
        mutating func hex4() throws -> UInt32 {
            let start = index
            index += 2
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let digit = JSONEscape.hexDigit(bytes[index]) else {
                    index = start
                    throw error("invalid \\u escape: expected four hexadecimal digits after '\\u'")
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
