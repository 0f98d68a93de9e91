// A read that cannot go on (a class-typed value never set), made during a run on a thread
// the app made itself: a `Thread`, a dispatch queue's, the main dispatch queue's, an actor's
// own executor's. That thread carries no run's log, and only the app's work waits on it: it
// stops for good, and the one run going on fails naming the intent, what was read and what
// to do; later runs answer. These trapped, ending the whole process. Each chat runs in a
// process of its own (a run is told it was its thread only when it is the one going on),
// which prints what the chat said.
import Foundation
import Testing
import ShortcutKit

/// Counts on a thread of its own, through a helper that reads a ledger nobody registered.
struct CountOnAThreadIntent: AppIntent {
    static let title: LocalizedStringResource = "Count On A Thread"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            Thread { continuation.resume(returning: ChuteCounter().ledger.count) }.start()
        }
        return .result(dialog: "\(count) chutes.")
    }
}

/// Counts in a block on a global dispatch queue.
struct CountOnAQueueIntent: AppIntent {
    static let title: LocalizedStringResource = "Count On A Queue"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            DispatchQueue.global().async { continuation.resume(returning: ChuteCounter().ledger.count) }
        }
        return .result(dialog: "\(count) chutes.")
    }
}

/// Counts in a block on the main dispatch queue.
struct CountOnTheMainQueueIntent: AppIntent {
    static let title: LocalizedStringResource = "Count On The Main Queue"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            DispatchQueue.main.async { continuation.resume(returning: ChuteCounter().ledger.count) }
        }
        return .result(dialog: "\(count) chutes.")
    }
}

/// Runs an actor's jobs on a serial dispatch queue of the app's.
final class ChuteBoardExecutor: SerialExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "chute board")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }
}

/// An actor on an executor of the app's, whose count reads a ledger nobody registered.
actor ChuteBoard {
    static let shared = ChuteBoard()
    private let executor = ChuteBoardExecutor()
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    func count() -> Int { ChuteCounter().ledger.count }
}

struct CountOnTheBoardIntent: AppIntent {
    static let title: LocalizedStringResource = "Count On The Board"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(await ChuteBoard.shared.count()) chutes.")
    }
}

struct AppThreadShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CountOnAThreadIntent(), phrases: ["Count on a thread in \(.applicationName)"], shortTitle: "Thread",
                    systemImageName: "number")
        AppShortcut(intent: CountOnAQueueIntent(), phrases: ["Count on a queue in \(.applicationName)"], shortTitle: "Queue",
                    systemImageName: "number")
        AppShortcut(intent: CountOnTheMainQueueIntent(), phrases: ["Count on the main queue in \(.applicationName)"], shortTitle: "Main",
                    systemImageName: "number")
        AppShortcut(intent: CountOnTheBoardIntent(), phrases: ["Count on the board in \(.applicationName)"], shortTitle: "Board",
                    systemImageName: "number")
        AppShortcut(intent: LabelChutesIntent(), phrases: ["Label the chutes in \(.applicationName)"], shortTitle: "Label",
                    systemImageName: "tag")
        AppShortcut(intent: ListChutesIntent(), phrases: ["List chutes in \(.applicationName)"], shortTitle: "List",
                    systemImageName: "list.bullet")
    }
}

/// Chats (on ShortcutKit's executors if `install`), printing each error and dialog on a line of its own.
func chatOnAppThreads(_ inputs: [String], install: Bool) async throws {
    if install { guard ShortcutKitExecutors.install() else { exit(3) } }
    let events = try await providerChat("Chutes", AppThreadShortcuts.self, inputs)
    for event in events {
        if let error = event.errorMessage { print("error: " + error) }
        if let dialog = event.performedDialog { print("said: " + dialog) }
    }
}

@Suite struct StoppedAppThreadTests {
    static func error(_ intent: String) -> String {
        "error: \(intent) failed: @Dependency ChuteLedger cannot be read: no dependency of type ChuteLedger is registered: "
            + "call AppDependencyManager.shared.add(dependency:) at launch; the run was stopped at this read, on a thread the app made, "
            + "which stays stopped: ShortcutKit cannot make a stand-in ChuteLedger to go on with"
    }

    /// On a `Thread` the app made, with Swift's own executors: the run fails at once, and
    /// each later run answers.
    @Test func aReadOnAThreadTheAppMadeStopsOnlyThatThread() async {
        let exit = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            try await chatOnAppThreads(["count on a thread in chutes", "list chutes in chutes", "count on a thread in chutes",
                                        "list chutes in chutes"], install: false)
        }
        let error = Self.error("CountOnAThreadIntent")
        #expect(saidLines(exit) == [error, "said: Two chutes are ready.", error, "said: Two chutes are ready."],
                "\(String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self))")
    }

    /// In a block on a global dispatch queue, and on an actor whose executor is the app's
    /// (the actor stays held): with Swift's own executors, each run fails at once.
    @Test func aReadOnADispatchQueueOrAnActorsOwnExecutorStopsOnlyThatThread() async {
        let exit = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            try await chatOnAppThreads(["count on a queue in chutes", "count on the board in chutes", "list chutes in chutes"],
                                       install: false)
        }
        #expect(saidLines(exit) == [Self.error("CountOnAQueueIntent"),
                                    "error: CountOnTheBoardIntent failed: @Dependency ChuteLedger cannot be read: no dependency of type "
                                        + "ChuteLedger is registered: call AppDependencyManager.shared.add(dependency:) at launch; the run "
                                        + "was stopped at this read, on a thread the app made, which stays stopped: ShortcutKit cannot make "
                                        + "a stand-in ChuteLedger to go on with",
                                    "said: Two chutes are ready."],
                "\(String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self))")
    }

    /// In a block on the main dispatch queue, with ShortcutKit's executors: the main thread
    /// stops, a thread of ShortcutKit's takes over the main actor, and a later `@MainActor`
    /// run answers there.
    @Test(.enabled(if: executorsCanBeInstalled)) func aReadOnTheMainDispatchQueueStopsOnlyThatQueue() async {
        let exit = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            try await chatOnAppThreads(["count on the main queue in chutes", "label the chutes in chutes", "list chutes in chutes"],
                                       install: true)
        }
        #expect(saidLines(exit) == [Self.error("CountOnTheMainQueueIntent"), "said: Labels printed.", "said: Two chutes are ready."],
                "\(String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self))")
    }

    /// Without ShortcutKit's executors the main dispatch queue is Swift's main actor: the
    /// read there cannot stop only its run, and traps with its message.
    @Test func withoutTheExecutorsAReadOnTheMainDispatchQueueTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await chatOnAppThreads(["count on the main queue in chutes"], install: false)
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("@Dependency var: ChuteLedger: no dependency of type ChuteLedger is registered"), "\(message)")
        #expect(!executorsCanBeInstalled || message.contains("call ShortcutKitExecutors.install() first in the program"), "\(message)")
    }
}
