/// A filled board: for each cell, the letter of the piece covering it, or nil where the cell is
/// blocked or left empty; which piece of the tiling that is, so that two copies of a piece side by
/// side can be told apart; and which cells are open, so that a cell left empty (a gap) can be told
/// from a blocked one. Cells are stored in the order of the board's box (layer by layer, row by row).
public struct Tiling: Hashable, Sendable {
    /// The box of cells the tiling spans.
    public let box: Box
    /// Letters in storage order; nil marks a cell no piece covers.
    public let letters: [Character?]
    /// Whether each cell, in storage order, is open: covered by a piece or left empty.
    public let open: [Bool]
    /// Which piece covers each cell, in storage order: pieces are numbered from 0 in the order of
    /// their first cells; nil where no piece covers the cell.
    public let pieceNumbers: [Int?]

    /// Layers of the board: 1 for a flat one.
    public var layers: Int { box.layers }
    /// Rows of each layer.
    public var rows: Int { box.rows }
    /// Columns of each layer.
    public var columns: Int { box.columns }

    /// The tiling of a flat `rows` by `columns` board with `letters` given row by row; see `init(box:letters:open:pieces:)`.
    public init(rows: Int, columns: Int, letters: [Character?], open: [Bool]? = nil, pieces: [Int?]? = nil) {
        self.init(box: Box(rows: rows, columns: columns), letters: letters, open: open, pieces: pieces)
    }

    /// The tiling of `box` with `letters` given in its storage order; `open` says which cells are
    /// open (by default those a piece covers, so that no cell is left empty); `pieces` says which
    /// cells one piece covers, by any numbering (by default, each group of touching cells of one
    /// letter is one piece).
    public init(box: Box, letters: [Character?], open: [Bool]? = nil, pieces: [Int?]? = nil) {
        precondition(letters.count == box.count, "letters must hold an entry for each cell of the box")
        precondition(
            open.map { $0.count == letters.count && zip($0, letters).allSatisfy { $0 || $1 == nil } } ?? true,
            "open must hold an entry for each cell, true under every letter")
        precondition(
            pieces.map { $0.count == letters.count && zip($0, letters).allSatisfy { ($0 == nil) == ($1 == nil) } }
                ?? true,
            "pieces must hold an entry for each cell, a number under every letter")
        self.box = box
        self.letters = letters
        self.open = open ?? letters.map { $0 != nil }
        let given = pieces ?? Tiling.groups(of: letters, in: box)
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
    private static func groups(of letters: [Character?], in box: Box) -> [Int?] {
        var numbers = Array(repeating: Int?.none, count: letters.count)
        var next = 0
        for start in letters.indices where letters[start] != nil && numbers[start] == nil {
            numbers[start] = next
            var frontier = [start]
            while let index = frontier.popLast() {
                for neighbour in box.cell(at: index).neighbours where box.contains(neighbour) {
                    let other = box.offset(of: neighbour)
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

    /// What lies on `cell`; off the board, `.blocked`.
    public func content(at cell: Cell) -> Content {
        guard box.contains(cell) else { return .blocked }
        let index = box.offset(of: cell)
        return letters[index].map(Content.piece) ?? (open[index] ? .gap : .blocked)
    }

    /// What lies on the cell at `row`, `column` of layer `layer`; off the board, `.blocked`.
    public func content(layer: Int = 0, row: Int, column: Int) -> Content {
        content(at: Cell(layer: layer, row: row, column: column))
    }

    /// The letter at `cell`, or nil outside the board or where no piece covers it.
    public subscript(cell: Cell) -> Character? {
        box.contains(cell) ? letters[box.offset(of: cell)] : nil
    }

    /// The letter at `row`, `column` of layer `layer`, or nil outside the board or where no piece covers the cell.
    public func letter(layer: Int = 0, row: Int, column: Int) -> Character? {
        self[Cell(layer: layer, row: row, column: column)]
    }

    /// The piece number at `row`, `column` of layer `layer`, or nil outside the board or where no piece covers the cell.
    public func pieceNumber(layer: Int = 0, row: Int, column: Int) -> Int? {
        let cell = Cell(layer: layer, row: row, column: column)
        return box.contains(cell) ? pieceNumbers[box.offset(of: cell)] : nil
    }

    /// Layer `index` of the tiling (0 for the top), as a flat tiling whose pieces are the parts of
    /// this tiling's pieces in that layer.
    public func layer(_ index: Int) -> Tiling {
        let cells = index * rows * columns..<(index + 1) * rows * columns
        return Tiling(
            rows: rows, columns: columns, letters: Array(letters[cells]), open: Array(open[cells]),
            pieces: Array(pieceNumbers[cells]))
    }

    /// Each piece, in the order of their numbers, with its letter and its cells.
    public var pieces: [(letter: Character, cells: [Cell])] {
        var pieces: [(letter: Character, cells: [Cell])] = []
        for (index, number) in pieceNumbers.enumerated() {
            guard let number else { continue }
            if number == pieces.count { pieces.append((letters[index]!, [])) }
            pieces[number].cells.append(box.cell(at: index))
        }
        return pieces
    }
}

extension Tiling: CustomStringConvertible {
    /// The tiling in rows of Golomb's letters, as `LetterRenderer` draws it without colour: `.` for a
    /// cell left empty, `#` for a blocked one, and a box's layers side by side; no newline at the end.
    public var description: String {
        let rows = LetterRenderer.render(self)
        return rows.hasSuffix("\n") ? String(rows.dropLast()) : rows
    }
}
