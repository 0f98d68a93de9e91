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
}
