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
    /// end the walk where they start (the loader has refused them already).
    /// - Complexity: O(n) in the size of `data`.
    package static func unknown(in data: Data, file: String?, limit: Int = 20) -> [Diagnostic] {
        var walker = Walker(bytes: [UInt8](data), limit: limit)
        walker.value(manifest, path: "", depth: 0)
        return walker.found.map { found in
            Diagnostic(.warning, .unknownManifestKey(found.key, suggestion: Suggestion.closest(to: found.key, among: found.known)),
                       file: file, line: found.line, column: found.column, path: found.path.isEmpty ? nil : found.path)
        }
    }

    /// A walk over JSON text that knows where it is: the line and column of each key.
    struct Walker {
        let bytes: [UInt8]
        let limit: Int
        var index = 0
        var line = 1
        var lineStart = 0
        var found: [(key: String, known: [String], path: String, line: Int, column: Int)] = []
        /// Set when the text is no JSON, or enough was found: every loop then ends.
        var stopped = false

        init(bytes: [UInt8], limit: Int) {
            self.bytes = bytes
            self.limit = limit
        }

        static let maxDepth = 256

        mutating func value(_ shape: Shape, path: String, depth: Int) {
            skipSpace()
            guard !stopped, index < bytes.count, depth < Self.maxDepth else { return stop() }
            switch bytes[index] {
            case UInt8(ascii: "{"): object(shape, path: path, depth: depth)
            case UInt8(ascii: "["): array(shape, path: path, depth: depth)
            case UInt8(ascii: "\""): _ = string()
            default: scalar()
            }
        }

        mutating func object(_ shape: Shape, path: String, depth: Int) {
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return }
            while !stopped {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return stop() }
                let column = columnHere()
                let keyLine = line
                let key = string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return stop() }
                index += 1
                let memberPath = path.isEmpty ? Self.pathKey(key) : path + "." + Self.pathKey(key)
                let member: Shape
                switch shape {
                case .object(let keys, let members):
                    if !keys.contains(key) {
                        found.append((key, keys, path, keyLine, column))
                        if found.count >= limit { return stop() }
                    }
                    member = members[key] ?? .leaf
                case .named(let inner): member = inner
                case .array, .leaf: member = .leaf
                }
                value(member, path: memberPath, depth: depth + 1)
                skipSpace()
                guard index < bytes.count else { return stop() }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return }
                return stop()
            }
        }

        mutating func array(_ shape: Shape, path: String, depth: Int) {
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return }
            let element: Shape
            if case .array(let inner) = shape { element = inner } else { element = .leaf }
            var position = 0
            while !stopped {
                value(element, path: "\(path)[\(position)]", depth: depth + 1)
                position += 1
                skipSpace()
                guard index < bytes.count else { return stop() }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return }
                return stop()
            }
        }

        /// A string at `index` (on its opening quote), decoded; the walk ends past it.
        mutating func string() -> String {
            let start = index
            index += 1
            var escaped = false
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    let raw = Array(bytes[start..<index])
                    guard escaped else { return String(decoding: raw.dropFirst().dropLast(), as: UTF8.self) }
                    return (try? JSONSerialization.jsonObject(with: Data(raw), options: .fragmentsAllowed)) as? String
                        ?? String(decoding: raw.dropFirst().dropLast(), as: UTF8.self)
                } else if byte == UInt8(ascii: "\n") {
                    stop()
                    return ""
                }
            }
            stop()
            return ""
        }

        /// A number or a literal: up to the next delimiter.
        mutating func scalar() {
            let start = index
            while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "),
                                         UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[index]) {
                index += 1
            }
            if index == start { stop() }
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\n"):
                    line += 1
                    lineStart = index + 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
                default: return
                }
                index += 1
            }
        }

        /// The column of `index`, in characters from 1 (UTF-8 continuation bytes not counted).
        func columnHere() -> Int {
            1 + bytes[lineStart..<index].filter { $0 & 0xC0 != 0x80 }.count
        }

        mutating func stop() { stopped = true }

        /// A key as a JSON path writes it: as is when it is a plain name, else quoted.
        static func pathKey(_ key: String) -> String {
            key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && !key.isEmpty ? key : "\"\(key)\""
        }
    }
}
