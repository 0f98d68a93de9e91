// A dependency's factory, made on first use by the check before a run, that reads a value
// before it exists: the dependency is left failed, as an asynchronous factory's is. It is
// neither kept as a value made of stand-ins (which a later run then used, as if it were
// real) nor, when the read stopped the factory's thread, made again by each later request
// (each stopping one more thread for good).
import Foundation
import Testing
import ShortcutKit

/// A count nothing registers; a struct, so a read of it goes on with a stand-in (zero).
struct GaugeTally: Sendable {
    var count: Int
}

/// Reads a tally nobody registered.
struct GaugeCounter {
    @AppDependency var tally: GaugeTally
}

/// A gauge made on first use, by a factory that counts through a helper reading a tally
/// nobody registered.
final class GaugeScale: @unchecked Sendable {
    let count: Int
    init(count: Int) { self.count = count }
}

/// A crate scale made on first use, by a factory that counts its calls and reads a ledger
/// nobody registered (a class: its thread stops there).
final class CrateScale: @unchecked Sendable {
    let count: Int
    init(count: Int) { self.count = count }
    nonisolated(unsafe) static var made = 0
}

struct WeighGaugeIntent: AppIntent {
    static let title: LocalizedStringResource = "Weigh Gauge"
    @Dependency var scale: GaugeScale

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(scale.count) kilograms.")
    }
}

struct WeighCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Weigh Crate"
    @Dependency var scale: CrateScale

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(scale.count) kilograms.")
    }
}

struct GaugeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: WeighGaugeIntent(), phrases: ["Weigh the gauge in \(.applicationName)"], shortTitle: "Gauge",
                    systemImageName: "gauge")
        AppShortcut(intent: WeighCrateIntent(), phrases: ["Weigh the crate in \(.applicationName)"], shortTitle: "Crate",
                    systemImageName: "shippingbox")
        AppShortcut(intent: ListChutesIntent(), phrases: ["List chutes in \(.applicationName)"], shortTitle: "List",
                    systemImageName: "list.bullet")
    }
}

@Suite(.serialized) struct DependencyFactoryFaultTests {
    /// A factory that read a stand-in: each request fails naming it; none weighs with the
    /// value it made of that stand-in.
    @Test(.enabled(if: standInsOfStructsExist)) func aFactoryThatReadAStandInLeavesItsDependencyFailed() async throws {
        AppDependencyManager.shared.add { GaugeScale(count: GaugeCounter().tally.count) }
        let events = try await providerChat("Gauges", GaugeShortcuts.self,
                                            ["weigh the gauge in gauges", "weigh the gauge in gauges", "list chutes in gauges"])
        let tally = "@Dependency GaugeTally cannot be read: no dependency of type GaugeTally is registered: "
            + "call AppDependencyManager.shared.add(dependency:) at launch"
        #expect(events.compactMap(\.errorMessage) == [
            "WeighGaugeIntent cannot run: a dependency's factory read what was never set: " + tally,
            "WeighGaugeIntent cannot run: the dependency GaugeScale cannot be made: its factory read what was never set: " + tally,
        ])
        #expect(events.compactMap(\.performedDialog) == ["Two chutes are ready."])
    }

    /// A factory stopped at a read that cannot go on runs once: later requests fail naming
    /// it without running it again.
    @Test func aFactoryStoppedAtAReadIsNotRunAgain() async throws {
        CrateScale.made = 0
        AppDependencyManager.shared.add { () -> CrateScale in
            CrateScale.made += 1
            return CrateScale(count: ChuteCounter().ledger.count)
        }
        let events = try await providerChat("Gauges", GaugeShortcuts.self,
                                            ["weigh the crate in gauges", "weigh the crate in gauges", "list chutes in gauges"])
        #expect(events.compactMap(\.errorMessage) == [
            "WeighCrateIntent cannot run: a dependency's factory read what was never set: " + ProviderReadTests.ledger,
            "WeighCrateIntent cannot run: the dependency CrateScale cannot be made: its factory read what was never set: "
                + ProviderReadTests.ledger,
        ])
        #expect(events.compactMap(\.performedDialog) == ["Two chutes are ready."])
        #expect(CrateScale.made == 1)
    }
}

/// Whether ShortcutKit can make a stand-in for a struct (from its fields' stand-ins): off
/// Apple platforms.
let standInsOfStructsExist: Bool = {
    #if canImport(Darwin)
    false
    #else
    true
    #endif
}()
