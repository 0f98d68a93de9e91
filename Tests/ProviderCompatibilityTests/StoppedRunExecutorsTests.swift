// A read that cannot go on (a class-typed value never set), made where the run's own thread
// is not: in a `@MainActor` `perform()` (as Apple's samples write it) and in a `Task {}` the
// run starts. With ShortcutKit's executors (`ShortcutKitExecutors.install()`, as the
// `shortcuts` tool does first), the thread it stops is ShortcutKit's and a fresh one takes
// over its queue: the run fails naming the intent, what was read and what to do, and later
// runs, `@MainActor` ones too, answer. Each chat runs in a process of its own (the executors
// are the process's), which prints what the chat said.
import Foundation
import Testing
import ShortcutKit

/// Prints labels on the main actor, as most apps write `perform()`.
struct LabelChutesIntent: AppIntent {
    static let title: LocalizedStringResource = "Label Chutes"

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        MainActor.assertIsolated()
        let said = Self.printLabels()
        return .result(dialog: "\(said)")
    }

    /// Synchronous main-actor code checked the way app code checks it.
    private static func printLabels() -> String {
        MainActor.assumeIsolated { "Labels printed." }
    }
}

/// Counts in a `Task {}` (the shared pool) through a helper that reads a ledger nobody
/// registered.
struct RecountChutesIntent: AppIntent {
    static let title: LocalizedStringResource = "Recount Chutes"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await Task { ChuteCounter().ledger.count }.value
        return .result(dialog: "\(count) chutes.")
    }
}

/// Waits on work it sends to the main dispatch queue, which checks it runs on the main actor.
struct PingMainQueueIntent: AppIntent {
    static let title: LocalizedStringResource = "Ping Main Queue"

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let said = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            DispatchQueue.main.async { continuation.resume(returning: MainActor.assumeIsolated { "The main queue answered." }) }
        }
        return .result(dialog: "\(said)")
    }
}

struct ChuteExecutorShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: WeighChuteIntent(), phrases: ["Weigh the chute in \(.applicationName)"], shortTitle: "Weigh",
                    systemImageName: "scalemass")
        AppShortcut(intent: LabelChutesIntent(), phrases: ["Label the chutes in \(.applicationName)"], shortTitle: "Label",
                    systemImageName: "tag")
        AppShortcut(intent: RecountChutesIntent(), phrases: ["Recount chutes in \(.applicationName)"], shortTitle: "Recount",
                    systemImageName: "number")
        AppShortcut(intent: ListChutesIntent(), phrases: ["List chutes in \(.applicationName)"], shortTitle: "List",
                    systemImageName: "list.bullet")
        AppShortcut(intent: PingMainQueueIntent(), phrases: ["Ping the main queue in \(.applicationName)"], shortTitle: "Ping",
                    systemImageName: "bell")
    }
}

/// Installs ShortcutKit's executors, chats, and prints each error and dialog on a line of its own.
func chatOnShortcutKitExecutors(_ inputs: [String]) async throws {
    guard ShortcutKitExecutors.install() else { exit(3) }
    let events = try await providerChat("Chutes", ChuteExecutorShortcuts.self, inputs)
    for event in events {
        if let error = event.errorMessage { print("error: " + error) }
        if let dialog = event.performedDialog { print("said: " + dialog) }
    }
}

/// The lines `chatOnShortcutKitExecutors` printed.
func saidLines(_ exit: ExitTest.Result?) -> [String] {
    String(decoding: exit?.standardOutputContent ?? [], as: UTF8.self).split(separator: "\n").map(String.init)
        .filter { $0.hasPrefix("error: ") || $0.hasPrefix("said: ") }
}

@Suite struct StoppedRunExecutorsTests {
    static let weighError = "error: WeighChuteIntent failed: @Dependency ChuteLedger cannot be read: no dependency of type ChuteLedger "
        + "is registered: call AppDependencyManager.shared.add(dependency:) at launch" + StoppedRunTests.stopped + "ChuteLedger to go on with"

    /// On the main actor: the run fails, and later `@MainActor` runs (on the thread that took
    /// over the main actor's queue, where `MainActor.assertIsolated()` holds) answer.
    @Test(.enabled(if: executorsCanBeInstalled)) func aReadOnTheMainActorStopsOnlyItsRun() async {
        let exit = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            try await chatOnShortcutKitExecutors(["label the chutes in chutes", "weigh the chute in chutes", "label the chutes in chutes",
                                                  "weigh the chute in chutes", "label the chutes in chutes", "list chutes in chutes"])
        }
        #expect(saidLines(exit) == ["said: Labels printed.", Self.weighError, "said: Labels printed.", Self.weighError,
                                    "said: Labels printed.", "said: Two chutes are ready."],
                "\(String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self))")
    }

    /// Until a run stops on the main actor, the main actor's jobs run on the main dispatch
    /// queue, as on Swift's own executor: work sent there runs, and is on the main actor.
    @Test(.enabled(if: executorsCanBeInstalled)) func theMainDispatchQueueServesTheMainActorAsBefore() async {
        let exit = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            try await chatOnShortcutKitExecutors(["ping the main queue in chutes", "label the chutes in chutes", "ping the main queue in chutes"])
        }
        #expect(saidLines(exit) == ["said: The main queue answered.", "said: Labels printed.", "said: The main queue answered."],
                "\(String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self))")
    }

    /// In a `Task {}` the run starts (the shared pool): the run fails; each stopped thread of
    /// the pool (a thread per core) is replaced, so runs after more mistakes than cores answer.
    @Test(.enabled(if: executorsCanBeInstalled)) func aReadInATaskTheRunStartsStopsOnlyItsRun() async {
        let exit = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            let count = ProcessInfo.processInfo.activeProcessorCount + 1
            try await chatOnShortcutKitExecutors(Array(repeating: "recount chutes in chutes", count: count)
                                                 + ["list chutes in chutes", "label the chutes in chutes"])
        }
        let error = "error: RecountChutesIntent failed: @Dependency ChuteLedger cannot be read: no dependency of type ChuteLedger "
            + "is registered: call AppDependencyManager.shared.add(dependency:) at launch" + StoppedRunTests.stopped + "ChuteLedger to go on with"
        let said = saidLines(exit)
        #expect(said == Array(repeating: error, count: ProcessInfo.processInfo.activeProcessorCount + 1)
                + ["said: Two chutes are ready.", "said: Labels printed."],
                "\(String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self))")
    }

    /// Without ShortcutKit's executors `install()` changes nothing before it is called: the
    /// `Task {}` read traps, with its message (Apple's runtime traps too).
    @Test func withoutTheExecutorsAReadInATaskTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try await providerChat("Chutes", ChuteExecutorShortcuts.self, ["recount chutes in chutes"])
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("@Dependency var: ChuteLedger: no dependency of type ChuteLedger is registered"), "\(message)")
    }
}
