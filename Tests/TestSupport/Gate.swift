import Foundation

/// Something that happens once, which tasks wait for: tests wait on events like this one,
/// never on a clock.
///
///     let started = Gate()
///     Task { started.open(); … }
///     await started.passed()   // returns once `open()` was called, at once if it was
public final class Gate: Sendable {
    private let state = Locked(State())

    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    public init() {}

    /// Whether `open()` was called.
    public var isOpen: Bool { state.withLock { $0.isOpen } }

    /// Opens the gate: every task waiting in `passed()` goes on, and later calls return at once.
    public func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the gate is open.
    public func passed() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiters.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }
}

/// A value behind a lock (Foundation's `NSLock`, as the `Synchronization` module needs
/// macOS 15).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try body(&value) }
    }
}

/// Suspends until the current task is cancelled: an intent or a query that never finishes
/// on its own, without a clock (a timer of a minute would end, and take that minute).
public func untilCancelled() async {
    let cancelled = Gate()
    await withTaskCancellationHandler {
        await cancelled.passed()
    } onCancel: {
        cancelled.open()
    }
}
