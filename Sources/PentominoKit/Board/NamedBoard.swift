/// A board known by name, with its published tiling counts for the 12 pentominoes.
public struct NamedBoard: Sendable {
    /// The name a user types, such as `6x10` or `8x8-centre`.
    public let name: String
    /// The board drawn with `.` for open and `#` for blocked cells, built only when asked for.
    private let drawing: String
    /// Tilings up to the board's symmetries.
    public let distinctTilings: UInt64
    /// Tilings with rotations and reflections counted apart.
    public let allTilings: UInt64

    /// The board.
    public var board: Board { try! Board(drawing: drawing) }

    /// The built-in boards: the four 60-cell rectangles and the 8x8 square with its centre 2x2 blocked.
    public static let catalogue: [NamedBoard] = [
        NamedBoard(name: "6x10", drawing: rectangle(6, 10), distinctTilings: 2339, allTilings: 9356),
        NamedBoard(name: "5x12", drawing: rectangle(5, 12), distinctTilings: 1010, allTilings: 4040),
        NamedBoard(name: "4x15", drawing: rectangle(4, 15), distinctTilings: 368, allTilings: 1472),
        NamedBoard(name: "3x20", drawing: rectangle(3, 20), distinctTilings: 2, allTilings: 8),
        NamedBoard(name: "8x8-centre", drawing: """
            ........
            ........
            ........
            ...##...
            ...##...
            ........
            ........
            ........
            """, distinctTilings: 65, allTilings: 520),
    ]

    /// A full rectangle of `rows` by `columns`, drawn.
    private static func rectangle(_ rows: Int, _ columns: Int) -> String {
        Array(repeating: String(repeating: ".", count: columns), count: rows).joined(separator: "\n")
    }

    /// The built-in board called `name`, if any.
    public static func named(_ name: String) -> NamedBoard? {
        catalogue.first { $0.name == name }
    }

    /// The built-in board that `board` is, turned or mirrored or as it stands, if any.
    public static func matching(_ board: Board) -> NamedBoard? {
        let shape = Shape(board.openCells)
        return catalogue.first { Shape($0.board.openCells).orientations.contains(shape) }
    }
}
