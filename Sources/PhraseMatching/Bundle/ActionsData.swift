import Foundation

/// What Xcode extracted from an app's App Intents code into
/// `Metadata.appintents/extract.actionsdata`, read as a catalog in the development language.
///
///     let actions = try ActionsData(contentsOf: "Bookshelf.app/Metadata.appintents/extract.actionsdata")
///     actions.catalog.shortcuts[0].phrases   // ["Open ${shelf} in ${applicationName}", …]
///     actions.phraseLocations[0][0].path     // "autoShortcuts[0].phraseTemplates[0]"
///
/// Read: `autoShortcuts` (`actionIdentifier`, `phraseTemplates`, `shortTitle`,
/// `systemImageName`), `actions` (`title`, `descriptionMetadata.descriptionText`,
/// `parameters`: `name`, `title`, `isOptional`, `valueType`), `enums` (`identifier`,
/// `displayTypeName`, `cases` with `displayRepresentation`: `title`, `subtitle`,
/// `synonyms`), `entities` (`displayTypeName`) and `negativePhrases`. Every other field is
/// ignored. A localizable string is `{"key": …, "table"?: …}`; a plain string is taken too.
/// Entity values are in no build: entity types come out with none.
struct ActionsData {
    /// Where a value is in the file.
    struct Location: Hashable, Sendable {
        var path: String
        var position: FilePosition
    }

    let file: String
    /// The app's shortcuts, intents and types, with every text its key (the development
    /// language's text). The app is named after the module until the caller knows better.
    var catalog: Catalog
    /// Per shortcut, where each of its phrases is.
    var phraseLocations: [[Location]] = []
    /// Per shortcut, where it is.
    var shortcutLocations: [Location] = []
    var negativePhraseLocations: [Location] = []
    /// The strings table of each key that names one (`"table": "AppIntents"`); the others
    /// are in `Localizable`.
    var tableOfKey: [String: String] = [:]
    /// The module of the app's types (`Bookshelf` in `Bookshelf.OpenShelf`), if any names one.
    var moduleName: String?

    /// Reads the file at `path`.
    /// - Throws: `BundleError` for a file that cannot be read, malformed JSON, or a needed
    ///   field missing or of the wrong type, naming its JSON path.
    /// - Complexity: O(n) in the size of the file.
    init(contentsOf path: String) throws {
        try self.init(data: BundleError.contents(of: path), file: path)
    }

    init(data: Data, file: String) throws {
        self.file = file
        let reader = Reader()
        catalog = Catalog(locale: "en", app: AppDescription(name: ""))
        let root = try JSONCursor(data: [UInt8](data), file: file)
        guard root.node.members != nil else {
            throw root.expected("an object with 'actions' and 'autoShortcuts' (the extract.actionsdata that Xcode writes)")
        }

        for (name, action) in try root.required("actions").members() {
            catalog.intents[name] = try reader.intent(action, name: name)
        }
        for item in try root.optional("enums")?.array() ?? [] {
            let (name, type) = try reader.enumType(item)
            catalog.types[name] = type
        }
        for (name, entity) in try root.optional("entities")?.members() ?? [] {
            let title = try entity.optional("displayTypeName").map(reader.text) ?? name
            catalog.types[name] = ValueType(kind: .entity, title: title, searchable: false, suggested: [], values: [])
        }
        for item in try root.required("autoShortcuts").array() {
            let intent = try item.required("actionIdentifier").string()
            var phrases: [String] = []
            var locations: [Location] = []
            for phrase in try item.required("phraseTemplates").array() {
                phrases.append(try reader.text(phrase))
                locations.append(Location(path: phrase.path, position: phrase.position))
            }
            catalog.shortcuts.append(ShortcutDescriptor(intent: intent, shortTitle: try item.optional("shortTitle").map(reader.text),
                                              systemImageName: try item.optional("systemImageName")?.string(),
                                              phrases: phrases))
            phraseLocations.append(locations)
            shortcutLocations.append(Location(path: item.path, position: item.position))
        }
        for phrase in try root.optional("negativePhrases")?.array() ?? [] {
            catalog.negativePhrases.append(try reader.text(phrase))
            negativePhraseLocations.append(Location(path: phrase.path, position: phrase.position))
        }
        tableOfKey = reader.tableOfKey
        moduleName = reader.moduleName
    }

    /// Reads the parts of the file, remembering tables and the module name on the way.
    private final class Reader {
        var tableOfKey: [String: String] = [:]
        var moduleName: String?

        /// A localizable string's key (`{"key": "Open Book", "alternatives": []}`), or a
        /// plain string; the key's table is remembered.
        func text(_ value: JSONCursor) throws -> String {
            if let plain = value.node.string { return plain }
            guard value.node.members != nil else { throw value.expected("a localizable string ({\"key\": …})") }
            let key = try value.required("key").string()
            if let table = try value.optional("table")?.string() { tableOfKey[key] = table }
            return key
        }

        func intent(_ action: JSONCursor, name: String) throws -> IntentDescriptor {
            if moduleName == nil, let qualified = try action.optional("fullyQualifiedTypeName")?.string(),
               let dot = qualified.firstIndex(of: ".") {
                moduleName = String(qualified[..<dot])
            }
            var descriptor = IntentDescriptor(title: try action.optional("title").map(text) ?? name)
            descriptor.description = try action.optional("descriptionMetadata")?.optional("descriptionText").map(text)
            for parameter in try action.optional("parameters")?.array() ?? [] {
                let parameterName = try parameter.required("name").string()
                descriptor.parameters.append(ParameterDescriptor(
                    name: parameterName,
                    type: try parameter.optional("valueType").map(ActionsData.typeName) ?? "Unknown",
                    title: try parameter.optional("title").map(text) ?? parameterName,
                    isOptional: try parameter.optional("isOptional")?.bool() ?? false))
            }
            return descriptor
        }

        func enumType(_ item: JSONCursor) throws -> (String, ValueType) {
            let name = try item.required("identifier").string()
            let title = try item.optional("displayTypeName").map(text) ?? name
            var values: [ParameterValue] = []
            for entry in try item.optional("cases")?.array() ?? [] {
                let id = try entry.required("identifier").string()
                let display = try entry.optional("displayRepresentation")
                var value = ParameterValue(id: id, title: try display?.optional("title").map(text) ?? id)
                value.subtitle = try display?.optional("subtitle").map(text)
                value.synonyms = try (display?.optional("synonyms")?.array() ?? []).map(text)
                values.append(value)
            }
            return (name, ValueType(kind: .enum, title: title, values: values))
        }
    }

    /// The primitive types whose `typeIdentifier` is known.
    static let primitiveNames: [Int: String] = [0: "String", 11: "URL"]

    /// The type a `valueType` names: an enum's or entity's name, a primitive's, `[T]` for
    /// an array; a shape not known here is named after its kind (`measurement`…).
    static func typeName(_ valueType: JSONCursor) throws -> String {
        guard let (kind, body) = try valueType.members().first else { throw valueType.expected("a value type") }
        let wrapper = try body.optional("wrapper")
        switch kind {
        case "linkEnumeration":
            guard let wrapper else { throw body.error("missing key 'wrapper'") }
            return try wrapper.required("identifier").string()
        case "entity":
            guard let wrapper else { throw body.error("missing key 'wrapper'") }
            return try wrapper.required("typeName").string()
        case "primitive":
            guard let number = try wrapper?.optional("typeIdentifier")?.number(), let identifier = Int(exactly: number) else {
                return "Primitive"
            }
            return primitiveNames[identifier] ?? "Primitive(\(identifier))"
        case "array":
            guard let member = try wrapper?.optional("memberValueType") else { return "[Unknown]" }
            return "[\(try typeName(member))]"
        default:
            return kind
        }
    }
}
