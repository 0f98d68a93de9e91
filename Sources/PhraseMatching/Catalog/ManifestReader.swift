import Foundation

/// Reads a well-formed manifest straight from its bytes into a `Catalog`, in one pass and
/// without an intermediate tree: a million-value manifest (75 MB) in well under a second,
/// where `JSONDecoder` takes many.
///
///     if let catalog = ManifestReader.read(data) { … }   // else decode for the error
///
/// It reads exactly what `Catalog`'s `Decodable` conformance accepts, or gives up: anything
/// it is unsure of — a problem to report, a duplicate key, a number that is not a plain
/// integer, bytes that are not valid UTF-8 — returns `nil`, and the caller decodes with
/// `JSONDecoder`, whose path-naming errors (`types.S.values[0]: missing key 'id'`) stay the
/// one place wording is made. So a manifest reads the same either way; only valid ones are
/// faster.
enum ManifestReader {
    /// Unknown members are skipped; nesting deeper than this gives up instead of
    /// recursing further.
    static let maxDepth = 256

    /// The catalog, or `nil` when the bytes need `JSONDecoder` (to be refused with a
    /// message, or for a rare form this reader does not take).
    /// - Complexity: O(n) in the size of `data`.
    static func read(_ data: Data) -> Catalog? {
        data.withUnsafeBytes { raw -> Catalog? in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            return try? reader.catalog()
        }
    }

    /// Thrown to give up: the caller decodes again with `JSONDecoder`.
    struct GiveUp: Error {}

    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Where values' strings go (`value()`), and the fields of the one being read.
        var valueWriter = ValueTextWriter()
        var valueFields = ValueRecord.Fields()

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        // MARK: The manifest's shape (Catalog+Codable.swift)

        mutating func catalog() throws -> Catalog {
            var formatVersion: Int?
            var locale: String?
            var app: AppDescription?
            var types: [String: ValueType]?
            var intents: [String: IntentDescriptor]?
            var shortcuts: [ShortcutDescriptor]?
            var negativePhrases: [String]?
            var seen = Set<String>()
            try object { reader, key in
                guard seen.insert(key).inserted else { throw GiveUp() }
                switch key {
                case "formatVersion": formatVersion = try reader.integer()
                case "locale": locale = try reader.optional { try $0.string() }
                case "app": app = try reader.appDescription()
                case "types": types = try reader.optional { try $0.dictionary { try $0.valueType() } }
                case "intents": intents = try reader.optional { try $0.dictionary { try $0.intent() } }
                case "shortcuts": shortcuts = try reader.optional { try $0.array { try $0.shortcut() } }
                case "negativePhrases": negativePhrases = try reader.optional { try $0.strings() }
                default: try reader.skipValue(depth: 1)
                }
            }
            skipSpace()
            guard index == bytes.count, formatVersion == Catalog.currentFormatVersion, let app else { throw GiveUp() }
            return Catalog(locale: locale ?? "en", app: app, types: types ?? [:], intents: intents ?? [:],
                           shortcuts: shortcuts ?? [], negativePhrases: negativePhrases ?? [])
        }

        mutating func appDescription() throws -> AppDescription {
            var name: String?
            var alternativeNames: [String]?
            var seen = Set<String>()
            try object { reader, key in
                guard seen.insert(key).inserted else { throw GiveUp() }
                switch key {
                case "name": name = try reader.string()
                case "alternativeNames": alternativeNames = try reader.optional { try $0.strings() }
                default: try reader.skipValue(depth: 2)
                }
            }
            guard let name else { throw GiveUp() }
            return AppDescription(name: name, alternativeNames: alternativeNames ?? [])
        }

        mutating func valueType() throws -> ValueType {
            var kind: ValueType.Kind?
            var title: String?
            var synonyms: [String]?
            var searchable: Bool?
            var suggested: [String]?
            var values: [ParameterValue]?
            var seen = Set<String>()
            try object { reader, key in
                guard seen.insert(key).inserted else { throw GiveUp() }
                switch key {
                case "kind": kind = ValueType.Kind(rawValue: try reader.string())
                    if kind == nil { throw GiveUp() }
                case "title": title = try reader.string()
                case "synonyms": synonyms = try reader.optional { try $0.strings() }
                case "searchable": searchable = try reader.optional { try $0.bool() }
                case "suggested": suggested = try reader.optional { Self.compacted(try $0.strings()) }
                case "values": values = try reader.optional { Self.compacted(try $0.array { try $0.value() }) }
                default: try reader.skipValue(depth: 3)
                }
            }
            guard let kind, let title else { throw GiveUp() }
            // Enums are never searchable, as in the `Decodable` conformance.
            return ValueType(kind: kind, title: title, synonyms: synonyms ?? [],
                             searchable: kind == .enum ? false : searchable ?? false,
                             suggested: suggested, values: values ?? [])
        }

        /// A value, its strings written straight into the shared text buffers (no `String`
        /// made for an ASCII field).
        mutating func value() throws -> ParameterValue {
            valueFields.removeAll()
            // A bit per member read (this runs once per value: no set of keys).
            var seen: UInt8 = 0
            try object { reader, key in
                let bit: UInt8
                switch key {
                case "id": bit = 1; try reader.stringField(.id)
                case "title": bit = 2; try reader.stringField(.title)
                case "subtitle": bit = 4; _ = try reader.optional { try $0.stringField(.subtitle) }
                case "synonyms": bit = 8; _ = try reader.optional { try $0.elements { try $0.stringField(.synonym) } }
                default: bit = 0; try reader.skipValue(depth: 5)
                }
                if seen & bit != 0 { throw GiveUp() }
                seen |= bit
            }
            guard seen & 3 == 3 else { throw GiveUp() }
            return valueWriter.value(valueFields)
        }

        /// `items` without the spare room its growth left (up to half of it): a type's values
        /// and suggested ids are kept as long as the catalog is (100k values: 0.8 MB).
        static func compacted<T>(_ items: [T]) -> [T] {
            guard items.capacity - items.count > items.count / 16 else { return items }
            var copy: [T] = []
            copy.reserveCapacity(items.count)
            copy.append(contentsOf: items)
            return copy
        }

        mutating func intent() throws -> IntentDescriptor {
            var title: String?
            var description: String?
            var parameters: [ParameterDescriptor]?
            var seen = Set<String>()
            try object { reader, key in
                guard seen.insert(key).inserted else { throw GiveUp() }
                switch key {
                case "title": title = try reader.string()
                case "description": description = try reader.optional { try $0.string() }
                case "parameters": parameters = try reader.optional { try $0.array { try $0.parameter() } }
                default: try reader.skipValue(depth: 3)
                }
            }
            guard let title else { throw GiveUp() }
            return IntentDescriptor(title: title, description: description, parameters: parameters ?? [])
        }

        mutating func parameter() throws -> ParameterDescriptor {
            var name: String?
            var type: String?
            var title: String?
            var requestValueDialog: String?
            var optional: Bool?
            var seen = Set<String>()
            try object { reader, key in
                guard seen.insert(key).inserted else { throw GiveUp() }
                switch key {
                case "name": name = try reader.string()
                case "type": type = try reader.string()
                case "title": title = try reader.optional { try $0.string() }
                case "requestValueDialog": requestValueDialog = try reader.optional { try $0.string() }
                case "optional": optional = try reader.optional { try $0.bool() }
                default: try reader.skipValue(depth: 5)
                }
            }
            guard let name, let type else { throw GiveUp() }
            return ParameterDescriptor(name: name, type: type, title: title ?? name,
                                       requestValueDialog: requestValueDialog, isOptional: optional ?? false)
        }

        mutating func shortcut() throws -> ShortcutDescriptor {
            var intent: String?
            var shortTitle: String?
            var systemImageName: String?
            var phrases: [String]?
            var seen = Set<String>()
            try object { reader, key in
                guard seen.insert(key).inserted else { throw GiveUp() }
                switch key {
                case "intent": intent = try reader.string()
                case "shortTitle": shortTitle = try reader.optional { try $0.string() }
                case "systemImageName": systemImageName = try reader.optional { try $0.string() }
                case "phrases": phrases = try reader.strings()
                default: try reader.skipValue(depth: 3)
                }
            }
            guard let intent, let phrases else { throw GiveUp() }
            return ShortcutDescriptor(intent: intent, shortTitle: shortTitle, systemImageName: systemImageName, phrases: phrases)
        }

        // MARK: JSON

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
                default: return
                }
            }
        }

        /// Skips space, then consumes `byte` if it is next.
        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func expect(_ byte: UInt8) throws {
            guard take(byte) else { throw GiveUp() }
        }

        /// `null` (then `nil`), or what `body` reads: `decodeIfPresent`.
        mutating func optional<T>(_ body: (inout Reader) throws -> T) throws -> T? {
            skipSpace()
            if index + 4 <= bytes.count, bytes[index] == UInt8(ascii: "n") {
                try literal("null")
                return nil
            }
            return try body(&self)
        }

        /// An object: `member` is called with each key, the reader at the key's value.
        mutating func object(_ member: (inout Reader, String) throws -> Void) throws {
            try expect(UInt8(ascii: "{"))
            if take(UInt8(ascii: "}")) { return }
            repeat {
                skipSpace()
                let key = try string()
                try expect(UInt8(ascii: ":"))
                try member(&self, key)
            } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
        }

        mutating func array<T>(_ element: (inout Reader) throws -> T) throws -> [T] {
            var items: [T] = []
            try elements { items.append(try element(&$0)) }
            return items
        }

        /// An array: `element` reads each of its elements.
        mutating func elements(_ element: (inout Reader) throws -> Void) throws {
            try expect(UInt8(ascii: "["))
            if take(UInt8(ascii: "]")) { return }
            repeat {
                try element(&self)
            } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
        }

        mutating func dictionary<T>(_ element: (inout Reader) throws -> T) throws -> [String: T] {
            var result: [String: T] = [:]
            try object { reader, key in
                guard result.updateValue(try element(&reader), forKey: key) == nil else { throw GiveUp() }
            }
            return result
        }

        mutating func strings() throws -> [String] {
            try array { try $0.string() }
        }

        mutating func literal(_ word: StaticString) throws {
            skipSpace()
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { throw GiveUp() }
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
            for i in 0..<count where bytes[index + i] != expected[i] { throw GiveUp() }
            index += count
        }

        mutating func bool() throws -> Bool {
            skipSpace()
            guard index < bytes.count else { throw GiveUp() }
            if bytes[index] == UInt8(ascii: "t") {
                try literal("true")
                return true
            }
            try literal("false")
            return false
        }

        /// A plain integer (`-?[0-9]+`, no leading zeros, at most 18 digits); other numbers
        /// are left to `JSONDecoder`.
        mutating func integer() throws -> Int {
            skipSpace()
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
                negative = true
                index += 1
            }
            let start = index
            var value = 0
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                index += 1
            }
            let digits = index - start
            guard digits > 0, digits <= 18, digits == 1 || bytes[start] != UInt8(ascii: "0") else { throw GiveUp() }
            if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
                throw GiveUp()
            }
            return negative ? -value : value
        }

        /// A string, escapes decoded. Non-ASCII text must be valid UTF-8.
        mutating func string() throws -> String {
            switch try stringToken() {
            case .ascii(let text): return String(decoding: text, as: UTF8.self)
            case .decoded(let string): return string
            }
        }

        /// A string added to `valueFields` as a field of `kind`: its bytes copied from the
        /// file when it is ASCII without escapes, else those of the string decoded.
        mutating func stringField(_ kind: ValueRecord.Fields.Kind) throws {
            switch try stringToken() {
            case .ascii(let text):
                let start = valueFields.bytes.count
                valueFields.append(contentsOf: text)
                valueFields.addAppended(from: start, as: kind)
            case .decoded(let string):
                valueFields.add(string, as: kind)
            }
        }

        /// A string as read: the bytes between its quotes when they are ASCII without
        /// escapes, else the `String` they decode to.
        enum StringToken {
            case ascii(UnsafeBufferPointer<UInt8>)
            case decoded(String)
        }

        mutating func stringToken() throws -> StringToken {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw GiveUp() }
            index += 1
            let start = index
            var ascii = true
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    index += 1
                    if ascii { return .ascii(text) }
                    guard let string = String(bytes: text, encoding: .utf8) else { throw GiveUp() }
                    return .decoded(string)
                }
                if byte == UInt8(ascii: "\\") { return .decoded(try escapedString(from: start)) }
                if byte < 0x20 { throw GiveUp() }
                if byte >= 0x80 { ascii = false }
                index += 1
            }
            throw GiveUp()
        }

        /// The rest of a string with escapes, `start` just after its opening quote.
        mutating func escapedString(from start: Int) throws -> String {
            var out = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    guard let string = String(bytes: out, encoding: .utf8) else { throw GiveUp() }
                    return string
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { throw GiveUp() }
                    let escape = bytes[index]
                    index += 1
                    if let escaped = JSONEscape.byte(for: escape) {
                        out.append(escaped)
                    } else if escape == UInt8(ascii: "u") {
                        var code = try hex4()
                        if JSONEscape.highSurrogates.contains(code) {
                            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                                  bytes[index + 1] == UInt8(ascii: "u") else { throw GiveUp() }
                            index += 2
                            let low = try hex4()
                            guard JSONEscape.lowSurrogates.contains(low) else { throw GiveUp() }
                            code = JSONEscape.codePoint(high: code, low: low)
                        }
                        guard let scalar = Unicode.Scalar(code), let encoded = UTF8.encode(scalar) else { throw GiveUp() }
                        out.append(contentsOf: encoded)
                    } else {
                        throw GiveUp()
                    }
                default:
                    if byte < 0x20 { throw GiveUp() }
                    out.append(byte)
                }
            }
            throw GiveUp()
        }

        /// Four hexadecimal digits at `index`.
        mutating func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count else { throw GiveUp() }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = JSONEscape.hexDigit(bytes[index]) else { throw GiveUp() }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        /// Skips any well-formed value (an unknown member, kept for newer writers).
        mutating func skipValue(depth: Int) throws {
            guard depth < ManifestReader.maxDepth else { throw GiveUp() }
            skipSpace()
            guard index < bytes.count else { throw GiveUp() }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try object { reader, _ in try reader.skipValue(depth: depth + 1) }
            case UInt8(ascii: "["):
                _ = try array { try $0.skipValue(depth: depth + 1) }
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
            default: throw GiveUp()
            }
        }

        /// A number as RFC 8259 writes it.
        mutating func skipNumber() throws {
            func digits(_ reader: inout Reader) -> Int {
                let from = reader.index
                while reader.index < reader.bytes.count, reader.bytes[reader.index] &- UInt8(ascii: "0") < 10 { reader.index += 1 }
                return reader.index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let start = index
            let count = digits(&self)
            guard count > 0, count == 1 || bytes[start] != UInt8(ascii: "0") else { throw GiveUp() }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw GiveUp() }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else { throw GiveUp() }
            }
        }
    }
}
