/// Finds the frontiers that seal a hole no pieces can fill: a region of uncovered cells, closed off
/// by covered cells and the strip's edges, whose size is not a sum of the pieces' sizes.
///
/// Cells behind the sweep line are covered; cells past the window are not, and a region that
/// reaches them is open. A closed region must be filled by pieces that lie wholly inside it, so
/// its size must be at least the smallest piece and a multiple of the sizes' greatest common
/// divisor. Whether a frontier seals such a hole depends only on it and the row of the sweep line,
/// so the verdicts are kept, one table a row.
struct SealedHoles {
    private let height: Int
    /// The size every closed region is a multiple of, and the least it may be.
    private let divisor: Int
    private let smallest: Int
    /// For each row of the sweep line, the cells of the window in the last row and in the first:
    /// a step down from the one, or up from the other, leaves the column (or wraps, on a tube).
    private let lastRow: [UInt64]
    private let firstRow: [UInt64]
    private let wraps: Bool
    /// The cells whose right neighbour lies past the window.
    private let open: UInt64
    private let windowMask: UInt64
    /// The frontiers met so far, a table a row, each numbered, and whether each seals a hole.
    private var frontiers: [StateTable]
    private var verdicts: [[Bool]]

    /// The check for `strip`'s sweep, whose frontier has `window` cells.
    init(_ strip: Strip, window: Int) {
        height = strip.height
        let sizes = strip.pieces.pieces.map(\.size)
        divisor = sizes.reduce(0) { gcd($0, $1) }
        smallest = sizes.min() ?? 1
        wraps = strip.surface.wrapsRows
        windowMask = window == 64 ? .max : (1 << UInt64(window)) - 1
        open = windowMask & ~(window > height ? (1 << UInt64(window - height)) - 1 : 0)
        func cells(inRow wanted: Int, sweepLineRow row: Int) -> UInt64 {
            var mask: UInt64 = 0
            for bit in 0..<window where (row + bit) % strip.height == wanted { mask |= 1 << UInt64(bit) }
            return mask
        }
        lastRow = (0..<strip.height).map { cells(inRow: strip.height - 1, sweepLineRow: $0) }
        firstRow = (0..<strip.height).map { cells(inRow: 0, sweepLineRow: $0) }
        frontiers = Array(repeating: StateTable(), count: strip.height)
        verdicts = Array(repeating: [], count: strip.height)
    }

    /// The bytes the verdicts hold.
    var bytes: Int { frontiers.reduce(0) { $0 + $1.bytes } + verdicts.reduce(0) { $0 + $1.capacity } }

    /// Whether `frontier`, its bit 0 the cell in `row` that the sweep line stands before, seals a
    /// hole that no pieces can fill.
    @inline(__always)
    mutating func seals(_ frontier: UInt64, row: Int) -> Bool {
        let (number, isNew) = frontiers[row].insert(frontier)
        if isNew { verdicts[row].append(findHole(frontier, row: row)) }
        return verdicts[row][number]
    }

    /// The regions of the uncovered cells, flooded one by one from their lowest cell.
    private func findHole(_ frontier: UInt64, row: Int) -> Bool {
        var free = ~frontier & windowMask
        let (down, up) = (windowMask & ~lastRow[row], windowMask & ~firstRow[row])
        let shift = UInt64(height)
        while free != 0 {
            var region = free & (0 &- free)
            while true {
                var grown = region | (region & down) << 1 | (region & up) >> 1 | region << shift | region >> shift
                if wraps {
                    grown |= (region & lastRow[row]) >> (shift - 1) | (region & firstRow[row]) << (shift - 1)
                }
                grown &= free
                if grown == region { break }
                region = grown
            }
            free &= ~region
            let size = region.nonzeroBitCount
            if region & open == 0 && (size < smallest || size % divisor != 0) { return true }
        }
        return false
    }
}

/// The greatest common divisor of two whole numbers.
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
