/// A filled board: for each cell, the letter of the piece covering it, or nil where the cell is
/// blocked or left empty; which piece of the tiling that is, so that two copies of a piece side by
/// side can be told apart; and which cells are open, so that a cell left empty (a gap) can be told
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
    /// Which piece covers each cell, row by row: pieces are numbered from 0 in the order of their
    /// first cells; nil where no piece covers the cell.
    public let pieceNumbers: [Int?]

    /// The tiling of a `rows` by `columns` board with `letters` given row by row; `open` says which
    /// cells are open (by default those a piece covers, so that no cell is left empty); `pieces` says
    /// which cells one piece covers, by any numbering (by default, each group of touching cells of
    /// one letter is one piece).
    public init(rows: Int, columns: Int, letters: [Character?], open: [Bool]? = nil, pieces: [Int?]? = nil) {
        precondition(letters.count == rows * columns, "letters must hold rows × columns entries")
        precondition(open.map { $0.count == letters.count && zip($0, letters).allSatisfy { $0 || $1 == nil } } ?? true,
                     "open must hold rows × columns entries, true under every letter")
        precondition(pieces.map { $0.count == letters.count && zip($0, letters).allSatisfy { ($0 == nil) == ($1 == nil) } } ?? true,
                     "pieces must hold rows × columns entries, a number under every letter")
        self.rows = rows
        self.columns = columns
        self.letters = letters
        self.open = open ?? letters.map { $0 != nil }
        let given = pieces ?? Tiling.groups(of: letters, rows: rows, columns: columns)
        var renumbered: [Int: Int] = [:]
        pieceNumbers = given.map { number in
            number.map { number in
                if let known = renumbered[number] { return known }
                renumbered[number] = renumbered.count
                return renumbered.count - 1
            }
        }
    }

    /// Numbers the groups of touching cells of one letter.
    private static func groups(of letters: [Character?], rows: Int, columns: Int) -> [Int?] {
        var numbers = Array(repeating: Int?.none, count: letters.count)
        var next = 0
        for start in letters.indices where letters[start] != nil && numbers[start] == nil {
            numbers[start] = next
            var frontier = [start]
            while let index = frontier.popLast() {
                let cell = Cell(row: index / columns, column: index % columns)
                for neighbour in cell.neighbours where neighbour.row >= 0 && neighbour.row < rows && neighbour.column >= 0 && neighbour.column < columns {
                    let other = neighbour.row * columns + neighbour.column
                    if numbers[other] == nil && letters[other] == letters[start] {
                        numbers[other] = next
                        frontier.append(other)
                    }
                }
            }
            next += 1
        }
        return numbers
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

    /// The piece number at `row`, `column`, or nil outside the board or where no piece covers the cell.
    public func pieceNumber(row: Int, column: Int) -> Int? {
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        return pieceNumbers[row * columns + column]
    }

    /// Each piece, in the order of their numbers, with its letter and its cells.
    public var pieces: [(letter: Character, cells: [Cell])] {
        var pieces: [(letter: Character, cells: [Cell])] = []
        for (index, number) in pieceNumbers.enumerated() {
            guard let number else { continue }
            if number == pieces.count { pieces.append((letters[index]!, [])) }
            pieces[number].cells.append(Cell(row: index / columns, column: index % columns))
        }
        return pieces
    }
}
