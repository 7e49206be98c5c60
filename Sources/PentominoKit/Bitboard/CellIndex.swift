/// Numbers a board's cells 0, 1, 2, … in fill order, so that a set of them is a `Bitboard`.
///
/// Fill order runs along the board's shorter side first (down each column of a wide board, along
/// each row of a tall one), which keeps the frontier of a lowest-cell-first search short, from one
/// of the board's corners. When the board's whole grid fits the words its open cells need (one
/// 64-bit word, or two for more than 64 open cells), every cell of the grid gets a number, blocked
/// ones too: then cell `i` neighbours `i ± 1` along its line and `i ± lineLength`, on any board, and
/// the blocked cells are items covered from the start. Otherwise only the open cells are numbered.
public struct CellIndex: Sendable {
    /// A corner of the board, where fill order starts.
    public enum Corner: CaseIterable, Sendable {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The cell that each number stands for, in fill order: every cell of the grid, or only the open ones.
    public let numbered: [Cell]
    /// The open cells, in fill order.
    public let cells: [Cell]
    /// When every cell of the grid is numbered, the length of the lines that fill order runs along
    /// (the shorter side); nil when only the open cells are.
    public let lineLength: Int?
    /// The numbers of blocked cells: items that are covered from the start.
    public let blocked: [Int]
    /// The corner fill order starts from.
    public let corner: Corner
    private let indexByPosition: [Int]
    private let columns: Int
    private let rows: Int

    /// The numbering of `board`'s cells, in fill order from `corner`.
    public init(board: Board, from corner: Corner = .topLeft) {
        rows = board.rows
        columns = board.columns
        self.corner = corner
        let rowOrder = corner == .bottomLeft || corner == .bottomRight ? Array((0..<board.rows).reversed()) : Array(0..<board.rows)
        let columnOrder = corner == .topRight || corner == .bottomRight ? Array((0..<board.columns).reversed()) : Array(0..<board.columns)
        let positions: [Cell]
        if board.rows <= board.columns {
            positions = columnOrder.flatMap { column in rowOrder.map { Cell(row: $0, column: column) } }
        } else {
            positions = rowOrder.flatMap { row in columnOrder.map { Cell(row: row, column: $0) } }
        }
        let open = positions.filter(board.isOpen)
        // One word when the open cells fit one; two when they need them.
        let wholeGrid = positions.count <= (open.count <= 64 ? 64 : RegionRule.maximumItems)
        let numbered = wholeGrid ? positions : open
        cells = open
        self.numbered = numbered
        lineLength = wholeGrid ? min(board.rows, board.columns) : nil
        blocked = numbered.indices.filter { !board.isOpen(numbered[$0]) }
        var index = Array(repeating: -1, count: board.rows * board.columns)
        for (i, cell) in numbered.enumerated() where board.isOpen(cell) { index[cell.row * board.columns + cell.column] = i }
        indexByPosition = index
    }

    /// Whether `a` comes before `b` in fill order, for any two cells, on the board or off it.
    public func precedes(_ a: Cell, _ b: Cell) -> Bool {
        let row = corner == .bottomLeft || corner == .bottomRight ? -1 : 1
        let column = corner == .topRight || corner == .bottomRight ? -1 : 1
        return rows <= columns ? (column * a.column, row * a.row) < (column * b.column, row * b.row)
                               : (row * a.row, column * a.column) < (row * b.row, column * b.column)
    }

    /// Number of open cells.
    public var count: Int { cells.count }

    /// Number of cells numbered: the items a tiling problem needs for its cells.
    public var numberedCount: Int { numbered.count }

    /// The index of `cell`, or nil when it is blocked or off the board.
    public func index(of cell: Cell) -> Int? {
        guard cell.row >= 0, cell.row < rows, cell.column >= 0, cell.column < columns else { return nil }
        let index = indexByPosition[cell.row * columns + cell.column]
        return index < 0 ? nil : index
    }

    /// The set of `cells`, or nil if any of them is blocked or off the board.
    public func bitboard<S: Sequence>(of cells: S) -> Bitboard? where S.Element == Cell {
        var indices: [Int] = []
        for cell in cells {
            guard let index = index(of: cell) else { return nil }
            indices.append(index)
        }
        return Bitboard(indices: indices)
    }

    /// The cells of `bitboard`.
    public func cells(of bitboard: Bitboard) -> [Cell] {
        bitboard.indices.map { numbered[$0] }
    }
}
