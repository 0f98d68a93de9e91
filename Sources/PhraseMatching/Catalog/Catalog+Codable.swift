import Foundation

// The manifest format (`*.shortcuts.json`, DESIGN.md). Optional fields may be left out;
// unknown fields are ignored, so a newer writer's additions do not break an older reader.

extension Catalog: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case formatVersion, locale, app, types, intents, shortcuts, negativePhrases
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try c.decode(Int.self, forKey: .formatVersion)
        guard formatVersion == Catalog.currentFormatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .formatVersion, in: c,
                debugDescription: "unsupported formatVersion \(formatVersion) (this version of ShortcutKit reads \(Catalog.currentFormatVersion))")
        }
        locale = try c.decodeIfPresent(String.self, forKey: .locale) ?? "en"
        app = try c.decode(AppDescription.self, forKey: .app)
        types = try c.decodeIfPresent([String: ValueType].self, forKey: .types) ?? [:]
        intents = try c.decodeIfPresent([String: IntentDescriptor].self, forKey: .intents) ?? [:]
        shortcuts = try c.decodeIfPresent([ShortcutDescriptor].self, forKey: .shortcuts) ?? []
        negativePhrases = try c.decodeIfPresent([String].self, forKey: .negativePhrases) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(formatVersion, forKey: .formatVersion)
        try c.encode(locale, forKey: .locale)
        try c.encode(app, forKey: .app)
        try c.encode(types, forKey: .types)
        try c.encode(intents, forKey: .intents)
        try c.encode(shortcuts, forKey: .shortcuts)
        try c.encode(negativePhrases, forKey: .negativePhrases)
    }
}

extension AppDescription: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case name, alternativeNames }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        alternativeNames = try c.decodeIfPresent([String].self, forKey: .alternativeNames) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(alternativeNames, forKey: .alternativeNames)
    }
}

extension ValueType: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case kind, title, synonyms, searchable, suggested, values }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(Kind.self, forKey: .kind)
        title = try c.decode(String.self, forKey: .title)
        synonyms = try c.decodeIfPresent([String].self, forKey: .synonyms) ?? []
        // Enums are never searchable (a manifest saying so is read as written by export).
        searchable = try c.decodeIfPresent(Bool.self, forKey: .searchable) ?? false
        if kind == .enum { searchable = false }
        suggested = try c.decodeIfPresent([String].self, forKey: .suggested)
        values = try c.decodeIfPresent([ParameterValue].self, forKey: .values) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(title, forKey: .title)
        if !synonyms.isEmpty { try c.encode(synonyms, forKey: .synonyms) }
        if kind == .entity { try c.encode(searchable, forKey: .searchable) }
        try c.encodeIfPresent(suggested, forKey: .suggested)
        try c.encode(values, forKey: .values)
    }
}

extension ParameterValue: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case id, title, subtitle, synonyms }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id),
                  title: try c.decode(String.self, forKey: .title),
                  subtitle: try c.decodeIfPresent(String.self, forKey: .subtitle),
                  synonyms: try c.decodeIfPresent([String].self, forKey: .synonyms) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(subtitle, forKey: .subtitle)
        try c.encode(synonyms, forKey: .synonyms)
    }
}

extension IntentDescriptor: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case title, description, parameters }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        parameters = try c.decodeIfPresent([ParameterDescriptor].self, forKey: .parameters) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(description, forKey: .description)
        try c.encode(parameters, forKey: .parameters)
    }
}

extension ParameterDescriptor: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case name, type, title, requestValueDialog, optional }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        type = try c.decode(String.self, forKey: .type)
        title = try c.decodeIfPresent(String.self, forKey: .title) ?? name
        requestValueDialog = try c.decodeIfPresent(String.self, forKey: .requestValueDialog)
        isOptional = try c.decodeIfPresent(Bool.self, forKey: .optional) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(type, forKey: .type)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(requestValueDialog, forKey: .requestValueDialog)
        if isOptional { try c.encode(true, forKey: .optional) }
    }
}

extension ShortcutDescriptor: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case intent, shortTitle, systemImageName, phrases }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        intent = try c.decode(String.self, forKey: .intent)
        shortTitle = try c.decodeIfPresent(String.self, forKey: .shortTitle)
        systemImageName = try c.decodeIfPresent(String.self, forKey: .systemImageName)
        phrases = try c.decode([String].self, forKey: .phrases)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(intent, forKey: .intent)
        try c.encodeIfPresent(shortTitle, forKey: .shortTitle)
        try c.encodeIfPresent(systemImageName, forKey: .systemImageName)
        try c.encode(phrases, forKey: .phrases)
    }
}

/// A manifest that could not be read, with where and why.
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, or `nil` for data that came from memory.
    public var file: String?
    /// The JSON path of the problem (`types.Shelf.values[0].id`), empty for the whole file.
    public var path: String
    public var message: String
    /// Where in the file (1-based), when the JSON could be read far enough to say.
    public var line: Int?
    public var column: Int?

    public init(file: String?, path: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// As a compiler writes it: `FILE:LINE:COL: error: PATH: MESSAGE`.
    public var description: String { DiagnosticRenderer().render(diagnostic) }

    /// The error as a diagnostic, for a report that collects every problem.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, .unreadableFile(path.isEmpty ? message : "\(path): \(message)"),
                   file: file, line: line, column: column)
    }
}

extension Catalog {
    /// Reads a manifest.
    ///
    ///     let catalog = try Catalog(manifest: Data(contentsOf: url), file: url.path)
    ///
    /// - Throws: `ManifestError` naming the JSON path and what was wrong there.
    /// - Complexity: O(n) in the size of `data`.
    public init(manifest data: Data, file: String? = nil) throws {
        // Valid manifests are read straight from their bytes; anything else is decoded
        // again below, for the error that names the place.
        if let catalog = ManifestReader.read(data) {
            self = catalog
            return
        }
        guard String(data: data, encoding: .utf8) != nil else {
            throw ManifestError(file: file, path: "", message: "the file is not valid UTF-8 text")
        }
        do {
            self = try JSONDecoder().decode(Catalog.self, from: data)
        } catch let error as DecodingError {
            var problem = ManifestError(decodingError: error, file: file)
            // Where it is: the reader that gives string catalogs their FILE:LINE:COL finds the
            // syntax error, or the value at the problem's JSON path.
            do {
                let root = try JSONReader.parse(data, file: file ?? "")
                if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                    problem.line = root.line
                    problem.column = root.column
                } else if let node = ManifestError.node(at: ManifestError.codingPath(of: error), in: root) {
                    problem.line = node.line
                    problem.column = node.column
                }
            } catch let syntax as StringsFileError {
                problem = ManifestError(file: file, path: "", message: "malformed JSON: \(syntax.message)",
                                        line: syntax.line, column: syntax.column)
            } catch {}
            throw problem
        } catch {
            throw ManifestError(file: file, path: "", message: "\(error)")
        }
    }

    /// Reads the manifest at `path`.
    public init(contentsOfManifest path: String) throws {
        let data: Data
        do {
            data = try FileContents.read(path)
        } catch {
            throw ManifestError(file: path, path: "", message: "\(error)")
        }
        try self.init(manifest: data, file: path)
    }

    /// The manifest JSON: pretty-printed, keys sorted, so that exports diff well.
    public func manifestData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension ManifestError {
    static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
             .dataCorrupted(let context):
            return context.codingPath
        @unknown default:
            return []
        }
    }

    /// The value at a decoder's coding path (the deepest one found on the way).
    static func node(at path: [any CodingKey], in root: JSONNode) -> JSONNode? {
        var node = root
        for key in path {
            if let index = key.intValue, let items = node.array {
                guard items.indices.contains(index) else { break }
                node = items[index]
            } else if let next = node[key.stringValue] {
                node = next
            } else {
                break
            }
        }
        return node
    }

    init(decodingError: DecodingError, file: String?) {
        func render(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return text
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            self.init(file: file, path: render(context.codingPath), message: "missing key '\(key.stringValue)'")
        case .typeMismatch(let type, let context):
            self.init(file: file, path: render(context.codingPath), message: "expected \(Self.jsonName(of: type))")
        case .valueNotFound(let type, let context):
            self.init(file: file, path: render(context.codingPath), message: "expected \(Self.jsonName(of: type)), found null")
        case .dataCorrupted(let context):
            var message = context.debugDescription
            if let underlying = context.underlyingError as NSError?,
               let detail = underlying.userInfo[NSDebugDescriptionErrorKey] as? String {
                message = "malformed JSON: \(detail)"
            } else if context.codingPath.isEmpty {
                message = "malformed JSON: \(message)"
            }
            if case .some(let last) = context.codingPath.last, last.stringValue == "kind" {
                message = "unknown kind (expected 'enum' or 'entity')"
            }
            self.init(file: file, path: render(context.codingPath), message: message)
        @unknown default:
            self.init(file: file, path: "", message: "\(decodingError)")
        }
    }

    private static func jsonName(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        case is [String].Type: return "an array of strings"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object"
        }
    }
}
