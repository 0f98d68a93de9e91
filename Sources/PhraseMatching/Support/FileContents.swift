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
                return try readStream(path, limit: limit) { try handle.read(upToCount: 1 << 16) }
            }
            throw Unreadable(file: path, reason: systemWords(error))
        }
    }

    /// The chunks `next` reads from the pipe or device at `path`, until it gives none or an
    /// empty one: at most `limit` bytes.
    /// - Throws: `Unreadable` when a read fails (a stream cut short is no whole file) or the
    ///   stream goes on past `limit`.
    static func readStream(_ path: String, limit: Int, next: () throws -> Data?) throws -> Data {
        var data = Data()
        while true {
            let chunk: Data?
            do {
                chunk = try next()
            } catch {
                throw Unreadable(file: path, reason: "reading it failed after \(data.count) bytes: \(systemWords(error))")
            }
            guard let chunk, !chunk.isEmpty else { return data }
            data.append(chunk)
            guard data.count <= limit else {
                throw Unreadable(file: path, reason: "it did not end within \(limit >> 20) MiB (a device that never ends, such as /dev/zero?)")
            }
        }
    }

    /// What the system says of `error`: the underlying error's words, where Foundation wraps one.
    private static func systemWords(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying?.localizedDescription ?? error.localizedDescription
    }
}
