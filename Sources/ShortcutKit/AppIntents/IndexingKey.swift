import Foundation

/// The Spotlight attributes an entity property can be indexed under
/// (`@Property(indexingKey: \.displayName)`), shaped like CoreSpotlight's
/// `CSSearchableItemAttributeSet`. Nothing is indexed here; the key is kept on the property.
public struct IndexingAttributes: Sendable {
    public var displayName: String?
    public var title: String?
    public var contentDescription: String?
    public var keywords: [String]?
    public var alternateNames: [String]?
    public var textContent: String?
    public var namedLocation: String?
    public var city: String?
    public var country: String?
    public var authorNames: [String]?
    public var artist: String?
    public var album: String?
    public var genre: String?
    public var contentCreationDate: Date?
    public var contentModificationDate: Date?
    public var duration: Double?
    public var latitude: Double?
    public var longitude: Double?
    public var rating: Double?
    public var url: URL?
}

#if !canImport(CoreSpotlight)
/// A Spotlight attribute of the app's own (`CSCustomAttributeKey(keyName: "com_app_continent")!`),
/// shaped like CoreSpotlight's (used where it exists).
public struct CSCustomAttributeKey: Sendable, Hashable {
    public let keyName: String
    public let isSearchable: Bool

    /// A key named `keyName`: letters, digits and `_`, not starting with a digit; `nil`
    /// otherwise, as CoreSpotlight answers.
    public init?(keyName: String, searchable: Bool = true, searchableByDefault: Bool = false, unique: Bool = false,
                 multiValued: Bool = false) {
        guard let first = keyName.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first),
              keyName.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" }) else { return nil }
        self.keyName = keyName
        isSearchable = searchable
    }
}
#endif
