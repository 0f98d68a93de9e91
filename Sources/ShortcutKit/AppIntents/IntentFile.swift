import Foundation

/// A file an intent takes or returns: its bytes or a URL, a name and a content type.
///
///     @Parameter(title: "Image", supportedContentTypes: [.image])
///     var file: IntentFile
///     …
///     let data = try await file.data(contentType: .image)
///     return .result(value: IntentFile(data: csv, filename: "bookmarks.csv", type: .commaSeparatedText))
public struct IntentFile: _IntentValue, Sendable {
    private let storedData: Data?
    /// Where the file is on disk, if it is a file there.
    public let fileURL: URL?
    /// The file's name.
    public var filename: String
    /// The file's content type, when it is known (from the name otherwise).
    public let type: UTType?
    /// Whether the file is removed once the intent is done (accepted; nothing is removed here).
    public var removedOnCompletion: Bool = false

    /// A file made of `data`.
    public init(data: Data, filename: String, type: UTType? = nil) {
        storedData = data
        fileURL = nil
        self.filename = filename
        self.type = type ?? IntentFile.type(of: filename)
    }

    /// The file at `fileURL`.
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        storedData = nil
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.type = type ?? IntentFile.type(of: filename ?? fileURL.lastPathComponent)
    }

    /// The file's bytes; empty when its URL cannot be read (`data(contentType:)` says why).
    public var data: Data {
        if let storedData { return storedData }
        guard let fileURL else { return Data() }
        return (try? Data(contentsOf: fileURL)) ?? Data()
    }

    /// The file's content types: its own, when known.
    public var availableContentTypes: [UTType] { type.map { [$0] } ?? [] }

    /// The file's bytes as `contentType`. Throws when the file is of another type (no
    /// conversion is made here) or cannot be read.
    public func data(contentType: UTType) async throws -> Data {
        if let type, !type.conforms(to: contentType) {
            throw IntentFileError.wrongType(filename: filename, type: type.identifier, wanted: contentType.identifier)
        }
        if let storedData { return storedData }
        guard let fileURL else { return Data() }
        do {
            return try Data(contentsOf: fileURL)
        } catch {
            throw IntentFileError.unreadable(filename: filename, reason: error.localizedDescription)
        }
    }

    /// A URL to the file as `contentType`: its own URL, or the bytes written to a
    /// temporary file.
    public func withFile<Result>(contentType: UTType, _ body: (URL, Bool) async throws -> Result) async throws -> Result {
        let bytes = try await data(contentType: contentType)
        if let fileURL { return try await body(fileURL, false) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + "-" + filename)
        try bytes.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try await body(url, true)
    }

    public static var _intentTypeName: String { "IntentFile" }

    /// A typed path names a file: `/tmp/photo.jpg`, `file:///tmp/photo.jpg`.
    public static func _parse(_ text: String) -> IntentFile? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let url = trimmed.hasPrefix("file://") ? URL(string: trimmed) : URL(fileURLWithPath: trimmed)
        guard let url, FileManager.default.fileExists(atPath: url.path) else { return nil }
        return IntentFile(fileURL: url)
    }

    private static func type(of filename: String) -> UTType? {
        let ext = (filename as NSString).pathExtension
        return ext.isEmpty ? nil : UTType(filenameExtension: ext)
    }
}

/// Why a file's content could not be had.
public enum IntentFileError: Error, Sendable, CustomStringConvertible, LocalizedError {
    case wrongType(filename: String, type: String, wanted: String)
    case unreadable(filename: String, reason: String)

    public var description: String {
        switch self {
        case .wrongType(let filename, let type, let wanted): "The file '\(filename)' is \(type), not \(wanted)."
        case .unreadable(let filename, let reason): "The file '\(filename)' could not be read: \(reason)"
        }
    }

    public var errorDescription: String? { description }
}
