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
    /// For each of `Symmetry.all`, the orientation it turns the piece's shape into, or nil for a
    /// one-sided piece turned over into its mirror image.
    let orientationBySymmetry: [Int?]

    /// The piece called `letter` with the cells of `shape`; free unless `oneSided`.
    public init(letter: Character, shape: Shape, oneSided: Bool = false) {
        self.letter = letter
        self.shape = shape
        self.isOneSided = oneSided
        var orientations: [Shape] = [], bySymmetry: [Int?] = []
        // The turns come first in `Symmetry.all`, so a one-sided piece has all its orientations by its first mirror image.
        for symmetry in Symmetry.all {
            let image = shape.transformed(by: symmetry)
            if let known = orientations.firstIndex(of: image) {
                bySymmetry.append(known)
            } else if oneSided && symmetry.mirrored {
                bySymmetry.append(nil)
            } else {
                orientations.append(image)
                bySymmetry.append(orientations.count - 1)
            }
        }
        self.orientations = orientations
        orientationBySymmetry = bySymmetry
    }

    /// The orientation that `symmetry` turns orientation `orientation` into, or nil if the piece is
    /// one-sided and the symmetry turns it into its mirror image.
    func orientation(_ orientation: Int, under symmetry: Symmetry) -> Int? {
        let made = Symmetry.all[orientationBySymmetry.firstIndex(of: orientation)!]
        return orientationBySymmetry[symmetry.after(made).index]
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
