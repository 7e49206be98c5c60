/// The bitset engine's candidates' words in one memory: in groups of four candidates, each group's
/// low words (as `Low` lays out four) followed by its high words. Testing four candidates against
/// the covered items then reads one stretch of memory, one cache line with 64-bit words, rather
/// than one in each of two tables (`docs/speed-history.md`, "Branches the predictor misses, and
/// cache lines").
/// The owner of the memory keeps it alive while the words are read.
struct CandidateWords<Low: BitsetWord, High: BitsetWord> {
    /// The first group, on a cache line (see `TableMemory`), and its first high word. The high words
    /// have a pointer of their own: reached from `base` by an offset, the compiler merged the loads
    /// of two groups' words in the search's loop over groups (`docs/speed-history.md`, "Each group
    /// of candidates in one cache line").
    private let base: UnsafePointer<UInt64>
    private let highBase: UnsafePointer<UInt64>

    /// The words in the memory at `base` (see `memory(low:high:)`).
    init(base: UnsafePointer<UInt64>) {
        self.base = base
        highBase = base + Self.lowWords
    }

    /// The memory for the candidates' `low` and `high` words (as many of each, a multiple of four),
    /// as 64-bit words.
    static func memory(low: [Low], high: [High]) -> [UInt64] {
        precondition(low.count == high.count && low.count % 4 == 0, "the words come in whole groups of four")
        var memory: [UInt64] = []
        memory.reserveCapacity(low.count * candidateWords)
        for group in stride(from: 0, to: low.count, by: 4) {
            Low.appendGroup(of: low[group..<group + 4], to: &memory)
            High.appendGroup(of: high[group..<group + 4], to: &memory)
        }
        return memory
    }

    /// The 64-bit words of one candidate (a quarter of a group's), and of a group's low words.
    private static var candidateWords: Int { (MemoryLayout<Low>.size &+ MemoryLayout<High>.size) / 8 }
    private static var lowWords: Int { MemoryLayout<Low>.size / 2 }

    /// Candidate `k`'s low word.
    @inline(__always)
    func low(at k: Int) -> Low { Low.word(atLane: base + lane(of: k)) }

    /// Candidate `k`'s high word.
    @inline(__always)
    func high(at k: Int) -> High { High.word(atLane: highBase + lane(of: k)) }

    /// For candidates `k..<k + 4` (`k` a multiple of four), lanes that are not zero where the
    /// candidate's low word shares a bit with `covered`.
    @inline(__always)
    func lowClashes(at k: Int, with covered: Low) -> SIMD4<UInt64> {
        Low.clashes(inGroup: base + k &* Self.candidateWords, with: covered)
    }

    /// The same for the high words.
    @inline(__always)
    func highClashes(at k: Int, with covered: High) -> SIMD4<UInt64> {
        High.clashes(inGroup: highBase + k &* Self.candidateWords, with: covered)
    }

    /// Of the candidates `k..<end` (`k` a multiple of four, at most 64 of them), those whose words
    /// share no bit with `low` and `high`, as bits from `k`, tested four at a time.
    @inline(__always)
    func fitting(from k: Int, to end: Int, low: Low, high: High) -> UInt64 {
        var fits: UInt64 = 0
        var i = k
        while i < end {
            let clash = lowClashes(at: i, with: low) | highClashes(at: i, with: high)
            fits |=
                SIMD4<UInt64>(repeating: 0).replacing(with: SIMD4(1, 2, 4, 8), where: clash .== 0).wrappedSum()
                &<< (i &- k)
            i &+= 4
        }
        return fits
    }

    /// How far candidate `k`'s lane lies from the start of its words' part of the first group, in
    /// 64-bit words: its group's start (`k & ~3` candidates in) plus its lane (`k & 3`).
    @inline(__always)
    private func lane(of k: Int) -> Int { k &+ (k & ~3) &* (Self.candidateWords &- 1) }
}
