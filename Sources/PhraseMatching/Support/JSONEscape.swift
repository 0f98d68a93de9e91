/// The escapes of a JSON string (RFC 8259, section 7), for the two JSON readers: the one
/// that builds a positioned tree and words every problem (`JSONReader`: string catalogs,
/// values files, a build's metadata) and the one that reads a valid manifest straight into
/// a `Catalog` and gives up on anything else (`ManifestReader`).
///
///     JSONEscape.byte(for: UInt8(ascii: "n"))   // 0x0A
enum JSONEscape {
    /// The byte a one-character escape stands for (`\n` → line feed, `\/` → `/`); `nil` for
    /// `u` (four hexadecimal digits follow) and for anything that is no escape.
    @inline(__always)
    static func byte(for escape: UInt8) -> UInt8? {
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escape
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// The value of a hexadecimal digit of a `\u` escape.
    @inline(__always)
    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static let highSurrogates: ClosedRange<UInt32> = 0xD800...0xDBFF
    static let lowSurrogates: ClosedRange<UInt32> = 0xDC00...0xDFFF

    /// The code point a surrogate pair (`\uD83D\uDE00`) writes.
    static func codePoint(high: UInt32, low: UInt32) -> UInt32 {
        0x10000 + ((high - highSurrogates.lowerBound) << 10) + (low - lowSurrogates.lowerBound)
    }
}
