extension Tiling {
    /// Where each piece's label goes: the piece's cell nearest its centre, with the piece's letter.
    var labelCells: [Cell: Character] {
        var labels: [Cell: Character] = [:]
        for (letter, cells) in pieces { labels[Tiling.labelCell(of: cells)] = letter }
        return labels
    }

    /// The cell of a piece's `cells` nearest their centre, where its label goes.
    static func labelCell(of cells: [Cell]) -> Cell {
        let n = cells.count, rows = cells.reduce(0) { $0 + $1.row }, columns = cells.reduce(0) { $0 + $1.column }
        let distance = { (cell: Cell) in
            (cell.row * n - rows) * (cell.row * n - rows) + (cell.column * n - columns) * (cell.column * n - columns)
        }
        return cells.min { distance($0) < distance($1) }!
    }

    /// The open cells: those a piece covers and those left empty.
    var openCells: [Cell] {
        open.indices.filter { open[$0] }.map(box.cell(at:))
    }
}
