import Foundation

/// What entities and enums have in common: a lasting name, a type name shown to the user,
/// and being a value intents take and return. A type may adopt it on its own, as Apple's
/// framework lets it (an id type that is also an entity).
///
///     extension NoteID: AppValue {}
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}
