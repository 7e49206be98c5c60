/// A box of cells, `layers` by `rows` by `columns`, whose cells are stored layer by layer, row by
/// row: the grid of a board or of a tiling. A flat box has one layer, and the symmetries of the
/// square grid; a box of several layers has those of the cube.
public struct Box: Hashable, Sendable, CustomStringConvertible {
    /// Layers of the box: 1 for a flat one.
    public let layers: Int
    /// Rows in each layer.
    public let rows: Int
    /// Columns in each layer.
    public let columns: Int

    /// The box of `layers` layers of `rows` by `columns` cells, each at least 1.
    public init(layers: Int = 1, rows: Int, columns: Int) {
        precondition(layers > 0 && rows > 0 && columns > 0, "a box has at least one cell each way")
        self.layers = layers
        self.rows = rows
        self.columns = columns
    }

    /// The box whose layers, rows and columns are `lengths`, each at least 1.
    public init(lengths: [Int]) {
        self.init(layers: lengths[0], rows: lengths[1], columns: lengths[2])
    }

    /// The layers, rows and columns, in that order.
    public var lengths: [Int] { [layers, rows, columns] }

    /// Number of cells.
    public var count: Int { layers * rows * columns }

    /// Whether the box is a single layer.
    public var isFlat: Bool { layers == 1 }

    /// Whether `cell` lies in the box.
    public func contains(_ cell: Cell) -> Bool {
        cell.layer >= 0 && cell.layer < layers && cell.row >= 0 && cell.row < rows && cell.column >= 0
            && cell.column < columns
    }

    /// Where `cell`, which lies in the box, is stored: layer by layer, row by row.
    public func offset(of cell: Cell) -> Int {
        (cell.layer * rows + cell.row) * columns + cell.column
    }

    /// The cell stored at `offset`.
    public func cell(at offset: Int) -> Cell {
        Cell(layer: offset / (rows * columns), row: offset / columns % rows, column: offset % columns)
    }

    /// Every cell, in storage order.
    public var cells: [Cell] { (0..<count).map(cell(at:)) }

    /// The symmetries of the lattice that a box's cells can be moved by: those of the square grid
    /// for a flat box, those of the cube for a box of several layers.
    public var latticeSymmetries: [Symmetry] { isFlat ? Symmetry.square : Symmetry.cube }

    /// `ROWSxCOLUMNS` for a flat box, such as `6x10`; `LAYERSxROWSxCOLUMNS` otherwise, such as `3x4x5`.
    public var description: String { isFlat ? "\(rows)x\(columns)" : "\(layers)x\(rows)x\(columns)" }
}
