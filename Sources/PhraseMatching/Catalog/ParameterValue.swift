/// One enum case or entity: what the user can say for it.
///
///     let value = ParameterValue(id: "42", title: "The Hobbit", synonyms: ["Hobbit"])
///     value.names   // ["The Hobbit", "Hobbit"]
///
/// Its strings are kept as UTF-8 in one record of a shared byte buffer (`ValueText`), not as
/// a `String` (a heap object past 15 bytes) each plus an array of synonyms: a manifest's
/// values share a few buffers of their text, 16 bytes a value beside it (100,000 values:
/// about 6 MB where the strings took 17 MB). The properties read and write as stored
/// properties did; reading one makes its `String`.
public struct ParameterValue: Sendable {
    /// The buffer holding the value's record, and where in it the record starts. Sendable
    /// as the value is: the record's bytes are never written again (`ValueText`).
    nonisolated(unsafe) let text: ValueText
    let offset: Int

    init(text: ValueText, offset: Int) {
        self.text = text
        self.offset = offset
    }

    public init(id: String, title: String, subtitle: String? = nil, synonyms: [String] = []) {
        var fields = ValueRecord.Fields()
        fields.add(id, as: .id)
        fields.add(title, as: .title)
        if let subtitle { fields.add(subtitle, as: .subtitle) }
        for synonym in synonyms { fields.add(synonym, as: .synonym) }
        self = fields.value(in: ValueText.make(capacity: fields.recordSize))
    }

    /// The enum raw value or the entity id, as a string.
    public var id: String {
        get { withRecord { String(decoding: $0.id, as: UTF8.self) } }
        set { self = ParameterValue(id: newValue, title: title, subtitle: subtitle, synonyms: synonyms) }
    }

    public var title: String {
        get { withRecord { String(decoding: $0.title, as: UTF8.self) } }
        set { self = ParameterValue(id: id, title: newValue, subtitle: subtitle, synonyms: synonyms) }
    }

    public var subtitle: String? {
        get { withRecord { $0.subtitle.map { String(decoding: $0, as: UTF8.self) } } }
        set { self = ParameterValue(id: id, title: title, subtitle: newValue, synonyms: synonyms) }
    }

    public var synonyms: [String] {
        get {
            withRecord { record in
                var result: [String] = []
                result.reserveCapacity(record.synonymCount)
                record.forEachSynonym { result.append(String(decoding: $0, as: UTF8.self)) }
                return result
            }
        }
        set { self = ParameterValue(id: id, title: title, subtitle: subtitle, synonyms: newValue) }
    }

    /// The title, then the synonyms: every name the value answers to.
    public var names: [String] {
        withRecord { record in
            var result = [String(decoding: record.title, as: UTF8.self)]
            result.reserveCapacity(record.synonymCount + 1)
            record.forEachSynonym { result.append(String(decoding: $0, as: UTF8.self)) }
            return result
        }
    }

    /// `body` given the value's fields where they are stored.
    @inline(__always)
    func withRecord<Result>(_ body: (ValueRecord) throws -> Result) rethrows -> Result {
        try text.withUnsafeMutablePointerToElements { try body(ValueRecord(at: UnsafePointer($0 + offset))) }
    }

    /// Whether the value's id is `id` (as `self.id == id`, without making a `String`).
    func hasID(_ id: String) -> Bool {
        var id = id
        return id.withUTF8 { bytes in withRecord { $0.id.isSameText(as: bytes) } }
    }

    /// Whether the two values have the same id (as `id == other.id`).
    func hasSameID(as other: ParameterValue) -> Bool {
        withRecord { mine in other.withRecord { mine.id.isSameText(as: $0.id) } }
    }
}

extension ParameterValue: Hashable {
    /// Equal when every field is equal as `String`s are (canonical equivalence).
    public static func == (lhs: ParameterValue, rhs: ParameterValue) -> Bool {
        if lhs.text === rhs.text && lhs.offset == rhs.offset { return true }
        return lhs.withRecord { left in rhs.withRecord { right in left.equals(right) } }
    }

    public func hash(into hasher: inout Hasher) {
        // As the stored properties hashed: the strings (canonical equivalence), in order.
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(subtitle)
        hasher.combine(synonyms)
    }
}

extension ParameterValue: CustomReflectable {
    /// The fields, as the stored properties showed (`ParameterValue(id: "42", title: …)`).
    public var customMirror: Mirror {
        Mirror(self, children: ["id": id, "title": title, "subtitle": subtitle as Any, "synonyms": synonyms],
               displayStyle: .struct)
    }
}

/// The UTF-8 text of parameter values, as records end to end: a value is this buffer and
/// the offset of its record (`ParameterValue`). Bytes a value refers to are never written
/// again; a writer (`ValueTextWriter`) only appends past them, so values may be read from
/// any thread while it writes.
final class ValueText: ManagedBuffer<Int, UInt8> {
    /// A buffer with room for `capacity` bytes, none used.
    static func make(capacity: Int) -> ValueText {
        unsafeDowncast(ValueText.create(minimumCapacity: capacity) { _ in 0 }, to: ValueText.self)
    }

    /// Bytes used from the start.
    var used: Int {
        get { header }
        set { header = newValue }
    }
}

/// Writes many values' records into shared buffers of `chunkBytes` (a value too large for
/// one gets a buffer of its own): what a manifest's values are read into.
///
///     var writer = ValueTextWriter()
///     var fields = ValueRecord.Fields()
///     fields.add("42", as: .id); fields.add("Dune", as: .title)
///     let value = writer.value(fields)
struct ValueTextWriter {
    /// 64 KiB: below the C allocator's threshold for mapping a block of its own.
    static let chunkBytes = 1 << 16

    private var chunk: ValueText?

    init() {}

    /// The value with these fields, its record appended to the current buffer.
    /// - Complexity: O(n) in the bytes of its fields.
    mutating func value(_ fields: ValueRecord.Fields) -> ParameterValue {
        let size = fields.recordSize
        if size > Self.chunkBytes / 8 { return fields.value(in: ValueText.make(capacity: size)) }
        if let chunk, chunk.capacity - chunk.used >= size { return fields.value(in: chunk) }
        let fresh = ValueText.make(capacity: Self.chunkBytes)
        chunk = fresh
        return fields.value(in: fresh)
    }
}

/// The fields of one value's record, read in place (valid inside `ParameterValue.withRecord`).
///
/// A record is: a flags byte (1: a subtitle follows the title; 2: synonyms follow), then
/// the id and the title, then the subtitle if any, then the synonyms' count and each
/// synonym; each text as its UTF-8 length (LEB128) and bytes.
struct ValueRecord {
    let id: UnsafeBufferPointer<UInt8>
    let title: UnsafeBufferPointer<UInt8>
    let subtitle: UnsafeBufferPointer<UInt8>?
    let synonymCount: Int
    /// Where the first synonym's length is.
    private let synonymsStart: UnsafePointer<UInt8>

    static let hasSubtitle: UInt8 = 1
    static let hasSynonyms: UInt8 = 2

    init(at start: UnsafePointer<UInt8>) {
        let flags = start.pointee
        var cursor = start + 1
        id = Self.text(&cursor)
        title = Self.text(&cursor)
        subtitle = flags & Self.hasSubtitle != 0 ? Self.text(&cursor) : nil
        synonymCount = flags & Self.hasSynonyms != 0 ? Self.length(&cursor) : 0
        synonymsStart = cursor
    }

    func forEachSynonym(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var cursor = synonymsStart
        for _ in 0..<synonymCount { body(Self.text(&cursor)) }
    }

    /// Whether every field equals `other`'s as `String`s compare.
    func equals(_ other: ValueRecord) -> Bool {
        guard synonymCount == other.synonymCount, (subtitle == nil) == (other.subtitle == nil),
              id.isSameText(as: other.id), title.isSameText(as: other.title) else { return false }
        if let subtitle, let otherSubtitle = other.subtitle, !subtitle.isSameText(as: otherSubtitle) { return false }
        var mine = synonymsStart, theirs = other.synonymsStart
        for _ in 0..<synonymCount where !Self.text(&mine).isSameText(as: Self.text(&theirs)) { return false }
        return true
    }

    private static func length(_ cursor: inout UnsafePointer<UInt8>) -> Int {
        var result = 0, shift = 0
        while true {
            let byte = cursor.pointee
            cursor += 1
            result |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    private static func text(_ cursor: inout UnsafePointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let count = length(&cursor)
        defer { cursor += count }
        return UnsafeBufferPointer(start: cursor, count: count)
    }

    /// A value's fields gathered before its record is written: their bytes end to end, and
    /// which is which. Reused from value to value (`removeAll`), it allocates nothing once grown.
    struct Fields {
        enum Kind { case id, title, subtitle, synonym }

        private(set) var bytes: [UInt8] = []
        /// Each field's kind and range in `bytes`, in the order added.
        private var fields: [(kind: Kind, start: Int, end: Int)] = []

        init() {}

        mutating func removeAll() {
            bytes.removeAll(keepingCapacity: true)
            fields.removeAll(keepingCapacity: true)
        }

        mutating func add(_ text: String, as kind: Kind) {
            let start = bytes.count
            bytes.append(contentsOf: text.utf8)
            fields.append((kind, start, bytes.count))
        }

        /// Adds the field whose bytes were appended to `bytes` from `start` on (`append`).
        mutating func addAppended(from start: Int, as kind: Kind) {
            fields.append((kind, start, bytes.count))
        }

        mutating func append(_ byte: UInt8) { bytes.append(byte) }
        mutating func append(contentsOf text: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: text) }
        mutating func append(contentsOf text: String.UTF8View) { bytes.append(contentsOf: text) }
        /// Drops the bytes from `start` on (a field that turned out not to be wanted).
        mutating func truncate(to start: Int) { bytes.removeSubrange(start...) }

        /// How many fields of this kind were added.
        func count(of kind: Kind) -> Int { fields.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) } }

        /// The record's size in bytes.
        var recordSize: Int {
            var size = 1
            var synonyms = 0
            for field in fields {
                size += Self.lengthSize(field.end - field.start) + field.end - field.start
                if field.kind == .synonym { synonyms += 1 }
            }
            return size + (synonyms > 0 ? Self.lengthSize(synonyms) : 0)
        }

        /// Writes the record at the end of `text`'s used bytes (there must be room for
        /// `recordSize`) and returns its value. The first id, title and subtitle added are
        /// the value's (there must be an id and a title); every synonym is, in order.
        func value(in text: ValueText) -> ParameterValue {
            let offset = text.used
            let end = text.withUnsafeMutablePointerToElements { elements -> Int in
                bytes.withUnsafeBufferPointer { source in
                    var cursor = elements + offset
                    func write(_ field: (kind: Kind, start: Int, end: Int)) {
                        Self.writeLength(field.end - field.start, &cursor)
                        let count = field.end - field.start
                        if count > 0 { cursor.update(from: source.baseAddress! + field.start, count: count) }
                        cursor += count
                    }
                    let id = fields.first { $0.kind == .id }!, title = fields.first { $0.kind == .title }!
                    let subtitle = fields.first { $0.kind == .subtitle }
                    let synonyms = count(of: .synonym)
                    cursor.pointee = (subtitle != nil ? ValueRecord.hasSubtitle : 0) | (synonyms > 0 ? ValueRecord.hasSynonyms : 0)
                    cursor += 1
                    write(id)
                    write(title)
                    if let subtitle { write(subtitle) }
                    if synonyms > 0 {
                        Self.writeLength(synonyms, &cursor)
                        for field in fields where field.kind == .synonym { write(field) }
                    }
                    return cursor - elements
                }
            }
            precondition(end - offset <= recordSize && end <= text.capacity, "value record overran its buffer")
            text.used = end
            return ParameterValue(text: text, offset: offset)
        }

        private static func lengthSize(_ length: Int) -> Int {
            var size = 1, rest = length >> 7
            while rest > 0 { size += 1; rest >>= 7 }
            return size
        }

        private static func writeLength(_ length: Int, _ cursor: inout UnsafeMutablePointer<UInt8>) {
            var rest = length
            while rest >= 0x80 {
                cursor.pointee = UInt8(truncatingIfNeeded: rest) | 0x80
                cursor += 1
                rest >>= 7
            }
            cursor.pointee = UInt8(rest)
            cursor += 1
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these UTF-8 bytes and `other` are equal as `String`s (canonical
    /// equivalence): the same bytes are; different ASCII bytes are not; other text is
    /// compared as strings.
    func isSameText(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        if count == other.count, elementsEqual(other) { return true }
        if allSatisfy({ $0 < 0x80 }) && other.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: self, as: UTF8.self) == String(decoding: other, as: UTF8.self)
    }
}
