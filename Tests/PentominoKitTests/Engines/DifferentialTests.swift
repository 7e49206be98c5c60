import PentominoKit
import Testing
import TilingCheck

/// Every engine against a brute force that shares nothing with it, on random problems made from a
/// fixed seed: exact-cover problems with primary and secondary items (some allowing gaps), and drawn
/// boards for small sets of pentominoes. The seeds and case counts are printed, so a failure can be replayed.
struct DifferentialTests {
    static let problemSeed: UInt64 = 0xD1FF_0001
    static let problemCases = 400
    static let boardSeed: UInt64 = 0xD1FF_0002
    static let boardCases = 200
    static let sharedSeed: UInt64 = 0xD1FF_0003

    @Test func everyEngineFindsExactlyTheSolutionsOfRandomExactCoverProblems() {
        var random = SplitMix64(seed: DifferentialTests.problemSeed)
        var solutions = 0, withGaps = 0
        for _ in 0..<DifferentialTests.problemCases {
            var problem = SampleProblems.random(using: &random)
            if Int.random(in: 0..<3, using: &random) == 0 {
                let gaps = Gaps(
                    items: Int.random(in: 1...problem.primaryItemCount, using: &random),
                    limit: Int.random(in: 1...2, using: &random))
                problem = problem.allowing(gaps)
                withGaps += 1
            }
            solutions += DifferentialTests.expectEveryEngineFindsTheBruteForcesSolutions(of: problem)
        }
        print(
            "Engine differential, exact cover: seed \(DifferentialTests.problemSeed), \(DifferentialTests.problemCases) problems (\(withGaps) with gaps), \(solutions) solutions, 2 engines"
        )
    }

    /// Secondary items that several options may share, up to their capacities, with items covered
    /// several times among the primary ones.
    @Test func everyEngineFindsExactlyTheSolutionsOfProblemsWithSharedItems() {
        var random = SplitMix64(seed: DifferentialTests.sharedSeed)
        var solutions = 0
        for _ in 0..<DifferentialTests.problemCases {
            let problem = SampleProblems.random(
                secondary: 1...4, options: 1...16, multiplicities: Int.random(in: 0..<2, using: &random) == 0,
                capacities: true, using: &random)
            solutions += DifferentialTests.expectEveryEngineFindsTheBruteForcesSolutions(of: problem)
        }
        #expect(solutions > DifferentialTests.problemCases)
        print(
            "Engine differential, shared items: seed \(DifferentialTests.sharedSeed), \(DifferentialTests.problemCases) problems, \(solutions) solutions, 2 engines"
        )
    }

    @Test func everyEngineCountsRandomBoardsForSmallPieceSetsAsTheBruteForceDoes() throws {
        var random = SplitMix64(seed: DifferentialTests.boardSeed)
        var tilings = 0, empty = 0
        for _ in 0..<DifferentialTests.boardCases {
            let pieces = Array(
                PieceSet.pentominoes.pieces.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
            let drawing = DifferentialTests.randomBoard(for: pieces, using: &random)
            let board = try Board(drawing: drawing.joined(separator: "\n"))
            let expected = UInt64(BruteForce.countTilings(board: drawing, letters: pieces.map(\.letter)))
            tilings += Int(expected)
            if expected == 0 { empty += 1 }
            let set = PieceSet(pieces)
            let problem = try TilingProblem(board: board, pieces: set, distinct: false)
            for engine in [Engine.bitset, .dlx] {
                #expect(
                    TilingSolver(problem: problem, engine: engine).count().all == expected,
                    "\(engine) on \(drawing) with \(set)")
            }
            // Where the pieces can break the board's symmetry, the distinct count times the symmetries is the same.
            if let distinct = try? TilingProblem(board: board, pieces: set, distinct: true) {
                #expect(
                    TilingSolver(problem: distinct, engine: .auto, threads: 2).count().all == expected,
                    "distinct on \(drawing) with \(set)")
            }
        }
        print(
            "Engine differential, boards: seed \(DifferentialTests.boardSeed), \(DifferentialTests.boardCases) boards (\(empty) without a tiling), \(tilings) tilings, 2 engines"
        )
    }

    /// Expects each engine to find exactly the brute force's solutions of `problem`, and returns how many there are.
    static func expectEveryEngineFindsTheBruteForcesSolutions(of problem: ExactCoverProblem) -> Int {
        let expected = bruteForceSolutions(problem)
        for engine in [Engine.bitset, .dlx] {
            var collector = SolutionCollector(limit: .max)
            let statistics = engine.search(problem, visitor: &collector)
            #expect(statistics.complete)
            #expect(
                collector.solutions.map { $0.sorted() }.sorted(by: before) == expected, "\(engine) on \(problem)")
        }
        return expected.count
    }

    /// Every solution of `problem`, each as its sorted option indices with `-1 - k` for primary item
    /// `k` left uncovered, in order.
    static func bruteForceSolutions(_ problem: ExactCoverProblem) -> [[Int]] {
        SampleProblems.bruteForceSolutions(problem).map { $0.sorted() }.sorted(by: before)
    }

    static func before(_ a: [Int], _ b: [Int]) -> Bool {
        a.lexicographicallyPrecedes(b)
    }

    /// A board drawn in a 7x7 grid: mostly the cells of `pieces` dropped at random without overlap
    /// (so it has a tiling), and now and then with one cell moved (so it may have none).
    static func randomBoard(for pieces: [Piece], using random: inout SplitMix64) -> [String] {
        let size = 7
        while true {
            var open = Set<Cell>()
            var placed = true
            for piece in pieces where placed {
                placed = false
                for _ in 0..<20 {
                    let shape = piece.orientations.randomElement(using: &random)!
                    let row = Int.random(in: 0...(size - shape.height), using: &random)
                    let column = Int.random(in: 0...(size - shape.width), using: &random)
                    let cells = shape.cells.map { Cell(row: $0.row + row, column: $0.column + column) }
                    if open.isDisjoint(with: cells) {
                        open.formUnion(cells)
                        placed = true
                        break
                    }
                }
            }
            guard placed else { continue }
            if Int.random(in: 0..<3, using: &random) == 0 {
                // Drawn from the cells in order, not from the set, whose order changes from run to run.
                let moved = open.sorted { ($0.row, $0.column) < ($1.row, $1.column) }.randomElement(using: &random)!
                open.remove(moved)
                open.insert(
                    Cell(
                        row: Int.random(in: 0..<size, using: &random), column: Int.random(in: 0..<size, using: &random))
                )
                guard open.count == pieces.count * 5 else { continue }
            }
            return (0..<size).map { row in
                String((0..<size).map { open.contains(Cell(row: row, column: $0)) ? "." : "#" })
            }
        }
    }
}

extension ExactCoverProblem {
    /// The same problem, with `gaps` allowed.
    fileprivate func allowing(_ gaps: Gaps) -> ExactCoverProblem {
        ExactCoverProblem(
            primaryItemCount: primaryItemCount, secondaryItemCount: itemCount - primaryItemCount,
            options: (0..<optionCount).map { problem in items(ofOption: problem).map(Int.init) }, gaps: gaps)
    }
}
