// Fuzz target: bytes as each of a build's files — extract.actionsdata, a values file, a
// property list (Info.plist, compiled .strings) — through the bundle readers; metadata that
// loads is validated, compiled and matched.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundle(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    _ = try? EntityValues(data: data, file: "values.json")
    if let plist = try? PropertyListFile(data: data, file: "Info.plist") {
        fuzzCheck(plist.format == .binary || !data.starts(with: PropertyListFile.binaryMagic), "a bplist read as another format")
    }
    let actions: ActionsData
    do {
        actions = try ActionsData(data: data, file: "extract.actionsdata")
    } catch let error as BundleError {
        fuzzCheck(!error.description.isEmpty, "an error without a message")
        return 0
    } catch {
        fuzzCheck(false, "not a BundleError: \(error)")
        return 0
    }
    fuzzCheck(actions.phraseLocations.count == actions.catalog.shortcuts.count, "a location per shortcut")
    var catalog = actions.catalog
    catalog.app = AppDescription(name: actions.moduleName ?? "Fuzz")
    guard catalog.shortcuts.count < 200, catalog.types.values.reduce(0, { $0 + $1.values.count }) < 2_000 else { return 0 }
    _ = CatalogValidator().validate(catalog, file: "extract.actionsdata")
    guard let matcher = try? PhraseMatcher(catalogs: [catalog]) else { return 0 }
    do { try matcher.checkInvariants() } catch { fuzzCheck(false, "\(error)") }
    for utterance in ["open want to read in bookshelf", catalog.app.name, catalog.shortcuts.first?.phrases.first ?? "x"] {
        _ = matcher.match(utterance, all: true)
    }
    return 0
}
