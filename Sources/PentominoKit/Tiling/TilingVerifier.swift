// The checker of printed tilings, which shares nothing with the search:
//
// - `TilingVerifier.Flaw`: what can be wrong with a tiling, in words.
// - Reading: the drawings in a text, and a tiling from one.
// - Checking: a tiling against its problem, or against a board and a set.
// - The pieces a tiling uses, by letter or by number.

/// Checks a tiling drawn in letters on its own terms, without the solver: each letter must name a
/// pentomino, cover five cells that form that pentomino, and appear once; every pentomino must appear.
/// Against a problem, it also checks the tiling fits the board.
public enum TilingVerifier {
    // MARK: - Flaws

    /// What is wrong with a tiling, in words a user can act on; rows and columns count from 1.
    public enum Flaw: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case unknownCharacter(Character, row: Int, column: Int, layer: Int? = nil)
        case notInSet(Character, row: Int, column: Int, layer: Int? = nil, set: String)
        case mixedAlphabets(Character, Character)
        case wrongSize(Character, cells: Int, row: Int, column: Int, layer: Int? = nil, size: Int)
        case disconnected(Character, row: Int, column: Int, layer: Int? = nil)
        /// The cells of a letter do not split into its pieces: one piece's worth has the shape of
        /// the set's piece `shapeOf`, if of any, or, if `mirrored`, of its own one-sided piece's mirror image.
        case wrongShape(
            Character, copies: Int = 1, row: Int, column: Int, layer: Int? = nil, shapeOf: Character? = nil,
            mirrored: Bool = false)
        case tooTangled(Character, cells: Int, row: Int, column: Int, layer: Int? = nil)
        case missing([Character], set: String)
        case tooMany(Character, used: Int, copies: Int)
        case wrongBoardSize(Box, expected: Box)
        case letterOnBlockedCell(Character, row: Int, column: Int, layer: Int? = nil)
        case wrongEmptyCount(empty: Int, expected: Int)
        case movedPlacedPiece(Character?, row: Int, column: Int, layer: Int? = nil, placed: Character)
        case oneSidedInBox(Character)

        public var description: String {
            switch self {
            case .empty:
                return
                    "no tiling: expected rows of pentomino letters, with '.' for cells left empty and '#' for blocked cells"
            case .unknownCharacter(let character, let row, let column, let layer):
                if let format = DrawingLines.otherFormat(startingWith: character, line: row, column: column) {
                    return
                        "\(character.quotedForMessage) at \(Flaw.place(row, column, layer)) is not a pentomino letter: \(DrawingLines.advice(forFormat: format))"
                }
                return
                    "\(character.quotedForMessage) at \(Flaw.place(row, column, layer)) is not a pentomino letter: use F I L N P T U V W X Y Z or O P Q R S T U V W X Y Z, and '.' for an empty cell"
            case .notInSet(let letter, let row, let column, let layer, let set):
                return "letter \(letter) at \(Flaw.place(row, column, layer)) is not one of \(set)"
            case .mixedAlphabets(let golomb, let conway):
                return "the letters mix Golomb's '\(golomb)' with Conway's '\(conway)': use one alphabet"
            case .wrongSize(let letter, let cells, let row, let column, let layer, let size):
                return
                    "letter \(letter) covers \(counted(cells, "cell")) (first at \(Flaw.place(row, column, layer))), but the \(letter) piece covers \(size)"
            case .disconnected(let letter, let row, let column, let layer):
                return
                    "letter \(letter) is in pieces that do not touch (first at \(Flaw.place(row, column, layer))): each letter must be one piece"
            case .wrongShape(let letter, let copies, let row, let column, let layer, _, _) where copies > 1:
                return
                    "letter \(letter) covers \(copies) pieces' worth of cells side by side (first at \(Flaw.place(row, column, layer))), but they do not split into \(copies) \(letter) pieces in any orientations they may take"
            case .wrongShape(let letter, _, let row, let column, let layer, let other?, _):
                return
                    "letter \(letter) (first at \(Flaw.place(row, column, layer))) has the shape of the \(other) piece, not of the \(letter)"
            case .wrongShape(let letter, _, let row, let column, let layer, nil, true):
                return
                    "letter \(letter) (first at \(Flaw.place(row, column, layer))) has the shape of the one-sided \(letter) piece's mirror image, which it never takes: it only turns in the plane"
            case .wrongShape(let letter, _, let row, let column, let layer, nil, false):
                return
                    "letter \(letter) (first at \(Flaw.place(row, column, layer))) does not have the shape of the \(letter) piece in any orientation it may take"
            case .tooTangled(let letter, let cells, let row, let column, let layer):
                return
                    "letter \(letter) covers \(cells) cells side by side (first at \(Flaw.place(row, column, layer))): too many copies of the \(letter) piece side by side for the check to split them"
            case .missing(let letters, let set):
                return
                    "\(plural("letter", letters.count)) \(letters.map(String.init).joined(separator: " ")) missing: a tiling uses all of \(set)"
            case .tooMany(let letter, let used, let copies):
                return
                    "letter \(letter) is used \(used) times, but the set holds \(copies == 1 ? "one" : String(copies))"
            case .wrongBoardSize(let box, let expected):
                return "the tiling is \(box), but the board is \(expected)"
            case .letterOnBlockedCell(let letter, let row, let column, let layer):
                return "letter \(letter) at \(Flaw.place(row, column, layer)) lies on a blocked cell of the board"
            case .movedPlacedPiece(let letter, let row, let column, let layer, let placed):
                return
                    "\(Flaw.place(row, column, layer)) holds \(letter.map { "letter \($0)" } ?? "no piece"), but \(placed) was placed there in advance"
            case .oneSidedInBox(let letter):
                return TilingError.oneSidedPieceInBox(letter).description
            case .wrongEmptyCount(let empty, let expected):
                return
                    "\(counted(empty, "open cell")) \(empty == 1 ? "is" : "are") left empty, but the board leaves \(expected) empty"
            }
        }

        /// `row R, column C`, with `layer L, ` in front in a box of several layers.
        private static func place(_ row: Int, _ column: Int, _ layer: Int?) -> String {
            (layer.map { "layer \($0), " } ?? "") + "row \(row), column \(column)"
        }
    }

    // MARK: - Reading

    /// The tilings drawn one after another in `text`, separated by blank lines, each as text for
    /// `read(_:)`, without the colours that `DrawingLines.split` takes out.
    public static func drawings(in text: String) -> [String] {
        var blocks: [[String]] = [[]]
        for line in DrawingLines.split(text) {
            if DrawingLines.isBlank(line) {
                if !blocks[blocks.count - 1].isEmpty { blocks.append([]) }
            } else {
                blocks[blocks.count - 1].append(String(decoding: line, as: UTF8.self))
            }
        }
        return blocks.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }
    }

    /// The tiling drawn in `text` (rows of letters, `.` for open cells no piece covers, `#` or a
    /// space for blocked cells, blank lines at either end ignored, lines ended as `DrawingLines`
    /// reads them), with its letters turned into Golomb's, and the alphabet it was drawn in. A tiling
    /// of several layers is drawn as `LayeredText` draws it: a first line of labels `layer 1`,
    /// `layer 2`, …, each layer's rows starting under its label (see `DrawingLines.layers(of:)`).
    /// Names of `pieces` other than the pentominoes' are read as they are, before either alphabet.
    public static func read(_ text: String, pieces: PieceSet = .pentominoes) throws(Flaw) -> (
        tiling: Tiling, alphabet: LetterAlphabet
    ) {
        var reader = LetterReader(names: pieces.pieces.map(\.letter))
        let layers = DrawingLines.layers(of: DrawingLines.split(text))
        guard let rows = layers.map(\.count).max(), rows > 0 else { throw .empty }
        let columns = layers.joined().map(\.characters.count).max()!
        var letters: [Character?] = []
        var open: [Bool] = []
        for (layer, lines) in layers.enumerated() {
            for (row, line) in lines.enumerated() {
                for (column, character) in line.characters.enumerated() {
                    if character == "." || character == "#" || character == " " {
                        letters.append(nil)
                        open.append(character == ".")
                        continue
                    }
                    guard let name = reader.name(for: character) else {
                        throw .unknownCharacter(
                            character, row: row + 1, column: column + 1, layer: layers.count > 1 ? layer + 1 : nil)
                    }
                    if let mixture = reader.mixture { throw .mixedAlphabets(mixture.golomb, mixture.conway) }
                    letters.append(name)
                    open.append(true)
                }
                letters += Array(repeating: nil, count: columns - line.characters.count)
                open += Array(repeating: false, count: columns - line.characters.count)
            }
            // Layers drawn one under another may have fewer rows than others: the rest are blocked.
            letters += Array(repeating: nil, count: (rows - lines.count) * columns)
            open += Array(repeating: false, count: (rows - lines.count) * columns)
        }
        guard letters.contains(where: { $0 != nil }) else { throw .empty }
        let box = Box(layers: layers.count, rows: rows, columns: columns)
        return (Tiling(box: box, letters: letters, open: open), reader.alphabet)
    }

    // MARK: - Checking

    /// Checks that `tiling` solves `problem`: it has the board's size, leaves blocked cells empty and
    /// exactly as many open cells as the problem allows, keeps the pieces placed in advance where they
    /// were, and places each of its pieces once.
    public static func check(_ tiling: Tiling, solves problem: TilingProblem) throws(Flaw) {
        let board = problem.board
        guard tiling.box == board.box else { throw .wrongBoardSize(tiling.box, expected: board.box) }
        var empty = 0
        for cell in board.box.cells {
            let letter = tiling[cell]
            let layer = board.box.isFlat ? nil : cell.layer + 1
            if let placed = board.placedPiece(at: cell), letter != placed {
                throw .movedPlacedPiece(
                    letter, row: cell.row + 1, column: cell.column + 1, layer: layer, placed: placed)
            }
            if board.isOpen(cell) {
                if letter == nil { empty += 1 }
            } else if let letter {
                throw .letterOnBlockedCell(letter, row: cell.row + 1, column: cell.column + 1, layer: layer)
            }
        }
        guard empty == problem.gapCount else { throw .wrongEmptyCount(empty: empty, expected: problem.gapCount) }
        try check(tiling, pieces: problem.pieces, surface: board.surface)
    }

    /// Checks `tiling`, whose letters are Golomb's, against the pieces of `pieces`: each group of
    /// touching cells of one letter must be that piece, or several copies of it side by side, in
    /// orientations the piece may take, and the tiling must use each piece as often as the set holds
    /// it, or, if `partial` (a puzzle, or a board filled in part), at most as often. In a box of
    /// several layers the set may hold no piece that is one-sided only in the plane (see
    /// `PieceSet.firstPieceOneSidedOnlyInThePlane`). On a `surface` whose edges meet, the cells of
    /// each letter must split into copies of its piece laid across those edges as the surface glues
    /// them (see `SurfaceWalker`). Flaws are reported with letters in `alphabet`.
    public static func check(
        _ tiling: Tiling, alphabet: LetterAlphabet = .golomb, pieces set: PieceSet = .pentominoes,
        partial: Bool = false, surface: Surface = .flat
    ) throws(Flaw) {
        if !tiling.box.isFlat, let oneSided = set.firstPieceOneSidedOnlyInThePlane {
            throw .oneSidedInBox(alphabet.letter(forGolomb: oneSided.letter))
        }
        let used =
            surface == .flat
            ? try uses(of: tiling, alphabet: alphabet, pieces: set)
            : try uses(of: tiling, on: surface, alphabet: alphabet, pieces: set)
        for (piece, copies) in zip(set.pieces, set.copies) where used[piece.letter, default: 0] > copies {
            throw .tooMany(alphabet.letter(forGolomb: piece.letter), used: used[piece.letter]!, copies: copies)
        }
        let missing = zip(set.pieces, set.copies).flatMap { piece, copies in
            Array(repeating: alphabet.letter(forGolomb: piece.letter), count: copies - used[piece.letter, default: 0])
        }
        guard missing.isEmpty || partial else { throw .missing(missing, set: set.name) }
    }

    // MARK: - The pieces a tiling uses

    /// How many copies of each piece the flat `tiling` uses, each group of touching cells of one
    /// letter checked to be copies of its piece side by side.
    private static func uses(of tiling: Tiling, alphabet: LetterAlphabet, pieces set: PieceSet) throws(Flaw)
        -> [Character: Int]
    {
        var used: [Character: Int] = [:]
        let pieces = tiling.pieces
        for (letter, cells) in pieces {
            let name = alphabet.letter(forGolomb: letter)
            let first = cells[0]
            let (row, column, layer) = (first.row + 1, first.column + 1, tiling.box.isFlat ? nil : first.layer + 1)
            guard let index = set.pieces.firstIndex(where: { $0.letter == letter }) else {
                throw .notInSet(name, row: row, column: column, layer: layer, set: set.name)
            }
            // In a box of several layers a piece turns every way in space.
            let piece = tiling.box.isFlat ? set.pieces[index] : set.pieces[index].solid
            if set.copies[index] == 1 && pieces.contains(where: { $0.letter == letter && $0.cells != cells }) {
                throw .disconnected(name, row: row, column: column, layer: layer)
            }
            guard cells.count % piece.size == 0, cells.count / piece.size <= set.copies[index] else {
                throw .wrongSize(name, cells: cells.count, row: row, column: column, layer: layer, size: piece.size)
            }
            guard Shape(cells).isConnected else { throw .disconnected(name, row: row, column: column, layer: layer) }
            var splitter = CopySplitter(cells, into: piece.orientations, budget: 100_000)
            guard let splits = splitter.splits() else {
                throw .tooTangled(name, cells: cells.count, row: row, column: column, layer: layer)
            }
            guard splits else {
                let copies = cells.count / piece.size, shape = Shape(cells)
                let other =
                    copies > 1
                    ? nil : set.pieces.first { (tiling.box.isFlat ? $0 : $0.solid).orientations.contains(shape) }
                let mirrored =
                    copies == 1 && other == nil && piece.isChiral
                    && piece.mirrorImage(letter: letter).orientations.contains(shape)
                throw .wrongShape(
                    name, copies: copies, row: row, column: column, layer: layer,
                    shapeOf: other.map { alphabet.letter(forGolomb: $0.letter) }, mirrored: mirrored)
            }
            used[letter, default: 0] += cells.count / piece.size
        }
        return used
    }

    /// How many copies of each piece `tiling` uses on `surface`: all the cells of one letter must
    /// split into copies of its piece laid on the surface, across its glued edges too.
    private static func uses(
        of tiling: Tiling, on surface: Surface, alphabet: LetterAlphabet, pieces set: PieceSet
    ) throws(Flaw) -> [Character: Int] {
        let walker = SurfaceWalker(surface: surface, rows: tiling.rows, columns: tiling.columns)
        var cellsByLetter: [Character: [Cell]] = [:], order: [Character] = []
        for (index, letter) in tiling.letters.enumerated() {
            guard let letter else { continue }
            if cellsByLetter[letter] == nil { order.append(letter) }
            cellsByLetter[letter, default: []].append(tiling.box.cell(at: index))
        }
        var used: [Character: Int] = [:]
        for letter in order {
            let cells = cellsByLetter[letter]!
            let name = alphabet.letter(forGolomb: letter), (row, column) = (cells[0].row + 1, cells[0].column + 1)
            guard let index = set.pieces.firstIndex(where: { $0.letter == letter }) else {
                throw .notInSet(name, row: row, column: column, set: set.name)
            }
            let piece = set.pieces[index], copies = cells.count / piece.size
            guard cells.count % piece.size == 0, copies <= set.copies[index] else {
                throw .wrongSize(name, cells: cells.count, row: row, column: column, size: piece.size)
            }
            if set.copies[index] == 1 && Shape.groups(of: cells, neighbours: walker.neighbours(of:)).count > 1 {
                throw .disconnected(name, row: row, column: column)
            }
            guard let splits = walker.splits(Set(cells), into: piece.orientations) else {
                throw .tooTangled(name, cells: cells.count, row: row, column: column)
            }
            guard splits else { throw .wrongShape(name, copies: copies, row: row, column: column) }
            used[letter] = copies
        }
        return used
    }
}
