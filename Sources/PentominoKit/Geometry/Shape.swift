/// A set of cells moved so that its lowest layer, row and column are all 0: a polyomino (or, over
/// several layers, a polycube) in one orientation.
public struct Shape: Hashable, Sendable, CustomStringConvertible {
    /// The cells in ascending order, normalised to start at layer 0, row 0 and column 0.
    public let cells: [Cell]

    /// The shape made of `cells`, wherever they lie.
    public init<S: Sequence>(_ cells: S) where S.Element == Cell {
        var list = Array(cells)
        if let corner = Cell.corners(of: list)?.low {
            for index in list.indices { list[index] = list[index] - corner }
        }
        list.sort()
        var unique: [Cell] = []
        unique.reserveCapacity(list.count)
        for cell in list where unique.last != cell { unique.append(cell) }
        self.cells = unique
    }

    /// The shape drawn as lines of text, where any character other than `.` or a space is a cell.
    public init(drawing: String) {
        var cells: [Cell] = []
        for (row, line) in drawing.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (column, character) in line.enumerated() where character != "." && character != " " {
                cells.append(Cell(row: row, column: column))
            }
        }
        self.init(cells)
    }

    /// Whether the cells form one piece, each joined to another edge to edge (an empty shape is not one).
    public var isConnected: Bool {
        Shape.groups(of: cells).count == 1
    }

    /// The groups of `cells` joined edge to edge (as `neighbours` says which cells meet: in the
    /// lattice, unless a surface glues edges), each in ascending order, ordered by their first cells.
    public static func groups<S: Sequence>(of cells: S, neighbours: (Cell) -> [Cell] = \.neighbours) -> [[Cell]]
    where S.Element == Cell {
        var rest = Set(cells)
        var groups: [[Cell]] = []
        for first in rest.sorted() where rest.contains(first) {
            rest.remove(first)
            var group = [first], frontier = [first]
            while let cell = frontier.popLast() {
                for neighbour in neighbours(cell) where rest.remove(neighbour) != nil {
                    group.append(neighbour)
                    frontier.append(neighbour)
                }
            }
            groups.append(group.sorted())
        }
        return groups
    }

    /// Layers spanned by the shape: 1 for a flat one.
    public var layers: Int { (cells.map(\.layer).max() ?? -1) + 1 }
    /// Rows spanned by the shape.
    public var height: Int { (cells.map(\.row).max() ?? -1) + 1 }
    /// Columns spanned by the shape.
    public var width: Int { (cells.map(\.column).max() ?? -1) + 1 }

    /// The shape after `symmetry`, normalised again.
    public func transformed(by symmetry: Symmetry) -> Shape {
        Shape(cells.map(symmetry.apply(to:)))
    }

    /// The distinct shapes this one takes under `symmetries`, in their order.
    public func orientations(under symmetries: [Symmetry]) -> [Shape] {
        var seen: [Shape] = []
        for symmetry in symmetries {
            let image = transformed(by: symmetry)
            if !seen.contains(image) { seen.append(image) }
        }
        return seen
    }

    /// The shape drawn with `#` for cells and `.` for gaps, one line per row, a blank line between layers.
    public var description: String {
        (0..<layers).map { layer in
            var grid = Array(repeating: Array(repeating: Character("."), count: width), count: height)
            for cell in cells where cell.layer == layer { grid[cell.row][cell.column] = "#" }
            return grid.map { String($0) }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}
