import Synchronization

/// The slots of one memory of a `CountCache`, for the bitset engine's states: the covered items in
/// a `Low` and a `High` word, and the gaps left. A slot holds a version, the count shifted left by 8
/// bits over the gaps left plus 1 (0 in an empty slot), then the state's words.
///
/// Threads share the slots without locks: a writer makes the version odd while it writes and even
/// again after, and drops its count if another writer holds the slot; a reader takes a count only
/// when the version was even and unchanged across its reads of the slot (a sequence lock). So a
/// count is never read half-written, and no thread waits for another.
struct CountTable<Low: BitsetWord, High: BitsetWord> {
    private let words: UnsafeMutablePointer<Atomic<UInt64>>
    /// The cache's memory these slots lie in.
    let memory: CountCache.Memory
    /// How many slots there are.
    let slots: Int

    /// Words in a slot: the version, the count and gaps, and the state's words.
    private static var slotWords: Int { 2 + Low.bitWidth / 64 + High.bitWidth / 64 }
    /// Where a slot keeps each part.
    private static var countWord: Int { 1 }
    private static var lowWord: Int { 2 }
    private static var highWord: Int { 2 + Low.bitWidth / 64 }

    /// The slots of `memory`: as many as it holds.
    init(_ memory: CountCache.Memory) {
        self.memory = memory
        words = memory.words
        slots = memory.byteCount / (8 * CountTable.slotWords)
    }

    /// The first word of a state's slot.
    @inline(__always)
    private func slot(low: Low, high: High, gaps: Int) -> UnsafeMutablePointer<Atomic<UInt64>> {
        let hash = (low.folded &* 0x9E37_79B9_7F4A_7C15 ^ high.folded &+ UInt64(truncatingIfNeeded: gaps)) &* 0xC2B2_AE3D_27D4_EB4F
        // The hash scaled to the number of slots: its high bits pick the slot.
        return words + Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(truncatingIfNeeded: slots)).high) &* CountTable.slotWords
    }

    /// The number of solutions below the state, if its slot holds it.
    @inline(__always)
    func count(low: Low, high: High, gaps: Int) -> UInt64? {
        let slot = slot(low: low, high: high, gaps: gaps)
        let version = slot[0].load(ordering: .acquiring)
        let countAndGaps = slot[CountTable.countWord].load(ordering: .relaxed)
        guard countAndGaps & 0xFF == UInt64(truncatingIfNeeded: gaps &+ 1), CountTable.load(slot + CountTable.lowWord) == low,
              CountTable.load(slot + CountTable.highWord) == high else { return nil }
        atomicMemoryFence(ordering: .acquiring)
        guard version & 1 == 0, slot[0].load(ordering: .relaxed) == version else { return nil }
        return countAndGaps &>> 8
    }

    /// Puts the number of solutions below the state in its slot, unless another thread is writing
    /// there or the count is too large for the slot; returns whether it did.
    @inline(__always)
    @discardableResult
    func store(low: Low, high: High, gaps: Int, count: UInt64) -> Bool {
        guard count < 1 &<< 56 else { return false }
        let slot = slot(low: low, high: high, gaps: gaps)
        let version = slot[0].load(ordering: .relaxed)
        guard version & 1 == 0, slot[0].compareExchange(expected: version, desired: version &+ 1, ordering: .acquiring).exchanged else {
            return false
        }
        atomicMemoryFence(ordering: .releasing)
        slot[CountTable.countWord].store(count &<< 8 | UInt64(truncatingIfNeeded: gaps &+ 1), ordering: .relaxed)
        CountTable.store(low, at: slot + CountTable.lowWord)
        CountTable.store(high, at: slot + CountTable.highWord)
        slot[0].store(version &+ 2, ordering: .releasing)
        return true
    }

    /// Starts loading the state's slot (both its memory lines, where it spans two).
    @inline(__always)
    func prefetch(low: Low, high: High, gaps: Int) {
        let slot = UnsafeRawPointer(slot(low: low, high: high, gaps: gaps))
        PentominoKit.prefetch(slot)
        // A slot of four words lies within one memory line; others may span two.
        if CountTable.slotWords != 4 { PentominoKit.prefetch(slot + (8 &* CountTable.slotWords &- 1)) }
    }

    /// Copies every count these slots hold, whole, into `other`.
    func copy(into other: CountTable) {
        for index in 0..<slots {
            let slot = words + index &* CountTable.slotWords
            let version = slot[0].load(ordering: .acquiring)
            let countAndGaps = slot[CountTable.countWord].load(ordering: .relaxed)
            let low: Low = CountTable.load(slot + CountTable.lowWord), high: High = CountTable.load(slot + CountTable.highWord)
            atomicMemoryFence(ordering: .acquiring)
            guard countAndGaps != 0, version & 1 == 0, slot[0].load(ordering: .relaxed) == version else { continue }
            other.store(low: low, high: high, gaps: Int(truncatingIfNeeded: countAndGaps & 0xFF) &- 1, count: countAndGaps &>> 8)
        }
    }

    /// The word kept in 64-bit parts from `parts` on, the lowest first.
    @inline(__always)
    private static func load<Word: BitsetWord>(_ parts: UnsafeMutablePointer<Atomic<UInt64>>) -> Word {
        var word: Word = 0
        for part in 0..<Word.bitWidth / 64 { word |= Word(truncatingIfNeeded: parts[part].load(ordering: .relaxed)) &<< (64 &* part) }
        return word
    }

    /// Keeps `word` in 64-bit parts from `parts` on, the lowest first.
    @inline(__always)
    private static func store<Word: BitsetWord>(_ word: Word, at parts: UnsafeMutablePointer<Atomic<UInt64>>) {
        for part in 0..<Word.bitWidth / 64 { parts[part].store(UInt64(truncatingIfNeeded: word &>> (64 &* part)), ordering: .relaxed) }
    }
}
