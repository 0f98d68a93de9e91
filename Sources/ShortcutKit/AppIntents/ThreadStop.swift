import Foundation

/// Where a read that cannot go on (`ProviderFaultLog.unrecoverable`) may stop the thread it
/// is on, and what must take over that thread's work first; `nil` where stopping it would
/// hang what else waits on that thread, and the process must trap instead. The reader
/// hands the thread's work over (`handOver()`) and then stops it.
enum ThreadStop {
    /// A thread of ShortcutKit's (`ThreadRole`): the queue it serves passes to a fresh thread.
    case shortcutKit(ThreadRole)
    /// The main thread, serving the main dispatch queue, while ShortcutKit's executors run
    /// the main actor: a thread of ShortcutKit's takes the main actor's jobs from now on.
    case mainDispatchQueue
    /// A thread the app made (a `Thread`, a dispatch queue's, an actor's custom executor's):
    /// only the app's own work waits on it.
    case appThread

    /// Where the calling thread stands, or `nil` when it must not be stopped: the platform's
    /// main actor and pool (Swift's own executors, which the whole process shares), and the
    /// main thread when ShortcutKit's executors do not run the main actor.
    /// - Parameter isolation: the serial executor the caller is isolated to, as the runtime
    ///   reports it (`CurrentSerialExecutor`): an actor's own identity for a default actor.
    static func here(isolation: UnsafeRawPointer?) -> ThreadStop? {
        if let role = ThreadRole.current { return .shortcutKit(role) }
        if onMainDispatchQueue {
            // Swift's own main executor runs the main actor here; ShortcutKit's does until a
            // thread of its own takes over: a block of the app's may stop only then.
            return ShortcutKitExecutors.isInstalled && !inTask ? .mainDispatchQueue : nil
        }
        // A job of Swift's own pool (nonisolated code in a task, or a default actor's, off
        // ShortcutKit's threads): the pool is the process's. An actor with an executor of
        // its own (the app's) is not there.
        if inTask, isolation.map({ Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() is any Actor }) ?? true {
            return nil
        }
        return .appThread
    }

    /// Gives what the calling thread serves to another, before it stops for good.
    func handOver() {
        switch self {
        case .shortcutKit(let role): ShortcutKitExecutors.handOver(role)
        case .mainDispatchQueue: ShortcutKitExecutors.leaveMainDispatchQueue()
        case .appThread: break
        }
    }

    /// Whether the calling code runs on the main dispatch queue (or on the main thread before
    /// it serves that queue), by the queue's label as dispatch reports it. On Linux the queue
    /// is not bound to the main thread: once `dispatchMain()` runs, any thread may serve it.
    private static var onMainDispatchQueue: Bool {
        guard let label = currentQueueLabel else { return Thread.isMainThread }
        return strcmp(label(nil), "com.apple.main-thread") == 0
    }

    /// `dispatch_queue_get_label`, which the Dispatch module hides behind `DispatchQueue.label`
    /// (given no queue, it names the current one); `nil` where it is not found.
    private typealias QueueLabel = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>
    private static let currentQueueLabel: QueueLabel? = {
        #if canImport(Darwin)
        let everyImage = RTLD_DEFAULT
        #else
        let everyImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT with glibc and musl
        #endif
        return dlsym(everyImage, "dispatch_queue_get_label").map { unsafeBitCast($0, to: QueueLabel.self) }
    }()

    /// Whether the calling code runs in a task (a job of Swift concurrency), not in a plain
    /// block of a thread or dispatch queue.
    private static var inTask: Bool {
        withUnsafeCurrentTask { $0 != nil }
    }
}

/// The runs going on now (intents' `perform()`, queries, ShortcutKit's reads of the app's
/// code), so that a read on a thread the app made, which carries no run's log, can be told
/// apart from one outside any run, and given to the run when only one is going on.
enum ActiveRuns {
    private static let logs = Locked<[ObjectIdentifier: ProviderFaultLog]>([:])

    static func begin(_ log: ProviderFaultLog) {
        logs.withLock { $0[ObjectIdentifier(log)] = log }
    }

    static func end(_ log: ProviderFaultLog) {
        logs.withLock { $0[ObjectIdentifier(log)] = nil }
    }

    /// The runs going on, in no order.
    static var current: [ProviderFaultLog] {
        logs.withLock { Array($0.values) }
    }
}

/// Reads on threads the app made that were stopped while several runs went on, so that no
/// one run could be told it was its: a run that waits for such a thread ends at its time
/// limit, and its error names them.
enum StoppedAppThreads {
    private static let problems = Locked<[String]>([])

    static func record(_ problem: String) {
        problems.withLock { if !$0.contains(problem) { $0.append(problem) } }
    }

    /// What a run that did not finish in time may be waiting for, in words; `nil` when no
    /// such thread was stopped.
    static var note: String? {
        let all = problems.withLock { $0 }
        guard !all.isEmpty else { return nil }
        return "It may be waiting for a thread the app made that was stopped at a read that could not go on: "
            + all.joined(separator: "; ") + "."
    }
}
