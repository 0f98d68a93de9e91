// Fuzz target: old-style `.strings` files (UTF-8 or UTF-16) through StringsFileParser and
// PhraseTable, then phrase validation.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let table = try? PhraseTable(strings: data, file: "fr.lproj/AppShortcuts.strings", language: "fr") {
        _ = table.validate()
        _ = table.validate(against: FuzzCatalogs.library)
        _ = table.phrases(for: "fr")
    }
    return 0
}
