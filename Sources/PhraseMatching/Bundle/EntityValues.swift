import Foundation

/// Entity values for a build, which holds none (an app's queries give them at run time):
/// one or more values files, each a JSON object from entity type name to its values.
///
///     {"BookEntity": [{"id": "b1", "title": "Dune", "subtitle": "Frank Herbert", "synonyms": ["Dune novel"]}]}
///
/// A type's values are those of a manifest (`id`, `title`, `subtitle`?, `synonyms`?), every
/// one suggested: phrases expand over them. Written as an object instead —
/// `{"values": […], "suggested": ["b1"], "searchable": true}` — only `suggested` ones are,
/// and with `searchable` the others are found by name. Unknown fields are ignored; a later
/// file's type replaces an earlier one's.
package struct EntityValues: Hashable, Sendable {
    /// One type's values, and where they were given.
    public struct Entry: Hashable, Sendable {
        public var values: [ParameterValue]
        public var suggested: [String]?
        public var searchable: Bool
        public var file: String

        public init(values: [ParameterValue], suggested: [String]? = nil, searchable: Bool = false, file: String) {
            self.values = values
            self.suggested = suggested
            self.searchable = searchable
            self.file = file
        }
    }

    public var types: [String: Entry] = [:]

    public init(types: [String: Entry] = [:]) {
        self.types = types
    }

    /// Reads the values file at `path`.
    /// - Throws: `BundleError` naming the file, line:column and JSON path of what is wrong.
    public init(contentsOf path: String) throws {
        try self.init(data: BundleError.contents(of: path), file: path)
    }

    public init(data: Data, file: String) throws {
        let root = try JSONCursor(data: [UInt8](data), file: file)
        guard root.node.members != nil else {
            throw root.expected("an object from entity type name to its values ({\"BookEntity\": [{\"id\": …, \"title\": …}]})")
        }
        for (name, body) in try root.members() {
            var entry = Entry(values: [], file: file)
            let list: JSONCursor
            if body.node.array != nil {
                list = body
            } else if body.node.members != nil {
                list = try body.required("values")
                entry.suggested = try body.optional("suggested")?.array().map { try $0.string() }
                entry.searchable = try body.optional("searchable")?.bool() ?? false
            } else {
                throw body.expected("an array of values, or an object with 'values'")
            }
            for item in try list.array() {
                guard item.node.members != nil else { throw item.expected("a value ({\"id\": …, \"title\": …})") }
                entry.values.append(ParameterValue(
                    id: try item.required("id").string(), title: try item.required("title").string(),
                    subtitle: try item.optional("subtitle")?.string(),
                    synonyms: try item.optional("synonyms")?.array().map { try $0.string() } ?? []))
            }
            types[name] = entry
        }
    }

    /// These values, with `other`'s types replacing the same types here.
    public func merging(_ other: EntityValues) -> EntityValues {
        EntityValues(types: types.merging(other.types) { _, new in new })
    }

    /// `type` (an entity type of a build) with these values, if any are given for it.
    func applied(to type: ValueType, named name: String) -> ValueType {
        guard let entry = types[name] else { return type }
        var type = type
        type.values = entry.values
        type.suggested = entry.suggested ?? entry.values.map(\.id)
        type.searchable = entry.searchable
        return type
    }
}
