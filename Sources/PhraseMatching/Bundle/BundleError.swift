import Foundation

/// A file of a built app (or a values file) that could not be read: which file, where in
/// it, and what was expected there.
///
///     catch let error as BundleError {
///         print(error)   // App.app/Metadata.appintents/extract.actionsdata:1:812: error: autoShortcuts[0]: missing key 'phraseTemplates'
///     }
///
/// The place is a JSON path (`autoShortcuts[0].phraseTemplates`) with its line and column,
/// or a byte offset for a binary property list, or neither when the whole file is at fault.
package struct BundleError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// Line and column (1-based) in a text file.
    public var position: FilePosition?
    /// The byte (from 0, as `xxd` counts) in a binary file.
    public var byteOffset: Int?
    /// The JSON path of the value at fault: `actions.OpenShelf.parameters[0].valueType`.
    public var path: String?
    public var message: String

    public init(file: String, position: FilePosition? = nil, byteOffset: Int? = nil, path: String? = nil, message: String) {
        self.file = file
        self.position = position
        self.byteOffset = byteOffset
        self.path = path
        self.message = message
    }

    /// The bytes of a build's file at `path`, read whole.
    /// - Throws: `BundleError` "cannot read the file", naming it.
    static func contents(of path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw BundleError(file: path, message: "cannot read the file")
        }
    }

    /// `FILE:LINE:COLUMN: error: PATH: MESSAGE`, or `FILE: error: byte N: MESSAGE`.
    public var description: String { DiagnosticRenderer().render(diagnostic) }

    /// The error as a diagnostic, for a report that collects every problem.
    public var diagnostic: Diagnostic {
        var place = ""
        if let byteOffset { place += "byte \(byteOffset): " }
        if let path, !path.isEmpty { place += "\(path): " }
        return Diagnostic(.error, .unreadableFile(place + message), file: file, line: position?.line, column: position?.column)
    }
}
