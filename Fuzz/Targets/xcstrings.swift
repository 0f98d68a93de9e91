// Fuzz target: string catalog JSON through JSONReader, StringCatalog and PhraseTable,
// then phrase validation and lookups.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStrings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let catalog = try? StringCatalog(data: data, file: "AppShortcuts.xcstrings") {
        for language in catalog.languages + ["pt-BR", "ja", ""] {
            _ = catalog.phrases(forLanguage: language)
            _ = catalog.fallbackLanguages(for: language)
        }
        for entry in catalog.entries.prefix(50) {
            _ = catalog.string(forKey: entry.key, language: "fr")
            _ = PhraseTemplate(entry.key).malformedTokens
        }
    }
    if let table = try? PhraseTable(xcstrings: data, file: "AppShortcuts.xcstrings") {
        _ = table.validate()
        _ = table.validate(against: FuzzCatalogs.library)
        for language in table.languages { _ = table.phrases(for: language) }
        _ = table.phraseMap
        _ = table.displayTables
    }
    return 0
}
