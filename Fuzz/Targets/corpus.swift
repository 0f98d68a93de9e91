// Fuzz target: corpus TSV through Corpus.parse (checked against a catalog), then a coverage
// report over the entries that parsed.
import Foundation

let corpusMatcher = try! PhraseMatcher(catalogs: [FuzzCatalogs.library])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCorpus(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let (corpus, problems) = Corpus.parse(data, file: "Library.en.tsv", app: "Library", locale: "en",
                                          catalog: FuzzCatalogs.library)
    for problem in problems { fuzzCheck(problem.line.map { $0 >= 1 } ?? true, "problem without a line") }
    _ = Corpus.parse(data, file: "Library.en.tsv", app: "Library", locale: "en", catalog: nil)
    if problems.isEmpty, corpus.entries.count <= 64 {
        _ = CoverageReport(corpus: corpus, matcher: corpusMatcher, catalog: FuzzCatalogs.library)
    }
    return 0
}
