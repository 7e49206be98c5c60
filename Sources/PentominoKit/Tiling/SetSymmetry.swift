/// What one symmetry of a board does to a piece set: the piece each piece becomes (itself, unless it
/// is a one-sided piece turned over), and the orientation each orientation becomes. A symmetry that
/// turns a fixed piece into a shape the set does not hold as it is, or a one-sided piece into a
/// mirror image the set lacks, does not carry the set onto itself.
struct SetSymmetry {
    /// The symmetry.
    let symmetry: BoardSymmetry
    /// For each piece, the piece it becomes.
    let pieces: [Int]
    /// For each piece and each of its orientations, the orientation of the image piece it becomes.
    let orientations: [[Int]]

    /// What each of `symmetries` does to `set`, of whose pieces `remaining` are left to place: those
    /// that carry the set onto itself, in their order.
    ///
    /// What a symmetry does to the pieces depends on its turn alone, so each turn's maps are worked
    /// out once and shared by its shifts: a torus has a symmetry for every cell.
    static func carrying(_ set: PieceSet, remaining: [Int], under symmetries: [BoardSymmetry]) -> [SetSymmetry] {
        // Each turn met so far, with what it does to the set (nil where it does not carry it).
        var turns: [Symmetry] = [], maps: [SetSymmetry?] = []
        return symmetries.compactMap { symmetry in
            if !turns.contains(symmetry.turn) {
                turns.append(symmetry.turn)
                maps.append(SetSymmetry(turn: symmetry.turn, of: set, remaining: remaining))
            }
            let known = turns.firstIndex(of: symmetry.turn)!
            return maps[known].map { SetSymmetry(symmetry: symmetry, pieces: $0.pieces, orientations: $0.orientations) }
        }
    }

    private init(symmetry: BoardSymmetry, pieces: [Int], orientations: [[Int]]) {
        self.symmetry = symmetry
        self.pieces = pieces
        self.orientations = orientations
    }

    /// What `turn`, with no shift, does to `set`: the piece each piece becomes, and the orientation
    /// each orientation becomes; nil when `turn` does not carry the set onto itself: when a piece
    /// becomes shapes that no piece with as many left to place (`remaining`) takes, exactly those.
    private init?(turn: Symmetry, of set: PieceSet, remaining: [Int]) {
        var pieces: [Int] = [], orientations: [[Int]] = []
        for (index, piece) in set.pieces.enumerated() {
            // The piece itself if it takes the turned shapes, else (a one-sided piece turned over)
            // another piece that does, if the set holds one with as many left to place.
            let turned = piece.orientations.map { $0.transformed(by: turn) }
            // The orientations are one shape's images under the piece's motions (as drawn, turned, or
            // turned and mirrored: each group inside the next), so a piece that takes one of the
            // turned shapes, and as many shapes, takes exactly those.
            let takesTurned = { (other: Int) in
                let orientations = set.pieces[other].orientations
                return orientations.count == turned.count && orientations.contains(turned[0])
                    && remaining[other] == remaining[index]
            }
            guard let image = takesTurned(index) ? index : set.pieces.indices.first(where: takesTurned) else {
                return nil
            }
            pieces.append(image)
            orientations.append(turned.map { set.pieces[image].orientations.firstIndex(of: $0)! })
        }
        self.init(
            symmetry: BoardSymmetry(turn: turn, shift: Cell(row: 0, column: 0)), pieces: pieces,
            orientations: orientations)
    }

    /// Whether the symmetry takes `piece` to itself, each orientation to another.
    func movesEveryOrientation(of piece: Int) -> Bool {
        pieces[piece] == piece && orientations[piece].indices.allSatisfy { orientations[piece][$0] != $0 }
    }
}
