// Fuzz target: string catalog JSON through JSONReader and StringCatalog, then phrase
// validation, localisation of a catalog and lookups.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStrings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let catalog = try? StringCatalog(data: data, file: "AppShortcuts.xcstrings") else { return 0 }
    for language in catalog.languages + ["pt-BR", "ja", ""] {
        _ = catalog.fallbackLanguages(for: language)
    }
    for entry in catalog.entries.prefix(50) {
        _ = catalog.strings(forKey: entry.key, language: "fr")
        _ = catalog.localization(of: entry.key, in: "pt-BR", includingSource: false)
        _ = PhraseTemplate(entry.key).malformedTokens
    }
    _ = catalog.validatePhrases()
    _ = catalog.validatePhrases(against: FuzzCatalogs.library)
    _ = catalog.untranslatedKeys()
    var localized = FuzzCatalogs.library
    _ = catalog.localize(&localized)
    return 0
}
