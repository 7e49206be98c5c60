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

    /// The index of the piece named `letter`, if there is one.
    public func index(of letter: Character) -> Int? {
        pieces.firstIndex { $0.letter == letter }
    }

    /// The twelve free pentominoes, named by Golomb's letters F I L N P T U V W X Y Z, in that order.
    public static let pentominoes = PieceSet([
        Piece(letter: "F", shape: Shape(drawing: ".##\n##.\n.#.")),
        Piece(letter: "I", shape: Shape(drawing: "#####")),
        Piece(letter: "L", shape: Shape(drawing: "####\n#...")),
        Piece(letter: "N", shape: Shape(drawing: "##..\n.###")),
        Piece(letter: "P", shape: Shape(drawing: "##\n##\n#.")),
        Piece(letter: "T", shape: Shape(drawing: "###\n.#.\n.#.")),
        Piece(letter: "U", shape: Shape(drawing: "#.#\n###")),
        Piece(letter: "V", shape: Shape(drawing: "#..\n#..\n###")),
        Piece(letter: "W", shape: Shape(drawing: "#..\n##.\n.##")),
        Piece(letter: "X", shape: Shape(drawing: ".#.\n###\n.#.")),
        Piece(letter: "Y", shape: Shape(drawing: "####\n.#..")),
        Piece(letter: "Z", shape: Shape(drawing: "##.\n.#.\n.##")),
    ])
}
