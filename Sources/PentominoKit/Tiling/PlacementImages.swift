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
    /// The number of each numbered cell's image under symmetry `s`, at `s * cellCount + cell`, or
    /// -1 where that is not open.
    private let cellImages: [Int]
    private let cellCount: Int
    /// The number of each shape's image under symmetry `s`, at `s * shapeCount + shape`.
    private let shapeImages: [Int]

    /// The images of `placements` of `pieces` on `board` under `symmetries`.
    init(
        of placements: [Placement], under symmetries: [SetSymmetry], pieces: PieceSet, board: Board,
        cellIndex: CellIndex
    ) {
        self.symmetries = symmetries
        self.placements = placements
        let shapeStart = pieces.pieces.indices.reduce(into: [0]) {
            $0.append($0.last! + pieces.pieces[$1].orientations.count)
        }
        self.shapeStart = shapeStart
        let shapeCount = shapeStart.last!
        self.shapeCount = shapeCount
        var placementAt = Array(
            repeating: Int32(-1), count: symmetries.isEmpty ? 0 : cellIndex.numberedCount * shapeCount)
        if !symmetries.isEmpty {
            for (position, placement) in placements.enumerated() {
                placementAt[
                    placement.cells.lowestIndex! * shapeCount + shapeStart[placement.piece] + placement.orientation] =
                    Int32(position)
            }
        }
        self.placementAt = placementAt
        cellCount = cellIndex.numberedCount
        cellImages = symmetries.flatMap { symmetry in
            cellIndex.numbered.map { cellIndex.index(of: board.image(of: $0, under: symmetry.symmetry)) ?? -1 }
        }
        shapeImages = symmetries.flatMap { set in
            pieces.pieces.indices.flatMap { piece in
                pieces.pieces[piece].orientations.indices.map {
                    shapeStart[set.pieces[piece]] + set.orientations[piece][$0]
                }
            }
        }
    }

    /// The index of the image of placement `placement` under symmetry `symmetry` (an index into `symmetries`).
    func image(of placement: Int, under symmetry: Int) -> Int {
        image(of: placement, cells: Array(placements[placement].cells), under: symmetry)
    }

    /// The index of the image of placement `placement`, whose cells are `cells`, under symmetry `symmetry`.
    private func image(of placement: Int, cells: [Int], under symmetry: Int) -> Int {
        let original = placements[placement], images = symmetry * cellCount
        var first = Int.max
        for cell in cells { first = min(first, cellImages[images + cell]) }
        return Int(
            placementAt[
                first * shapeCount
                    + shapeImages[symmetry * shapeCount + shapeStart[original.piece] + original.orientation]])
    }

    /// The image of every placement under each symmetry. Each placement's cells are read out of its
    /// bitboard once for all the symmetries.
    var all: [[Int32]] {
        var images = symmetries.map { _ in [Int32](repeating: 0, count: placements.count) }
        var cells: [Int] = []
        for placement in placements.indices {
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: placements[placement].cells)
            for symmetry in symmetries.indices {
                images[symmetry][placement] = Int32(image(of: placement, cells: cells, under: symmetry))
            }
        }
        return images
    }
}
