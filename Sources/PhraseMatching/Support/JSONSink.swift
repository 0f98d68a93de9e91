/// Where a JSON value is written, event by event: straight into text (`JSONText`), or into
/// a `JSONValue` tree (`JSONTree`). A type that writes itself into any sink has one
/// description of its JSON and both forms, the same by construction: `MatchResult` is
/// written as text on every line of `match -` (building the tree first cost more than an
/// exact match) and as a tree for callers that read it.
///
///     var text = JSONText()
///     text.beginObject(); text.key(JSONKey("score")); text.score(0.92314); text.endObject()
///     text.out   // {"score": 0.9231}
package protocol JSONSink {
    mutating func beginObject()
    /// The key of the next member.
    mutating func key(_ key: JSONKey)
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    mutating func string(_ value: String)
    /// A string given as its UTF-8 bytes (valid UTF-8): what `string` writes of
    /// `String(decoding: utf8, as: UTF8.self)`, which a text sink need not make.
    mutating func string(utf8: UnsafeBufferPointer<UInt8>)
    mutating func double(_ value: Double)
    mutating func bool(_ value: Bool)
    mutating func null()
    /// A value already built as a tree.
    mutating func value(_ value: JSONValue)
}

extension JSONSink {
    package mutating func string(utf8: UnsafeBufferPointer<UInt8>) { string(String(decoding: utf8, as: UTF8.self)) }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// A score as every JSON output shows it: rounded to four decimals.
    mutating func score(_ value: Double) { double(JSONValue.roundedScore(value)) }

    /// `key` then its string value.
    mutating func member(_ key: JSONKey, _ value: String) {
        self.key(key)
        string(value)
    }
}

/// An object key, quoted once when made: a text sink writes it in one piece (`, "app": `),
/// so a writer keeps its keys as constants (`static let app = JSONKey("app")`).
package struct JSONKey: Sendable {
    package let name: String
    /// The UTF-8 of `"name": `, for the first member of an object.
    let first: [UInt8]
    /// The UTF-8 of `, "name": `, for the others.
    let next: [UInt8]

    package init(_ name: String) {
        self.name = name
        var quoted = ""
        JSONValue.quote(name, into: &quoted)
        first = Array((quoted + ": ").utf8)
        next = Array((", " + quoted + ": ").utf8)
    }
}

extension JSONValue {
    /// A score as every JSON output shows it: rounded to four decimals (`0.9231`).
    package static func roundedScore(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    /// `roundedScore` as a value.
    package static func score(_ value: Double) -> JSONValue { .double(roundedScore(value)) }
}

/// A sink that writes one line of text, as `JSONValue.rendered` does, as UTF-8 bytes:
/// appending a piece to a `String` checks its capacity, uniqueness, ASCII flag and
/// breadcrumbs each time, which on a line of `match -` cost as much as the match.
package struct JSONText: JSONSink {
    /// The bytes written so far (a sink may be given bytes to continue: see
    /// `MatchResult.appendJSON(to:)`).
    package var bytes: [UInt8] = []
    /// Whether a value was written at this level, so the next needs a comma first.
    private var needsComma = false
    /// Whether a key was just written, so the next value follows it directly.
    private var afterKey = false

    package init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The text written so far.
    package var out: String { String(decoding: bytes, as: UTF8.self) }

    @inline(__always)
    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    @inline(__always)
    private mutating func separate() {
        if afterKey {
            afterKey = false
        } else if needsComma {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: " "))
        }
        needsComma = true
    }

    package mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); needsComma = false }
    package mutating func key(_ key: JSONKey) {
        bytes.append(contentsOf: needsComma ? key.next : key.first)
        afterKey = true
    }
    package mutating func endObject() { bytes.append(UInt8(ascii: "}")); needsComma = true }
    package mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma = false }
    package mutating func endArray() { bytes.append(UInt8(ascii: "]")); needsComma = true }
    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { string(utf8: $0) }
    }
    /// The bytes copied in one piece between quotes, unless a byte needs escaping (then as
    /// `JSONValue.quote` writes the string).
    package mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        separate()
        if JSONValue.needsEscape(utf8: utf8) {
            var quoted = ""
            JSONValue.quote(String(decoding: utf8, as: UTF8.self), into: &quoted)
            append(quoted)
        } else {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
        }
    }
    package mutating func double(_ value: Double) {
        separate()
        var text = ""
        JSONValue.number(value, into: &text)
        append(text)
    }
    package mutating func bool(_ value: Bool) { separate(); append(value ? "true" : "false") }
    package mutating func null() { separate(); append("null") }
    package mutating func value(_ value: JSONValue) { separate(); append(value.rendered) }
}

/// A sink that builds a `JSONValue`.
package struct JSONTree: JSONSink {
    private enum Open {
        case object([(String, JSONValue)], key: String?)
        case array([JSONValue])
    }

    private var open: [Open] = []
    /// The value written, once its outermost container is closed (or its one scalar written).
    package private(set) var result: JSONValue = .null

    package init() {}

    /// The value `write` writes into a tree.
    package static func value(_ write: (inout JSONTree) -> Void) -> JSONValue {
        var tree = JSONTree()
        write(&tree)
        return tree.result
    }

    private mutating func add(_ value: JSONValue) {
        guard let last = open.popLast() else { result = value; return }
        switch last {
        case .object(var members, let key?):
            members.append((key, value))
            open.append(.object(members, key: nil))
        case .object(_, nil):
            preconditionFailure("a JSON object member written without its key")
        case .array(var values):
            values.append(value)
            open.append(.array(values))
        }
    }

    package mutating func beginObject() { open.append(.object([], key: nil)) }
    package mutating func key(_ key: JSONKey) {
        guard case .object(let members, nil)? = open.popLast() else { preconditionFailure("a JSON key outside an object") }
        open.append(.object(members, key: key.name))
    }
    package mutating func endObject() {
        guard case .object(let members, nil)? = open.popLast() else { preconditionFailure("a JSON object closed out of order") }
        add(.object(members))
    }
    package mutating func beginArray() { open.append(.array([])) }
    package mutating func endArray() {
        guard case .array(let values)? = open.popLast() else { preconditionFailure("a JSON array closed out of order") }
        add(.array(values))
    }
    package mutating func string(_ value: String) { add(.string(value)) }
    package mutating func double(_ value: Double) { add(.double(value)) }
    package mutating func bool(_ value: Bool) { add(.bool(value)) }
    package mutating func null() { add(.null) }
    package mutating func value(_ value: JSONValue) { add(value) }
}
