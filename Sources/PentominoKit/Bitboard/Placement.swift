/// One piece, in one of its orientations, at one position on a board.
public struct Placement: Hashable, Sendable {
    /// Index of the piece in its piece set.
    public let piece: Int
    /// Index of the orientation in the piece's `orientations`.
    public let orientation: Int
    /// The open cells the piece covers.
    public let cells: Bitboard

    /// The placement of piece `piece` in orientation `orientation` over `cells`.
    public init(piece: Int, orientation: Int, cells: Bitboard) {
        self.piece = piece
        self.orientation = orientation
        self.cells = cells
    }
}
