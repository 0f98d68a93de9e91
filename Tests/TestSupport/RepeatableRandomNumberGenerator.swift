/// The one random number generator of the tests: seeded, so that a failing seed replays
/// the same values on every run and every platform.
///
///     var random = RepeatableRandomNumberGenerator(seed: 7)
///     let city = cities.randomElement(using: &random)!
///
/// A seeded test takes its seeds as arguments, `@Test(arguments: 0..<100) func f(seed: UInt64)`:
/// Swift Testing then names the failing seed, and `swift test --filter` runs it again.
/// (It is SplitMix64: one addition and three multiply-xor-shift steps a value; every seed,
/// zero included, starts a full-period sequence.)
public struct RepeatableRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public init(seed: Int) {
        self.init(seed: UInt64(truncatingIfNeeded: seed))
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, drawn the same way on every platform and Swift version
    /// (unlike `Int.random(in:using:)`, whose drawing the standard library may change).
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "next(below:) needs a positive bound")
        return Int(next() % UInt64(bound))
    }
}
