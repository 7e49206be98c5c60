/// Counts tilings of a rectangle whose edges meet, sharing nothing with the solver: a walker steps
/// from cell to cell, and across an edge the surface glues it comes back on the edge that meets it
/// (turned upside down across a twisted one). A piece is laid by walking its cells from its first
/// one; the first empty cell (row by row) is filled with every unused piece laid every way on it.
/// Symmetries are found by walking the whole grid from each cell in each of the square's eight frames
/// and keeping the walks that map neighbours to neighbours.
public struct SurfaceBruteForce {
    /// `flat`, `ring`, `tube`, `torus`, `mobius` or `klein`, as the guide defines them.
    let surface: String
    let rows: Int
    let columns: Int
    let open: [Bool]

    /// The board of `board` (`.` open, `#` blocked, all lines as long) on the surface called `surface`.
    public init(board: [String], surface: String) {
        self.surface = surface
        rows = board.count
        columns = board[0].count
        open = board.flatMap { $0.map { $0 == "." } }
    }

    /// Where a walker standing on `cell`, upside down if `flipped`, comes to after one step of
    /// `(dRow, dColumn)` as it sees them, and whether it is then upside down; nil past an edge that
    /// meets no other.
    func step(_ cell: Int, flipped: Bool, _ dRow: Int, _ dColumn: Int) -> (cell: Int, flipped: Bool)? {
        var row = cell / columns + (flipped ? -dRow : dRow), column = cell % columns + dColumn
        var flipped = flipped
        if column < 0 || column >= columns {
            guard ["ring", "torus", "mobius", "klein"].contains(surface) else { return nil }
            column = (column + columns) % columns
            if surface == "mobius" || surface == "klein" {
                row = rows - 1 - row
                flipped.toggle()
            }
        }
        if row < 0 || row >= rows {
            guard ["tube", "torus", "klein"].contains(surface) else { return nil }
            row = (row + rows) % rows
        }
        return (row * columns + column, flipped)
    }

    /// The cells of the piece of cells `offsets` (row, column offsets from the first, each after one
    /// it touches) laid from `cell`, in the order of `offsets`; nil if one lies off the board.
    func lay(_ offsets: [[Int]], from cell: Int) -> [Int]? {
        var walked: [(cell: Int, flipped: Bool)] = [(cell, false)]
        for offset in offsets.dropFirst() {
            // Step from an earlier cell that the new one touches.
            guard
                let (index, from) = offsets.prefix(walked.count).enumerated().first(where: {
                    abs($0.element[0] - offset[0]) + abs($0.element[1] - offset[1]) == 1
                }).map({ ($0.offset, $0.element) }),
                let next = step(
                    walked[index].cell, flipped: walked[index].flipped, offset[0] - from[0], offset[1] - from[1])
            else { return nil }
            walked.append(next)
        }
        return walked.map(\.cell)
    }

    /// Every placement of each piece of `letters` (one each): its letter's index and its cells,
    /// sorted, on distinct open cells, once for each set of cells.
    public func placements(of letters: [Character]) -> [(piece: Int, cells: [Int])] {
        var result: [(piece: Int, cells: [Int])] = [], seen = Set<[Int]>()
        for (piece, letter) in letters.enumerated() {
            let cells = TilingCheck.cellsOf(TilingCheck.drawings[letter]!)
            // Each orientation walked from each of its cells: on a twisted surface a walker comes back
            // upside down, so a piece seen from one of its cells need not be seen so from another.
            for form in TilingCheck.orientations(of: cells, mirrored: true) {
                for first in form.indices {
                    // Order the cells so that each touches one before it.
                    var ordered = [form[first]], rest = form.indices.filter { $0 != first }.map { form[$0] }
                    while let next = rest.firstIndex(where: { cell in
                        ordered.contains { abs($0[0] - cell[0]) + abs($0[1] - cell[1]) == 1 }
                    }) {
                        ordered.append(rest.remove(at: next))
                    }
                    for start in open.indices {
                        guard let laid = lay(ordered, from: start), Set(laid).count == laid.count,
                            laid.allSatisfy({ open[$0] })
                        else { continue }
                        if seen.insert([piece] + laid.sorted()).inserted { result.append((piece, laid.sorted())) }
                    }
                }
            }
        }
        return result
    }

    /// Hands `body` each tiling by the pentominoes `letters`, each used once, as the cells of each
    /// piece with its letter's index; with `tatami`, only those in which no four pieces meet at a point.
    public func forEachTiling(
        letters: [Character], tatami: Bool = false, _ body: ([(piece: Int, cells: [Int])]) -> Void
    ) {
        let placements = placements(of: letters)
        let byCell = open.indices.map { cell in placements.indices.filter { placements[$0].cells.contains(cell) } }
        var owner = [Int?](repeating: nil, count: open.count), used = Array(repeating: false, count: letters.count)
        var chosen: [Int] = []
        func search() {
            guard let first = open.indices.first(where: { open[$0] && owner[$0] == nil }) else {
                if !tatami || !fourMeet(owner) { body(chosen.map { placements[$0] }) }
                return
            }
            for index in byCell[first] where !used[placements[index].piece] {
                let cells = placements[index].cells
                guard cells.allSatisfy({ owner[$0] == nil }) else { continue }
                for cell in cells { owner[cell] = index }
                used[placements[index].piece] = true
                chosen.append(index)
                search()
                chosen.removeLast()
                used[placements[index].piece] = false
                for cell in cells { owner[cell] = nil }
            }
        }
        search()
    }

    /// Whether four pieces meet at some point of a tiling whose pieces cover the cells `owner` says:
    /// each point seen from the cell at its top left, the four cells around it walked to.
    func fourMeet(_ owner: [Int?]) -> Bool {
        open.indices.contains { cell in
            guard let right = step(cell, flipped: false, 0, 1), let below = step(cell, flipped: false, 1, 0),
                let diagonal = step(right.cell, flipped: right.flipped, 1, 0)
            else { return false }
            let around = [cell, right.cell, below.cell, diagonal.cell]
            guard Set(around).count == 4 else { return false }
            let pieces = around.map { owner[$0] }
            return pieces.allSatisfy { $0 != nil } && Set(pieces.compactMap { $0 }).count == 4
        }
    }

    /// The number of tilings, as `forEachTiling` finds them.
    public func countTilings(letters: [Character], tatami: Bool = false) -> Int {
        var count = 0
        forEachTiling(letters: letters, tatami: tatami) { _ in count += 1 }
        return count
    }

    /// The maps of the board onto itself: each walk of the grid from some cell in one of the square's
    /// eight frames (down its first column, then along each row), that takes open cells to open
    /// ones, every cell to a different one, and each cell's neighbours to its image's neighbours.
    public var symmetries: [[Int]] {
        let frames = [
            (1, 0, 0, 1), (1, 0, 0, -1), (-1, 0, 0, 1), (-1, 0, 0, -1), (0, 1, 1, 0), (0, 1, -1, 0),
            (0, -1, 1, 0), (0, -1, -1, 0),
        ]
        let neighbours = { (cell: Int) in
            [(1, 0), (-1, 0), (0, 1), (0, -1)].map { self.step(cell, flipped: false, $0.0, $0.1)?.cell ?? -1 }.sorted()
        }
        var maps = Set<[Int]>()
        for start in open.indices {
            for (downRow, downColumn, rightRow, rightColumn) in frames {
                var image: [Int] = [], rowStart: (cell: Int, flipped: Bool)? = (start, false)
                for _ in 0..<rows {
                    var walker = rowStart
                    for _ in 0..<columns {
                        guard let here = walker else { break }
                        image.append(here.cell)
                        walker = step(here.cell, flipped: here.flipped, rightRow, rightColumn)
                    }
                    rowStart = rowStart.flatMap { step($0.cell, flipped: $0.flipped, downRow, downColumn) }
                }
                guard image.count == open.count, Set(image).count == open.count,
                    open.indices.allSatisfy({ open[$0] == open[image[$0]] }),
                    open.indices.allSatisfy({ cell in
                        neighbours(cell).map { $0 < 0 ? -1 : image[$0] }.sorted() == neighbours(image[cell])
                    })
                else { continue }
                maps.insert(image)
            }
        }
        return Array(maps)
    }

    /// The number of classes of the tilings `countTilings` counts, two tilings being in one class when
    /// one of `symmetries` carries one onto the other, piece for piece.
    public func countClasses(letters: [Character], tatami: Bool = false) -> Int {
        let symmetries = symmetries
        var counter = ClassCounter()
        forEachTiling(letters: letters, tatami: tatami) { pieces in
            counter.add(
                images: symmetries.map { map in
                    pieces.map { [$0.piece] + $0.cells.map { map[$0] } }
                })
        }
        return counter.classes
    }
}
