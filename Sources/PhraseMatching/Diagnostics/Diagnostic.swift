/// One problem found in a definition, a manifest, a strings catalog or a corpus.
///
/// Problems are collected, never thrown one at a time: a check reports every problem at
/// once. `DiagnosticRenderer` writes them; this type only carries the facts.
///
///     Diagnostic(.error, message: "Invalid Utterance. …", app: "Library",
///                shortcut: "OpenShelf", phrase: "Open ${shelf}", locale: "en")
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case warning
        case error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    public var severity: Severity
    public var message: String
    public var app: String?
    /// The intent of the shortcut concerned.
    public var shortcut: String?
    /// The phrase template concerned.
    public var phrase: String?
    public var locale: String?
    /// A file, with line and column when known (1-based).
    public var file: String?
    public var line: Int?
    public var column: Int?
    /// Where in a JSON file, for files whose lines say little (a build's one-line
    /// `extract.actionsdata`): `autoShortcuts[0].phraseTemplates[1]`.
    public var path: String?
    /// The span within `phrase` (or the file line) the problem is about, for a caret.
    public var span: Range<Int>?
    /// A suggestion: `did you mean 'OpenShelf'?`.
    public var note: String?

    public init(
        _ severity: Severity, message: String, app: String? = nil, shortcut: String? = nil,
        phrase: String? = nil, locale: String? = nil, file: String? = nil, line: Int? = nil,
        column: Int? = nil, path: String? = nil, span: Range<Int>? = nil, note: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.app = app
        self.shortcut = shortcut
        self.phrase = phrase
        self.locale = locale
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.span = span
        self.note = note
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
