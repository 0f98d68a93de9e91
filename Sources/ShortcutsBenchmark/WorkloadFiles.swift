import Foundation
import PhraseMatching

/// The workload as files, for whole processes: the `shortcuts` tool (end-to-end part) and
/// other matchers (the hassil side-by-side) read the same manifest and utterances.
///
///     shortcuts-bench --write-workload 100000 /tmp/atlas
///     // /tmp/atlas/atlas-100000.shortcuts.json, /tmp/atlas/exact-100000.tsv, …
///
/// Each utterance file has one line per utterance: the text, a tab, then the expected
/// intent and value (`OpenItem\titem-42`; a value-less intent leaves the value empty;
/// `-` for none at all: nothing may match).
enum WorkloadFiles {
    /// The kinds of utterance written, in file-name form, with their seeds (the engine
    /// part's seeds, so both see the same utterances).
    static let kinds: [(name: String, seed: UInt64)] = [("exact", 1), ("flexible", 2), ("open", 3), ("nomatch", 4)]

    static func manifestPath(size: Int, in directory: String) -> String {
        "\(directory)/atlas-\(size).shortcuts.json"
    }

    static func utterancesPath(kind: String, size: Int, in directory: String) -> String {
        "\(directory)/\(kind)-\(size).tsv"
    }

    /// The utterances of one kind.
    static func utterances(_ workload: Workload, kind: String, count: Int) -> [Workload.Utterance] {
        switch kind {
        case "exact": workload.exactUtterances(count: count, seed: 1)
        case "flexible": workload.flexibleUtterances(count: count, seed: 2)
        case "open": workload.openValueUtterances(count: count, seed: 3)
        default: workload.nonMatchingUtterances(count: count, seed: 4)
        }
    }

    /// Writes the manifest and `count` utterances of each kind, unless the files are there.
    /// - Returns: the manifest's path.
    @discardableResult
    static func write(size: Int, utterances count: Int, to directory: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let manifest = manifestPath(size: size, in: directory)
        let workload = Workload(size: size)
        if !FileManager.default.fileExists(atPath: manifest) {
            try manifestText(workload.catalog).write(to: URL(fileURLWithPath: manifest))
        }
        for kind in kinds {
            let path = utterancesPath(kind: kind.name, size: size, in: directory)
            var text = ""
            for utterance in utterances(workload, kind: kind.name, count: count) {
                text += utterance.text + "\t"
                if let expected = utterance.expected {
                    text += expected.intent + "\t" + (expected.value ?? "")
                } else {
                    text += "-\t"
                }
                text += "\n"
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return manifest
    }

    /// Reads an utterance file written by `write`.
    static func readUtterances(_ path: String) throws -> [Workload.Utterance] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let intent = fields.count > 1 ? String(fields[1]) : "-"
            let value = fields.count > 2 && !fields[2].isEmpty ? String(fields[2]) : nil
            return Workload.Utterance(text: String(fields[0]),
                                      expected: intent == "-" ? nil : Workload.Expectation(intent: intent, value: value))
        }
    }

    /// The manifest JSON, written value by value (the catalog's own encoder holds the
    /// whole tree and sorts every object's keys: minutes and gigabytes at a million values).
    /// It reads back as `catalog` (`Catalog(manifest:)`).
    static func manifestText(_ catalog: Catalog) -> Data {
        var out = [UInt8]()
        out.reserveCapacity(100 * (catalog.types.values.map(\.values.count).reduce(0, +) + 100))
        func string(_ text: String) {
            out.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
                case 0..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
        }
        func raw(_ text: String) { out += Array(text.utf8) }
        func list(_ items: [String]) {
            raw("[")
            for (i, item) in items.enumerated() {
                if i > 0 { raw(", ") }
                string(item)
            }
            raw("]")
        }
        raw("{\n  \"formatVersion\": \(catalog.formatVersion),\n  \"locale\": ")
        string(catalog.locale)
        raw(",\n  \"app\": {\"name\": ")
        string(catalog.app.name)
        raw(", \"alternativeNames\": ")
        list(catalog.app.alternativeNames)
        raw("},\n  \"intents\": {")
        for (i, (name, intent)) in catalog.intents.sorted(by: { $0.key < $1.key }).enumerated() {
            raw(i > 0 ? ",\n    " : "\n    ")
            string(name)
            raw(": {\"title\": ")
            string(intent.title)
            raw(", \"parameters\": [")
            for (j, parameter) in intent.parameters.enumerated() {
                if j > 0 { raw(", ") }
                raw("{\"name\": ")
                string(parameter.name)
                raw(", \"type\": ")
                string(parameter.type)
                raw(", \"title\": ")
                string(parameter.title)
                if parameter.isOptional { raw(", \"optional\": true") }
                raw("}")
            }
            raw("]}")
        }
        raw("\n  },\n  \"shortcuts\": [")
        for (i, shortcut) in catalog.shortcuts.enumerated() {
            raw(i > 0 ? ",\n    " : "\n    ")
            raw("{\"intent\": ")
            string(shortcut.intent)
            raw(", \"phrases\": ")
            list(shortcut.phrases)
            raw("}")
        }
        raw("\n  ],\n  \"negativePhrases\": ")
        list(catalog.negativePhrases)
        raw(",\n  \"types\": {")
        for (i, (name, type)) in catalog.types.sorted(by: { $0.key < $1.key }).enumerated() {
            raw(i > 0 ? ",\n    " : "\n    ")
            string(name)
            raw(": {\"kind\": ")
            string(type.kind.rawValue)
            raw(", \"title\": ")
            string(type.title)
            raw(", \"searchable\": \(type.searchable)")
            if !type.synonyms.isEmpty {
                raw(", \"synonyms\": ")
                list(type.synonyms)
            }
            if let suggested = type.suggested {
                raw(",\n      \"suggested\": ")
                list(suggested)
            }
            raw(",\n      \"values\": [")
            for (j, value) in type.values.enumerated() {
                raw(j > 0 ? ",\n        " : "\n        ")
                raw("{\"id\": ")
                string(value.id)
                raw(", \"title\": ")
                string(value.title)
                if let subtitle = value.subtitle {
                    raw(", \"subtitle\": ")
                    string(subtitle)
                }
                if !value.synonyms.isEmpty {
                    raw(", \"synonyms\": ")
                    list(value.synonyms)
                }
                raw("}")
            }
            raw("\n      ]}")
        }
        raw("\n  }\n}\n")
        return Data(out)
    }
}
