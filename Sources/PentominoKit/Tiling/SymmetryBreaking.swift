/// The rule that makes a search find one tiling from each class of tilings that the board's symmetries
/// carry into one another.
///
/// The anchor piece (the one with the fewest orientations, X among the pentominoes) may lie only at
/// placements that are the first of their class under the board's symmetries. When such a placement
/// is itself left fixed by some symmetries (the X on a mirror axis, say), those symmetries are still
/// unbroken there: for each such group a secondary item is made, taken by the anchor's fixed placements
/// and by the placements of the breaker piece (one with eight distinct orientations) whose orientation
/// is not the first of its class under that group. So when the anchor lies on an axis, the breaker may
/// only lie one way of each mirrored pair.
///
/// This picks exactly one tiling per class because no tiling is fixed by any symmetry: the breaker
/// piece, with eight distinct orientations and no twin in the set, would have to be mapped onto itself.
/// Pieces placed in advance are neither anchor nor breaker: the board's symmetries already keep each
/// of them in place (and none is left when the breaker itself was placed).
struct SymmetryBreaking {
    /// Whether each placement may be used at all.
    private(set) var allowed: [Bool]
    /// The secondary items (numbered from 0) that each placement takes.
    private(set) var secondaryItems: [[Int]]
    /// Number of secondary items made.
    private(set) var secondaryItemCount: Int

    /// No restriction: every placement is allowed and takes no secondary item.
    init(noneFor placements: [Placement]) {
        allowed = Array(repeating: true, count: placements.count)
        secondaryItems = Array(repeating: [], count: placements.count)
        secondaryItemCount = 0
    }

    /// The rule for `placements` of `pieces` on `board`, whose cells are numbered by `cellIndex`;
    /// the anchor and the breaker are chosen among the pieces `unplaced` (those not placed in advance).
    init(board: Board, pieces: PieceSet, among unplaced: [Int], cellIndex: CellIndex, placements: [Placement]) {
        self.init(noneFor: placements)
        let group = board.symmetries.filter { $0 != .identity }
        guard !group.isEmpty, let anchor = SymmetryBreaking.anchor(of: pieces, among: unplaced),
              let breaker = SymmetryBreaking.breaker(of: pieces, among: unplaced) else { return }

        var groups: [[Symmetry]] = []
        for (index, placement) in placements.enumerated() where placement.piece == anchor {
            let cells = cellIndex.cells(of: placement.cells)
            let images = group.map { symmetry in
                (symmetry, cellIndex.bitboard(of: cells.map { board.image(of: $0, under: symmetry) })!)
            }
            if images.contains(where: { $0.1 < placement.cells }) {
                allowed[index] = false
                continue
            }
            let stabiliser = images.filter { $0.1 == placement.cells }.map(\.0)
            guard !stabiliser.isEmpty else { continue }
            if let known = groups.firstIndex(of: stabiliser) {
                secondaryItems[index].append(known)
            } else {
                groups.append(stabiliser)
                secondaryItems[index].append(groups.count - 1)
            }
        }
        let orientations = pieces.pieces[breaker].orientations
        for (item, stabiliser) in groups.enumerated() {
            let kept = (0..<orientations.count).filter { orientation in
                stabiliser.allSatisfy { symmetry in
                    orientations.firstIndex(of: orientations[orientation].transformed(by: symmetry))! > orientation
                }
            }
            for (index, placement) in placements.enumerated()
            where placement.piece == breaker && !kept.contains(placement.orientation) {
                secondaryItems[index].append(item)
            }
        }
        secondaryItemCount = groups.count
    }

    /// Of the pieces `candidates`, the one with the fewest orientations, the first such.
    static func anchor(of pieces: PieceSet, among candidates: [Int]) -> Int? {
        candidates.min { pieces.pieces[$0].orientations.count < pieces.pieces[$1].orientations.count }
    }

    /// Of the pieces `candidates`, the first with eight distinct orientations and no congruent twin
    /// in the set, if any.
    static func breaker(of pieces: PieceSet, among candidates: [Int]) -> Int? {
        candidates.first { index in
            let piece = pieces.pieces[index]
            return piece.orientations.count == 8
                && !pieces.pieces.indices.contains { $0 != index && pieces.pieces[$0].orientations.contains(piece.shape) }
        }
    }
}
