extension PieceSetSpecification {
    /// The pieces drawn in `text`, the file at `file`, in the order they first appear; free, but for
    /// those a `one-sided` line names, which only turn, and those a `fixed` line names, which stay
    /// as drawn.
    static func pieces(drawnIn text: String, file: String) throws(PieceSetError) -> [Piece] {
        var order: [Character] = []
        var cells: [Character: [Cell]] = [:]
        var restricted: [Restriction: [(names: [Character], line: Int)]] = [:]
        // Blank lines separate layers, for solid pieces drawn in layers.
        var layer = 0, row = 0
        for (number, line) in DrawingLines.split(text).enumerated() {
            let text = String(decoding: line, as: UTF8.self)
            if let (restriction, names) = restriction(in: text) {
                restricted[restriction, default: []].append((names, number + 1))
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
        var named: [Restriction: Set<Character>] = [:]
        for restriction in Restriction.allCases {
            for (names, line) in restricted[restriction] ?? [] {
                let word = restriction.rawValue
                if let stranger = names.first(where: { cells[$0] == nil }) {
                    throw .badPieceFile(
                        file,
                        "line \(line) makes \(stranger.quotedForMessage) \(word), but no piece is drawn with it: name pieces drawn in the file, as in \(word): AB, or write \(word) alone for all of them"
                    )
                }
                named[restriction, default: []].formUnion(names.isEmpty ? order : names)
            }
        }
        if let both = order.first(where: {
            named[.oneSided]?.contains($0) == true && named[.fixed]?.contains($0) == true
        }) {
            throw .badPieceFile(
                file,
                "\(both.quotedForMessage) is made both one-sided and fixed: a fixed piece stays as drawn, a one-sided one turns; name it on one of the lines"
            )
        }
        return try order.map { name throws(PieceSetError) in
            let shape = Shape(cells[name]!)
            guard shape.isConnected else {
                throw .badPieceFile(
                    file,
                    "the cells drawn with \(name.quotedForMessage) are not joined edge to edge: each character draws one piece"
                )
            }
            return Piece(
                letter: name, shape: shape, oneSided: named[.oneSided]?.contains(name) == true,
                fixed: named[.fixed]?.contains(name) == true)
        }
    }

    /// How a line of a piece file restricts the motions of the pieces it names.
    private enum Restriction: String, CaseIterable {
        /// `one-sided`: the pieces only turn in the plane.
        case oneSided = "one-sided"
        /// `fixed`: the pieces stay exactly as drawn.
        case fixed
    }

    /// For a line `one-sided`, `one-sided: NAMES`, `fixed` or `fixed: NAMES` of a piece file, the
    /// restriction and the names (none for every piece of the file); nil for a line of drawing.
    private static func restriction(in line: String) -> (Restriction, [Character])? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = words.first,
            let restriction = Restriction.allCases.first(where: {
                first == $0.rawValue || first.hasPrefix($0.rawValue + ":")
            })
        else { return nil }
        return (restriction, Array(words.joined().dropFirst(restriction.rawValue.count).drop { $0 == ":" }))
    }
}
