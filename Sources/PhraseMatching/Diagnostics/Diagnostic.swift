/// One problem found in a definition, a manifest, a strings catalog or a corpus.
///
/// Problems are collected, never thrown one at a time: a check reports every problem at
/// once. What went wrong is a `Kind` with its data; `DiagnosticMessage` words it and
/// `DiagnosticRenderer` writes it: this type only carries the facts.
///
///     Diagnostic(.error, .missingApplicationName, app: "Library",
///                shortcut: "OpenShelf", phrase: "Open ${shelf}", locale: "en")
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case warning
        case error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    public var severity: Severity
    /// What went wrong, with the names and values it concerns.
    public var kind: Kind
    /// The sentence a person reads, worded from `kind` by `DiagnosticMessage`. Setting it
    /// makes the kind `.message` with that text.
    public var message: String {
        get { DiagnosticMessage.text(for: kind) }
        set { kind = .message(newValue) }
    }
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
        _ severity: Severity, _ kind: Kind, app: String? = nil, shortcut: String? = nil,
        phrase: String? = nil, locale: String? = nil, file: String? = nil, line: Int? = nil,
        column: Int? = nil, path: String? = nil, span: Range<Int>? = nil, note: String? = nil
    ) {
        self.severity = severity
        self.kind = kind
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

    /// A problem worded by the caller (kind `.message`): for the tool's own errors.
    public init(
        _ severity: Severity, message: String, app: String? = nil, shortcut: String? = nil,
        phrase: String? = nil, locale: String? = nil, file: String? = nil, line: Int? = nil,
        column: Int? = nil, path: String? = nil, span: Range<Int>? = nil, note: String? = nil
    ) {
        self.init(severity, .message(message), app: app, shortcut: shortcut, phrase: phrase, locale: locale,
                  file: file, line: line, column: column, path: path, span: span, note: note)
    }

    /// Two diagnostics are equal when they say the same thing about the same place: the
    /// same severity, sentence and location, whether the sentence came from a kind or was
    /// given as `message`.
    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.severity == b.severity && a.message == b.message && a.app == b.app && a.shortcut == b.shortcut
            && a.phrase == b.phrase && a.locale == b.locale && a.file == b.file && a.line == b.line
            && a.column == b.column && a.path == b.path && a.span == b.span && a.note == b.note
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(app)
        hasher.combine(shortcut)
        hasher.combine(phrase)
        hasher.combine(locale)
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(path)
        hasher.combine(span)
        hasher.combine(note)
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
