// A tiling problem, in the order it is built:
//
// - `TilingProblem`: what it holds, and the public init, which picks the corner to fill from.
// - The exact cover: items and options, symmetry breaking and the tatami rule.
// - Tilings from solutions, and the region rule for the pieces left.
//
// Its placements are in `TilingProblem+Placements.swift`, and on a surface in
// `Surfaces/TilingProblem+Surfaces.swift`.

/// A board and a piece set, turned into an exact-cover problem whose solutions are the tilings.
///
/// Items, in order: the cells in fill order (blocked cells, where the numbering has them, covered
/// from the start), the pieces (each of multiplicity its number of copies), then the secondary items
/// of symmetry breaking. Pieces placed on the board in advance, and their cells, are covered from the
/// start. Each option is one placement: its cells and its piece. With `distinct`, the search finds
/// one tiling per class of tilings that the problem's symmetries carry into one another (or, where
/// the pieces cannot break a symmetry, every tiling of such a class, and `classes` picks one);
/// otherwise it finds them all. With gaps allowed, a board with more open cells than the pieces cover
/// is tiled with the extra cells left empty.
public struct TilingProblem: Sendable {
    /// The board to fill.
    public let board: Board
    /// The pieces to fill it with.
    public let pieces: PieceSet
    /// The numbering of the board's open cells.
    let cellIndex: CellIndex
    /// Every placement of every piece on the board, before symmetry breaking.
    let placements: [Placement]
    /// Whether the problem counts one tiling per symmetry class.
    public let distinct: Bool
    /// Whether the problem keeps only the tilings in which no four pieces meet at a point (the tatami
    /// rule; see `TatamiItems`).
    public let tatami: Bool
    /// How many open cells each tiling leaves empty: 0 unless gaps were allowed.
    public let gapCount: Int
    /// The problem handed to the engines.
    public let exactCover: ExactCoverProblem
    /// For each option of `exactCover`, the index of its placement in `placements`.
    let optionPlacements: [Int]
    /// The indices in `placements` of the pieces placed on the board in advance.
    let placedInAdvance: [Int]
    /// How many copies of each piece are left to place: the set's copies, less those placed in advance.
    let remaining: [Int]
    /// The symmetries of the problem, the identity first: those of the board that carry the piece set
    /// onto itself (a reflection turns each one-sided piece into its mirror image, so it is one only
    /// when the set holds both, as often) and keep the pieces placed in advance in place.
    public let symmetries: [BoardSymmetry]
    /// What each solution of `exactCover` stands for when tilings are counted: which to count as the
    /// one of its class, and how many tilings its class holds.
    let classes: TilingClasses
    /// Which solutions of `exactCover` are listed as tilings, and so counted by `tiling(at:)`.
    let listing: TilingClasses
    /// The tatami rule's items, where the problem has the rule.
    let tatamiItems: TatamiItems?
    /// The bitset engine's tables for `exactCover`, where they were built to estimate the search,
    /// for the solver to use rather than build them again.
    private(set) var bitsetEngine: BitsetEngine?

    // MARK: - Making a problem

    /// The problem of tiling `board` with `pieces`; with `distinct`, one tiling per symmetry class;
    /// with `allowGaps`, leaving empty whatever open cells the pieces do not cover.
    ///
    /// Where the board looks different from its corners (a drawn board without all the symmetries
    /// of its grid) and cells may be left empty, the search's size depends much on the corner its
    /// fill order starts from (`docs/speed-history.md`, "Which corner a count with gaps fills
    /// from"). Unless the search from the top
    /// left corner is small, the problem then starts from the corner whose search the bitset engine
    /// estimates to be smallest (see `BitsetEngine.estimatedNodes`), the same on every run. An exact
    /// cover fills from the top left: the bitset engine branches there on dead ends and, near the
    /// root, on the fewest candidates wherever they lie, so its corners differ by less than the other
    /// corners' tables and probes would cost (`docs/speed-history.md`, "Which corner an exact cover
    /// fills from").
    public init(
        board: Board, pieces: PieceSet = .pentominoes, distinct: Bool = true, allowGaps: Bool = false,
        tatami: Bool = false
    ) throws(TilingError) {
        let corners = TilingProblem.differentCorners(of: board)
        var best: (problem: TilingProblem, nodes: Double)?
        for corner in corners {
            var problem = try TilingProblem(
                board: board, pieces: pieces, distinct: distinct, allowGaps: allowGaps, tatami: tatami,
                fillingFrom: corner)
            guard corners.count > 1, problem.exactCover.gaps.limit > 0, BitsetEngine.fits(problem.exactCover) else {
                self = problem
                return
            }
            let engine = BitsetEngine(problem.exactCover)
            var random = SplitMix64(seed: TilingProblem.estimateSeed)
            let nodes = engine.estimatedNodes(probes: SearchTuning.cornerProbes, random: &random)
            problem.bitsetEngine = engine
            if best.map({ nodes < $0.nodes }) ?? true { best = (problem, nodes) }
            // A small search is not worth the tables of the other corners.
            if nodes < SearchTuning.smallCornerSearch { break }
        }
        self = best!.problem
    }

    /// The corners of `board` whose fill orders meet its cells (open or blocked, and the pieces
    /// placed on them) in different sequences, `topLeft` first: on a rectangle, that one alone.
    static func differentCorners(of board: Board) -> [CellIndex.Corner] {
        // A full box looks the same from every corner.
        guard board.open.contains(false) || board.hasPlacedPieces else { return [.topLeft] }
        var seen: [[Character]] = []
        return CellIndex.Corner.allCases.filter { corner in
            // Every cell, numbered or not: a board whose open cells alone are numbered still differs by where its blocked ones lie.
            let sequence = CellIndex.fillOrder(of: board.box, from: corner).map { cell in
                board.isOpen(cell) ? board.placedPiece(at: cell) ?? "." : "#"
            }
            guard !seen.contains(sequence) else { return false }
            seen.append(sequence)
            return true
        }
    }

    /// The seed of the probes that estimate the search from each corner (`SearchTuning.cornerProbes`).
    static let estimateSeed: UInt64 = 0x5EED

    /// The problem of tiling `board` with `pieces`, as `init(board:pieces:distinct:allowGaps:tatami:)`,
    /// with the board's cells in fill order from `corner`.
    init(
        board: Board, pieces: PieceSet, distinct: Bool, allowGaps: Bool, tatami: Bool = false,
        fillingFrom corner: CellIndex.Corner
    ) throws(TilingError) {
        // In a box of several layers the pieces are solid, turning every way in space.
        if board.box.isFlat, let solid = pieces.pieces.first(where: { $0.shape.layers > 1 }) {
            throw .solidPieceOnFlatBoard(solid.letter)
        }
        if !board.box.isFlat, let oneSided = pieces.firstPieceOneSidedOnlyInThePlane {
            throw .oneSidedPieceInBox(oneSided.letter)
        }
        if board.surface.isTwisted, let turned = pieces.pieces.first(where: { !$0.turnsOver }) {
            throw .pieceNotTurnedOver(turned.letter, board.surface)
        }
        let pieces = board.box.isFlat ? pieces : pieces.solid
        // A search that leaves cells empty gains more from numbering the whole grid (pockets found
        // by shifts, and the lists it needs to branch on the cell with the fewest placements) than
        // it loses to wider words, as a rule, not always (`docs/speed-history.md`, "Numbering the
        // whole grid where cells may be left empty").
        let cellIndex = CellIndex(
            board: board, from: corner, wideGrid: allowGaps && board.openCells.count > pieces.cellCount)
        guard cellIndex.count >= pieces.cellCount else {
            throw .tooFewCells(open: cellIndex.count, needed: pieces.cellCount, pieces: pieces, gapsAllowed: allowGaps)
        }
        guard allowGaps || cellIndex.count == pieces.cellCount else {
            throw .gapsNotAllowed(open: cellIndex.count, needed: pieces.cellCount, pieces: pieces)
        }
        let placements = TilingProblem.placements(of: pieces, on: board, cellIndex: cellIndex)
        let placedInAdvance = try TilingProblem.placedInAdvance(
            on: board, pieces: pieces, cellIndex: cellIndex, placements: placements)
        let remaining = pieces.copies.indices.map { piece in
            pieces.copies[piece] - placedInAdvance.filter { placements[$0].piece == piece }.count
        }
        self.board = board
        self.pieces = pieces
        self.cellIndex = cellIndex
        self.distinct = distinct
        self.tatami = tatami
        gapCount = cellIndex.count - pieces.cellCount
        self.placements = placements
        self.placedInAdvance = placedInAdvance
        self.remaining = remaining

        // The symmetries, and what each makes of the pieces and placements.
        let symmetries = SetSymmetry.carrying(pieces, remaining: remaining, under: board.symmetries)
        self.symmetries = symmetries.map(\.symmetry)
        let others = Array(symmetries.dropFirst())
        let images = PlacementImages(
            of: placements, under: others, pieces: pieces, board: board, cellIndex: cellIndex)
        let breaking =
            distinct
            ? SymmetryBreaking(
                images: images, unique: remaining.indices.filter { remaining[$0] == 1 }, pieces: pieces,
                placements: placements)
            : SymmetryBreaking(noneFor: placements)

        let tatamiItems =
            tatami
            ? try TatamiItems(
                board: board, cellIndex: cellIndex, placements: placements, placedInAdvance: placedInAdvance,
                gapsAllowed: gapCount > 0) : nil
        self.tatamiItems = tatamiItems
        (exactCover, optionPlacements) = TilingProblem.exactCover(
            of: placements, allowed: breaking, tatami: tatamiItems, board: board, cellIndex: cellIndex,
            pieces: pieces, remaining: remaining, placedInAdvance: placedInAdvance, gapCount: gapCount)
        classes = TilingClasses(
            of: optionPlacements, among: placements, symmetryCount: symmetries.count, images: images,
            breaking: breaking, distinct: distinct)
        listing = distinct ? classes : TilingClasses(kind: .every)
    }

    // MARK: - The exact cover

    /// The exact cover whose options are the placements that `breaking` allows, each with its cells,
    /// its piece, its symmetry-breaking items and its items of the tatami rule, if there is one; with
    /// those of `placedInAdvance`, the blocked cells and the pieces none of which are `remaining`
    /// covered at the start. With the placement each option stands for.
    private static func exactCover(
        of placements: [Placement], allowed breaking: SymmetryBreaking, tatami: TatamiItems?, board: Board,
        cellIndex: CellIndex, pieces: PieceSet, remaining: [Int], placedInAdvance: [Int], gapCount: Int
    ) -> (ExactCoverProblem, [Int]) {
        let cellCount = cellIndex.numberedCount
        let primaryCount = cellCount + pieces.pieces.count
        let tatamiStart = primaryCount + breaking.secondaryItemCount, tatamiCount = tatami?.capacities.count ?? 0
        var items: [Int32] = [], ends: [Int32] = [], optionPlacements: [Int] = []
        items.reserveCapacity(placements.count * 7)
        for (index, placement) in placements.enumerated() where breaking.allowed[index] {
            for cell in placement.cells { items.append(Int32(cell)) }
            items.append(Int32(cellCount + placement.piece))
            items += breaking.secondaryItems[index].map { Int32(primaryCount + $0) }
            items += (tatami?.items[index] ?? []).map { Int32(tatamiStart + $0) }
            ends.append(Int32(items.count))
            optionPlacements.append(index)
        }
        let problem = ExactCoverProblem(
            primaryItemCount: primaryCount, secondaryItemCount: tatamiStart - primaryCount + tatamiCount,
            items: items, ends: ends,
            regionRule: TilingProblem.regionRule(
                board: board, cellIndex: cellIndex, pieces: pieces, remaining: remaining),
            gaps: Gaps(items: cellCount, limit: gapCount),
            coveredAtStart: cellIndex.blocked + placedInAdvance.flatMap { placements[$0].cells.indices }
                + remaining.indices.filter { remaining[$0] == 0 }.map { cellCount + $0 }
                + (tatami?.coveredAtStart ?? []).map { tatamiStart + $0 },
            multiplicities: Array(repeating: 1, count: cellCount) + remaining.map { max(1, $0) },
            capacities: Array(repeating: 1, count: breaking.secondaryItemCount) + (tatami?.capacities ?? []))
        return (problem, optionPlacements)
    }

    // MARK: - Tilings and the region rule

    /// How many tilings each distinct tiling stands for, at most: the number of the problem's symmetries.
    public var symmetryCount: Int { symmetries.count }

    /// The tiling made by the pieces placed in advance and the options `options` of `exactCover`
    /// (negative entries, cells left empty, are passed over).
    public func tiling<C: Collection>(options: C) -> Tiling where C.Element: BinaryInteger {
        var letters = board.placed
        var numbers = Array(repeating: Int?.none, count: letters.count)
        let chosen = placedInAdvance + options.filter { $0 >= 0 }.map { optionPlacements[Int($0)] }
        for (number, index) in chosen.enumerated() {
            let placement = placements[index]
            for cell in cellIndex.cells(of: placement.cells) {
                letters[board.box.offset(of: cell)] = pieces.pieces[placement.piece].letter
                numbers[board.box.offset(of: cell)] = number
            }
        }
        return Tiling(box: board.box, letters: letters, open: board.open, pieces: numbers)
    }

    /// Region pruning over the cell items, for the pieces left to place (`remaining` copies of each):
    /// the closed regions of empty cells may fall short of multiples of the most common size by no
    /// more, in all, than the other pieces' sizes do, and when the sizes differ, each region must be
    /// as large as some of the pieces left. With pieces of one size, no region may fall short at all.
    static func regionRule(board: Board, cellIndex: CellIndex, pieces: PieceSet, remaining: [Int]) -> RegionRule? {
        let sizes = remaining.indices.flatMap { Array(repeating: pieces.pieces[$0].size, count: remaining[$0]) }
        guard
            let size = Set(sizes).max(by: { a, b in
                (sizes.filter { $0 == a }.count, a) < (sizes.filter { $0 == b }.count, b)
            }),
            size > 1
        else { return nil }
        let leeway = sizes.reduce(0) { $0 + $1 % size }
        let neighbours = cellIndex.numbered.map { cell in
            cellIndex.index(of: cell) == nil ? [] : board.neighbours(of: cell).compactMap(cellIndex.index(of:))
        }
        return RegionRule(
            neighbours: neighbours, modulus: size, leeway: leeway, smallest: sizes.min(),
            columnHeight: cellIndex.lineLength, layerSize: cellIndex.layerSize,
            pieceSizes: Set(sizes).count > 1 ? pieces.pieces.map(\.size) : [])
    }
}
