import Foundation
import Testing
@testable import ShortcutKit

/// A typed measurement (`Measurement._parse`) for a parameter of any dimension.
@Suite struct MeasurementParseTests {
    /// A number alone is read in the base unit; for a bare `Dimension`, which has none, it
    /// is no measurement (asking Foundation for the base unit trapped: typed "5", the process
    /// died). With its unit named, it is read.
    @Test func aNumberAloneForABareDimensionIsNoMeasurement() {
        #expect(Measurement<UnitLength>._parse("5") == Measurement(value: 5, unit: UnitLength.meters))
        #expect(Measurement<Dimension>._parse("5") == nil)
        #expect(Measurement<Dimension>._parse("5 km") == Measurement(value: 5, unit: UnitLength.kilometers as Dimension))
    }
}
