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

    /// The most a pipe or device is read before it is refused (512 MiB, far more than any
    /// manifest or corpus): one that never ends (`/dev/zero`, `/dev/urandom`) would
    /// otherwise take all memory.
    static let maximumStreamLength = 1 << 29

    /// The bytes of the file at `path` (a pipe too, read until it ends, at most `limit` bytes of it).
    /// - Throws: `Unreadable` naming why.
    public static func read(_ path: String, limit: Int = maximumStreamLength) throws -> Data {
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
                var data = Data()
                while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                    data.append(chunk)
                    guard data.count <= limit else {
                        throw Unreadable(file: path, reason: "it did not end within \(limit >> 20) MiB (a device that never ends, such as /dev/zero?)")
                    }
                }
                return data
            }
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            throw Unreadable(file: path, reason: underlying?.localizedDescription ?? error.localizedDescription)
        }
    }
}
