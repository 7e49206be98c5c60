/// A polyomino with the name that tilings show it by.
public struct Piece: Hashable, Sendable {
    /// The character that names the piece (Golomb's letters for the pentominoes, lower case for
    /// the mirror images of the one-sided ones).
    public let letter: Character
    /// The piece in its reference orientation.
    public let shape: Shape
    /// Whether the piece only turns in the plane, never flipping over.
    public let isOneSided: Bool
    /// Every distinct orientation the piece may take: turned and mirrored, or only turned when it is one-sided.
    public let orientations: [Shape]

    /// The piece called `letter` with the cells of `shape`; free unless `oneSided`.
    public init(letter: Character, shape: Shape, oneSided: Bool = false) {
        self.letter = letter
        self.shape = shape
        self.isOneSided = oneSided
        self.orientations = shape.orientations(mirrored: !oneSided)
    }

    /// Number of cells in the piece.
    public var size: Int { shape.cells.count }

    /// Whether the piece and its mirror image are different one-sided pieces: one-sided, and no turn
    /// of it gives its mirror image.
    public var isChiral: Bool { isOneSided && !orientations.contains(shape.transformed(by: Symmetry(quarterTurns: 0, mirrored: true))) }

    /// The one-sided piece that is this one's mirror image, called `letter`.
    public func mirrorImage(letter: Character) -> Piece {
        Piece(letter: letter, shape: shape.transformed(by: Symmetry(quarterTurns: 0, mirrored: true)), oneSided: true)
    }
}
