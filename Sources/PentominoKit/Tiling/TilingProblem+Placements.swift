/// The options of a tiling problem: where each piece fits on the board, and which of those places
/// the pieces placed in advance take.
extension TilingProblem {
    /// Every placement of each piece, in each orientation, at each position where it fits, ordered by
    /// their first cell in fill order: options that share cells then lie close together in memory,
    /// which speeds up Dancing Links by about a sixth.
    static func placements(of pieces: PieceSet, on board: Board, cellIndex: CellIndex) -> [Placement] {
        guard board.surface == .flat else { return surfacePlacements(of: pieces, on: board, cellIndex: cellIndex) }
        // Each orientation's cells in fill order, as offsets from the first of them, with the lowest
        // and highest offsets each way, so that positions where the piece sticks out are passed over at once.
        struct OrientedShape {
            let piece: Int, orientation: Int, offsets: [Cell], low: Cell, high: Cell
        }
        let shapes = pieces.pieces.enumerated().flatMap { piece, value in
            value.orientations.enumerated().map { orientation, shape in
                let cells = shape.cells.sorted(by: cellIndex.precedes)
                let offsets = cells.map { $0 - cells[0] }
                let (low, high) = Cell.corners(of: offsets)!
                return OrientedShape(piece: piece, orientation: orientation, offsets: offsets, low: low, high: high)
            }
        }
        var result: [Placement] = []
        for first in cellIndex.cells {
            shapes: for shape in shapes
            where board.box.contains(first + shape.low) && board.box.contains(first + shape.high) {
                var cells = Bitboard()
                for offset in shape.offsets {
                    guard let index = cellIndex.index(of: first + offset) else { continue shapes }
                    cells.insert(index)
                }
                result.append(Placement(piece: shape.piece, orientation: shape.orientation, cells: cells))
            }
        }
        return result
    }

    /// The placements that the pieces placed on `board` in advance take, by their indices in
    /// `placements`. Each name must be a piece of `pieces`, each group of touching cells of one name
    /// must split one way only into copies of that piece (as two copies side by side in a printed
    /// tiling do, as a rule), and no piece may be placed more often than the set holds it.
    static func placedInAdvance(on board: Board, pieces: PieceSet, cellIndex: CellIndex, placements: [Placement])
        throws(TilingError) -> [Int]
    {
        var cellsByName: [Character: Set<Cell>] = [:]
        for cell in board.openCells {
            if let name = board.placedPiece(at: cell) { cellsByName[name, default: []].insert(cell) }
        }
        var result: [Int] = []
        for (name, cells) in cellsByName.sorted(by: { $0.key < $1.key }) {
            guard let piece = pieces.pieces.firstIndex(where: { $0.letter == name }) else {
                throw .unknownPlacedPiece(name)
            }
            let size = pieces.pieces[piece].size, copies = pieces.copies[piece]
            if cells.count > size * copies && cells.count % size == 0 {
                throw .placedTooOften(name, times: cells.count / size, copies: copies)
            }
            let candidates = placements.indices.filter { placements[$0].piece == piece }
            for group in Shape.groups(of: cells, neighbours: board.neighbours(of:)) {
                guard group.count % size == 0 else { throw .misshapenPlacedPiece(name, cells: group.count) }
                // The group is matched against the placements, which on a surface may cross its glued
                // edges; only a group that none fits is compared with the pieces' flat shapes.
                guard
                    let splits = splits(
                        of: Set(group.compactMap(cellIndex.index(of:))), into: candidates, of: placements)
                else {
                    throw .tangledPlacedPieces(name, cells: group.count)
                }
                guard let split = splits.first else {
                    if group.count == size, let misshapen = misshapen(Shape(group), placedAs: piece, of: pieces) {
                        throw misshapen
                    }
                    throw .misshapenPlacedPiece(name, cells: group.count)
                }
                guard splits.count == 1 else { throw .ambiguousPlacedPieces(name, cells: group.count) }
                result += split
            }
            guard result.filter({ placements[$0].piece == piece }).count <= copies else {
                throw .placedTooOften(name, times: cells.count / size, copies: copies)
            }
        }
        return result
    }

    /// Why `shape`, drawn as piece `piece` of `pieces`, is no such piece: it is another piece of the
    /// set, or the mirror image of a one-sided piece, or neither; nil if it is that piece.
    private static func misshapen(_ shape: Shape, placedAs piece: Int, of pieces: PieceSet) -> TilingError? {
        let placed = pieces.pieces[piece]
        guard !placed.orientations.contains(shape) else { return nil }
        let other = pieces.pieces.first { $0.orientations.contains(shape) }
        let mirrored =
            other == nil && placed.isChiral && placed.mirrorImage(letter: placed.letter).orientations.contains(shape)
        return .misshapenPlacedPiece(placed.letter, cells: shape.cells.count, forms: other?.letter, mirrored: mirrored)
    }

    /// Up to `limit` ways to split `cells` (cell indices) into placements among `candidates` (indices
    /// in `placements`), each as the placements' indices; nil if the search tried `budget`
    /// placements before it knew, as it may where many copies stand side by side.
    private static func splits(
        of cells: Set<Int>, into candidates: [Int], of placements: [Placement], limit: Int = 2,
        budget: Int = 10_000
    ) -> [[Int]]? {
        let fitting = candidates.map { (index: $0, cells: Set(placements[$0].cells)) }.filter {
            $0.cells.isSubset(of: cells)
        }
        var found: [[Int]] = [], chosen: [Int] = [], tries = 0
        func split(_ rest: Set<Int>) {
            guard let first = rest.min() else { return found.append(chosen) }
            for candidate in fitting
            where found.count < limit && tries <= budget && candidate.cells.contains(first)
                && candidate.cells.isSubset(of: rest)
            {
                tries += 1
                chosen.append(candidate.index)
                split(rest.subtracting(candidate.cells))
                chosen.removeLast()
            }
        }
        split(cells)
        return tries > budget ? nil : found
    }
}
