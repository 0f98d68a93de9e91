/// Writes diagnostics the way a compiler does: location, severity and message on one line,
/// then where in the app it is, then the phrase with a caret under the problem. The one
/// renderer of diagnostics: the tool's own errors (`ToolMessage`), corpus problems and
/// file errors all come through it. The severity is always written.
///
///     Library.shortcuts.json: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.
///       in app 'Library', shortcut 'OpenShelf', locale 'en'
///         Open ${shelf} in the app
///         ^~~~~~~~~~~~~~~~~~~~~~~~
///       note: add '${applicationName}' where the app's name is said
public struct DiagnosticRenderer: Sendable {
    /// Whether to colour severities with ANSI escapes (only on a terminal, never with NO_COLOR).
    public var colors: Bool

    public init(colors: Bool = false) {
        self.colors = colors
    }

    /// One diagnostic, as lines without a final newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var location = ""
        if let file = diagnostic.file {
            location = file
            if let line = diagnostic.line {
                location += ":\(line)"
                if let column = diagnostic.column { location += ":\(column)" }
            }
            location += ": "
            if let path = diagnostic.path { location += "\(path): " }
        }
        let severity = diagnostic.severity.rawValue
        let painted = colors ? (diagnostic.severity == .error ? "\u{1B}[1;31m\(severity)\u{1B}[0m" : "\u{1B}[1;33m\(severity)\u{1B}[0m") : severity
        var lines = ["\(location)\(painted): \(diagnostic.message)"]
        var context: [String] = []
        if let app = diagnostic.app { context.append("app '\(app)'") }
        if let shortcut = diagnostic.shortcut { context.append(shortcut == "negativePhrases" ? "negative phrases" : "shortcut '\(shortcut)'") }
        if let locale = diagnostic.locale { context.append("locale '\(locale)'") }
        if !context.isEmpty { lines.append("  in " + context.joined(separator: ", ")) }
        if let phrase = diagnostic.phrase {
            lines.append("    " + phrase)
            if let span = diagnostic.span { lines.append("    " + Self.caret(under: span, in: phrase)) }
        }
        if let note = diagnostic.note { lines.append("  note: \(note)") }
        return lines.joined(separator: "\n")
    }

    /// `^~~~` under the characters `span` of `text`, in terminal columns: a kana or kanji
    /// takes two, a combining mark none. A span past the end points just after the text.
    static func caret(under span: Range<Int>, in text: String) -> String {
        let characters = Array(text)
        let lower = min(max(span.lowerBound, 0), characters.count)
        let upper = min(max(span.upperBound, lower), characters.count)
        let indent = DisplayWidth.of(String(characters[..<lower]))
        let width = max(1, DisplayWidth.of(String(characters[lower..<upper])))
        return String(repeating: " ", count: indent) + "^" + String(repeating: "~", count: width - 1)
    }

    /// Every diagnostic, then a count: "1 error, 2 warnings".
    public func render(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return diagnostics.map(render).joined(separator: "\n") + "\n" + parts.joined(separator: ", ")
    }
}
