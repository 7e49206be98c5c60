/// The tatami rule, no point of the board where four pieces meet, as secondary items of a tiling's
/// exact cover, so that the search abandons a partial tiling as soon as four pieces meet anywhere.
///
/// A point is a corner that four open cells share, its block: A and B above, C and D below (across
/// the edges a surface glues, too). A placement is lone there when it covers one cell of the block.
/// Four pieces meet exactly when all four cells are covered by lone placements. With every cell
/// covered, three lone placements leave the fourth cell's piece lone too, so the rule is: at most two
/// lone placements, a secondary item of capacity 2 that every lone placement takes. Where no
/// placement covers B and C without A and D, A and D both lone forces B and C lone, so one item of
/// capacity 1 that the placements lone at A or D take is the rule, and Knuth's DLX1 reads it; or
/// likewise with the diagonals swapped. Only a surface of a short way round (3 or 4 cells, for
/// pentominoes) or pieces of seven cells or more have placements that join B and C so. Where cells
/// may be left empty, an empty cell is no piece: every point takes an item of capacity 3.
struct TatamiItems {
    /// For each placement, the items (numbered from 0) it takes, in ascending order.
    let items: [[Int]]
    /// How many chosen placements may take each item.
    let capacities: [Int]
    /// The items that the pieces placed in advance have filled.
    let coveredAtStart: [Int]
    /// The top left cell of each item's point, for its name.
    let points: [Cell]

    /// The items of `placements` on `board`, whose cells `cellIndex` numbers, where the placements
    /// `placedInAdvance` are placed before the search and cells may be left empty if `gapsAllowed`.
    /// - Throws: `TilingError.tatamiBrokenInAdvance` where the pieces placed in advance already
    ///   leave four pieces to meet at a point.
    init(
        board: Board, cellIndex: CellIndex, placements: [Placement], placedInAdvance: [Int], gapsAllowed: Bool
    ) throws(TilingError) {
        // Each point's block, as cell numbers in the order A, B, C, D.
        var blocks: [[Int]] = [], corners: [Cell] = []
        for cell in board.box.cells {
            let block = [(0, 0), (0, 1), (1, 0), (1, 1)].map { step in
                board.surface.cell(
                    atLift: Cell(row: cell.row + step.0, column: cell.column + step.1), rows: board.rows,
                    columns: board.columns
                ).flatMap(cellIndex.index(of:))
            }
            let numbers = block.compactMap { $0 }
            guard numbers.count == 4, Set(numbers).count == 4 else { continue }
            blocks.append(numbers)
            corners.append(cell)
        }
        var blocksOfCell = Array(repeating: [(point: Int, corner: Int)](), count: cellIndex.numberedCount)
        for (point, block) in blocks.enumerated() {
            for (corner, cell) in block.enumerated() { blocksOfCell[cell].append((point, corner)) }
        }
        // For each placement, the points whose blocks it meets, with the corners it covers as bits
        // (A 1, B 2, C 4, D 8).
        let covered: [[(point: Int, corners: Int)]] = placements.map { placement in
            var covered: [(point: Int, corners: Int)] = []
            for cell in placement.cells {
                for (point, corner) in blocksOfCell[cell] {
                    if let entry = covered.firstIndex(where: { $0.point == point }) {
                        covered[entry].corners |= 1 << corner
                    } else {
                        covered.append((point, 1 << corner))
                    }
                }
            }
            return covered
        }
        // Which corners each point's items are taken at: both diagonals' or one's.
        let all = 0b1111, aAndD = 0b1001, bAndC = 0b0110
        var joinsBAndC = Array(repeating: false, count: blocks.count), joinsAAndD = joinsBAndC
        for (point, corners) in covered.joined() {
            if corners == bAndC { joinsBAndC[point] = true }
            if corners == aAndD { joinsAAndD[point] = true }
        }
        let takenAt: [Int] = blocks.indices.map { point in
            if gapsAllowed { return all }
            if !joinsBAndC[point] { return aAndD }
            if !joinsAAndD[point] { return bAndC }
            return all
        }
        var capacities = takenAt.map { $0 != all ? 1 : gapsAllowed ? 3 : 2 }
        let lone = { (placement: Int) in
            covered[placement].compactMap { point, corners in
                corners.nonzeroBitCount == 1 && corners & takenAt[point] != 0 ? point : nil
            }.sorted()
        }
        var startCovered: [Int] = []
        for placement in placedInAdvance {
            for point in lone(placement) {
                capacities[point] -= 1
                if capacities[point] < 0 { throw .tatamiBrokenInAdvance(corners[point]) }
                if capacities[point] == 0 {
                    capacities[point] = 1
                    startCovered.append(point)
                }
            }
        }
        items = placements.indices.map(lone)
        self.capacities = capacities
        coveredAtStart = startCovered.sorted()
        points = corners
    }
}
