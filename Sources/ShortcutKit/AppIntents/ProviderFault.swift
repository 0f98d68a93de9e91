import Foundation

/// A mistake in the app's own intent code that Apple's framework traps on — a parameter
/// read before it had a value, an entity property its `init` never set, a `@Dependency`
/// nobody registered — found while an intent or a query runs.
///
/// ShortcutKit does not trap: the property wrapper records the mistake, hands the code a
/// stand-in value (`Placeholder`) so it runs on, and the run fails with this error once
/// `perform()` (or the query) returns, its result discarded. The process, the chat and the
/// next run go on.
///
///     OpenShelfIntent failed: parameter 'shelf' (Shelf) was read before it had a value:
///     give it a value before reading it, a default (@Parameter(default:)), or make it optional
public struct ProviderFault: Error, CustomStringConvertible, LocalizedError, Sendable {
    /// What ran: an intent's type name, or a query's.
    public var subject: String
    /// Each mistake, with what to do about it, in the order they happened.
    public var problems: [String]

    public var description: String {
        "\(subject) failed: " + problems.joined(separator: "; ")
    }

    public var errorDescription: String? { description }
}

/// The mistakes recorded while one intent or query runs (a task-local log).
final class ProviderFaultLog: @unchecked Sendable {
    /// One mistake: its text, and for an entity property the property (by identity) and
    /// its text once the runner knows the property's name.
    struct Entry {
        var text: String
        var property: ObjectIdentifier?
        var named: (@Sendable (String) -> String)?
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// The log of the run in this task, if one is running.
    @TaskLocal static var current: ProviderFaultLog?

    var recorded: [Entry] { lock.withLock { entries } }

    func record(_ entry: Entry) {
        lock.withLock {
            // The same read in a loop is one mistake.
            guard !entries.contains(where: { $0.text == entry.text }) else { return }
            entries.append(entry)
        }
    }

    /// Records `problem` in the running log; outside any run (a summary or a display
    /// representation read by a tool) it is written to standard error, once.
    static func record(_ problem: String, property: AnyObject? = nil, named: (@Sendable (String) -> String)? = nil) {
        if let log = current {
            log.record(Entry(text: problem, property: property.map(ObjectIdentifier.init), named: named))
        } else if unattributed.insert(problem) {
            FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
        }
    }

    private static let unattributed = SeenProblems()

    /// Runs `body` with a fresh log; if it recorded a mistake, the run fails with a
    /// `ProviderFault` (even if `body` returned or threw something else: what it returned
    /// was made from stand-in values).
    /// - Parameter naming: the name of an entity property, by identity, where the runner
    ///   can tell it (a property of a parameter's entity).
    static func collecting<T>(_ subject: String, naming: (ObjectIdentifier) -> String? = { _ in nil },
                              _ body: () async throws -> T) async throws -> T {
        let log = ProviderFaultLog()
        let outcome: Result<T, any Error>
        do {
            outcome = .success(try await $current.withValue(log) { try await body() })
        } catch {
            outcome = .failure(error)
        }
        let entries = log.recorded
        guard !entries.isEmpty else { return try outcome.get() }
        let problems = entries.map { entry in
            guard let property = entry.property, let named = entry.named, let name = naming(property) else { return entry.text }
            return named(name)
        }
        throw ProviderFault(subject: subject, problems: problems)
    }
}

/// Problems already written to standard error.
private final class SeenProblems: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    func insert(_ problem: String) -> Bool { lock.withLock { seen.insert(problem).inserted } }
}
