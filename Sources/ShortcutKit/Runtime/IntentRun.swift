import Foundation

/// One `perform()` running in its own task, whose questions (`requestDisambiguation`,
/// `requestConfirmation`) are handed to the conversation and answered by the next input.
///
///     let run = IntentRun()
///     run.start(intent)
///     switch await run.next() { case .asked(let question): …; case .finished(let result): … }
///
/// `perform()` waits on a question while the conversation returns to its caller; the next
/// input resumes it through `answer(_:)` or `cancel()`.
final class IntentRun: IntentInteraction, @unchecked Sendable {
    /// A question `perform()` asks.
    enum Question: Sendable {
        /// Choose one of `options` (`requestDisambiguation(among:dialog:)`).
        case choose(parameter: String, options: [DisplayRepresentation], dialog: IntentDialog)
        /// Yes or no (`requestConfirmation`).
        case confirm(parameter: String, value: DisplayRepresentation, dialog: IntentDialog)
        /// A value in words (`try await $p.requestValue(…)`).
        case value(parameter: String, dialog: IntentDialog)
    }

    /// What the run did next: asked a question, finished, or neither in time.
    enum Signal: Sendable {
        case asked(Question)
        case finished(Result<IntentInvoker.Outcome, any Error>)
        /// The wait numbered `wait` reached its time limit.
        case timedOut(wait: Int)
    }

    /// The answer to the question asked.
    enum Answer: Sendable {
        case index(Int)
        case yes(Bool)
        case text(String)
    }

    private let lock = NSLock()
    private var signals: [Signal] = []
    private var waiter: CheckedContinuation<Signal, Never>?
    private var pendingAnswer: CheckedContinuation<Answer, any Error>?
    private var waits = 0
    private var task: Task<Void, Never>?

    /// Starts `intent.perform()` in a new task; `describing` is read in the run once it returns.
    func start(_ intent: any AppIntent, describing: @escaping @Sendable () -> String? = { nil }) {
        let task = Task {
            let result: Result<IntentInvoker.Outcome, any Error>
            do {
                result = .success(try await IntentInvoker.perform(intent, interaction: self, describing: describing))
            } catch {
                result = .failure(error)
            }
            post(.finished(result))
        }
        lock.withLock { self.task = task }
    }

    /// Waits for the run's next question or its end, for at most `limit`: past it, the
    /// run is cancelled and the signal is `.timedOut`.
    func next(limit: Duration?) async -> Signal {
        let wait: Int = lock.withLock {
            waits += 1
            return waits
        }
        let timer = limit.map { limit in
            Task {
                try? await Task.sleep(for: limit)
                if !Task.isCancelled { post(.timedOut(wait: wait)) }
            }
        }
        defer { timer?.cancel() }
        while true {
            let signal = await next()
            if case .timedOut(let number) = signal {
                guard number == wait else { continue }  // a timer of an earlier wait
                lock.withLock { task }?.cancel()
            }
            return signal
        }
    }

    /// Waits for the run's next question or its end.
    private func next() async -> Signal {
        await withCheckedContinuation { (continuation: CheckedContinuation<Signal, Never>) in
            let ready: Signal? = lock.withLock {
                if signals.isEmpty {
                    waiter = continuation
                    return nil
                }
                return signals.removeFirst()
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Resumes `perform()` with the answer to its question.
    func answer(_ answer: Answer) {
        takePendingAnswer()?.resume(returning: answer)
    }

    /// Leaves the question: it throws `IntentInteractionError.cancelled` inside `perform()`.
    func cancel() {
        takePendingAnswer()?.resume(throwing: IntentInteractionError.cancelled)
    }

    // MARK: IntentInteraction

    func disambiguate(parameter: String, options: [DisplayRepresentation], dialog: String) async throws -> Int {
        try await disambiguate(parameter: parameter, options: options, dialog: IntentDialog(stringLiteral: dialog))
    }

    func confirm(parameter: String, value: DisplayRepresentation, dialog: String) async throws -> Bool {
        try await confirm(parameter: parameter, value: value, dialog: IntentDialog(stringLiteral: dialog))
    }

    func disambiguate(parameter: String, options: [DisplayRepresentation], dialog: IntentDialog) async throws -> Int {
        guard case .index(let index) = try await ask(.choose(parameter: parameter, options: options, dialog: dialog)) else {
            throw IntentInteractionError.cancelled
        }
        return index
    }

    func confirm(parameter: String, value: DisplayRepresentation, dialog: IntentDialog) async throws -> Bool {
        guard case .yes(let yes) = try await ask(.confirm(parameter: parameter, value: value, dialog: dialog)) else {
            throw IntentInteractionError.cancelled
        }
        return yes
    }

    func askValue(parameter: String, dialog: IntentDialog) async throws -> String {
        guard case .text(let text) = try await ask(.value(parameter: parameter, dialog: dialog)) else {
            throw IntentInteractionError.cancelled
        }
        return text
    }

    private func ask(_ question: Question) async throws -> Answer {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Answer, any Error>) in
            lock.withLock { pendingAnswer = continuation }
            post(.asked(question))
        }
    }

    private func takePendingAnswer() -> CheckedContinuation<Answer, any Error>? {
        lock.withLock {
            defer { pendingAnswer = nil }
            return pendingAnswer
        }
    }

    private func post(_ signal: Signal) {
        let waiting: CheckedContinuation<Signal, Never>? = lock.withLock {
            if let waiting = waiter {
                waiter = nil
                return waiting
            }
            signals.append(signal)
            return nil
        }
        waiting?.resume(returning: signal)
    }
}
