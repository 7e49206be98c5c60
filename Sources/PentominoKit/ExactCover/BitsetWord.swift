/// A machine word of item bits for the bitset engine and the pocket check: `UInt64` for problems
/// whose parts fit 64 items, `UInt128` (two 64-bit words, kept in registers) for up to 128.
protocol BitsetWord: FixedWidthInteger, UnsignedInteger, Sendable {
    /// For the four candidates at `index` of the tables `low` and `high`, bit `k` set when candidate
    /// `index + k` covers none of `coveredLow` and `coveredHigh`.
    static func clearOfCovered(low: UnsafePointer<Self>, high: UnsafePointer<Self>, at index: Int,
                               coveredLow: Self, coveredHigh: Self) -> UInt64
}

extension UInt64: BitsetWord {
    @inline(__always)
    static func clearOfCovered(low: UnsafePointer<UInt64>, high: UnsafePointer<UInt64>, at index: Int,
                               coveredLow: UInt64, coveredHigh: UInt64) -> UInt64 {
        let lows = UnsafeRawPointer(low + index).loadUnaligned(as: SIMD4<UInt64>.self)
        let highs = UnsafeRawPointer(high + index).loadUnaligned(as: SIMD4<UInt64>.self)
        let clear = ((lows & SIMD4(repeating: coveredLow)) | (highs & SIMD4(repeating: coveredHigh))) .== SIMD4<UInt64>(repeating: 0)
        return SIMD4<UInt64>(repeating: 0).replacing(with: SIMD4(1, 2, 4, 8), where: clear).wrappedSum()
    }
}

extension UInt128: BitsetWord {
    @inline(__always)
    static func clearOfCovered(low: UnsafePointer<UInt128>, high: UnsafePointer<UInt128>, at index: Int,
                               coveredLow: UInt128, coveredHigh: UInt128) -> UInt64 {
        // Four 128-bit words are eight 64-bit lanes in memory: the low half of each word, then its high half.
        let lows = UnsafeRawPointer(low + index).loadUnaligned(as: SIMD8<UInt64>.self)
        let highs = UnsafeRawPointer(high + index).loadUnaligned(as: SIMD8<UInt64>.self)
        let clash = (lows & repeated(coveredLow)) | (highs & repeated(coveredHigh))
        let clear = (clash.evenHalf | clash.oddHalf) .== SIMD4<UInt64>(repeating: 0)
        return SIMD4<UInt64>(repeating: 0).replacing(with: SIMD4(1, 2, 4, 8), where: clear).wrappedSum()
    }

    /// `word` four times over, as 64-bit lanes in memory order.
    @inline(__always)
    private static func repeated(_ word: UInt128) -> SIMD8<UInt64> {
        let low = UInt64(truncatingIfNeeded: word), high = UInt64(truncatingIfNeeded: word >> 64)
        return SIMD8(low, high, low, high, low, high, low, high)
    }
}
