import Foundation
import Testing
import ShortcutsCLI

/// `coverage` of an app none of the default corpora is for says where it looked and the name
/// the app's corpus has.
extension CoverageCommandTests {
    @Test func anAppWithNoCorpusSaysWhatToName() async throws {
        let result = await Self.run(["coverage", "--manifest", Self.manifest])
        #expect(result.status == ShortcutsTool.ExitCode.invalidInput)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("error: no corpus matched the loaded apps in "), "\(result.error)")
        #expect(result.error.hasSuffix("corpus/; a corpus is named <App>.<locale>.tsv (Bookshelf.en.tsv for Bookshelf): give one with --corpus FILE\n"),
                "\(result.error)")
        // A corpus named with --corpus says what it said.
        let named = await Self.run(["coverage", "--manifest", Self.manifest, "--corpus", Self.corpus])
        #expect(named.status == ShortcutsTool.ExitCode.success)
    }
}
