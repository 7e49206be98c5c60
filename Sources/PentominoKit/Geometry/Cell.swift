/// One square of the grid, named by its row (growing downwards) and column (growing rightwards).
public struct Cell: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The row, counted from 0 at the top.
    public var row: Int
    /// The column, counted from 0 at the left.
    public var column: Int

    /// The cell at `row` and `column`.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// Cells order row by row, then column by column.
    public static func < (a: Cell, b: Cell) -> Bool {
        (a.row, a.column) < (b.row, b.column)
    }

    /// The four cells that share a side with this one.
    public var neighbours: [Cell] {
        [Cell(row: row - 1, column: column), Cell(row: row + 1, column: column),
         Cell(row: row, column: column - 1), Cell(row: row, column: column + 1)]
    }

    /// The cell as `(row,column)`.
    public var description: String { "(\(row),\(column))" }
}
