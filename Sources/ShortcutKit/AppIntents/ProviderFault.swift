import Foundation

/// A mistake in the app's own intent code that Apple's framework traps on — a parameter
/// read before it had a value, an entity property its `init` never set, a `@Dependency`
/// nobody registered — found while an intent or a query runs.
///
/// ShortcutKit does not trap: the property wrapper records the mistake, hands the code a
/// stand-in value (`Placeholder`) so it runs on, and the run fails with this error once
/// `perform()` (or the query) returns, its result discarded. Where no stand-in can be made
/// (a class instance), the run stops at that read and fails at once, its thread left
/// waiting for good (`ProviderFaultLog.unrecoverable`). The process, the chat and the next
/// run go on (on the main actor and in a `Task {}`, with `ShortcutKitExecutors`).
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

    /// What runs: an intent's type name, or a query's.
    let subject: String
    private let lock = NSLock()
    private var entries: [Entry] = []
    /// How to end the run's wait at once; `nil` when the run has no thread of its own.
    private var end: (@Sendable () -> Void)?
    private var ended = false
    /// How many reads were recorded, a repeated one too, and the entry the last one was.
    private var reads = 0
    private var lastRead = 0

    init(subject: String) { self.subject = subject }

    /// The log of the run in this task, if one is running.
    @TaskLocal static var current: ProviderFaultLog?

    var recorded: [Entry] { lock.withLock { entries } }

    func record(_ entry: Entry) {
        lock.withLock {
            reads += 1
            // The same read in a loop is one mistake.
            if let index = entries.firstIndex(where: { $0.text == entry.text }) {
                lastRead = index
                return
            }
            lastRead = entries.count
            entries.append(entry)
        }
    }

    /// Where the log stands now, for `problems(since:)`.
    var mark: (reads: Int, entries: Int) { lock.withLock { (reads, entries.count) } }

    /// The mistakes recorded since `mark`, in order: the new ones, or the last read again
    /// when it repeated one recorded before.
    ///
    ///     let mark = log.mark; let made = factory(); if !log.problems(since: mark).isEmpty { … }
    func problems(since mark: (reads: Int, entries: Int)) -> [String] {
        lock.withLock {
            guard reads > mark.reads else { return [] }
            let new = entries.dropFirst(mark.entries).map(\.text)
            return new.isEmpty ? [entries[lastRead].text] : new
        }
    }

    /// Gives the run a thread of its own: a read that can give no value stops its thread
    /// and ends the run (`unrecoverable`).
    func attach(end: @escaping @Sendable () -> Void) {
        lock.withLock { self.end = end }
    }

    /// Marks the run's wait as over: no read can end it any more.
    func finish() {
        lock.withLock { ended = true }
    }

    /// Ends the run now with `entry` among its faults, if the run is still waited on;
    /// `false` otherwise (it ended: the read was in a `Task {}` that outlived it).
    private func endRun(with entry: Entry) -> Bool {
        let end: (@Sendable () -> Void)? = lock.withLock {
            guard !ended, let end = self.end else { return nil }
            ended = true
            if !entries.contains(where: { $0.text == entry.text }) { entries.append(entry) }
            return end
        }
        guard let end else { return false }
        end()
        return true
    }

    /// A read of a value the app's code never set and ShortcutKit cannot make a stand-in
    /// for (a class instance, an entity holding one): the getter cannot return.
    ///
    /// Inside a run the run ends at once with this fault, and this thread stops for good,
    /// as Siri goes on when an app extension crashes: on a thread of ShortcutKit's
    /// (`ThreadRole`: the run's own thread; with `ShortcutKitExecutors`, the main actor's and
    /// the shared pool's, where a `@MainActor` `perform()` and a `Task {}` run) the queue it
    /// served passes to a fresh thread; on a thread the app made (a `Thread`, a dispatch
    /// queue's, an actor's own executor's; the main dispatch queue's when ShortcutKit's
    /// executors run the main actor) only the app's work on it waits for good (`ThreadStop`).
    /// A read there carries no run's log: it is the run's when only one run is going on
    /// (`ActiveRuns`); with several, none ends at once, and one that waits for that thread
    /// ends at its time limit, whose error names it (`StoppedAppThreads`). An actor stopped
    /// mid-method stays held (`HeldActors`). Where stopping the thread would hang what else
    /// waits on it (Swift's own main actor and pool, in a program that did not call
    /// `ShortcutKitExecutors.install()`) or outside any run, the process traps with `trap`,
    /// as Apple's runtime does.
    static func unrecoverable(_ problem: String, standIn type: Any.Type, property: AnyObject? = nil,
                              named: (@Sendable (String) -> String)? = nil, trap: String) -> Never {
        let isolationOfCaller = CurrentSerialExecutor.identity
        let isolation = isolationOfCaller?()
        let runs = current.map { [$0] } ?? ActiveRuns.current
        let stop = isolationOfCaller == nil || runs.isEmpty ? nil : ThreadStop.here(isolation: isolation)
        guard let stop else {
            // Nowhere to stop: the process traps, saying why where ShortcutKit knows.
            let why = if isolationOfCaller == nil {
                ""
            } else if runs.isEmpty {
                " It was read outside any run of an intent or query, where ShortcutKit cannot stop it."
            } else if ShortcutKitExecutors.canInstall && !ShortcutKitExecutors.isInstalled {
                " It was read on the main thread or Swift's own pool, which cannot be stopped without stopping the process: "
                    + "call ShortcutKitExecutors.install() first in the program, and such a read stops only its run."
            } else {
                ""
            }
            fatalError(trap + why)
        }
        let onAppThread = if case .appThread = stop { true } else if case .mainDispatchQueue = stop { true } else { false }
        let stopped = onAppThread
            ? "; the run was stopped at this read, on a thread the app made, which stays stopped: ShortcutKit cannot make a stand-in \(type) to go on with"
            : "; the run was stopped at this read: ShortcutKit cannot make a stand-in \(type) to go on with"
        var renamed: (@Sendable (String) -> String)?
        if let named { renamed = { @Sendable name in named(name) + stopped } }
        let entry = Entry(text: problem + stopped, property: property.map(ObjectIdentifier.init), named: renamed)
        let owner = runs.count == 1 ? runs[0] : nil
        if let isolation, isolation != ShortcutKitExecutors.mainIdentity {
            HeldActors.hold(isolation, by: owner?.subject ?? "a thread the app made", problem: problem)
        }
        if let owner {
            if !owner.endRun(with: entry) {
                // A `Task {}` the run started, still running after the run ended.
                FileHandle.standardError.write(Data("warning: \(owner.subject), in a task it started: \(problem + stopped)\n".utf8))
            }
        } else {
            // Several runs go on, and nothing tells whose this thread's work is.
            StoppedAppThreads.record(problem + stopped)
            FileHandle.standardError.write(Data("warning: on a thread the app made: \(problem + stopped)\n".utf8))
        }
        // A dependency's factory stopped here never returns: it is not run again.
        AppDependencyManager.shared.stopped(making: problem + stopped)
        stop.handOver()
        RunThread.stopForGood()
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

    /// Runs provider code that ShortcutKit calls outside `perform()` and queries (the
    /// provider's shortcuts, an intent's `init()` and static texts, an enum's cases, an
    /// entity's display representation) the way a run does: on a run's thread, so a value
    /// it reads before it exists fails this call with a `ProviderFault` naming `subject`,
    /// what was read and what to do, instead of trapping (or being shown as a stand-in).
    ///
    ///     let title = try await ProviderFaultLog.reading("The display representation of Shelf") { shelf.displayRepresentation }
    static func reading<T>(_ subject: String, _ body: @escaping () throws -> T) async throws -> T {
        // Already in a run (a display read inside `perform()`): that run's log takes it.
        if current != nil { return try body() }
        return try await collecting(subject) { try body() }
    }

    /// Runs `body` with a fresh log; if it recorded a mistake, the run fails with a
    /// `ProviderFault` (even if `body` returned or threw something else: what it returned
    /// was made from stand-in values).
    /// - Parameter naming: the name of an entity property, by identity, where the runner
    ///   can tell it (a property of a parameter's entity).
    static func collecting<T>(_ subject: String, naming: (ObjectIdentifier) -> String? = { _ in nil },
                              _ body: @escaping () async throws -> T) async throws -> T {
        let log = ProviderFaultLog(subject: subject)
        ActiveRuns.begin(log)
        // On a thread of its own, so that a read that cannot go on stops only the run.
        let outcome = await RunThread.run(log: log, body)
        log.finish()
        ActiveRuns.end(log)
        let entries = log.recorded
        // No outcome: the run was stopped, and `entries` holds why.
        if entries.isEmpty, let outcome { return try outcome.get() }
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

/// Actors a run was stopped inside: each stays held for good, so every later call to it
/// waits; a run that waits so ends at its time limit, and its error names them.
enum HeldActors {
    private static let held = Locked<[(identity: UInt, description: String)]>([])

    /// Records the actor whose executor identity is `isolation`, stopped inside by `subject`.
    static func hold(_ isolation: UnsafeRawPointer, by subject: String, problem: String) {
        // The identity is the actor itself (a default actor) or its executor: an object.
        let name = String(describing: type(of: Unmanaged<AnyObject>.fromOpaque(isolation).takeUnretainedValue()))
        let description = "\(name) (\(subject) was stopped inside it: \(problem))"
        held.withLock { held in
            if !held.contains(where: { $0.identity == UInt(bitPattern: isolation) }) {
                held.append((UInt(bitPattern: isolation), description))
            }
        }
    }

    /// What a run that did not finish in time may be waiting for, in words; `nil` when no
    /// actor is held.
    static var note: String? {
        let descriptions = held.withLock { $0.map(\.description) }
        guard !descriptions.isEmpty else { return nil }
        return "It may be waiting for an actor an earlier run was stopped inside, held for good: "
            + descriptions.joined(separator: "; ") + ". Restart the app to use it again."
    }
}
