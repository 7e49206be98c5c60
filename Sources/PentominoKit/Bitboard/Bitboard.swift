/// A set of a board's numbered cells, one bit per cell in the board's fill order, in as many 64-bit
/// words as the highest cell needs.
public struct Bitboard: Hashable, Sendable, Comparable {
    /// The bits, 64 to a word: bit `i % 64` of word `i / 64` stands for cell `i`. The last word is
    /// never zero, so that equal sets have equal words.
    public private(set) var words: [UInt64]

    /// The set of the given cell indices, none negative.
    public init<S: Sequence>(indices: S) where S.Element == Int {
        var words: [UInt64] = []
        for index in indices {
            precondition(index >= 0, "cell indices are not negative")
            if index / 64 >= words.count { words += Array(repeating: 0, count: index / 64 + 1 - words.count) }
            words[index / 64] |= 1 << UInt64(index % 64)
        }
        self.words = words
    }

    /// Number of cells in the set.
    public var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The cell indices in the set, in ascending order.
    public var indices: [Int] {
        var result: [Int] = []
        for (number, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                result.append(number * 64 + rest.trailingZeroBitCount)
                rest &= rest &- 1
            }
        }
        return result
    }

    /// Orders sets as the numbers their bits write: the set whose highest differing cell is in it comes last.
    public static func < (a: Bitboard, b: Bitboard) -> Bool {
        guard a.words.count == b.words.count else { return a.words.count < b.words.count }
        for (x, y) in zip(a.words, b.words).reversed() where x != y { return x < y }
        return false
    }
}
