/// One of the eight symmetries of the square grid: a mirror image or not, then a number of quarter turns.
public struct Symmetry: Hashable, Sendable, CustomStringConvertible {
    /// Clockwise quarter turns, 0 to 3, applied after the optional mirror.
    public let quarterTurns: Int
    /// Whether columns are mirrored (left and right swapped) before turning.
    public let mirrored: Bool

    /// The symmetry that mirrors first if `mirrored`, then turns `quarterTurns` times clockwise.
    public init(quarterTurns: Int, mirrored: Bool) {
        self.quarterTurns = ((quarterTurns % 4) + 4) % 4
        self.mirrored = mirrored
    }

    /// The symmetry that changes nothing.
    public static let identity = Symmetry(quarterTurns: 0, mirrored: false)

    /// All eight symmetries, the identity first, the four rotations before the four mirror images.
    public static let all: [Symmetry] = [false, true].flatMap { mirrored in
        (0..<4).map { Symmetry(quarterTurns: $0, mirrored: mirrored) }
    }

    /// The place of this symmetry in `all`.
    public var index: Int { (mirrored ? 4 : 0) + quarterTurns }

    /// The symmetry that applies `other` first, then this one.
    public func after(_ other: Symmetry) -> Symmetry {
        // A mirror turns a turn the other way: mirror ∘ turn(t) = turn(-t) ∘ mirror.
        Symmetry(quarterTurns: quarterTurns + (mirrored ? -other.quarterTurns : other.quarterTurns), mirrored: mirrored != other.mirrored)
    }

    /// Whether the symmetry swaps the roles of rows and columns.
    public var swapsAxes: Bool { quarterTurns % 2 == 1 }

    /// The image of `cell` about the origin; the result may lie at negative coordinates.
    public func apply(to cell: Cell) -> Cell {
        var row = cell.row
        var column = mirrored ? -cell.column : cell.column
        for _ in 0..<quarterTurns {
            (row, column) = (column, -row)
        }
        return Cell(row: row, column: column)
    }

    /// For example `turn 90°` or `mirror, turn 180°`.
    public var description: String {
        switch (mirrored, quarterTurns) {
        case (false, 0): return "identity"
        case (false, let turns): return "turn \(turns * 90)°"
        case (true, 0): return "mirror"
        case (true, let turns): return "mirror, turn \(turns * 90)°"
        }
    }
}
