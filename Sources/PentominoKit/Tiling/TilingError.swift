/// Why a board cannot be tiled by a piece set, in words a user can act on.
public enum TilingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The board has fewer open cells than the pieces cover (whether or not gaps were allowed).
    case tooFewCells(open: Int, needed: Int, pieces: PieceSet, gapsAllowed: Bool)
    /// The board has more open cells than the pieces cover, and gaps were not allowed.
    case gapsNotAllowed(open: Int, needed: Int, pieces: PieceSet)
    /// A piece placed in advance has a name that no piece of the set has.
    case unknownPlacedPiece(Character)
    /// The cells of a piece placed in advance do not form that piece: they form the piece `forms`
    /// of the set, if they form one, or, if `mirrored`, the mirror image of that one-sided piece.
    case misshapenPlacedPiece(Character, cells: Int, forms: Character? = nil, mirrored: Bool = false)
    /// Copies of a piece placed in advance touch so that their cells split into copies in more than one way.
    case ambiguousPlacedPieces(Character, cells: Int)
    /// So many copies of a piece placed in advance touch that their cells could not be split into copies.
    case tangledPlacedPieces(Character, cells: Int)
    /// A piece is placed in advance more times than the set holds it.
    case placedTooOften(Character, times: Int, copies: Int)
    /// A solid piece, drawn in several layers, and a flat board.
    case solidPieceOnFlatBoard(Character)
    /// A piece that is one-sided only in the plane (see `PieceSet.firstPieceOneSidedOnlyInThePlane`) and a box of several layers.
    case oneSidedPieceInBox(Character)
    /// A piece that does not take its mirror images (one-sided or fixed), and a surface that turns a
    /// piece over as it carries it around.
    case pieceNotTurnedOver(Character, Surface)
    /// Pieces placed in advance that leave four pieces to meet at the point below and right of this
    /// cell, where the tatami rule is asked for.
    case tatamiBrokenInAdvance(Cell)

    public var description: String {
        switch self {
        case .tatamiBrokenInAdvance(let cell):
            return
                "the pieces placed in advance leave four pieces to meet at the corner below and right of row \(cell.row + 1), column \(cell.column + 1), which the tatami rule forbids: move them, or count without the rule"
        case .pieceNotTurnedOver(let letter, let surface):
            return
                "the \(letter) piece never lies turned over, but \(surface.phrase) turns a piece over as it carries it around: give pieces that turn over freely, or a ring, a tube or a torus"
        case .tooFewCells(let open, let needed, let pieces, _) where needed > Board.maximumCells:
            return
                "the board has \(counted(open, "open cell")), but \(pieces.name) \(pieces.pieceCount == 1 ? "covers" : "cover") \(needed), more than a board may have (\(Board.maximumCells) cells): give fewer pieces"
        case .tooFewCells(let open, let needed, let pieces, let gapsAllowed):
            return
                "the board has \(counted(open, "open cell")), but \(pieces.name) \(pieces.pieceCount == 1 ? "covers" : "cover") exactly \(needed): give a board with \(gapsAllowed ? "at least" : "exactly") \(counted(needed, "open cell"))"
        case .gapsNotAllowed(let open, let needed, let pieces):
            return
                "the board has \(open) open cells, \(open - needed) more than \(pieces.name) \(pieces.pieceCount == 1 ? "covers" : "cover"): give a board with exactly \(counted(needed, "open cell")), or allow gaps to leave \(counted(open - needed, "cell")) empty"
        case .unknownPlacedPiece(let name):
            return "\(name.quotedForMessage) is placed on the board, but no piece of the set is called that"
        case .misshapenPlacedPiece(let name, _, let other?, _):
            return
                "the cells marked \(name) form the \(other) piece, not the \(name): mark exactly the cells of one \(name), in any orientation, or name them \(other)"
        case .misshapenPlacedPiece(let name, _, nil, true):
            return
                "the cells marked \(name) form the mirror image of the one-sided \(name), which only turns in the plane: mark the cells of one \(name) turned, never mirrored"
        case .misshapenPlacedPiece(let name, let cells, nil, false):
            return
                "the \(counted(cells, "cell")) marked \(name) \(cells == 1 ? "does" : "do") not form the \(name) piece: mark exactly the cells of one \(name), in any orientation"
        case .ambiguousPlacedPieces(let name, let cells):
            return
                "the \(cells) cells marked \(name) split into \(name) pieces in more than one way: leave the cells of one of them unmarked ('.') so that the rest split one way only"
        case .tangledPlacedPieces(let name, let cells):
            return
                "the \(cells) cells marked \(name) are too many side by side to split into \(name) pieces: leave the cells of some of them unmarked ('.')"
        case .placedTooOften(let name, let times, let copies):
            return
                "\(name) is placed \(times) times, but the set holds \(copies == 1 ? "one" : String(copies)) \(name): mark the cells of \(copies == 1 ? "one \(name)" : "at most \(copies)") only"
        case .solidPieceOnFlatBoard(let name):
            return
                "piece \(name.quotedForMessage) is drawn in several layers, so it fits only a box of several layers, not a flat board: give a box such as 3x4x5, or a drawing with layers"
        case .oneSidedPieceInBox(let name):
            return
                "piece \(name.quotedForMessage) is one-sided, but in a box of several layers every piece turns every way, and a turn in space gives it its mirror image: give free pieces for a box (such as pentominoes or FFLL), or a flat board for one-sided ones"
        }
    }
}
