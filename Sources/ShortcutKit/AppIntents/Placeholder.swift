import Foundation
#if !canImport(Darwin)
@_spi(Reflection) import Swift
#endif

/// A stand-in value of any type, handed to the app's code in place of one it read before
/// setting it (an entity-typed `@Property`, a required `@Parameter`, an unregistered
/// `@Dependency`), so that its code runs on while the run is failed (`ProviderFault`).
/// Nothing made from it is shown: the run's result is discarded.
///
/// In order: the type's empty form (`NeutralValue`); one it can make (an intent or another
/// type with an `init()` it knows, `URL`, `UUID`, `Data`…); a struct built field by field
/// from stand-ins of its fields (an entity: `let id: String` → `""`, on Linux). Never a
/// value of the app's own data (an entity a query returned, a parameter's value): code
/// that goes on with the stand-in may act on it ("delete this note"), and an empty
/// stand-in names nothing the app holds. A class instance has no stand-in.
///
///     Placeholder.of(TrailEntity.self)   // TrailEntity with id "", name "", …
enum Placeholder {
    static func of<Value>(_ type: Value.Type) -> Value? {
        if let neutral = NeutralValue.of(type) { return neutral }
        return made(type, depth: 0) as? Value
    }

    /// A stand-in made for `type`, or `nil`. `depth` bounds nested structs.
    private static func made(_ type: Any.Type, depth: Int) -> Any? {
        func neutral<T>(_ type: T.Type) -> Any? { NeutralValue.of(type) }
        if let value = _openExistential(type, do: neutral) { return value }
        if let known = known(type) { return known }
        if let intent = type as? any AppIntent.Type { return intent.init() }
        if let making = type as? any PlaceholderMaking.Type { return making.makePlaceholder() }
        return fieldByField(type, depth: depth)
    }

    private static func known(_ type: Any.Type) -> Any? {
        switch type {
        case is URL.Type: return URL(fileURLWithPath: "/")
        case is UUID.Type: return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        case is Data.Type: return Data()
        case is DateComponents.Type: return DateComponents()
        case is Locale.Type: return Locale(identifier: "")
        case is TimeZone.Type: return TimeZone(secondsFromGMT: 0).map { $0 as Any }
        case is IntentFile.Type: return IntentFile(data: Data(), filename: "")
        default: return nil
        }
    }

    /// A struct whose every stored property has a stand-in, built from them: each field
    /// written as its own type at the offset the compiler laid it out at.
    private static func fieldByField(_ type: Any.Type, depth: Int) -> Any? {
        #if canImport(Darwin)
        return nil
        #else
        guard depth < 8, TypeKind.of(type) == .struct else { return nil }
        var fields: [(offset: Int, value: Any)] = []
        let complete = _forEachField(of: type) { _, offset, fieldType, _ in
            // Written as the field's bytes: the stand-in must be of exactly the field's type.
            guard let value = made(fieldType, depth: depth + 1),
                  ObjectIdentifier(Swift.type(of: value)) == ObjectIdentifier(fieldType) else { return false }
            fields.append((offset, value))
            return true
        }
        guard complete else { return nil }
        func build<T>(_ type: T.Type) -> Any? {
            let size = MemoryLayout<T>.size
            // A module built without reflection metadata shows no fields: its bytes would stay
            // unwritten, so no stand-in is made from them.
            guard !fields.isEmpty || size == 0 else { return nil }
            let storage = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: MemoryLayout<T>.alignment)
            defer { storage.deallocate() }
            storage.initializeMemory(as: UInt8.self, repeating: 0, count: max(size, 1))
            for field in fields {
                func write<F>(_ value: F) { (storage + field.offset).initializeMemory(as: F.self, repeating: value, count: 1) }
                _openExistential(field.value, do: write)
            }
            return storage.assumingMemoryBound(to: T.self).move()
        }
        return _openExistential(type, do: build) as Any?
        #endif
    }

}

/// A type ShortcutKit can make empty though it has no empty literal: a property wrapper (an
/// unset `@Property`, `@Parameter`) for stand-in structs that hold one, a measurement.
protocol PlaceholderMaking {
    /// The empty value, or `nil` where this type has none.
    static func makePlaceholder() -> Any?
}

extension EntityProperty: PlaceholderMaking {
    static func makePlaceholder() -> Any? { EntityProperty<Value>() }
}

extension IntentParameter: PlaceholderMaking {
    static func makePlaceholder() -> Any? { IntentParameter<Value>() }
}

extension AppDependency: PlaceholderMaking {
    static func makePlaceholder() -> Any? { AppDependency<Value>() }
}

/// Zero in the base unit (a measurement holds its unit, a class instance, so it is not
/// built field by field): `Measurement<UnitLength>` → 0 m.
extension Measurement: PlaceholderMaking where UnitType: Dimension {
    static func makePlaceholder() -> Any? {
        // A bare `Dimension` has no base unit (Foundation traps when asked for it).
        guard UnitType.self != Dimension.self else { return nil }
        return Measurement(value: 0, unit: UnitType.baseUnit())
    }
}
