/// Where each of a problem's symmetries takes each placement: to the placement of the image piece
/// on the image cells. Found one at a time among the placements of the image piece whose first cell
/// is the first of the image cells, by their cells, so that it holds on any surface, where a piece
/// laid across an edge that meets another with the rows reversed has no orientation of its own.
///
/// A placement's cells are kept as a list and a fingerprint (a sum of their mixed numbers, which no
/// order changes), so that a candidate is ruled out by one comparison: a surface with a symmetry
/// for every cell asks for hundreds of thousands of images before its count starts.
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
    /// The cells of placement `p`, at `cellStart[p]..<cellStart[p + 1]`.
    private let cells: [Int]
    private let cellStart: [Int]
    /// For each placement, the fingerprint of its cells.
    private let fingerprints: [UInt64]

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
        // Each placement's cells read out of its bitboard once, in one pass.
        var cells: [Int] = [], cellStart = [0], fingerprints: [UInt64] = []
        cells.reserveCapacity(placements.count * (pieces.pieces.first?.size ?? 5))
        cellStart.reserveCapacity(placements.count + 1)
        fingerprints.reserveCapacity(placements.count)
        for placement in placements {
            var fingerprint: UInt64 = 0
            for cell in placement.cells {
                cells.append(cell)
                fingerprint &+= PlacementImages.mixed(cell)
            }
            cellStart.append(cells.count)
            fingerprints.append(fingerprint)
        }
        (self.cells, self.cellStart, self.fingerprints) = (cells, cellStart, fingerprints)
        cellImages = symmetries.flatMap { symmetry in
            cellIndex.numbered.map { cellIndex.index(of: board.image(of: $0, under: symmetry.symmetry)) ?? -1 }
        }
    }

    /// The index of the image of placement `placement` under symmetry `symmetry` (an index into `symmetries`).
    func image(of placement: Int, under symmetry: Int) -> Int {
        let images = symmetry * cellCount, piece = symmetries[symmetry].pieces[placements[placement].piece]
        let cells = self.cells[cellStart[placement]..<cellStart[placement + 1]]
        var first = Int.max, fingerprint: UInt64 = 0
        for cell in cells {
            let image = cellImages[images + cell]
            first = min(first, image)
            fingerprint &+= PlacementImages.mixed(image)
        }
        let entry = first * pieceCount + piece
        for candidate in start[entry]..<start[entry + 1]
        where fingerprints[candidate] == fingerprint
            && cells.allSatisfy({ placements[candidate].cells.contains(cellImages[images + $0]) })
        {
            return candidate
        }
        preconditionFailure("a symmetry of the problem takes every placement to a placement")
    }

    /// The image of every placement under each symmetry.
    ///
    /// A symmetry that is an earlier one followed by a shift of one cell along a wrapped direction
    /// takes each placement to the shift's image of the earlier one's image: one lookup instead of a
    /// search. That holds because such a shift commutes with the gluing (see `Surface`), and it
    /// makes the images of a torus's every shift cost little more than its turns'.
    var all: [[Int32]] {
        let position = Dictionary(
            symmetries.indices.map { (symmetries[$0].symmetry, $0) }, uniquingKeysWith: { first, _ in first })
        let unitShifts = [Cell(row: 0, column: 1), Cell(row: 1, column: 0)].compactMap { step in
            position[BoardSymmetry(turn: .identity, shift: step)].map { (step: step, symmetry: $0) }
        }
        var images: [[Int32]] = []
        images.reserveCapacity(symmetries.count)
        for (index, setSymmetry) in symmetries.enumerated() {
            let symmetry = setSymmetry.symmetry
            let composed = unitShifts.lazy.compactMap { unit -> (unit: Int, earlier: Int)? in
                guard unit.symmetry < index,
                    let earlier = position[BoardSymmetry(turn: symmetry.turn, shift: symmetry.shift - unit.step)],
                    earlier < index
                else { return nil }
                return (unit.symmetry, earlier)
            }.first
            if let (unit, earlier) = composed {
                images.append(images[earlier].map { images[unit][Int($0)] })
            } else {
                images.append(placements.indices.map { Int32(image(of: $0, under: index)) })
            }
        }
        return images
    }

    /// The bits of `cell`, mixed so that sums of a few differ: SplitMix64's first output from it.
    private static func mixed(_ cell: Int) -> UInt64 {
        var generator = SplitMix64(seed: UInt64(bitPattern: Int64(cell)))
        return generator.next()
    }
}
