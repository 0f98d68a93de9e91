// A `@Dependency` nobody registered, declared in a helper class an intent keeps (a counter
// holding the app's ledger): reading it trapped inside `perform()` when its type, a class,
// has no stand-in. The intent's stored classes are looked through before it runs, so the
// run fails naming the dependency and where it is declared, and the next run works.
import Foundation
import Testing
import ShortcutKit

/// The app's ledger, which nothing registers.
final class PantryLedger: @unchecked Sendable {
    var items: [String] = []
}

/// A helper class that reads the ledger.
final class PantryCounter: @unchecked Sendable {
    @AppDependency var ledger: PantryLedger
    func count() -> Int { ledger.items.count }
}

/// A helper struct holding the helper class, as its optional.
struct PantryReport {
    var counter: PantryCounter? = PantryCounter()
}

struct CountPantryIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Pantry"
    let counter = PantryCounter()

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(counter.count()) items.")
    }
}

struct ReportPantryIntent: AppIntent {
    static let title: LocalizedStringResource = "Report Pantry"
    let report = PantryReport()

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(report.counter?.count() ?? 0) items.")
    }
}

/// The shelf the greeter reads, registered under a key by the test.
final class PantryShelf: @unchecked Sendable {
    let name = "Larder"
}

/// A helper class whose dependency is registered under its key: the class is read by its
/// types, which do not say the key, so any registration of the type lets it run.
final class PantryGreeter: @unchecked Sendable {
    @AppDependency(key: "main") var shelf: PantryShelf
    func greeting() -> String { "Hello from the \(shelf.name.lowercased())." }
}

struct GreetPantryIntent: AppIntent {
    static let title: LocalizedStringResource = "Greet Pantry"
    let greeter = PantryGreeter()
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "\(greeter.greeting())") }
}

struct PantryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CountPantryIntent(), phrases: ["Count the items in \(.applicationName)"], shortTitle: "Count",
                    systemImageName: "number")
        AppShortcut(intent: ReportPantryIntent(), phrases: ["Report on \(.applicationName)"], shortTitle: "Report",
                    systemImageName: "doc")
        AppShortcut(intent: GreetPantryIntent(), phrases: ["Greet \(.applicationName)"], shortTitle: "Greet",
                    systemImageName: "hand.wave")
    }
}

// Classes are looked through by their fields' types, which only the Linux runtime's
// reflection gives (`HelperDependencies`); on Apple platforms this read traps, as on
// Apple's own runtime.
#if !canImport(Darwin)
@Suite struct HelperDependencyTests {
    @Test(arguments: [
        ("count the items in pantry", "CountPantryIntent cannot run: PantryCounter.ledger: no dependency of type PantryLedger is registered: "
            + "call AppDependencyManager.shared.add(dependency:) at launch"),
        ("report on pantry", "ReportPantryIntent cannot run: PantryCounter.ledger: no dependency of type PantryLedger is registered: "
            + "call AppDependencyManager.shared.add(dependency:) at launch"),
    ])
    func aHelperClassesUnregisteredDependencyFailsTheRunBeforeItStarts(utterance: String, error: String) async throws {
        AppDependencyManager.shared.add(key: "main", dependency: PantryShelf())
        let events = try await providerChat("Pantry", PantryShortcuts.self, [utterance, "greet pantry"])
        #expect(events.compactMap(\.errorMessage) == [error])
        #expect(events.compactMap(\.performedDialog) == ["Hello from the larder."])
    }
}
#endif
