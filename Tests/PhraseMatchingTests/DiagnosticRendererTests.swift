import Foundation
import Testing
@testable import PhraseMatching

/// The one renderer of diagnostics: `FILE:LINE:COL: severity: message`, where in the app,
/// the phrase with a caret under the span in terminal columns, and a note.
@Suite struct DiagnosticRendererTests {
    @Test func aPhraseProblemWithFileAndCaret() {
        let diagnostic = Diagnostic(.error, .missingApplicationName, app: "Library", shortcut: "OpenShelf",
                                    phrase: "Open ${shelf} in the app", locale: "en", file: "Library.shortcuts.json",
                                    span: 0..<24, note: "add '${applicationName}' where the app's name is said")
        #expect(DiagnosticRenderer().render(diagnostic) == """
            Library.shortcuts.json: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.
              in app 'Library', shortcut 'OpenShelf', locale 'en'
                Open ${shelf} in the app
                ^~~~~~~~~~~~~~~~~~~~~~~~
              note: add '${applicationName}' where the app's name is said
            """)
    }

    @Test func theCaretCountsJapaneseAsTwoColumns() {
        let phrase = "本棚${shelve}を${applicationName}で開く"
        let diagnostic = Diagnostic(.error, .unknownParameter("shelve"), app: "Library", shortcut: "OpenShelf",
                                    phrase: phrase, locale: "ja", file: "AppShortcuts.xcstrings", line: 12, column: 9,
                                    span: 2..<11)
        #expect(DiagnosticRenderer().render(diagnostic) == """
            AppShortcuts.xcstrings:12:9: error: Invalid parameter. The intent has no parameter 'shelve'.
              in app 'Library', shortcut 'OpenShelf', locale 'ja'
                本棚${shelve}を${applicationName}で開く
                    ^~~~~~~~~
            """)
        // A span over wide characters is as wide as they are: 開く takes four columns.
        let end = phrase.count
        #expect(DiagnosticRenderer.caret(under: end - 2..<end, in: phrase) == String(repeating: " ", count: 35) + "^~~~")
    }

    @Test func theCaretCountsCombiningMarksAsNoColumns() {
        // "café" with a combining acute accent, then "crème" with one too: each accent is
        // part of its letter and takes no column of its own.
        let phrase = "Ouvrir cafe\u{301} cre\u{300}me ${applicationName}"
        #expect(phrase.unicodeScalars.count == phrase.count + 2)
        #expect(DiagnosticRenderer.caret(under: 12..<17, in: phrase) == "            ^~~~~")
        #expect(DisplayWidth.of("cafe\u{301}") == 4)
        #expect(DisplayWidth.of("カフェ") == 6)
        #expect(DisplayWidth.of("ｶﾌｪ") == 3)
    }

    @Test func aSpanPastTheEndPointsJustAfterTheText() {
        #expect(DiagnosticRenderer.caret(under: 10..<12, in: "open") == "    ^")
        #expect(DiagnosticRenderer.caret(under: 2..<2, in: "open") == "  ^")
    }

    @Test func theSeverityIsAlwaysWritten() {
        #expect(DiagnosticRenderer().render(Diagnostic(.warning, .collisionCheckStopped(after: 10))) ==
                "warning: Collision check stopped after 10 expanded phrases; the rest was not compared.")
        #expect(DiagnosticRenderer().render(Diagnostic(.error, .emptyCorpus, file: "Library.en.tsv", line: 1)) ==
                "Library.en.tsv:1: error: empty corpus: no header 'utterance<TAB>expect' and no lines")
        // On a terminal the severity is coloured, never left out.
        #expect(DiagnosticRenderer(colors: true).render(Diagnostic(.warning, .unusedStringsKey, file: "a.xcstrings", line: 3, column: 5)) ==
                "a.xcstrings:3:5: \u{1B}[1;33mwarning\u{1B}[0m: This phrase is not used in any App Shortcut or as a Negative Phrase.")
        #expect(DiagnosticRenderer(colors: true).render(Diagnostic(.error, .appWithoutName)) ==
                "\u{1B}[1;31merror\u{1B}[0m: The app has no name: '${applicationName}' has nothing to stand for.")
    }

    @Test func aListEndsWithItsCount() {
        let list = [Diagnostic(.error, .appWithoutName), Diagnostic(.warning, .unusedStringsKey), Diagnostic(.warning, .emptyUtterance)]
        #expect(DiagnosticRenderer().render(list).components(separatedBy: "\n").last == "1 error, 2 warnings")
        #expect(DiagnosticRenderer().render([]) == "")
    }

    @Test func fileErrorsRenderThroughTheSameRenderer() {
        let strings = StringsFileError(file: "AppShortcuts.xcstrings", line: 12, column: 5, message: "expected ',' or '}' after object member")
        #expect(strings.description == "AppShortcuts.xcstrings:12:5: error: expected ',' or '}' after object member")
        #expect(strings.description == DiagnosticRenderer().render(strings.diagnostic))
        let manifest = ManifestError(file: "Library.shortcuts.json", path: "types.Shelf.values[0].id", message: "missing", line: 7, column: 9)
        #expect(manifest.description == "Library.shortcuts.json:7:9: error: types.Shelf.values[0].id: missing")
        #expect(ManifestError(file: nil, path: "", message: "the file is not valid UTF-8 text", line: 1, column: 1).description
                == "error: the file is not valid UTF-8 text")
    }

    @Test func corpusProblemsRenderThroughTheSameRenderer() {
        let problem = Diagnostic(.error, .unknownExpectedValue("raed", intent: "OpenShelf", suggestion: "read"),
                                 phrase: "開く→OpenShelf(raed)", file: "Library.ja.tsv", line: 4, span: 13..<17)
        #expect(CoverageRenderer.problems([problem]) == """
            Library.ja.tsv:4: error: unknown value 'raed' for OpenShelf (did you mean 'read'?)
                開く→OpenShelf(raed)
                               ^~~~
            1 problem in 1 corpus file; no corpus was run.
            """)
    }
}
