import Foundation

/// A whole file read into memory, with a reason a person can act on when it cannot be:
/// "no such file", "it is a directory", "permission denied" — not Foundation's
/// "The operation could not be completed. (NSCocoaErrorDomain error 256.)".
///
///     let data = try FileContents.read("Library.shortcuts.json")
///     // throws FileContents.Unreadable: "cannot read the file: it is a directory"
package enum FileContents {
    /// Why a file could not be read.
    public struct Unreadable: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        /// "no such file", "it is a directory", "permission denied", or the system's words.
        public var reason: String

        /// `cannot read the file: REASON`.
        public var description: String { "cannot read the file: \(reason)" }
    }

    /// The bytes of the file at `path` (a pipe too, read until it ends).
    /// - Throws: `Unreadable` naming why.
    public static func read(_ path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Unreadable(file: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw Unreadable(file: path, reason: "it is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw Unreadable(file: path, reason: "permission denied")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            // A pipe or device (`--corpus <(grep …)`, /dev/stdin, /dev/null) has no size to
            // read up to: it is read until it ends.
            if let special = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
               special != .typeRegular, let handle = FileHandle(forReadingAtPath: path) {
                defer { try? handle.close() }
                if let data = try? handle.readToEnd() ?? Data() { return data }
            }
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            throw Unreadable(file: path, reason: underlying?.localizedDescription ?? error.localizedDescription)
        }
    }
}
