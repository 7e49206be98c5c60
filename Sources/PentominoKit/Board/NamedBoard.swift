/// A board known by name, with the piece set it is known for and its published tiling counts.
public struct NamedBoard: Sendable {
    /// The name a user types, such as `6x10` or `8x8-centre`.
    public let name: String
    /// Other spellings of the name that are taken for it, such as `8x8-center`.
    public let otherSpellings: [String]
    /// How to make the board, done only when it is asked for.
    private let shape: BoardShape
    /// The piece set the counts are for, as `--pieces` names it.
    public let pieces: String
    /// Tilings up to the board's symmetries.
    public let distinctTilings: UInt64
    /// Tilings with rotations and reflections counted apart.
    public let allTilings: UInt64

    /// The piece set the counts are for.
    public var pieceSet: PieceSet {
        // The catalogue names only sets that need no file.
        try! PieceSet(specification: pieces)
    }

    /// The board.
    public var board: Board {
        switch shape {
        case .rectangle(let rows, let columns): try! Board(rows: rows, columns: columns)
        case .box(let layers, let rows, let columns): try! Board(size: "\(layers)x\(rows)x\(columns)")
        case .drawing(let drawing): try! Board(drawing: drawing)
        }
    }

    private init(
        name: String, otherSpellings: [String] = [], shape: BoardShape, pieces: String = "pentominoes",
        distinctTilings: UInt64,
        allTilings: UInt64
    ) {
        self.name = name
        self.otherSpellings = otherSpellings
        self.shape = shape
        self.pieces = pieces
        self.distinctTilings = distinctTilings
        self.allTilings = allTilings
    }

    /// A full rectangle, a full box of layers, rows and columns, or a drawing with `.` for open and `#` for blocked cells.
    private enum BoardShape {
        case rectangle(Int, Int)
        case box(Int, Int, Int)
        case drawing(String)
    }

    /// The built-in boards: the four 60-cell rectangles and the 8x8 square with its centre 2x2 blocked,
    /// for the 12 pentominoes; the four 90-cell rectangles for the 18 one-sided pentominoes (their
    /// distinct counts are Polyform Puzzler's; the others this tool's); and
    /// the three boxes of Knuth's "Dancing Links" for the 12 solid pentominoes.
    public static let catalogue: [NamedBoard] = [
        NamedBoard(name: "6x10", shape: .rectangle(6, 10), distinctTilings: 2339, allTilings: 9356),
        NamedBoard(name: "5x12", shape: .rectangle(5, 12), distinctTilings: 1010, allTilings: 4040),
        NamedBoard(name: "4x15", shape: .rectangle(4, 15), distinctTilings: 368, allTilings: 1472),
        NamedBoard(name: "3x20", shape: .rectangle(3, 20), distinctTilings: 2, allTilings: 8),
        NamedBoard(
            name: "8x8-centre", otherSpellings: ["8x8-center"],
            shape: .drawing(
                """
                ........
                ........
                ........
                ...##...
                ...##...
                ........
                ........
                ........
                """), distinctTilings: 65, allTilings: 520),
        NamedBoard(name: "3x30", shape: .rectangle(3, 30), pieces: "one-sided", distinctTilings: 46, allTilings: 184),
        NamedBoard(
            name: "5x18", shape: .rectangle(5, 18), pieces: "one-sided", distinctTilings: 686_628, allTilings: 2_746_512
        ),
        NamedBoard(
            name: "6x15", shape: .rectangle(6, 15), pieces: "one-sided", distinctTilings: 2_567_183,
            allTilings: 10_268_732),
        NamedBoard(
            name: "9x10", shape: .rectangle(9, 10), pieces: "one-sided", distinctTilings: 10_440_433,
            allTilings: 41_761_732),
        NamedBoard(name: "2x3x10", shape: .box(2, 3, 10), distinctTilings: 12, allTilings: 96),
        NamedBoard(name: "2x5x6", shape: .box(2, 5, 6), distinctTilings: 264, allTilings: 2112),
        NamedBoard(name: "3x4x5", shape: .box(3, 4, 5), distinctTilings: 3940, allTilings: 31520),
    ]

    /// The built-in board called `name`, in any case, its own spelling or another it is known by.
    public static func named(_ name: String) -> NamedBoard? {
        let name = name.lowercased()
        return catalogue.first { $0.name == name || $0.otherSpellings.contains(name) }
    }

    /// The built-in board that `board` is, turned or mirrored or as it stands, if any, and known for
    /// `pieces` when they are given; none when pieces are placed on it in advance.
    public static func matching(_ board: Board, pieces: PieceSet? = nil) -> NamedBoard? {
        guard !board.hasPlacedPieces else { return nil }
        let shape = Shape(board.openCells)
        return catalogue.first { named in
            Shape(named.board.openCells).orientations(under: Symmetry.cube).contains(shape)
                && pieces.map { named.pieceSet == $0 } != false
        }
    }
}
