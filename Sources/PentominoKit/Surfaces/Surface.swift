/// How the edges of a flat board's grid of R rows and C columns meet, if they do.
///
/// A surface is the grid's rectangle with some of its sides glued: a piece that runs off one glued
/// side comes back on the side it meets. Each surface is the quotient of an unbounded grid, the
/// cover, whose cells lie at any column (and, where rows wrap, at any row); `cell(atLift:rows:columns:)`
/// takes a cell of the cover to the cell of the board it lies on. A piece is laid in the cover as
/// on a flat board and its cells taken to the board; the placement is legal when they are distinct
/// open cells. A piece may so wrap around and touch itself, but never cover a cell twice, and two
/// ways of laying a piece that cover the same cells are one placement: a tiling is which piece
/// covers each cell.
public enum Surface: String, CaseIterable, Sendable, CustomStringConvertible {
    /// No edges meet: the board as it is drawn.
    case flat
    /// The last column meets the first.
    case ring
    /// The last row meets the first.
    case tube
    /// The last column meets the first, and the last row the first.
    case torus
    /// The last column meets the first with the rows reversed: row r meets row R-1-r.
    case mobius
    /// As the Möbius strip, and the last row also meets the first.
    case klein

    /// Whether the last column meets the first.
    public var wrapsColumns: Bool { self == .ring || self == .torus || self == .mobius || self == .klein }
    /// Whether the last row meets the first.
    public var wrapsRows: Bool { self == .tube || self == .torus || self == .klein }
    /// Whether the columns meet with the rows reversed, so that a piece carried once around comes
    /// back turned over: the surface has one side only, and a one-sided piece makes no sense on it.
    public var isTwisted: Bool { self == .mobius || self == .klein }

    /// The name a user gives: `flat`, `ring`, `tube`, `torus`, `mobius` or `klein`.
    public var description: String { rawValue }

    /// How the surface is called in a sentence, such as `a Möbius strip`.
    public var phrase: String {
        switch self {
        case .flat: "a flat board"
        case .ring: "a ring"
        case .tube: "a tube"
        case .torus: "a torus"
        case .mobius: "a Möbius strip"
        case .klein: "a Klein bottle"
        }
    }

    /// The cell of a board of `rows` by `columns` on this surface that `cell` of the cover lies on,
    /// or nil when it lies off the board (past an edge that meets no other).
    public func cell(atLift cell: Cell, rows: Int, columns: Int) -> Cell? {
        var (row, column) = (cell.row, cell.column)
        if wrapsColumns {
            let laps = column >= 0 ? column / columns : -((columns - 1 - column) / columns)
            column -= laps * columns
            // Each lap across the twisted seam turns the rows over.
            if isTwisted && laps & 1 != 0 { row = rows - 1 - row }
        }
        if wrapsRows { row = ((row % rows) + rows) % rows }
        guard row >= 0 && row < rows && column >= 0 && column < columns else { return nil }
        return Cell(layer: cell.layer, row: row, column: column)
    }
}
