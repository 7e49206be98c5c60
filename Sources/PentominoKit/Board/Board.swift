/// A box of cells, flat (one layer of rows and columns) or of several layers, in which some cells
/// are open (to be filled) and the rest are blocked; some open cells may hold the name of a piece
/// placed there in advance. A flat board may lie on a surface whose edges meet (see `Surface`).
public struct Board: Hashable, Sendable {
    /// The largest number of cells (open or blocked) a board may span.
    public static let maximumCells = 4096

    /// The box of cells the board spans.
    public let box: Box
    /// Whether each cell is open, in the box's storage order (layer by layer, row by row).
    public let open: [Bool]
    /// The name of the piece placed in advance on each cell, in the box's storage order; nil where none is.
    public let placed: [Character?]
    /// How the edges of the board's grid meet: `.flat` unless the board was laid on a surface.
    public let surface: Surface
    /// The open cells, in the box's storage order.
    public let openCells: [Cell]
    /// The symmetries that map the open cells onto themselves, and each piece placed in advance onto
    /// cells of the same name, the identity first: symmetries of the lattice (the square's, or the
    /// cube's for a board of several layers), 1, 2, 4 or 8 of them on a flat board and up to 48 in a
    /// box; on a surface, those that keep how its edges meet, shifts along the directions that wrap
    /// around among them (see `Surface`).
    public private(set) var symmetries: [BoardSymmetry]
    /// The lowest and highest corners of the smallest box around the open cells.
    private let low: Cell
    private let high: Cell

    /// Layers of the board: 1 for a flat one.
    public var layers: Int { box.layers }
    /// Rows of each layer.
    public var rows: Int { box.rows }
    /// Columns of each layer.
    public var columns: Int { box.columns }

    /// The full rectangle of `rows` by `columns`, every cell open.
    public init(rows: Int, columns: Int) throws(BoardError) {
        self.init(box: try Board.box(lengths: [1, rows, columns], size: "\(rows)x\(columns)"))
    }

    /// The box of `lengths` (layers, rows, columns), which `size` names in errors: each at least 1,
    /// and at most `maximumCells` cells in all (checked without multiplying past that).
    private static func box(lengths: [Int], size: String) throws(BoardError) -> Box {
        guard lengths.allSatisfy({ $0 > 0 }) else { throw .nonPositiveSize(size) }
        guard
            lengths.reduce(1, { $0 <= Board.maximumCells / $1 ? $0 * $1 : Board.maximumCells + 1 })
                <= Board.maximumCells
        else {
            throw .tooLarge(size)
        }
        return Box(lengths: lengths)
    }

    /// The rectangle or box named by `size`: `RxC` such as `6x10`, or `LxRxC` such as `3x4x5` (layers, rows, columns).
    public init(size: String) throws(BoardError) {
        self.init(box: try Board.dimensions(ofSize: size))
    }

    /// The full board of `box`, every cell open.
    private init(box: Box) {
        self.init(box: box, open: Array(repeating: true, count: box.count))
    }

    /// The box that `size` names: `RxC` such as `6x10` (or `6X10`, or `6×10`), a flat box, or
    /// `LxRxC` such as `3x4x5`, a box of L layers; each side at least 1, and at most
    /// `maximumCells` cells in all. Nothing is allocated, however large the sides are.
    public static func dimensions(ofSize size: String) throws(BoardError) -> Box {
        let bytes = Array(size.replacing("×", with: "x").utf8)
        let sides = bytes.split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }
        guard sides.count == 2 || sides.count == 3 else { throw .malformedSize(size) }
        let isNumber = { (side: ArraySlice<UInt8>) in !side.isEmpty && side.allSatisfy { $0 >= 48 && $0 <= 57 } }
        guard sides.allSatisfy(isNumber) else {
            // A sign in front of the digits: a size that is not positive rather than gibberish.
            let signed = sides.allSatisfy { side in
                side.first == UInt8(ascii: "-") ? isNumber(side.dropFirst()) : isNumber(side)
            }
            throw signed ? .nonPositiveSize(size) : .malformedSize(size)
        }
        var lengths: [Int] = sides.count == 2 ? [1] : []
        for side in sides {
            guard let length = Int(String(decoding: side, as: UTF8.self)) else { throw .tooLarge(size) }
            lengths.append(length)
        }
        return try box(lengths: lengths, size: size)
    }

    /// The board drawn in `drawing`: `.` is a cell to fill, `#` or a space a blocked cell, and a
    /// character of `pieceNames` an open cell where the piece of that name is placed in advance;
    /// pentominoes may be named by Golomb's letters or by Conway's (see `LetterReader`).
    /// Blank lines separate the layers of a board in space, from the top layer down (a flat board
    /// is drawn without any), or the layers stand side by side under their labels, as `solve`
    /// prints a tiling of a box (see `DrawingLines.layers(of:)`). Blocked cells around the open
    /// ones are dropped, whether drawn with `#` or spaces, so lines may be ragged, layers may differ
    /// in size, and a drawing may be framed. Blank lines at either end are ignored. A UTF-8
    /// byte-order mark, and `\r\n` or `\r` line ends, are accepted.
    public init(drawing: String, pieceNames: Set<Character> = []) throws(BoardError) {
        var openCells: [(cell: Cell, name: Character?)] = []
        var reader = LetterReader(names: pieceNames)
        for (layer, rows) in DrawingLines.layers(of: DrawingLines.split(drawing)).enumerated() {
            for (row, drawn) in rows.enumerated() {
                // Columns count characters, as the user sees them.
                for (column, character) in drawn.characters.enumerated() {
                    let cell = Cell(layer: layer, row: row, column: column)
                    let (line, lineColumn) = (drawn.line + 1, drawn.column + column + 1)
                    switch character {
                    case ".": openCells.append((cell, nil))
                    case "#", " ": break
                    default:
                        if let name = reader.name(for: character), pieceNames.contains(name) {
                            if let mixture = reader.mixture {
                                throw .mixedAlphabets(
                                    golomb: mixture.golomb, conway: mixture.conway, line: line, column: lineColumn)
                            }
                            openCells.append((cell, name))
                            continue
                        }
                        if !pieceNames.isEmpty && character.isLetter {
                            throw .unknownPieceName(
                                character, line: line, column: lineColumn, names: pieceNames.sorted())
                        }
                        throw .strayCharacter(character, line: line, column: lineColumn)
                    }
                }
            }
        }
        guard !openCells.isEmpty else { throw .emptyDrawing }
        let cells = openCells.map(\.cell)
        let (low, high) = Cell.corners(of: cells)!
        let span = high - low
        let lengths = [span.layer + 1, span.row + 1, span.column + 1]
        let box = try Board.box(lengths: lengths, size: "drawn " + Box(lengths: lengths).description)
        var open = Array(repeating: false, count: box.count)
        var placed = [Character?](repeating: nil, count: box.count)
        for (cell, name) in openCells {
            open[box.offset(of: cell - low)] = true
            placed[box.offset(of: cell - low)] = name
        }
        self.init(box: box, open: open, placed: placed)
    }

    /// The flat board of `rows` by `columns` whose cell `(r, c)` is open when `open[r * columns + c]`
    /// is, and holds the piece named `placed[r * columns + c]` when that is given and not nil.
    public init(rows: Int, columns: Int, open: [Bool], placed: [Character?]? = nil) {
        self.init(box: Box(rows: rows, columns: columns), open: open, placed: placed)
    }

    /// The board of `box` whose cell at offset `i` (see `Box.offset(of:)`) is open when `open[i]`
    /// is, and holds the piece named `placed[i]` when that is given and not nil.
    public init(box: Box, open: [Bool], placed: [Character?]? = nil) {
        self.init(box: box, open: open, placed: placed, surface: .flat)
    }

    /// The board, laid on `surface`: the edges of its grid (the box around its open cells, for a
    /// drawn board) meet as the surface says.
    /// - Throws: `BoardError.surfaceOfBox` for a box of several layers, whose pieces are solid.
    public func laid(on surface: Surface) throws(BoardError) -> Board {
        guard surface != self.surface else { return self }
        guard box.isFlat else { throw .surfaceOfBox(surface) }
        return Board(box: box, open: open, placed: placed, surface: surface)
    }

    /// The same board on the same surface, with the pieces of `placed` placed in advance instead of
    /// its own (see `init(box:open:placed:)`): none when it is nil.
    public func placing(_ placed: [Character?]?) -> Board {
        Board(box: box, open: open, placed: placed, surface: surface)
    }

    private init(box: Box, open: [Bool], placed: [Character?]?, surface: Surface) {
        precondition(open.count == box.count, "open must hold a flag for each cell of the box")
        let placed = placed ?? Array(repeating: nil, count: open.count)
        precondition(
            placed.count == open.count && zip(open, placed).allSatisfy { $0 || $1 == nil },
            "pieces are placed on open cells only")
        self.box = box
        self.open = open
        self.placed = placed
        self.surface = surface
        let openCells = (0..<box.count).filter { open[$0] }.map(box.cell(at:))
        self.openCells = openCells
        (low, high) = Cell.corners(of: openCells) ?? (Cell(row: 0, column: 0), Cell(row: 0, column: 0))
        symmetries = []
        let candidates =
            surface == .flat
            ? flatSymmetries()
            : Board.surfaceSymmetries(of: box, on: surface)
        if !open.contains(false) && !placed.contains(where: { $0 != nil }) {
            // A full box: every symmetry of its grid.
            symmetries = candidates
        } else {
            symmetries = candidates.filter { symmetry in
                openCells.allSatisfy { cell in
                    let image = image(of: cell, under: symmetry)
                    return isOpen(image) && placed[box.offset(of: image)] == placed[box.offset(of: cell)]
                }
            }
        }
    }

    /// The symmetries of the lattice that map the box around the open cells onto a box of the same
    /// sides, each shifted back onto it.
    private func flatSymmetries() -> [BoardSymmetry] {
        box.latticeSymmetries.filter { $0.lengths(of: box.lengths) == box.lengths }.map { turn in
            let first = turn.apply(to: low), second = turn.apply(to: high)
            let corner = Cell(
                layer: min(first.layer, second.layer), row: min(first.row, second.row),
                column: min(first.column, second.column))
            return BoardSymmetry(turn: turn, shift: low - corner)
        }
    }

    /// The symmetries of the whole grid of `box` on `surface`, the identity first: each turn of the
    /// square, shifted back onto the grid and then along each direction that wraps around by every
    /// step up to its period, kept when it is a map of the surface onto itself (it takes the cells
    /// across each edge to the cells across an edge, as the surface glues them) and not a map kept
    /// already.
    ///
    /// A shift by one cell along a wrapped direction, where it is itself a map of the surface onto
    /// itself, composes with every map that is: a map shifted by it is checked as the map before it
    /// was, and only the first of each row (or column) of shifts is checked cell by cell.
    /// - Complexity: O(8 · periods · cells), where the periods are the rows when they wrap, and the
    ///   columns (twice them on a twisted surface) when they do.
    private static func surfaceSymmetries(of box: Box, on surface: Surface) -> [BoardSymmetry] {
        let (rows, columns) = (box.rows, box.columns)
        let lift = { (cell: Cell) in surface.cell(atLift: cell, rows: rows, columns: columns) }
        /// The offsets of the images of the grid's cells under `turn`, then `shift`; nil where one
        /// falls off the surface.
        func images(_ turn: Symmetry, _ shift: Cell) -> [Int]? {
            var images: [Int] = []
            images.reserveCapacity(box.count)
            for cell in box.cells {
                guard let image = lift(turn.apply(to: cell) + shift) else { return nil }
                images.append(box.offset(of: image))
            }
            return images
        }
        /// Whether `turn`, then `shift`, maps the surface onto itself: no two cells to one, and the
        /// neighbour across each edge, seen from the grid or from past the edge, to one cell.
        func glues(_ turn: Symmetry, _ shift: Cell) -> Bool {
            let map = { (cell: Cell) in lift(turn.apply(to: cell) + shift) }
            let steps = [
                Cell(row: -1, column: 0), Cell(row: 1, column: 0), Cell(row: 0, column: -1), Cell(row: 0, column: 1),
            ]
            guard let images = images(turn, shift), Set(images).count == box.count else { return false }
            return box.cells.allSatisfy { cell in
                steps.allSatisfy { step in map(cell + step) == lift(cell + step).flatMap { map($0) } }
            }
        }
        let rowPeriod = surface.wrapsRows ? rows : 1
        let columnPeriod = surface.wrapsColumns ? (surface.isTwisted ? 2 : 1) * columns : 1
        let rowStepGlues = rowPeriod > 1 && glues(.identity, Cell(row: 1, column: 0))
        let columnStepGlues = columnPeriod > 1 && glues(.identity, Cell(row: 0, column: 1))
        var seen = Set<[Int]>(), result: [BoardSymmetry] = []
        for turn in Symmetry.square {
            let first = turn.apply(to: Cell(row: 0, column: 0)),
                second = turn.apply(to: Cell(row: rows - 1, column: columns - 1))
            let back = Cell(row: -min(first.row, second.row), column: -min(first.column, second.column))
            var glued = Array(repeating: false, count: rowPeriod * columnPeriod)
            for rowShift in 0..<rowPeriod {
                for columnShift in 0..<columnPeriod {
                    let shift = back + Cell(row: rowShift, column: columnShift)
                    let index = rowShift * columnPeriod + columnShift
                    if columnShift > 0 && columnStepGlues {
                        glued[index] = glued[index - 1]
                    } else if rowShift > 0 && rowStepGlues {
                        glued[index] = glued[index - columnPeriod]
                    } else {
                        glued[index] = glues(turn, shift)
                    }
                    guard glued[index], let images = images(turn, shift), seen.insert(images).inserted else { continue }
                    result.append(BoardSymmetry(turn: turn, shift: shift))
                }
            }
        }
        return result
    }

    public static func == (a: Board, b: Board) -> Bool {
        a.box == b.box && a.open == b.open && a.placed == b.placed && a.surface == b.surface
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box)
        hasher.combine(surface)
        hasher.combine(open)
        hasher.combine(placed)
    }

    /// Whether any piece is placed in advance.
    public var hasPlacedPieces: Bool { placed.contains { $0 != nil } }

    /// Whether `cell` lies on the board and is open.
    public func isOpen(_ cell: Cell) -> Bool {
        box.contains(cell) && open[box.offset(of: cell)]
    }

    /// The name of the piece placed in advance on `cell`, which lies on the board, if one is.
    public func placedPiece(at cell: Cell) -> Character? {
        placed[box.offset(of: cell)]
    }

    /// The cells of the board's grid that share an edge (or a face, in a box) with `cell`, open or
    /// blocked: beside it in the grid, or across an edge that the board's surface glues to another.
    /// Each is named once, and never `cell` itself.
    public func neighbours(of cell: Cell) -> [Cell] {
        guard surface != .flat else { return cell.neighbours.filter(box.contains) }
        var result: [Cell] = []
        for step in cell.neighbours where step.layer == cell.layer {
            if let neighbour = surface.cell(atLift: step, rows: rows, columns: columns), neighbour != cell,
                !result.contains(neighbour)
            {
                result.append(neighbour)
            }
        }
        return result
    }

    /// Where `symmetry` of this board, one of `symmetries`, takes `cell`.
    public func image(of cell: Cell, under symmetry: BoardSymmetry) -> Cell {
        let image = symmetry.turn.apply(to: cell) + symmetry.shift
        return surface == .flat ? image : surface.cell(atLift: image, rows: rows, columns: columns)!
    }

    /// The board drawn as lines of `.` (open), `#` (blocked) and the names of pieces placed in
    /// advance, a blank line between layers.
    public var drawing: String {
        (0..<layers).map { layer in
            (0..<rows).map { row in
                String(
                    (0..<columns).map { column in
                        let cell = Cell(layer: layer, row: row, column: column)
                        return placedPiece(at: cell) ?? (isOpen(cell) ? "." : "#")
                    })
            }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}
