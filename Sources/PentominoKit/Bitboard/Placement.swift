/// One piece, in one of its orientations, at one position on a board.
struct Placement: Hashable, Sendable {
    /// Index of the piece in its piece set.
    let piece: Int
    /// Index of the orientation in the piece's `orientations`.
    let orientation: Int
    /// The open cells the piece covers.
    let cells: Bitboard
}
