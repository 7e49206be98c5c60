/// A set of at most 64 cells of a board, one bit per open cell in the board's fill order.
public struct Bitboard: Hashable, Sendable {
    /// The bits; bit `i` stands for the `i`-th open cell.
    public var bits: UInt64

    /// The set whose members are the set bits of `bits`.
    public init(bits: UInt64) {
        self.bits = bits
    }

    /// The set of the given cell indices, each below 64.
    public init<S: Sequence>(indices: S) where S.Element == Int {
        bits = indices.reduce(0) { $0 | (1 << UInt64($1)) }
    }

    /// Number of cells in the set.
    public var count: Int { bits.nonzeroBitCount }

    /// The cell indices in the set, in ascending order.
    public var indices: [Int] {
        var rest = bits
        var result: [Int] = []
        while rest != 0 {
            result.append(rest.trailingZeroBitCount)
            rest &= rest &- 1
        }
        return result
    }
}
