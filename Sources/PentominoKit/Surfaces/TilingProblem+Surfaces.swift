/// Where each piece fits on a board whose surface glues edges.
extension TilingProblem {
    /// Every placement of each piece on a board whose surface glues edges: each orientation laid in
    /// the surface's cover from each cell of the grid, its cells taken to the board, kept where they
    /// are distinct open cells, once for each set of cells (in the first orientation that covers
    /// them); ordered by their first cell in fill order, as `placements(of:on:cellIndex:)` orders them.
    static func surfacePlacements(of pieces: PieceSet, on board: Board, cellIndex: CellIndex) -> [Placement] {
        var result: [Placement] = [], seen = Set<Placement.Key>()
        for (piece, value) in pieces.pieces.enumerated() {
            for (orientation, shape) in value.orientations.enumerated() {
                laying: for anchor in board.box.cells {
                    var cells = Bitboard()
                    for offset in shape.cells {
                        guard
                            let cell = board.surface.cell(
                                atLift: anchor + offset, rows: board.rows, columns: board.columns),
                            let index = cellIndex.index(of: cell), !cells.contains(index)
                        else { continue laying }
                        cells.insert(index)
                    }
                    let placement = Placement(piece: piece, orientation: orientation, cells: cells)
                    if seen.insert(placement.key).inserted { result.append(placement) }
                }
            }
        }
        return result.enumerated().sorted {
            ($0.element.cells.lowestIndex!, $0.offset) < ($1.element.cells.lowestIndex!, $1.offset)
        }
        .map(\.element)
    }
}
