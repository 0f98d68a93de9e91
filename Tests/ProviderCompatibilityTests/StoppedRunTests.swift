// Mistakes in an app's intent code that no check before the run can see, reading a value
// ShortcutKit cannot make a stand-in for (a class instance, an entity holding one): the
// getter cannot return, so the run stops at that read and fails naming the intent, what
// was read and what to do; the chat, and the next run, go on (as Siri does when an app
// extension crashes). These trapped, ending the whole process. Our own code, in the shapes
// of a sorting machine's chutes (an entity holding its hardware handle, a class).
import Foundation
import Testing
import ShortcutKit

/// A chute's hardware handle: a class, so ShortcutKit can make no stand-in for one.
final class ChuteHandle: @unchecked Sendable {
    var label: String
    init(label: String) { self.label = label }
}

/// A count nothing registers; a class.
final class ChuteLedger: @unchecked Sendable {
    var count = 0
}

struct ChuteEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Chute"
    static let defaultQuery = ChuteQuery()
    let id: String
    var handle: ChuteHandle
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ChuteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ChuteEntity] {
        identifiers.map { ChuteEntity(id: $0, handle: ChuteHandle(label: $0)) }
    }
}

/// A bin the intent makes itself, whose handle its `init` forgets.
struct BinEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bin"
    static let defaultQuery = BinQuery()
    let id: String
    @Property(title: "Handle") var handle: ChuteHandle
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    init(id: String) { self.id = id }
}

struct BinQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [BinEntity] { [] }
}

/// Makes a bin and reads the handle its `init` never set.
struct EmptyBinIntent: AppIntent {
    static let title: LocalizedStringResource = "Empty Bin"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let bin = BinEntity(id: "b1")
        return .result(dialog: "Emptying \(bin.handle.label).")
    }
}

struct SortChuteIntent: AppIntent {
    static let title: LocalizedStringResource = "Sort Chute"
    @Parameter(title: "Chute") var chute: ChuteEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Sorting \(chute.handle.label).")
    }
}

/// Makes an intent in code and reads its chute before setting it.
struct SortNextChuteIntent: AppIntent {
    static let title: LocalizedStringResource = "Sort Next Chute"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let next = SortChuteIntent()
        return .result(dialog: "Sorting \(next.chute.handle.label) next.")
    }
}

/// Reads a ledger nobody registered.
struct ChuteCounter {
    @AppDependency var ledger: ChuteLedger
}

/// Makes its helper inside `perform()`, where no check before the run sees it.
struct CountChutesIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Chutes"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let counter = ChuteCounter()
        return .result(dialog: "\(counter.ledger.count) chutes.")
    }
}

/// A widget configuration that clears its chute while the query's view of it is held.
struct ChuteWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Chute Widget"
    @Parameter(title: "Chute") var chute: ChuteEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        chute = ChuteEntity(id: "t1", handle: ChuteHandle(label: "left"))
        guard let configuration = ChuteNeighboursQuery().configuration else { return .result(dialog: "No chute chosen.") }
        chute = nil
        return .result(dialog: "Neighbours of \(configuration.chute.handle.label).")
    }
}

struct ChuteNeighboursQuery: EntityQuery {
    @IntentParameterDependency<ChuteWidgetConfiguration>(\.$chute)
    var configuration

    func entities(for identifiers: [String]) async throws -> [ChuteEntity] { [] }
}

/// Weighs a chute its helper never got, on the main actor (as Apple's samples declare
/// `perform()`): the main thread cannot be stopped without stopping the chat.
struct WeighChuteIntent: AppIntent {
    static let title: LocalizedStringResource = "Weigh Chute"

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let counter = ChuteCounter()
        return .result(dialog: "\(counter.ledger.count) kilograms.")
    }
}

/// A chute whose query counts its chutes through a helper made inside
/// `suggestedEntities()`, which reads a ledger nobody registered.
struct CountedChuteEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Counted Chute"
    static let defaultQuery = CountedChuteQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct CountedChuteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CountedChuteEntity] { [] }

    func suggestedEntities() async throws -> [CountedChuteEntity] {
        let counter = ChuteCounter()
        return (0..<counter.ledger.count).map { CountedChuteEntity(id: "chute \($0)") }
    }
}

struct OpenCountedChuteIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Counted Chute"
    @Parameter(title: "Chute") var chute: CountedChuteEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opening \(chute.id).")
    }
}

struct CountedChuteShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenCountedChuteIntent(), phrases: ["Open \(\.$chute) in \(.applicationName)"], shortTitle: "Open",
                    systemImageName: "tray")
        AppShortcut(intent: ListChutesIntent(), phrases: ["List chutes in \(.applicationName)"], shortTitle: "List",
                    systemImageName: "list.bullet")
    }
}

/// Works: the run after a stopped one.
struct ListChutesIntent: AppIntent {
    static let title: LocalizedStringResource = "List Chutes"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Two chutes are ready.")
    }
}

struct ChuteShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: EmptyBinIntent(), phrases: ["Empty the bin in \(.applicationName)"], shortTitle: "Empty Bin",
                    systemImageName: "trash")
        AppShortcut(intent: SortNextChuteIntent(), phrases: ["Sort the next chute in \(.applicationName)"], shortTitle: "Sort Next",
                    systemImageName: "arrow.up.arrow.down")
        AppShortcut(intent: CountChutesIntent(), phrases: ["Count chutes in \(.applicationName)"], shortTitle: "Count",
                    systemImageName: "number")
        AppShortcut(intent: ChuteWidgetConfiguration(), phrases: ["Show chute neighbours in \(.applicationName)"], shortTitle: "Neighbours",
                    systemImageName: "rectangle.split.3x1")
        AppShortcut(intent: WeighChuteIntent(), phrases: ["Weigh the chute in \(.applicationName)"], shortTitle: "Weigh",
                    systemImageName: "scalemass")
        AppShortcut(intent: ListChutesIntent(), phrases: ["List chutes in \(.applicationName)"], shortTitle: "List",
                    systemImageName: "list.bullet")
    }
}

@Suite struct StoppedRunTests {
    static let stopped = "; the run was stopped at this read: ShortcutKit cannot make a stand-in "

    /// Each mistake, twice, then a request that works, in one conversation: each failure is
    /// one error naming the intent, what was read and what to do; the chat answers on.
    @Test(arguments: [
        ("empty the bin in chutes", "EmptyBinIntent failed: entity property 'Handle' (ChuteHandle) was read before it had a value: "
            + "set it in the entity's init, or make it optional" + stopped + "ChuteHandle to go on with"),
        ("sort the next chute in chutes", "SortNextChuteIntent failed: parameter 'Chute' (ChuteEntity) was read before it had a value: "
            + "give it a value before reading it, a default (@Parameter(default:)), or make it optional" + stopped + "ChuteEntity to go on with"),
        ("count chutes in chutes", "CountChutesIntent failed: @Dependency ChuteLedger cannot be read: no dependency of type ChuteLedger "
            + "is registered: call AppDependencyManager.shared.add(dependency:) at launch" + stopped + "ChuteLedger to go on with"),
        ("show chute neighbours in chutes", "ChuteWidgetConfiguration failed: @IntentParameterDependency<ChuteWidgetConfiguration>: parameter 'chute' "
            + "(ChuteEntity) has no value: the intent cleared it after the query read its dependency: read the dependency again after "
            + "changing the parameter, or give the parameter a default" + stopped + "ChuteEntity to go on with"),
    ])
    func aReadThatCannotGoOnStopsOnlyItsRun(utterance: String, error: String) async throws {
        let events = try await providerChat("Chutes", ChuteShortcuts.self, [utterance, utterance, "list chutes in chutes"])
        #expect(events.compactMap(\.errorMessage) == [error, error])
        #expect(events.compactMap(\.performedDialog) == ["Two chutes are ready."])
    }

    /// On the platform's main actor (without `ShortcutKitExecutors`, as in this test process)
    /// the read cannot stop only the run: it traps, with the message, as on Apple's runtime
    /// (rather than hold the main dispatch queue for good). `StoppedRunExecutorsTests`: with them.
    @Test func aReadOnTheMainActorStillTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try await providerChat("Chutes", ChuteShortcuts.self, ["weigh the chute in chutes"])
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("@Dependency var: ChuteLedger: no dependency of type ChuteLedger is registered"), "\(message)")
    }

    /// A query is run the same way: the one that cannot go on is stopped and named, its
    /// type has no values, and the app loads and answers.
    @Test func aQueryThatCannotGoOnIsStoppedAndNamed() async throws {
        let build = await ShortcutApp(name: "Chutes", provider: CountedChuteShortcuts.self).catalog()
        let messages = build.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("suggestedEntities() of CountedChuteEntity read what was never set: @Dependency ChuteLedger "
                                          + "cannot be read: no dependency of type ChuteLedger is registered") == true, "\(messages)")
        #expect(messages.first?.contains(Self.stopped + "ChuteLedger to go on with") == true, "\(messages)")
        let events = try await providerChat("Chutes", CountedChuteShortcuts.self, ["list chutes in chutes"])
        #expect(events.compactMap(\.performedDialog) == ["Two chutes are ready."])
    }
}
