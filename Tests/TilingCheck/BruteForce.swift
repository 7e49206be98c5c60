/// Counts tilings the plainest way, sharing nothing with the solver: fill the first empty cell
/// (row by row) with every unused piece in every orientation, and backtrack.
public enum BruteForce {
    /// The number of tilings of the open cells of `board` (`.` open, `#` blocked) by the pentominoes
    /// named in `letters`, each used exactly once, every rotation and reflection counted apart; with
    /// `gaps`, up to that many open cells may be left empty (the first empty cell is also tried empty).
    public static func countTilings(board: [String], letters: [Character], gaps: Int = 0) -> Int {
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
            var cells = TilingCheck.cellsOf(TilingCheck.drawings[letter]!)
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
        func search() -> Int {
            guard let first = filled.firstIndex(of: false) else { return used.allSatisfy { $0 } ? 1 : 0 }
            let (row, column) = (first / columns, first % columns)
            var total = 0
            if gapsLeft > 0 {
                filled[first] = true
                gapsLeft -= 1
                total += search()
                gapsLeft += 1
                filled[first] = false
            }
            for piece in letters.indices where !used[piece] {
                for offsets in orientations[piece] {
                    let cells = offsets.map { (row + $0.0, column + $0.1) }
                    guard cells.allSatisfy({ $0.0 >= 0 && $0.0 < rows && $0.1 >= 0 && $0.1 < columns && !filled[$0.0 * columns + $0.1] })
                    else { continue }
                    for cell in cells { filled[cell.0 * columns + cell.1] = true }
                    used[piece] = true
                    total += search()
                    used[piece] = false
                    for cell in cells { filled[cell.0 * columns + cell.1] = false }
                }
            }
            return total
        }
        return search()
    }
}
