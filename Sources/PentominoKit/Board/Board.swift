/// A grid of rows and columns in which some cells are open (to be filled) and the rest are blocked;
/// some open cells may hold the name of a piece placed there in advance.
public struct Board: Hashable, Sendable {
    /// The largest number of cells (open or blocked) a board may span.
    public static let maximumCells = 4096

    /// Rows of the grid.
    public let rows: Int
    /// Columns of the grid.
    public let columns: Int
    /// Whether each cell is open, row by row.
    public let open: [Bool]
    /// The name of the piece placed in advance on each cell, row by row; nil where none is.
    public let placed: [Character?]
    /// The open cells, row by row.
    public let openCells: [Cell]
    /// The symmetries of the square that map the open cells onto themselves, and each piece placed in
    /// advance onto cells of the same name: 1, 2, 4 or 8 of them.
    public private(set) var symmetries: [Symmetry]
    /// The corners of the smallest rectangle around the open cells.
    private let topLeft: Cell
    private let bottomRight: Cell

    /// The full rectangle of `rows` by `columns`, every cell open.
    public init(rows: Int, columns: Int) throws(BoardError) {
        guard rows > 0, columns > 0 else { throw .nonPositiveSize("\(rows)x\(columns)") }
        guard rows <= Board.maximumCells, columns <= Board.maximumCells / rows else {
            throw .tooLarge("\(rows)x\(columns)")
        }
        self.init(rows: rows, columns: columns, open: Array(repeating: true, count: rows * columns))
    }

    /// The rectangle named by `size`, written `RxC` such as `6x10`.
    public init(size: String) throws(BoardError) {
        let (rows, columns) = try Board.dimensions(ofSize: size)
        try self.init(rows: rows, columns: columns)
    }

    /// The rows and columns that `size`, written `RxC` such as `6x10` (or `6X10`, or `6×10`), names,
    /// each at least 1; nothing is allocated, however large they are.
    public static func dimensions(ofSize size: String) throws(BoardError) -> (rows: Int, columns: Int) {
        let bytes = Array(size.replacing("×", with: "x").utf8)
        guard let cross = bytes.firstIndex(where: { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }) else {
            throw .malformedSize(size)
        }
        let sides = [bytes[..<cross], bytes[(cross + 1)...]]
        let isNumber = { (side: ArraySlice<UInt8>) in !side.isEmpty && side.allSatisfy { $0 >= 48 && $0 <= 57 } }
        guard sides.allSatisfy(isNumber) else {
            // A sign in front of the digits: a size that is not positive rather than gibberish.
            let signed = sides.allSatisfy { side in side.first == UInt8(ascii: "-") ? isNumber(side.dropFirst()) : isNumber(side) }
            throw signed ? .nonPositiveSize(size) : .malformedSize(size)
        }
        guard let rows = Int(String(decoding: sides[0], as: UTF8.self)),
              let columns = Int(String(decoding: sides[1], as: UTF8.self)) else { throw .tooLarge(size) }
        guard rows > 0, columns > 0 else { throw .nonPositiveSize(size) }
        return (rows, columns)
    }

    /// The board drawn in `drawing`: `.` is a cell to fill, `#` or a space a blocked cell, and a
    /// character of `pieceNames` an open cell where the piece of that name is placed in advance.
    /// Blocked cells around the open ones are dropped, whether drawn with `#` or spaces, so lines
    /// may be ragged and a drawing may be framed. Blank lines at either end are ignored, and one
    /// inside is an error (a row of blocked cells is drawn with `#`). A UTF-8 byte-order mark, and
    /// `\r\n` or `\r` line ends, are accepted.
    public init(drawing: String, pieceNames: Set<Character> = []) throws(BoardError) {
        let lines = DrawingLines.split(drawing)
        guard let first = lines.firstIndex(where: { !DrawingLines.isBlank($0) }),
              let last = lines.lastIndex(where: { !DrawingLines.isBlank($0) }) else { throw .emptyDrawing }
        var openCells: [(cell: Cell, name: Character?)] = []
        for row in first...last {
            let line = lines[row]
            if DrawingLines.isBlank(line) { throw .blankLine(line: row + 1) }
            // Columns count characters, as the user sees them.
            for (column, character) in String(decoding: line, as: UTF8.self).enumerated() {
                switch character {
                case ".": openCells.append((Cell(row: row, column: column), nil))
                case "#", " ": break
                case _ where pieceNames.contains(character): openCells.append((Cell(row: row, column: column), character))
                default:
                    if !pieceNames.isEmpty && character.isLetter {
                        throw .unknownPieceName(character, line: row + 1, column: column + 1, names: pieceNames.sorted())
                    }
                    throw .strayCharacter(character, line: row + 1, column: column + 1)
                }
            }
        }
        guard let top = openCells.first?.cell.row, let bottom = openCells.last?.cell.row else { throw .emptyDrawing }
        let left = openCells.map(\.cell.column).min()!, right = openCells.map(\.cell.column).max()!
        let (rows, columns) = (bottom - top + 1, right - left + 1)
        guard rows <= Board.maximumCells, columns <= Board.maximumCells / rows else {
            throw .tooLarge("drawn \(rows)x\(columns)")
        }
        var open = Array(repeating: false, count: rows * columns)
        var placed = Array<Character?>(repeating: nil, count: rows * columns)
        for (cell, name) in openCells {
            open[(cell.row - top) * columns + cell.column - left] = true
            placed[(cell.row - top) * columns + cell.column - left] = name
        }
        self.init(rows: rows, columns: columns, open: open, placed: placed)
    }

    /// The board of `rows` by `columns` whose cell `(r, c)` is open when `open[r * columns + c]` is,
    /// and holds the piece named `placed[r * columns + c]` when that is given and not nil.
    public init(rows: Int, columns: Int, open: [Bool], placed: [Character?]? = nil) {
        precondition(rows > 0 && columns > 0 && open.count == rows * columns, "open must hold rows × columns flags")
        let placed = placed ?? Array(repeating: nil, count: open.count)
        precondition(placed.count == open.count && zip(open, placed).allSatisfy { $0 || $1 == nil }, "pieces are placed on open cells only")
        self.rows = rows
        self.columns = columns
        self.open = open
        self.placed = placed
        let openCells = (0..<rows).flatMap { row in
            (0..<columns).lazy.filter { open[row * columns + $0] }.map { Cell(row: row, column: $0) }
        }
        self.openCells = openCells
        topLeft = Cell(row: openCells.map(\.row).min() ?? 0, column: openCells.map(\.column).min() ?? 0)
        bottomRight = Cell(row: openCells.map(\.row).max() ?? 0, column: openCells.map(\.column).max() ?? 0)
        symmetries = []
        if !open.contains(false) && !placed.contains(where: { $0 != nil }) {
            // A full rectangle: all eight symmetries if square, else those that keep rows as rows.
            symmetries = Symmetry.all.filter { rows == columns || !$0.swapsAxes }
        } else {
            symmetries = Symmetry.all.filter { symmetry in
                openCells.allSatisfy { cell in
                    let image = image(of: cell, under: symmetry)
                    return isOpen(image) && placed[image.row * columns + image.column] == placed[cell.row * columns + cell.column]
                }
            }
        }
    }

    public static func == (a: Board, b: Board) -> Bool {
        a.rows == b.rows && a.columns == b.columns && a.open == b.open && a.placed == b.placed
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows)
        hasher.combine(columns)
        hasher.combine(open)
        hasher.combine(placed)
    }

    /// Whether any piece is placed in advance.
    public var hasPlacedPieces: Bool { placed.contains { $0 != nil } }

    /// Whether `cell` lies on the board and is open.
    public func isOpen(_ cell: Cell) -> Bool {
        cell.row >= 0 && cell.row < rows && cell.column >= 0 && cell.column < columns
            && open[cell.row * columns + cell.column]
    }

    /// Where `symmetry` of this board, one of `symmetries`, takes `cell`.
    public func image(of cell: Cell, under symmetry: Symmetry) -> Cell {
        // The symmetry maps the rectangle around the open cells onto a rectangle; move that back in place.
        let first = symmetry.apply(to: topLeft), second = symmetry.apply(to: bottomRight)
        let shift = Cell(row: topLeft.row - min(first.row, second.row), column: topLeft.column - min(first.column, second.column))
        let image = symmetry.apply(to: cell)
        return Cell(row: image.row + shift.row, column: image.column + shift.column)
    }

    /// The board drawn as lines of `.` (open), `#` (blocked) and the names of pieces placed in advance.
    public var drawing: String {
        (0..<rows).map { row in
            String((0..<columns).map { placed[row * columns + $0] ?? (open[row * columns + $0] ? "." : "#") })
        }.joined(separator: "\n")
    }
}
