import Foundation
import PhraseMatching
import ShortcutKit

/// `shortcuts coverage`: runs the corpora and reports accuracy and reach.
enum CoverageCommand {
    static let spec = CommandSpec(
        name: "coverage", abstract: "Report how well the phrases cover typed-utterance corpora.", positional: nil,
        options: [.init(name: "corpus", value: "FILE", repeatable: true,
                        help: "A corpus (<App>.<locale>.tsv). Repeatable. Default: every file under corpus/ for the loaded apps."),
                  CommandSpec.manifest, CommandSpec.bundle, CommandSpec.values, CommandSpec.app,
                  .init(name: "locale", value: "LOCALE", help: "Only corpora in this locale (default: every locale found)."),
                  CommandSpec.json, .init(name: "markdown", help: "Write Markdown, for a pull-request comment."),
                  .init(name: "min-accuracy", value: "X", help: "Exit 1 if accuracy is below X (0…1, or a percentage such as 95%).")],
        discussion: """
            A corpus is tab-separated: a header 'utterance<TAB>expect', then one utterance a line with what it must \
            give: Intent, Intent(value), ? (ambiguous), needsValue:Intent, or - (no match). '#' starts a comment. \
            Each corpus runs with its app in scope, so its utterances may leave the app name out. Exit 1 below \
            --min-accuracy, 65 when a corpus has problems (all reported, as FILE:LINE: error: message). See the README.
            """)

    /// A corpus file to run: its path and what its name says.
    struct CorpusFile {
        var path: String
        var app: String
        var locale: String
    }

    static func run(_ context: ToolContext) async throws -> Int32 {
        let arguments = context.arguments
        if arguments.flag("json"), arguments.flag("markdown") {
            throw UsageError(message: "'--json' and '--markdown' cannot be used together", command: spec)
        }
        let minimum = try minimumAccuracy(arguments.value("min-accuracy"))
        let files = try corpusFiles(arguments)
        var problems: [Diagnostic] = []
        let corpora = try await select(files, context, &problems)
        let reports = try await runCorpora(corpora, context, &problems)
        if !problems.isEmpty {
            printProblems(problems, files: files, context)
            return ShortcutsTool.ExitCode.invalidInput
        }
        if reports.isEmpty {
            throw InputError(await noCorpus(files, context))
        }
        if arguments.flag("json") {
            context.io.print(CoverageRenderer.json(reports).pretty)
        } else if arguments.flag("markdown") {
            context.io.print(CoverageRenderer.markdown(reports))
        } else {
            context.io.print(CoverageRenderer.text(reports, colors: context.io.colors))
        }
        let correct = reports.reduce(0) { $0 + $1.overall.correct }
        let total = reports.reduce(0) { $0 + $1.overall.total }
        if let minimum, Double(correct) < minimum * Double(total) {
            context.io.printError(ToolMessage.file("accuracy \(String(format: "%.1f%%", Double(correct) / Double(max(total, 1)) * 100)) is below the minimum \(String(format: "%.1f%%", minimum * 100)) (--min-accuracy)"))
            return ShortcutsTool.ExitCode.failure
        }
        return ShortcutsTool.ExitCode.success
    }

    /// Why no corpus ran: none matched the loaded apps. Without --corpus, where they were
    /// looked for and the name a loaded app's corpus has (`Coffee.en.tsv`).
    static func noCorpus(_ files: [String], _ context: ToolContext) async -> String {
        var message = "no corpus matched the loaded apps" + (context.arguments.value("locale").map { " in locale '\($0)'" } ?? "")
        guard context.arguments.all("corpus").isEmpty, let first = files.first else { return message }
        message += " in " + CorpusLocation.displayPath(URL(fileURLWithPath: first).deletingLastPathComponent().path) + "/"
        if let catalog = (try? await context.load())?.catalogs.first {
            message += "; a corpus is named <App>.<locale>.tsv (\(catalog.app.name.filter { !$0.isWhitespace }).\(catalog.locale).tsv for "
                + "\(catalog.app.name)): give one with --corpus FILE"
        }
        return message
    }

    /// `--min-accuracy`: a bare number is a fraction (0.95); a percentage says so (95%).
    static func minimumAccuracy(_ text: String?) throws -> Double? {
        guard let text else { return nil }
        let percent = text.hasSuffix("%")
        let number = Double(percent ? String(text.dropLast()) : text)
        guard let number, number >= 0, number <= (percent ? 100 : 1) else {
            throw UsageError(message: "Invalid value '\(text)' for '--min-accuracy <x>': expected a number from 0 to 1, or a percentage such as 95%", command: spec)
        }
        return percent ? number / 100 : number
    }

    /// The `--corpus` files, or every corpus of the default directory.
    static func corpusFiles(_ arguments: ParsedArguments) throws -> [String] {
        let files = arguments.all("corpus")
        guard files.isEmpty else { return files }
        let found = CorpusLocation.defaultFiles()
        if found.isEmpty {
            throw InputError("no corpus given and no corpus/ directory found (looked in \(CorpusLocation.searchedDirectories.joined(separator: ", "))); pass --corpus FILE")
        }
        return found
    }

    /// The corpora to run: those whose name reads `<App>.<locale>.tsv`, in the locale asked
    /// for and, with manifests, in a manifest's locale. A corpus named with --corpus is run
    /// or reported in `problems`, never skipped in silence (a CI job must not go green
    /// without running it); the defaults are filtered quietly.
    static func select(_ files: [String], _ context: ToolContext, _ problems: inout [Diagnostic]) async throws -> [CorpusFile] {
        let arguments = context.arguments
        let named = Set(arguments.all("corpus"))
        // Manifests that cannot be used are the first thing to fix: said before any corpus problem.
        if !arguments.all("manifest").isEmpty { _ = try await context.load() }
        // Apps from manifests are in their manifests' locales: only those corpora apply.
        let manifestLocales = arguments.all("manifest").compactMap { try? Catalog(contentsOfManifest: $0).locale }
        var corpora: [CorpusFile] = []
        for path in files {
            if named.contains(path) {
                do {
                    _ = try FileContents.read(path)
                } catch {
                    problems.append(Diagnostic(.error, .unreadableFile("\(error)"), file: path))
                    continue
                }
            }
            guard let parts = Corpus.nameParts(of: path) else {
                problems.append(Diagnostic(.error, .corpusFileName, file: path))
                continue
            }
            if let locale = arguments.value("locale"), !LanguageFallback.sameLanguage(parts.locale, locale) || (locale.contains("-") && parts.locale != locale) {
                if named.contains(path) {
                    problems.append(Diagnostic(.error, .corpusLocaleNotAsked(locale: parts.locale, asked: locale), file: path))
                }
                continue
            }
            if arguments.value("locale") == nil, !manifestLocales.isEmpty,
               !manifestLocales.contains(where: { LanguageFallback.sameLanguage($0, parts.locale) }) {
                if named.contains(path) {
                    problems.append(Diagnostic(.error, .corpusLocaleNotInManifests(locale: parts.locale,
                                                                                   manifestLocales: Set(manifestLocales).sorted()),
                                               file: path))
                }
                continue
            }
            corpora.append(CorpusFile(path: path, app: parts.app, locale: parts.locale))
        }
        return corpora
    }

    /// Runs each corpus against its app, loading the apps once per locale.
    static func runCorpora(_ corpora: [CorpusFile], _ context: ToolContext, _ problems: inout [Diagnostic]) async throws -> [CoverageReport] {
        var reports: [CoverageReport] = []
        let locales = corpora.map(\.locale).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var toldWithoutValues = Set<String>()
        var toldErrors = Set<String>()
        for locale in locales {
            var localized = context
            localized.arguments.values["locale"] = [locale]
            let loaded = try await localized.load()
            for error in context.loadErrors(loaded) where toldErrors.insert(error).inserted { context.io.printError(error) }
            // A build holds no entity values: say which types had none, once.
            for (app, type) in loaded.withoutValues where toldWithoutValues.insert(type).inserted {
                context.io.printError("warning: no values were given for the entity type '\(type)' of \(app) (--values FILE): "
                                      + "its phrases are matched without a value, and ask for one.")
            }
            let matcher = try localized.matcher(loaded.catalogs)
            for corpus in corpora where corpus.locale == locale {
                guard let catalog = catalog(answering: corpus, loaded, context, &problems) else { continue }
                if let report = run(corpus, catalog: catalog, matcher: matcher, loaded, context, &problems) {
                    reports.append(report)
                }
            }
        }
        return reports
    }

    /// The loaded app a corpus is for, by any of its names, its source name or its build's
    /// name; `nil`, with a problem if the corpus was named, when none is.
    static func catalog(answering corpus: CorpusFile, _ loaded: LoadedApps, _ context: ToolContext,
                        _ problems: inout [Diagnostic]) -> Catalog? {
        let answering = AppNames.matching(corpus.app, among: loaded.catalogs.indices.map { index in
            loaded.catalogs[index].app.allNames
                + [loaded.apps[safe: index].flatMap { $0?.app.name }, loaded.bundleNames[safe: index] ?? nil].compactMap { $0 }
        }, normalizer: Normalizer(locale: corpus.locale))
        if let index = answering.firstIndex(of: true) { return loaded.catalogs[index] }
        guard context.arguments.all("corpus").contains(corpus.path) else { return nil }
        if let app = context.arguments.value("app") {
            problems.append(Diagnostic(.error, .corpusAppNotAsked(app: corpus.app, asked: app), file: corpus.path))
        } else {
            let compact = { (name: String) in name.filter { !$0.isWhitespace }.lowercased() }
            let names = loaded.catalogs.map(\.app.name)
            let suggestion = Suggestion.closest(to: compact(corpus.app), among: names.map(compact))
                .flatMap { found in names.first { compact($0) == found } }
            problems.append(Diagnostic(.error, .unknownCorpusApp(corpus.app, suggestion: suggestion.map { $0.filter { !$0.isWhitespace } }),
                                       file: corpus.path,
                                       note: "loaded: " + names.map { "'\($0)' (\($0.filter { !$0.isWhitespace }).<locale>.tsv)" }.joined(separator: ", ")))
        }
        return nil
    }

    /// One corpus's report; `nil` when the file has problems (added to `problems`).
    static func run(_ corpus: CorpusFile, catalog: Catalog, matcher: PhraseMatcher, _ loaded: LoadedApps,
                    _ context: ToolContext, _ problems: inout [Diagnostic]) -> CoverageReport? {
        let data: Data
        do {
            data = try FileContents.read(corpus.path)
        } catch {
            problems.append(Diagnostic(.error, .unreadableFile("\(error)"), file: corpus.path))
            return nil
        }
        let (parsed, fileProblems) = Corpus.parse(data, file: corpus.path, app: corpus.app, locale: corpus.locale, catalog: catalog)
        problems += fileProblems
        guard fileProblems.isEmpty else { return nil }
        // Phrases the app has not translated are matched in its source language: worth
        // knowing when reading the figures.
        let untranslated = loaded.diagnostics.filter {
            guard case .phraseNotTranslated = $0.kind else { return false }
            return $0.app == catalog.app.name
        }.count
        if untranslated > 0 {
            let locale = corpus.locale
            context.io.printError(ToolMessage.warning("\(catalog.app.name) has \(untranslated) phrase\(untranslated == 1 ? "" : "s") not translated to '\(locale)'; "
                                  + "the source-language phrase\(untranslated == 1 ? " is" : "s are") matched instead (see '\(context.tool) check --locale \(locale)')."))
        }
        var report = CoverageReport(corpus: parsed, matcher: matcher, catalog: catalog)
        report.file = CorpusLocation.displayPath(corpus.path)
        return report
    }

    /// The problems found, in the order the files were given, each file's lines in order.
    static func printProblems(_ problems: [Diagnostic], files: [String], _ context: ToolContext) {
        let order = Dictionary(files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sorted = problems.enumerated().sorted { a, b in
            let fileA = order[a.element.file ?? ""] ?? .max, fileB = order[b.element.file ?? ""] ?? .max
            if fileA != fileB { return fileA < fileB }
            if (a.element.line ?? 0) != (b.element.line ?? 0) { return (a.element.line ?? 0) < (b.element.line ?? 0) }
            return a.offset < b.offset
        }.map(\.element)
        context.io.printError(CoverageRenderer.problems(sorted.map { problem in
            var shown = problem
            shown.file = problem.file.map(CorpusLocation.displayPath)
            return shown
        }, colors: context.io.colors))
    }
}

/// Where the bundled corpora are: `$SHORTCUTS_CORPUS_DIR`, else `corpus/` in the current
/// directory, else beside the package's sources.
enum CorpusLocation {
    static var searchedDirectories: [String] {
        ResourceDirectory.candidates("corpus", environmentVariable: "SHORTCUTS_CORPUS_DIR", currentDirectoryFirst: true)
    }

    /// `path` relative to the current directory when it lies under it: `corpus/Library.en.tsv`.
    static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    static func defaultFiles() -> [String] {
        for directory in searchedDirectories {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            let files = names.filter { $0.hasSuffix(".tsv") }.sorted().map { directory + "/" + $0 }
            if !files.isEmpty { return files }
        }
        return []
    }
}
