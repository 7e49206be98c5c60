/// One piece, in one of its orientations, at one position on a board.
struct Placement: Hashable, Sendable {
    /// Index of the piece in its piece set.
    let piece: Int
    /// Index of the orientation in the piece's `orientations`: on a surface, the first of those in
    /// which the piece can be laid on these cells.
    let orientation: Int
    /// The open cells the piece covers.
    let cells: Bitboard

    /// A piece on some cells: what tells placements apart, in whichever orientation each was laid.
    struct Key: Hashable, Sendable {
        let piece: Int
        let cells: Bitboard
    }

    /// The placement's piece and cells.
    var key: Key { Key(piece: piece, cells: cells) }
}
