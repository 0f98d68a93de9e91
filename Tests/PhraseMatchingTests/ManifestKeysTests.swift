import Foundation
import Testing
@testable import PhraseMatching
import TestSupport

/// `check` warns of each manifest key the format does not read, where it is written: a
/// key misspelled by hand is otherwise ignored in silence.
@Suite struct ManifestKeysTests {
    static let typos = """
        {
          "formatVersion": 1,
          "app": {"name": "Coffee", "alternativeName": ["My Cafe"]},
          "types": {"Drink": {"kind": "enum", "title": "Drink",
            "values": [{"id": "latte", "title": "Latte", "synonym": ["Caffè Latte"], "x-note": {"deep": [[{"id": 1}]]}}]}},
          "intents": {"Order": {"title": "Order", "parameters": [
            {"name": "drink", "type": "Drink", "requestValueDialogue": "What would you like?"}]}},
          "shortcuts": [{"intent": "Order", "phrase": ["Order a ${drink} from ${applicationName}"]}],
          "negativePhrase": ["Delete ${applicationName}"]
        }
        """

    @Test func eachUnknownKeyIsNamedWhereItIsWritten() {
        let warnings = ManifestKeys.unknown(in: Data(Self.typos.utf8), file: "coffee.json")
        let rendered = DiagnosticRenderer().render(warnings)
        #expect(rendered == """
            coffee.json:3:29: app: warning: unknown key 'alternativeName' is ignored: the manifest format has no such field (did you mean 'alternativeNames'?)
            coffee.json:5:50: types.Drink.values[0]: warning: unknown key 'synonym' is ignored: the manifest format has no such field (did you mean 'synonyms'?)
            coffee.json:5:78: types.Drink.values[0]: warning: unknown key 'x-note' is ignored: the manifest format has no such field
            coffee.json:7:40: intents.Order.parameters[0]: warning: unknown key 'requestValueDialogue' is ignored: the manifest format has no such field (did you mean 'requestValueDialog'?)
            coffee.json:8:37: shortcuts[0]: warning: unknown key 'phrase' is ignored: the manifest format has no such field (did you mean 'phrases'?)
            coffee.json:9:3: warning: unknown key 'negativePhrase' is ignored: the manifest format has no such field (did you mean 'negativePhrases'?)
            6 warnings
            """)
    }

    /// Every key a manifest is written with is one the format reads: an export of every
    /// field warns of nothing.
    @Test func everyKeyAManifestIsWrittenWithIsKnown() throws {
        let catalog = Catalog(
            locale: "en", app: AppDescription(name: "Coffee", alternativeNames: ["My Cafe"]),
            types: ["Drink": ValueType(kind: .enum, title: "Drink", synonyms: ["Beverage"],
                                       values: [ParameterValue(id: "latte", title: "Latte", subtitle: "Milk", synonyms: ["Caffè Latte"])]),
                    "Store": ValueType(kind: .entity, title: "Store", searchable: true, suggested: ["s1"],
                                       values: [ParameterValue(id: "s1", title: "Main Street")])],
            intents: ["Order": IntentDescriptor(title: "Order", description: "Orders a drink.",
                                                parameters: [ParameterDescriptor(name: "drink", type: "Drink", title: "Drink",
                                                                                 requestValueDialog: "Which?", isOptional: true)])],
            shortcuts: [ShortcutDescriptor(intent: "Order", shortTitle: "Order", systemImageName: "cup.and.saucer",
                                           phrases: ["Order a ${drink} from ${applicationName}"])],
            negativePhrases: ["Delete ${applicationName}"])
        let data = try catalog.manifestData()
        let written = String(decoding: data, as: UTF8.self)
        for key in ["description", "optional", "searchable", "suggested", "subtitle", "systemImageName", "negativePhrases"] {
            #expect(written.contains("\"\(key)\""), "the export writes no '\(key)': this test no longer covers it")
        }
        #expect(ManifestKeys.unknown(in: data, file: nil).isEmpty)
    }

    /// Bytes that are no manifest (the loader refuses them first) end the walk: nothing
    /// crashes or loops, whatever they are.
    @Test(arguments: 0..<50) func anyBytesEndTheWalk(seed: UInt64) {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        var bytes = Array(Self.typos.utf8)
        for _ in 0..<5 {
            let at = Int(random.next() % UInt64(bytes.count))
            bytes[at] = Array("{}[]\",:\\\n x".utf8)[Int(random.next() % 11)]
        }
        bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
        #expect(ManifestKeys.unknown(in: Data(bytes), file: nil).count <= 6)
        let deep = Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)
        #expect(ManifestKeys.unknown(in: deep, file: nil).isEmpty)
    }

    @Test func atMostTheLimitIsSaid() {
        let keys = (0..<30).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(ManifestKeys.unknown(in: Data("{\(keys)}".utf8), file: nil).count == 20)
    }
}
