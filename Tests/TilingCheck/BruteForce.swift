/// Counts tilings the plainest way, sharing nothing with the solver: fill the first empty cell
/// (row by row) with every unused piece in every orientation, and backtrack.
public enum BruteForce {
    /// The number of tilings of the open cells of `board` (`.` open, `#` blocked) by the pentominoes
    /// named in `letters`, each used exactly once, every rotation and reflection counted apart; with
    /// `gaps`, up to that many open cells may be left empty (the first empty cell is also tried empty).
    /// `extraPieces` draws pieces other than the pentominoes by name, with `#` for their cells.
    public static func countTilings(board: [String], letters: [Character], gaps: Int = 0, extraPieces: [Character: [String]] = [:]) -> Int {
        var count = 0
        forEachTiling(board: board, letters: letters, gaps: gaps, extraPieces: extraPieces) { _ in count += 1 }
        return count
    }

    /// The number of classes of the tilings that `countTilings` counts, two tilings being in one class
    /// when a symmetry of the board (a rotation or reflection of its grid that maps its open cells
    /// onto themselves) carries one onto the other, letter for letter.
    public static func countClasses(board: [String], letters: [Character], extraPieces: [Character: [String]] = [:]) -> Int {
        let rows = board.count, columns = board.map(\.count).max() ?? 0
        let grid = board.map { Array($0) + Array(repeating: "#", count: columns - $0.count) }
        // The eight maps of the square, as functions of (row, column) on a grid of the same shape.
        let maps: [(Int, Int) -> (Int, Int)] = [
            { ($0, $1) }, { ($0, columns - 1 - $1) }, { (rows - 1 - $0, $1) }, { (rows - 1 - $0, columns - 1 - $1) },
            { ($1, $0) }, { ($1, rows - 1 - $0) }, { (columns - 1 - $1, $0) }, { (columns - 1 - $1, rows - 1 - $0) },
        ]
        let symmetries = maps.enumerated().filter { index, map in
            (index < 4 || rows == columns) && (0..<rows).allSatisfy { r in (0..<columns).allSatisfy { c in
                let (r2, c2) = map(r, c)
                return grid[r2][c2] == grid[r][c]
            } }
        }.map(\.element)
        var seen = Set<[Character]>()
        var classes = 0
        forEachTiling(board: board, letters: letters, extraPieces: extraPieces) { tiling in
            let images = symmetries.map { map in
                (0..<rows * columns).map { index -> Character in
                    let (r, c) = map(index / columns, index % columns)
                    return tiling[r * columns + c]
                }
            }
            if images.allSatisfy({ !seen.contains($0) }) { classes += 1 }
            seen.formUnion(images)
        }
        return classes
    }

    /// Hands `body` each tiling of `board` by the pentominoes `letters`, as in `countTilings`, as its
    /// letters row by row, with `.` for cells no piece covers.
    public static func forEachTiling(board: [String], letters: [Character], gaps: Int = 0, extraPieces: [Character: [String]] = [:],
                                     _ body: ([Character]) -> Void) {
        let rows = board.count
        let columns = board.map(\.count).max() ?? 0
        var filled = Array(repeating: true, count: rows * columns)
        for (r, line) in board.enumerated() {
            for (c, square) in line.enumerated() where square == "." { filled[r * columns + c] = false }
        }
        // Each orientation as offsets from its first cell in row-major order.
        let orientations: [[[(Int, Int)]]] = letters.map { letter in
            var seen = Set<[Int]>()
            var result: [[(Int, Int)]] = []
            var cells = TilingCheck.cellsOf((extraPieces[letter] ?? TilingCheck.drawings[letter])!)
            for turn in 0..<8 {
                cells = cells.map { ($0.1, -$0.0) }
                if turn == 4 { cells = cells.map { ($0.0, -$0.1) } }
                let sorted = cells.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
                let offsets = sorted.map { ($0.0 - sorted[0].0, $0.1 - sorted[0].1) }
                if seen.insert(offsets.flatMap { [$0.0, $0.1] }).inserted { result.append(offsets) }
            }
            return result
        }
        var used = Array(repeating: false, count: letters.count)
        var gapsLeft = gaps
        var drawn = Array<Character>(repeating: ".", count: rows * columns)
        func search() {
            guard let first = filled.firstIndex(of: false) else {
                if used.allSatisfy({ $0 }) { body(drawn) }
                return
            }
            let (row, column) = (first / columns, first % columns)
            if gapsLeft > 0 {
                filled[first] = true
                gapsLeft -= 1
                search()
                gapsLeft += 1
                filled[first] = false
            }
            for piece in letters.indices where !used[piece] {
                for offsets in orientations[piece] {
                    let cells = offsets.map { (row + $0.0, column + $0.1) }
                    guard cells.allSatisfy({ $0.0 >= 0 && $0.0 < rows && $0.1 >= 0 && $0.1 < columns && !filled[$0.0 * columns + $0.1] })
                    else { continue }
                    for cell in cells {
                        filled[cell.0 * columns + cell.1] = true
                        drawn[cell.0 * columns + cell.1] = letters[piece]
                    }
                    used[piece] = true
                    search()
                    used[piece] = false
                    for cell in cells {
                        filled[cell.0 * columns + cell.1] = false
                        drawn[cell.0 * columns + cell.1] = "."
                    }
                }
            }
        }
        search()
    }
}
