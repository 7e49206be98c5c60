/// The verifier's own way around a board whose edges meet, sharing nothing with how the solver lays
/// pieces: a walker steps from cell to cell, and past an edge that the surface glues it comes back
/// on the edge that meets it, upside down when the rows meet reversed. A piece lies on cells when a
/// walk of its shape, started on one of them, covers exactly them.
struct SurfaceWalker {
    let surface: Surface
    let rows: Int
    let columns: Int

    /// Where a walker on `cell`, upside down if `flipped`, comes to after a step of `(rows, columns)`
    /// as it sees them (each -1, 0 or 1), and whether it is then upside down; nil past an edge that
    /// meets no other.
    func step(from cell: Cell, flipped: Bool, by step: Cell) -> (cell: Cell, flipped: Bool)? {
        var row = cell.row + (flipped ? -step.row : step.row), column = cell.column + step.column
        var flipped = flipped
        if column < 0 || column >= columns {
            guard surface.wrapsColumns else { return nil }
            column = column < 0 ? columns - 1 : 0
            if surface.isTwisted {
                row = rows - 1 - row
                flipped.toggle()
            }
        }
        if row < 0 || row >= rows {
            guard surface.wrapsRows else { return nil }
            row = row < 0 ? rows - 1 : 0
        }
        return (Cell(row: row, column: column), flipped)
    }

    /// The cells of the board next to `cell`, across glued edges too.
    func neighbours(of cell: Cell) -> [Cell] {
        [Cell(row: -1, column: 0), Cell(row: 1, column: 0), Cell(row: 0, column: -1), Cell(row: 0, column: 1)]
            .compactMap { step(from: cell, flipped: false, by: $0)?.cell }
    }

    /// The cells that `shape` covers when its cell `first` is laid on `start`, the walker upright:
    /// each other cell reached by a step from one reached before; nil if one lies off the board.
    func lay(_ shape: Shape, from first: Cell, on start: Cell) -> [Cell]? {
        var reached: [Cell: (cell: Cell, flipped: Bool)] = [first: (start, false)]
        var frontier = [first]
        while let here = frontier.popLast() {
            for next in here.neighbours where next.layer == here.layer && shape.cells.contains(next) {
                guard reached[next] == nil else { continue }
                guard let stepped = step(from: reached[here]!.cell, flipped: reached[here]!.flipped, by: next - here)
                else { return nil }
                reached[next] = stepped
                frontier.append(next)
            }
        }
        return reached.values.map(\.cell)
    }

    /// Whether `cells` split into pieces of `orientations`, each laid on the surface on distinct cells:
    /// the first of the cells left is covered by some piece laid over it, and the rest split too.
    /// Nil when more than `budget` pieces were tried before the answer was known.
    func splits(_ cells: Set<Cell>, into orientations: [Shape], budget: Int = 100_000) -> Bool? {
        var tries = 0
        func split(_ rest: Set<Cell>) -> Bool? {
            guard let first = rest.min() else { return true }
            for shape in orientations {
                for part in shape.cells {
                    tries += 1
                    guard tries <= budget else { return nil }
                    guard let laid = lay(shape, from: part, on: first), Set(laid).count == laid.count,
                        laid.allSatisfy(rest.contains)
                    else { continue }
                    switch split(rest.subtracting(laid)) {
                    case true?: return true
                    case nil: return nil
                    case false?: continue
                    }
                }
            }
            return false
        }
        return split(cells)
    }
}
