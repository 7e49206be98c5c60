/// The pieces that a tiling uses, each exactly once.
public struct PieceSet: Hashable, Sendable {
    /// The pieces in a fixed order.
    public let pieces: [Piece]

    /// The set of `pieces`, in that order.
    public init(_ pieces: [Piece]) {
        self.pieces = pieces
    }

    /// Total number of cells the pieces cover.
    public var cellCount: Int { pieces.reduce(0) { $0 + $1.size } }

    /// The twelve free pentominoes, named by Golomb's letters F I L N P T U V W X Y Z, in that order.
    public static let pentominoes = PieceSet([
        piece("F", [(0, 1), (0, 2), (1, 0), (1, 1), (2, 1)]),   // .##  ##.  .#.
        piece("I", [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]),   // #####
        piece("L", [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)]),   // ####  #...
        piece("N", [(0, 0), (0, 1), (1, 1), (1, 2), (1, 3)]),   // ##..  .###
        piece("P", [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]),   // ##  ##  #.
        piece("T", [(0, 0), (0, 1), (0, 2), (1, 1), (2, 1)]),   // ###  .#.  .#.
        piece("U", [(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)]),   // #.#  ###
        piece("V", [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)]),   // #..  #..  ###
        piece("W", [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2)]),   // #..  ##.  .##
        piece("X", [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]),   // .#.  ###  .#.
        piece("Y", [(0, 0), (0, 1), (0, 2), (0, 3), (1, 1)]),   // ####  .#..
        piece("Z", [(0, 0), (0, 1), (1, 1), (2, 1), (2, 2)]),   // ##.  .#.  .##
    ])

    /// The piece `letter` made of the cells at `(row, column)` offsets.
    private static func piece(_ letter: Character, _ cells: [(Int, Int)]) -> Piece {
        Piece(letter: letter, shape: Shape(cells.map { Cell(row: $0.0, column: $0.1) }))
    }
}
