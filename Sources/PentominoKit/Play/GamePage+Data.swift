extension GamePage {
    /// What the page's script plays, as one JSON object:
    ///
    /// - `title`, `rows`, `columns`;
    /// - `cells`: one string per row, `#` for a blocked cell and `.` for an open one (the given
    ///   pieces' cells included);
    /// - `pieces`: for each piece of the set, its `name`, its `colour` and `ink` (the colour of text
    ///   on it), its `colourName` (what a child calls the colour), its `orientations` (each a list of `[row, column]` cells from 0, the reference
    ///   orientation first) and `copies`, how many the player places;
    /// - `given`: for each piece placed in advance, its `piece` (index in `pieces`), `orientation`,
    ///   and the `row` and `column` of its orientation's top left corner;
    /// - `hints`, when the page has them: `tilings`, `placed` (the pieces each places), `digits`,
    ///   `shapes` (`[piece, orientation]` pairs) and `code`, as ``TilingCode`` writes them.
    var data: String {
        let board = problem.board
        var object = JSONObject()
        object.add("title", title)
        object.add("rows", board.rows)
        object.add("columns", board.columns)
        object.add(
            "cells",
            json: JSONObject.array(
                (0..<board.rows).map { row in
                    JSONObject.quoted(
                        String((0..<board.columns).map { board.isOpen(Cell(row: row, column: $0)) ? "." : "#" }))
                }))
        let pieces = problem.pieces
        let colours = PiecePalette.colours(of: pieces.pieces.map(\.letter))
        object.add(
            "pieces",
            json: JSONObject.array(
                pieces.pieces.indices.map { index in
                    let piece = pieces.pieces[index], colour = colours[piece.letter]!
                    var entry = JSONObject()
                    entry.add("name", String(alphabet.letter(forGolomb: piece.letter)))
                    entry.add("colour", colour.hex)
                    entry.add("ink", colour.takesWhiteLabel ? "#ffffff" : "#000000")
                    entry.add("colourName", colour.name)
                    entry.add("orientations", json: JSONObject.array(piece.orientations.map(GamePage.cells(of:))))
                    entry.add("copies", problem.remaining[index])
                    return entry.text
                }))
        object.add("given", json: givenJSON)
        if let hints = hintsJSON { object.add("hints", json: hints) }
        return object.text
    }

    /// The pieces placed in advance, as the data's `given` lists them.
    var givenJSON: String {
        JSONObject.array(
            problem.placedInAdvance.map { index in
                let placement = problem.placements[index]
                let corner = Cell.corners(of: problem.cellIndex.cells(of: placement.cells))!.low
                var entry = JSONObject()
                entry.add("piece", placement.piece)
                entry.add("orientation", placement.orientation)
                entry.add("row", corner.row)
                entry.add("column", corner.column)
                return entry.text
            })
    }

    /// How many copies of each piece the player places, in the order of `pieces`.
    var copiesJSON: String { JSONObject.array(problem.remaining.map(String.init)) }

    /// The completions, as the data's `hints` holds them, when the page has them.
    var hintsJSON: String? {
        code.map { code in
            var hints = JSONObject()
            hints.add("tilings", code.count)
            hints.add("placed", code.piecesPlaced)
            hints.add("digits", code.digits)
            hints.add("shapes", json: JSONObject.array(code.shapes.map { "[\($0.piece),\($0.orientation)]" }))
            hints.add("code", code.text)
            return hints.text
        }
    }

    /// `shape`'s cells as a JSON list of `[row, column]` pairs.
    private static func cells(of shape: Shape) -> String {
        JSONObject.array(shape.cells.map { "[\($0.row),\($0.column)]" })
    }
}
