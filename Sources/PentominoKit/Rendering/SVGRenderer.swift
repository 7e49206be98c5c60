/// Draws a tiling as an SVG picture: one filled polygon per piece, outlined, optionally labelled with its letter.
public enum SVGRenderer {
    /// Side of one cell, in SVG units.
    static let cellSize = 40
    /// Space around the board.
    static let margin = 4

    /// The tiling, whose letters are Golomb's, as an SVG document; with `labels`, each piece carries
    /// its letter in `alphabet`.
    public static func render(_ tiling: Tiling, alphabet: LetterAlphabet = .golomb, labels: Bool = true) -> String {
        let width = tiling.columns * cellSize + 2 * margin, height = tiling.rows * cellSize + 2 * margin
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">

            """
        for (letter, cells) in tiling.pieces {
            let name = alphabet.letter(forGolomb: letter)
            for outline in outlines(of: cells) {
                let points = outline.map { "\($0.x * cellSize + margin),\($0.y * cellSize + margin)" }.joined(separator: " ")
                svg += "  <polygon points=\"\(points)\" fill=\"\(PiecePalette.colour(of: letter).hex)\" stroke=\"#222222\" stroke-width=\"2\" stroke-linejoin=\"round\"><title>\(name)</title></polygon>\n"
            }
            if labels {
                let centre = labelCell(of: cells)
                let x = centre.column * cellSize + cellSize / 2 + margin, y = centre.row * cellSize + cellSize / 2 + margin
                svg += "  <text x=\"\(x)\" y=\"\(y)\" text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"sans-serif\" font-size=\"\(cellSize / 2)\">\(name)</text>\n"
            }
        }
        return svg + "</svg>\n"
    }

    /// A corner of the cell grid: `x` counts columns, `y` rows.
    struct Point: Hashable {
        let x: Int
        let y: Int
    }

    /// The closed outlines of the union of `cells`, each a list of its corners, clockwise on screen,
    /// without corners in the middle of a straight side.
    static func outlines(of cells: [Cell]) -> [[Point]] {
        let inside = Set(cells)
        // Each side of a cell that borders no other cell of the piece, as a directed edge.
        var next: [Point: [Point]] = [:]
        for cell in cells {
            let (x, y) = (cell.column, cell.row)
            let corners = [Point(x: x, y: y), Point(x: x + 1, y: y), Point(x: x + 1, y: y + 1), Point(x: x, y: y + 1)]
            let across = [Cell(row: y - 1, column: x), Cell(row: y, column: x + 1), Cell(row: y + 1, column: x), Cell(row: y, column: x - 1)]
            for side in 0..<4 where !inside.contains(across[side]) {
                next[corners[side], default: []].append(corners[(side + 1) % 4])
            }
        }
        var outlines: [[Point]] = []
        while let start = next.keys.min(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
            var loop: [Point] = []
            var point = start
            repeat {
                loop.append(point)
                let to = next[point]!.removeLast()
                if next[point]!.isEmpty { next[point] = nil }
                point = to
            } while point != start
            outlines.append(loop.indices.filter { index in
                let before = loop[(index + loop.count - 1) % loop.count], after = loop[(index + 1) % loop.count]
                return (after.x - loop[index].x) * (loop[index].y - before.y) != (after.y - loop[index].y) * (loop[index].x - before.x)
            }.map { loop[$0] })
        }
        return outlines
    }

    /// The cell of `cells` nearest their centre, where the label goes.
    private static func labelCell(of cells: [Cell]) -> Cell {
        let n = cells.count, rows = cells.reduce(0) { $0 + $1.row }, columns = cells.reduce(0) { $0 + $1.column }
        let distance = { (cell: Cell) in
            (cell.row * n - rows) * (cell.row * n - rows) + (cell.column * n - columns) * (cell.column * n - columns)
        }
        return cells.min { distance($0) < distance($1) }!
    }
}
