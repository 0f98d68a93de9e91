/// Where something starts in a text file: 1-based line and column (columns count Unicode
/// scalars).
///
///     let position = catalog["Open ${shelf} in ${applicationName}"]?.position
///     print("\(catalog.file):\(position!.line):\(position!.column)")
public struct FilePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}
