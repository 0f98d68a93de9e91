/// The bytes of a text file turned into validated UTF-8: a byte order mark dropped, UTF-16
/// (with a BOM, or recognised by its zero bytes) transcoded.
///
///     let text = try SourceText(bytes: [0xFF, 0xFE, 0x41, 0x00], file: "fr.lproj/AppShortcuts.strings")
///     text.utf8   // [0x41]
struct SourceText {
    /// The text as UTF-8, without a byte order mark.
    let utf8: [UInt8]

    /// Decodes `bytes`; `headline` (Apple's wording for the format, if any) precedes the reason
    /// of an error.
    /// - Throws: `StringsFileError` naming the first bad byte: "invalid UTF-8 at byte N"
    ///   (N counts from 0 at the start of the file, as `xxd` does) or "invalid UTF-16 at byte N".
    /// - Complexity: O(n) in the size of the file.
    init(bytes: [UInt8], file: String, headline: String? = nil) throws {
        func fail(_ reason: String, at offset: Int, in text: [UInt8]) -> StringsFileError {
            let (line, column) = Self.position(of: offset, in: text)
            return StringsFileError(file: file, line: line, column: column,
                                    message: headline.map { "\($0): \(reason)" } ?? reason)
        }
        if let bigEndian = Self.utf16Order(of: bytes) {
            let start = (bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])) ? 2 : 0
            var units: [UInt16] = []
            units.reserveCapacity((bytes.count - start) / 2)
            var i = start
            while i + 1 < bytes.count {
                units.append(bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i]))
                i += 2
            }
            var out: [UInt8] = []
            out.reserveCapacity(units.count)
            var iterator = units.makeIterator()
            var parser = Unicode.UTF16.ForwardParser()
            var unitOffset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded):
                    unitOffset += encoded.count
                    let scalar = Unicode.UTF16.decode(encoded)
                    out.append(contentsOf: UTF8.encode(scalar)!)
                case .error:
                    throw fail("invalid UTF-16 at byte \(start + 2 * unitOffset)", at: out.count, in: out)
                case .emptyInput:
                    if bytes.count > start && (bytes.count - start) % 2 == 1 {
                        throw fail("invalid UTF-16 at byte \(bytes.count - 1): an odd number of bytes", at: out.count, in: out)
                    }
                    utf8 = out
                    return
                }
            }
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let body = Array(bytes[start...])
        if String(validating: body, as: UTF8.self) == nil {
            var iterator = body.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            var offset = 0
            loop: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded): offset += encoded.count
                case .emptyInput, .error: break loop
                }
            }
            throw fail("invalid UTF-8 at byte \(start + offset)", at: offset, in: body)
        }
        utf8 = body
    }

    /// `true` for big-endian UTF-16, `false` for little-endian, `nil` when not UTF-16.
    static func utf16Order(of bytes: [UInt8]) -> Bool? {
        if bytes.starts(with: [0xFE, 0xFF]) { return true }
        if bytes.starts(with: [0xFF, 0xFE]) { return false }
        // No BOM: ASCII text in UTF-16 has a zero byte beside each character.
        guard bytes.count >= 4, bytes.count % 2 == 0 else { return nil }
        if bytes[0] == 0, bytes[1] != 0, bytes[2] == 0, bytes[3] != 0 { return true }
        if bytes[0] != 0, bytes[1] == 0, bytes[2] != 0, bytes[3] == 0 { return false }
        return nil
    }

    /// The 1-based line and column (in Unicode scalars) of the byte at `offset` of UTF-8 `text`.
    static func position(of offset: Int, in text: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in text.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }
}
