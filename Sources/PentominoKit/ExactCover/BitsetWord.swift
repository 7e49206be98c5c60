/// A machine word of item bits for the bitset engine and the pocket check: `UInt64` for up to 64
/// items, `UInt128` (two 64-bit words, kept in registers) for up to 128.
///
/// The engine keeps a table of words for its candidates in an arrangement of the type's choosing, so
/// that four at a time can be tested against the covered items with plain 64-bit vector lanes.
protocol BitsetWord: FixedWidthInteger, UnsignedInteger, Sendable, BitwiseCopyable {
    /// `words`, whose count is a multiple of 4, arranged as a table.
    static func table(_ words: [Self]) -> [Self]
    /// The word at `index` of a table.
    static func word(in table: UnsafePointer<Self>, at index: Int) -> Self
    /// For the four words of a table from `index` (a multiple of 4) on, a lane that is not zero
    /// where the word shares a bit with `covered`.
    static func clashes(in table: UnsafePointer<Self>, at index: Int, with covered: Self) -> SIMD4<UInt64>
    /// The word folded into 64 bits, for hashing.
    var folded: UInt64 { get }
}

extension UInt64: BitsetWord {
    static func table(_ words: [UInt64]) -> [UInt64] { words }

    var folded: UInt64 { self }

    @inline(__always)
    static func word(in table: UnsafePointer<UInt64>, at index: Int) -> UInt64 { table[index] }

    @inline(__always)
    static func clashes(in table: UnsafePointer<UInt64>, at index: Int, with covered: UInt64) -> SIMD4<UInt64> {
        UnsafeRawPointer(table + index).loadUnaligned(as: SIMD4<UInt64>.self) & SIMD4(repeating: covered)
    }
}

/// A table of 128-bit words holds each group of four as the four low halves, then the four high halves.
extension UInt128: BitsetWord {
    static func table(_ words: [UInt128]) -> [UInt128] {
        precondition(words.count % 4 == 0, "a table holds whole groups of four")
        let low = { (word: UInt128) in word & UInt128(UInt64.max) }, high = { (word: UInt128) in word >> 64 }
        return stride(from: 0, to: words.count, by: 4).flatMap { group in
            let w = words[group..<group + 4].map { $0 }
            // In memory, little end first: the four low halves, then the four high halves.
            return [low(w[0]) | low(w[1]) << 64, low(w[2]) | low(w[3]) << 64, high(w[0]) | high(w[1]) << 64, high(w[2]) | high(w[3]) << 64]
        }
    }

    @inline(__always)
    var folded: UInt64 { UInt64(truncatingIfNeeded: self) ^ UInt64(truncatingIfNeeded: self &>> 64) &* 0x9E37_79B9_7F4A_7C15 }

    @inline(__always)
    static func word(in table: UnsafePointer<UInt128>, at index: Int) -> UInt128 {
        let halves = UnsafeRawPointer(table).assumingMemoryBound(to: UInt64.self) + 2 * (index & ~3) + (index & 3)
        return UInt128(halves[0]) | UInt128(halves[4]) << 64
    }

    @inline(__always)
    static func clashes(in table: UnsafePointer<UInt128>, at index: Int, with covered: UInt128) -> SIMD4<UInt64> {
        let halves = UnsafeRawPointer(table + index)
        let low = halves.loadUnaligned(as: SIMD4<UInt64>.self), high = halves.loadUnaligned(fromByteOffset: 32, as: SIMD4<UInt64>.self)
        return (low & SIMD4(repeating: UInt64(truncatingIfNeeded: covered))) | (high & SIMD4(repeating: UInt64(truncatingIfNeeded: covered >> 64)))
    }
}

extension BitsetWord {
    /// Bit `item` of the word, as 0 or 1.
    @inline(__always)
    func bit(_ item: Int) -> Int { Int(truncatingIfNeeded: (self &>> item) & 1) }
}
