// The region rule's check in words, in the order a search uses it:
//
// - `PocketCheck`: the rule's words, and whether a choice leaves a pocket no pieces can fill.
// - On a rectangle: a window of columns, filled by shifts along the columns.
// - Dead ends and empty neighbours, which the bitset engine branches on.
// - In a box: the same by shifts in six directions.
// - The counting of neighbours, shared by both.
// - `DeadEnds` and `EmptyNeighbours`: what the search reads of them.

/// The search-time form of a `RegionRule`. Its quick check finds a closed pocket of uncovered region
/// items next to the items just covered, too small to fill (1 to `bound - 1` items: below the modulus,
/// or with leeway below the smallest piece), which no solution can fill; its thorough check looks at
/// every region of the board.
///
/// On a rectangle it works on whole words by shifts: it finds isolated cells and isolated pairs of
/// cells at once, without following them one by one. On any other region it grows each pocket from
/// the adjacency lists, read through a raw pointer so that the search loop holds no references; the
/// owner of `neighbours` must keep that memory alive while the check is used. Its sets of region
/// items are words of type `Word`, wide enough for them all. Its checks are specialised here for the
/// two widths the engines use, so that they run fast even when files are compiled apart (debug builds).
struct PocketCheck<Word: BitsetWord> {
    /// For each region item, the set of region items next to it (see `RegionRule.adjacency`).
    let neighbours: UnsafePointer<Word>
    /// All region items.
    let regionItems: Word
    /// Region size that every closed pocket must divide into.
    let modulus: Int
    /// How far the regions may fall short of that in all, besides any slack a caller gives.
    let leeway: Int
    /// Closed pockets of fewer items than this can never be filled.
    let bound: Int
    /// On a rectangle: the column height (else 0), and the items not at the top or bottom of their column.
    let columnHeight: Int
    let notTop: Word
    let notBottom: Word
    /// On a rectangle of more than 64 items in columns of at most 8 items (else `windowColumns` is
    /// 0): the quick check looks at a window of `windowColumns` whole columns from the first empty
    /// item's, in a 64-bit word. Every item before that one is covered, so a pocket closed in the
    /// window is closed on the board, and the pockets a choice closes lie next to it, near the first
    /// empty item. Where the board goes on past the window, the columns after it (as many as hold
    /// `bound` items) are taken as all empty, so that a pocket at the window's edge joins them and
    /// is never taken for a small closed one, nor are they. The window serves columns of any height
    /// up to eight (`docs/speed-history.md`, "The pocket check in 128-bit words").
    let windowColumns: Int
    /// The window's items and those of the columns after it; the board's columns; and a multiplier
    /// that finds an item's column: `(item * columnDivisor) >> 16` (small numbers kept in 32 bits, so
    /// that the check, which the search holds by value, stays small enough to copy in registers).
    let windowInside: UInt64
    let windowAfter: UInt64
    let boardColumns: Int32
    let columnDivisor: Int32
    /// In a box of layers (else `layerSize` is 0): the items in each layer, the height of the
    /// columns within a layer (`notTop` and `notBottom` are then those of these columns), and the
    /// items not in the first or the last column of their layer. Only dead ends are found by shifts
    /// there; pockets are grown from the adjacency.
    let layerSize: Int32
    let boxColumnHeight: Int32
    let notFirstColumn: Word
    let notLastColumn: Word

    /// The check for `rule`, whose adjacency (`rule.adjacency()`) lives at `neighbours`.
    init(rule: RegionRule, neighbours: UnsafePointer<Word>) {
        precondition(rule.itemCount <= Word.bitWidth, "the region items must fit one word")
        self.neighbours = neighbours
        let count = rule.itemCount
        regionItems = count == Word.bitWidth ? ~0 : (1 &<< count) &- 1
        modulus = rule.modulus
        leeway = rule.leeway
        bound = rule.leeway == 0 ? rule.modulus : rule.smallest
        let line = rule.columnHeight ?? 0
        let height = rule.layerSize == nil ? line : 0
        columnHeight = height
        var notTop: Word = 0, notBottom: Word = 0
        for item in 0..<(line == 0 ? 0 : count) {
            if item % line != 0 { notTop |= 1 &<< item }
            if item % line != line - 1 { notBottom |= 1 &<< item }
        }
        self.notTop = notTop
        self.notBottom = notBottom
        let layer = rule.layerSize ?? 0
        layerSize = Int32(layer)
        boxColumnHeight = Int32(layer == 0 ? 0 : line)
        var notFirstColumn: Word = 0, notLastColumn: Word = 0
        for item in 0..<(layer == 0 ? 0 : count) {
            if item % layer >= line { notFirstColumn |= 1 &<< item }
            if item % layer < layer - line { notLastColumn |= 1 &<< item }
        }
        self.notFirstColumn = notFirstColumn
        self.notLastColumn = notLastColumn
        let after = height == 0 ? 0 : (bound + height - 1) / height
        let columns = height == 0 ? 0 : 64 / height - after
        let divisor = height == 0 ? 0 : ((1 << 16) + height - 1) / height
        let windowed =
            Word.bitWidth > 64 && height > 0 && columns >= 7
            && (0..<count).allSatisfy { ($0 * divisor) >> 16 == $0 / height }
        windowColumns = windowed ? columns : 0
        windowInside = windowed ? (1 << (columns * height)) - 1 : 0
        windowAfter = windowed ? ~windowInside & ~0 >> (64 - (columns + after) * height) : 0
        boardColumns = Int32(height == 0 ? 0 : (count + height - 1) / height)
        columnDivisor = Int32(divisor)
    }

    // MARK: - Whether a choice leaves a bad pocket

    /// Whether, with `covered` covered, an uncovered item of `seeds` lies in such a pocket; with `slack`,
    /// whether the whole board's regions need more than that many items left uncovered (see
    /// `hasUnfillableRegion` for `fillable`). With `inLayers`, in a box of layers, whether there is a
    /// pocket of one to three items anywhere, found by shifts; on a rectangle, pockets of four too
    /// with `pocketsOfFour`, and with `wholeBoard` on the whole board even where the check would look
    /// at a window of it (constants in the search, so that each search is compiled with the checks
    /// it uses only).
    @_specialize(where Word == UInt64)
    @_specialize(where Word == UInt128)
    @inline(__always)
    func leavesBadPocket(
        covered: Word, seeds: Word, slack: Int = 0, fillable: UInt128 = 0, inLayers: Bool = false,
        pocketsOfFour: Bool = false, wholeBoard: Bool = false
    ) -> Bool {
        if slack > 0 { return hasUnfillableRegion(covered: covered, slack: slack, fillable: fillable) }
        let empty = regionItems & ~covered
        if inLayers { return boxHasBadPocket(empty: empty) }
        return columnHeight != 0
            ? rectangleHasBadPocket(empty: empty, bound: pocketsOfFour ? bound : min(bound, 4), wholeBoard: wholeBoard)
            : hasBadPocket(empty: empty, seeds: seeds & empty)
    }

    /// Whether, with `covered` covered, the connected regions of uncovered items have sizes that
    /// need more than `slack` items left uncovered, beyond the rule's leeway, to reach multiples of the
    /// modulus (with neither: whether any region's size is not a multiple); or, when `fillable` is not
    /// 0, more than `slack` to reach sizes that are its bits. The whole board is looked at, not only
    /// next to the last choice.
    @_specialize(where Word == UInt64)
    @_specialize(where Word == UInt128)
    func hasUnfillableRegion(covered: Word, slack: Int = 0, fillable: UInt128 = 0) -> Bool {
        var needed = 0, short = 0
        let empty = regionItems & ~covered
        var rest = empty
        while rest != 0 {
            var region = rest & (0 &- rest)
            while true {
                let grown = (region | adjacent(to: region)) & empty
                if grown == region { break }
                region = grown
            }
            let size = region.nonzeroBitCount
            needed &+= size % modulus
            if fillable != 0 { short &+= PocketCheck.shortfall(of: size, in: fillable) }
            if needed > slack + leeway || short > slack { return true }
            rest &= ~region
        }
        return false
    }

    /// The region items next to some item of `items`.
    @_specialize(where Word == UInt64)
    @_specialize(where Word == UInt128)
    @inline(__always)
    func adjacent(to items: Word) -> Word {
        if columnHeight != 0 {
            return PocketCheck.columnNeighbours(of: items, notTop: notTop, notBottom: notBottom, height: columnHeight)
        }
        var result: Word = 0
        var rest = items
        while rest != 0 {
            result |= neighbours[rest.trailingZeroBitCount]
            rest &= rest &- 1
        }
        return result & regionItems
    }

    // MARK: - On a rectangle

    /// On a rectangle: whether any closed pocket of one to four empty cells is left anywhere (as
    /// far as `bound`, at most this check's, forbids them), found with whole-word shifts. Looking
    /// at the whole board costs no more than looking near the seeds, and is just as sound. On a
    /// rectangle of more than 64 items in columns of at most eight, in a 64-bit window (see
    /// `windowColumns`).
    @inline(__always)
    private func rectangleHasBadPocket(empty: Word, bound: Int, wholeBoard: Bool) -> Bool {
        if Word.bitWidth > 64 && windowColumns != 0 && !wholeBoard {
            let first = empty.trailingZeroBitCount
            guard first < Word.bitWidth else { return false }
            let column = (first &* Int(columnDivisor)) &>> 16
            var window = UInt64(truncatingIfNeeded: empty &>> (column &* columnHeight)) & windowInside
            if column &+ windowColumns < Int(boardColumns) { window |= windowAfter }
            return PocketCheck.columnsHaveBadPocket(
                empty: window, items: windowInside | windowAfter, notTop: UInt64(truncatingIfNeeded: notTop),
                notBottom: UInt64(truncatingIfNeeded: notBottom), height: columnHeight, bound: bound)
        }
        return PocketCheck.columnsHaveBadPocket(
            empty: empty, items: regionItems, notTop: notTop, notBottom: notBottom, height: columnHeight, bound: bound)
    }

    /// Whether any closed pocket of one to four of the `empty` items is left (as far as `bound`
    /// forbids them), in a grid of `items` numbered column by column in columns of `height`, of
    /// which `notTop` and `notBottom` are not at the top or bottom of their column.
    @inline(__always)
    private static func columnsHaveBadPocket<W: BitsetWord>(
        empty: W, items: W, notTop: W, notBottom: W, height: Int, bound: Int
    ) -> Bool {
        let (above, below, left, right) = columnDirections(
            empty, items: items, notTop: notTop, notBottom: notBottom, height: height)
        let some = above | below | left | right
        if bound > 1 && empty & ~some != 0 { return true }
        guard bound > 2 else { return false }
        let several = ((above | below) & (left | right)) | (above & below) | (left & right)
        // Empty cells with exactly one empty neighbour; two such side by side close a pocket of two.
        let lonely = empty & some & ~several
        if columnNeighbours(of: lonely, notTop: notTop, notBottom: notBottom, height: height) & lonely != 0 {
            return true
        }
        guard bound > 3 else { return false }
        // An empty cell with exactly two empty neighbours, both lonely, closes a pocket of three.
        let many = (above & below & (left | right)) | (left & right & (above | below))
        let (lonelyAbove, lonelyBelow, lonelyLeft, lonelyRight) = columnDirections(
            lonely, items: items, notTop: notTop, notBottom: notBottom, height: height)
        let open = (above & ~lonelyAbove) | (below & ~lonelyBelow) | (left & ~lonelyLeft) | (right & ~lonelyRight)
        let exactlyTwo = empty & several & ~many
        if exactlyTwo & ~open != 0 { return true }
        guard bound > 4 else { return false }
        // Pockets of four: a cell with exactly three empty neighbours, all lonely (a T);
        let four = above & below & left & right
        if empty & many & ~four & ~open != 0 { return true }
        // two cells side by side with exactly two empty neighbours each, one of them lonely (a path);
        let lonelyOne = lonelyAbove | lonelyBelow | lonelyLeft | lonelyRight
        let lonelyTwo =
            ((lonelyAbove | lonelyBelow) & (lonelyLeft | lonelyRight)) | (lonelyAbove & lonelyBelow)
            | (lonelyLeft & lonelyRight)
        let ends = exactlyTwo & lonelyOne & ~lonelyTwo
        if columnNeighbours(of: ends, notTop: notTop, notBottom: notBottom, height: height) & ends != 0 { return true }
        // four cells with exactly two empty neighbours each, in a square.
        let corners: W = exactlyTwo & below & right
        let belowCorners: W = (exactlyTwo & right) &>> 1, rightOfCorners: W = (exactlyTwo & below) &>> height
        return corners & belowCorners & rightOfCorners & (exactlyTwo &>> (height &+ 1)) != 0
    }

    // MARK: - Dead ends and empty neighbours

    /// On a rectangle: the empty items with exactly one empty neighbour, dead ends that any piece
    /// covering one must enter through that neighbour.
    @inline(__always)
    func deadEnds(empty: Word) -> DeadEnds<Word> {
        let (above, below, left, right) = PocketCheck.columnDirections(
            empty, items: regionItems, notTop: notTop, notBottom: notBottom, height: columnHeight)
        let several = ((above | below) & (left | right)) | (above & below) | (left & right)
        return DeadEnds(
            items: empty & (above | below | left | right) & ~several, left: left, above: above, below: below)
    }

    /// On a rectangle or in a box: for each side, the items whose neighbour there is in `empty`; and
    /// the items of `empty` with at most one such neighbour, and with at most two.
    @inline(__always)
    func emptyNeighbours(of empty: Word) -> EmptyNeighbours<Word> {
        var left: Word, above: Word, below: Word, right: Word, before: Word = 0, after: Word = 0
        if layerSize != 0 {
            (left, above, below, right, before, after) = boxDirections(empty)
        } else {
            (above, below, left, right) = PocketCheck.columnDirections(
                empty, items: regionItems, notTop: notTop, notBottom: notBottom, height: columnHeight)
        }
        let (_, two, three) = PocketCheck.counts(left, above, below, right, before, after)
        return EmptyNeighbours(
            left: left, above: above, below: below, right: right, before: before, after: after,
            deadEnds: empty & ~two, constrained: empty & ~three)
    }

    // MARK: - In a box

    /// In a box of layers: whether any closed pocket of one, two or three empty items is left (as
    /// far as `bound` forbids them), found with whole-word shifts as on a rectangle.
    @inline(__always)
    private func boxHasBadPocket(empty: Word) -> Bool {
        let (left, above, below, right, before, after) = boxDirections(empty)
        let (one, two, three) = PocketCheck.counts(left, above, below, right, before, after)
        if bound > 1 && empty & ~one != 0 { return true }
        guard bound > 2 else { return false }
        // Empty items with exactly one empty neighbour; two such side by side close a pocket of two.
        let lonely = empty & one & ~two
        let (lonelyLeft, lonelyAbove, lonelyBelow, lonelyRight, lonelyBefore, lonelyAfter) = boxDirections(lonely)
        if lonely & (lonelyLeft | lonelyAbove | lonelyBelow | lonelyRight | lonelyBefore | lonelyAfter) != 0 {
            return true
        }
        guard bound > 3 else { return false }
        // An empty item with exactly two empty neighbours, both lonely, closes a pocket of three.
        let open =
            (left & ~lonelyLeft) | (above & ~lonelyAbove) | (below & ~lonelyBelow) | (right & ~lonelyRight)
            | (before & ~lonelyBefore) | (after & ~lonelyAfter)
        return empty & two & ~three & ~open != 0
    }

    /// In a box of layers: the items whose neighbour to the left, above, below, to the right, in
    /// the layer before and in the layer after is in `cells`.
    @inline(__always)
    private func boxDirections(_ cells: Word) -> (Word, Word, Word, Word, Word, Word) {
        let line = Int(boxColumnHeight), layer = Int(layerSize)
        return (
            (cells &<< line) & notFirstColumn, (cells & notBottom) &<< 1, (cells & notTop) &>> 1,
            (cells &>> line) & notLastColumn,
            (cells &<< layer) & regionItems, cells &>> layer
        )
    }

    /// The items set in at least one, two and three of six words, counted in bit slices.
    @inline(__always)
    private static func counts(_ a: Word, _ b: Word, _ c: Word, _ d: Word, _ e: Word, _ f: Word) -> (Word, Word, Word) {
        var one = a, two = a & b, three: Word = 0
        one |= b
        three |= two & c
        two |= one & c
        one |= c
        three |= two & d
        two |= one & d
        one |= d
        three |= two & e
        two |= one & e
        one |= e
        three |= two & f
        two |= one & f
        one |= f
        return (one, two, three)
    }

    // MARK: - Counting neighbours

    /// The dead ends' numbering: `sides * item + side` for up to `sides` sides of an item.
    static var sides: Int { 8 }

    /// Sets of an item's sides (up to six, see `RegionRule.sideOffsets`), as bits.
    static var sideSets: Int { 64 }

    /// In a grid of `items` numbered column by column in columns of `height`, of which `notTop` and
    /// `notBottom` are not at the top or bottom of their column: the items whose neighbour above,
    /// below, to the left and to the right is in `cells`.
    @inline(__always)
    private static func columnDirections<W: BitsetWord>(_ cells: W, items: W, notTop: W, notBottom: W, height: Int) -> (
        W, W, W, W
    ) {
        ((cells & notBottom) &<< 1, (cells & notTop) &>> 1, (cells &<< height) & items, cells &>> height)
    }

    /// In such a grid, the items next to some of `cells`, and perhaps some beyond the grid's.
    @inline(__always)
    private static func columnNeighbours<W: BitsetWord>(of cells: W, notTop: W, notBottom: W, height: Int) -> W {
        let vertical: W = ((cells & notTop) &>> 1) | ((cells & notBottom) &<< 1)
        return vertical | (cells &>> height) | (cells &<< height)
    }

    /// How many of `size` items must be left uncovered for the rest to be a size in `fillable`, whose
    /// bit 0 is always set; sizes from 128 on, beyond its bits, are taken as fillable.
    @inline(__always)
    private static func shortfall(of size: Int, in fillable: UInt128) -> Int {
        guard size < 128 else { return 0 }
        let reachable = fillable & (size == 127 ? ~0 : (1 &<< (size + 1)) &- 1)
        return size - (127 - reachable.leadingZeroBitCount)
    }

    /// On any region: grows a pocket from each seed until it closes (bad if smaller than `bound`) or
    /// reaches `bound` in size (fine).
    @inline(__always)
    private func hasBadPocket(empty: Word, seeds: Word) -> Bool {
        var seeds = seeds
        while seeds != 0 {
            var pocket = seeds & (0 &- seeds)
            var size = 1
            while size < bound {
                let grown = (pocket | adjacent(to: pocket)) & empty
                if grown == pocket { return true }
                pocket = grown
                size = grown.nonzeroBitCount
            }
            seeds &= ~pocket
        }
        return false
    }
}

// MARK: - What the search reads

/// On a rectangle, the dead ends of the empty items (see `PocketCheck.deadEnds(empty:)`).
struct DeadEnds<Word: BitsetWord> {
    /// The dead ends, as bits.
    let items: Word
    /// The items whose neighbour to the left, above and below is empty (else it is to the right).
    let left, above, below: Word

    /// Dead end `item` as `PocketCheck.sides * item + side`, side 0 to 3 being where its empty
    /// neighbour lies: to the left, above, below, to the right (see `RegionRule.sideOffsets`).
    @inline(__always)
    func number(of item: Int) -> Int {
        // Exactly one side holds the empty neighbour: 3, less 3 for the left, 2 for above, 1 for
        // below. Worked out, not branched on: tests side by side mispredicted often
        // (`docs/speed-history.md`, "A dead end's side, worked out").
        PocketCheck<Word>.sides &* item &+ 3 &- 3 &* left.bit(item) &- 2 &* above.bit(item) &- below.bit(item)
    }
}

/// Where empty items' empty neighbours lie, on a rectangle or in a box.
struct EmptyNeighbours<Word: BitsetWord> {
    /// For each side, in the order of `RegionRule.sideOffsets`, the items whose neighbour there is empty.
    let left, above, below, right, before, after: Word
    /// The empty items with at most one empty neighbour, and with at most two: as a rule, those with
    /// the fewest ways to be covered.
    let deadEnds: Word
    let constrained: Word

    /// The sides of `item` that hold empty neighbours, as bits.
    @inline(__always)
    func sides(of item: Int) -> Int {
        left.bit(item) | above.bit(item) << 1 | below.bit(item) << 2 | right.bit(item) << 3 | before.bit(item) << 4
            | after.bit(item) << 5
    }
}
