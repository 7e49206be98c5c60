/// Draws puzzles as a printable SVG sheet, one under another: each board with its given pieces in
/// colour, blocked cells in grey and the cells to fill blank, with thin lines between them, and on a
/// surface whose edges meet its glued sides marked as `SVGRenderer` marks them; and beside it the
/// pieces to place, each as its set draws it, in its colour and labelled.
public enum PuzzleSheet {
    /// The puzzles, on flat boards, as one SVG document, the pieces named in `alphabet`.
    /// - Precondition: every puzzle's board is flat.
    public static func render(_ puzzles: [Puzzle], alphabet: LetterAlphabet = .golomb) -> String {
        precondition(puzzles.allSatisfy { $0.board.layers == 1 }, "puzzle sheets are drawn for flat boards")
        let cell = SVGRenderer.cellSize, margin = SVGRenderer.margin
        let blocks = puzzles.map { Block($0) }
        let width = 2 * margin + (blocks.map(\.width).max() ?? 0) * cell
        let height = 2 * margin + blocks.reduce(0) { $0 + $1.height } * cell + max(0, blocks.count - 1) * cell
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
              <rect width="\(width)" height="\(height)" fill="#ffffff"/>

            """
        var top = margin
        for (puzzle, block) in zip(puzzles, blocks) {
            let colours = puzzle.solution.pieceColours
            svg +=
                "  <g transform=\"translate(\(margin),\(top))\">\n"
                + SVGRenderer.board(puzzle.shown, alphabet: alphabet, labels: true, empty: .blank, colours: colours)
                + SVGRenderer.gluing(of: puzzle.board.surface, rows: puzzle.board.rows, columns: puzzle.board.columns)
                + "  </g>\n"
            for (piece, place) in zip(puzzle.toPlace, block.places) {
                let cells = piece.shape.cells.map { Cell(row: $0.row + place.row, column: $0.column + place.column) }
                svg +=
                    "  <g transform=\"translate(\(margin),\(top))\">\n"
                    + SVGRenderer.piece(
                        cells, letter: piece.letter, colour: colours[piece.letter]!, alphabet: alphabet,
                        label: Tiling.labelCell(of: cells)) + "  </g>\n"
            }
            top += (block.height + 1) * cell
        }
        return svg + "</svg>\n"
    }

    /// Where one puzzle's board and pieces lie, in cells from its top left corner: the board, then
    /// a column's gap, then the pieces in shelves a cell apart, on shelves as wide as leave the
    /// least area around the board and the pieces together (the narrowest of those).
    private struct Block {
        /// The top left cell of each piece to place.
        var places: [Cell] = []
        var width = 0
        var height = 0

        init(_ puzzle: Puzzle) {
            let board = puzzle.board, left = board.columns + 1
            let shapes = puzzle.toPlace.map(\.shape)
            let widest = shapes.map(\.width).max() ?? 0, widths = shapes.reduce(0) { $0 + $1.width + 1 }
            var least = Int.max
            for shelfWidth in widest...max(widest, widths) {
                let (places, width, height) = Block.shelves(shapes, width: shelfWidth)
                let area = (left + width) * max(board.rows, height)
                guard area < least else { continue }
                least = area
                self.places = places.map { Cell(row: $0.row, column: left + $0.column) }
                (self.width, self.height) = (left + width, max(board.rows, height))
            }
        }

        /// `shapes` laid left to right on shelves `width` cells wide, a cell apart: the top left cell
        /// of each, and the width and height they take.
        static func shelves(_ shapes: [Shape], width: Int) -> (places: [Cell], width: Int, height: Int) {
            var places: [Cell] = []
            var x = 0, y = 0, shelfHeight = 0, widest = 0
            for shape in shapes {
                if x > 0 && x + shape.width > width { (x, y, shelfHeight) = (0, y + shelfHeight + 1, 0) }
                places.append(Cell(row: y, column: x))
                x += shape.width + 1
                shelfHeight = max(shelfHeight, shape.height)
                widest = max(widest, x - 1)
            }
            return (places, widest, y + shelfHeight)
        }
    }
}
