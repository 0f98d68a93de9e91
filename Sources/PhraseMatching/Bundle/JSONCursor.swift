/// A value of a JSON document with its JSON path, for reading a format field by field and
/// saying exactly where a field is missing or of the wrong type.
///
///     let root = try JSONCursor(data: data, file: "extract.actionsdata")
///     let phrases = try root.required("autoShortcuts").array()[0].required("phraseTemplates")
///     // extract.actionsdata:1:40: error: autoShortcuts[0]: missing key 'phraseTemplates'
struct JSONCursor {
    let node: JSONNode
    /// `autoShortcuts[0].phraseTemplates`; empty for the root.
    let path: String
    let file: String

    /// Parses `data`; malformed JSON (a truncated file, say) is a `BundleError` at its line
    /// and column.
    init(data: [UInt8], file: String) throws {
        do {
            node = try JSONReader.parse(bytes: data, file: file)
        } catch let error as StringsFileError {
            throw BundleError(file: file, position: FilePosition(line: error.line, column: error.column),
                              message: "malformed JSON: \(error.message)")
        }
        path = ""
        self.file = file
    }

    private init(node: JSONNode, path: String, file: String) {
        self.node = node
        self.path = path
        self.file = file
    }

    var position: FilePosition { FilePosition(line: node.line, column: node.column) }

    func error(_ message: String) -> BundleError {
        BundleError(file: file, position: position, path: path, message: message)
    }

    func expected(_ what: String) -> BundleError {
        error("expected \(what), found \(node.typeName)")
    }

    /// The member `key`, if the value is an object that has it (and it is not null).
    func optional(_ key: String) throws -> JSONCursor? {
        guard node.members != nil else { throw expected("an object") }
        guard let child = node[key] else { return nil }
        if case .null = child.kind { return nil }
        return JSONCursor(node: child, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    /// The member `key`, which must be there.
    func required(_ key: String) throws -> JSONCursor {
        guard let child = try optional(key) else { throw error("missing key '\(key)'") }
        return child
    }

    func array() throws -> [JSONCursor] {
        guard let items = node.array else { throw expected("an array") }
        return items.enumerated().map { JSONCursor(node: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// The members of an object, in file order.
    func members() throws -> [(key: String, value: JSONCursor)] {
        guard let members = node.members else { throw expected("an object") }
        return members.map { ($0.key, JSONCursor(node: $0.value, path: path.isEmpty ? $0.key : "\(path).\($0.key)", file: file)) }
    }

    func string() throws -> String {
        guard let text = node.string else { throw expected("a string") }
        return text
    }

    func bool() throws -> Bool {
        guard let value = node.bool else { throw expected("true or false") }
        return value
    }

    func number() throws -> Double {
        guard case .number(let value) = node.kind else { throw expected("a number") }
        return value
    }
}
