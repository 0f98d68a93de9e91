/// A JSON value with the line and column (1-based) where it starts, as `JSONReader` reads it.
///
///     let root = try JSONReader.parse(data, file: "AppShortcuts.xcstrings")
///     root["strings"]?.line   // 3
struct JSONNode: Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in file order, each key with its own position.
        case object([(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)])
    }

    var kind: Kind
    var line: Int
    var column: Int

    /// The value of the last member named `key` (JSON readers keep the last duplicate).
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    var string: String? { if case .string(let s) = kind { s } else { nil } }
    var bool: Bool? { if case .bool(let b) = kind { b } else { nil } }
    var array: [JSONNode]? { if case .array(let a) = kind { a } else { nil } }
    var members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)]? {
        if case .object(let m) = kind { m } else { nil }
    }

    /// "a string", "an object"…: for messages such as "'value' must be a string, found an array".
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
