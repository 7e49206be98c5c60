/// A board known by name, with its published tiling counts for the 12 pentominoes.
public struct NamedBoard: Sendable {
    /// The name a user types, such as `6x10` or `8x8-centre`.
    public let name: String
    /// The board.
    public let board: Board
    /// Tilings up to the board's symmetries.
    public let distinctTilings: UInt64
    /// Tilings with rotations and reflections counted apart.
    public let allTilings: UInt64

    /// The built-in boards: the four 60-cell rectangles and the 8x8 square with its centre 2x2 blocked.
    public static let catalogue: [NamedBoard] = [
        NamedBoard(name: "6x10", board: try! Board(rows: 6, columns: 10), distinctTilings: 2339, allTilings: 9356),
        NamedBoard(name: "5x12", board: try! Board(rows: 5, columns: 12), distinctTilings: 1010, allTilings: 4040),
        NamedBoard(name: "4x15", board: try! Board(rows: 4, columns: 15), distinctTilings: 368, allTilings: 1472),
        NamedBoard(name: "3x20", board: try! Board(rows: 3, columns: 20), distinctTilings: 2, allTilings: 8),
        NamedBoard(name: "8x8-centre", board: try! Board(drawing: """
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
