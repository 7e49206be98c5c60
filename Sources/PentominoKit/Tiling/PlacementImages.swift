/// Where each of a problem's symmetries takes each placement: to the placement of the image piece
/// on the image cells. Found one at a time, from a table of placements by piece and cells, so that
/// it holds on any surface, where a piece laid across an edge that meets another with the rows
/// reversed has no orientation of its own.
struct PlacementImages {
    /// The symmetries, other than the identity.
    let symmetries: [SetSymmetry]
    private let placements: [Placement]
    /// Each placement's index, by its piece and cells.
    private let placementAt: [Placement.Key: Int]
    /// The number of each numbered cell's image under symmetry `s`, at `s * cellCount + cell`, or
    /// -1 where that is not open.
    private let cellImages: [Int]
    private let cellCount: Int

    /// The images of `placements` of `pieces` on `board` under `symmetries`.
    init(of placements: [Placement], under symmetries: [SetSymmetry], board: Board, cellIndex: CellIndex) {
        self.symmetries = symmetries
        self.placements = placements
        placementAt =
            symmetries.isEmpty
            ? [:] : Dictionary(uniqueKeysWithValues: placements.enumerated().map { ($1.key, $0) })
        cellCount = cellIndex.numberedCount
        cellImages = symmetries.flatMap { symmetry in
            cellIndex.numbered.map { cellIndex.index(of: board.image(of: $0, under: symmetry.symmetry)) ?? -1 }
        }
    }

    /// The index of the image of placement `placement` under symmetry `symmetry` (an index into `symmetries`).
    func image(of placement: Int, under symmetry: Int) -> Int {
        image(of: placement, cells: Array(placements[placement].cells), under: symmetry)
    }

    /// The index of the image of placement `placement`, whose cells are `cells`, under symmetry `symmetry`.
    private func image(of placement: Int, cells: [Int], under symmetry: Int) -> Int {
        let images = symmetry * cellCount
        let key = Placement.Key(
            piece: symmetries[symmetry].pieces[placements[placement].piece],
            cells: Bitboard(indices: cells.lazy.map { cellImages[images + $0] }))
        return placementAt[key]!
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
