/// A set of a board's numbered cells, one bit per cell in the board's fill order: the first 64
/// cells in one word, held inline, and any further cells in as many more words as they need.
public struct Bitboard: Hashable, Sendable, Comparable, Sequence {
    /// Cells 0 to 63: bit `i` stands for cell `i`.
    public private(set) var lowWord: UInt64 = 0
    /// Cells from 64 on, 64 to a word: bit `i % 64` of word `i / 64 - 1` stands for cell `i`; nil
    /// when there are none, so that a set of the first 64 cells holds no array. The last word is
    /// never zero, so that equal sets have equal words.
    private var higher: [UInt64]?

    /// Cells from 64 on, as in `higher`, or no words.
    public var higherWords: [UInt64] { higher ?? [] }

    /// The empty set.
    public init() {}

    /// The set of the given cell indices, none negative.
    public init<S: Sequence>(indices: S) where S.Element == Int {
        for index in indices { insert(index) }
    }

    /// Adds cell `index`, which must not be negative.
    public mutating func insert(_ index: Int) {
        precondition(index >= 0, "cell indices are not negative")
        if index < 64 {
            lowWord |= 1 << UInt64(index)
            return
        }
        let word = index / 64 - 1
        var words = higher ?? []
        if word >= words.count { words += Array(repeating: 0, count: word + 1 - words.count) }
        words[word] |= 1 << UInt64(index % 64)
        higher = words
    }

    /// Number of cells in the set.
    public var count: Int { higherWords.reduce(lowWord.nonzeroBitCount) { $0 + $1.nonzeroBitCount } }

    /// The cell indices in the set, in ascending order.
    public var indices: [Int] { Array(self) }

    /// The cell indices in the set, in ascending order, one at a time.
    public struct Iterator: IteratorProtocol {
        fileprivate let higher: [UInt64]?
        /// The bits of the word being read, and that word's number.
        fileprivate var bits: UInt64
        fileprivate var word = 0

        public mutating func next() -> Int? {
            while bits == 0 {
                guard let higher, word < higher.count else { return nil }
                bits = higher[word]
                word += 1
            }
            defer { bits &= bits &- 1 }
            return word * 64 + bits.trailingZeroBitCount
        }
    }

    /// An iterator over the cell indices in the set, in ascending order.
    public func makeIterator() -> Iterator {
        Iterator(higher: higher, bits: lowWord)
    }

    /// The lowest cell index in the set, or nil if it is empty.
    public var lowestIndex: Int? {
        if lowWord != 0 { return lowWord.trailingZeroBitCount }
        guard let word = higherWords.firstIndex(where: { $0 != 0 }) else { return nil }
        return (word + 1) * 64 + higherWords[word].trailingZeroBitCount
    }

    /// Orders sets as the numbers their bits write: the set whose highest differing cell is in it comes last.
    public static func < (a: Bitboard, b: Bitboard) -> Bool {
        guard a.higherWords.count == b.higherWords.count else { return a.higherWords.count < b.higherWords.count }
        for (x, y) in zip(a.higherWords, b.higherWords).reversed() where x != y { return x < y }
        return a.lowWord < b.lowWord
    }
}
