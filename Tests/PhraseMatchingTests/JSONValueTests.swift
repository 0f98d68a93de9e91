import Testing
@testable import PhraseMatching

/// `JSONValue` compares and hashes by value, not by the text it renders to.
@Suite struct JSONValueTests {
    @Test func numbersCompareAsNumbersNotAsRenderedText() {
        // Both render as "0.0" (four decimals), yet they are different numbers.
        #expect(JSONValue.double(0.00001).rendered == JSONValue.double(0).rendered)
        #expect(JSONValue.double(0.00001) != .double(0))
        #expect(JSONValue.double(-0.0) == .double(0.0))
        #expect(JSONValue.double(.nan) == .double(.nan))
        #expect(JSONValue.int(1) != .double(1))
        #expect(JSONValue.string("1") != .int(1))
    }

    @Test func containersCompareMemberByMemberInOrder() {
        let a: JSONValue = .object([("a", 1), ("b", .array([true, nil]))])
        #expect(a == .object([("a", 1), ("b", .array([true, nil]))]))
        #expect(a != .object([("b", .array([true, nil])), ("a", 1)]))
        #expect(a != .object([("a", 1)]))
        #expect(JSONValue.array([1, 2]) != .array([2, 1]))
    }

    @Test func equalValuesHashAlike() {
        let values: [JSONValue] = [.double(-0.0), .double(0.0), .double(.nan), .double(.nan), .object([("x", "y")]), .object([("x", "y")])]
        #expect(Set(values).count == 3)
    }

    /// The two sinks give the same value: text as `rendered` writes it, a tree equal to it.
    @Test func sinksAgreeWithTheValue() {
        let value: JSONValue = .object([
            ("s", "a \"quoted\"\n line"), ("n", nil), ("b", false), ("d", 0.123456), ("whole", 2.0),
            ("empty", .array([])), ("none", .object([])),
            ("list", .array([1.5, "x", .object([("inner", .array([nil, true]))]), .array([.array([])])])),
        ])
        var text = JSONText()
        Self.write(value, to: &text)
        #expect(String(decoding: JSONKey("a \"b\"").next, as: UTF8.self) == #", "a \"b\"": "#)
        #expect(text.out == value.rendered)
        var tree = JSONTree()
        Self.write(value, to: &tree)
        #expect(tree.result == value)
        // A string given as bytes is written as its `String` is, escapes included.
        for piece in ["plain", "a \"quoted\"\n line", "back\\slash", "line\u{2028}break", "é"] {
            var fromString = JSONText(), fromBytes = JSONText()
            fromString.string(piece)
            Array(piece.utf8).withUnsafeBufferPointer { fromBytes.string(utf8: $0) }
            #expect(fromBytes.out == fromString.out)
            #expect(fromBytes.out == JSONValue.string(piece).rendered)
        }
        var scalar = JSONText()
        scalar.score(0.98765)
        #expect(scalar.out == "0.9877")
    }

    /// `value` as sink events (an int through `value(_:)`: no sink event writes one).
    static func write<Sink: JSONSink>(_ value: JSONValue, to sink: inout Sink) {
        switch value {
        case .null: sink.null()
        case .bool(let b): sink.bool(b)
        case .int(let i): sink.value(.int(i))
        case .double(let d): sink.double(d)
        case .string(let s): sink.string(s)
        case .array(let values):
            sink.beginArray()
            for value in values { write(value, to: &sink) }
            sink.endArray()
        case .object(let members):
            sink.beginObject()
            for (key, value) in members {
                sink.key(JSONKey(key))
                write(value, to: &sink)
            }
            sink.endObject()
        }
    }
}
