/// Checks a tiling printed as rows of letters, with code that shares nothing with the solver:
/// its own table of pentominoes, its own rotations and reflections, its own flood fill.
public enum TilingCheck {
    /// The 12 pentominoes in Golomb's letters, each drawn once in some orientation.
    static let drawings: [Character: [String]] = [
        "F": [".##", "##.", ".#."], "I": ["#####"], "L": ["#...", "####"], "N": ["###.", "..##"],
        "P": ["###", "##."], "T": ["###", ".#.", ".#."], "U": ["#.#", "###"], "V": ["###", "#..", "#.."],
        "W": ["##.", ".##", "..#"], "X": [".#.", "###", ".#."], "Y": ["..#.", "####"], "Z": ["#..", "###", "..#"],
    ]

    /// Why `text` is not a tiling of `board` by the 12 pentominoes, or nil if it is one.
    ///
    /// `board` is drawn with `.` for open cells and `#` for blocked ones; `text` has `#` on blocked
    /// cells too, and `.` on open cells left empty (only where `emptyCells` allows that many).
    /// When `board` is nil, every letter in `text` counts as a piece's cell and the rest are not checked.
    /// `extraPieces` draws pieces besides the 12 pentominoes, by name, with `#` for their cells;
    /// `pieces` names the pieces the tiling must use, by default the 12 pentominoes and every extra one.
    public static func problem(in text: String, board: [String]? = nil, emptyCells: Int = 0, extraPieces: [Character: [String]] = [:],
                               pieces: [Character]? = nil) -> String? {
        let drawings = TilingCheck.drawings.merging(extraPieces) { $1 }
        let expected = Set(pieces ?? Array(drawings.keys))
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init).filter { !$0.isEmpty }
        if let board {
            guard rows.count == board.count else { return "\(rows.count) rows, expected \(board.count)" }
            for (r, (row, boardRow)) in zip(rows, board).enumerated() {
                guard row.count == boardRow.count else { return "row \(r) has \(row.count) cells, expected \(boardRow.count)" }
                for (c, (letter, square)) in zip(row, boardRow).enumerated() where (letter == "#") != (square == "#") {
                    return "cell (\(r),\(c)) is '\(letter)' but the board has '\(square)' there"
                }
            }
            let empty = rows.joined().filter { $0 == "." }.count
            guard empty == emptyCells else { return "\(empty) cells are left empty, expected \(emptyCells)" }
        }
        var cellsByLetter: [Character: [(Int, Int)]] = [:]
        for (r, row) in rows.enumerated() {
            for (c, letter) in row.enumerated() where letter != "." && letter != "#" {
                cellsByLetter[letter, default: []].append((r, c))
            }
        }
        guard Set(cellsByLetter.keys) == expected else {
            return "letters \(String(cellsByLetter.keys.sorted())) are not the pieces \(String(expected.sorted()))"
        }
        for (letter, cells) in cellsByLetter {
            let size = cellsOf(drawings[letter]!).count
            guard cells.count == size else { return "\(letter) covers \(cells.count) cells, not \(size)" }
            guard canonical(cells) == canonical(cellsOf(drawings[letter]!)) else {
                return "\(letter) does not have the shape of the \(letter) pentomino"
            }
        }
        return nil
    }

    /// The cells marked `#` in a drawing.
    static func cellsOf(_ drawing: [String]) -> [(Int, Int)] {
        drawing.enumerated().flatMap { r, line in line.enumerated().filter { $0.element == "#" }.map { (r, $0.offset) } }
    }

    /// A form of the cell set that is the same for all its rotations, reflections and translations.
    static func canonical(_ cells: [(Int, Int)]) -> [Int] {
        var forms: [[Int]] = []
        var current = cells
        for _ in 0..<2 {
            for _ in 0..<4 {
                current = current.map { ($0.1, -$0.0) }
                let top = current.map(\.0).min()!, left = current.map(\.1).min()!
                forms.append(current.map { ($0.0 - top) * 16 + ($0.1 - left) }.sorted())
            }
            current = current.map { ($0.0, -$0.1) }
        }
        return forms.min { $0.lexicographicallyPrecedes($1) }!
    }
}
