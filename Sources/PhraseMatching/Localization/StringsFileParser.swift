/// Reads the old `.strings` format — `"key" = "value";` with `/* … */` and `//` comments,
/// UTF-8 or UTF-16 — keeping the position of every key and value.
///
///     let pairs = try StringsFileParser.parse(bytes, file: "fr.lproj/AppShortcuts.strings")
///     pairs[0].value.value   // "Ouvre ${shelf} dans ${applicationName}"
///
/// Errors start with Apple's headline for a malformed property list, then say what was
/// expected where: `fr.lproj/AppShortcuts.strings:3:42: error: Couldn't parse property list
/// because the input data was in an invalid format: expected ';' after the value of "…"`.
enum StringsFileParser {
    /// What Apple's tools say about a malformed strings file.
    static let headline = "Couldn't parse property list because the input data was in an invalid format"

    typealias Pair = (key: StringCatalog.LocalizedText, value: StringCatalog.LocalizedText)

    /// The key–value pairs of a `.strings` file, in file order. A lone `"key";` stands for
    /// `"key" = "key";`.
    /// - Throws: `StringsFileError` at the first problem.
    /// - Complexity: O(n) in the size of the file.
    static func parse(_ bytes: [UInt8], file: String) throws -> [Pair] {
        let text = try SourceText(bytes: bytes, file: file, headline: headline)
        var scanner = Scanner(scalars: Array(String(decoding: text.utf8, as: UTF8.self).unicodeScalars), file: file)
        var pairs: [Pair] = []
        while true {
            try scanner.skipSpaceAndComments()
            if scanner.atEnd { break }
            let key = try scanner.token(what: "a key")
            try scanner.skipSpaceAndComments()
            if scanner.peek == ";" {
                scanner.advance()
                pairs.append((key, key))
                continue
            }
            guard scanner.peek == "=" else { throw scanner.error("expected '=' after the key \"\(key.value)\"") }
            scanner.advance()
            try scanner.skipSpaceAndComments()
            let value = try scanner.token(what: "a value")
            try scanner.skipSpaceAndComments()
            guard scanner.peek == ";" else { throw scanner.error("expected ';' after the value of \"\(key.value)\"") }
            scanner.advance()
            pairs.append((key, value))
        }
        return pairs
    }

    /// A cursor over the file's scalars that keeps its line and column.
    struct Scanner {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        var atEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }
        var position: FilePosition { FilePosition(line: line, column: column) }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        func error(_ message: String, at position: FilePosition? = nil) -> StringsFileError {
            let where_ = position ?? self.position
            return StringsFileError(file: file, line: where_.line, column: where_.column,
                                    message: "\(StringsFileParser.headline): \(message)")
        }

        private func isNext(_ scalar: Unicode.Scalar) -> Bool {
            index + 1 < scalars.count && scalars[index + 1] == scalar
        }

        mutating func skipSpaceAndComments() throws {
            while let c = peek {
                if c == " " || c == "\t" || c == "\n" || c == "\r" { advance(); continue }
                if c == "/", isNext("*") {
                    let start = position
                    advance(); advance()
                    while !atEnd, !(scalars[index] == "*" && isNext("/")) { advance() }
                    guard !atEnd else { throw error("unterminated comment", at: start) }
                    advance(); advance()
                    continue
                }
                if c == "/", isNext("/") {
                    while let d = peek, d != "\n" { advance() }
                    continue
                }
                return
            }
        }

        /// A quoted string with its escapes decoded, or an unquoted word (letters, digits, `_.$:/-`).
        mutating func token(what: String) throws -> StringCatalog.LocalizedText {
            let start = position
            guard let first = peek else { throw error("unexpected end of file: expected \(what)") }
            var out = String.UnicodeScalarView()
            guard first == "\"" else {
                while let c = peek, c.properties.isAlphabetic || c.properties.numericType != nil || "_.$:/-".unicodeScalars.contains(c) {
                    out.append(c)
                    advance()
                }
                guard !out.isEmpty else { throw error("unexpected character '\(first)': expected \(what)") }
                return StringCatalog.LocalizedText(String(out), position: start)
            }
            advance()
            while let c = peek {
                if c == "\"" {
                    advance()
                    return StringCatalog.LocalizedText(String(out), position: start)
                }
                advance()
                guard c == "\\" else { out.append(c); continue }
                guard let escape = peek else { break }
                advance()
                switch escape {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "U", "u":
                    var digits = ""
                    while digits.count < 4, let d = peek, d.properties.isASCIIHexDigit { digits.unicodeScalars.append(d); advance() }
                    guard digits.count == 4, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw error("invalid \\U escape: expected four hexadecimal digits")
                    }
                    out.append(scalar)
                default: out.append(escape)  // \" \\ and any other escaped character
                }
            }
            throw error("unterminated string", at: start)
        }
    }
}
