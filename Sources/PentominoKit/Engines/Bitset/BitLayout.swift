/// Where each item of a problem lies in the bitset engine's two words. The first `lowCount` items are
/// bits of the low word: the region items, or without a region rule as many leading items of
/// multiplicity 1 as fit a word. Every other item has bits of the high word, one for each time it must
/// (or, for a secondary item, may) be covered. Each item of multiplicity 1 has a slot, the bit the
/// engine branches on for it.
struct BitLayout {
    /// Items in the low word.
    let lowCount: Int
    /// For each item from `lowCount` on, its lowest bit in the high word.
    let highStart: [Int]
    /// Bits the high word needs.
    let highBits: Int
    /// How many bits each item takes.
    private let widths: [Int]

    /// The layout of `problem` in words of `wordBits` bits.
    init(_ problem: ExactCoverProblem, wordBits: Int) {
        let widths = problem.coverCounts
        let leading = min(wordBits, problem.itemCount)
        let lowCount = problem.regionRule?.itemCount ?? ((0..<leading).first { widths[$0] > 1 } ?? leading)
        self.widths = widths
        self.lowCount = lowCount
        var bit = 0, starts: [Int] = []
        for item in lowCount..<problem.itemCount {
            starts.append(bit)
            bit += widths[item]
        }
        highStart = starts
        highBits = bit
    }

    /// Whether the layout fits a low word of `lowBits` bits and a high word of `highBits`, with every
    /// item that may be left uncovered in the low word.
    func fits(_ problem: ExactCoverProblem, lowBits: Int, highBits: Int) -> Bool {
        lowCount <= lowBits && self.highBits <= highBits && (problem.gaps.limit == 0 || problem.gaps.items <= lowCount)
    }

    /// Number of slots: the low word's bits, then the high word's.
    var slotCount: Int { lowCount + highBits }

    /// The slot of `item`: its low bit, or `lowCount` plus its lowest high bit.
    func slot(of item: Int) -> Int {
        item < lowCount ? item : lowCount + highStart[item - lowCount]
    }

    /// The bits of `items` in each word, an item of multiplicity above 1 by its highest bit only
    /// (which is covered once every copy is), and in `copies` all the bits of such items.
    func masks<Low: BitsetWord, High: BitsetWord>(of items: ArraySlice<Int32>, low _: Low.Type = Low.self) -> (
        low: Low, high: High, copies: High
    ) {
        var low: Low = 0, high: High = 0, copies: High = 0
        for item32 in items {
            let item = Int(item32)
            if item < lowCount {
                low |= 1 &<< item
                continue
            }
            let start = highStart[item - lowCount], width = widths[item]
            high |= 1 &<< (start + width - 1)
            if width > 1 { copies |= BitsetEngine.mask(count: width) &<< start }
        }
        return (low, high, copies)
    }
}
