// What the tests of the stand-in package share: a seeded generator and the list model of the random tests.

/// A reproducible random number generator (SplitMix64): the same seed gives the same sequence.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// The generator of `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next value.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// `true` with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < p
    }
}
