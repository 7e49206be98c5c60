extension PieceSetSpecification {
    /// The pieces drawn in `text`, the file at `file`, in the order they first appear; free, but for
    /// those a `one-sided` line names.
    static func pieces(drawnIn text: String, file: String) throws(PieceSetError) -> [Piece] {
        var order: [Character] = []
        var cells: [Character: [Cell]] = [:]
        var oneSided: [(names: [Character], line: Int)] = []
        // Blank lines separate layers, for solid pieces drawn in layers.
        var layer = 0, row = 0
        for (number, line) in DrawingLines.split(text).enumerated() {
            let text = String(decoding: line, as: UTF8.self)
            if let names = oneSidedNames(in: text) {
                oneSided.append((names, number + 1))
                continue
            }
            if DrawingLines.isBlank(line) {
                if row > 0 { layer += 1 }
                row = 0
                continue
            }
            for (column, character) in text.enumerated() where character != "." && character != " " {
                guard !character.isWhitespace,
                    character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control })
                else {
                    throw .badPieceFile(
                        file,
                        "\(character.quotedForMessage) at line \(number + 1), column \(column + 1) cannot name a piece: draw each piece with a visible character of its own, and '.' or spaces around it"
                    )
                }
                // A piece named # would print as blocked cells, and read back as them.
                guard character != "#" else {
                    throw .badPieceFile(
                        file,
                        "'#' at line \(number + 1), column \(column + 1) cannot name a piece: it marks blocked cells in boards and printed tilings; draw the piece with a character of its own, such as OO over OO for the square"
                    )
                }
                if cells[character] == nil { order.append(character) }
                cells[character, default: []].append(Cell(layer: layer, row: row, column: column))
            }
            row += 1
        }
        guard !order.isEmpty else {
            throw .badPieceFile(
                file,
                "it draws no piece: draw each piece with a character of its own, such as OO over OO for the square")
        }
        var isOneSided: Set<Character> = []
        for (names, line) in oneSided {
            if let stranger = names.first(where: { cells[$0] == nil }) {
                throw .badPieceFile(
                    file,
                    "line \(line) makes \(stranger.quotedForMessage) one-sided, but no piece is drawn with it: name pieces drawn in the file, as in one-sided: AB, or write one-sided alone for all of them"
                )
            }
            isOneSided.formUnion(names.isEmpty ? order : names)
        }
        return try order.map { name throws(PieceSetError) in
            let shape = Shape(cells[name]!)
            guard shape.isConnected else {
                throw .badPieceFile(
                    file,
                    "the cells drawn with \(name.quotedForMessage) are not joined edge to edge: each character draws one piece"
                )
            }
            return Piece(letter: name, shape: shape, oneSided: isOneSided.contains(name))
        }
    }

    /// For a line `one-sided` or `one-sided: NAMES` of a piece file, the names (none for every
    /// piece of the file); nil for a line of drawing.
    private static func oneSidedNames(in line: String) -> [Character]? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = words.first, first == "one-sided" || first.hasPrefix("one-sided:") else { return nil }
        return Array(words.joined().dropFirst("one-sided".count).drop { $0 == ":" })
    }
}
