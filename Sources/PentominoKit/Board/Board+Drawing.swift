/// A board read from a drawing, and drawn again: the form in which the command line reads boards
/// from files and prints them.
extension Board {
    /// The board drawn in `drawing`: `.` is a cell to fill, `#` or a space a blocked cell, and a
    /// character of `pieceNames` an open cell where the piece of that name is placed in advance;
    /// pentominoes may be named by Golomb's letters or by Conway's (see `LetterReader`).
    /// Blank lines separate the layers of a board in space, from the top layer down (a flat board
    /// is drawn without any), or the layers stand side by side under their labels, as `solve`
    /// prints a tiling of a box (see `DrawingLines.layers(of:)`). Blocked cells around the open
    /// ones are dropped, whether drawn with `#` or spaces, so lines may be ragged, layers may differ
    /// in size, and a drawing may be framed. Blank lines at either end are ignored. A UTF-8
    /// byte-order mark, and `\r\n` or `\r` line ends, are accepted.
    public init(drawing: String, pieceNames: Set<Character> = []) throws(BoardError) {
        var openCells: [(cell: Cell, name: Character?)] = []
        var reader = LetterReader(names: pieceNames)
        for (layer, rows) in DrawingLines.layers(of: DrawingLines.split(drawing)).enumerated() {
            for (row, drawn) in rows.enumerated() {
                // Columns count characters, as the user sees them.
                for (column, character) in drawn.characters.enumerated() {
                    let cell = Cell(layer: layer, row: row, column: column)
                    let (line, lineColumn) = (drawn.line + 1, drawn.column + column + 1)
                    switch character {
                    case ".": openCells.append((cell, nil))
                    case "#", " ": break
                    default:
                        if let name = reader.name(for: character), pieceNames.contains(name) {
                            if let mixture = reader.mixture {
                                throw .mixedAlphabets(
                                    golomb: mixture.golomb, conway: mixture.conway, line: line, column: lineColumn)
                            }
                            openCells.append((cell, name))
                            continue
                        }
                        if !pieceNames.isEmpty && character.isLetter {
                            throw .unknownPieceName(
                                character, line: line, column: lineColumn, names: pieceNames.sorted())
                        }
                        throw .strayCharacter(character, line: line, column: lineColumn)
                    }
                }
            }
        }
        guard !openCells.isEmpty else { throw .emptyDrawing }
        let cells = openCells.map(\.cell)
        let (low, high) = Cell.corners(of: cells)!
        let span = high - low
        let lengths = [span.layer + 1, span.row + 1, span.column + 1]
        let box = try Board.box(lengths: lengths, size: "drawn " + Box(lengths: lengths).description)
        var open = Array(repeating: false, count: box.count)
        var placed = [Character?](repeating: nil, count: box.count)
        for (cell, name) in openCells {
            open[box.offset(of: cell - low)] = true
            placed[box.offset(of: cell - low)] = name
        }
        self.init(box: box, open: open, placed: placed)
    }

    /// The board drawn as lines of `.` (open), `#` (blocked) and the names of pieces placed in
    /// advance, a blank line between layers.
    public var drawing: String {
        (0..<layers).map { layer in
            (0..<rows).map { row in
                String(
                    (0..<columns).map { column in
                        let cell = Cell(layer: layer, row: row, column: column)
                        return placedPiece(at: cell) ?? (isOpen(cell) ? "." : "#")
                    })
            }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}
