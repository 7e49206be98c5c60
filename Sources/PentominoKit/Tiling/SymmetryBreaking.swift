/// The rule that makes a search find as few tilings as it can from each class of tilings that the
/// problem's symmetries carry into one another, and what it leaves for `TilingClasses` to settle.
///
/// The anchor piece (one left to place, of which one copy is left, that every symmetry maps onto
/// itself; of those, one with the fewest orientations, such as X) may lie only at placements that are
/// the first of their class under the symmetries (the one on the lowest cells). When such a placement is itself left fixed by some
/// symmetries (the X on a mirror axis, say), those symmetries are still unbroken there. For each such
/// group a secondary item is made if a breaker piece exists: one left to place once, that each of
/// these symmetries maps onto itself but in another orientation (such as F, for the free pentominoes),
/// and none of whose placements it fixes. The anchor's fixed placements take the item, and so do the
/// breaker's placements that are not the first of their class under that group: the breaker then
/// lies one way of each class, and no tiling found is fixed by any of them. Where no breaker exists the group is left unbroken: the
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
    /// whose `images` say where they take each placement. `unique` are the pieces left to place of
    /// which one copy is left.
    init(images: PlacementImages, unique: [Int], pieces: PieceSet, placements: [Placement]) {
        self.init(noneFor: placements)
        let symmetries = images.symmetries
        let selfMapped = unique.filter { piece in symmetries.allSatisfy { $0.pieces[piece] == piece } }
        guard !symmetries.isEmpty,
            let anchor = selfMapped.min(by: {
                pieces.pieces[$0].orientations.count < pieces.pieces[$1].orientations.count
            })
        else { return }
        self.anchor = anchor
        // Each group of symmetries that fixes an anchor placement, with its breaker if it has one.
        var groups: [(symmetries: [Int], breaker: Int?)] = []
        var brokenGroups: [Int] = []
        for (index, placement) in placements.enumerated() where placement.piece == anchor {
            let placed = symmetries.indices.map { images.image(of: index, under: $0) }
            if placed.contains(where: { placements[$0].cells < placement.cells }) {
                allowed[index] = false
                continue
            }
            let stabiliser = placed.indices.filter { placed[$0] == index }
            guard !stabiliser.isEmpty else { continue }
            let group =
                groups.firstIndex { $0.symmetries == stabiliser }
                ?? {
                    groups.append(
                        (
                            stabiliser,
                            selfMapped.first { piece in
                                stabiliser.allSatisfy { symmetries[$0].movesEveryOrientation(of: piece) }
                                    && placements.indices.allSatisfy { other in
                                        placements[other].piece != piece
                                            || stabiliser.allSatisfy { images.image(of: other, under: $0) != other }
                                    }
                            }
                        ))
                    return groups.count - 1
                }()
            guard groups[group].breaker != nil else {
                residual[index] = stabiliser
                continue
            }
            let item =
                brokenGroups.firstIndex(of: group)
                ?? {
                    brokenGroups.append(group)
                    return brokenGroups.count - 1
                }()
            secondaryItems[index].append(item)
        }
        // The breaker keeps the least placement of each class under the group, by orientation, then
        // cells: where every placement's image has the image orientation, as on a flat board, one
        // way of each class of orientations.
        let order = { (placement: Placement) in (placement.orientation, placement.cells) }
        for (item, group) in brokenGroups.enumerated() {
            let (stabiliser, breaker) = (groups[group].symmetries, groups[group].breaker!)
            for (index, placement) in placements.enumerated() where placement.piece == breaker {
                let least = stabiliser.allSatisfy {
                    order(placement) < order(placements[images.image(of: index, under: $0)])
                }
                if !least { secondaryItems[index].append(item) }
            }
        }
        secondaryItemCount = brokenGroups.count
    }
}
