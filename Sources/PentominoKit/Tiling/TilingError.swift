/// Why a board cannot be tiled by a piece set, in words a user can act on.
public enum TilingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The board's open cells do not match the cells the pieces cover.
    case wrongCellCount(open: Int, needed: Int)
    /// The board has more open cells than a bitboard holds.
    case tooManyCells(open: Int, limit: Int)

    public var description: String {
        switch self {
        case .wrongCellCount(let open, let needed):
            return "the board has \(open) open cells, but the 12 pentominoes cover exactly \(needed): give a board with exactly \(needed) open cells"
        case .tooManyCells(let open, let limit):
            return "the board has \(open) open cells, more than the \(limit) a bitboard holds"
        }
    }
}
