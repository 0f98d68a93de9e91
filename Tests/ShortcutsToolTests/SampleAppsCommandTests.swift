import Foundation
import Testing
import PhraseMatching
import SampleApps
import ShortcutKit
import ShortcutsCLI

/// The `shortcuts` commands of the done-when list, on the sample apps, in process.
@Suite(.serialized) struct SampleAppsCommandTests {
    /// Runs the tool on the sample apps, with their stores to itself.
    func run(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        try await SampleApps.withFreshStores {
            let transcript = ToolTranscript()
            let status = await ShortcutsTool.run(arguments: arguments, apps: SampleApps.all, io: transcript.io)
            return (status, transcript.output, transcript.error)
        }
    }

    func temporaryFile(_ name: String, _ data: Data) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("SampleAppsCommandTests-\(ProcessInfo.processInfo.processIdentifier)-\(name)").path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A phrase said without its value lists the parameter's values as choices, never the
    /// shortcut itself (a blank "1." with `--all`, which also lists every candidate scored).
    @Test func needsValueOffersOnlyTheParametersValues() async throws {
        let expected = [[" 1. Currently Reading", " 2. Want to Read", " 3. Read"], [" 1. Currently Reading", " 2. Want to Read", " 3. Read"]]
        for (arguments, options) in zip([["match", "open a shelf in library"], ["match", "open a shelf in library", "--all"]], expected) {
            let result = try await run(arguments)
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.first == "OpenShelf needs shelf: Which shelf?  score 1.00")
            let numbered = lines.filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true }
            #expect(numbered == options.map { " " + $0 })
        }
    }

    @Test func listExpandedShowsEveryApp() async throws {
        let (status, output, _) = try await run(["list", "--expanded"])
        #expect(status == 0)
        #expect(output.contains("Library (also: My Books) — 4 App Shortcuts, 13 phrases"))
        #expect(output.contains("Travel Tracking — 4 App Shortcuts"))
        #expect(output.contains("Trails (also: Trail Finder) — 4 App Shortcuts"))
        #expect(output.contains("    Open Want to Read in Library\n"))
        #expect(output.contains("    Open Golden Gate Bridge in Travel Tracking\n"))
        #expect(output.contains("    Get Mist Trail conditions with Trails\n"))
        #expect(output.contains("    Track my Snowshoeing in Trails\n"))
    }

    @Test func checkPassesOnTheSampleApps() async throws {
        let (status, output, _) = try await run(["check"])
        #expect(status == 0)
        #expect(!output.contains("error:"))
    }

    @Test func exportThenCheckTheManifest() async throws {
        let exported = try await run(["export", "--app", "Library"])
        #expect(exported.status == 0)
        let catalog = try Catalog(manifest: Data(exported.output.utf8))
        #expect(catalog.app.name == "Library")
        #expect(catalog.types["BookEntity"]?.values.count ?? 0 >= 30)
        let path = try temporaryFile("library.json", Data(exported.output.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let checked = try await run(["check", "--manifest", path])
        #expect(checked.status == 0)
        #expect(!checked.output.contains("error:"))
    }

    @Test func manifestWithAPhraseLackingTheAppNameFails() async throws {
        let exported = try await run(["export", "--app", "Library"])
        var catalog = try Catalog(manifest: Data(exported.output.utf8))
        let index = try #require(catalog.shortcuts.firstIndex { $0.intent == "OpenShelf" })
        catalog.shortcuts[index].phrases[0] = "Open ${shelf} in the app"
        let path = try temporaryFile("broken.json", try catalog.manifestData())
        defer { try? FileManager.default.removeItem(atPath: path) }
        let checked = try await run(["check", "--manifest", path])
        #expect(checked.status == 65)
        #expect(checked.output.contains("""
            \(path): error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.
              in app 'Library', shortcut 'OpenShelf', locale 'en'
                Open ${shelf} in the app
            """))
    }

    @Test func exportedManifestMatchesLikeTheApp() async throws {
        let exported = try await run(["export", "--app", "Trails"])
        let path = try temporaryFile("trails.json", Data(exported.output.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromManifest = try await run(["match", "get angels landing conditions with trail finder", "--manifest", path, "--json"])
        let fromApp = try await run(["match", "get angels landing conditions with trail finder", "--json"])
        #expect(fromManifest.status == 0)
        #expect(fromManifest.output == fromApp.output)
        #expect(fromApp.output.contains("\"intent\": \"GetTrailInfo\""))
        #expect(fromApp.output.contains("\"value\": \"2\""))
    }
}
