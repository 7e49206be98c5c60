/// A polyomino (or polycube) with the name that tilings show it by.
public struct Piece: Hashable, Sendable {
    /// The character that names the piece (Golomb's letters for the pentominoes, lower case for
    /// the mirror images of the one-sided ones).
    public let letter: Character
    /// The piece in its reference orientation.
    public let shape: Shape
    /// Whether the piece only turns in the plane, never flipping over.
    public let isOneSided: Bool
    /// Whether the piece stays exactly as drawn, never turning or flipping (as Katamino's I lies
    /// only along its box).
    public let isFixed: Bool
    /// Whether the piece turns every way in space, as a solid piece in a box does.
    public let isSolid: Bool
    /// Every distinct orientation the piece may take: in space, every rotation (a flat piece so
    /// flips over, and its mirror image comes free); in the plane, turned and mirrored, or only
    /// turned when it is one-sided; the reference orientation alone when it is fixed. The reference
    /// orientation comes first.
    public let orientations: [Shape]

    /// The piece called `letter` with the cells of `shape`; free unless `oneSided` (turned only) or
    /// `fixed` (as drawn only), and turning in the plane unless `solid`.
    public init(letter: Character, shape: Shape, oneSided: Bool = false, solid: Bool = false, fixed: Bool = false) {
        self.letter = letter
        self.shape = shape
        self.isOneSided = oneSided
        self.isSolid = solid
        self.isFixed = fixed
        let motions =
            fixed
            ? [Symmetry.identity]
            : solid ? Symmetry.rotations : oneSided ? Symmetry.square.filter { !$0.isReflection } : Symmetry.square
        orientations = shape.orientations(under: motions)
    }

    /// The same piece as a solid one, turning every way in space (unless it is fixed).
    public var solid: Piece { Piece(letter: letter, shape: shape, oneSided: isOneSided, solid: true, fixed: isFixed) }

    /// Number of cells in the piece.
    public var size: Int { shape.cells.count }

    /// Whether the piece and its mirror image are different one-sided pieces: one-sided, and no turn
    /// of it gives its mirror image.
    public var isChiral: Bool { isOneSided && !orientations.contains(shape.transformed(by: Piece.mirror)) }

    /// Whether the piece takes the mirror image of each of its orientations, as a free piece does (and
    /// a one-sided or fixed one that looks the same turned over): whether it can lie on a surface
    /// that turns a piece over as it carries it around, such as a Möbius strip.
    public var turnsOver: Bool {
        orientations.allSatisfy { orientations.contains($0.transformed(by: Piece.mirror)) }
    }

    /// The one-sided piece that is this one's mirror image, called `letter`.
    public func mirrorImage(letter: Character) -> Piece {
        Piece(letter: letter, shape: shape.transformed(by: Piece.mirror), oneSided: true)
    }

    /// The mirror that turns a piece over in the plane: left and right swapped.
    private static let mirror = Symmetry(quarterTurns: 0, mirrored: true)
}
