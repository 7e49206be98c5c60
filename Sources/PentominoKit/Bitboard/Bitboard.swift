/// A set of a board's numbered cells, one bit per cell in the board's fill order: the first 64
/// cells in one word, held inline, and any further cells in as many more words as lie between the
/// first and the last of them.
struct Bitboard: Hashable, Sendable, Comparable, Sequence {
    /// Cells 0 to 63: bit `i` stands for cell `i`.
    private var lowWord: UInt64 = 0
    /// Cells from 64 on, 64 to a word, from word `higherStart` on: bit `i % 64` of word
    /// `i / 64 - 1 - higherStart` stands for cell `i`; nil when there are none, so that a set of the
    /// first 64 cells holds no array. The first and the last word are never zero, so that equal sets
    /// have equal words, and a piece near the end of a large board holds the few words it covers
    /// rather than all those before it, which costs less time and memory on large boxes
    /// (`docs/speed-history.md`, "Sparse bitboards").
    private var higherStart = 0
    private var higher: [UInt64]?

    /// The empty set.
    init() {}

    /// The set of the given cell indices, none negative.
    init<S: Sequence>(indices: S) where S.Element == Int {
        for index in indices { insert(index) }
    }

    /// Adds cell `index`, which must not be negative.
    mutating func insert(_ index: Int) {
        precondition(index >= 0, "cell indices are not negative")
        if index < 64 {
            lowWord |= 1 << UInt64(index)
            return
        }
        let word = index / 64 - 1, bit: UInt64 = 1 << UInt64(index % 64)
        guard var words = higher else {
            (higher, higherStart) = ([bit], word)
            return
        }
        if word < higherStart {
            words.insert(contentsOf: repeatElement(0, count: higherStart - word), at: 0)
            higherStart = word
        }
        let position = word - higherStart
        if position >= words.count { words += repeatElement(0, count: position + 1 - words.count) }
        words[position] |= bit
        higher = words
    }

    /// Number of cells in the set.
    var count: Int { (higher ?? []).reduce(lowWord.nonzeroBitCount) { $0 + $1.nonzeroBitCount } }

    /// The cell indices in the set, in ascending order.
    var indices: [Int] { Array(self) }

    /// The cell indices in the set, in ascending order, one at a time.
    struct Iterator: IteratorProtocol {
        fileprivate let higher: [UInt64]?
        fileprivate let higherStart: Int
        /// The bits of the word being read, the cell of its bit 0, and the next word of `higher` to read.
        fileprivate var bits: UInt64
        fileprivate var base = 0
        fileprivate var following = 0

        mutating func next() -> Int? {
            while bits == 0 {
                guard let higher, following < higher.count else { return nil }
                bits = higher[following]
                base = (higherStart + following + 1) * 64
                following += 1
            }
            defer { bits &= bits &- 1 }
            return base + bits.trailingZeroBitCount
        }
    }

    /// An iterator over the cell indices in the set, in ascending order.
    func makeIterator() -> Iterator {
        Iterator(higher: higher, higherStart: higherStart, bits: lowWord)
    }

    /// The lowest cell index in the set, or nil if it is empty.
    var lowestIndex: Int? {
        if lowWord != 0 { return lowWord.trailingZeroBitCount }
        guard let first = higher?.first else { return nil }
        return (higherStart + 1) * 64 + first.trailingZeroBitCount
    }

    /// Whether cell `index`, which must not be negative, is in the set.
    func contains(_ index: Int) -> Bool {
        word(index / 64) & 1 << UInt64(index % 64) != 0
    }

    /// Word `word` of the set: the low word, then cells 64 to 127, and so on.
    private func word(_ word: Int) -> UInt64 {
        guard word > 0 else { return lowWord }
        guard let higher, word - 1 >= higherStart, word - 1 - higherStart < higher.count else { return 0 }
        return higher[word - 1 - higherStart]
    }

    /// Number of words up to the last that is not zero.
    private var wordCount: Int { higher.map { 1 + higherStart + $0.count } ?? 1 }

    /// Orders sets as the numbers their bits write: the set whose highest differing cell is in it comes last.
    static func < (a: Bitboard, b: Bitboard) -> Bool {
        guard a.wordCount == b.wordCount else { return a.wordCount < b.wordCount }
        for word in (0..<a.wordCount).reversed() where a.word(word) != b.word(word) {
            return a.word(word) < b.word(word)
        }
        return false
    }
}
