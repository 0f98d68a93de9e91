import Foundation

/// Objects an app's intents and queries use — a data store, a navigation model —
/// registered once at launch and injected with `@Dependency`.
///
///     AppDependencyManager.shared.add(dependency: store)
///     @Dependency var store: LibraryStore
public final class AppDependencyManager: @unchecked Sendable {
    public static let shared = AppDependencyManager()

    private let lock = NSLock()
    private var factories: [String: @Sendable () -> Any] = [:]
    private var asyncFactories: [String: @Sendable () async -> Any] = [:]
    private var resolved: [String: Any] = [:]

    public init() {}

    /// Registers `dependency`, made on first use.
    public func add<Dependency>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency) {
        let name = Self.name(Dependency.self, key)
        lock.withLock {
            factories[name] = dependency
            resolved[name] = nil
        }
    }

    /// Registers a dependency made asynchronously (resolved before an intent runs).
    public func add<Dependency>(key: AnyHashable? = nil, dependency: @escaping @Sendable () async -> Dependency) {
        let name = Self.name(Dependency.self, key)
        lock.withLock {
            asyncFactories[name] = dependency
            resolved[name] = nil
        }
    }

    /// Makes every asynchronously registered dependency not yet made.
    public func resolveAsynchronousDependencies() async {
        let pending = lock.withLock { asyncFactories.filter { resolved[$0.key] == nil } }
        for (name, factory) in pending {
            let value = await factory()
            lock.withLock { resolved[name] = value }
        }
    }

    func resolve<Dependency>(_ type: Dependency.Type, key: AnyHashable?) -> Dependency? {
        let name = Self.name(type, key)
        let found: (value: Dependency?, factory: (() -> Any)?) = lock.withLock {
            if let value = resolved[name] as? Dependency { return (value, nil) }
            return (nil, factories[name])
        }
        if let value = found.value { return value }
        // The factory runs outside the lock: it may read other dependencies.
        guard let value = found.factory?() as? Dependency else { return nil }
        return lock.withLock {
            if let first = resolved[name] as? Dependency { return first }
            resolved[name] = value
            return value
        }
    }

    private static func name<T>(_ type: T.Type, _ key: AnyHashable?) -> String {
        String(reflecting: type) + (key.map { "#\($0)" } ?? "")
    }
}

/// A registered dependency, read from `AppDependencyManager.shared`.
@propertyWrapper
public struct AppDependency<Value>: @unchecked Sendable {
    private let key: AnyHashable?

    public init(key: AnyHashable? = nil) {
        self.key = key
    }

    public var wrappedValue: Value {
        guard let value = AppDependencyManager.shared.resolve(Value.self, key: key) else {
            fatalError("No dependency of type \(Value.self) was registered: call AppDependencyManager.shared.add(dependency:) at launch.")
        }
        return value
    }
}
