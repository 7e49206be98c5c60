/// Every way to lay a piece on a strip, as the sweep meets it: the cells of the strip are taken in
/// order, column by column and, within a column, row by row, and a piece is laid when its first
/// cell in that order is the first cell not yet covered. Laid there, its cells are a mask of the
/// cells from that one on, bit j the cell j places later in the order; the strip's length does not
/// matter, only the row the first cell is in.
///
/// The sweep's state is one word: the frontier (which of the next `window` cells are covered) in
/// the low bits and, when copies are bounded, how many of each piece are used above it, each in a
/// field just wide enough for the number of its copies.
struct StripPlacements: Sendable {
    /// One way to lay a piece: the cells it covers from the first cell on, and the piece.
    struct Move: Hashable, Sendable {
        /// Bit j: the cell j places after the first, which the piece covers; bit 0 is always set.
        let cells: UInt64
        /// The index of the piece in the set.
        let piece: Int
    }

    /// The bits a state may use: 63, so that no state is all ones, the empty slot of the sweep's
    /// hash tables.
    static let stateBits = 63

    /// The strip's height.
    let height: Int
    /// The moves whose first cell is in row r, for each r from 0, sorted.
    let moves: [[Move]]
    /// How many cells past the first uncovered one a state tracks: one more than the farthest bit
    /// of any move, at least 1.
    let window: Int
    /// For each piece, where its count of uses begins in the state, when copies are bounded.
    let usageShift: [Int]
    /// For each piece, the number of copies it may use, or nil when it may use any.
    let usageLimit: [UInt64?]
    /// The bits the counts of uses take, 0 when copies are unlimited.
    let usageBits: Int

    /// The moves of `strip`'s pieces, and the layout of its states. Where the window would pass 64
    /// bits, `moves` is empty and `window` says how wide it would be.
    init(_ strip: Strip) {
        height = strip.height
        var farthest = 0
        var layouts: [(row: Int, offsets: [Int], piece: Int)] = []
        for (index, piece) in strip.pieces.pieces.enumerated() {
            for orientation in piece.orientations {
                for firstRow in 0..<strip.height {
                    guard let (row, offsets) = StripPlacements.lay(orientation, at: firstRow, on: strip) else {
                        continue
                    }
                    farthest = max(farthest, offsets.last!)
                    layouts.append((row, offsets, index))
                }
            }
        }
        window = farthest + 1
        var moves = [Set<Move>](repeating: [], count: strip.height)
        if window <= 64 {
            for layout in layouts {
                let cells = layout.offsets.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
                moves[layout.row].insert(Move(cells: cells, piece: layout.piece))
            }
        }
        self.moves = moves.map { $0.sorted { ($0.cells, $0.piece) < ($1.cells, $1.piece) } }
        var shift = window
        var shifts: [Int] = []
        var limits: [UInt64?] = []
        for copies in strip.pieces.copies {
            shifts.append(shift)
            guard strip.copies == .asInSet else {
                limits.append(nil)
                continue
            }
            limits.append(UInt64(copies))
            shift += UInt64(copies).bitWidth - UInt64(copies).leadingZeroBitCount
        }
        usageShift = shifts
        usageLimit = limits
        usageBits = shift - window
    }

    /// Where `orientation` lies with its top row at `firstRow` and its left column on the sweep
    /// line: the row of its first cell in the sweep's order, and the offsets of its cells from that
    /// one, sorted; nil where it leaves the strip or, on a tube, covers a cell twice.
    private static func lay(_ orientation: Shape, at firstRow: Int, on strip: Strip) -> (Int, [Int])? {
        let top = orientation.cells.map(\.row).min() ?? 0
        let left = orientation.cells.map(\.column).min() ?? 0
        var places: [Int] = []
        for cell in orientation.cells {
            var row = cell.row - top + firstRow
            if strip.surface.wrapsRows {
                row %= strip.height
            } else if row >= strip.height {
                return nil
            }
            places.append((cell.column - left) * strip.height + row)
        }
        places.sort()
        guard Set(places).count == places.count, let first = places.first else { return nil }
        return (first % strip.height, places.map { $0 - first })
    }
}
