/// A file that could not be read as JSON, a string catalog or a `.strings` file: where and why.
///
///     catch let error as StringsFileError {
///         print(error)   // AppShortcuts.xcstrings:12:5: error: expected ',' or '}' after object member
///     }
public struct StringsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    /// The whole message: for a `.strings` file, Apple's headline, a colon, then the reason.
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, as a compiler writes it.
    public var description: String { DiagnosticRenderer().render(diagnostic) }

    /// The error as a diagnostic, for a report that collects every problem.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, .unreadableFile(message), file: file, line: line, column: column)
    }
}
