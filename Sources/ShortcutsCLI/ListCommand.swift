import Foundation
import PhraseMatching
import ShortcutKit

/// `shortcuts list`: each app's App Shortcuts and phrases; with `--expanded`, every phrase
/// expanded over its values, as the Shortcuts app shows them.
enum ListCommand {
    static let spec = CommandSpec(
        name: "list", abstract: "Show the App Shortcuts and phrases of the apps.", positional: nil,
        options: [CommandSpec.app("list"), CommandSpec.locale("list"), CommandSpec.manifest, CommandSpec.bundle, CommandSpec.values,
                  .init(name: "expanded", help: "Show one App Shortcut per enum case and suggested entity, and the counts.")])

    static func run(_ context: ToolContext) async throws -> Int32 {
        let loaded = try await context.load(acceptingInvalid: true)
        let expanded = context.arguments.flag("expanded")
        var blocks: [String] = []
        for catalog in loaded.catalogs {
            blocks.append(render(catalog, expanded: expanded))
        }
        context.io.print(blocks.joined(separator: "\n\n"))
        return ShortcutsTool.ExitCode.success
    }

    static func render(_ catalog: Catalog, expanded: Bool) -> String {
        var lines: [String] = []
        let names = catalog.app.alternativeNames.isEmpty ? "" : " (also: \(catalog.app.alternativeNames.joined(separator: ", ")))"
        var phraseCount = 0
        var expandedCount = 0
        var body: [String] = []
        for shortcut in catalog.shortcuts {
            let title = shortcut.shortTitle ?? catalog.intents[shortcut.intent]?.title ?? shortcut.intent
            var header = "  \(shortcut.intent) — \(title)"
            if let image = shortcut.systemImageName { header += "  [\(image)]" }
            body.append(header)
            for phrase in shortcut.phrases {
                phraseCount += 1
                let template = PhraseTemplate(phrase)
                let values = template.parameterName.flatMap { name in
                    catalog.intents[shortcut.intent]?.parameter(named: name).flatMap { catalog.types[$0.type]?.phraseValues }
                }
                if expanded {
                    if let values {
                        for value in values {
                            body.append("    " + template.render(applicationName: catalog.app.name, parameter: value.title))
                            expandedCount += 1
                        }
                        if values.isEmpty { body.append("    \(phrase)   (no values)") }
                    } else {
                        body.append("    " + template.render(applicationName: catalog.app.name))
                        expandedCount += 1
                    }
                } else {
                    var line = "    \(phrase)"
                    if let values { line += "   (\(values.count) value\(values.count == 1 ? "" : "s"))" }
                    body.append(line)
                }
            }
        }
        if !catalog.negativePhrases.isEmpty {
            body.append("  Negative phrases")
            for phrase in catalog.negativePhrases {
                body.append("    " + (expanded ? PhraseTemplate(phrase).render(applicationName: catalog.app.name) : phrase))
            }
        }
        var summary = "\(catalog.app.name)\(names) — \(catalog.shortcuts.count) App Shortcut\(catalog.shortcuts.count == 1 ? "" : "s"), \(phraseCount) phrase\(phraseCount == 1 ? "" : "s")"
        if expanded { summary += ", \(expandedCount) expanded" }
        summary += " [\(catalog.locale)]"
        lines.append(summary)
        lines += body
        return lines.joined(separator: "\n")
    }
}

/// `shortcuts export`: one app's catalog as a manifest on standard output.
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export", abstract: "Write an app's manifest (catalog JSON) to standard output.", positional: nil,
        options: [.init(name: "app", value: "NAME", help: "Only this app: export it alone (required when several are loaded)."),
                  CommandSpec.locale("export"), CommandSpec.manifest, CommandSpec.bundle, CommandSpec.values])

    static func run(_ context: ToolContext) async throws -> Int32 {
        let loaded = try await context.load(acceptingInvalid: true)
        guard loaded.catalogs.count == 1, let catalog = loaded.catalogs.first else {
            throw UsageError(message: "Missing '--app <name>': export writes one app (loaded: \(loaded.catalogs.map { "'\($0.app.name)'" }.joined(separator: ", "))).",
                             command: spec)
        }
        let data = try catalog.manifestData()
        context.io.print(String(decoding: data, as: UTF8.self))
        for diagnostic in loaded.diagnostics { context.io.printError(context.renderer.render(diagnostic)) }
        return ShortcutsTool.ExitCode.success
    }
}

/// `shortcuts check`: validation and lint of the apps' phrases (and of strings catalogs).
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check", abstract: "Validate phrases: Apple's rules, limits, collisions.", positional: nil,
        options: [CommandSpec.app("check"), CommandSpec.locale("check"), CommandSpec.manifest, CommandSpec.bundle, CommandSpec.values,
                  .init(name: "strings", value: "FILE", repeatable: true,
                        help: "Validate an AppShortcuts.xcstrings or AppShortcuts.strings file on its own.")])

    static func run(_ context: ToolContext) async throws -> Int32 {
        var diagnostics: [Diagnostic] = []
        let strings = context.arguments.all("strings")
        var checked: [String] = []
        var loaded = LoadedApps()
        let loadsApps = strings.isEmpty || !context.arguments.all("manifest").isEmpty || !context.arguments.all("bundle").isEmpty
            || context.arguments.value("app") != nil
        let stringsAlone = !loadsApps
        if loadsApps {
            loaded = try await context.load(acceptingInvalid: true)
            diagnostics += loaded.diagnostics
            for (index, catalog) in loaded.catalogs.enumerated() where (loaded.bundleNames[safe: index] ?? nil) == nil {
                let file = loaded.apps[index] == nil ? context.arguments.all("manifest")[safe: index] : nil
                diagnostics += CatalogValidator().validate(catalog, file: file)
            }
            diagnostics += unknownKeys(in: context.arguments.all("manifest"))
            diagnostics += PhraseAnalyzer(catalogs: loaded.catalogs).collisions()
            checked += loaded.catalogs.map { "\($0.app.name) [\($0.locale)]" }
            diagnostics += await localizationProblems(loaded, locale: context.arguments.value("locale"))
        } else {
            // A table checked on its own is still held to the app it translates, if one is
            // loaded: it reports what the same file, as that app's localisation, reports
            // (but shortcuts it leaves untranslated: one file may hold part of a table).
            loaded = (try? await context.load(acceptingInvalid: true)) ?? LoadedApps()
        }
        for path in strings {
            diagnostics += StringsCheck.validate(file: path, catalogs: loaded.catalogs, fallbackLanguages: stringsAlone ? [] : nil)
            checked.append(path)
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        if diagnostics.isEmpty {
            context.io.print("Checked \(checked.joined(separator: ", ")): no problems.")
        } else {
            context.io.print(context.renderer.render(diagnostics))
        }
        return errors > 0 ? ShortcutsTool.ExitCode.invalidInput : ShortcutsTool.ExitCode.success
    }

    /// A warning for each key of the manifests that the format does not read (a typo that
    /// loading ignores). Only regular files are read again: a pipe was read once already.
    static func unknownKeys(in manifests: [String]) -> [Diagnostic] {
        manifests.flatMap { path -> [Diagnostic] in
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            guard type == .typeRegular, let data = try? FileContents.read(path) else { return [] }
            return ManifestKeys.unknown(in: data, file: path)
        }
    }

    /// The problems of each live app's translations, checked against its catalog in the
    /// phrases' source language. Checking one locale, only that locale's fallbacks are
    /// listed (the build already named each untranslated phrase); else every language's.
    static func localizationProblems(_ loaded: LoadedApps, locale: String?) async -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for case let app? in loaded.apps.map({ $0?.app }) where !app.localizations.isEmpty {
            let source = app.localizations.phrases.sourceLanguage
            let checksSource = locale.map { LanguageFallback.sameLanguage($0, source) } ?? true
            let catalog = await app.catalog(locale: source).catalog
            problems += app.localizations.validate(against: catalog, shortcutFallbacks: checksSource ? nil : [],
                                                   displayFallbacks: checksSource ? nil : locale.map { [$0] })
        }
        return problems
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
