import Foundation
import Testing
@testable import PhraseMatching

/// The fast manifest reader reads exactly what `JSONDecoder` reads, or leaves the manifest
/// to it: never a different catalog.
@Suite struct ManifestReaderTests {
    static func decoded(_ json: String) -> Catalog? {
        try? JSONDecoder().decode(Catalog.self, from: Data(json.utf8))
    }

    @Test(arguments: [
        // Every field, escapes, non-ASCII text, unknown members, nulls for optional fields.
        #"{"formatVersion": 1, "locale": "fr", "app": {"name": "Bibli\u00f4", "alternativeNames": ["B", "Bib\\li"]}, "x-future": {"a": [1, 2.5e3, -0.5, true, false, null, "s"]}, "intents": {"Open": {"title": "Ouvrir \"ça\"", "description": null, "parameters": [{"name": "shelf", "type": "Shelf", "optional": true, "requestValueDialog": "Quelle étagère ?"}]}}, "shortcuts": [{"intent": "Open", "shortTitle": "Ouvrir", "systemImageName": null, "phrases": ["Ouvre ${shelf} dans ${applicationName}", "Tab\there\n"]}], "negativePhrases": ["Ne pas ouvrir ${applicationName}"], "types": {"Shelf": {"kind": "enum", "title": "Étagère", "searchable": true, "synonyms": ["Rayon"], "values": [{"id": "a", "title": "À lire 😀", "subtitle": "\ud83d\ude00 ok", "synonyms": []}, {"id": "b", "title": "Lu", "subtitle": null}]}, "Book": {"kind": "entity", "title": "Livre", "searchable": true, "suggested": ["x"], "values": [{"id": "x", "title": "Dune"}, {"id": "y", "title": "Emma", "extra": {"deep": [[[]]]}}]}}}"#,
        // The least a manifest holds.
        #"{"formatVersion":1,"app":{"name":"A"}}"#,
        // Optional collections written as null.
        #"{"formatVersion": 1, "locale": null, "app": {"name": "A", "alternativeNames": null}, "types": null, "intents": null, "shortcuts": null, "negativePhrases": null}"#,
    ])
    func readsWhatTheDecoderReads(json: String) throws {
        let fast = try #require(ManifestReader.read(Data(json.utf8)))
        #expect(fast == Self.decoded(json))
        #expect(try Catalog(manifest: Data(json.utf8)) == fast)
    }

    @Test(arguments: [
        #"{"formatVersion": 1, "formatVersion": 1, "app": {"name": "A"}}"#,  // duplicate key
        #"{"formatVersion": 1.0, "app": {"name": "A"}}"#,                     // not a plain integer
        #"{"formatVersion": 2, "app": {"name": "A"}}"#,                       // unsupported
        #"{"formatVersion": 1, "app": {"name": "A"}} x"#,                     // trailing text
        #"{"formatVersion": 1, "app": {"name": "A",}}"#,                      // trailing comma
        #"{"formatVersion": 1, "app": {"name": "\x"}}"#,                      // bad escape
        #"{"formatVersion": 1, "app": {"name": "\ud800"}}"#,                  // lone surrogate
        #"{"formatVersion": 1, "app": {}}"#,                                  // missing name
        #"{"formatVersion": 1, "app": {"name": "A"}, "types": {"S": {"kind": "set", "title": "S"}}}"#,
        "\u{FEFF}{\"formatVersion\": 1, \"app\": {\"name\": \"A\"}}",          // byte order mark
    ])
    func leavesTheRestToTheDecoder(json: String) {
        #expect(ManifestReader.read(Data(json.utf8)) == nil)
    }

    @Test func invalidUTF8IsLeftToTheDecoder() {
        var bytes = Array(#"{"formatVersion": 1, "app": {"name": "A"#.utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(#""}}"#.utf8)
        #expect(ManifestReader.read(Data(bytes)) == nil)
        #expect(throws: ManifestError.self) { try Catalog(manifest: Data(bytes)) }
    }

    @Test func anExportReadsBackTheSame() throws {
        var values: [ParameterValue] = []
        for i in 0..<500 {
            values.append(ParameterValue(id: "v\(i)", title: "Title \(i) — \"quoted\" / slashed", subtitle: i % 3 == 0 ? "sub\n\(i)" : nil,
                                synonyms: i % 5 == 0 ? ["syn \(i)", "ß\(i)"] : []))
        }
        let catalog = Catalog(locale: "de", app: AppDescription(name: "App", alternativeNames: ["Äpp"]),
                              types: ["T": ValueType(kind: .entity, title: "T", searchable: true,
                                                     suggested: values.prefix(100).map(\.id), values: values)],
                              intents: ["I": IntentDescriptor(title: "I", parameters: [ParameterDescriptor(name: "t", type: "T", title: "T")])],
                              shortcuts: [ShortcutDescriptor(intent: "I", phrases: ["Open ${t} in ${applicationName}"])])
        let data = try catalog.manifestData()
        #expect(ManifestReader.read(data) == catalog)
    }
}
