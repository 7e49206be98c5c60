/// A symmetry of a board: a symmetry of the lattice about the origin, then a shift, the result
/// taken on the board's surface (see `Surface.cell(atLift:rows:columns:)`). On a flat board the
/// shift only moves the turned board back in place; on a surface whose edges meet it may also
/// carry the board along the directions that wrap around.
public struct BoardSymmetry: Hashable, Sendable, CustomStringConvertible {
    /// The symmetry of the lattice, applied first: what the symmetry does to the shape of a piece.
    public let turn: Symmetry
    /// The shift applied after `turn`.
    public let shift: Cell

    /// The symmetry that applies `turn`, then `shift`.
    public init(turn: Symmetry, shift: Cell) {
        self.turn = turn
        self.shift = shift
    }

    /// Whether the symmetry turns a shape into its mirror image.
    public var isReflection: Bool { turn.isReflection }

    /// For example `turn 90°`, or `mirror, then shift (0,3)` where the shift is not only the one
    /// that puts the turned board back in place.
    public var description: String {
        shift == Cell(row: 0, column: 0) ? turn.description : "\(turn), then shift \(shift)"
    }
}
