/// Tilings of boxes by solid pentominoes, the plainest way, sharing nothing with the solver: its own
/// rotations in space (closing the piece's cells under two quarter turns), its own symmetries of the
/// box (every signed permutation of the axes that keeps its sides), first empty cell filled first.
/// Cells are `[layer, row, column]`.
public enum SolidBruteForce {
    /// Every tiling of `open` (the open cells of a box of `lengths`: layers, rows, columns) by the
    /// pentominoes named in `letters`, each once, leaving `gaps` cells empty, as sorted lists of
    /// `[letter, cell, cell, …]` with cells numbered layer by layer, row by row.
    public static func tilings(open: Set<[Int]>, lengths: [Int], letters: [Character], gaps: Int = 0) -> [[[Int]]] {
        let forms = letters.map { rotations(of: $0) }
        let number = { (cell: [Int]) in (cell[0] * lengths[1] + cell[1]) * lengths[2] + cell[2] }
        var empty = open
        var used = Array(repeating: false, count: letters.count)
        var placed: [[Int]] = []
        var found: [[[Int]]] = []
        var gapsLeft = gaps
        func search() {
            guard let first = empty.min(by: { $0.lexicographicallyPrecedes($1) }) else {
                if used.allSatisfy({ $0 }) { found.append(placed.sorted { $0.lexicographicallyPrecedes($1) }) }
                return
            }
            if gapsLeft > 0 {
                empty.remove(first)
                gapsLeft -= 1
                search()
                gapsLeft += 1
                empty.insert(first)
            }
            for piece in letters.indices where !used[piece] {
                for form in forms[piece] {
                    let cells = form.map { [first[0] + $0[0], first[1] + $0[1], first[2] + $0[2]] }
                    guard cells.allSatisfy(empty.contains) else { continue }
                    empty.subtract(cells)
                    used[piece] = true
                    placed.append([Int(letters[piece].asciiValue!)] + cells.map(number).sorted())
                    search()
                    placed.removeLast()
                    used[piece] = false
                    empty.formUnion(cells)
                }
            }
        }
        search()
        return found
    }

    /// The number of tilings `tilings` lists, and of their classes under the symmetries of the box
    /// that keep its open cells open (the cells left empty told apart by where they are).
    public static func counts(open: Set<[Int]>, lengths: [Int], letters: [Character], gaps: Int = 0) -> (
        all: Int, distinct: Int
    ) {
        let all = tilings(open: open, lengths: lengths, letters: letters, gaps: gaps)
        var maps: [(axes: [Int], signs: [Int])] = []
        for axes in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        where axes.map({ lengths[$0] }) == lengths {
            for bits in 0..<8 {
                let signs = (0..<3).map { bits >> $0 & 1 == 0 ? 1 : -1 }
                let map = (axes: axes, signs: signs)
                if open.allSatisfy({ open.contains(apply(map, to: $0, lengths: lengths)) }) { maps.append(map) }
            }
        }
        let cellOf = { (number: Int) in
            [number / (lengths[1] * lengths[2]), number / lengths[2] % lengths[1], number % lengths[2]]
        }
        let number = { (cell: [Int]) in (cell[0] * lengths[1] + cell[1]) * lengths[2] + cell[2] }
        var counter = ClassCounter()
        for tiling in all {
            counter.add(
                images: maps.map { map in
                    tiling.map { piece in
                        [piece[0]] + piece.dropFirst().map { number(apply(map, to: cellOf($0), lengths: lengths)) }
                    }
                })
        }
        return (all.count, counter.classes)
    }

    /// Where a signed permutation of the axes takes `cell` in the box of `lengths`: coordinate `i`
    /// of the image is coordinate `axes[i]` of the cell, counted from the far end when `signs[i]` is -1.
    static func apply(_ map: (axes: [Int], signs: [Int]), to cell: [Int], lengths: [Int]) -> [Int] {
        (0..<3).map { map.signs[$0] == 1 ? cell[map.axes[$0]] : lengths[$0] - 1 - cell[map.axes[$0]] }
    }

    /// The distinct rotations in space of the pentomino `letter` (Golomb's), as `rotations(of:)` gives them.
    public static func rotations(of letter: Character) -> [[[Int]]] {
        rotations(of: TilingCheck.cellsOf(TilingCheck.drawings[letter]!).map { [0, $0.0, $0.1] })
    }

    /// The distinct rotations in space of `cells`, each as offsets from its first cell (lowest layer,
    /// row, column): the closure of the cells under quarter turns about the layer and row axes.
    public static func rotations(of cells: [[Int]]) -> [[[Int]]] {
        let normalised = { (cells: [[Int]]) -> [[Int]] in
            let sorted = cells.sorted { $0.lexicographicallyPrecedes($1) }
            return sorted.map { [$0[0] - sorted[0][0], $0[1] - sorted[0][1], $0[2] - sorted[0][2]] }
        }
        var forms = [normalised(cells)]
        var index = 0
        while index < forms.count {
            for turn in [{ (c: [Int]) in [c[0], c[2], -c[1]] }, { (c: [Int]) in [c[2], c[1], -c[0]] }] {
                let image = normalised(forms[index].map(turn))
                if !forms.contains(image) { forms.append(image) }
            }
            index += 1
        }
        return forms
    }

    /// Why `text`, a tiling of a box of `lengths` as `solve` prints one (a line of labels `layer 1
    /// layer 2 …`, then each layer's rows under its label), is not a tiling of the box by the 12
    /// solid pentominoes, or nil if it is one.
    public static func problem(in text: String, lengths: [Int]) -> String? {
        let lines = text.split(separator: "\n").map(Array.init)
        guard let header = lines.first else { return "no lines" }
        let starts = header.indices.filter { $0 + 5 <= header.count && String(header[$0..<$0 + 5]) == "layer" }
        guard starts.count == lengths[0], lines.count == lengths[1] + 1 else {
            return "\(starts.count) layers of \(lines.count - 1) rows"
        }
        var cellsByLetter: [Character: Set<[Int]>] = [:]
        for (layer, start) in starts.enumerated() {
            for row in 0..<lengths[1] {
                let line = lines[row + 1]
                guard line.count >= start + lengths[2] else { return "layer \(layer + 1), row \(row + 1) is short" }
                for column in 0..<lengths[2] {
                    let letter = line[start + column]
                    guard TilingCheck.drawings[letter] != nil else {
                        return "'\(letter)' in layer \(layer + 1) names no pentomino"
                    }
                    cellsByLetter[letter, default: []].insert([layer, row, column])
                }
            }
        }
        guard cellsByLetter.count == 12 else { return "\(cellsByLetter.count) letters, not the 12 pentominoes" }
        for (letter, cells) in cellsByLetter {
            let forms = rotations(of: letter)
            let first = cells.min { $0.lexicographicallyPrecedes($1) }!
            guard cells.count == 5,
                forms.contains(where: { form in
                    Set(form.map { [first[0] + $0[0], first[1] + $0[1], first[2] + $0[2]] }) == cells
                })
            else {
                return "\(letter) does not have the shape of the solid \(letter)"
            }
        }
        return nil
    }
}
