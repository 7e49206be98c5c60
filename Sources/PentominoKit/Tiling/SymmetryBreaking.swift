/// The rule that makes a search find as few tilings as it can from each class of tilings that the
/// problem's symmetries carry into one another, and what it leaves for `TilingClasses` to settle.
///
/// The anchor piece (one left to place, of which one copy is left, that every symmetry maps onto
/// itself; of those, one with the fewest orientations, such as X) may lie only at placements that are
/// the first of their class under the symmetries. When such a placement is itself left fixed by some
/// symmetries (the X on a mirror axis, say), those symmetries are still unbroken there. For each such
/// group a secondary item is made if a breaker piece exists: one left to place once, that each of
/// these symmetries maps onto itself but in another orientation (such as F, for the free pentominoes).
/// The anchor's fixed placements take the item, and so do the breaker's placements whose orientation
/// is not the first of its class under that group: the breaker then lies one way of each class, and no
/// tiling found is fixed by any of them. Where no breaker exists the group is left unbroken: the
/// search finds every tiling of such a class, and `residual` says which symmetries remain for them.
/// Without an anchor, no symmetry is broken.
struct SymmetryBreaking {
    /// Whether each placement may be used at all.
    private(set) var allowed: [Bool]
    /// The secondary items (numbered from 0) that each placement takes.
    private(set) var secondaryItems: [[Int]]
    /// Number of secondary items made.
    private(set) var secondaryItemCount: Int
    /// The anchor piece, if there is one.
    private(set) var anchor: Int?
    /// For each placement of the anchor, the symmetries (by index in the problem's list, identity
    /// left out) that it leaves unbroken; empty for every other placement.
    private(set) var residual: [[Int]]

    /// No restriction: every placement is allowed and takes no secondary item.
    init(noneFor placements: [Placement]) {
        allowed = Array(repeating: true, count: placements.count)
        secondaryItems = Array(repeating: [], count: placements.count)
        secondaryItemCount = 0
        residual = Array(repeating: [], count: placements.count)
    }

    /// The rule for `placements` of `pieces`, under the problem's symmetries other than the identity,
    /// `symmetries`: under symmetry `s`, piece `p` becomes `pieceImages[s][p]` and placement `q`
    /// becomes `placementImages[s][q]`. `unique` are the pieces left to place of which one copy is left.
    init(symmetries: [Symmetry], pieces: PieceSet, unique: [Int], pieceImages: [[Int]], placements: [Placement],
         placementImages: [[Int]]) {
        self.init(noneFor: placements)
        let selfMapped = unique.filter { piece in pieceImages.allSatisfy { $0[piece] == piece } }
        guard !symmetries.isEmpty,
              let anchor = selfMapped.min(by: { pieces.pieces[$0].orientations.count < pieces.pieces[$1].orientations.count }) else { return }
        self.anchor = anchor
        var groups: [[Int]] = []
        for (index, placement) in placements.enumerated() where placement.piece == anchor {
            let images = placementImages.map { $0[index] }
            if images.contains(where: { $0 < index }) {
                allowed[index] = false
                continue
            }
            let stabiliser = images.indices.filter { images[$0] == index }
            guard !stabiliser.isEmpty else { continue }
            guard SymmetryBreaking.breaker(for: stabiliser, symmetries: symmetries, pieces: pieces, among: selfMapped) != nil else {
                residual[index] = stabiliser
                continue
            }
            if let known = groups.firstIndex(of: stabiliser) {
                secondaryItems[index].append(known)
            } else {
                groups.append(stabiliser)
                secondaryItems[index].append(groups.count - 1)
            }
        }
        for (item, stabiliser) in groups.enumerated() {
            let breaker = SymmetryBreaking.breaker(for: stabiliser, symmetries: symmetries, pieces: pieces, among: selfMapped)!
            let orientations = pieces.pieces[breaker].orientations
            let kept = (0..<orientations.count).filter { orientation in
                stabiliser.allSatisfy { orientations.firstIndex(of: orientations[orientation].transformed(by: symmetries[$0]))! > orientation }
            }
            for (index, placement) in placements.enumerated() where placement.piece == breaker && !kept.contains(placement.orientation) {
                secondaryItems[index].append(item)
            }
        }
        secondaryItemCount = groups.count
    }

    /// Of the pieces `candidates` (each mapped onto itself by every symmetry), the first whose every
    /// orientation each symmetry of `group` (indices into `symmetries`) turns into another.
    static func breaker(for group: [Int], symmetries: [Symmetry], pieces: PieceSet, among candidates: [Int]) -> Int? {
        candidates.first { index in
            let orientations = pieces.pieces[index].orientations
            return group.allSatisfy { symmetry in
                orientations.allSatisfy { $0.transformed(by: symmetries[symmetry]) != $0 }
            }
        }
    }
}
