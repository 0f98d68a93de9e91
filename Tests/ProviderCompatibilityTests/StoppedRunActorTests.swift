// A read that cannot go on, made inside an actor's method that a run called: the run's
// thread would stop for good with the actor held, and every later call to that actor, from
// any run, would wait for good. There it traps, with the message, as on Apple's runtime.
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
    }
}

@Suite struct StoppedRunActorTests {
    /// Inside an actor the read traps with its message instead of stopping the run's
    /// thread, which would leave the actor held: the next run calling it would never answer.
    @Test func aReadInsideAnActorTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try await providerChat("Chutes", ChuteStoreShortcuts.self, ["weigh in the store of chutes"])
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("@Dependency var: ChuteLedger: no dependency of type ChuteLedger is registered"), "\(message)")
    }

    /// The actor's other methods answer when no run stopped inside it.
    @Test func anActorARunCallsAnswers() async throws {
        let events = try await providerChat("Chutes", ChuteStoreShortcuts.self, ["count the store of chutes", "count the store of chutes"])
        #expect(events.compactMap(\.performedDialog) == ["2 chutes in the store.", "2 chutes in the store."])
    }
}
