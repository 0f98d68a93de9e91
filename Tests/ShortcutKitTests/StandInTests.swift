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
}
