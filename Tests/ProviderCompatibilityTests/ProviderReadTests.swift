// The app's code that ShortcutKit calls outside `perform()` and the queries — the provider's
// shortcuts and its intents' texts, an enum's case titles, an entity's display
// representation — runs the way a run does. A class-typed value it reads before it exists
// (here a ledger nobody registered, read through a helper that no check before the call can
// see) ends that call with an error naming the type, what was read and what to do. The app
// then loads and the chat answers. Each of these trapped before, ending the whole process.
import Foundation
import Testing
import ShortcutKit

/// A hopper whose title, once its query has fetched it for a run, counts through a helper
/// that reads a ledger nobody registered.
struct HopperEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hopper"
    static let defaultQuery = HopperQuery()
    let id: String
    /// Set by `entities(for:)`: a hopper an intent runs with.
    var fetched = false
    var displayRepresentation: DisplayRepresentation {
        fetched ? "\(id) (\(ChuteCounter().ledger.count) chutes)" : "\(id)"
    }
}

struct HopperQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [HopperEntity] {
        identifiers.map { HopperEntity(id: $0, fetched: true) }
    }

    func suggestedEntities() async throws -> [HopperEntity] {
        [HopperEntity(id: "north"), HopperEntity(id: "south")]
    }
}

struct OpenHopperIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Hopper"
    @Parameter(title: "Hopper") var hopper: HopperEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opening the hopper.")
    }
}

/// Sizes whose titles count through a helper that reads a ledger nobody registered.
enum ChuteSize: String, AppEnum {
    case small, large
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Chute Size"
    static var caseDisplayRepresentations: [ChuteSize: DisplayRepresentation] {
        let count = ChuteCounter().ledger.count
        return [.small: "small \(count)", .large: "large"]
    }
}

struct SizeChutesIntent: AppIntent {
    static let title: LocalizedStringResource = "Size Chutes"
    @Parameter(title: "Size") var size: ChuteSize

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Sized.")
    }
}

struct HopperShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenHopperIntent(), phrases: ["Open \(\.$hopper) in \(.applicationName)"], shortTitle: "Open",
                    systemImageName: "tray")
        AppShortcut(intent: SizeChutesIntent(), phrases: ["Size the \(\.$size) chutes in \(.applicationName)"], shortTitle: "Size",
                    systemImageName: "ruler")
        AppShortcut(intent: ListChutesIntent(), phrases: ["List chutes in \(.applicationName)"], shortTitle: "List",
                    systemImageName: "list.bullet")
    }
}

/// An intent whose description counts through a helper that reads a ledger nobody registered:
/// reading the provider's shortcuts cannot go on.
struct TallyChutesIntent: AppIntent {
    static let title: LocalizedStringResource = "Tally Chutes"
    static var description: IntentDescription {
        _ = ChuteCounter().ledger.count
        return "Tallies the chutes."
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Tallied.")
    }
}

struct TallyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: TallyChutesIntent(), phrases: ["Tally chutes in \(.applicationName)"], shortTitle: "Tally",
                    systemImageName: "number")
    }
}

/// A scale made on first use by a factory that counts through a helper reading a ledger
/// nobody registered.
final class HopperScale: @unchecked Sendable {
    let count: Int
    init(count: Int) { self.count = count }
}

/// The same, made by a factory registered as asynchronous.
final class BinScale: @unchecked Sendable {
    let count: Int
    init(count: Int) { self.count = count }
}

struct WeighHopperIntent: AppIntent {
    static let title: LocalizedStringResource = "Weigh Hopper"
    @Dependency var scale: HopperScale

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(scale.count) kilograms.")
    }
}

struct WeighBinIntent: AppIntent {
    static let title: LocalizedStringResource = "Weigh Bin"
    @Dependency var scale: BinScale

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(scale.count) kilograms.")
    }
}

struct ScaleShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: WeighHopperIntent(), phrases: ["Weigh the hopper in \(.applicationName)"], shortTitle: "Hopper",
                    systemImageName: "scalemass")
        AppShortcut(intent: WeighBinIntent(), phrases: ["Weigh the bin in \(.applicationName)"], shortTitle: "Bin",
                    systemImageName: "scalemass")
        AppShortcut(intent: ListChutesIntent(), phrases: ["List chutes in \(.applicationName)"], shortTitle: "List",
                    systemImageName: "list.bullet")
    }
}

@Suite struct ProviderReadTests {
    static let ledger = "@Dependency ChuteLedger cannot be read: no dependency of type ChuteLedger is registered: "
        + "call AppDependencyManager.shared.add(dependency:) at launch" + StoppedRunTests.stopped + "ChuteLedger to go on with"

    /// An enum's case titles that cannot be read leave the type without values, named; the
    /// app loads, and a later request answers.
    @Test func caseTitlesThatCannotBeReadLeaveTheTypeWithoutValues() async throws {
        let build = await ShortcutApp(name: "Hoppers", provider: HopperShortcuts.self).catalog()
        let messages = build.diagnostics.map(\.message)
        #expect(messages.contains("caseDisplayRepresentations of ChuteSize read what was never set: " + Self.ledger
                                  + "; its phrases have no values until it succeeds."), "\(messages)")
        #expect(build.catalog.types["ChuteSize"]?.values.isEmpty == true)
        #expect(build.catalog.types["HopperEntity"]?.values.map(\.id) == ["north", "south"])
        let events = try await providerChat("Hoppers", HopperShortcuts.self, ["list chutes in hoppers"])
        #expect(events.compactMap(\.performedDialog) == ["Two chutes are ready."])
    }

    /// A display representation read once the intent ran (the call as the chat shows it)
    /// fails that run, naming the intent; the chat answers on.
    @Test func aDisplayThatCannotBeReadFailsItsRunAndTheChatGoesOn() async throws {
        let events = try await providerChat("Hoppers", HopperShortcuts.self,
                                            ["open north in hoppers", "list chutes in hoppers", "open south in hoppers"])
        let error = "OpenHopperIntent failed: " + Self.ledger
        #expect(events.compactMap(\.errorMessage) == [error, error])
        #expect(events.compactMap(\.performedDialog) == ["Two chutes are ready."])
    }

    /// A dependency's factory that reads what cannot go on, run when a check before the run
    /// makes it, or before any query for an asynchronous one: the intent cannot run, named;
    /// the chat answers on.
    @Test func aDependencyFactoryThatCannotGoOnFailsTheIntentsThatNeedIt() async throws {
        AppDependencyManager.shared.add { HopperScale(count: ChuteCounter().ledger.count) }
        AppDependencyManager.shared.add(dependency: { () async throws -> BinScale in BinScale(count: ChuteCounter().ledger.count) })
        let events = try await providerChat("Scales", ScaleShortcuts.self, ["weigh the hopper in scales", "list chutes in scales",
                                                                          "weigh the bin in scales", "list chutes in scales"])
        #expect(events.compactMap(\.errorMessage) == [
            "WeighHopperIntent cannot run: a dependency's factory read what was never set: " + Self.ledger,
            "WeighBinIntent cannot run: the dependency BinScale cannot be made: its factory read what was never set: " + Self.ledger,
        ])
        #expect(events.compactMap(\.performedDialog) == ["Two chutes are ready.", "Two chutes are ready."])
    }

    /// An intent's description that cannot be read leaves its app without shortcuts, with an
    /// error naming the provider; the other apps load and answer.
    @Test func aProviderThatCannotBeReadLeavesItsAppEmpty() async throws {
        let build = await ShortcutApp(name: "Tally", provider: TallyShortcuts.self).catalog()
        #expect(build.diagnostics.map(\.message) == ["TallyShortcuts.appShortcuts failed: " + Self.ledger])
        #expect(build.diagnostics.map(\.severity) == [.error])
        #expect(build.catalog.shortcuts.isEmpty)
        let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: "Tally", provider: TallyShortcuts.self),
                                                       ShortcutApp(name: "Hoppers", provider: HopperShortcuts.self)], locale: "en")
        let conversation = Conversation(matcher: matcher)
        let events = await conversation.respond(to: "list chutes in hoppers")
        #expect(events.compactMap(\.performedDialog) == ["Two chutes are ready."])
    }
}
