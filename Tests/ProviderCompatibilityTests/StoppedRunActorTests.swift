// A read that cannot go on, made inside an actor's method that a run called: the run stops
// there and fails naming the read, its thread stopped for good with the actor held. Every
// later call to that actor, from any run, waits for good: such a run ends at its time limit,
// its error naming the actor and the earlier mistake, and the chat goes on.
import Foundation
import Testing
import ShortcutKit

/// The chutes' store, one for the app: an actor every run shares.
actor ChuteStore {
    static let shared = ChuteStore()
    private var weighed = 0

    /// Weighs through a helper made here, which reads a ledger nobody registered.
    func weigh() -> Int {
        weighed += 1
        let counter = ChuteCounter()
        return counter.ledger.count
    }

    func count() -> Int { 2 }
}

struct WeighInStoreIntent: AppIntent {
    static let title: LocalizedStringResource = "Weigh In Store"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(await ChuteStore.shared.weigh()) kilograms.")
    }
}

struct CountInStoreIntent: AppIntent {
    static let title: LocalizedStringResource = "Count In Store"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(await ChuteStore.shared.count()) chutes in the store.")
    }
}

struct ChuteStoreShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: WeighInStoreIntent(), phrases: ["Weigh in the store of \(.applicationName)"], shortTitle: "Weigh",
                    systemImageName: "scalemass")
        AppShortcut(intent: CountInStoreIntent(), phrases: ["Count the store of \(.applicationName)"], shortTitle: "Count",
                    systemImageName: "number")
        AppShortcut(intent: ListChutesIntent(), phrases: ["List chutes in \(.applicationName)"], shortTitle: "List",
                    systemImageName: "list.bullet")
    }
}

/// A chat of `inputs` whose runs may take `seconds` each, printing each error and dialog
/// on a line of its own.
func chatPrintingWithLimit(_ seconds: Int, _ inputs: [String]) async throws {
    let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: "Chutes", provider: ChuteStoreShortcuts.self)], locale: "en")
    let conversation = Conversation(matcher: matcher, app: "Chutes", performTimeout: .seconds(seconds))
    for input in inputs {
        for event in await conversation.respond(to: input) {
            if let error = event.errorMessage { print("error: " + error) }
            if let dialog = event.performedDialog { print("said: " + dialog) }
        }
    }
}

@Suite struct StoppedRunActorTests {
    /// Inside an actor the run stops at the read and fails naming it; the actor stays held,
    /// so the next run calling it ends at its time limit with an error naming the actor and
    /// that mistake (it used to trap, ending the chat). A run that does not call it answers.
    /// In a process of its own: the actor stays held for good.
    @Test func aReadInsideAnActorStopsItsRunAndTheActorIsNamedLater() async {
        let exit = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            try await chatPrintingWithLimit(3, ["weigh in the store of chutes", "count the store of chutes", "weigh in the store of chutes",
                                                "list chutes in chutes"])
        }
        let lines = String(decoding: exit?.standardOutputContent ?? [], as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("error: ") || $0.hasPrefix("said: ") }
        let problem = "@Dependency ChuteLedger cannot be read: no dependency of type ChuteLedger is registered: "
            + "call AppDependencyManager.shared.add(dependency:) at launch"
        let held = " It may be waiting for an actor an earlier run was stopped inside, held for good: ChuteStore "
            + "(WeighInStoreIntent was stopped inside it: " + problem + "). Restart the app to use it again."
        #expect(lines == ["error: WeighInStoreIntent failed: " + problem + StoppedRunTests.stopped + "ChuteLedger to go on with",
                          "error: Count In Store did not finish within 3 seconds." + held,
                          "error: Weigh In Store did not finish within 3 seconds." + held,
                          "said: Two chutes are ready."],
                "\(String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self))")
    }
    /// The actor's other methods answer when no run stopped inside it.
    @Test func anActorARunCallsAnswers() async throws {
        let events = try await providerChat("Chutes", ChuteStoreShortcuts.self, ["count the store of chutes", "count the store of chutes"])
        #expect(events.compactMap(\.performedDialog) == ["2 chutes in the store.", "2 chutes in the store."])
    }
}
