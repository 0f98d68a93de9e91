import Testing
import PhraseMatching
import ShortcutKit
@testable import SampleApps

/// One way to run an App Shortcut: its intent and the value in its slot.
struct Invocation: Hashable, CustomStringConvertible {
    var app: String
    var intent: String
    var value: String?
    /// Said without its required parameter: the app asks for it.
    var needsValue = false
    /// The same invocation, whether or not its value is still to be asked for.
    var withoutValueRequest: Invocation {
        var copy = self
        copy.needsValue = false
        return copy
    }
    var description: String { (needsValue ? "needsValue:" : "") + "\(app)/\(intent)" + (value.map { "(\($0))" } ?? "") }
}

extension SampleAppsTests {
    /// Every phrase of every sample app, said with every app name and every title and
    /// synonym of every value, matches its own invocation — or, where two invocations say
    /// the very same words, one of them.
    @Suite struct PhraseSelfMatchTests {
        /// Every utterance the catalogs' phrases produce, with the invocations producing it.
        static func utterances(of catalogs: [Catalog]) -> [String: (text: String, invocations: Set<Invocation>)] {
            var result: [String: (text: String, invocations: Set<Invocation>)] = [:]
            for catalog in catalogs {
                let normalizer = Normalizer(locale: catalog.locale)
                func add(_ text: String, _ invocation: Invocation) {
                    let key = normalizer.normalized(text)
                    result[key, default: (text, [])].invocations.insert(invocation)
                }
                for shortcut in catalog.shortcuts {
                    let required = catalog.intents[shortcut.intent]?.parameters.contains { !$0.isOptional } ?? false
                    for phrase in shortcut.phrases {
                        let template = PhraseTemplate(phrase)
                        for appName in catalog.app.allNames {
                            guard let name = template.parameterName else {
                                add(template.render(applicationName: appName),
                                    Invocation(app: catalog.app.name, intent: shortcut.intent, needsValue: required))
                                continue
                            }
                            let type = catalog.intents[shortcut.intent]?.parameter(named: name).flatMap { catalog.types[$0.type] }
                            for value in type?.phraseValues ?? [] {
                                for said in value.names {
                                    add(template.render(applicationName: appName, parameter: said),
                                        Invocation(app: catalog.app.name, intent: shortcut.intent, value: value.id))
                                }
                            }
                        }
                    }
                }
            }
            return result
        }

        static func invocations(of result: MatchResult) -> Set<Invocation> {
            let candidates = result.status == .ambiguous ? result.candidates : (result.best.map { [$0] } ?? [])
            if result.status == .needsValue, let best = result.best {
                return [Invocation(app: best.app, intent: best.intent, needsValue: true)]
            }
            return Set(candidates.map { Invocation(app: $0.app, intent: $0.intent, value: $0.parameter?.value) })
        }

        static func check(_ catalogs: [Catalog], locale: String = "en") throws -> (checked: Int, failures: [String]) {
            let matcher = try PhraseMatcher(catalogs: catalogs, locale: locale)
            try matcher.checkInvariants()
            var failures: [String] = []
            let all = utterances(of: catalogs)
            for (_, entry) in all.sorted(by: { $0.key < $1.key }) {
                let result = matcher.match(entry.text)
                let found = invocations(of: result)
                if entry.invocations.count == 1 {
                    let expected: MatchResult.Status = entry.invocations.first!.needsValue ? .needsValue : .matched
                    if result.status != expected || found != entry.invocations || result.best?.score != 1 {
                        failures.append("'\(entry.text)': expected \(entry.invocations.first!), got \(result.status.rawValue) \(found) score \(result.best?.score ?? 0)")
                    }
                } else if ![.matched, .ambiguous, .needsValue].contains(result.status) || found.isEmpty
                            || !Set(found.map(\.withoutValueRequest)).isSubset(of: Set(entry.invocations.map(\.withoutValueRequest))) {
                    failures.append("'\(entry.text)': expected one of \(entry.invocations), got \(result.status.rawValue) \(found)")
                }
            }
            return (all.count, failures)
        }

        @Test(arguments: ["Library", "Travel Tracking", "Trails"])
        func eachAppOnItsOwn(_ name: String) async throws {
            let app = try #require(SampleApps.all.first { $0.name == name })
            let catalog = try await SampleAppsSupport.catalog(app).catalog
            let (checked, failures) = try Self.check([catalog])
            #expect(checked > 20)
            #expect(failures.isEmpty, "\(failures.count) of \(checked):\n\(failures.joined(separator: "\n"))")
        }

        @Test(arguments: ["fr", "es", "pt-BR", "ja"])
        func eachAppInEachLocale(_ locale: String) async throws {
            try await SampleApps.withFreshStores { () async throws in
                for app in SampleApps.all {
                    let catalog = await app.catalog(locale: locale).catalog
                    #expect(catalog.locale == locale)
                    let (checked, failures) = try Self.check([catalog], locale: locale)
                    #expect(checked > 20)
                    #expect(failures.isEmpty, "\(app.name) [\(locale)]: \(failures.count) of \(checked):\n\(failures.joined(separator: "\n"))")
                }
            }
        }

        @Test func allAppsTogether() async throws {
            try await SampleApps.withFreshStores { () async throws in
                var catalogs: [Catalog] = []
                for app in SampleApps.all { catalogs.append(await app.catalog(locale: "en").catalog) }
                let (checked, failures) = try Self.check(catalogs)
                #expect(checked > 150)
                #expect(failures.isEmpty, "\(failures.count) of \(checked):\n\(failures.joined(separator: "\n"))")
            }
        }

        @Test func sharedTitleIsAmbiguousBetweenItsBooks() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.library).catalog
            let result = try PhraseMatcher(catalogs: [catalog]).match("Open The Road in Library")
            #expect(result.status == .ambiguous)
            #expect(Set(result.candidates.compactMap { $0.parameter?.subtitle }) == ["Cormac McCarthy", "Jack London"])
        }

        @Test func loadedManifestMatchesLikeItsProvider() async throws {
            try await SampleApps.withFreshStores { () async throws in
                var catalogs: [Catalog] = []
                for app in SampleApps.all { catalogs.append(await app.catalog(locale: "en").catalog) }
                let loaded = try catalogs.map { try Catalog(manifest: $0.manifestData()) }
                let live = try PhraseMatcher(catalogs: catalogs)
                let fromFiles = try PhraseMatcher(catalogs: loaded)
                for (_, entry) in Self.utterances(of: catalogs) {
                    #expect(live.match(entry.text) == fromFiles.match(entry.text), "\(entry.text)")
                }
            }
        }
    }
}
