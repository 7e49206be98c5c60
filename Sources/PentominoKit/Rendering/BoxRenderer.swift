/// Draws a tiling with Unicode box-drawing lines along the borders of its pieces and of the board,
/// and nowhere else: each piece's letter near its middle, `·` in each cell left empty, and blocked
/// cells blank.
///
/// Each cell is three characters wide and one line high, between lines of corners and edges. A
/// tiling of several layers is drawn as its layers side by side, each under its label (see
/// `LayeredText`).
public enum BoxRenderer {
    /// Corner characters indexed by which arms they have: up 8, down 4, left 2, right 1.
    private static let corners: [Character] = [
        " ", "╶", "╴", "─", "╷", "┌", "┐", "┬", "╵", "└", "┘", "┴", "│", "├", "┤", "┼",
    ]

    /// The tiling, whose letters are Golomb's, as text, each line ended by a newline; with `labels`,
    /// each piece shows its letter in `alphabet`; with `colour`, each piece is filled with its ANSI
    /// background colour, in another shade of it where copies of the piece touch (see
    /// `Tiling.pieceShades`).
    public static func render(
        _ tiling: Tiling, alphabet: LetterAlphabet = .golomb, labels: Bool = true, colour: Bool = false
    ) -> String {
        if tiling.layers > 1 {
            return LayeredText.render(tiling, width: 4 * tiling.columns + 1) {
                render($0, alphabet: alphabet, labels: labels, colour: colour)
            }
        }
        let content = { (row: Int, column: Int) in tiling.content(row: row, column: column) }
        let paints = colour ? tiling.paints : []
        let paint = { (row: Int, column: Int) -> PiecePalette.Paint? in
            guard colour, (0..<tiling.rows).contains(row), (0..<tiling.columns).contains(column) else { return nil }
            return paints[row * tiling.columns + column]
        }
        // Whether a line runs between the cells on either side: they differ, or are different pieces.
        let border = { (a: (content: Tiling.Content, piece: Int?), b: (content: Tiling.Content, piece: Int?)) in
            a.content != b.content || a.piece != b.piece
        }
        let cell = { (row: Int, column: Int) in
            (content: content(row, column), piece: tiling.pieceNumber(row: row, column: column))
        }
        let labelCells = labels ? tiling.labelCells : [:]
        var text = ""
        for row in 0...tiling.rows {
            var line = Line(colour: colour)
            for column in 0...tiling.columns {
                let upLeft = cell(row - 1, column - 1), upRight = cell(row - 1, column)
                let downLeft = cell(row, column - 1), downRight = cell(row, column)
                let arms =
                    (border(upLeft, upRight) ? 8 : 0) | (border(downLeft, downRight) ? 4 : 0)
                    | (border(upLeft, downLeft) ? 2 : 0) | (border(upRight, downRight) ? 1 : 0)
                line.add(String(corners[arms]), fill: arms == 0 ? paint(row, column) : nil)
                if column < tiling.columns {
                    let edge = border(upRight, downRight)
                    line.add(edge ? "───" : "   ", fill: edge ? nil : paint(row, column))
                }
            }
            text += line.text
            guard row < tiling.rows else { break }
            line = Line(colour: colour)
            for column in 0...tiling.columns {
                let left = cell(row, column - 1), right = cell(row, column)
                line.add(border(left, right) ? "│" : " ", fill: border(left, right) ? nil : paint(row, column))
                guard column < tiling.columns else { continue }
                let inside: String
                if let label = labelCells[Cell(row: row, column: column)] {
                    // A name that a terminal shows two columns wide fills the cell's three but one.
                    let name = alphabet.letter(forGolomb: label)
                    inside = name.isDoubleWidth ? " \(name)" : " \(name) "
                } else {
                    inside = right.content == .gap ? " · " : "   "
                }
                line.add(inside, fill: paint(row, column))
            }
            text += line.text
        }
        return text
    }

    /// One line of the drawing, painting runs of text in their piece's colour.
    private struct Line {
        let colour: Bool
        private(set) var body = ""
        private var painted: PiecePalette.Paint?

        init(colour: Bool) {
            self.colour = colour
        }

        /// Appends `piece`, filled with `fill` when colouring.
        mutating func add(_ piece: String, fill: PiecePalette.Paint?) {
            if colour && fill != painted {
                body += fill.map(PiecePalette.terminalStart(of:)) ?? PiecePalette.terminalReset
                painted = fill
            }
            body += piece
        }

        /// The line, its colours reset, ended by a newline.
        var text: String {
            body + (colour && painted != nil ? PiecePalette.terminalReset : "") + "\n"
        }
    }
}
