import Foundation
import Testing
@testable import PhraseMatching

/// A value's strings live in a shared byte record (`ValueText`), yet it reads, writes,
/// compares and hashes as a struct of four stored properties did.
@Suite struct ParameterValueTests {
    /// The fields as the stored properties held them.
    struct Fields: Hashable {
        var id: String, title: String, subtitle: String?, synonyms: [String]
        init(_ value: ParameterValue) {
            (id, title, subtitle, synonyms) = (value.id, value.title, value.subtitle, value.synonyms)
        }
    }

    static let samples: [(id: String, title: String, subtitle: String?, synonyms: [String])] = [
        ("1", "Dune", nil, []),
        ("", "", "", [""]),
        ("uuid-5F0B7C7E-1D3A-4B8E-9E55-2C1F7D6A9B10", "The Lord of the Rings", "J. R. R. Tolkien", ["LOTR", "Lord of the Rings"]),
        ("é", "Café \u{1F600} 日本語", "ß", ["カフェ"]),
        // Lengths of two and three LEB128 bytes.
        (String(repeating: "i", count: 200), String(repeating: "t", count: 20_000), String(repeating: "s", count: 128), ["x", String(repeating: "y", count: 300)]),
    ]

    @Test func readsWhatItWasGiven() {
        for sample in Self.samples {
            let value = ParameterValue(id: sample.id, title: sample.title, subtitle: sample.subtitle, synonyms: sample.synonyms)
            #expect(value.id == sample.id)
            #expect(value.title == sample.title)
            #expect(value.subtitle == sample.subtitle)
            #expect(value.synonyms == sample.synonyms)
            #expect(value.names == [sample.title] + sample.synonyms)
        }
    }

    @Test func eachPropertyIsWritable() {
        var value = ParameterValue(id: "1", title: "Dune", subtitle: "Herbert", synonyms: ["Arrakis"])
        let before = value
        value.title = "Dune Messiah"
        value.synonyms.append("Messiah")
        value.subtitle = nil
        value.id = "2"
        #expect(Fields(value) == Fields(ParameterValue(id: "2", title: "Dune Messiah", synonyms: ["Arrakis", "Messiah"])))
        #expect(Fields(before) == Fields(ParameterValue(id: "1", title: "Dune", subtitle: "Herbert", synonyms: ["Arrakis"])))
        #expect(value != before)
    }

    /// Values written into shared buffers (as a manifest's are) read back each their own
    /// fields, across buffer boundaries and for values too large to share one.
    @Test func valuesSharingBuffersKeepTheirOwnFields() {
        var writer = ValueTextWriter()
        var fields = ValueRecord.Fields()
        var values: [ParameterValue] = []
        var expected: [Fields] = []
        for i in 0..<5_000 {
            let sample = Self.samples[i % Self.samples.count]
            let id = sample.id + "\(i)"
            fields.removeAll()
            fields.add(id, as: .id)
            fields.add(sample.title, as: .title)
            if let subtitle = sample.subtitle { fields.add(subtitle, as: .subtitle) }
            for synonym in sample.synonyms { fields.add(synonym, as: .synonym) }
            values.append(writer.value(fields))
            expected.append(Fields(ParameterValue(id: id, title: sample.title, subtitle: sample.subtitle, synonyms: sample.synonyms)))
        }
        #expect(values.map(Fields.init) == expected)
        #expect(Set(values.map { ObjectIdentifier($0.text) }).count < values.count / 4)
    }

    /// Equality and hashing are those of the strings (canonical equivalence), wherever
    /// the bytes are.
    @Test func comparesAsItsStrings() {
        let composed = ParameterValue(id: "caf\u{E9}", title: "Caf\u{E9}")
        let decomposed = ParameterValue(id: "cafe\u{301}", title: "Cafe\u{301}")
        #expect(composed == decomposed)
        #expect(composed.hashValue == decomposed.hashValue)
        #expect(composed.hasID("cafe\u{301}"))
        #expect(composed.hasSameID(as: decomposed))
        #expect(!composed.hasID("cafe"))

        for sample in Self.samples {
            let a = ParameterValue(id: sample.id, title: sample.title, subtitle: sample.subtitle, synonyms: sample.synonyms)
            let b = ParameterValue(id: sample.id, title: sample.title, subtitle: sample.subtitle, synonyms: sample.synonyms)
            #expect(a == b && a.hashValue == b.hashValue)
            #expect(a.hasID(sample.id) && a.hasSameID(as: b))
            #expect(a != ParameterValue(id: sample.id, title: sample.title, subtitle: sample.subtitle, synonyms: sample.synonyms + ["z"]))
            #expect(a != ParameterValue(id: sample.id, title: sample.title, subtitle: sample.subtitle == nil ? "" : nil, synonyms: sample.synonyms))
            #expect(a != ParameterValue(id: sample.id + "x", title: sample.title, subtitle: sample.subtitle, synonyms: sample.synonyms))
        }
        // A missing subtitle is not an empty one; no synonym is not one empty synonym.
        #expect(ParameterValue(id: "a", title: "A") != ParameterValue(id: "a", title: "A", subtitle: ""))
        #expect(ParameterValue(id: "a", title: "A") != ParameterValue(id: "a", title: "A", synonyms: [""]))
    }

    @Test func printsItsFields() {
        let value = ParameterValue(id: "42", title: "Dune", synonyms: ["Arrakis"])
        #expect("\(value)" == #"ParameterValue(id: "42", title: "Dune", subtitle: nil, synonyms: ["Arrakis"])"#)
    }

    /// The manifest reader writes values straight into shared buffers: the same values as
    /// `JSONDecoder` makes one by one.
    @Test func manifestValuesEqualDecodedOnes() throws {
        var entries: [String] = []
        for i in 0..<2_000 {
            let synonyms = i % 7 == 0 ? #", "synonyms": ["syn \#(i)", "\u00e9t\u00e9"]"# : (i % 11 == 0 ? #", "synonyms": null"# : "")
            let subtitle = i % 3 == 0 ? #", "subtitle": "sub \"\#(i)\"""# : (i % 5 == 0 ? #", "subtitle": null"# : "")
            entries.append(#"{"title": "Title \#(i) 日本", "id": "v\#(i)"\#(subtitle)\#(synonyms)}"#)
        }
        let json = #"{"formatVersion": 1, "app": {"name": "A"}, "types": {"T": {"kind": "entity", "title": "T", "values": [\#(entries.joined(separator: ","))]}}}"#
        let fast = try #require(ManifestReader.read(Data(json.utf8)))
        let decoded = try JSONDecoder().decode(Catalog.self, from: Data(json.utf8))
        let values = try #require(fast.types["T"]?.values)
        #expect(values.map(Fields.init) == decoded.types["T"]!.values.map(Fields.init))
        #expect(values[3].subtitle == #"sub "3""#)
        #expect(values[7].synonyms == ["syn 7", "été"])
        #expect(values[11].synonyms == [])
    }
}
