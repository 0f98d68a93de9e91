import Foundation
import Testing
import PhraseMatching
import ShortcutKit
@testable import SampleApps

extension SampleAppsTests {
    /// The English corpora (`corpus/<App>.en.tsv`) hold their bars: accuracy of at least
    /// 95% per app, and false accepts on at most 2% of the lines expected not to match.
    ///
    ///     swift run shortcuts coverage --locale en     # the same figures, with every miss
    @Suite struct CorpusAccuracyTests {
        static let files = ["Library": "Library.en.tsv", "Travel Tracking": "TravelTracking.en.tsv", "Trails": "Trails.en.tsv"]

        /// The three apps in English, compiled together as the tool compiles them.
        static func reports() async throws -> [CoverageReport] {
            let catalogs = try await SampleApps.withFreshStores {
                var catalogs: [Catalog] = []
                for app in SampleApps.all { catalogs.append(await app.catalog(locale: "en").catalog) }
                return catalogs
            }
            let matcher = try PhraseMatcher(catalogs: catalogs, locale: "en")
            let directory = try #require(ResourceDirectory.find("corpus", environmentVariable: "SHORTCUTS_CORPUS_DIR"))
            var reports: [CoverageReport] = []
            for catalog in catalogs {
                let name = try #require(files[catalog.app.name])
                let path = directory + "/" + name
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                let (corpus, problems) = Corpus.parse(data, file: name, app: catalog.app.name, locale: "en", catalog: catalog)
                #expect(problems.isEmpty, "\(problems.map(\.message))")
                reports.append(CoverageReport(corpus: corpus, matcher: matcher, catalog: catalog))
            }
            return reports
        }

        static func misses(_ report: CoverageReport) -> String {
            report.misses.map { "\($0.line): '\($0.utterance)' expected \($0.expected), got \($0.got)" }.joined(separator: "\n")
        }

        @Test func eachCorpusIsLargeAndVaried() async throws {
            for report in try await Self.reports() {
                #expect(report.overall.total >= 120, "\(report.app)")
                #expect((report.byKind["noMatch"]?.total ?? 0) >= 30, "\(report.app)")
                for kind in ["value", "ambiguous", "needsValue", "noMatch"] {
                    #expect(report.byKind[kind] != nil, "\(report.app) has no '\(kind)' line")
                }
            }
        }

        @Test func accuracyAtLeast95PercentPerApp() async throws {
            for report in try await Self.reports() {
                #expect(report.accuracy >= 0.95, "\(report.app): \(report.overall.correct)/\(report.overall.total)\n\(Self.misses(report))")
            }
        }

        @Test func falseAcceptsAtMost2Percent() async throws {
            let reports = try await Self.reports()
            let outOfScope = reports.reduce(0) { $0 + ($1.byKind["noMatch"]?.total ?? 0) }
            let falseAccepts = reports.flatMap(\.falseAccepts)
            #expect(Double(falseAccepts.count) <= 0.02 * Double(outOfScope),
                    "\(falseAccepts.map { "'\($0.utterance)' → \($0.got)" })")
            for report in reports {
                let lines = report.byKind["noMatch"]?.total ?? 0
                #expect(Double(report.falseAccepts.count) <= max(1, 0.02 * Double(lines)), "\(report.app)")
            }
        }

        /// The corpora reach every App Shortcut phrase: a phrase no one types is worth knowing about.
        @Test func everyPhraseReached() async throws {
            for report in try await Self.reports() {
                #expect(report.unreachedPhrases.isEmpty, "\(report.app): \(report.unreachedPhrases.map(\.phrase))")
            }
        }
    }
}
