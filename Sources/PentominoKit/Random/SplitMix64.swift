/// Steele, Lea and Flood's SplitMix64: a small, fast generator whose whole sequence is fixed by its
/// seed, so that a seed given on the command line picks the same tiling on every run and machine.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// The generator whose sequence `seed` fixes.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number drawn uniformly from `0..<bound` (`bound` > 0): draws that fall in the incomplete
    /// last block of `bound` values are thrown away and drawn again, so no value is favoured.
    public mutating func uniform(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "an empty range has no numbers")
        // 2^64 mod bound: the values below it would make the low residues more likely.
        let threshold = (0 &- bound) % bound
        while true {
            let value = next()
            if value >= threshold { return value % bound }
        }
    }
}
