/// The verifier's own search for whether a group of touching cells splits into copies of one piece.
///
/// At each step it covers the free cell with the fewest ways left to be covered (looking only at free
/// cells on the edge of what is free, where those are), in each of those ways in turn, and passes over
/// a copy that closes off a pocket of free cells that no copies fill: one whose size is not a multiple
/// of the piece's, or one of the piece's size but not its shape. It shares nothing with the solver.
struct CopySplitter {
    /// For each position of the group's bounding box, padded on every side so that a copy placed
    /// near an edge lands on padding rather than wrapping round: whether it is a cell still to cover.
    private var free: [Bool]
    /// The free cells left.
    private var freeCount: Int
    /// Every way to cover a cell with a copy: the offsets of the copy's cells from that cell.
    private let covers: [[Int]]
    /// The piece's orientations, as the offsets of their cells from the first, in ascending order.
    private let shapes: Set<[Int]>
    /// The offsets of a position's neighbours.
    private let steps: [Int]
    private let pieceSize: Int
    /// For each position, the number of the last pocket grown through it.
    private var mark: [Int]
    private var pocket = 0
    /// Copies left to place before the search gives up.
    private var budget: Int

    /// Pockets that grow to this many cells are taken as fillable.
    private static let pocketLimit = 64

    /// The splitter of `cells` (not empty) into shapes of `orientations` (all of one size), giving up
    /// after placing `budget` copies.
    init(_ cells: [Cell], into orientations: [Shape], budget: Int) {
        let (low, high) = Cell.corners(of: cells)!
        let extent = [high.layer - low.layer, high.row - low.row, high.column - low.column].map { $0 + 1 }
        let offsets = orientations.flatMap(\.cells)
        // On each axis, room beyond the group for the farthest a copy reaches from any of its cells.
        let pad = [
            offsets.map { abs($0.layer) }.max()!, offsets.map { abs($0.row) }.max()!,
            offsets.map { abs($0.column) }.max()!,
        ].map { $0 + 1 }
        let stride = [(extent[1] + 2 * pad[1]) * (extent[2] + 2 * pad[2]), extent[2] + 2 * pad[2], 1]
        let position = { (cell: Cell) -> Int in
            (cell.layer - low.layer + pad[0]) * stride[0] + (cell.row - low.row + pad[1]) * stride[1]
                + (cell.column - low.column + pad[2])
        }
        free = Array(repeating: false, count: (extent[0] + 2 * pad[0]) * stride[0])
        for cell in cells { free[position(cell)] = true }
        freeCount = cells.count
        let places = orientations.map { shape in shape.cells.map { position($0 + low) }.sorted() }
        shapes = Set(places.map { shape in shape.map { $0 - shape[0] } })
        covers = places.flatMap { shape in shape.map { cell in shape.map { $0 - cell } } }
        steps = stride.flatMap { [-$0, $0] }
        pieceSize = orientations[0].cells.count
        mark = Array(repeating: 0, count: free.count)
        self.budget = budget
    }

    /// Whether the cells split into copies of the piece; nil if the search gave up first.
    mutating func splits() -> Bool? {
        guard freeCount > 0 else { return true }
        let cell = mostConstrainedCell()
        for cover in covers where cover.allSatisfy({ free[cell + $0] }) {
            budget -= 1
            guard budget >= 0 else { return nil }
            let placed = cover.map { cell + $0 }
            place(placed, free: false)
            let result = closesPocket(around: placed) ? false : splits()
            place(placed, free: true)
            if result != false { return result }
        }
        return false
    }

    /// Marks the cells of `placed` free or covered.
    private mutating func place(_ placed: [Int], free isFree: Bool) {
        for cell in placed { free[cell] = isFree }
        freeCount += isFree ? placed.count : -placed.count
    }

    /// The free cell on the edge of the free cells (next to a covered cell or beyond the group) with
    /// the fewest ways to be covered; the first free cell if none is on the edge.
    private func mostConstrainedCell() -> Int {
        var best = free.firstIndex(of: true)!, fewest = Int.max
        for cell in best..<free.count where free[cell] && steps.contains(where: { !free[cell + $0] }) {
            var ways = 0
            for cover in covers where cover.allSatisfy({ free[cell + $0] }) {
                ways += 1
                if ways >= fewest { break }
            }
            if ways < fewest {
                (best, fewest) = (cell, ways)
                if ways == 0 { break }
            }
        }
        return best
    }

    /// Whether some free cell next to `placed` lies in a closed pocket that no copies fill: of a size
    /// that is not a multiple of the piece's, or of the piece's size but another shape.
    private mutating func closesPocket(around placed: [Int]) -> Bool {
        let firstPocket = pocket + 1
        for place in placed {
            for step in steps where free[place + step] && mark[place + step] < firstPocket {
                pocket += 1
                var grown = [place + step], cells = grown, open = false
                mark[place + step] = pocket
                while let cell = grown.popLast(), !open {
                    for next in steps.map({ cell + $0 }) where free[next] && mark[next] != pocket {
                        // A pocket grown before and left unfinished is a large one.
                        if mark[next] >= firstPocket || cells.count >= CopySplitter.pocketLimit {
                            open = true
                            break
                        }
                        mark[next] = pocket
                        cells.append(next)
                        grown.append(next)
                    }
                }
                guard !open else { continue }
                if cells.count % pieceSize != 0 { return true }
                if cells.count == pieceSize {
                    let sorted = cells.sorted()
                    if !shapes.contains(sorted.map { $0 - sorted[0] }) { return true }
                }
            }
        }
        return false
    }
}
