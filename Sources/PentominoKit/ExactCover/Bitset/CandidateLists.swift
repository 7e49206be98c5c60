/// The lists the search may branch on besides those of the first empty item and of dead ends, and
/// the choice among them of the one with the fewest candidates that fit: each piece's, and in a box
/// each region item's by the sides of its empty neighbours. Apart from the search, which would
/// otherwise copy its whole state at every node to call these choices out of line.
struct CandidateLists<Low: BitsetWord, High: BitsetWord> {
    /// The candidate tables (see `BitsetTables`).
    let low: UnsafePointer<Low>
    let high: UnsafePointer<High>
    /// The lists' starts: first `itemLists` of region items (item `i`'s, when its empty neighbours
    /// lie on the sides of `s`, is list `PocketCheck.sideSets * i + s`), then one for each piece.
    let start: UnsafePointer<Int32>?
    let itemLists: Int
    /// Each piece's high bit.
    let pieceBits: UnsafePointer<High>?
    let pieceCount: Int

    /// An item (-1 for a piece) and its candidates' positions.
    typealias Branch = (item: Int, k: Int, end: Int)

    /// Of the lists of the items of `neighbours.constrained` and `branch`, the one with the fewest
    /// candidates that fit `covered`. Dead ends are looked at first, since they tend to have the
    /// fewest, and each count stops once it reaches the fewest so far. With `deadEndsSuffice`, the
    /// other items are looked at only when there is no dead end: fewer counts for some more nodes,
    /// which pays where cells may be left empty (the 62-cell board of docs/boards: 308 M nodes in
    /// 32.7 s to 340 M in 26.8 s on one thread; a 7x7 board with nine pieces 1.52 s to 1.31 s) but
    /// not in a box (3x4x5: 12.3 M nodes to 17.6 M in the same time).
    @inline(never)
    func fewestAmongItems(_ branch: Branch, neighbours: EmptyNeighbours<Low>, covered: (low: Low, high: High), deadEndsSuffice: Bool) -> Branch {
        guard let start else { return branch }
        var best = branch, fewest = Int.max
        var items = neighbours.deadEnds, later = neighbours.constrained & ~neighbours.deadEnds
        if deadEndsSuffice && items != 0 { later = 0 }
        while fewest > 1 {
            if items == 0 {
                guard later != 0 else { break }
                (items, later) = (later, 0)
            }
            let item = items.trailingZeroBitCount
            items &= items &- 1
            let list = PocketCheck<Low>.sideSets &* item &+ neighbours.sides(of: item)
            let k = Int(start[list]), end = Int(start[list &+ 1])
            let fits = fitting(k, end, covered: covered, limit: fewest)
            if fits < fewest { (best, fewest) = ((item, k, end), fits) }
        }
        return fewest > 1 && fitting(branch.k, branch.end, covered: covered, limit: fewest) < fewest ? branch : best
    }

    /// Of `branch` and the lists of the pieces not in `covered`, the one with the fewest candidates
    /// that fit `covered`.
    @inline(never)
    func fewestAmongPieces(_ branch: Branch, covered: (low: Low, high: High)) -> Branch {
        guard let start, let pieceBits else { return branch }
        var best = branch, fewest = fitting(branch.k, branch.end, covered: covered)
        for piece in 0..<pieceCount where fewest > 1 && covered.high & pieceBits[piece] == 0 {
            let k = Int(start[itemLists &+ piece]), end = Int(start[itemLists &+ piece &+ 1])
            let fits = fitting(k, end, covered: covered, limit: fewest)
            if fits < fewest { (best, fewest) = ((-1, k, end), fits) }
        }
        return best
    }

    /// How many of the candidates `k..<end` fit `covered`, counted four at a time (lists are padded
    /// with entries that clash) until there are `limit`.
    @inline(__always)
    private func fitting(_ k: Int, _ end: Int, covered: (low: Low, high: High), limit: Int = .max) -> Int {
        var count = 0, i = k
        while i < end && count < limit {
            let clash = Low.clashes(in: low, at: i, with: covered.low) | High.clashes(in: high, at: i, with: covered.high)
            count &+= Int(SIMD4<UInt64>(repeating: 0).replacing(with: 1, where: clash .== 0).wrappedSum())
            i &+= 4
        }
        return count
    }
}
