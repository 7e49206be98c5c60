/// The symmetries of a board laid on a surface whose edges meet.
extension Board {
    /// The symmetries of the whole grid of `box` on `surface`, the identity first: each turn of the
    /// square, shifted back onto the grid and then along each direction that wraps around by every
    /// step up to its period, kept when it is a map of the surface onto itself (it takes the cells
    /// across each edge to the cells across an edge, as the surface glues them) and not a map kept
    /// already.
    ///
    /// A shift by one cell along a wrapped direction, where it is itself a map of the surface onto
    /// itself, composes with every map that is: a map shifted by it is checked as the map before it
    /// was, and only the first of each row (or column) of shifts is checked cell by cell.
    /// - Complexity: O(8 · periods · cells), where the periods are the rows when they wrap, and the
    ///   columns (twice them on a twisted surface) when they do.
    static func surfaceSymmetries(of box: Box, on surface: Surface) -> [BoardSymmetry] {
        let (rows, columns) = (box.rows, box.columns)
        let lift = { (cell: Cell) in surface.cell(atLift: cell, rows: rows, columns: columns) }
        /// The offsets of the images of the grid's cells under `turn`, then `shift`; nil where one
        /// falls off the surface.
        func images(_ turn: Symmetry, _ shift: Cell) -> [Int]? {
            var images: [Int] = []
            images.reserveCapacity(box.count)
            for cell in box.cells {
                guard let image = lift(turn.apply(to: cell) + shift) else { return nil }
                images.append(box.offset(of: image))
            }
            return images
        }
        /// Whether `turn`, then `shift`, maps the surface onto itself: no two cells to one, and the
        /// neighbour across each edge, seen from the grid or from past the edge, to one cell.
        func glues(_ turn: Symmetry, _ shift: Cell) -> Bool {
            let map = { (cell: Cell) in lift(turn.apply(to: cell) + shift) }
            let steps = [
                Cell(row: -1, column: 0), Cell(row: 1, column: 0), Cell(row: 0, column: -1), Cell(row: 0, column: 1),
            ]
            guard let images = images(turn, shift), Set(images).count == box.count else { return false }
            return box.cells.allSatisfy { cell in
                steps.allSatisfy { step in map(cell + step) == lift(cell + step).flatMap { map($0) } }
            }
        }
        let rowPeriod = surface.wrapsRows ? rows : 1
        let columnPeriod = surface.wrapsColumns ? (surface.isTwisted ? 2 : 1) * columns : 1
        let rowStepGlues = rowPeriod > 1 && glues(.identity, Cell(row: 1, column: 0))
        let columnStepGlues = columnPeriod > 1 && glues(.identity, Cell(row: 0, column: 1))
        var seen = Set<[Int]>(), result: [BoardSymmetry] = []
        for turn in Symmetry.square {
            let first = turn.apply(to: Cell(row: 0, column: 0)),
                second = turn.apply(to: Cell(row: rows - 1, column: columns - 1))
            let back = Cell(row: -min(first.row, second.row), column: -min(first.column, second.column))
            var glued = Array(repeating: false, count: rowPeriod * columnPeriod)
            for rowShift in 0..<rowPeriod {
                for columnShift in 0..<columnPeriod {
                    let shift = back + Cell(row: rowShift, column: columnShift)
                    let index = rowShift * columnPeriod + columnShift
                    if columnShift > 0 && columnStepGlues {
                        glued[index] = glued[index - 1]
                    } else if rowShift > 0 && rowStepGlues {
                        glued[index] = glued[index - columnPeriod]
                    } else {
                        glued[index] = glues(turn, shift)
                    }
                    guard glued[index], let images = images(turn, shift), seen.insert(images).inserted else { continue }
                    result.append(BoardSymmetry(turn: turn, shift: shift))
                }
            }
        }
        return result
    }
}
