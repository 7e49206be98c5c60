/// The symmetries of a flat board or a box: the lattice's turns that map the box around the open
/// cells onto itself. `Board.symmetries` keeps those that also map the open cells and the pieces
/// placed in advance onto themselves; a board on a surface takes its own
/// (`Board.surfaceSymmetries(of:on:)`).
extension Board {
    /// The symmetries of the lattice that map the box around the open cells onto a box of the same
    /// sides, each shifted back onto it.
    func flatSymmetries() -> [BoardSymmetry] {
        box.latticeSymmetries.filter { $0.lengths(of: box.lengths) == box.lengths }.map { turn in
            let first = turn.apply(to: low), second = turn.apply(to: high)
            let corner = Cell(
                layer: min(first.layer, second.layer), row: min(first.row, second.row),
                column: min(first.column, second.column))
            return BoardSymmetry(turn: turn, shift: low - corner)
        }
    }
}
