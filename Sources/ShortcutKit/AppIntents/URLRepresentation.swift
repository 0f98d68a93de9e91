import Foundation

/// The URL of an entity, written with its identifier in it:
///
///     extension TrailEntity: URLRepresentableEntity {
///         static var urlRepresentation: URLRepresentation { "https://example.com/trail/\(.id)/details" }
///     }
///
/// `url(for:)` puts in the identifier of an entity (percent-encoded).
public struct URLRepresentation: Sendable, ExpressibleByStringInterpolation {
    enum Part: Sendable, Hashable {
        case text(String)
        case identifier
    }

    let parts: [Part]

    public init(stringLiteral value: String) { parts = [.text(value)] }
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }
    /// A URL without placeholders.
    public init(_ url: URL) { parts = [.text(url.absoluteString)] }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var parts: [Part] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { parts.append(.text(literal)) }
        /// `\(.id)`: the entity's identifier.
        public mutating func appendInterpolation(_ placeholder: URLRepresentationPlaceholder) { parts.append(.identifier) }
    }

    /// The template with `{id}` where the identifier goes.
    public var template: String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .identifier: "{id}"
            }
        }.joined()
    }

    /// The URL of `entity`; `nil` when the result is no URL.
    public func url<Entity: AppEntity>(for entity: Entity) -> URL? {
        let identifier = entity.id.entityIdentifierString
        let encoded = identifier.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/")))
            ?? identifier
        let text = parts.map { part in
            switch part {
            case .text(let text): text
            case .identifier: encoded
            }
        }.joined()
        return URL(string: text)
    }
}

/// What a `URLRepresentation` can name: `.id`.
public struct URLRepresentationPlaceholder: Sendable {
    /// The entity's identifier.
    public static let id = URLRepresentationPlaceholder()
}
