/// Checks a tiling printed as rows of letters, with code that shares nothing with the solver:
/// its own table of pentominoes, its own rotations and reflections, its own flood fill.
public enum TilingCheck {
    /// The 12 pentominoes in Golomb's letters, each drawn once in some orientation. The chiral ones
    /// are drawn by the hand the tool gives its one-sided pieces in upper case: F as `.## ##. .#.`,
    /// L as `#### #...`, N as `##.. .###`, P as `## ## #.`, Y as `#### .#..` and Z as `##. .#. .##`,
    /// turned.
    static let drawings: [Character: [String]] = [
        "F": [".##", "##.", ".#."], "I": ["#####"], "L": ["#...", "#...", "#...", "##.."], "N": ["###.", "..##"],
        "P": ["###", ".##"], "T": ["###", ".#.", ".#."], "U": ["#.#", "###"], "V": ["###", "#..", "#.."],
        "W": ["##.", ".##", "..#"], "X": [".#.", "###", ".#."], "Y": ["..#.", "####"], "Z": ["..#", "###", "#.."],
    ]

    /// Why `text` is not a tiling of `board` by the 12 pentominoes, or nil if it is one.
    ///
    /// `board` is drawn with `.` for open cells and `#` for blocked ones; `text` has `#` on blocked
    /// cells too, and `.` on open cells left empty (only where `emptyCells` allows that many).
    /// When `board` is nil, every letter in `text` counts as a piece's cell and the rest are not checked.
    /// `extraPieces` draws pieces besides the 12 pentominoes, by name, with `#` for their cells;
    /// `pieces` names the pieces the tiling must use, by default the 12 pentominoes and every extra
    /// one; a name given twice is two copies. With `oneSided`, pieces may only be turned, and a
    /// lower-case letter is the mirror image of its upper-case pentomino.
    public static func problem(
        in text: String, board: [String]? = nil, emptyCells: Int = 0, extraPieces: [Character: [String]] = [:],
        pieces: [Character]? = nil, oneSided: Bool = false
    ) -> String? {
        let drawings = TilingCheck.drawings.merging(extraPieces) { $1 }
        let expected = (pieces ?? Array(drawings.keys)).sorted()
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init).filter { !$0.isEmpty }
        if let board {
            guard rows.count == board.count else { return "\(rows.count) rows, expected \(board.count)" }
            for (r, (row, boardRow)) in zip(rows, board).enumerated() {
                guard row.count == boardRow.count else {
                    return "row \(r) has \(row.count) cells, expected \(boardRow.count)"
                }
                for (c, (letter, square)) in zip(row, boardRow).enumerated() where (letter == "#") != (square == "#") {
                    return "cell (\(r),\(c)) is '\(letter)' but the board has '\(square)' there"
                }
            }
            let empty = rows.joined().filter { $0 == "." }.count
            guard empty == emptyCells else { return "\(empty) cells are left empty, expected \(emptyCells)" }
        }
        var cellsByLetter: [Character: Set<[Int]>] = [:]
        for (r, row) in rows.enumerated() {
            for (c, letter) in row.enumerated() where letter != "." && letter != "#" {
                cellsByLetter[letter, default: []].insert([r, c])
            }
        }
        var used: [Character] = []
        for (letter, cells) in cellsByLetter {
            let upper = Character(letter.uppercased())
            guard let drawing = drawings[letter] ?? (oneSided ? drawings[upper] : nil) else {
                return "\(letter) names no piece"
            }
            var shape = cellsOf(drawing)
            if oneSided && letter != upper && drawings[letter] == nil { shape = shape.map { ($0.0, -$0.1) } }
            let forms = orientations(of: shape, mirrored: !oneSided)
            guard cells.count % shape.count == 0, split(cells, into: forms) else {
                return "\(letter) covers \(cells.count) cells that are not copies of the \(letter) piece"
            }
            used += Array(repeating: letter, count: cells.count / shape.count)
        }
        guard used.sorted() == expected else {
            return "pieces \(String(used.sorted())) are not the pieces \(String(expected))"
        }
        return nil
    }

    /// The distinct orientations of `cells`, turned (and mirrored if `mirrored`), each as offsets
    /// from its first cell in row-major order.
    static func orientations(of cells: [(Int, Int)], mirrored: Bool) -> [[[Int]]] {
        var result: [[[Int]]] = []
        var current = cells
        for flip in 0..<(mirrored ? 2 : 1) {
            if flip == 1 { current = current.map { ($0.0, -$0.1) } }
            for _ in 0..<4 {
                current = current.map { ($0.1, -$0.0) }
                let sorted = current.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
                let form = sorted.map { [$0.0 - sorted[0].0, $0.1 - sorted[0].1] }
                if !result.contains(form) { result.append(form) }
            }
        }
        return result
    }

    /// `cells` as offsets from the first of them in row-major order, as `orientations` gives each.
    static func offsets(of cells: [(Int, Int)]) -> [[Int]] {
        let sorted = cells.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        return sorted.map { [$0.0 - sorted[0].0, $0.1 - sorted[0].1] }
    }

    /// Whether `cells` split into pieces of the shapes `forms`: the first cell in row-major order is
    /// the first of some form, and the rest split too.
    static func split(_ cells: Set<[Int]>, into forms: [[[Int]]]) -> Bool {
        guard let first = cells.min(by: { $0.lexicographicallyPrecedes($1) }) else { return true }
        for form in forms {
            let placed = form.map { [first[0] + $0[0], first[1] + $0[1]] }
            if placed.allSatisfy(cells.contains) && split(cells.subtracting(placed), into: forms) { return true }
        }
        return false
    }

    /// The cells marked `#` in a drawing.
    static func cellsOf(_ drawing: [String]) -> [(Int, Int)] {
        drawing.enumerated().flatMap { r, line in line.enumerated().filter { $0.element == "#" }.map { (r, $0.offset) }
        }
    }
}
