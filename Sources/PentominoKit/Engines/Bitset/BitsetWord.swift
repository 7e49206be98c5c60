/// A machine word of item bits for the bitset engine and the pocket check: `UInt64` for up to 64
/// items, `UInt128` (two 64-bit words, kept in registers) for up to 128.
///
/// The engine keeps its candidates' words in groups of four (see `CandidateWords`), each laid out as
/// the type chooses, so that four at a time can be tested against the covered items with plain
/// 64-bit vector lanes.
protocol BitsetWord: FixedWidthInteger, UnsignedInteger, Sendable, BitwiseCopyable {
    /// Appends four words to `memory` as the 64-bit words of their group.
    static func appendGroup(of words: ArraySlice<Self>, to memory: inout [UInt64])
    /// The word whose lowest 64 bits lie at `lane`, in a group that starts 0 to 3 words before.
    static func word(atLane lane: UnsafePointer<UInt64>) -> Self
    /// For the four words of the group at `group`, a lane that is not zero where the word shares a
    /// bit with `covered`.
    static func clashes(inGroup group: UnsafePointer<UInt64>, with covered: Self) -> SIMD4<UInt64>
    /// The word folded into 64 bits, for hashing.
    var folded: UInt64 { get }
}

extension UInt64: BitsetWord {
    static func appendGroup(of words: ArraySlice<UInt64>, to memory: inout [UInt64]) { memory += words }

    var folded: UInt64 { self }

    @inline(__always)
    static func word(atLane lane: UnsafePointer<UInt64>) -> UInt64 { lane.pointee }

    @inline(__always)
    static func clashes(inGroup group: UnsafePointer<UInt64>, with covered: UInt64) -> SIMD4<UInt64> {
        UnsafeRawPointer(group).loadUnaligned(as: SIMD4<UInt64>.self) & SIMD4(repeating: covered)
    }
}

/// A group of 128-bit words holds the four low halves, then the four high halves.
extension UInt128: BitsetWord {
    static func appendGroup(of words: ArraySlice<UInt128>, to memory: inout [UInt64]) {
        for word in words { memory.append(UInt64(truncatingIfNeeded: word)) }
        for word in words { memory.append(UInt64(truncatingIfNeeded: word >> 64)) }
    }

    @inline(__always)
    var folded: UInt64 {
        UInt64(truncatingIfNeeded: self) ^ UInt64(truncatingIfNeeded: self &>> 64) &* 0x9E37_79B9_7F4A_7C15
    }

    @inline(__always)
    static func word(atLane lane: UnsafePointer<UInt64>) -> UInt128 { UInt128(lane[0]) | UInt128(lane[4]) << 64 }

    @inline(__always)
    static func clashes(inGroup group: UnsafePointer<UInt64>, with covered: UInt128) -> SIMD4<UInt64> {
        let halves = UnsafeRawPointer(group)
        let low = halves.loadUnaligned(as: SIMD4<UInt64>.self),
            high = halves.loadUnaligned(fromByteOffset: 32, as: SIMD4<UInt64>.self)
        return (low & SIMD4(repeating: UInt64(truncatingIfNeeded: covered)))
            | (high & SIMD4(repeating: UInt64(truncatingIfNeeded: covered >> 64)))
    }
}

extension BitsetWord {
    /// Bit `item` of the word, as 0 or 1.
    @inline(__always)
    func bit(_ item: Int) -> Int { Int(truncatingIfNeeded: (self &>> item) & 1) }
}
