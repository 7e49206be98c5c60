/// A filled board: for each cell, the letter of the piece covering it, or nil where the cell is
/// blocked or left empty.
public struct Tiling: Hashable, Sendable {
    /// Rows of the board.
    public let rows: Int
    /// Columns of the board.
    public let columns: Int
    /// Letters row by row; nil marks a cell no piece covers.
    public let letters: [Character?]

    /// The tiling of a `rows` by `columns` board with `letters` given row by row.
    public init(rows: Int, columns: Int, letters: [Character?]) {
        precondition(letters.count == rows * columns, "letters must hold rows × columns entries")
        self.rows = rows
        self.columns = columns
        self.letters = letters
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

    /// The same tiling with Golomb's letters replaced by `alphabet`'s.
    public func lettered(_ alphabet: LetterAlphabet) -> Tiling {
        Tiling(rows: rows, columns: columns, letters: letters.map { $0.map(alphabet.letter(forGolomb:)) })
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
