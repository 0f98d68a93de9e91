// Fuzz target: manifest JSON through Catalog(manifest:), then, for a manifest that loads,
// validation, collision analysis, compiling, matching, updating and the export round trip.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let catalog = try? Catalog(manifest: data, file: "fuzz.shortcuts.json") else { return 0 }
    // Keep each run small: huge expansions are tested elsewhere.
    let values = catalog.types.values.reduce(0) { $0 + $1.values.count }
    guard values < 2_000, catalog.shortcuts.count < 200 else { return 0 }
    _ = CatalogValidator().validate(catalog, file: "fuzz.shortcuts.json")
    var analyzer = PhraseAnalyzer(catalogs: [catalog])
    analyzer.maxExpansions = 5_000
    _ = analyzer.collisions()
    guard let matcher = try? PhraseMatcher(catalogs: [catalog]) else { return 0 }
    do { try matcher.checkInvariants() } catch { fuzzCheck(false, "\(error)") }
    let utterances = ["open want to read in library", catalog.app.name, "",
                      catalog.shortcuts.first?.phrases.first ?? "x"]
    for utterance in utterances {
        _ = matcher.match(utterance)
        _ = matcher.match(utterance, app: catalog.app.name, all: true)
    }
    for (name, type) in catalog.types.sorted(by: { $0.key < $1.key }) {
        _ = matcher.matchValue(type.values.first?.title ?? "x", type: name, app: catalog.app.name)
        try? matcher.updateValues(app: catalog.app.name, type: name, values: Array(type.values.reversed().dropFirst()),
                                  suggested: type.suggested.map { Array($0.dropLast()) })
        do { try matcher.checkInvariants() } catch { fuzzCheck(false, "after update: \(error)") }
        try? matcher.updateValues(app: catalog.app.name, type: name, values: type.values, suggested: type.suggested)
        do { try matcher.checkInvariants() } catch { fuzzCheck(false, "after restore: \(error)") }
    }
    // What export writes reads back as the same catalog.
    if let exported = try? catalog.manifestData() {
        do {
            let reread = try Catalog(manifest: exported)
            fuzzCheck(reread == catalog, "export round trip changed the catalog")
        } catch {
            fuzzCheck(false, "exported manifest does not load: \(error)")
        }
    }
    return 0
}
