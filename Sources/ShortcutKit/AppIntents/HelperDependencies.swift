import Foundation
#if !canImport(Darwin)
@_spi(Reflection) import Swift
#endif

/// The `@Dependency` properties declared in the classes an intent or a query stores — a
/// helper class, held directly, in a struct or as an optional — found from their types
/// before it runs (`DependencyCheck`), so that one nobody registered fails the run naming
/// it instead of trapping inside `perform()` when its type (a class) has no stand-in.
///
///     final class Counter { @AppDependency var ledger: Ledger }
///     struct CountIntent: AppIntent { let counter = Counter() … }
///     // "CountIntent cannot run: Counter.ledger: no dependency of type Ledger is registered: …"
///
/// A class is read by its fields' types only, never its instance's fields: the instance
/// may be the app's shared object, changed meanwhile by other tasks. So a property's key is
/// not known: one is missing when no dependency of its type is registered under any key.
/// A helper made inside `perform()` is nowhere in the intent's fields, and is not found.
/// Only on Linux, whose runtime's reflection gives the fields of a type (`_forEachField`).
enum HelperDependencies {
    /// One `@Dependency` property of a class (or of a struct inside one).
    struct Declared: @unchecked Sendable {
        /// "Counter.ledger"
        var name: String
        var type: any UnkeyedDependency.Type
    }

    /// The problems of the dependencies declared in the classes `subject` stores.
    /// - Complexity: O(f) in the fields of the types walked, once per subject type (kept);
    ///   then O(d × r) in those dependencies and the registered ones.
    static func problems(of subject: Any) -> [String] {
        declared(in: type(of: subject)).compactMap { declared in declared.type.unregistered.map { "\(declared.name): \($0)" } }
    }

    /// The `@Dependency` properties of the classes `type` stores, in field order.
    static func declared(in type: Any.Type) -> [Declared] {
        #if canImport(Darwin)
        return []
        #else
        if let known = cache.value(for: type) { return known }
        var found: [Declared] = []
        var visited = Set<ObjectIdentifier>()
        walk(type, throughClass: false, depth: 0, visited: &visited, into: &found)
        cache.set(found, for: type)
        return found
        #endif
    }

    #if !canImport(Darwin)
    /// How many structs and classes deep the fields are looked through.
    private static let depthLimit = 4

    /// `_EachFieldOptions` `[.classType, .ignoreUnknown]` and `[.ignoreUnknown]`, by their
    /// raw values (1 << 0 and 1 << 1 in the standard library's ReflectionMirror.swift): its
    /// options are `static var`s, which Swift 6 does not let concurrent code read.
    private static let classFields = _EachFieldOptions(rawValue: 1 << 0 | 1 << 1)
    private static let structFields = _EachFieldOptions(rawValue: 1 << 1)

    private static func walk(_ type: Any.Type, throughClass: Bool, depth: Int, visited: inout Set<ObjectIdentifier>,
                             into found: inout [Declared]) {
        if let optional = type as? any OptionalWrapping.Type {
            walk(optional.wrappedType, throughClass: throughClass, depth: depth, visited: &visited, into: &found)
            return
        }
        // A type's own fields are asked for only of a struct or a class.
        let kind = TypeKind.of(type)
        guard depth < depthLimit, kind == .struct || kind == .class, !isLibraryType(type),
              visited.insert(ObjectIdentifier(type)).inserted else { return }
        let inClass = throughClass || kind == .class
        var fields: [(name: String, type: Any.Type)] = []
        _ = _forEachField(of: type, options: kind == .class ? classFields : structFields) { name, _, fieldType, _ in
            fields.append((String(cString: name), fieldType))
            return true
        }
        for field in fields {
            if let dependency = field.type as? any UnkeyedDependency.Type {
                // One in a struct the intent stores is checked with its key (`DependencyCheck`).
                guard inClass else { continue }
                let property = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
                found.append(Declared(name: "\(type).\(property)", type: dependency))
            } else {
                walk(field.type, throughClass: inClass, depth: depth + 1, visited: &visited, into: &found)
            }
        }
    }

    /// A type of the standard library, Foundation or ShortcutKit: none declares an app's
    /// dependency, and their insides need no walk.
    private static func isLibraryType(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: ".") else { return true }
        return libraryModules.contains(String(name[..<dot]))
    }

    private static let libraryModules: Set<String> = [
        "Swift", "_Concurrency", "Dispatch", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "ShortcutKit", "PhraseMatching",
    ]

    private static let cache = DeclaredCache()
    #endif
}

/// A `@Dependency` property's type, asked whether any dependency of its value's type is
/// registered, whatever its key.
protocol UnkeyedDependency {
    /// Why no dependency of this type can be read under any key, or `nil` if one is registered.
    static var unregistered: String? { get }
}

extension AppDependency: UnkeyedDependency {
    static var unregistered: String? { AppDependencyManager.shared.unregistered(Value.self) }
}

/// An optional's type, asked for the type it wraps.
protocol OptionalWrapping {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalWrapping {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// The dependencies found per subject type.
private final class DeclaredCache: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [ObjectIdentifier: [HelperDependencies.Declared]] = [:]
    func value(for type: Any.Type) -> [HelperDependencies.Declared]? { lock.withLock { found[ObjectIdentifier(type)] } }
    func set(_ value: [HelperDependencies.Declared], for type: Any.Type) { lock.withLock { found[ObjectIdentifier(type)] = value } }
}
