import Testing
import TilingCheck

@testable import PentominoKit

/// Puzzles with one solution: the fewest given pieces and the sets that work, against a brute force
/// that lists every tiling of a small board and tries every set of each tiling's pieces; the
/// difficulty's order; both engines alike.
struct PuzzleMakerTests {
    /// A tiling the brute force found, as its pieces: each a letter and its cells, numbered row by row.
    typealias Pieces = [(letter: Character, cells: [Int])]

    /// Every tiling of `drawing` by `letters`, rotations and reflections apart, from the brute force.
    static func tilings(_ drawing: [String], _ letters: String) -> [Pieces] {
        var tilings: [Pieces] = []
        BruteForce.forEachTiling(board: drawing, letters: Array(letters)) { tilings.append($0) }
        return tilings
    }

    /// For the tiling `tiling` among `all`, the sets of its pieces (bits by the tiling's pieces)
    /// that no other tiling holds in place, by their sizes.
    static func workingSets(of tiling: Pieces, among all: [Pieces]) -> [Int: [UInt64]] {
        let placed = { (pieces: Pieces) in Set(pieces.map { "\($0.letter)\($0.cells.sorted())" }) }
        let others = all.map(placed).filter { $0 != placed(tiling) }
        let names = tiling.map { "\($0.letter)\($0.cells.sorted())" }
        var sets: [Int: [UInt64]] = [:]
        for set in 0..<(UInt64(1) << UInt64(tiling.count)) {
            let chosen = names.indices.filter { set & 1 << UInt64($0) != 0 }.map { names[$0] }
            if !others.contains(where: { other in chosen.allSatisfy(other.contains) }) {
                sets[set.nonzeroBitCount, default: []].append(set)
            }
        }
        return sets
    }

    /// The brute force's tiling as the library's, on the board `drawing` draws.
    static func tiling(_ pieces: Pieces, on drawing: [String]) -> Tiling {
        let columns = drawing.map(\.count).max()!
        var letters = [Character?](repeating: nil, count: drawing.count * columns)
        for piece in pieces { for cell in piece.cells { letters[cell] = piece.letter } }
        let open = drawing.flatMap { line in
            (0..<columns).map { Array(line).indices.contains($0) && Array(line)[$0] == "." }
        }
        return Tiling(rows: drawing.count, columns: columns, letters: letters, open: open)
    }

    static let cases: [(drawing: [String], letters: String)] = [
        (Array(repeating: ".....", count: 4), "FLUY"), (Array(repeating: ".....", count: 5), "FILPU"),
        (["......", "......", "......", "......", ".....", "."], "FLNPTU"),
        (Array(repeating: "......", count: 5), "LNPUVY"),
    ]

    /// The fewest given pieces and how many sets of that size work, for every tiling of small
    /// boards, on both engines; and the puzzle made: its givens leave one completion, and without
    /// any one of them more.
    @Test(arguments: cases.indices)
    func theFewestGivenPiecesAreTheBruteForcesMinimum(index: Int) throws {
        let (drawing, letters) = PuzzleMakerTests.cases[index]
        let all = PuzzleMakerTests.tilings(drawing, letters)
        #expect(all.count > 1)
        let board = try Board(drawing: drawing.joined(separator: "\n"))
        let makers = try [Engine.bitset, .dlx].map {
            try PuzzleMaker(board: board, pieces: PieceSet(specification: letters), engine: $0)
        }
        for pieces in all {
            let sets = PuzzleMakerTests.workingSets(of: pieces, among: all)
            let fewest = sets.keys.min()!
            let tiling = PuzzleMakerTests.tiling(pieces, on: drawing)
            for maker in makers {
                let found = try maker.fewestGiven(for: tiling)
                #expect(found.pieces == fewest && found.sets == sets[fewest]!.count, "\(tiling)")
            }
            let puzzle = try makers[0].puzzle(from: tiling)
            #expect(
                puzzle.given.count == fewest && puzzle.fewestGiven == fewest
                    && puzzle.setsOfThisSize == sets[fewest]!.count)
            #expect(puzzle.solution == tiling)
            // The givens, tried against every tiling: one holds them all, and without any one of them, more.
            let given = Set(
                puzzle.given.map { piece in
                    "\(piece.letter)\(piece.cells.map { $0.row * drawing[0].count + $0.column }.sorted())"
                })
            let holding = { (givens: Set<String>) in
                all.filter { tiling in givens.isSubset(of: Set(tiling.map { "\($0.letter)\($0.cells.sorted())" })) }
                    .count
            }
            #expect(holding(given) == 1, "\(puzzle.board.drawing)")
            for piece in given { #expect(holding(given.subtracting([piece])) > 1, "\(puzzle.board.drawing)") }
        }
    }

    /// More given pieces than the fewest: the sets of that size that work, as the brute force finds
    /// them; fewer than the fewest, or more than there are, is an error.
    @Test func anyNumberOfGivenPiecesFromTheFewestUp() throws {
        let (drawing, letters) = PuzzleMakerTests.cases[1]
        let all = PuzzleMakerTests.tilings(drawing, letters)
        let maker = try PuzzleMaker(
            board: Board(drawing: drawing.joined(separator: "\n")), pieces: PieceSet(specification: letters))
        for pieces in all.prefix(8) {
            let sets = PuzzleMakerTests.workingSets(of: pieces, among: all)
            let tiling = PuzzleMakerTests.tiling(pieces, on: drawing)
            let fewest = sets.keys.min()!
            for given in fewest...pieces.count {
                let puzzle = try maker.puzzle(from: tiling, given: given)
                #expect(puzzle.given.count == given && puzzle.setsOfThisSize == sets[given]?.count)
                #expect(puzzle.fewestGiven == fewest)
            }
            if fewest > 0 {
                #expect(throws: PuzzleError.tooFewGiven(asked: fewest - 1, fewest: fewest)) {
                    try maker.puzzle(from: tiling, given: fewest - 1)
                }
            }
            #expect(throws: PuzzleError.tooManyGiven(asked: pieces.count + 1, pieces: pieces.count)) {
                try maker.puzzle(from: tiling, given: pieces.count + 1)
            }
        }
    }

    /// A piece more given never makes a puzzle harder, whatever the sets; the same puzzle grades the
    /// same every time.
    @Test func aPieceMoreGivenNeverGradesHarder() throws {
        let board = try Board(size: "5x6")
        let problem = try TilingProblem(board: board, pieces: PieceSet(specification: "FLNPTV"), distinct: false)
        let search = DifficultySearch<UInt64>(problem)
        let solver = TilingSolver(problem: problem)
        for tiling in try solver.tilings(limit: 6) {
            let placements = tiling.pieces.map { piece in
                problem.placements.firstIndex {
                    $0.cells == problem.cellIndex.bitboard(of: piece.cells)
                        && problem.pieces.pieces[$0.piece].letter == piece.letter
                }!
            }
            var nodes: [UInt64: UInt64] = [:]
            for set in 0..<(UInt64(1) << UInt64(placements.count)) {
                let given = PuzzleMaker.members(of: set).map { placements[$0] }
                nodes[set] = search.difficulty(given: given)!.nodes
            }
            for (set, count) in nodes {
                for piece in 0..<placements.count where set & 1 << UInt64(piece) == 0 {
                    #expect(nodes[set | 1 << UInt64(piece)]! <= count, "\(tiling)")
                }
            }
            let everything: UInt64 = (1 << UInt64(placements.count)) - 1
            #expect(nodes[everything] == 1, "everything given: the root alone")
        }
        let maker = try PuzzleMaker(board: board, pieces: PieceSet(specification: "FLNPTV"))
        let tiling = try solver.tilings(limit: 1)[0]
        let first = try maker.puzzle(from: tiling), again = try maker.puzzle(from: tiling)
        #expect(first.difficulty == again.difficulty && first.board == again.board)
        let easier = try maker.puzzle(from: tiling, given: first.given.count + 1)
        #expect(easier.difficulty <= first.difficulty)
    }

    /// Where cells may be left empty, a completion may leave others: the fewest given pieces still
    /// agree with the brute force, which tries every set of a tiling's pieces against every tiling.
    @Test func withCellsLeftEmptyTheFewestAgreeWithTheBruteForce() throws {
        let drawing = ["......", "......", ".....", "....."]
        var all: [Pieces] = []
        BruteForce.forEachTiling(board: drawing, letters: Array("FLPU"), gaps: 2) { all.append($0) }
        let board = try Board(drawing: drawing.joined(separator: "\n"))
        let maker = try PuzzleMaker(board: board, pieces: PieceSet(specification: "FLPU"), allowGaps: true)
        for pieces in all.prefix(40) {
            // A tiling is its pieces; the cells it leaves empty follow from them.
            let sets = PuzzleMakerTests.workingSets(of: pieces, among: all)
            let tiling = PuzzleMakerTests.tiling(pieces, on: drawing)
            let found = try maker.fewestGiven(for: tiling)
            #expect(found.pieces == sets.keys.min()! && found.sets == sets[found.pieces]!.count, "\(tiling)")
        }
    }

    @Test func theGradeIsTheNumberOfBinaryDigitsOfTheNodes() {
        #expect(Difficulty(nodes: 1).grade == 1 && Difficulty(nodes: 2).grade == 2 && Difficulty(nodes: 3).grade == 2)
        #expect(Difficulty(nodes: 5249).grade == 13 && Difficulty(nodes: 5249).description == "grade 13 (5249 nodes)")
    }

    @Test func aTilingOfAnotherBoardOrSetIsRefused() throws {
        let maker = try PuzzleMaker(board: Board(size: "3x20"))
        let other = try TilingSolver(problem: TilingProblem(board: Board(size: "6x10"))).tilings(limit: 1)[0]
        #expect(throws: PuzzleError.self) { try maker.puzzle(from: other) }
        let solver = TilingSolver(problem: try TilingProblem(board: Board(size: "3x20")))
        let tiling = try solver.tilings(limit: 1)[0]
        var letters = tiling.letters
        letters[0] = "Q"
        #expect(throws: PuzzleError.self) { try maker.puzzle(from: Tiling(box: tiling.box, letters: letters)) }
        // Both tilings of the 3x20 need one given piece each.
        let table = try maker.fewestGiven(for: try solver.tilings(limit: .max), threads: 2)
        #expect(table.map(\.pieces) == [1, 1])
    }
}
