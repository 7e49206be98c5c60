/// A polyomino that may be used once in a tiling, with the letter that names it.
public struct Piece: Hashable, Sendable {
    /// The letter that names the piece (Golomb's letters for the pentominoes).
    public let letter: Character
    /// The piece in its reference orientation.
    public let shape: Shape
    /// Every distinct orientation of the shape, turned and mirrored.
    public let orientations: [Shape]

    /// The piece called `letter` with the cells of `shape`.
    public init(letter: Character, shape: Shape) {
        self.letter = letter
        self.shape = shape
        self.orientations = shape.orientations
    }

    /// Number of cells in the piece.
    public var size: Int { shape.cells.count }
}
