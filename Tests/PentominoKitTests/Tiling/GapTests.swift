import Dispatch
import Synchronization
import Testing
import TilingCheck

@testable import PentominoKit

/// Tilings that leave cells empty, checked against the brute force, which tries each first empty cell empty too.
struct GapTests {
    /// A 20x3 board with one cell more, out to the side of its eighth row.
    static let tallPlusOne = Array(repeating: "...", count: 7) + ["...."] + Array(repeating: "...", count: 12)

    /// The problem of tiling `drawing` with the free pentominoes of `letters`, every tiling counted,
    /// leaving `gaps` cells empty; and its count by the brute force, which must find some.
    static func problem(drawing: [String], letters: String, gaps: Int) throws -> (TilingProblem, UInt64) {
        let pieces = PieceSet(PieceSet.pentominoes.pieces.filter { letters.contains($0.letter) })
        let problem = try TilingProblem(
            board: Board(drawing: drawing.joined(separator: "\n")), pieces: pieces, distinct: false, allowGaps: true)
        #expect(problem.gapCount == gaps)
        let expected = UInt64(BruteForce.countTilings(board: drawing, letters: Array(letters), gaps: gaps))
        #expect(expected > 0)
        return (problem, expected)
    }

    @Test func bothEnginesMatchTheBruteForceWithOneCellLeftEmpty() throws {
        let expected = UInt64(
            BruteForce.countTilings(board: GapTests.tallPlusOne, letters: Array("FILNPTUVWXYZ"), gaps: 1))
        #expect(expected > 0)
        let board = try Board(drawing: GapTests.tallPlusOne.joined(separator: "\n"))
        #expect(board.symmetries.count == 1)
        let problem = try TilingProblem(board: board, allowGaps: true)
        #expect(problem.gapCount == 1)
        for engine in [Engine.bitset, .dlx] {
            for threads in [1, 2] {
                #expect(
                    TilingSolver(problem: problem, engine: engine, threads: threads).count().all == expected,
                    "\(engine), \(threads) threads")
            }
        }
    }

    @Test(
        arguments: [
            (["......", "......", "......", "....#."], "FIPU", 3),
            (["......", "......", "......", "......"], "FLTY", 4),
            ([".......", ".......", "......."], "ILPU", 1), ([".....", ".....", ".....", ".....", "....."], "FLPV", 5),
            // The last column of the grid stops short after its last open cell.
            (["......", "......", "....."], "FLP", 2), (["......", "......", "..."], "ILP", 0),
        ] as [([String], String, Int)])
    func enginesMatchTheBruteForceWithSeveralCellsLeftEmpty(drawing: [String], letters: String, gaps: Int) throws {
        let (problem, expected) = try GapTests.problem(drawing: drawing, letters: letters, gaps: gaps)
        for engine in [Engine.bitset, .dlx] {
            #expect(TilingSolver(problem: problem, engine: engine, threads: 2).count().all == expected, "\(engine)")
        }
    }

    /// A count that remembers counts below states, in a cache so small that states take each
    /// other's slots all the time, still counts every tiling, in fewer nodes.
    @Test func countsRememberedInATinyCacheMatchTheBruteForce() throws {
        let (problem, expected) = try GapTests.problem(
            drawing: [".....", ".....", ".....", ".....", "....."], letters: "FLPV", gaps: 5)
        let engine = BitsetEngine(problem.exactCover)
        var limits = SearchLimits()
        limits.countCache = CountCache(byteCount: 256)
        var remembering = SolutionCounter(), plain = SolutionCounter()
        let remembered = engine.search(from: [], limits: limits, visitor: &remembering)
        let searched = engine.search(from: [], limits: .none, visitor: &plain)
        #expect(remembering.count == expected && plain.count == expected)
        #expect(
            remembered.complete && remembered.nodes < searched.nodes,
            "\(remembered.nodes) against \(searched.nodes) nodes")
    }

    /// A picker passes over the states whose counts a count remembered by their number, and keeps
    /// the same tiling as the stream, in far fewer nodes than the stream takes to reach it.
    @Test func aPickerPassesOverRememberedStatesByTheirNumber() throws {
        let (problem, expected) = try GapTests.problem(
            drawing: [".....", ".....", ".....", ".....", "....."], letters: "FLPV", gaps: 5)
        let engine = BitsetEngine(problem.exactCover)
        var stream = SolutionCollector(limit: .max)
        _ = engine.search(from: [], limits: .none, visitor: &stream)
        var limits = SearchLimits()
        limits.countCache = CountCache()
        var counter = SolutionCounter()
        _ = engine.search(from: [], limits: limits, visitor: &counter)
        #expect(counter.count == expected && stream.solutions.count == Int(expected))
        for index in [0, Int(expected) / 2, Int(expected) - 1] {
            var picker = SolutionPicker(skip: UInt64(index), weighing: EverySolution())
            let picked = engine.search(from: [], limits: limits, visitor: &picker)
            var reaching = SolutionCollector(limit: index + 1)
            let streamed = engine.search(from: [], limits: .none, visitor: &reaching)
            #expect(picker.solution == stream.solutions[index] && picker.passed == UInt64(index))
            #expect(
                index < 10 || picked.nodes * 4 < streamed.nodes,
                "index \(index): \(picked.nodes) nodes against \(streamed.nodes)")
        }
    }

    /// Threads counting at once into one cache, so small that they write over each other's counts
    /// all the time, each count every tiling: none takes a count another thread was writing. On a
    /// board of at most 64 cells (one word for its cells) and on one of more (two).
    @Test(
        arguments: [
            ([".....", ".....", ".....", ".....", "....."], "FLPV", 5),
            (Array(repeating: ".............", count: 5), "FL", 55),
        ] as [([String], String, Int)])
    func threadsSharingATinyCacheCountEveryTiling(drawing: [String], letters: String, gaps: Int) throws {
        let (problem, expected) = try GapTests.problem(drawing: drawing, letters: letters, gaps: gaps)
        let engine = BitsetEngine(problem.exactCover)
        let cache = CountCache(byteCount: 256)
        let counts = Mutex<[UInt64]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            var limits = SearchLimits()
            limits.countCache = cache
            var counter = SolutionCounter()
            _ = engine.search(from: [], limits: limits, visitor: &counter)
            counts.withLock { $0.append(counter.count) }
        }
        #expect(counts.withLock { $0 } == Array(repeating: expected, count: 4))
    }

    /// The first search that uses a cache sizes it from an estimate of the whole search: the same
    /// size in every run, the smallest for a small search, hundreds of MiB for the 8x8 with gaps,
    /// unless the cache sets a smaller largest size.
    @Test func theFirstCountSizesTheCacheForTheWholeSearch() throws {
        func cacheSize<V: SolutionVisitor>(_ problem: TilingProblem, visitor: V, cache: CountCache = CountCache())
            -> Int?
        {
            var limits = SearchLimits(nodeLimit: 100)
            limits.countCache = cache
            var visitor = visitor
            _ = BitsetEngine(problem.exactCover).search(from: [], limits: limits, visitor: &visitor)
            return limits.countCache?.memory?.byteCount
        }
        let (small, _) = try GapTests.problem(
            drawing: [".....", ".....", ".....", ".....", "....."], letters: "FLPV", gaps: 5)
        let large = try TilingProblem(board: Board(size: "8x8"), allowGaps: true)
        #expect(cacheSize(small, visitor: SolutionCounter()) == 1 << SearchTuning.smallestCacheExponent)
        let largeSize = try #require(cacheSize(large, visitor: SolutionCounter()))
        #expect(
            largeSize >= min(1 << 28, 1 << SearchTuning.largestCacheExponent)
                && largeSize <= 1 << SearchTuning.largestCacheExponent)
        #expect(cacheSize(large, visitor: SolutionCounter()) == largeSize)
        #expect(cacheSize(large, visitor: SolutionCounter(), cache: CountCache(largestExponent: 20)) == 1 << 20)
        #expect(
            cacheSize(small, visitor: SolutionCounter(), cache: CountCache(largestExponent: 20)) == 1
                << SearchTuning.smallestCacheExponent)
    }

    @Test func printedTilingsLeaveExactlyTheExtraCellsEmpty() throws {
        let board = try Board(drawing: GapTests.tallPlusOne.joined(separator: "\n"))
        let problem = try TilingProblem(board: board, allowGaps: true)
        for engine in [Engine.bitset, .dlx] {
            let tilings = try TilingSolver(problem: problem, engine: engine).tilings(limit: 50)
            #expect(tilings.count == 50)
            for tiling in tilings {
                let text = LetterRenderer.render(tiling)
                #expect(
                    TilingCheck.problem(
                        in: text,
                        board: GapTests.tallPlusOne.map { $0.padding(toLength: 4, withPad: "#", startingAt: 0) },
                        emptyCells: 1) == nil, "\(text)")
                let empty = board.openCells.filter { tiling[$0] == nil }
                #expect(empty.count == 1, "\(text)")
            }
        }
    }

    @Test func cellCountErrorsCountInWords() throws {
        let monomino = PieceSet([Piece(letter: "A", shape: Shape([Cell(row: 0, column: 0)]))])
        #expect(
            TilingError.gapsNotAllowed(open: 9, needed: 1, pieces: monomino).description
                == "the board has 9 open cells, 8 more than the piece A covers: give a board with exactly 1 open cell, or allow gaps to leave 8 cells empty"
        )
        #expect(
            TilingError.tooFewCells(open: 0, needed: 1, pieces: monomino, gapsAllowed: true).description
                == "the board has 0 open cells, but the piece A covers exactly 1: give a board with at least 1 open cell"
        )
        // No board holds more than 4096 cells: a set that covers more asks for fewer pieces, not a larger board.
        let tooMany = try PieceSet(specification: "100*pentominoes")
        #expect(
            TilingError.tooFewCells(open: 4096, needed: 6000, pieces: tooMany, gapsAllowed: false).description
                == "the board has 4096 open cells, but 100 sets of the 12 pentominoes cover 6000, more than a board may have (4096 cells): give fewer pieces"
        )
    }

    @Test func aBoardWithExtraCellsNeedsGapsAllowed() throws {
        #expect(throws: TilingError.gapsNotAllowed(open: 64, needed: 60, pieces: .pentominoes)) {
            try TilingProblem(board: Board(size: "8x8"))
        }
        #expect(throws: TilingError.tooFewCells(open: 49, needed: 60, pieces: .pentominoes, gapsAllowed: true)) {
            try TilingProblem(board: Board(size: "7x7"), allowGaps: true)
        }
        let problem = try TilingProblem(board: Board(size: "8x8"), allowGaps: true)
        #expect(!BitsetEngine.fits(problem.exactCover) || problem.exactCover.gaps == Gaps(items: 64, limit: 4))
    }
}
