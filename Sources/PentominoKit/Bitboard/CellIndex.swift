/// Numbers a board's cells 0, 1, 2, … in fill order, so that a set of them is a `Bitboard`.
///
/// Fill order runs along the board's shorter side first (down each column of a wide board, along
/// each row of a tall one, along the shortest side of a box then its next), which keeps the
/// frontier of a lowest-cell-first search short, from one of the board's corners. When the board's
/// grid, up to its last open cell, fits the words its open cells need (one 64-bit word, or two for
/// more than 64 open cells or when asked), each cell of it gets a number, blocked ones too: then
/// cell `i` neighbours `i ± 1` along its line and `i ± lineLength` (and `i ± layerSize` in a box),
/// on any board, and the blocked cells are items covered from the start. Otherwise, and on a
/// surface whose edges meet, only the open cells are numbered.
struct CellIndex: Sendable {
    /// A corner of the board, where fill order starts.
    enum Corner: CaseIterable, Sendable {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The cell that each number stands for, in fill order: every cell of the grid, or only the open ones.
    let numbered: [Cell]
    /// The open cells, in fill order.
    let cells: [Cell]
    /// When every cell of the grid is numbered, the length of the lines that fill order runs along
    /// (the shorter side); nil when only the open cells are.
    let lineLength: Int?
    /// When every cell of a box of several layers is numbered, the cells numbered before the fill
    /// order moves on along its slowest axis: `i ± layerSize` are neighbours too. Nil otherwise.
    let layerSize: Int?
    /// The numbers of blocked cells: items that are covered from the start.
    let blocked: [Int]
    /// The corner fill order starts from.
    let corner: Corner
    private let indexByPosition: [Int]
    private let box: Box
    /// The axes (0 layer, 1 row, 2 column) from the slowest-changing in fill order to the fastest,
    /// and the direction each runs in (1 or -1).
    private let axisOrder: [Int]
    private let directions: [Int]

    /// The numbering of `board`'s cells, in fill order from `corner` (on a flat board; a box of
    /// several layers is filled from its first cell, along its shortest side first, then its next);
    /// with `wideGrid`, the whole grid is numbered whenever it fits two words.
    init(board: Board, from corner: Corner = .topLeft, wideGrid: Bool = false) {
        box = board.box
        self.corner = corner
        (axisOrder, directions) = CellIndex.axes(of: board.box, from: corner)
        let positions = CellIndex.fillOrder(of: board.box, from: corner)
        let open = positions.filter(board.isOpen)
        // The grid up to its last open cell: blocked cells after it need no number.
        let grid = positions.prefix((positions.lastIndex(where: board.isOpen) ?? -1) + 1)
        // One word when the open cells fit one; two when they need them, or when asked.
        // Not on a surface whose edges meet: cells across an edge are not one step along a line.
        let wholeGrid =
            board.surface == .flat && grid.count <= (open.count <= 64 && !wideGrid ? 64 : RegionRule.wordItems)
        let numbered = wholeGrid ? Array(grid) : open
        cells = open
        self.numbered = numbered
        // A flat board's single layer is the fastest axis in name only: its lines run along the shorter side.
        let (line, plane) =
            board.box.isFlat
            ? (min(board.rows, board.columns), nil)
            : (board.box.lengths[axisOrder[2]], board.box.lengths[axisOrder[2]] * board.box.lengths[axisOrder[1]])
        lineLength = wholeGrid ? line : nil
        layerSize = wholeGrid ? plane : nil
        blocked = numbered.indices.filter { !board.isOpen(numbered[$0]) }
        var index = Array(repeating: -1, count: board.box.count)
        for (i, cell) in numbered.enumerated() where board.isOpen(cell) { index[board.box.offset(of: cell)] = i }
        indexByPosition = index
    }

    /// Every cell of `box`, blocked or open, in fill order from `corner`.
    static func fillOrder(of box: Box, from corner: Corner) -> [Cell] {
        let (axisOrder, directions) = axes(of: box, from: corner)
        return box.cells.map { (CellIndex.key($0, axisOrder, directions), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The axes of `box` from the slowest-changing in fill order from `corner` to the fastest, and their directions.
    private static func axes(of box: Box, from corner: Corner) -> (order: [Int], directions: [Int]) {
        // The longest side changes slowest; between sides of one length, columns before rows before layers.
        let order = [0, 1, 2].sorted { (box.lengths[$0], $0) > (box.lengths[$1], $1) }
        let directions =
            box.isFlat
            ? [
                1, corner == .bottomLeft || corner == .bottomRight ? -1 : 1,
                corner == .topRight || corner == .bottomRight ? -1 : 1,
            ]
            : [1, 1, 1]
        return (order, directions)
    }

    /// The coordinates of `cell` that fill order compares, slowest-changing first.
    private static func key(_ cell: Cell, _ axisOrder: [Int], _ directions: [Int]) -> (Int, Int, Int) {
        let coordinate = { (axis: Int) in
            directions[axis] * (axis == 0 ? cell.layer : axis == 1 ? cell.row : cell.column)
        }
        return (coordinate(axisOrder[0]), coordinate(axisOrder[1]), coordinate(axisOrder[2]))
    }

    /// Whether `a` comes before `b` in fill order, for any two cells, on the board or off it.
    func precedes(_ a: Cell, _ b: Cell) -> Bool {
        CellIndex.key(a, axisOrder, directions) < CellIndex.key(b, axisOrder, directions)
    }

    /// Number of open cells.
    var count: Int { cells.count }

    /// Number of cells numbered: the items a tiling problem needs for its cells.
    var numberedCount: Int { numbered.count }

    /// The index of `cell`, or nil when it is blocked or off the board.
    func index(of cell: Cell) -> Int? {
        guard box.contains(cell) else { return nil }
        let index = indexByPosition[box.offset(of: cell)]
        return index < 0 ? nil : index
    }

    /// The set of `cells`, or nil if any of them is blocked or off the board.
    func bitboard<S: Sequence>(of cells: S) -> Bitboard? where S.Element == Cell {
        var indices: [Int] = []
        for cell in cells {
            guard let index = index(of: cell) else { return nil }
            indices.append(index)
        }
        return Bitboard(indices: indices)
    }

    /// The cells of `bitboard`.
    func cells(of bitboard: Bitboard) -> [Cell] {
        bitboard.indices.map { numbered[$0] }
    }
}
