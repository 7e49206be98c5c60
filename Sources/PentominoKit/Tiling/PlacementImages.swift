/// Where each of a problem's symmetries takes each placement: to the placement of the image piece
/// on the image cells. Found one at a time among the placements of the image piece whose first cell
/// is the first of the image cells, by their cells, so that it holds on any surface, where a piece
/// laid across an edge that meets another with the rows reversed has no orientation of its own.
struct PlacementImages {
    /// The symmetries, other than the identity.
    let symmetries: [SetSymmetry]
    /// The placements, in order of their first cells, then of their pieces.
    private let placements: [Placement]
    /// Where the placements of piece `p` whose first cell is `c` start in `placements`, at
    /// `c * pieceCount + p`, and end, at the next entry.
    private let start: [Int]
    private let pieceCount: Int
    /// The number of each numbered cell's image under symmetry `s`, at `s * cellCount + cell`, or
    /// -1 where that is not open.
    private let cellImages: [Int]
    private let cellCount: Int

    /// The images of `placements` of `pieces` (in order of their first cells, then of their pieces)
    /// on `board` under `symmetries`.
    init(
        of placements: [Placement], under symmetries: [SetSymmetry], pieces: PieceSet, board: Board,
        cellIndex: CellIndex
    ) {
        self.symmetries = symmetries
        self.placements = placements
        cellCount = cellIndex.numberedCount
        pieceCount = pieces.pieces.count
        var start = Array(repeating: placements.count, count: cellCount * pieceCount + 1)
        for (index, placement) in placements.enumerated().reversed() {
            start[placement.cells.lowestIndex! * pieceCount + placement.piece] = index
        }
        for entry in start.indices.dropLast().reversed() { start[entry] = min(start[entry], start[entry + 1]) }
        self.start = start
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
        let images = symmetry * cellCount, piece = symmetries[symmetry].pieces[placements[placement].piece]
        var first = Int.max
        for cell in cells { first = min(first, cellImages[images + cell]) }
        let entry = first * pieceCount + piece
        for candidate in start[entry]..<start[entry + 1]
        where cells.allSatisfy({ placements[candidate].cells.contains(cellImages[images + $0]) }) {
            return candidate
        }
        preconditionFailure("a symmetry of the problem takes every placement to a placement")
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
