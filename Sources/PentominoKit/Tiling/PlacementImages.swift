/// Where each of a problem's symmetries takes each placement: to the placement of the image piece,
/// in the image orientation, whose first cell in fill order is the first of the image cells. Found
/// one at a time, from a table of placements by first cell and shape.
struct PlacementImages {
    /// The symmetries, other than the identity.
    let symmetries: [SetSymmetry]
    private let placements: [Placement]
    /// Each (piece, orientation) pair is a shape, numbered in order from `shapeStart[piece]`.
    private let shapeStart: [Int]
    private let shapeCount: Int
    /// The placement with each first cell and shape, at `first * shapeCount + shape`, or -1.
    private let placementAt: [Int32]
    /// For each symmetry, the number of each numbered cell's image, or -1 where that is not open.
    private let cellImages: [[Int]]

    /// The images of `placements` of `pieces` on `board` under `symmetries`.
    init(of placements: [Placement], under symmetries: [SetSymmetry], pieces: PieceSet, board: Board, cellIndex: CellIndex) {
        self.symmetries = symmetries
        self.placements = placements
        let shapeStart = pieces.pieces.indices.reduce(into: [0]) { $0.append($0.last! + pieces.pieces[$1].orientations.count) }
        self.shapeStart = shapeStart
        shapeCount = shapeStart.last!
        var placementAt = Array(repeating: Int32(-1), count: symmetries.isEmpty ? 0 : cellIndex.numberedCount * shapeCount)
        if !symmetries.isEmpty {
            for (position, placement) in placements.enumerated() {
                placementAt[placement.cells.lowestIndex! * shapeCount + shapeStart[placement.piece] + placement.orientation] = Int32(position)
            }
        }
        self.placementAt = placementAt
        cellImages = symmetries.map { symmetry in
            cellIndex.numbered.map { cellIndex.index(of: board.image(of: $0, under: symmetry.symmetry)) ?? -1 }
        }
    }

    /// The index of the image of placement `placement` under symmetry `symmetry` (an index into `symmetries`).
    func image(of placement: Int, under symmetry: Int) -> Int {
        let original = placements[placement], set = symmetries[symmetry]
        var first = Int.max
        for cell in original.cells { first = min(first, cellImages[symmetry][cell]) }
        return Int(placementAt[first * shapeCount + shapeStart[set.pieces[original.piece]] + set.orientations[original.piece][original.orientation]])
    }

    /// The image of every placement under each symmetry.
    var all: [[Int32]] {
        symmetries.indices.map { symmetry in placements.indices.map { Int32(image(of: $0, under: symmetry)) } }
    }
}
