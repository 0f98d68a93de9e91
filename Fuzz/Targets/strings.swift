// Fuzz target: old-style `.strings` files (UTF-8 or UTF-16) through StringsFileParser and
// StringCatalog(strings:), then phrase validation.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    _ = try? StringsFileParser.parse([UInt8](data), file: "fr.lproj/AppShortcuts.strings")
    guard let catalog = try? StringCatalog(strings: data, file: "fr.lproj/AppShortcuts.strings", language: "fr") else { return 0 }
    _ = catalog.validatePhrases()
    _ = catalog.validatePhrases(against: FuzzCatalogs.library)
    for entry in catalog.entries.prefix(50) { _ = catalog.strings(forKey: entry.key, language: "fr") }
    return 0
}
