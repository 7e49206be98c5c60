// Tilings drawn as SVG pictures:
//
// - The picture of one tiling, and a sheet of several.
// - The parts of a picture: the board, the glued edges of a surface, the pieces and their labels.
// - The outlines of a piece's cells, traced along their edges.

/// Draws tilings as an SVG picture: on a white background, each board's blocked cells in grey, its
/// cells left empty in white with a dot, one filled polygon per piece labelled with its letter in
/// black or white (whichever reads better on the piece's colour), and the board's outline. A tiling
/// of several layers is drawn as its layers side by side, each under its label, and beside them the
/// packed box in an isometric view (see `IsometricView`). A tiling on a surface whose edges meet is
/// drawn as a topologist draws the surface: arrows on the sides that meet, one on each column side
/// and two on each row side, pointing the ways the sides are glued (opposite ways where the rows
/// meet reversed); a piece that crosses a glued side is drawn in its parts, in its one colour.
public enum SVGRenderer {
    /// Side of one cell, in SVG units.
    static let cellSize = 40
    /// Space around each board.
    static let margin = 8
    /// The fill of blocked cells.
    static let blockedFill = "#8c8c8c"
    /// The labels' fonts: monospaced ones, whose lower-case l has a tail and upper-case I has bars, so
    /// that the one-sided l is never read as the I, as it is in a sans-serif font.
    static let labelFont = "DejaVu Sans Mono, Menlo, Consolas, monospace"
    /// The colour of lines and of the dot in a cell left empty.
    static let ink = "#222222"

    // MARK: - Pictures and sheets

    /// The tiling, whose letters are Golomb's, as an SVG document; with `labels`, each piece carries
    /// its letter in `alphabet`; on `surface`, its glued sides marked.
    public static func render(
        _ tiling: Tiling, alphabet: LetterAlphabet = .golomb, labels: Bool = true, surface: Surface = .flat
    ) -> String {
        sheet([tiling], alphabet: alphabet, labels: labels, surface: surface)
    }

    /// Tilings of one board, whose letters are Golomb's, side by side in a grid about as wide as it
    /// is tall, as one SVG document.
    /// - Precondition: `tilings` is not empty, and every tiling has the size of the first.
    public static func sheet(
        _ tilings: [Tiling], alphabet: LetterAlphabet = .golomb, labels: Bool = true, surface: Surface = .flat
    ) -> String {
        precondition(
            !tilings.isEmpty && tilings.allSatisfy { $0.box == tilings[0].box },
            "a sheet holds one or more tilings of one size")
        // A tiling of several layers lies in a row of its layers, each under its label.
        let layers = tilings[0].layers, layerWidth = tilings[0].columns * cellSize
        let labelHeight = layers > 1 ? cellSize / 2 + margin : 0
        let view = layers > 1 ? IsometricView.size(of: tilings[0]) : (width: 0, height: 0)
        let boardWidth =
            layers * layerWidth + (layers - 1) * cellSize / 2 + (layers > 1 ? cellSize / 2 + view.width : 0) + 2
            * margin
        let boardHeight = max(tilings[0].rows * cellSize, view.height) + labelHeight + 2 * margin
        // Columns of boards such that the sheet is about as tall as it is wide.
        let across = min(
            tilings.count,
            max(1, Int((Double(tilings.count * boardHeight) / Double(boardWidth)).squareRoot().rounded(.up))))
        let down = (tilings.count + across - 1) / across
        let width = across * boardWidth, height = down * boardHeight
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
              <rect width="\(width)" height="\(height)" fill="#ffffff"/>

            """
        for (index, tiling) in tilings.enumerated() {
            let x = index % across * boardWidth + margin, y = index / across * boardHeight + margin
            guard layers > 1 else {
                svg +=
                    "  <g transform=\"translate(\(x),\(y))\">\n" + board(tiling, alphabet: alphabet, labels: labels)
                    + gluing(of: surface, rows: tiling.rows, columns: tiling.columns) + "  </g>\n"
                continue
            }
            for layer in 0..<layers {
                let left = x + layer * (layerWidth + cellSize / 2)
                svg +=
                    "  <text x=\"\(left)\" y=\"\(y + cellSize / 2)\" fill=\"\(ink)\" font-family=\"\(SVGRenderer.labelFont)\" font-size=\"\(cellSize / 2)\">layer \(layer + 1)</text>\n"
                svg +=
                    "  <g transform=\"translate(\(left),\(y + labelHeight))\">\n"
                    + board(tiling.layer(layer), alphabet: alphabet, labels: labels) + "  </g>\n"
            }
            svg +=
                "  <g transform=\"translate(\(x + layers * (layerWidth + cellSize / 2)),\(y + labelHeight))\">\n"
                + IsometricView.elements(of: tiling, ink: ink) + "  </g>\n"
        }
        return svg + "</svg>\n"
    }

    /// A piece's name as XML text: a piece file may name a piece `<`, `&` or a quote.
    private static func escaped(_ name: Character) -> String {
        switch name {
        case "<": "&lt;"
        case ">": "&gt;"
        case "&": "&amp;"
        case "\"": "&quot;"
        case "'": "&apos;"
        default: String(name)
        }
    }

    // MARK: - The parts of a picture

    /// How a board draws its open cells that no piece covers.
    enum EmptyCells {
        /// White with a dot: cells a tiling leaves empty.
        case dotted
        /// White, with thin lines between them: cells a puzzle leaves for the player to fill.
        case blank
    }

    /// The colour of the thin lines between a puzzle's cells to fill.
    static let gridLine = "#b0b0b0"

    /// One tiling's elements, with the top left corner of its grid at the origin, its open cells
    /// without a piece drawn as `empty` says, and each piece in its colour among `colours` (by
    /// default, the tiling's own).
    static func board(
        _ tiling: Tiling, alphabet: LetterAlphabet, labels: Bool, empty: EmptyCells = .dotted,
        colours: [Character: PiecePalette.Colour]? = nil
    ) -> String {
        var svg =
            "    <rect width=\"\(tiling.columns * cellSize)\" height=\"\(tiling.rows * cellSize)\" fill=\"\(blockedFill)\"><title>blocked</title></rect>\n"
        for cell in tiling.openCells where tiling[cell] == nil {
            let x = cell.column * cellSize, y = cell.row * cellSize
            switch empty {
            case .dotted:
                svg +=
                    "    <rect x=\"\(x)\" y=\"\(y)\" width=\"\(cellSize)\" height=\"\(cellSize)\" fill=\"#ffffff\"><title>empty</title></rect>\n"
                svg += "    <circle cx=\"\(x + cellSize / 2)\" cy=\"\(y + cellSize / 2)\" r=\"3\" fill=\"\(ink)\"/>\n"
            case .blank:
                svg +=
                    "    <rect x=\"\(x)\" y=\"\(y)\" width=\"\(cellSize)\" height=\"\(cellSize)\" fill=\"#ffffff\" stroke=\"\(gridLine)\" stroke-width=\"1\"><title>to fill</title></rect>\n"
            }
        }
        let colours = colours ?? tiling.pieceColours
        for (letter, cells) in tiling.pieces {
            svg += piece(cells, letter: letter, colour: colours[letter]!, alphabet: alphabet, label: nil)
        }
        if labels {
            for (cell, letter) in tiling.labelCells.sorted(by: {
                ($0.key.row, $0.key.column) < ($1.key.row, $1.key.column)
            }) {
                svg += label(letter, at: cell, colour: colours[letter]!, alphabet: alphabet)
            }
        }
        for outline in outlines(of: tiling.openCells) {
            svg +=
                "    <polygon points=\"\(points(outline))\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"4\" stroke-linejoin=\"round\"><title>board</title></polygon>\n"
        }
        return svg
    }

    /// The arrows that mark which sides of a grid of `rows` by `columns` cells meet on `surface`:
    /// one arrowhead on the middle of each column side, two on each row side, each pointing the way
    /// its side runs where it meets the other.
    static func gluing(of surface: Surface, rows: Int, columns: Int) -> String {
        let (width, height) = (columns * cellSize, rows * cellSize)
        var arrows: [(x: Int, y: Int, dx: Int, dy: Int)] = []
        if surface.wrapsColumns {
            arrows.append((0, height / 2, 0, 1))
            arrows.append((width, height / 2, 0, surface.isTwisted ? -1 : 1))
        }
        if surface.wrapsRows {
            for offset in [-cellSize / 4, cellSize / 4] {
                arrows.append((width / 2 + offset, 0, 1, 0))
                arrows.append((width / 2 + offset, height, 1, 0))
            }
        }
        // As far out as the margin reaches.
        let size = margin
        return arrows.map { arrow in
            // A triangle whose tip points along the side, centred on the side's line.
            let tip = (arrow.x + arrow.dx * size, arrow.y + arrow.dy * size)
            let back = (arrow.x - arrow.dx * size, arrow.y - arrow.dy * size)
            let corners = [
                tip, (back.0 + arrow.dy * size, back.1 + arrow.dx * size),
                (back.0 - arrow.dy * size, back.1 - arrow.dx * size),
            ]
            return
                "    <polygon points=\"\(corners.map { "\($0.0),\($0.1)" }.joined(separator: " "))\" fill=\"\(ink)\" stroke=\"#ffffff\" stroke-width=\"1\"><title>glued side</title></polygon>\n"
        }.joined()
    }

    /// A piece named `letter` on `cells`, filled with `colour` and outlined; labelled at `label` if
    /// that is given.
    static func piece(
        _ cells: [Cell], letter: Character, colour: PiecePalette.Colour, alphabet: LetterAlphabet, label cell: Cell?
    ) -> String {
        let name = SVGRenderer.escaped(alphabet.letter(forGolomb: letter))
        var svg = outlines(of: cells).map { outline in
            "    <polygon points=\"\(points(outline))\" fill=\"\(colour.hex)\" stroke=\"\(ink)\" stroke-width=\"2\" stroke-linejoin=\"round\"><title>\(name)</title></polygon>\n"
        }.joined()
        if let cell { svg += label(letter, at: cell, colour: colour, alphabet: alphabet) }
        return svg
    }

    /// The label of a piece named `letter` and coloured `colour`, in the middle of `cell`.
    static func label(_ letter: Character, at cell: Cell, colour: PiecePalette.Colour, alphabet: LetterAlphabet)
        -> String
    {
        let x = cell.column * cellSize + cellSize / 2, y = cell.row * cellSize + cellSize / 2
        let fill = colour.takesWhiteLabel ? "#ffffff" : "#000000"
        return
            "    <text x=\"\(x)\" y=\"\(y)\" fill=\"\(fill)\" text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"\(SVGRenderer.labelFont)\" font-size=\"\(cellSize / 2)\">\(SVGRenderer.escaped(alphabet.letter(forGolomb: letter)))</text>\n"
    }

    /// The corners of `outline` as SVG points.
    private static func points(_ outline: [Point]) -> String {
        outline.map { "\($0.x * cellSize),\($0.y * cellSize)" }.joined(separator: " ")
    }

    // MARK: - Outlines

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
            let across = [
                Cell(row: y - 1, column: x), Cell(row: y, column: x + 1), Cell(row: y + 1, column: x),
                Cell(row: y, column: x - 1),
            ]
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
            outlines.append(
                loop.indices.filter { index in
                    let before = loop[(index + loop.count - 1) % loop.count], after = loop[(index + 1) % loop.count]
                    return (after.x - loop[index].x) * (loop[index].y - before.y) != (after.y - loop[index].y)
                        * (loop[index].x - before.x)
                }.map { loop[$0] })
        }
        return outlines
    }
}
