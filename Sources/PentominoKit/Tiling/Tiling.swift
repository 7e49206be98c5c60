/// A filled board: for each cell, the letter of the piece covering it, or nil where the cell is
/// blocked or left empty; and which cells are open, so that a cell left empty (a gap) can be told
/// from a blocked one.
public struct Tiling: Hashable, Sendable {
    /// Rows of the board.
    public let rows: Int
    /// Columns of the board.
    public let columns: Int
    /// Letters row by row; nil marks a cell no piece covers.
    public let letters: [Character?]
    /// Whether each cell, row by row, is open: covered by a piece or left empty.
    public let open: [Bool]

    /// The tiling of a `rows` by `columns` board with `letters` given row by row; `open` says which
    /// cells are open (by default those a piece covers, so that no cell is left empty).
    public init(rows: Int, columns: Int, letters: [Character?], open: [Bool]? = nil) {
        precondition(letters.count == rows * columns, "letters must hold rows × columns entries")
        precondition(open.map { $0.count == letters.count && zip($0, letters).allSatisfy { $0 || $1 == nil } } ?? true,
                     "open must hold rows × columns entries, true under every letter")
        self.rows = rows
        self.columns = columns
        self.letters = letters
        self.open = open ?? letters.map { $0 != nil }
    }

    /// What lies on one cell of a tiling.
    public enum Content: Hashable, Sendable {
        /// The piece Golomb calls by this letter.
        case piece(Character)
        /// Nothing: the cell is open but left empty.
        case gap
        /// Nothing: the cell is blocked, or off the board.
        case blocked
    }

    /// What lies on the cell at `row`, `column`; off the board, `.blocked`.
    public func content(row: Int, column: Int) -> Content {
        guard row >= 0, row < rows, column >= 0, column < columns else { return .blocked }
        let index = row * columns + column
        return letters[index].map(Content.piece) ?? (open[index] ? .gap : .blocked)
    }

    /// The letter at `cell`, or nil when no piece covers it.
    public subscript(cell: Cell) -> Character? {
        letters[cell.row * columns + cell.column]
    }

    /// The letter at `row`, `column`, or nil outside the board or where no piece covers the cell.
    public func letter(row: Int, column: Int) -> Character? {
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        return letters[row * columns + column]
    }

    /// Each letter used, in order of first appearance, with its cells.
    public var pieces: [(letter: Character, cells: [Cell])] {
        var order: [Character] = []
        var cells: [Character: [Cell]] = [:]
        for row in 0..<rows {
            for column in 0..<columns {
                guard let letter = letters[row * columns + column] else { continue }
                if cells[letter] == nil { order.append(letter) }
                cells[letter, default: []].append(Cell(row: row, column: column))
            }
        }
        return order.map { ($0, cells[$0]!) }
    }
}
