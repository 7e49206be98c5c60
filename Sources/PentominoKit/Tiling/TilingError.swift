/// Why a board cannot be tiled by a piece set, in words a user can act on.
public enum TilingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The board's open cells do not match the cells the pieces cover.
    case wrongCellCount(open: Int, needed: Int, pieces: PieceSet)
    /// The board has more open cells than the pieces cover, and gaps were not allowed.
    case gapsNotAllowed(open: Int, needed: Int, pieces: PieceSet)
    /// Distinct tilings were asked for, but the pieces cannot break the board's symmetry.
    case symmetryUnbreakable
    /// A piece placed in advance has a name that no piece of the set has.
    case unknownPlacedPiece(Character)
    /// The cells of a piece placed in advance do not form that piece.
    case misshapenPlacedPiece(Character, cells: Int)
    /// A piece is placed in advance more times than the set holds it.
    case placedTooOften(Character, times: Int)

    public var description: String {
        switch self {
        case .wrongCellCount(let open, let needed, let pieces):
            return "the board has \(open) open cell\(open == 1 ? "" : "s"), but \(pieces.name) \(pieces.pieces.count == 1 ? "covers" : "cover") exactly \(needed): give a board with exactly \(needed) open cells"
        case .gapsNotAllowed(let open, let needed, let pieces):
            return "the board has \(open) open cells, \(open - needed) more than \(pieces.name) \(pieces.pieces.count == 1 ? "covers" : "cover"): give a board with exactly \(needed) open cells, or allow gaps (--allow-gaps) to leave \(open - needed) cell\(open - needed == 1 ? "" : "s") empty"
        case .symmetryUnbreakable:
            return "no piece left to place has eight distinct orientations, so the search cannot pick one tiling of each symmetry class: ask for every tiling (--with-symmetries), or count them"
        case .unknownPlacedPiece(let name):
            return "\(name.quotedForMessage) is placed on the board, but no piece of the set is called that"
        case .misshapenPlacedPiece(let name, let cells):
            return "the \(cells) cell\(cells == 1 ? "" : "s") marked \(name) do not form the \(name) piece: mark exactly the cells of one \(name), in any orientation"
        case .placedTooOften(let name, let times):
            return "\(name) is placed \(times) times, but the set holds one \(name): mark the cells of one \(name) only"
        }
    }
}
