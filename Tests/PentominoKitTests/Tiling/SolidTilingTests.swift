// Solid boxes:
//
// - Known counts and symmetries.
// - Random boxes against the brute force, full and with gaps.
// - Shards and indices, solid pieces, and layered drawings read back.

import Testing
import TilingCheck

@testable import PentominoKit

/// Boxes in three dimensions, filled with solid pentominoes: counts against a brute force that
/// shares nothing with the engines, on every engine and thread count, and every tiling checked.
struct SolidTilingTests {
    static let boxSeed: UInt64 = 0x50_11D0_0001
    static let boxCases = 24

    // MARK: - Known counts

    @Test func theTwoByThreeByTenBoxHas12DistinctTilingsAnd96InAll() throws {
        let problem = try TilingProblem(board: Board(size: "2x3x10"))
        #expect(problem.board.symmetries.count == 8)
        for engine in [Engine.bitset, .dlx] {
            for threads in [1, 2] {
                let count = TilingSolver(problem: problem, engine: engine, threads: threads).count()
                #expect(count.distinct == 12 && count.all == 96, "\(engine) on \(threads) threads")
            }
        }
        for tiling in try TilingSolver(problem: problem).tilings(limit: 12) {
            try TilingVerifier.check(tiling, solves: problem)
            #expect(SolidBruteForce.problem(in: LetterRenderer.render(tiling), lengths: [2, 3, 10]) == nil)
        }
    }

    @Test func aBoxKnowsItsSymmetries() throws {
        #expect(try Board(size: "3x4x5").symmetries.count == 8)
        #expect(try Board(size: "2x5x5").symmetries.count == 16)
        #expect(try Board(size: "4x4x4").symmetries.count == 48)
        // A flat board keeps the square's symmetries, whatever the size says.
        #expect(
            try Board(size: "1x6x10").symmetries.count == 4 && (try Board(size: "1x6x10")) == (try Board(size: "6x10")))
    }

    // MARK: - Against the brute force

    @Test func smallBoxesWithPieceSubsetsAgreeWithTheBruteForce() throws {
        let tilings = try checkRandomBoxes(
            lengths: [[2, 3, 4], [2, 3, 5], [3, 3, 3], [2, 4, 4], [3, 3, 4]], seed: SolidTilingTests.boxSeed,
            cases: SolidTilingTests.boxCases)
        print(
            "Solid boxes: seed \(SolidTilingTests.boxSeed), \(SolidTilingTests.boxCases) boxes, \(tilings) tilings, 2 engines"
        )
        #expect(tilings >= SolidTilingTests.boxCases / 2)
    }

    /// Boxes of one row, or of one column in each layer: there an item's neighbours on two sides lie
    /// the same number of items away (above and to the left, or to the left and in the layer before),
    /// which the bitset engine's lists once took for one neighbour on both sides, and so missed tilings.
    @Test func boxesOneCellThinAgreeWithTheBruteForce() throws {
        let tilings = try checkRandomBoxes(
            lengths: [[6, 1, 4], [4, 1, 6], [5, 1, 5], [6, 4, 1], [5, 5, 1], [4, 3, 1]], seed: 0x50_11D0_0002,
            cases: 16,
            attempts: 400)
        #expect(tilings >= 8)
    }

    /// Drops four or five pieces at random into `cases` boxes of the `lengths` given (where they fit
    /// within `attempts` tries each: their cells are the board, so it has at least one tiling), and
    /// checks every engine's counts against the brute force's, and some tilings; returns the tilings
    /// the brute force found.
    private func checkRandomBoxes(lengths choices: [[Int]], seed: UInt64, cases: Int, attempts: Int = 40) throws -> Int
    {
        var random = SplitMix64(seed: seed)
        var tilings = 0
        for _ in 0..<cases {
            let lengths = choices.randomElement(using: &random)!
            let box = Box(lengths: lengths)
            var open = Set<[Int]>(), letters: [Character] = []
            for letter in "FILNPTUVWXYZ".shuffled(using: &random) where letters.count < 5 {
                let forms = SolidBruteForce.rotations(of: letter)
                for _ in 0..<attempts {
                    let form = forms.randomElement(using: &random)!
                    let origin = lengths.map { Int.random(in: 0..<$0, using: &random) }
                    let cells = form.map { [origin[0] + $0[0], origin[1] + $0[1], origin[2] + $0[2]] }
                    guard cells.allSatisfy({ cell in (0..<3).allSatisfy { cell[$0] >= 0 && cell[$0] < lengths[$0] } }),
                        open.isDisjoint(with: cells)
                    else { continue }
                    open.formUnion(cells)
                    letters.append(letter)
                    break
                }
            }
            guard letters.count >= 4 else { continue }
            let expected = SolidBruteForce.counts(open: open, lengths: lengths, letters: letters)
            tilings += expected.all
            let board = Board(box: box, open: box.cells.map { open.contains([$0.layer, $0.row, $0.column]) })
            let pieces = try PieceSet(specification: String(letters))
            for engine in [Engine.bitset, .dlx] {
                let all = try TilingProblem(board: board, pieces: pieces, distinct: false)
                #expect(
                    TilingSolver(problem: all, engine: engine).count().all == UInt64(expected.all),
                    "\(engine) on \(board.drawing) by \(String(letters))")
                let distinct = try TilingProblem(board: board, pieces: pieces)
                let count = TilingSolver(problem: distinct, engine: engine, threads: 2).count()
                #expect(
                    count.distinct == UInt64(expected.distinct) && count.all == UInt64(expected.all),
                    "\(engine), distinct, on \(board.drawing)")
                for tiling in try TilingSolver(problem: distinct, engine: engine).tilings(limit: 3) {
                    try TilingVerifier.check(tiling, solves: distinct)
                }
            }
        }
        return tilings
    }

    /// Full 2x3x5 boxes, for sets of six pieces that fill them in several ways.
    @Test(arguments: ["LNPUVY", "FLPTUY", "ILPVWY"])
    func fullSmallBoxesAgreeWithTheBruteForce(letters: String) throws {
        let board = try Board(size: "2x3x5")
        let open = Set(board.openCells.map { [$0.layer, $0.row, $0.column] })
        let expected = SolidBruteForce.counts(open: open, lengths: [2, 3, 5], letters: Array(letters))
        #expect(expected.distinct > 1 && expected.all == 8 * expected.distinct)
        let problem = try TilingProblem(board: board, pieces: PieceSet(specification: letters))
        for engine in [Engine.bitset, .dlx] {
            for threads in [1, 2] {
                let count = TilingSolver(problem: problem, engine: engine, threads: threads).count()
                #expect(
                    count.distinct == UInt64(expected.distinct) && count.all == UInt64(expected.all),
                    "\(engine) on \(threads) threads")
            }
        }
    }

    /// A 2x3x4 box with four pieces leaves four cells empty.
    @Test(arguments: ["LNPU", "FLPU"])
    func boxesWithGapsAgreeWithTheBruteForce(letters: String) throws {
        let board = try Board(size: "2x3x4")
        let open = Set(board.openCells.map { [$0.layer, $0.row, $0.column] })
        let expected = SolidBruteForce.counts(open: open, lengths: [2, 3, 4], letters: Array(letters), gaps: 4)
        #expect(expected.all > 0)
        let problem = try TilingProblem(board: board, pieces: PieceSet(specification: letters), allowGaps: true)
        for engine in [Engine.bitset, .dlx] {
            let count = TilingSolver(problem: problem, engine: engine, threads: 2).count()
            #expect(count.distinct == UInt64(expected.distinct) && count.all == UInt64(expected.all), "\(engine)")
        }
        for tiling in try TilingSolver(problem: problem).tilings(limit: 5) {
            try TilingVerifier.check(tiling, solves: problem)
        }
    }

    // MARK: - Shards, pieces and drawings

    @Test func shardsOfABoxAddUpAndEveryIndexIsATiling() throws {
        let problem = try TilingProblem(board: Board(size: "2x3x10"))
        var distinct: UInt64 = 0, all: UInt64 = 0
        for index in 1...5 {
            let count = TilingSolver(problem: problem, threads: 2).count(shard: Shard(index: index, count: 5)!)
            distinct += count.distinct
            all += count.all
        }
        #expect(distinct == 12 && all == 96)
        let listed = try TilingSolver(problem: problem).tilings(limit: 12)
        for index in [0, 5, 11] {
            let (tiling, _) = try TilingSolver(problem: problem, threads: 2).tiling(at: UInt64(index))
            #expect(tiling == listed[index])
        }
        #expect(try TilingSolver(problem: problem).tiling(at: 12).tiling == nil)
    }

    @Test func aSolidPieceIsDrawnInLayersAndFitsOnlyBoxes() throws {
        // The tripod: a cube's corner and its three neighbours. Two fill the 2x2x2 cube, at opposite corners.
        let tripod = try PieceSetSpecification.pieces(drawnIn: "AA\nA.\n\nA.\n..\n", file: "tripod.txt")
        #expect(tripod.count == 1 && tripod[0].shape.layers == 2 && tripod[0].solid.orientations.count == 8)
        let pieces = PieceSet(tripod, copies: [2])
        let count = TilingSolver(problem: try TilingProblem(board: Board(size: "2x2x2"), pieces: pieces)).count()
        #expect(count.distinct == 1 && count.all == 4)
        #expect(throws: TilingError.solidPieceOnFlatBoard("A")) {
            try TilingProblem(board: Board(size: "2x4"), pieces: pieces)
        }
    }

    @Test func oneSidedPiecesStayOnFlatBoards() throws {
        // In space a turn gives the one-sided L its mirror image l: L and l would be one solid piece by two names.
        let chiral = try PieceSet(specification: "one-sided:LLll")
        #expect(throws: TilingError.oneSidedPieceInBox("L")) {
            try TilingProblem(board: Board(size: "2x2x5"), pieces: chiral)
        }
        #expect(throws: TilingError.oneSidedPieceInBox("F")) {
            try TilingProblem(board: Board(size: "2x3x15"), pieces: PieceSet(specification: "one-sided"))
        }
        // A box of one layer is a flat board, where the pieces stay one-sided; U V W X are their own mirror images.
        #expect(TilingSolver(problem: try TilingProblem(board: Board(size: "1x4x5"), pieces: chiral)).count().all > 0)
        let free = TilingSolver(
            problem: try TilingProblem(
                board: Board(size: "2x3x4"), pieces: PieceSet(specification: "UVWX"), allowGaps: true)
        ).count()
        let oneSided = TilingSolver(
            problem: try TilingProblem(
                board: Board(size: "2x3x4"), pieces: PieceSet(specification: "one-sided:UVWX"), allowGaps: true)
        ).count()
        #expect(free.distinct == 2 && free.all == 16 && oneSided.distinct == 2 && oneSided.all == 16)
        // verify refuses the set for a tiling of a box, as a flaw of its own.
        let tiling = try #require(
            try TilingSolver(
                problem: try TilingProblem(board: Board(size: "2x2x5"), pieces: PieceSet(specification: "LLLL"))
            ).tilings(limit: 1).first)
        #expect(throws: TilingVerifier.Flaw.oneSidedInBox("L")) { try TilingVerifier.check(tiling, pieces: chiral) }
        try TilingVerifier.check(tiling, pieces: PieceSet(specification: "LLLL"))
    }

    @Test func layeredTilingsReadBackAsTheyWerePrinted() throws {
        let problem = try TilingProblem(board: Board(size: "2x3x10"))
        let tiling = try #require(try TilingSolver(problem: problem).tilings(limit: 1).first)
        for alphabet in [LetterAlphabet.golomb, .conway] {
            let (read, readAlphabet) = try TilingVerifier.read(LetterRenderer.render(tiling, alphabet: alphabet))
            #expect(read == tiling && readAlphabet == alphabet)
        }
        // A piece cut in two across the layers is caught, with its layer.
        var text = LetterRenderer.render(tiling).split(separator: "\n").map(String.init)
        text[1] = "V" + text[1].dropFirst()
        let (broken, _) = try TilingVerifier.read(text.joined(separator: "\n"))
        #expect(throws: TilingVerifier.Flaw.self) { try TilingVerifier.check(broken, solves: problem) }
    }
}
