/// A type named by a string that stays the same when the type is renamed:
/// `struct BookEntity: AppEntity, PersistentlyIdentifiable`.
public protocol PersistentlyIdentifiable {
    /// The type's lasting name; its Swift name unless the type gives one.
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { String(describing: Self.self) }
}
