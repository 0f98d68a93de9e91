import Foundation

/// JSON parsed with the line and column of every value, so that problems in a string
/// catalog can be reported where they are.
///
///     let root = try JSONDocument.parse(data, file: "AppShortcuts.xcstrings")
///     root["strings"]?.line
struct JSONNode: Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in file order (keys with their own positions).
        case object([(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)])
    }

    var kind: Kind
    var line: Int
    var column: Int

    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    var string: String? { if case .string(let s) = kind { s } else { nil } }
    var array: [JSONNode]? { if case .array(let a) = kind { a } else { nil } }
    var members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)]? {
        if case .object(let m) = kind { m } else { nil }
    }

    var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A file that could not be read as JSON, a strings file or a catalog: where and why.
public struct StringsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }

    public var diagnostic: Diagnostic {
        Diagnostic(.error, message: message, file: file, line: line, column: column)
    }
}

/// A JSON parser that keeps positions and reports the first error with its line and column.
enum JSONDocument {
    static let maxDepth = 512

    static func parse(_ data: Data, file: String) throws -> JSONNode {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if String(validating: bytes, as: UTF8.self) == nil {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var offset = 0
            loop: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded): offset += encoded.count
                case .emptyInput, .error: break loop
                }
            }
            let (line, column) = position(of: offset, in: bytes)
            throw StringsFileError(file: file, line: line, column: column, message: "invalid UTF-8 at byte \(offset + 1)")
        }
        var parser = Parser(bytes: bytes, file: file)
        parser.skipSpace()
        let node = try parser.value(depth: 0)
        parser.skipSpace()
        if parser.index < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return node
    }

    static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1, column = 1, i = 0
        while i < offset && i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }

    struct Parser {
        let bytes: [UInt8]
        let file: String
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        var column: Int {
            var count = 1
            var i = lineStart
            while i < index { if bytes[i] & 0xC0 != 0x80 { count += 1 }; i += 1 }
            return count
        }

        func error(_ message: String) -> StringsFileError {
            StringsFileError(file: file, line: line, column: column, message: message)
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
                case UInt8(ascii: "\n"): index += 1; line += 1; lineStart = index
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws -> JSONNode {
            guard depth < JSONDocument.maxDepth else { throw error("nesting deeper than \(JSONDocument.maxDepth) levels") }
            guard index < bytes.count else { throw error("unexpected end of file: expected a value") }
            let startLine = line, startColumn = column
            func node(_ kind: JSONNode.Kind) -> JSONNode { JSONNode(kind: kind, line: startLine, column: startColumn) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return node(.object(members)) }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                        throw error(index < bytes.count ? "expected a string key" : "unexpected end of file inside an object")
                    }
                    let keyLine = line, keyColumn = column
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
                    index += 1
                    skipSpace()
                    members.append((key, keyLine, keyColumn, try value(depth: depth + 1)))
                    skipSpace()
                    guard index < bytes.count else { throw error("unexpected end of file: expected ',' or '}'") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return node(.object(members)) }
                    throw error("expected ',' or '}' after object member")
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [JSONNode] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return node(.array(items)) }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard index < bytes.count else { throw error("unexpected end of file: expected ',' or ']'") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; return node(.array(items)) }
                    throw error("expected ',' or ']' after array element")
                }
            case UInt8(ascii: "\""):
                return node(.string(try string()))
            case UInt8(ascii: "t"): try literal("true"); return node(.bool(true))
            case UInt8(ascii: "f"): try literal("false"); return node(.bool(false))
            case UInt8(ascii: "n"): try literal("null"); return node(.null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                index += 1
                while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
                guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                    index = start
                    throw error("invalid number")
                }
                return node(.number(number))
            default:
                throw error("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))': expected a value")
            }
        }

        mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw error("unexpected text: expected a value")
            }
            index += expected.count
        }

        mutating func string() throws -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run = index
            func flushRun(_ end: Int) {
                if run < end { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flushRun(index)
                    index += 1
                    return String(scalars)
                }
                if byte == UInt8(ascii: "\n") { throw error("unterminated string: line break inside a string") }
                if byte < 0x20 { throw error("control character in a string: escape it") }
                if byte == UInt8(ascii: "\\") {
                    flushRun(index)
                    index += 1
                    guard index < bytes.count else { break }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800...0xDBFF).contains(code) {
                            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                                throw error("unpaired surrogate in \\u escape")
                            }
                            index += 2
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else if (0xDC00...0xDFFF).contains(code) {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                        scalars.append(scalar)
                    default:
                        index -= 1
                        throw error("invalid escape '\\\(String(decoding: [escape], as: UTF8.self))'")
                    }
                    run = index
                    continue
                }
                index += 1
            }
            throw error("unterminated string")
        }

        mutating func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                throw error("invalid \\u escape: expected four hexadecimal digits")
            }
            index += 4
            return value
        }
    }
}
