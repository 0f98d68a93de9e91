import Foundation
import Testing
@testable import ShortcutKit

/// The stand-ins a provider mistake is read as (`NeutralValue`, `Placeholder`): made for
/// every type ShortcutKit knows a parameter or a property to have, without trapping.
@Suite struct StandInTests {
    /// A vector's array literal needs all its elements: `[]` trapped ("Not enough elements
    /// in sequence"). Its empty form is zero.
    @Test func anUnsetVectorPropertyReadsAsZero() {
        #expect(EntityProperty<SIMD4<Float>>().wrappedValue == .zero)
        #expect(NeutralValue.of(SIMD2<Double>.self) == .zero)
    }

    /// A measurement holds its unit, a class instance: it had no stand-in, so a measurement
    /// parameter read unset trapped. Its stand-in is zero in the base unit.
    @Test func aMeasurementHasAStandIn() {
        #expect(Placeholder.of(Measurement<UnitLength>.self) == Measurement(value: 0, unit: UnitLength.meters))
        #expect(Placeholder.of(Measurement<UnitDuration>.self) == Measurement(value: 0, unit: UnitDuration.seconds))
        // A bare `Dimension` has no base unit to read (Foundation traps asking for it).
        #expect(Placeholder.of(Measurement<Dimension>.self) == nil)
    }

    @Test func aMeasurementParameterReadUnsetFailsTheRun() async {
        let distance = IntentParameter<Measurement<UnitLength>>(title: "Distance")
        await #expect(throws: ProviderFault.self) {
            try await ProviderFaultLog.collecting("RunIntent") { distance.wrappedValue.value }
        }
    }

    /// Every value type a parameter may have that ShortcutKit defines or extends has a
    /// stand-in (an app's own entity may not: one holding a class instance).
    @Test func everyBuiltInParameterTypeHasAStandIn() {
        func standsIn<T>(_ type: T.Type) -> Bool { Placeholder.of(type) != nil }
        #expect(standsIn(String.self) && standsIn(Int.self) && standsIn(Double.self) && standsIn(Float.self))
        #expect(standsIn(Decimal.self) && standsIn(Bool.self) && standsIn(Date.self) && standsIn(URL.self))
        #expect(standsIn(DateComponents.self) && standsIn(UUID.self) && standsIn(IntentFile.self))
        #expect(standsIn(Measurement<UnitLength>.self) && standsIn(Measurement<UnitMass>.self))
        #expect(standsIn([String].self) && standsIn(Int?.self))
        #if !canImport(Darwin)
        #expect(standsIn(IntentCurrencyAmount.self) && standsIn(StringSearchCriteria.self))
        #endif
    }
}
