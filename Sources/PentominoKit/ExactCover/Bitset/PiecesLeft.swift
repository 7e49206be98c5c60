/// The pieces still to place, read from the bitset engine's high word, when they are not all of one
/// size: the tables' pieces of each size, by raw pointer. The search checks region sizes against
/// them where it looks at every region anyway, when cells may be left empty. Without gaps, growing
/// each pocket next to a choice to check it cost more than it saved: on the 8x8 with the 12
/// pentominoes and the square, 6% to 21% fewer nodes at half the node rate.
struct PiecesLeft<High: BitsetWord> {
    /// For each size, the high bits of the pieces of that size (each copy's bit).
    let bySize: UnsafePointer<High>?
    let sizes: UnsafePointer<Int>?
    /// Number of sizes: 0 when every piece has one size.
    let count: Int

    /// The sizes that some of the pieces not covered in `covered` cover together, as bits (bit 0 always
    /// set); 0 when every piece has one size, for no such check.
    @inline(__always)
    func fillableSizes(covered: High) -> UInt128 {
        guard count != 0, let bySize, let sizes else { return 0 }
        var fillable: UInt128 = 1
        for group in 0..<count {
            let size = sizes[group]
            var left = (bySize[group] & ~covered).nonzeroBitCount
            while left > 0 {
                fillable |= fillable << size
                left &-= 1
            }
        }
        return fillable
    }
}
