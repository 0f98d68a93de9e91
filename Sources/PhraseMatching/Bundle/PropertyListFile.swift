import Foundation

/// A property list as a build holds it — binary (`bplist00`), XML, or text (an OpenStep
/// `.strings` file) — read with Foundation's `PropertyListSerialization`, which reads all
/// three on Linux too.
///
///     let info = try PropertyListFile(contentsOf: "Bookshelf.app/Info.plist")
///     info.root["CFBundleDisplayName"] as? String   // "Bookshelf"
///
/// A file Foundation refuses is explained: for a binary plist, the byte where its structure
/// breaks (a truncated file, an offset past the end).
struct PropertyListFile {
    enum Format: String, Sendable {
        case binary, xml, text
    }

    let file: String
    let format: Format
    /// The root dictionary.
    let root: [String: Any]

    static let binaryMagic = Array("bplist".utf8)

    init(contentsOf path: String) throws {
        try self.init(data: BundleError.contents(of: path), file: path)
    }

    init(data: Data, file: String) throws {
        self.file = file
        let bytes = [UInt8](data)
        let isBinary = bytes.starts(with: Self.binaryMagic)
        var format = PropertyListSerialization.PropertyListFormat.binary
        let value: Any
        // A broken binary plist may still read as a text one ("bplist00" is a word): its
        // structure is checked first.
        if isBinary, let (offset, reason) = Self.binaryProblem(bytes) {
            throw BundleError(file: file, byteOffset: offset, message: "broken binary property list: \(reason)")
        }
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            if isBinary {
                throw BundleError(file: file, byteOffset: 8, message: "broken binary property list: an object cannot be decoded (the offsets are sound, an object's contents are not)")
            }
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw BundleError(file: file, message: "broken property list: \(detail)")
        }
        guard let root = value as? [String: Any] else {
            throw BundleError(file: file, message: "expected a dictionary at the root of the property list, found \(Self.typeName(value))")
        }
        self.root = root
        self.format = isBinary ? .binary : format == .xml ? .xml : .text
    }

    /// "a string", "an array"…, for messages.
    static func typeName(_ value: Any) -> String {
        switch value {
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case is Bool: "a boolean"
        case is NSNumber, is Int, is Double: "a number"
        case is Data: "data"
        case is Date: "a date"
        default: "\(type(of: value))"
        }
    }

    /// Where and why a binary property list cannot be read: its 32-byte trailer says where
    /// the offset table is and how many objects there are; a file cut short or overwritten
    /// breaks one of those. The offsets count from 0; `nil` when the structure is sound.
    static func binaryProblem(_ bytes: [UInt8]) -> (offset: Int, reason: String)? {
        let headerLength = 8, trailerLength = 32
        guard bytes.count >= headerLength + trailerLength + 1 else {
            return (bytes.count, "the file ends after \(bytes.count) bytes; a binary property list has an 8-byte header, its objects and a 32-byte trailer")
        }
        let trailer = bytes.count - trailerLength
        func integer(_ start: Int, _ width: Int) -> Int {
            var value = 0
            for byte in bytes[start..<(start + width)] { value = value << 8 | Int(byte) }
            return value
        }
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), bytes[trailer..<(trailer + 5)].allSatisfy({ $0 == 0 }) else {
            return (trailer, "no valid trailer in the last 32 bytes (offset size \(offsetSize), reference size \(referenceSize)): the file is truncated or has extra bytes")
        }
        let objectCount = integer(trailer + 8, 8), tableOffset = integer(trailer + 24, 8)
        guard objectCount > 0, objectCount < bytes.count, tableOffset >= headerLength, tableOffset < trailer,
              tableOffset + objectCount * offsetSize <= trailer else {
            return (trailer + 24, "the trailer puts \(objectCount) object offsets at byte \(tableOffset), which does not fit before the trailer at byte \(trailer): the file is truncated or corrupt")
        }
        for index in 0..<objectCount {
            let offset = integer(tableOffset + index * offsetSize, offsetSize)
            if offset < headerLength || offset >= tableOffset {
                return (tableOffset + index * offsetSize, "object \(index) is said to start at byte \(offset), outside the objects (bytes \(headerLength)–\(tableOffset - 1))")
            }
        }
        return nil
    }
}
