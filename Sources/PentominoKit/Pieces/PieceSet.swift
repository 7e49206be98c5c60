/// The pieces that a tiling uses: each distinct piece, with how many copies of it the set holds.
/// Copies of a piece are not told apart: a tiling is the board's partition into named pieces.
public struct PieceSet: Hashable, Sendable {
    /// The distinct pieces in a fixed order, each with a name of its own.
    public let pieces: [Piece]
    /// How many copies of each piece of `pieces` the set holds, each at least 1.
    public let copies: [Int]

    /// The set of `pieces`, in that order, with `copies` of each (one of each by default).
    public init(_ pieces: [Piece], copies: [Int]? = nil) {
        let copies = copies ?? pieces.map { _ in 1 }
        precondition(copies.count == pieces.count && copies.allSatisfy { $0 >= 1 }, "each piece has at least one copy")
        precondition(Set(pieces.map(\.letter)).count == pieces.count, "each piece has a name of its own")
        self.pieces = pieces
        self.copies = copies
    }

    /// Total number of cells the pieces cover, copies included.
    public var cellCount: Int { zip(pieces, copies).reduce(0) { $0 + $1.0.size * $1.1 } }

    /// The same pieces as solid ones, turning every way in space (see `Piece.solid`).
    public var solid: PieceSet { PieceSet(pieces.map(\.solid), copies: copies) }

    /// The first piece that cannot stay one-sided in space, if any: a flat one-sided piece whose
    /// mirror image no turn in the plane gives (such as the one-sided L). In a box of several layers
    /// every piece turns every way, so a turn in space gives it its mirror image, and such a set
    /// has no meaning there.
    public var firstPieceOneSidedOnlyInThePlane: Piece? { pieces.first { $0.isChiral && $0.shape.layers == 1 } }

    /// Number of pieces a tiling places, copies included.
    public var pieceCount: Int { copies.reduce(0, +) }

    /// The twelve free pentominoes, named by Golomb's letters F I L N P T U V W X Y Z, in that order.
    public static let pentominoes = PieceSet([
        piece("F", [(0, 1), (0, 2), (1, 0), (1, 1), (2, 1)]),  // .##  ##.  .#.
        piece("I", [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]),  // #####
        piece("L", [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)]),  // ####  #...
        piece("N", [(0, 0), (0, 1), (1, 1), (1, 2), (1, 3)]),  // ##..  .###
        piece("P", [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]),  // ##  ##  #.
        piece("T", [(0, 0), (0, 1), (0, 2), (1, 1), (2, 1)]),  // ###  .#.  .#.
        piece("U", [(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)]),  // #.#  ###
        piece("V", [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)]),  // #..  #..  ###
        piece("W", [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2)]),  // #..  ##.  .##
        piece("X", [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]),  // .#.  ###  .#.
        piece("Y", [(0, 0), (0, 1), (0, 2), (0, 3), (1, 1)]),  // ####  .#..
        piece("Z", [(0, 0), (0, 1), (1, 1), (2, 1), (2, 2)]),  // ##.  .#.  .##
    ])

    /// The 18 one-sided pentominoes: the 12 as drawn, each followed by its mirror image if that is a
    /// piece of its own (F f I L l N n P p T U V W X Y y Z z), the mirror images named in lower case.
    public static let oneSidedPentominoes = PieceSet(
        pentominoes.pieces.flatMap { free in
            let piece = Piece(letter: free.letter, shape: free.shape, oneSided: true)
            return piece.isChiral ? [piece, piece.mirrorImage(letter: Character(free.letter.lowercased()))] : [piece]
        })

    /// The piece `letter` made of the cells at `(row, column)` offsets.
    private static func piece(_ letter: Character, _ cells: [(Int, Int)]) -> Piece {
        Piece(letter: letter, shape: Shape(cells.map { Cell(row: $0.0, column: $0.1) }))
    }
}

extension PieceSet {
    /// How messages name the set: `the 12 pentominoes`, `the 18 one-sided pentominoes`, `2 sets of
    /// the 12 pentominoes`, `the pentominoes F I L L`, `the one-sided pentominoes F f`, the same with
    /// `solid` for the pieces of a box (`the 12 solid pentominoes`), or its pieces' names; a piece of
    /// more than five copies once, with their number, as in `the pentominoes L×20`.
    public var name: String {
        let single = PieceSet(pieces)
        let solid = !pieces.isEmpty && pieces.allSatisfy(\.isSolid)
        let pentominoes = solid ? PieceSet.pentominoes.solid : .pentominoes
        let solidPentominoes = solid ? "solid pentominoes" : "pentominoes"
        if let times = copies.first, copies.allSatisfy({ $0 == times }) {
            let known =
                single == pentominoes
                ? "the 12 \(solidPentominoes)" : single == .oneSidedPentominoes ? "the 18 one-sided pentominoes" : nil
            if let known { return times == 1 ? known : "\(times) sets of \(known)" }
        }
        let list = zip(pieces, copies).flatMap { piece, times in
            times > 5 ? ["\(piece.letter)×\(times)"] : Array(repeating: String(piece.letter), count: times)
        }.joined(separator: " ")
        let kind: (one: String, many: String)
        if pieces.allSatisfy(pentominoes.pieces.contains) {
            kind = (solid ? "solid pentomino" : "pentomino", solidPentominoes)
        } else if pieces.allSatisfy(PieceSet.oneSidedPentominoes.pieces.contains) {
            kind = ("one-sided pentomino", "one-sided pentominoes")
        } else {
            kind = ("piece", "pieces")
        }
        return "the \(pieceCount == 1 ? kind.one : kind.many) \(list)"
    }
}
