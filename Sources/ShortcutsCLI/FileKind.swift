import Foundation

/// What a file handed to the tool is — a manifest, an app's build, a string catalog, a
/// values file, a corpus — read from its shape, so that the error for a file given to the
/// wrong option can say which option takes it.
///
///     FileKind.note(for: "Bookshelf.app", givenAs: .manifest)
///     // "this is an app's build, not a manifest: give it with --bundle"
enum FileKind: Equatable {
    /// A `*.shortcuts.json` manifest (`formatVersion` at the top), for `--manifest`.
    case manifest
    /// A built app: a folder with `Metadata.appintents`, or an `extract.actionsdata`
    /// (`actions`, `autoShortcuts`), for `--bundle`.
    case build
    /// An Xcode string catalog (`sourceLanguage`, `strings`), for `check --strings`.
    case stringCatalog
    /// Entity values by type name (each an array of values), for `--values`.
    case values
    /// A corpus of typed utterances (`utterance<TAB>expect`), for `coverage --corpus`.
    case corpus

    /// What the tool calls a file of this kind, with its article.
    var name: String {
        switch self {
        case .manifest: "a manifest"
        case .build: "an app's build"
        case .stringCatalog: "a string catalog"
        case .values: "a values file"
        case .corpus: "a corpus"
        }
    }

    /// How the tool takes a file of this kind.
    var option: String {
        switch self {
        case .manifest: "give it with --manifest"
        case .build: "give it with --bundle"
        case .stringCatalog: "check it with 'check --strings'"
        case .values: "give it with --values, beside the --bundle it fills"
        case .corpus: "run it with 'coverage --corpus'"
        }
    }

    /// The note for a file given as `expected` that is of another kind, or `nil` when it
    /// is of that kind or its kind cannot be told.
    static func note(for path: String, givenAs expected: FileKind) -> String? {
        guard let kind = of(path), kind != expected else { return nil }
        return "this is \(kind.name), not \(expected.name): \(kind.option)"
    }

    /// `message` (an error about the file at `path`, given as `expected`), with the note
    /// saying which option takes the file when it is of another kind.
    static func noting(_ message: String, path: String, givenAs expected: FileKind) -> String {
        note(for: path, givenAs: expected).map { message + "\n  note: " + $0 } ?? message
    }

    /// Files larger than this are not read to tell their kind.
    static let maxBytesRead = 64 << 20

    /// The kind of the file or folder at `path`, or `nil` when it is none of these (or
    /// cannot be read).
    static func of(_ path: String) -> FileKind? {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            let url = URL(fileURLWithPath: path)
            let marks = ["Metadata.appintents", "extract.actionsdata", "Contents/Resources/Metadata.appintents"]
            if url.pathExtension == "app" || marks.contains(where: { files.fileExists(atPath: url.appendingPathComponent($0).path) }) {
                return .build
            }
            return nil
        }
        guard let size = (try? files.attributesOfItem(atPath: path))?[.size] as? Int, size <= maxBytesRead,
              let data = files.contents(atPath: path) else { return nil }
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        if let first = text.split(separator: "\n").first(where: { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }),
           first.split(separator: "\t").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) == ["utterance", "expect"] {
            return .corpus
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        let keys = Set(object.keys)
        if keys.contains("formatVersion") { return .manifest }
        if keys.contains("autoShortcuts") || keys.contains("actions") { return .build }
        if keys.contains("sourceLanguage") && keys.contains("strings") { return .stringCatalog }
        if !object.isEmpty, object.values.allSatisfy({ $0 is [Any] || ($0 as? [String: Any])?["values"] is [Any] }) { return .values }
        return nil
    }
}
