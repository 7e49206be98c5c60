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
    let low: Cell
    let high: Cell

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
    static func box(lengths: [Int], size: String) throws(BoardError) -> Box {
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
}
