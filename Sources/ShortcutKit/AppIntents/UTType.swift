import Foundation

#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#else
/// A content type, shaped like UniformTypeIdentifiers' `UTType` (which is used where it
/// exists): `@Parameter(title: "Photo", supportedContentTypes: [.image, .jpeg])`.
///
///     let type = UTType(filenameExtension: "png")   // .png
///     type?.conforms(to: .image)                    // true
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier: `public.jpeg`.
    public let identifier: String
    /// The type this one refines (`public.image` for `public.jpeg`), if any.
    let parentIdentifier: String?
    /// File name extensions, the preferred one first.
    let filenameExtensions: [String]
    /// The preferred MIME type, if any.
    public let preferredMIMEType: String?

    init(identifier: String, parent: String?, extensions: [String] = [], mimeType: String? = nil) {
        self.identifier = identifier
        parentIdentifier = parent
        filenameExtensions = extensions
        preferredMIMEType = mimeType
    }

    /// The type with `identifier`, if it is one of the known types.
    public init?(_ identifier: String) {
        guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The known type files ending in `filenameExtension` have, if any.
    public init?(filenameExtension: String) {
        let wanted = filenameExtension.lowercased()
        guard let known = UTType.known.first(where: { $0.filenameExtensions.contains(wanted) }) else { return nil }
        self = known
    }

    /// The known type with `mimeType`, if any.
    public init?(mimeType: String) {
        let wanted = mimeType.lowercased()
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == wanted }) else { return nil }
        self = known
    }

    public var preferredFilenameExtension: String? { filenameExtensions.first }
    public var description: String { identifier }

    /// Whether this type is `type` or refines it (`.jpeg` conforms to `.image` and `.data`).
    public func conforms(to type: UTType) -> Bool {
        var current: UTType? = self
        var steps = 0
        while let step = current, steps < 16 {
            if step.identifier == type.identifier { return true }
            current = step.parentIdentifier.flatMap { UTType($0) }
            steps += 1
        }
        return false
    }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public static let item = UTType(identifier: "public.item", parent: nil)
    public static let content = UTType(identifier: "public.content", parent: "public.item")
    public static let data = UTType(identifier: "public.data", parent: "public.item", mimeType: "application/octet-stream")
    public static let text = UTType(identifier: "public.text", parent: "public.data")
    public static let plainText = UTType(identifier: "public.plain-text", parent: "public.text", extensions: ["txt"], mimeType: "text/plain")
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", parent: "public.plain-text")
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text", parent: "public.text",
                                                  extensions: ["csv"], mimeType: "text/csv")
    public static let json = UTType(identifier: "public.json", parent: "public.text", extensions: ["json"], mimeType: "application/json")
    public static let html = UTType(identifier: "public.html", parent: "public.text", extensions: ["html", "htm"], mimeType: "text/html")
    public static let url = UTType(identifier: "public.url", parent: "public.data")
    public static let fileURL = UTType(identifier: "public.file-url", parent: "public.url")
    public static let image = UTType(identifier: "public.image", parent: "public.data")
    public static let jpeg = UTType(identifier: "public.jpeg", parent: "public.image", extensions: ["jpg", "jpeg"], mimeType: "image/jpeg")
    public static let png = UTType(identifier: "public.png", parent: "public.image", extensions: ["png"], mimeType: "image/png")
    public static let gif = UTType(identifier: "com.compuserve.gif", parent: "public.image", extensions: ["gif"], mimeType: "image/gif")
    public static let heic = UTType(identifier: "public.heic", parent: "public.image", extensions: ["heic"], mimeType: "image/heic")
    public static let pdf = UTType(identifier: "com.adobe.pdf", parent: "public.data", extensions: ["pdf"], mimeType: "application/pdf")
    public static let audio = UTType(identifier: "public.audio", parent: "public.data")
    public static let mp3 = UTType(identifier: "public.mp3", parent: "public.audio", extensions: ["mp3"], mimeType: "audio/mpeg")
    public static let movie = UTType(identifier: "public.movie", parent: "public.data")
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", parent: "public.movie", extensions: ["mp4"], mimeType: "video/mp4")

    static let known: [UTType] = [.item, .content, .data, .text, .plainText, .utf8PlainText, .commaSeparatedText, .json, .html,
                                  .url, .fileURL, .image, .jpeg, .png, .gif, .heic, .pdf, .audio, .mp3, .movie, .mpeg4Movie]
}
#endif
