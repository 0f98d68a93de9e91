import Foundation

/// Objects an app's intents and queries use — a data store, a navigation model —
/// registered once at launch and injected with `@Dependency`.
///
///     AppDependencyManager.shared.add(dependency: store)
///     AppDependencyManager.shared.add { ModelData() }
///     @Dependency var store: LibraryStore
///
/// The overloads are Apple's: a value made on first use, a throwing factory (what a
/// trailing closure picks), and an asynchronous factory, which is run before any query or
/// intent reads it.
public final class AppDependencyManager: @unchecked Sendable {
    public static let shared = AppDependencyManager()

    private let lock = NSLock()
    private var factories: [String: @Sendable () throws -> Any] = [:]
    private var asyncFactories: [String: @Sendable () async throws -> Any] = [:]
    private var resolved: [String: Any] = [:]
    /// Why a registered dependency could not be made: its factory threw.
    private var failures: [String: String] = [:]
    /// Asynchronous factories running now, by name.
    private var making: [String: Task<Void, Never>] = [:]

    public init() {}

    /// Registers `dependency`, made on first use.
    public func add<Dependency>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency)
    where Dependency: Sendable {
        register(Self.name(Dependency.self, key)) { factories[$0] = dependency }
    }

    /// Registers a factory made on first use: `add { ModelData() }`.
    public func add<Dependency>(key: AnyHashable? = nil,
                                dependency provider: @autoclosure @escaping () -> @Sendable () throws -> Dependency)
    where Dependency: Sendable {
        let factory = provider()
        register(Self.name(Dependency.self, key)) { factories[$0] = factory }
    }

    /// Registers a dependency made asynchronously (made before any query or intent runs).
    public func add<Dependency>(key: AnyHashable? = nil, dependency: @escaping @Sendable () async throws -> Dependency)
    where Dependency: Sendable {
        register(Self.name(Dependency.self, key)) { asyncFactories[$0] = dependency }
    }

    private func register(_ name: String, _ store: (String) -> Void) {
        lock.withLock {
            // The last registration wins, whichever overload it used.
            factories[name] = nil
            asyncFactories[name] = nil
            store(name)
            resolved[name] = nil
            failures[name] = nil
        }
    }

    /// Makes every asynchronously registered dependency not yet made. A factory that
    /// throws leaves its dependency missing, with the error as the reason.
    /// - Complexity: one dictionary scan when every dependency is made; each factory runs
    ///   once, however many callers wait for it.
    public func resolveAsynchronousDependencies() async {
        let tasks: [Task<Void, Never>] = lock.withLock {
            var tasks: [Task<Void, Never>] = []
            for (name, factory) in asyncFactories where resolved[name] == nil && failures[name] == nil {
                if let running = making[name] {
                    tasks.append(running)
                    continue
                }
                let task = Task {
                    let outcome: Result<Any, any Error>
                    // The factory is the app's code: run the way a run is (`ProviderFault`).
                    do { outcome = .success(try await ProviderFaultLog.collecting("The factory of \(name)") { try await factory() }) } catch {
                        outcome = .failure(error)
                    }
                    self.lock.withLock {
                        switch outcome {
                        case .success(let value): self.resolved[name] = value
                        case .failure(let fault as ProviderFault):
                            self.failures[name] = "its factory read what was never set: " + fault.problems.joined(separator: "; ")
                        case .failure(let error): self.failures[name] = "its factory threw: \(error)"
                        }
                        self.making[name] = nil
                    }
                }
                making[name] = task
                tasks.append(task)
            }
            return tasks
        }
        for task in tasks { await task.value }
    }

    func resolve<Dependency>(_ type: Dependency.Type, key: AnyHashable?) -> Dependency? {
        let name = Self.name(type, key)
        lock.lock()
        if let value = resolved[name] as? Dependency {
            lock.unlock()
            return value
        }
        let factory: (@Sendable () throws -> Any)? = failures[name] == nil ? factories[name] : nil
        lock.unlock()
        guard let factory else { return nil }
        // The factory runs outside the lock: it may read other dependencies. It is the app's
        // code: in a run, a value it read before it existed leaves the dependency failed, as
        // an asynchronous factory's does, instead of keeping what it made of stand-ins; one
        // that stops its thread there leaves it failed too (`stopped(making:)`).
        let log = ProviderFaultLog.current
        let mark = log?.mark
        let made: Any
        do {
            made = try Self.$factoriesRunning.withValue(Self.factoriesRunning + [name]) { try factory() }
        } catch {
            lock.withLock { failures[name] = "its factory threw: \(error)" }
            return nil
        }
        if let log, let mark, case let problems = log.problems(since: mark), !problems.isEmpty {
            lock.withLock { failures[name] = "its factory read what was never set: " + problems.joined(separator: "; ") }
            return nil
        }
        guard let value = made as? Dependency else { return nil }
        return lock.withLock {
            if let first = resolved[name] as? Dependency { return first }
            resolved[name] = value
            return value
        }
    }

    /// The dependencies whose factories run now in this task, innermost last.
    @TaskLocal private static var factoriesRunning: [String] = []

    /// Leaves the dependencies whose factories run in this task failed with `problem`: the
    /// thread is about to stop for good at a read that cannot go on, so they never return.
    func stopped(making problem: String) {
        let names = Self.factoriesRunning
        guard !names.isEmpty else { return }
        lock.withLock {
            for name in names where resolved[name] == nil {
                failures[name] = "its factory read what was never set: " + problem
            }
        }
    }

    /// Whether the dependency is registered with a factory, to be made on first use, that
    /// has not run yet.
    func factoryNotRun<Dependency>(_ type: Dependency.Type, key: AnyHashable?) -> Bool {
        let name = Self.name(type, key)
        return lock.withLock { factories[name] != nil && resolved[name] == nil && failures[name] == nil }
    }

    /// Why the dependency cannot be read, or `nil` if it can (made now if need be).
    func problem<Dependency>(_ type: Dependency.Type, key: AnyHashable?) -> String? {
        if resolve(type, key: key) != nil { return nil }
        let name = Self.name(type, key)
        let (failure, isAsync) = lock.withLock { (failures[name], asyncFactories[name] != nil) }
        let keyText = key.map { " (key \($0))" } ?? ""
        if let failure { return "the dependency \(type)\(keyText) cannot be made: \(failure)" }
        if isAsync { return "the dependency \(type)\(keyText) is registered asynchronously and was not made yet" }
        return "no dependency of type \(type)\(keyText) is registered: call AppDependencyManager.shared.add(dependency:) at launch"
    }

    /// Why no dependency of `type` can be read under any key, or `nil` when one is registered
    /// (`HelperDependencies`, which knows a property's type but not its key).
    func unregistered<Dependency>(_ type: Dependency.Type) -> String? {
        let base = Self.name(type, nil)
        func named(_ name: String) -> Bool { name == base || name.hasPrefix(base + "#") }
        let registered = lock.withLock {
            factories.keys.contains(where: named) || asyncFactories.keys.contains(where: named) || resolved.keys.contains(where: named)
        }
        return registered ? nil : "no dependency of type \(type) is registered: call AppDependencyManager.shared.add(dependency:) at launch"
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
            // Queries and intents are checked before they run (`DependencyCheck`): here the
            // app's code read one they do not declare (a helper's, a local one). The run
            // fails naming it, and the code goes on with a stand-in.
            let reason = AppDependencyManager.shared.problem(Value.self, key: key) ?? "it is missing"
            let problem = "@Dependency \(Value.self) cannot be read: \(reason)"
            guard let stand = Placeholder.of(Value.self) else {
                // Of a type with no stand-in (a class), declared where no check before the run
                // sees it (a helper made inside `perform()`, a local `@Dependency`; a helper the
                // intent stores is found: `HelperDependencies`): the run ends here.
                ProviderFaultLog.unrecoverable(problem, standIn: Value.self,
                                               trap: "@Dependency var: \(Value.self): \(reason); ShortcutKit cannot make a stand-in \(Value.self) to go on with.")
            }
            ProviderFaultLog.record(problem)
            return stand
        }
        return value
    }

    /// Why the dependency cannot be read now, or `nil`.
    var problem: String? {
        AppDependencyManager.shared.problem(Value.self, key: key)
    }

    var factoryNotRun: Bool {
        AppDependencyManager.shared.factoryNotRun(Value.self, key: key)
    }
}

/// `@Dependency` properties a query or intent declares, checked before it runs, so that a
/// missing dependency is an error naming its type instead of a trap inside `perform()`.
enum DependencyCheck {
    /// The problems of the dependencies `subject` declares (its stored `@Dependency`
    /// properties, those of the structs it stores: a helper holding one, and those of the
    /// classes it stores: `HelperDependencies`), after making the asynchronous ones.
    static func problems(of subject: Any) async -> [String] {
        await AppDependencyManager.shared.resolveAsynchronousDependencies()
        let dependencies = declared(in: subject, depth: 0)
        let check = { dependencies.compactMap(\.problem) + HelperDependencies.problems(of: subject) }
        // Checking makes a dependency whose factory has not run yet: the app's code, run the
        // way a run is. Once their factories have run, the check needs no run of its own.
        guard ProviderFaultLog.current == nil, dependencies.contains(where: \.factoryNotRun) else { return check() }
        do {
            return try await ProviderFaultLog.reading("A dependency's factory", check)
        } catch let fault as ProviderFault {
            return ["a dependency's factory read what was never set: " + fault.problems.joined(separator: "; ")]
        } catch {
            return [QueryDeadline.message(of: error)]
        }
    }

    /// The `@Dependency` properties of `subject` and of the structs it stores, three deep.
    private static func declared(in subject: Any, depth: Int) -> [any DeclaredDependency] {
        var found: [any DeclaredDependency] = []
        for child in Mirror(reflecting: subject).children {
            if let dependency = child.value as? any DeclaredDependency {
                found.append(dependency)
            } else if depth < 3, Mirror(reflecting: child.value).displayStyle == .struct {
                found += declared(in: child.value, depth: depth + 1)
            }
        }
        return found
    }

    /// An error for those problems, or `nil`.
    static func failure(of subject: Any, what: String) async -> MissingDependency? {
        let problems = await problems(of: subject)
        return problems.isEmpty ? nil : MissingDependency(subject: what, problems: problems)
    }
}

/// A query or intent whose `@Dependency` cannot be read.
struct MissingDependency: Error, CustomStringConvertible, LocalizedError {
    var subject: String
    var problems: [String]
    var description: String { "\(subject) cannot run: " + problems.joined(separator: "; ") }
    var errorDescription: String? { description }
}

protocol DeclaredDependency {
    var problem: String? { get }
    /// Whether reading it would run its factory (the app's code) for the first time.
    var factoryNotRun: Bool { get }
}

extension AppDependency: DeclaredDependency {}
