/// Numbers a board's open cells 0, 1, 2, … in fill order, so that a set of them is a `Bitboard`.
///
/// Fill order runs along the board's shorter side first (down each column of a wide board, along
/// each row of a tall one), which keeps the frontier of a lowest-cell-first search short.
public struct CellIndex: Sendable {
    /// The open cells in fill order: cell `i` has index `i`.
    public let cells: [Cell]
    /// On a full rectangle, the length of the lines that fill order runs along (the shorter side):
    /// then cell `i` neighbours `i ± 1` on its line and `i ± lineLength`. Nil on any other board.
    public let lineLength: Int?
    private let indexByPosition: [Int]
    private let columns: Int
    private let rows: Int

    /// The numbering of `board`'s open cells.
    public init(board: Board) {
        rows = board.rows
        columns = board.columns
        let positions: [Cell]
        if board.rows <= board.columns {
            positions = (0..<board.columns).flatMap { column in (0..<board.rows).map { Cell(row: $0, column: column) } }
        } else {
            positions = (0..<board.rows).flatMap { row in (0..<board.columns).map { Cell(row: row, column: $0) } }
        }
        cells = positions.filter(board.isOpen)
        lineLength = board.isRectangle ? min(board.rows, board.columns) : nil
        var index = Array(repeating: -1, count: board.rows * board.columns)
        for (i, cell) in cells.enumerated() { index[cell.row * board.columns + cell.column] = i }
        indexByPosition = index
    }

    /// Number of open cells.
    public var count: Int { cells.count }

    /// The index of `cell`, or nil when it is blocked or off the board.
    public func index(of cell: Cell) -> Int? {
        guard cell.row >= 0, cell.row < rows, cell.column >= 0, cell.column < columns else { return nil }
        let index = indexByPosition[cell.row * columns + cell.column]
        return index < 0 ? nil : index
    }

    /// The set of `cells`, or nil if any of them is blocked or off the board.
    public func bitboard<S: Sequence>(of cells: S) -> Bitboard? where S.Element == Cell {
        var bits: UInt64 = 0
        for cell in cells {
            guard let index = index(of: cell) else { return nil }
            bits |= 1 << UInt64(index)
        }
        return Bitboard(bits: bits)
    }

    /// The cells of `bitboard`.
    public func cells(of bitboard: Bitboard) -> [Cell] {
        bitboard.indices.map { cells[$0] }
    }
}
