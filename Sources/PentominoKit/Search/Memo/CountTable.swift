import Synchronization

/// The slots of a `CountCache`'s memory, for the bitset engine's states: the covered items in
/// a `Low` and a `High` word, and the gaps left. A slot's first word holds a version (24 bits), the
/// gaps left plus 1 (8 bits; 0 in an empty slot) and the count (32 bits); the state's words follow.
///
/// Threads share the slots without locks: a writer makes the version odd while it writes and even
/// again after, and drops its count if another writer holds the slot; a reader takes a count only
/// when the version was even and the first word unchanged across its reads of the slot (a
/// sequence lock). So no thread waits for another, and none takes a count read half-written,
/// unless 2^23 counts were written to that one slot while it read it.
struct CountTable<Low: BitsetWord, High: BitsetWord> {
    private let words: UnsafeMutablePointer<Atomic<UInt64>>
    /// How many slots there are.
    let slots: Int

    /// Words in a slot: the version, gaps and count, then the state's words.
    static var slotWords: Int { 1 + Low.bitWidth / 64 + High.bitWidth / 64 }
    /// Where a slot keeps the state's words.
    private static var lowWord: Int { 1 }
    private static var highWord: Int { 1 + Low.bitWidth / 64 }
    /// Where the first word keeps the version, whose lowest bit marks a slot being written, and the gaps.
    private static var versionShift: UInt64 { 40 }
    private static var gapsShift: UInt64 { 32 }

    /// The slots of `memory`: as many as it holds.
    init(_ memory: CountCache.Memory) {
        words = memory.words
        slots = memory.byteCount / (8 * CountTable.slotWords)
    }

    /// The first word of a state's slot.
    @inline(__always)
    private func slot(low: Low, high: High, gaps: Int) -> UnsafeMutablePointer<Atomic<UInt64>> {
        let hash =
            (low.folded &* 0x9E37_79B9_7F4A_7C15 ^ high.folded &+ UInt64(truncatingIfNeeded: gaps))
            &* 0xC2B2_AE3D_27D4_EB4F
        // The hash scaled to the number of slots: its high bits pick the slot.
        return words + Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(truncatingIfNeeded: slots)).high)
            &* CountTable.slotWords
    }

    /// The number of solutions below the state, if its slot holds it.
    @inline(__always)
    func count(low: Low, high: High, gaps: Int) -> UInt64? {
        guard let entry = CountTable.entry(at: slot(low: low, high: high, gaps: gaps)),
            entry.gaps == gaps, entry.low == low, entry.high == high
        else { return nil }
        return entry.count
    }

    /// What the slot at `slot` holds, read whole: nil when it is empty or was being written.
    @inline(__always)
    private static func entry(at slot: UnsafeMutablePointer<Atomic<UInt64>>) -> (
        low: Low, high: High, gaps: Int, count: UInt64
    )? {
        let first = slot[0].load(ordering: .acquiring)
        let low: Low = load(slot + lowWord), high: High = load(slot + highWord)
        atomicMemoryFence(ordering: .acquiring)
        let gaps = Int(truncatingIfNeeded: (first &>> gapsShift) & 0xFF) &- 1
        guard gaps >= 0, (first &>> versionShift) & 1 == 0, slot[0].load(ordering: .relaxed) == first else {
            return nil
        }
        return (low, high, gaps, first & 0xFFFF_FFFF)
    }

    /// Puts the number of solutions below the state in its slot, unless another thread is writing
    /// there or the count needs more than 32 bits; returns whether it did.
    @inline(__always)
    @discardableResult
    func store(low: Low, high: High, gaps: Int, count: UInt64) -> Bool {
        guard count <= 0xFFFF_FFFF else { return false }
        let slot = slot(low: low, high: high, gaps: gaps)
        let first = slot[0].load(ordering: .relaxed)
        let version = first &>> CountTable.versionShift
        guard version & 1 == 0,
            slot[0].compareExchange(
                expected: first, desired: first &+ 1 &<< CountTable.versionShift, ordering: .acquiring
            ).exchanged
        else {
            return false
        }
        atomicMemoryFence(ordering: .releasing)
        CountTable.store(low, at: slot + CountTable.lowWord)
        CountTable.store(high, at: slot + CountTable.highWord)
        let next = (version &+ 2) & 0xFF_FFFF
        slot[0].store(
            next &<< CountTable.versionShift | UInt64(truncatingIfNeeded: gaps &+ 1) &<< CountTable.gapsShift | count,
            ordering: .releasing)
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

    /// The word kept in 64-bit parts from `parts` on, the lowest first.
    @inline(__always)
    private static func load<Word: BitsetWord>(_ parts: UnsafeMutablePointer<Atomic<UInt64>>) -> Word {
        var word: Word = 0
        for part in 0..<Word.bitWidth / 64 {
            word |= Word(truncatingIfNeeded: parts[part].load(ordering: .relaxed)) &<< (64 &* part)
        }
        return word
    }

    /// Keeps `word` in 64-bit parts from `parts` on, the lowest first.
    @inline(__always)
    private static func store<Word: BitsetWord>(_ word: Word, at parts: UnsafeMutablePointer<Atomic<UInt64>>) {
        for part in 0..<Word.bitWidth / 64 {
            parts[part].store(UInt64(truncatingIfNeeded: word &>> (64 &* part)), ordering: .relaxed)
        }
    }
}
