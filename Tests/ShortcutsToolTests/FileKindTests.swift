import Foundation
import Testing
import ShortcutKit
@testable import ShortcutsCLI

/// A file given to the wrong option — a build to `--manifest`, a manifest to `--bundle` or
/// `--values`, a manifest to `check --strings` — is refused with a note naming what the
/// file is and the option that takes it, not only the key its reader missed.
@Suite struct FileKindTests {
    static let bookshelf = BundleCommandTests.bookshelf
    static let actions = bookshelf + "/Metadata.appintents/extract.actionsdata"
    static let values = BundleCommandTests.values
    static let corpus = BundleCommandTests.english
    static let manifest = CoverageCommandTests.manifest
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let stringCatalog = root + "/phrases/Library/AppShortcuts.xcstrings"

    func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
        let transcript = ToolTranscript()
        let status = await ShortcutsTool.run(arguments: arguments, apps: [], io: transcript.io)
        return (status, transcript.output, transcript.error)
    }

    @Test func eachKindIsToldByItsShape() {
        #expect(FileKind.of(Self.bookshelf) == .build)
        #expect(FileKind.of(Self.bookshelf + "/Metadata.appintents") == .build)
        #expect(FileKind.of(Self.actions) == .build)
        #expect(FileKind.of(Self.values) == .values)
        #expect(FileKind.of(Self.corpus) == .corpus)
        #expect(FileKind.of(Self.manifest) == .manifest)
        #expect(FileKind.of(Self.stringCatalog) == .stringCatalog)
        #expect(FileKind.of(Self.root + "/README.md") == nil)
        #expect(FileKind.of(Self.root + "/no such file") == nil)
    }

    @Test(arguments: [
        (bookshelf, "it is a directory", "this is an app's build, not a manifest: give it with --bundle"),
        (actions, "missing key 'formatVersion'", "this is an app's build, not a manifest: give it with --bundle"),
        (values, "missing key 'formatVersion'", "this is a values file, not a manifest: give it with --values, beside the --bundle it fills"),
        (stringCatalog, "missing key 'formatVersion'", "this is a string catalog, not a manifest: check it with 'check --strings'"),
        (corpus, "malformed JSON", "this is a corpus, not a manifest: run it with 'coverage --corpus'"),
    ])
    func aFileGivenAsAManifestSaysWhatItIs(path: String, error: String, note: String) async {
        let result = await run(["match", "open dune", "--manifest", path])
        #expect(result.status == 65)
        #expect(result.error.contains(error), "\(result.error)")
        #expect(result.error.hasSuffix("\n  note: \(note)\n"), "\(result.error)")
    }

    @Test func aManifestGivenAsABuildOrValuesSaysWhatItIs() async {
        let asBuild = await run(["list", "--bundle", Self.manifest])
        #expect(asBuild.status == 65)
        #expect(asBuild.error.contains("missing key 'actions'"), "\(asBuild.error)")
        #expect(asBuild.error.hasSuffix("\n  note: this is a manifest, not an app's build: give it with --manifest\n"), "\(asBuild.error)")
        let asValues = await run(["list", "--bundle", Self.bookshelf, "--values", Self.manifest])
        #expect(asValues.status == 65)
        #expect(asValues.error.hasSuffix("\n  note: this is a manifest, not a values file: give it with --manifest\n"), "\(asValues.error)")
        let asStrings = await run(["check", "--strings", Self.manifest])
        #expect(asStrings.status == 65)
        #expect(asStrings.output.contains("error: the string catalog has no 'sourceLanguage'\n  note: this is a manifest, not a string catalog: give it with --manifest\n"),
                "\(asStrings.output)")
    }

    /// A real manifest with a mistake gets no note: the error is about its content.
    @Test func aFileOfTheRightKindGetsNoNote() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("FileKindTests-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(#"{"formatVersion": 2}"#.utf8).write(to: URL(fileURLWithPath: path))
        let result = await run(["match", "open dune", "--manifest", path])
        #expect(result.status == 65)
        #expect(result.error.contains("unsupported formatVersion 2"))
        #expect(!result.error.contains("note:"), "\(result.error)")
    }
}
