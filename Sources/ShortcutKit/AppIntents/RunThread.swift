import Foundation

/// A thread of its own for one intent or query run: the run's task prefers it
/// (`Task(executorPreference:)`), so the app's nonisolated code and its default actors run
/// here, and a read that can give no value (`ProviderFaultLog.unrecoverable`) can end the
/// run and stop this thread for good without stopping the process, as a crashed app
/// extension leaves Siri running (an actor stopped here stays held: `HeldActors`).
///
///     let outcome = await RunThread.run(log: log) { try await intent.perform() }
///
/// Threads are kept for the next run once theirs ends; a stopped one is never reused.
final class RunThread: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    /// Set before the thread starts and never changed.
    private var thread: Thread?

    private init() {
        // The thread holds its executor: both live as long as the process.
        let thread = Thread { self.serve() }
        thread.name = "ShortcutKit run"
        self.thread = thread
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs the jobs given to this thread, one at a time, waiting (not spinning) for the next.
    private func serve() {
        ThreadRole.set(.run)
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    // MARK: The threads waiting for a run

    private static let idle = IdleThreads()

    /// Runs `body` on a run thread with `log` as its fault log, and returns what it gave
    /// or threw; or `nil` as soon as the run's code reads a value that cannot be made (the
    /// caller builds the `ProviderFault` from `log`), while that thread stays stopped.
    /// Cancelling the caller cancels the run.
    static func run<T>(log: ProviderFaultLog, _ body: @escaping () async throws -> T) async -> Result<T, any Error>? {
        let thread = idle.take() ?? RunThread()
        // `body` and what it returns pass from the caller to the run's task and back; the
        // caller waits meanwhile, so they are never used by both at once. `body` escapes:
        // a stopped run's thread keeps it, unused, for good.
        let handoff = Handoff(body)
        let ending = Ending<T>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Handoff<Result<T, any Error>?>, Never>) in
                ending.start(continuation)
                log.attach(end: { ending.end(nil) })
                let task = Task(executorPreference: thread) {
                    let result: Result<T, any Error>
                    do {
                        result = .success(try await ProviderFaultLog.$current.withValue(log) { try await handoff.value() })
                    } catch {
                        result = .failure(error)
                    }
                    ending.end(result)
                    // Reached only when the run was not stopped: the thread serves the next one.
                    idle.put(thread)
                }
                ending.cancelling(task)
            }.value
        } onCancel: {
            ending.cancel()
        }
    }

    /// Stops the calling thread for good: it waits on a condition nothing signals.
    static func stopForGood() -> Never {
        let never = NSCondition()
        never.lock()
        while true { never.wait() }
    }

    /// A value handed between two tasks, one after the other.
    private final class Handoff<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The end of one run's wait: given once, by the run's task or by a read that stopped it.
    private final class Ending<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Handoff<Result<T, any Error>?>, Never>?
        private var task: Task<Void, Never>?
        private var cancelled = false

        func start(_ continuation: CheckedContinuation<Handoff<Result<T, any Error>?>, Never>) {
            lock.withLock { self.continuation = continuation }
        }

        /// Ends the wait with `result` (`nil`: the run was stopped); later ends are ignored.
        func end(_ result: Result<T, any Error>?) {
            let waiting: CheckedContinuation<Handoff<Result<T, any Error>?>, Never>? = lock.withLock {
                defer { continuation = nil }
                return continuation
            }
            waiting?.resume(returning: Handoff(result))
        }

        func cancelling(_ task: Task<Void, Never>) {
            let cancelNow = lock.withLock {
                self.task = task
                return cancelled
            }
            if cancelNow { task.cancel() }
        }

        func cancel() {
            let task: Task<Void, Never>? = lock.withLock {
                cancelled = true
                return self.task
            }
            task?.cancel()
        }
    }

    /// Threads whose run ended, ready for the next.
    private final class IdleThreads: @unchecked Sendable {
        private let lock = NSLock()
        private var threads: [RunThread] = []
        func take() -> RunThread? { lock.withLock { threads.popLast() } }
        func put(_ thread: RunThread) { lock.withLock { threads.append(thread) } }
    }
}

/// The identity of the serial executor the calling code is isolated to, as the concurrency
/// runtime keeps it: `nil` for the generic executor (nonisolated code), an actor's (or its
/// executor's) otherwise.
///
/// Swift has no public way to ask this of synchronous code. The runtime's
/// `swift_task_getCurrentExecutor` (exported wherever Swift concurrency runs) takes nothing
/// and returns the executor's two words, the identity first, in the first return register,
/// as a C function returning a pointer does on x86_64 and arm64: it is called through that
/// type. Where the symbol is not found, a read that cannot go on traps, as it did before runs
/// had threads of their own.
enum CurrentSerialExecutor {
    typealias Identity = @convention(c) () -> UnsafeRawPointer?
    static let identity: Identity? = {
        #if (arch(x86_64) || arch(arm64)) && canImport(Darwin)
        let everyImage = RTLD_DEFAULT
        #elseif arch(x86_64) || arch(arm64)
        let everyImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT with glibc and musl
        #else
        return nil
        #endif
        guard let symbol = dlsym(everyImage, "swift_task_getCurrentExecutor") else { return nil }
        return unsafeBitCast(symbol, to: Identity.self)
    }()
}
