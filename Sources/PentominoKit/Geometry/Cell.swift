/// One cube of the lattice, named by its layer (growing downwards through a stack of layers), row
/// (growing downwards) and column (growing rightwards). A flat board is the single layer 0.
public struct Cell: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The layer, counted from 0 at the top of the stack; 0 on a flat board.
    public var layer: Int
    /// The row, counted from 0 at the top.
    public var row: Int
    /// The column, counted from 0 at the left.
    public var column: Int

    /// The cell at `row` and `column` of layer `layer`.
    public init(layer: Int = 0, row: Int, column: Int) {
        self.layer = layer
        self.row = row
        self.column = column
    }

    /// Cells order layer by layer, then row by row, then column by column.
    public static func < (a: Cell, b: Cell) -> Bool {
        (a.layer, a.row, a.column) < (b.layer, b.row, b.column)
    }

    /// The cell moved by `offset`, coordinate by coordinate.
    public static func + (cell: Cell, offset: Cell) -> Cell {
        Cell(layer: cell.layer + offset.layer, row: cell.row + offset.row, column: cell.column + offset.column)
    }

    /// The offset that moves `b` to `a`.
    public static func - (a: Cell, b: Cell) -> Cell {
        Cell(layer: a.layer - b.layer, row: a.row - b.row, column: a.column - b.column)
    }

    /// The lowest and the highest corner of the smallest box around `cells`, or nil when there are none.
    public static func corners<S: Sequence>(of cells: S) -> (low: Cell, high: Cell)? where S.Element == Cell {
        var corners: (low: Cell, high: Cell)?
        for cell in cells {
            guard let (low, high) = corners else {
                corners = (cell, cell)
                continue
            }
            corners = (
                Cell(
                    layer: min(low.layer, cell.layer), row: min(low.row, cell.row), column: min(low.column, cell.column)
                ),
                Cell(
                    layer: max(high.layer, cell.layer), row: max(high.row, cell.row),
                    column: max(high.column, cell.column))
            )
        }
        return corners
    }

    /// The six cells that share a face with this one: the four beside it in its layer, and the
    /// ones above and below it (which a flat board does not hold).
    public var neighbours: [Cell] {
        [
            Cell(layer: layer, row: row - 1, column: column), Cell(layer: layer, row: row + 1, column: column),
            Cell(layer: layer, row: row, column: column - 1), Cell(layer: layer, row: row, column: column + 1),
            Cell(layer: layer - 1, row: row, column: column), Cell(layer: layer + 1, row: row, column: column),
        ]
    }

    /// The cell's name by its place, counted from 1, as exported problems and tables name cells:
    /// `r3c7` on a flat board, `l1r2c3` on a board of `layered` layers.
    package func placeName(layered: Bool) -> String {
        (layered ? "l\(layer + 1)" : "") + "r\(row + 1)c\(column + 1)"
    }

    /// The cell as `(row,column)` in layer 0, else `(layer,row,column)`.
    public var description: String { layer == 0 ? "(\(row),\(column))" : "(\(layer),\(row),\(column))" }
}
