/// A board and a piece set, turned into an exact-cover problem whose solutions are the tilings.
///
/// Items, in order: the cells in fill order (blocked cells, where the numbering has them, covered
/// from the start), the pieces, then the secondary items of symmetry breaking. Pieces placed on the
/// board in advance, and their cells, are covered from the start. Each option is one placement: its
/// cells and its piece. With `distinct`, the search finds one tiling per class of tilings that the
/// board's symmetries carry into one another; otherwise it finds them all. With gaps allowed, a
/// board with more open cells than the pieces cover is tiled with the extra cells left empty.
public struct TilingProblem: Sendable {
    /// The board to fill.
    public let board: Board
    /// The pieces to fill it with, each used once.
    public let pieces: PieceSet
    /// The numbering of the board's open cells.
    public let cellIndex: CellIndex
    /// Every placement of every piece on the board, before symmetry breaking.
    public let placements: [Placement]
    /// Whether the problem counts one tiling per symmetry class.
    public let distinct: Bool
    /// How many open cells each tiling leaves empty: 0 unless gaps were allowed.
    public let gapCount: Int
    /// The problem handed to the engines.
    public let exactCover: ExactCoverProblem
    /// For each option of `exactCover`, the index of its placement in `placements`.
    public let optionPlacements: [Int]
    /// The indices in `placements` of the pieces placed on the board in advance.
    public let placedInAdvance: [Int]
    /// Whether no tiling can be carried onto itself by a symmetry of the board other than the
    /// identity: true when the board has no other symmetry, or when a piece left to place has eight
    /// distinct orientations and no twin. Then every class of tilings holds as many as the board
    /// has symmetries.
    public let tilingsAreAsymmetric: Bool
    /// When set, only tilings that this symmetry carries onto themselves are searched.
    let fixedBy: Symmetry?

    /// The problem of tiling `board` with `pieces`; with `distinct`, one tiling per symmetry class;
    /// with `allowGaps`, leaving empty whatever open cells the pieces do not cover.
    public init(board: Board, pieces: PieceSet = .pentominoes, distinct: Bool = true, allowGaps: Bool = false) throws(TilingError) {
        try self.init(board: board, pieces: pieces, distinct: distinct, allowGaps: allowGaps, fixedBy: nil)
    }

    /// The same problem without symmetry breaking, searching only the tilings that `symmetry`, one of
    /// the board's symmetries, carries onto themselves: those whose every piece it keeps in place
    /// (each piece of the set being the only one of its name).
    func fixed(by symmetry: Symmetry) -> TilingProblem {
        // The problem was made once already, so it cannot fail now.
        try! TilingProblem(board: board, pieces: pieces, distinct: false, allowGaps: gapCount > 0, fixedBy: symmetry)
    }

    private init(board: Board, pieces: PieceSet, distinct: Bool, allowGaps: Bool, fixedBy: Symmetry?) throws(TilingError) {
        let cellIndex = CellIndex(board: board)
        guard cellIndex.count >= pieces.cellCount else {
            throw .wrongCellCount(open: cellIndex.count, needed: pieces.cellCount, pieces: pieces)
        }
        guard allowGaps || cellIndex.count == pieces.cellCount else {
            throw .gapsNotAllowed(open: cellIndex.count, needed: pieces.cellCount, pieces: pieces)
        }
        let placements = TilingProblem.placements(of: pieces, on: board, cellIndex: cellIndex)
        let placedInAdvance = try TilingProblem.placedInAdvance(on: board, pieces: pieces, cellIndex: cellIndex, placements: placements)
        let placedPieces = Set(placedInAdvance.map { placements[$0].piece })
        let unplaced = pieces.pieces.indices.filter { !placedPieces.contains($0) }
        let symmetric = board.symmetries.count > 1
        let asymmetric = !symmetric || SymmetryBreaking.breaker(of: pieces, among: unplaced) != nil
        guard !distinct || asymmetric else { throw .symmetryUnbreakable }
        tilingsAreAsymmetric = asymmetric
        self.fixedBy = fixedBy
        self.board = board
        self.pieces = pieces
        self.cellIndex = cellIndex
        self.distinct = distinct
        gapCount = cellIndex.count - pieces.cellCount
        self.placements = placements
        self.placedInAdvance = placedInAdvance

        let breaking = distinct && symmetric
            ? SymmetryBreaking(board: board, pieces: pieces, among: unplaced, cellIndex: cellIndex, placements: placements)
            : SymmetryBreaking(noneFor: placements)
        let cellCount = cellIndex.numberedCount
        let primaryCount = cellCount + pieces.pieces.count
        var items: [Int32] = [], ends: [Int32] = [], optionPlacements: [Int] = []
        items.reserveCapacity(placements.count * 7)
        // For the tilings a symmetry carries onto themselves, only the placements it keeps in place.
        let kept = placements.map { placement in
            fixedBy.map { symmetry in
                cellIndex.bitboard(of: cellIndex.cells(of: placement.cells).map { board.image(of: $0, under: symmetry) }) == placement.cells
            } ?? true
        }
        for (index, placement) in placements.enumerated() where breaking.allowed[index] && kept[index] {
            items += placement.cells.indices.map(Int32.init)
            items.append(Int32(cellCount + placement.piece))
            items += breaking.secondaryItems[index].map { Int32(primaryCount + $0) }
            ends.append(Int32(items.count))
            optionPlacements.append(index)
        }
        self.optionPlacements = optionPlacements
        exactCover = ExactCoverProblem(
            primaryItemCount: primaryCount, secondaryItemCount: breaking.secondaryItemCount, items: items, ends: ends,
            regionRule: TilingProblem.regionRule(cellIndex: cellIndex, pieces: pieces),
            gaps: Gaps(items: cellCount, limit: gapCount),
            coveredAtStart: cellIndex.blocked + placedInAdvance.flatMap { placements[$0].cells.indices + [cellCount + placements[$0].piece] })
    }

    /// How many tilings each distinct tiling stands for: the order of the board's symmetry group.
    public var symmetryCount: Int { board.symmetries.count }

    /// The tiling made by the pieces placed in advance and the options `options` of `exactCover`
    /// (negative entries, cells left empty, are passed over).
    public func tiling<C: Collection>(options: C) -> Tiling where C.Element: BinaryInteger {
        var letters = board.placed
        for option in options where option >= 0 {
            let placement = placements[optionPlacements[Int(option)]]
            for cell in cellIndex.cells(of: placement.cells) {
                letters[cell.row * board.columns + cell.column] = pieces.pieces[placement.piece].letter
            }
        }
        return Tiling(rows: board.rows, columns: board.columns, letters: letters, open: board.open)
    }

    /// Every placement of each piece, in each orientation, at each position where it fits, ordered by
    /// their first cell in fill order: options that share cells then lie close together in memory,
    /// which speeds up Dancing Links by about a sixth.
    static func placements(of pieces: PieceSet, on board: Board, cellIndex: CellIndex) -> [Placement] {
        // Each orientation's cells in fill order, as offsets from the first of them, with the rows and
        // columns those offsets span, so that positions where the piece sticks out are passed over at once.
        let wide = board.rows <= board.columns
        let shapes = pieces.pieces.enumerated().flatMap { piece, value in
            value.orientations.enumerated().map { orientation, shape in
                let cells = shape.cells.sorted { wide ? ($0.column, $0.row) < ($1.column, $1.row) : $0 < $1 }
                let offsets = cells.map { Cell(row: $0.row - cells[0].row, column: $0.column - cells[0].column) }
                let rows = offsets.map(\.row), columns = offsets.map(\.column)
                return (piece: piece, orientation: orientation, offsets: offsets,
                        rows: rows.min()!...rows.max()!, columns: columns.min()!...columns.max()!)
            }
        }
        var result: [Placement] = []
        for first in cellIndex.cells {
            for shape in shapes where first.row + shape.rows.lowerBound >= 0 && first.row + shape.rows.upperBound < board.rows
                && first.column + shape.columns.lowerBound >= 0 && first.column + shape.columns.upperBound < board.columns {
                let indices = shape.offsets.compactMap { cellIndex.index(of: Cell(row: first.row + $0.row, column: first.column + $0.column)) }
                if indices.count == shape.offsets.count {
                    result.append(Placement(piece: shape.piece, orientation: shape.orientation, cells: Bitboard(indices: indices)))
                }
            }
        }
        return result
    }

    /// The placement that each piece placed on `board` in advance takes, by its index in `placements`.
    /// Each name must be a piece of `pieces`, on cells that form that piece, placed once.
    static func placedInAdvance(on board: Board, pieces: PieceSet, cellIndex: CellIndex, placements: [Placement]) throws(TilingError) -> [Int] {
        var cellsByName: [Character: [Cell]] = [:]
        for cell in board.openCells {
            if let name = board.placed[cell.row * board.columns + cell.column] { cellsByName[name, default: []].append(cell) }
        }
        var result: [Int] = []
        for (name, cells) in cellsByName.sorted(by: { $0.key < $1.key }) {
            guard let piece = pieces.pieces.firstIndex(where: { $0.letter == name }) else { throw .unknownPlacedPiece(name) }
            let size = pieces.pieces[piece].size
            if cells.count > size && cells.count % size == 0 { throw .placedTooOften(name, times: cells.count / size) }
            let bits = cellIndex.bitboard(of: cells)
            guard let placement = placements.firstIndex(where: { $0.piece == piece && $0.cells == bits }) else {
                throw .misshapenPlacedPiece(name, cells: cells.count)
            }
            result.append(placement)
        }
        return result
    }

    /// Region pruning over the cell items: the closed regions of empty cells may fall short of
    /// multiples of the most common piece size by no more, in all, than the other pieces' sizes do.
    /// With pieces of one size, no region may fall short at all. Only boards whose numbered cells
    /// fit in one word have the rule.
    static func regionRule(cellIndex: CellIndex, pieces: PieceSet) -> RegionRule? {
        let sizes = pieces.pieces.map(\.size)
        guard cellIndex.numberedCount <= 64, let size = Set(sizes).max(by: { a, b in (sizes.filter { $0 == a }.count, a) < (sizes.filter { $0 == b }.count, b) }),
              size > 1 else { return nil }
        let leeway = sizes.reduce(0) { $0 + $1 % size }
        let neighbours = cellIndex.numbered.map { cell in
            cellIndex.index(of: cell) == nil ? 0 : Bitboard(indices: cell.neighbours.compactMap(cellIndex.index(of:))).words.first ?? 0
        }
        return RegionRule(neighbours: neighbours, modulus: size, leeway: leeway, smallest: sizes.min(), columnHeight: cellIndex.lineLength)
    }
}
