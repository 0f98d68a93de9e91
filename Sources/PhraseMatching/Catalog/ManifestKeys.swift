import Foundation

/// The members of a manifest that no part of the format reads. Loading ignores them, so
/// that a newer writer's additions still load; `shortcuts check` warns of each, since a
/// key written by hand and misspelled ("requestValueDialogue") is otherwise lost in silence.
///
///     let warnings = ManifestKeys.unknown(in: data, file: "coffee.shortcuts.json")
///     // coffee.shortcuts.json:17:56: intents.OrderDrink.parameters[0]: warning: unknown key 'requestValueDialogue' …
package enum ManifestKeys {
    /// What a part of the manifest may hold.
    indirect enum Shape: Sendable {
        /// An object with these keys; the members named in `members` have a shape of their own.
        case object(keys: [String], members: [String: Shape])
        /// An object whose keys are names the manifest gives (a type's, an intent's).
        case named(Shape)
        case array(Shape)
        /// A string, number, literal or list of them: nothing inside is a key.
        case leaf
    }

    /// The format's shape, from the keys `Catalog`'s `Codable` conformance reads.
    static let manifest: Shape = {
        func keys<K: CaseIterable & RawRepresentable>(_: K.Type) -> [String] where K.RawValue == String {
            K.allCases.map(\.rawValue)
        }
        let value = Shape.object(keys: keys(ParameterValue.CodingKeys.self), members: [:])
        let type = Shape.object(keys: keys(ValueType.CodingKeys.self), members: ["values": .array(value)])
        let parameter = Shape.object(keys: keys(ParameterDescriptor.CodingKeys.self), members: [:])
        let intent = Shape.object(keys: keys(IntentDescriptor.CodingKeys.self), members: ["parameters": .array(parameter)])
        let shortcut = Shape.object(keys: keys(ShortcutDescriptor.CodingKeys.self), members: [:])
        return .object(keys: keys(Catalog.CodingKeys.self), members: [
            "app": .object(keys: keys(AppDescription.CodingKeys.self), members: [:]),
            "types": .named(type), "intents": .named(intent), "shortcuts": .array(shortcut),
        ])
    }()

    /// A warning for each key of `data` the format does not read, with its line, column and
    /// JSON path, and the key it may be a typo of; at most `limit`. Bytes that are no JSON
    /// give none (the loader has refused them already).
    /// - Complexity: O(n) in the size of `data` (`JSONReader`, which keeps every key's place).
    package static func unknown(in data: Data, file: String?, limit: Int = 20) -> [Diagnostic] {
        guard let root = try? JSONReader.parse(data, file: file ?? "") else { return [] }
        var found: [Diagnostic] = []
        walk(root, manifest, path: "", file: file, limit: limit, into: &found)
        return found
    }

    /// The unknown keys of `node`, read as `shape`, and of what it holds.
    private static func walk(_ node: JSONNode, _ shape: Shape, path: String, file: String?, limit: Int,
                             into found: inout [Diagnostic]) {
        switch (shape, node.kind) {
        case (.object(let keys, let members), .object(let written)):
            for member in written where found.count < limit {
                if keys.contains(member.key) {
                    if let inner = members[member.key] {
                        walk(member.value, inner, path: joined(path, member.key), file: file, limit: limit, into: &found)
                    }
                } else {
                    found.append(Diagnostic(.warning, .unknownManifestKey(member.key, suggestion: Suggestion.closest(to: member.key, among: keys)),
                                            file: file, line: member.keyLine, column: member.keyColumn, path: path.isEmpty ? nil : path))
                }
            }
        case (.named(let inner), .object(let written)):
            for member in written where found.count < limit {
                walk(member.value, inner, path: joined(path, member.key), file: file, limit: limit, into: &found)
            }
        case (.array(let inner), .array(let elements)):
            for (position, element) in elements.enumerated() where found.count < limit {
                walk(element, inner, path: "\(path)[\(position)]", file: file, limit: limit, into: &found)
            }
        default: break
        }
    }

    /// `path.key`, the key quoted when it is no plain name.
    private static func joined(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let written = plain ? key : "\"\(key)\""
        return path.isEmpty ? written : path + "." + written
    }
}
