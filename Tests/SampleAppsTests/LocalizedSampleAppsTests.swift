import Foundation
import Testing
import PhraseMatching
import SampleApps
import ShortcutKit

/// The sample apps in French, Spanish, Brazilian Portuguese and Japanese: their
/// translations load and validate, every translated phrase with every value matches in its
/// locale, and the typed corpora stay above their accuracy bar.
@Suite struct LocalizedSampleAppsTests {
    static let locales = ["fr", "es", "pt-BR", "ja"]
    static let apps: [(folder: String, app: ShortcutApp)] = [
        ("Library", SampleApps.library), ("TravelTracking", SampleApps.travelTracking), ("Trails", SampleApps.trails),
    ]

    @Test(arguments: apps.map(\.folder))
    func translationsLoadAndValidate(folder: String) async throws {
        let app = try #require(Self.apps.first { $0.folder == folder }?.app)
        #expect(app.localizations.problems.isEmpty)
        for locale in Self.locales { #expect(app.localizations.languages.contains(locale), "\(folder) lacks \(locale)") }
        let source = await app.catalog(locale: "en").catalog
        let problems = app.localizations.validate(against: source)
        #expect(problems.isEmpty, "\(DiagnosticRenderer().render(problems))")
    }

    /// An app's French dialogs speak to the user one way: "vous" (as every sample app does)
    /// or "tu", never both ("Quel monument veux-tu ajouter à tes favoris ?" beside
    /// "… fait déjà partie de vos favoris.").
    @Test(arguments: apps.map(\.folder))
    func frenchDialogsAddressTheUserOneWay(folder: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let table = try StringCatalog(contentsOf: root.appendingPathComponent("phrases/\(folder)/Localizable.xcstrings").path)
        let familiar: Set<String> = ["tu", "te", "toi", "ton", "ta", "tes", "veux-tu", "peux-tu"]
        let formal: Set<String> = ["vous", "votre", "vos", "voulez-vous", "pouvez-vous"]
        var tu: [String] = [], vous: [String] = []
        for entry in table.entries {
            for text in entry.localization(for: "fr")?.values.map(\.value) ?? [] {
                let words = Set(text.lowercased().split { !$0.isLetter && $0 != "-" }.map(String.init))
                if !words.isDisjoint(with: familiar) { tu.append(text) }
                if !words.isDisjoint(with: formal) { vous.append(text) }
            }
        }
        #expect(tu.isEmpty || vous.isEmpty, "\(folder): 'tu' in \(tu), 'vous' in \(vous)")
    }

    @Test(arguments: locales)
    func everyShortcutIsTranslated(locale: String) async {
        for (folder, app) in Self.apps {
            let build = await app.catalog(locale: locale)
            #expect(build.diagnostics.isEmpty, "\(folder) [\(locale)]: \(DiagnosticRenderer().render(build.diagnostics))")
            #expect(build.catalog.app.name != app.name || folder == "Trails", "\(folder) keeps its English name in \(locale)")
            #expect(CatalogValidator().validate(build.catalog).filter { $0.severity == .error }.isEmpty)
        }
    }

    /// Every phrase of every app in `locale`, with every name (title and synonyms) of every
    /// value its parameter offers, matches its own invocation — or, where two values share
    /// a name, asks which one; or, where a value's phrase reads exactly as a phrase written
    /// out word for word, runs that phrase (the developer's choice, as in English).
    @Test(arguments: locales)
    func everyPhraseAndValueMatches(locale: String) async throws {
        for (folder, app) in Self.apps {
            let matcher = try await ShortcutMatcher(apps: [app], locale: locale)
            let catalog = await app.catalog(locale: locale).catalog
            let normalizer = Normalizer(locale: locale)
            let literal = Set(catalog.shortcuts.flatMap { shortcut in
                shortcut.phrases.filter { PhraseTemplate($0).parameterNames.isEmpty }
                    .map { normalizer.normalized(PhraseTemplate($0).render(applicationName: catalog.app.name)) }
            })
            var failures: [String] = []
            var checked = 0
            for shortcut in catalog.shortcuts {
                for phrase in shortcut.phrases {
                    let template = PhraseTemplate(phrase)
                    guard let name = template.parameterName else {
                        let result = matcher.match(template.render(applicationName: catalog.app.name), app: catalog.app.name)
                        checked += 1
                        if ![.matched, .needsValue].contains(result.status) || result.best?.intent != shortcut.intent {
                            failures.append("\(phrase) → \(result.status) \(result.best?.intent ?? "")")
                        }
                        continue
                    }
                    let type = try #require(catalog.intents[shortcut.intent]?.parameter(named: name).flatMap { catalog.types[$0.type] })
                    for value in type.phraseValues {
                        for title in value.names {
                            let utterance = template.render(applicationName: catalog.app.name, parameter: title)
                            let result = matcher.match(utterance, app: catalog.app.name)
                            checked += 1
                            let readsAsLiteral = literal.contains(normalizer.normalized(utterance)) && result.best?.parameter == nil
                            let hit = { (candidate: Candidate?) in candidate?.intent == shortcut.intent && candidate?.parameter?.value == value.id }
                            switch result.status {
                            case .matched where hit(result.best): continue
                            case .matched where readsAsLiteral, .needsValue where readsAsLiteral: continue
                            case .ambiguous where result.candidates.contains(where: hit): continue
                            default:
                                failures.append("\(utterance) → \(result.status) \(result.best?.intent ?? "")(\(result.best?.parameter?.value ?? ""))")
                            }
                        }
                    }
                }
            }
            #expect(checked > 50)
            #expect(failures.isEmpty, "\(folder) [\(locale)]: \(failures.count) of \(checked) fail:\n\(failures.prefix(20).joined(separator: "\n"))")
        }
    }

    /// The corpora (`corpus/<App>.<locale>.tsv`), each with its app in scope: at least 90%
    /// right, and nothing out of scope accepted.
    @Test(arguments: locales)
    func corporaStayAboveTheirBar(locale: String) async throws {
        let directory = try #require(ResourceDirectory.find("corpus", environmentVariable: "SHORTCUTS_CORPUS_DIR"))
        for (folder, app) in Self.apps {
            let path = "\(directory)/\(folder).\(locale).tsv"
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let matcher = try await ShortcutMatcher(apps: [app], locale: locale)
            let catalog = await app.catalog(locale: locale).catalog
            let (corpus, problems) = Corpus.parse(data, file: path, app: folder, locale: locale, catalog: catalog)
            #expect(problems.isEmpty, "\(DiagnosticRenderer().render(problems))")
            #expect(corpus.entries.count >= 40, "\(path) has \(corpus.entries.count) utterances")
            let report = CoverageReport(corpus: corpus, matcher: matcher.engine, catalog: catalog)
            #expect(report.accuracy >= 0.9, "\(path): \(report.overall.correct)/\(report.overall.total)")
            #expect(report.falseAccepts.isEmpty, "\(path): \(report.falseAccepts.map(\.utterance))")
        }
    }
}
