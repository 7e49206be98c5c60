/// Counts tilings the plainest way, sharing nothing with the solver: fill the first empty cell
/// (row by row) with every unused piece in every orientation, and backtrack.
public enum BruteForce {
    /// The number of tilings of the open cells of `board` (`.` open, `#` blocked) by the pentominoes
    /// named in `letters`, each used exactly once (a letter named twice is two copies of its piece,
    /// which are not told apart), every rotation and reflection counted apart; with `gaps`, up to that
    /// many open cells may be left empty (the first empty cell is also tried empty). `extraPieces`
    /// draws pieces other than the pentominoes by name, with `#` for their cells. With `oneSided`,
    /// pieces only turn, and a lower-case letter is the mirror image of its upper-case piece. The
    /// pieces named in `fixed` stay exactly as `extraPieces` draws them.
    public static func countTilings(
        board: [String], letters: [Character], gaps: Int = 0, extraPieces: [Character: [String]] = [:],
        oneSided: Bool = false, fixed: Set<Character> = []
    ) -> Int {
        var count = 0
        forEachTiling(
            board: board, letters: letters, gaps: gaps, extraPieces: extraPieces, oneSided: oneSided, fixed: fixed
        ) { _ in
            count += 1
        }
        return count
    }

    /// The number of classes of the tilings that `countTilings` counts, two tilings being in one class
    /// when a symmetry of the board (a rotation or reflection of its grid that maps its open cells
    /// onto themselves, and the pieces onto pieces of the set) carries one onto the other, piece for
    /// piece. With `oneSided`, a reflection turns each chiral piece into its mirror image; a piece
    /// of `fixed` keeps a symmetry only if the symmetry leaves its drawing as it is.
    public static func countClasses(
        board: [String], letters: [Character], extraPieces: [Character: [String]] = [:],
        oneSided: Bool = false, fixed: Set<Character> = []
    ) -> Int {
        let rows = board.count, columns = board.map(\.count).max() ?? 0
        let grid = board.map { Array($0) + Array(repeating: "#", count: columns - $0.count) }
        // The eight maps of the square on a grid of the same shape: each takes (row, column) to
        // (a·row + b·column + c, d·row + e·column + f), and the last four swap rows and columns.
        let maps: [GridMap] = [
            GridMap(1, 0, 0, 0, 1, 0), GridMap(1, 0, 0, 0, -1, columns - 1), GridMap(-1, 0, rows - 1, 0, 1, 0),
            GridMap(-1, 0, rows - 1, 0, -1, columns - 1), GridMap(0, 1, 0, 1, 0, 0), GridMap(0, 1, 0, -1, 0, rows - 1),
            GridMap(0, -1, columns - 1, 1, 0, 0), GridMap(0, -1, columns - 1, -1, 0, rows - 1),
        ]
        let chiral = Set("FLNPYZflnpyz")
        let mirror = { (letter: Character, reflects: Bool) -> Character in
            guard oneSided && reflects && chiral.contains(letter) else { return letter }
            return letter.isUppercase ? Character(letter.lowercased()) : Character(letter.uppercased())
        }
        var symmetries: [GridMap] = []
        for index in maps.indices where index < 4 || rows == columns {
            let map = maps[index]
            let keepsBoard = (0..<rows).allSatisfy { r in
                (0..<columns).allSatisfy { c in
                    let (r2, c2) = map.apply(r, c)
                    return grid[r2][c2] == grid[r][c]
                }
            }
            let keepsFixed = fixed.allSatisfy { name in
                let cells = TilingCheck.cellsOf(extraPieces[name]!)
                return normalised(cells) == normalised(cells.map { map.apply($0.0, $0.1) })
            }
            if keepsBoard && keepsFixed && letters.map({ mirror($0, map.reflects) }).sorted() == letters.sorted() {
                symmetries.append(map)
            }
        }
        var counter = ClassCounter()
        forEachTiling(board: board, letters: letters, extraPieces: extraPieces, oneSided: oneSided, fixed: fixed) {
            tiling in
            counter.add(
                images: symmetries.map { symmetry in
                    tiling.map { piece in
                        [Int(mirror(piece.letter, symmetry.reflects).unicodeScalars.first!.value)]
                            + piece.cells.map { index in
                                let (r, c) = symmetry.apply(index / columns, index % columns)
                                return r * columns + c
                            }
                    }
                })
        }
        return counter.classes
    }

    /// Hands `body` each tiling of `board` by the pentominoes `letters`, as in `countTilings`, as its
    /// pieces: each with its letter and its cells, numbered row by row.
    public static func forEachTiling(
        board: [String], letters: [Character], gaps: Int = 0, extraPieces: [Character: [String]] = [:],
        oneSided: Bool = false, fixed: Set<Character> = [], _ body: ([(letter: Character, cells: [Int])]) -> Void
    ) {
        let rows = board.count
        let columns = board.map(\.count).max() ?? 0
        var filled = Array(repeating: true, count: rows * columns)
        for (r, line) in board.enumerated() {
            for (c, square) in line.enumerated() where square == "." { filled[r * columns + c] = false }
        }
        // Each orientation as offsets from its first cell in row-major order.
        let orientations: [[[[Int]]]] = letters.map { letter in
            let upper = Character(letter.uppercased())
            var cells = TilingCheck.cellsOf((extraPieces[letter] ?? TilingCheck.drawings[oneSided ? upper : letter])!)
            if oneSided && letter != upper { cells = cells.map { ($0.0, -$0.1) } }
            guard !fixed.contains(letter) else { return [TilingCheck.offsets(of: cells)] }
            return TilingCheck.orientations(of: cells, mirrored: !oneSided)
        }
        var used = Array(repeating: false, count: letters.count)
        var gapsLeft = gaps
        var placed: [(letter: Character, cells: [Int])] = []
        func search() {
            guard let first = filled.firstIndex(of: false) else {
                if used.allSatisfy({ $0 }) { body(placed) }
                return
            }
            let (row, column) = (first / columns, first % columns)
            if gapsLeft > 0 {
                filled[first] = true
                gapsLeft -= 1
                search()
                gapsLeft += 1
                filled[first] = false
            }
            // Copies of a piece are used in order, so that each tiling is found once.
            for piece in letters.indices
            where !used[piece]
                && !letters[..<piece].indices.contains(where: { letters[$0] == letters[piece] && !used[$0] })
            {
                for offsets in orientations[piece] {
                    let cells = offsets.map { (row + $0[0], column + $0[1]) }
                    guard
                        cells.allSatisfy({
                            $0.0 >= 0 && $0.0 < rows && $0.1 >= 0 && $0.1 < columns && !filled[$0.0 * columns + $0.1]
                        })
                    else { continue }
                    for cell in cells { filled[cell.0 * columns + cell.1] = true }
                    used[piece] = true
                    placed.append((letters[piece], cells.map { $0.0 * columns + $0.1 }))
                    search()
                    placed.removeLast()
                    used[piece] = false
                    for cell in cells { filled[cell.0 * columns + cell.1] = false }
                }
            }
        }
        search()
    }
}

/// `cells` moved so that their least row and least column are 0, in order: the same for two sets
/// that differ by a translation only.
func normalised(_ cells: [(Int, Int)]) -> [[Int]] {
    let row = cells.map(\.0).min() ?? 0, column = cells.map(\.1).min() ?? 0
    return cells.map { [$0.0 - row, $0.1 - column] }.sorted { $0.lexicographicallyPrecedes($1) }
}

/// One map of the square on a grid: (row, column) to (a·row + b·column + c, d·row + e·column + f).
/// A plain struct, not a tuple of closures, so that tests running in parallel need no generic
/// metadata made for it at run time.
struct GridMap {
    let a: Int, b: Int, c: Int, d: Int, e: Int, f: Int

    init(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// Whether the map reflects the grid (its determinant is -1).
    var reflects: Bool { a * e - b * d < 0 }

    /// The image of (`row`, `column`).
    func apply(_ row: Int, _ column: Int) -> (Int, Int) {
        (a * row + b * column + c, d * row + e * column + f)
    }
}
