/// A symmetry of the cubic lattice about the origin: each coordinate of the image (layer, row,
/// column) is one coordinate of the cell, perhaps negated. The 48 of them are the symmetries of the
/// cube; the 8 that leave the layer alone are those of the square grid, and the 24 that are
/// rotations are the ways a solid piece can turn in space.
public struct Symmetry: Hashable, Sendable, CustomStringConvertible {
    /// For each coordinate of the image, the coordinate of the cell it is taken from.
    private let axes: SIMD3<Int>
    /// For each coordinate of the image, 1, or -1 where it is negated.
    private let signs: SIMD3<Int>

    /// The symmetry whose image has, as coordinate `i`, the cell's coordinate `axes[i]` times `signs[i]`.
    init(axes: [Int], signs: [Int]) {
        precondition(
            axes.sorted() == [0, 1, 2] && signs.count == 3 && signs.allSatisfy { $0 == 1 || $0 == -1 },
            "a signed permutation of three axes")
        self.axes = SIMD3(axes)
        self.signs = SIMD3(signs)
    }

    /// The symmetry of the square grid that mirrors columns first if `mirrored` (left and right
    /// swapped), then turns `quarterTurns` times clockwise, leaving the layer alone.
    public init(quarterTurns: Int, mirrored: Bool) {
        var symmetry = Symmetry(axes: [0, 1, 2], signs: [1, 1, mirrored ? -1 : 1])
        // A clockwise quarter turn takes (row, column) to (column, -row).
        let turn = Symmetry(axes: [0, 2, 1], signs: [1, 1, -1])
        for _ in 0..<(((quarterTurns % 4) + 4) % 4) { symmetry = turn.after(symmetry) }
        self = symmetry
    }

    /// The symmetry that changes nothing.
    public static let identity = Symmetry(axes: [0, 1, 2], signs: [1, 1, 1])

    /// The eight symmetries of the square grid, the identity first, the four turns before the four
    /// mirror images.
    public static let square: [Symmetry] = [false, true].flatMap { mirrored in
        (0..<4).map { Symmetry(quarterTurns: $0, mirrored: mirrored) }
    }

    /// The 48 symmetries of the cube, the identity first.
    public static let cube: [Symmetry] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]].flatMap {
        axes in
        (0..<8).map { bits in Symmetry(axes: axes, signs: (0..<3).map { bits >> $0 & 1 == 0 ? 1 : -1 }) }
    }

    /// The 24 rotations of the cube, the identity first: the orientations a solid piece can take.
    public static let rotations: [Symmetry] = cube.filter { !$0.isReflection }

    /// Whether the symmetry turns a shape into its mirror image (its determinant is -1).
    public var isReflection: Bool {
        // A permutation that swaps two axes and keeps the third is odd.
        let oddPermutation = axes[0] == 0 || axes[1] == 1 || axes[2] == 2
        return (signs[0] * signs[1] * signs[2] == -1) != (oddPermutation && axes != SIMD3(0, 1, 2))
    }

    /// The symmetry that applies `other` first, then this one.
    public func after(_ other: Symmetry) -> Symmetry {
        Symmetry(axes: (0..<3).map { other.axes[axes[$0]] }, signs: (0..<3).map { signs[$0] * other.signs[axes[$0]] })
    }

    /// The image of `cell` about the origin; the result may lie at negative coordinates.
    public func apply(to cell: Cell) -> Cell {
        let coordinates = SIMD3(cell.layer, cell.row, cell.column)
        return Cell(
            layer: signs[0] * coordinates[axes[0]], row: signs[1] * coordinates[axes[1]],
            column: signs[2] * coordinates[axes[2]])
    }

    /// The lengths of a box of `lengths` (layers, rows, columns) after the symmetry.
    func lengths(of lengths: [Int]) -> [Int] {
        (0..<3).map { lengths[axes[$0]] }
    }

    /// For example `turn 90°` or `mirror, turn 180°` in the square grid; elsewhere the image of a
    /// cell `(l,r,c)`, such as `(-r,c,l)`.
    public var description: String {
        if let index = Symmetry.square.firstIndex(of: self) {
            switch (index >= 4, index % 4) {
            case (false, 0): return "identity"
            case (false, let turns): return "turn \(turns * 90)°"
            case (true, 0): return "mirror"
            case (true, let turns): return "mirror, turn \(turns * 90)°"
            }
        }
        return "(" + (0..<3).map { (signs[$0] < 0 ? "-" : "") + ["l", "r", "c"][axes[$0]] }.joined(separator: ",") + ")"
    }
}
