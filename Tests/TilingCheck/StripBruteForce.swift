/// Counts the tilings of one small strip the plainest way, sharing nothing with the tool's sweep:
/// lay every orientation of every piece at every cell of the rectangle, keep the placements on
/// distinct cells (a tube's rows taken modulo its height), then fill the first empty cell, row by
/// row, with every placement that covers it, and backtrack.
public enum StripBruteForce {
    /// The number of tilings of the rectangle of `rows` by `columns` by the pieces `drawings` draws
    /// (`#` for a cell), each used at most `copies` times (any number where it is nil), every
    /// rotation and reflection counted apart (only rotations with `oneSided`; the pieces of `fixed`,
    /// by index, only as drawn); with `tube`, the last row meets the first. Two ways to lay a piece
    /// on the same cells are one.
    public static func countTilings(
        rows: Int, columns: Int, tube: Bool = false, drawings: [[String]], copies: [Int?], oneSided: Bool = false,
        fixed: Set<Int> = []
    ) -> Int {
        var placements: [(piece: Int, cells: [Int])] = []
        var seen = Set<[Int]>()
        for (piece, drawing) in drawings.enumerated() {
            let cells = TilingCheck.cellsOf(drawing)
            let forms =
                fixed.contains(piece)
                ? [TilingCheck.offsets(of: cells)] : TilingCheck.orientations(of: cells, mirrored: !oneSided)
            for form in forms {
                for row in 0..<rows {
                    for column in 0..<columns {
                        var cells: [Int] = []
                        for offset in form {
                            var r = row + offset[0]
                            let c = column + offset[1]
                            if tube { r = ((r % rows) + rows) % rows }
                            guard r >= 0 && r < rows && c >= 0 && c < columns else { break }
                            cells.append(r * columns + c)
                        }
                        cells.sort()
                        guard cells.count == form.count, Set(cells).count == cells.count,
                            seen.insert([piece] + cells).inserted
                        else { continue }
                        placements.append((piece, cells))
                    }
                }
            }
        }
        var covered = [Bool](repeating: false, count: rows * columns)
        var used = [Int](repeating: 0, count: drawings.count)
        func fill() -> Int {
            guard let first = covered.firstIndex(of: false) else { return 1 }
            var count = 0
            for placement in placements where placement.cells.contains(first) {
                guard placement.cells.allSatisfy({ !covered[$0] }),
                    copies[placement.piece].map({ used[placement.piece] < $0 }) ?? true
                else { continue }
                for cell in placement.cells { covered[cell] = true }
                used[placement.piece] += 1
                count += fill()
                used[placement.piece] -= 1
                for cell in placement.cells { covered[cell] = false }
            }
            return count
        }
        return fill()
    }

    /// The drawings of the pentominoes named by `letters`, Golomb's.
    public static func pentominoes(_ letters: String) -> [[String]] {
        letters.map { TilingCheck.drawings[$0]! }
    }
}
