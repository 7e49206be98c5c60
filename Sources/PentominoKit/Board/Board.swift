/// A grid of rows and columns in which some cells are open (to be filled) and the rest are blocked.
public struct Board: Hashable, Sendable {
    /// The largest number of cells (open or blocked) a board may span.
    public static let maximumCells = 4096

    /// Rows of the grid.
    public let rows: Int
    /// Columns of the grid.
    public let columns: Int
    /// Whether each cell is open, row by row.
    public let open: [Bool]
    /// The open cells, row by row.
    public let openCells: [Cell]
    /// The symmetries of the square that map the open cells onto themselves: 1, 2, 4 or 8 of them.
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

    /// The board drawn in `drawing`: `.` is a cell to fill, `#` or a space a blocked cell.
    /// Blocked cells around the open ones are dropped, whether drawn with `#` or spaces, so lines
    /// may be ragged and a drawing may be framed. Blank lines at either end are ignored, and one
    /// inside is an error (a row of blocked cells is drawn with `#`). A UTF-8 byte-order mark, and
    /// `\r\n` or `\r` line ends, are accepted.
    public init(drawing: String) throws(BoardError) {
        let lines = DrawingLines.split(drawing)
        guard let first = lines.firstIndex(where: { !DrawingLines.isBlank($0) }),
              let last = lines.lastIndex(where: { !DrawingLines.isBlank($0) }) else { throw .emptyDrawing }
        var openCells: [Cell] = []
        for row in first...last {
            let line = lines[row]
            if DrawingLines.isBlank(line) { throw .blankLine(line: row + 1) }
            for (column, byte) in zip(line.indices, line) {
                switch byte {
                case UInt8(ascii: "."): openCells.append(Cell(row: row, column: column - line.startIndex))
                case UInt8(ascii: "#"), UInt8(ascii: " "): break
                default:
                    // Name the character as the user sees it, counting columns in characters.
                    let before = String(decoding: line[..<column], as: UTF8.self)
                    let character = String(decoding: line[column...], as: UTF8.self).first ?? "?"
                    throw .strayCharacter(character, line: row + 1, column: before.count + 1)
                }
            }
        }
        guard let top = openCells.first?.row, let bottom = openCells.last?.row else { throw .emptyDrawing }
        let left = openCells.map(\.column).min()!, right = openCells.map(\.column).max()!
        let (rows, columns) = (bottom - top + 1, right - left + 1)
        guard rows <= Board.maximumCells, columns <= Board.maximumCells / rows else {
            throw .tooLarge("drawn \(rows)x\(columns)")
        }
        var open = Array(repeating: false, count: rows * columns)
        for cell in openCells {
            open[(cell.row - top) * columns + cell.column - left] = true
        }
        self.init(rows: rows, columns: columns, open: open)
    }

    /// The board of `rows` by `columns` whose cell `(r, c)` is open when `open[r * columns + c]` is.
    public init(rows: Int, columns: Int, open: [Bool]) {
        precondition(rows > 0 && columns > 0 && open.count == rows * columns, "open must hold rows × columns flags")
        self.rows = rows
        self.columns = columns
        self.open = open
        let openCells = (0..<rows).flatMap { row in
            (0..<columns).lazy.filter { open[row * columns + $0] }.map { Cell(row: row, column: $0) }
        }
        self.openCells = openCells
        topLeft = Cell(row: openCells.map(\.row).min() ?? 0, column: openCells.map(\.column).min() ?? 0)
        bottomRight = Cell(row: openCells.map(\.row).max() ?? 0, column: openCells.map(\.column).max() ?? 0)
        symmetries = []
        if !open.contains(false) {
            // A full rectangle: all eight symmetries if square, else those that keep rows as rows.
            symmetries = Symmetry.all.filter { rows == columns || !$0.swapsAxes }
        } else {
            symmetries = Symmetry.all.filter { symmetry in
                openCells.allSatisfy { isOpen(image(of: $0, under: symmetry)) }
            }
        }
    }

    public static func == (a: Board, b: Board) -> Bool {
        a.rows == b.rows && a.columns == b.columns && a.open == b.open
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows)
        hasher.combine(columns)
        hasher.combine(open)
    }

    /// Whether `cell` lies on the board and is open.
    public func isOpen(_ cell: Cell) -> Bool {
        cell.row >= 0 && cell.row < rows && cell.column >= 0 && cell.column < columns
            && open[cell.row * columns + cell.column]
    }

    /// Whether every cell of the grid is open.
    public var isRectangle: Bool { !open.contains(false) }

    /// Where `symmetry` of this board, one of `symmetries`, takes `cell`.
    public func image(of cell: Cell, under symmetry: Symmetry) -> Cell {
        // The symmetry maps the rectangle around the open cells onto a rectangle; move that back in place.
        let first = symmetry.apply(to: topLeft), second = symmetry.apply(to: bottomRight)
        let shift = Cell(row: topLeft.row - min(first.row, second.row), column: topLeft.column - min(first.column, second.column))
        let image = symmetry.apply(to: cell)
        return Cell(row: image.row + shift.row, column: image.column + shift.column)
    }

    /// The board drawn as lines of `.` (open) and `#` (blocked).
    public var drawing: String {
        (0..<rows).map { row in
            String((0..<columns).map { open[row * columns + $0] ? "." : "#" })
        }.joined(separator: "\n")
    }
}
