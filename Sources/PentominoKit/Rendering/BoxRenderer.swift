/// Draws a tiling with Unicode box-drawing lines along the borders of its pieces, and nowhere else.
///
/// Each cell is three characters wide and one line high, between lines of corners and edges.
public enum BoxRenderer {
    /// Corner characters indexed by which arms they have: up 8, down 4, left 2, right 1.
    private static let corners: [Character] = [" ", "╶", "╴", "─", "╷", "┌", "┐", "┬", "╵", "└", "┘", "┴", "│", "├", "┤", "┼"]

    /// The tiling as text, each line ended by a newline; with `colour`, each piece is filled with its
    /// ANSI background colour.
    public static func render(_ tiling: Tiling, colour: Bool = false) -> String {
        let piece = { (row: Int, column: Int) in tiling.letter(row: row, column: column) }
        // Whether a line runs between the cells on either side.
        let border = { (a: Character?, b: Character?) in a != b }
        var text = ""
        for row in 0...tiling.rows {
            var line = Line(colour: colour)
            for column in 0...tiling.columns {
                let upLeft = piece(row - 1, column - 1), upRight = piece(row - 1, column)
                let downLeft = piece(row, column - 1), downRight = piece(row, column)
                let arms = (border(upLeft, upRight) ? 8 : 0) | (border(downLeft, downRight) ? 4 : 0)
                    | (border(upLeft, downLeft) ? 2 : 0) | (border(upRight, downRight) ? 1 : 0)
                line.add(String(corners[arms]), fill: arms == 0 ? downRight : nil)
                if column < tiling.columns {
                    let edge = border(upRight, downRight)
                    line.add(edge ? "───" : "   ", fill: edge ? nil : downRight)
                }
            }
            text += line.text
            guard row < tiling.rows else { break }
            line = Line(colour: colour)
            for column in 0...tiling.columns {
                let left = piece(row, column - 1), right = piece(row, column)
                line.add(border(left, right) ? "│" : " ", fill: border(left, right) ? nil : right)
                if column < tiling.columns { line.add("   ", fill: right) }
            }
            text += line.text
        }
        return text
    }

    /// One line of the drawing, painting runs of text in their piece's colour.
    private struct Line {
        let colour: Bool
        private(set) var body = ""
        private var painted: Character?

        init(colour: Bool) {
            self.colour = colour
        }

        /// Appends `piece`, filled with the colour of `fill` when colouring.
        mutating func add(_ piece: String, fill: Character?) {
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
