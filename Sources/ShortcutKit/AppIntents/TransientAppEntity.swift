import Foundation

/// An entity made for one result, with no identifier or query: an intent returns it
/// (a workout summary) and other intents take it as input.
///
///     struct ActivitySummary: TransientAppEntity {
///         static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Workout Summary")
///         @Property var workoutsCompleted: Int
///         init() { workoutsCompleted = 0 }
///         var displayRepresentation: DisplayRepresentation { "\(workoutsCompleted) workouts" }
///     }
public protocol TransientAppEntity: _IntentValue, DisplayRepresentable, TypeDisplayRepresentable, Sendable {
    init()
}

extension TransientAppEntity {
    public typealias Property<Value> = EntityProperty<Value>
    public static var _intentTypeName: String { String(describing: Self.self) }
}
