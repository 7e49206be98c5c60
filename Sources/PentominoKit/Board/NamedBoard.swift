/// A board known by name, with its published tiling counts for the 12 pentominoes.
public struct NamedBoard: Sendable {
    /// The name a user types, such as `6x10` or `8x8-centre`.
    public let name: String
    /// Other spellings of the name that are taken for it, such as `8x8-center`.
    public let otherSpellings: [String]
    /// How to make the board, done only when it is asked for.
    private let shape: BoardShape
    /// Tilings up to the board's symmetries.
    public let distinctTilings: UInt64
    /// Tilings with rotations and reflections counted apart.
    public let allTilings: UInt64

    /// The board.
    public var board: Board {
        switch shape {
        case .rectangle(let rows, let columns): try! Board(rows: rows, columns: columns)
        case .drawing(let drawing): try! Board(drawing: drawing)
        }
    }

    private init(name: String, otherSpellings: [String] = [], shape: BoardShape, distinctTilings: UInt64, allTilings: UInt64) {
        self.name = name
        self.otherSpellings = otherSpellings
        self.shape = shape
        self.distinctTilings = distinctTilings
        self.allTilings = allTilings
    }

    /// A full rectangle, or a drawing with `.` for open and `#` for blocked cells.
    private enum BoardShape {
        case rectangle(Int, Int)
        case drawing(String)
    }

    /// The built-in boards: the four 60-cell rectangles and the 8x8 square with its centre 2x2 blocked.
    public static let catalogue: [NamedBoard] = [
        NamedBoard(name: "6x10", shape: .rectangle(6, 10), distinctTilings: 2339, allTilings: 9356),
        NamedBoard(name: "5x12", shape: .rectangle(5, 12), distinctTilings: 1010, allTilings: 4040),
        NamedBoard(name: "4x15", shape: .rectangle(4, 15), distinctTilings: 368, allTilings: 1472),
        NamedBoard(name: "3x20", shape: .rectangle(3, 20), distinctTilings: 2, allTilings: 8),
        NamedBoard(name: "8x8-centre", otherSpellings: ["8x8-center"], shape: .drawing("""
            ........
            ........
            ........
            ...##...
            ...##...
            ........
            ........
            ........
            """), distinctTilings: 65, allTilings: 520),
    ]

    /// The built-in board called `name`, in any case, its own spelling or another it is known by.
    public static func named(_ name: String) -> NamedBoard? {
        let name = name.lowercased()
        return catalogue.first { $0.name == name || $0.otherSpellings.contains(name) }
    }

    /// The built-in board that `board` is, turned or mirrored or as it stands, if any; none when
    /// pieces are placed on it in advance.
    public static func matching(_ board: Board) -> NamedBoard? {
        guard !board.hasPlacedPieces else { return nil }
        let shape = Shape(board.openCells)
        return catalogue.first { Shape($0.board.openCells).orientations.contains(shape) }
    }
}
