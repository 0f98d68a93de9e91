#if compiler(>=6.3) && (os(Linux) || (canImport(Darwin) && SHORTCUTKIT_DARWIN_EXECUTORS))
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
#endif
import Foundation

/// The main actor's executor and the shared pool's (`Task {}`), owned by ShortcutKit, so that
/// a run stopped at a read that cannot go on, on the main actor or in a `Task {}` it started,
/// stops only its own thread: a fresh thread takes over the queue, and the chat goes on.
///
///     ShortcutKitExecutors.install()   // the first line of the tool's top-level code
///     await ShortcutsTool.main(apps: apps)
///
/// Without them such a read traps, as on Apple's runtime (`ProviderFault`).
public enum ShortcutKitExecutors {
    /// Makes these the process's executors, where Swift lets a program choose them (Swift 6.3
    /// on Linux: `_createExecutors(factory:)`); `false` elsewhere, and nothing changes. On
    /// Apple platforms (26.4 and later) only in a build that defines
    /// `SHORTCUTKIT_DARWIN_EXECUTORS`: it is unverified there (README, Platforms).
    ///
    /// Call it first, in synchronous top-level code, before anything has run on the main
    /// actor or the pool: work queued before stays on the executors it was queued on.
    /// Main-actor code then runs on the main dispatch queue, as before, one job at a time,
    /// until a run stops there; from then on on a thread of ShortcutKit's (the main dispatch
    /// queue is held by the stopped run for good). The pool has a thread per core.
    ///
    /// Called again, it does nothing and returns `true`. Called late (after tasks ran, or
    /// inside a task, as an exit test must), it still installs them for what is queued from
    /// then on; a job queued before runs where it was queued, and a read that cannot go on
    /// there traps. It must not be called while other threads queue jobs: the runtime keeps
    /// its executors in globals that every enqueue reads with no lock. That is why ShortcutKit
    /// does not call it on first use; `ShortcutsTool.main(apps:)`, the program itself, does.
    @discardableResult
    public static func install() -> Bool {
        #if compiler(>=6.3) && (os(Linux) || (canImport(Darwin) && SHORTCUTKIT_DARWIN_EXECUTORS))
        guard #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) else { return false }
        let first = installed.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        if first { _createExecutors(factory: ExecutorChoice.self) }
        return true
        #else
        return false
        #endif
    }

    /// Whether `install()` made them the process's executors.
    public static var isInstalled: Bool { installed.withLock { $0 } }

    /// Whether `install()` can install them here (Swift 6.3 on Linux).
    static var canInstall: Bool {
        #if compiler(>=6.3) && (os(Linux) || (canImport(Darwin) && SHORTCUTKIT_DARWIN_EXECUTORS))
        if #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) { return true }
        return false
        #else
        false
        #endif
    }

    private static let installed = Locked(false)

    /// The identity of the main actor's executor when it is ShortcutKit's, as the runtime
    /// reports the current executor (`CurrentSerialExecutor`); `nil` otherwise.
    static var mainIdentity: UnsafeRawPointer? {
        #if compiler(>=6.3) && (os(Linux) || (canImport(Darwin) && SHORTCUTKIT_DARWIN_EXECUTORS))
        guard isInstalled, #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) else { return nil }
        return UnsafeRawPointer(Unmanaged.passUnretained(MainQueue.shared).toOpaque())
        #else
        return nil
        #endif
    }

    /// Hands the queue the calling thread serves to a fresh thread, before the calling thread
    /// stops for good (`ThreadRole`).
    static func handOver(_ role: ThreadRole) {
        #if compiler(>=6.3) && (os(Linux) || (canImport(Darwin) && SHORTCUTKIT_DARWIN_EXECUTORS))
        guard #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) else { return }
        switch role {
        case .mainActor: MainQueue.shared.takeOver()
        case .pool: SharedPool.shared.replaceWorker()
        case .run: break  // a stopped run's thread is never handed another run
        }
        #endif
    }

    /// Before the main thread stops for good in a block of the app's on the main dispatch
    /// queue: a thread of ShortcutKit's runs the main actor's jobs from now on, as when a run
    /// stops on the main actor.
    static func leaveMainDispatchQueue() {
        #if compiler(>=6.3) && (os(Linux) || (canImport(Darwin) && SHORTCUTKIT_DARWIN_EXECUTORS))
        guard #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) else { return }
        MainQueue.shared.leaveMainDispatchQueue()
        #endif
    }
}

/// What a thread of ShortcutKit's serves, kept per thread: a thread that serves nothing of
/// ShortcutKit's cannot be stopped without stopping what else waits on it.
enum ThreadRole: Int {
    /// A run's own thread (`RunThread`).
    case run = 1
    /// The main actor's jobs, one at a time (`ShortcutKitExecutors`).
    case mainActor
    /// The shared pool, `Task {}` and actors outside any run.
    case pool

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The role of the calling thread, if it is one of ShortcutKit's.
    static var current: ThreadRole? {
        guard let value = pthread_getspecific(key) else { return nil }
        return ThreadRole(rawValue: Int(bitPattern: value))
    }

    /// Gives the calling thread `role` (`nil`: none).
    static func set(_ role: ThreadRole?) {
        pthread_setspecific(key, role.flatMap { UnsafeRawPointer(bitPattern: $0.rawValue) })
    }
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// Jobs in the order they came, taken from the front in constant time.
struct JobQueue {
    private var jobs: [UnownedJob] = []
    private var head = 0
    var isEmpty: Bool { head == jobs.count }
    mutating func append(_ job: UnownedJob) { jobs.append(job) }
    mutating func removeFirst() -> UnownedJob {
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        }
        return job
    }
}

#if compiler(>=6.3) && (os(Linux) || (canImport(Darwin) && SHORTCUTKIT_DARWIN_EXECUTORS))
/// The factory `_createExecutors(factory:)` asks.
@available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
struct ExecutorChoice: ExecutorFactory {
    static var mainExecutor: any MainExecutor { MainQueue.shared }
    static var defaultExecutor: any TaskExecutor { SharedPool.shared }
}

/// The main actor's jobs, run one at a time: on the main dispatch queue while it serves
/// them, then (once a run stopped there, holding that queue for good) on a thread of ours.
/// The stopped job never resumes, so the main actor's jobs still run one at a time, in order.
@available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
final class MainQueue: MainExecutor, @unchecked Sendable {
    static let shared = MainQueue()

    private let condition = NSCondition()
    private var jobs = JobQueue()
    /// A block on the main dispatch queue is on its way to run the jobs.
    private var drainQueued = false
    /// The main dispatch queue is held by a stopped run: a thread of ours runs the jobs.
    private var ownThread = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        let queueDrain = !ownThread && !drainQueued
        if queueDrain { drainQueued = true }
        condition.signal()
        condition.unlock()
        if queueDrain { DispatchQueue.main.async { self.drainOnMainDispatchQueue() } }
    }

    /// Runs the jobs there are, on the main dispatch queue.
    private func drainOnMainDispatchQueue() {
        ThreadRole.set(.mainActor)
        defer { ThreadRole.set(nil) }
        while true {
            condition.lock()
            if jobs.isEmpty || ownThread {
                drainQueued = false
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }

    /// A thread of ours runs the jobs from now on, unless one already does: the main
    /// dispatch queue is about to be held for good by a block of the app's.
    func leaveMainDispatchQueue() {
        condition.lock()
        let already = ownThread
        condition.unlock()
        if !already { takeOver() }
    }

    /// A thread of ours runs the jobs from now on; the calling thread is about to stop.
    func takeOver() {
        condition.lock()
        ownThread = true
        condition.unlock()
        let thread = Thread { self.serve() }
        thread.name = "ShortcutKit main actor"
        thread.start()
    }

    private func serve() {
        ThreadRole.set(.mainActor)
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }

    /// The main thread serves the main dispatch queue, as Swift's own main executor does (on
    /// Apple platforms by running the main run loop, which serves that queue too).
    func run() throws {
        #if canImport(Darwin)
        CFRunLoopRun()
        #else
        dispatchMain()
        #endif
    }

    func stop() {}

    var isMainExecutor: Bool { true }

    /// Stops the process unless the caller is on the main actor, as Swift's own main executor
    /// does (`MainActor.assumeIsolated` off it): in a job of this queue, in the program's
    /// first lines on the main thread, or on the main dispatch queue while it serves the main
    /// actor (once a run holds that queue, nothing else runs on it).
    func checkIsolated() {
        if ThreadRole.current == .mainActor || Thread.isMainThread { return }
        dispatchPrecondition(condition: .onQueue(.main))
    }
}

/// The shared pool: a thread per core, runs `Task {}` and actors outside any run. A thread
/// stopped by a run is replaced.
@available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
final class SharedPool: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    static let shared = SharedPool()

    private let condition = NSCondition()
    private var jobs = JobQueue()
    private var idle = 0

    private init() {
        for _ in 0..<max(1, ProcessInfo.processInfo.activeProcessorCount) { addWorker() }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        enqueue(UnownedJob(job))
    }

    func enqueue(_ job: UnownedJob) {
        condition.lock()
        jobs.append(job)
        if idle > 0 { condition.signal() }
        condition.unlock()
    }

    /// A job to run after `delay` (`Task.sleep`): a timer of the global dispatch queue hands
    /// it to the pool.
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        let wait = DispatchTimeInterval.nanoseconds(Self.nanoseconds((delay as? Duration) ?? .zero))
        DispatchQueue.global().asyncAfter(deadline: .now() + wait) { self.enqueue(job) }
    }

    /// Whole nanoseconds in `delay`: none when it is not positive, and `Int.max` when there
    /// are more than that (dispatch reads it as for good: `Task.sleep(nanoseconds: .max)`
    /// sleeps until cancelled, as on Swift's own pool, instead of wrapping round to now).
    static func nanoseconds(_ delay: Duration) -> Int {
        guard delay > .zero else { return 0 }
        let (seconds, attoseconds) = delay.components
        let (whole, overflow) = Int(clamping: seconds).multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflowAgain) = whole.addingReportingOverflow(Int(attoseconds / 1_000_000_000))
        return overflow || overflowAgain ? .max : total
    }

    /// A fresh thread for one that a run stopped.
    func replaceWorker() { addWorker() }

    private func addWorker() {
        let thread = Thread { self.serve() }
        thread.name = "ShortcutKit pool"
        thread.start()
    }

    private func serve() {
        ThreadRole.set(.pool)
        while true {
            condition.lock()
            while jobs.isEmpty {
                idle += 1
                condition.wait()
                idle -= 1
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
#endif
