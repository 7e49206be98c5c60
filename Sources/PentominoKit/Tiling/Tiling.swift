/// A filled board: for each cell, the letter of the piece covering it, or nil where the cell is blocked.
public struct Tiling: Hashable, Sendable {
    /// Rows of the board.
    public let rows: Int
    /// Columns of the board.
    public let columns: Int
    /// Letters row by row; nil marks a blocked cell.
    public let letters: [Character?]

    /// The tiling of a `rows` by `columns` board with `letters` given row by row.
    public init(rows: Int, columns: Int, letters: [Character?]) {
        precondition(letters.count == rows * columns, "letters must hold rows × columns entries")
        self.rows = rows
        self.columns = columns
        self.letters = letters
    }

    /// The letter at `cell`, or nil when the cell is blocked.
    public subscript(cell: Cell) -> Character? {
        letters[cell.row * columns + cell.column]
    }
}
