import Testing
import TilingCheck

@testable import PentominoKit

/// Every engine, on one thread or several, must give the same counts, and those counts must match
/// ones found independently: by the plain brute force in `TilingCheck`, which shares no code with
/// the solver (run once in a release build for the 60-cell boards, since it takes minutes there).
struct EngineAgreementTests {
    /// Drawn 60-cell boards with holes, with their counts of every tiling from `BruteForce`.
    static let holedBoards: [(name: String, drawing: [String], all: UInt64)] = [
        (
            "four-holes",
            ["........", "........", "..#..#..", "........", "........", "..#..#..", "........", "........"], 168
        ),
        (
            "off-centre",
            ["........", ".##.....", ".##.....", "........", "........", "........", "........", "........"], 1974
        ),
        (
            "corners",
            ["#......#", "........", "........", "........", "........", "........", "........", "#......#"], 17360
        ),
        (
            "rotation-only",
            ["###........", "...........", "...........", "...........", "...........", "........###"], 4550
        ),
        ("mirror-only", [".............", ".............", ".............", ".............", ".##...#...##."], 1228),
        (
            "cross-7x9", [".........", ".........", ".........", "#...#...#", ".........", ".........", "........."],
            1140
        ),
    ]

    @Test(arguments: holedBoards.map(\.name))
    func enginesMatchTheBruteForceOnBoardsWithHoles(name: String) throws {
        let entry = EngineAgreementTests.holedBoards.first { $0.name == name }!
        let board = try Board(drawing: entry.drawing.joined(separator: "\n"))
        let problem = try TilingProblem(board: board)
        for engine in [Engine.bitset, .dlx] {
            for threads in [1, 2] {
                let count = TilingSolver(problem: problem, engine: engine, threads: threads).count()
                #expect(count.all == entry.all, "\(engine) on \(threads) threads")
                #expect(count.distinct * UInt64(board.symmetries.count) == entry.all)
            }
        }
    }

    /// The issue's 7x9 board with three holes and no symmetry: 6481 tilings.
    @Test func theSevenByNineBoardWithThreeHolesHas6481Tilings() throws {
        let board = try Board(drawing: ".........\n.........\n.........\n........#\n.........\n.........\n##.......")
        #expect(board.symmetries.count == 1)
        let problem = try TilingProblem(board: board)
        for engine in [Engine.bitset, .dlx] {
            let count = TilingSolver(problem: problem, engine: engine, threads: 2).count()
            #expect(count.distinct == 6481 && count.all == 6481, "\(engine)")
        }
    }

    @Test(arguments: ["3x20", "4x15", "8x8-centre"])
    func enginesAgreeOnTheBuiltInBoards(name: String) throws {
        let known = NamedBoard.named(name)!
        let problem = try TilingProblem(board: known.board)
        for engine in [Engine.bitset, .dlx, .auto] {
            let count = TilingSolver(problem: problem, engine: engine, threads: 2).count()
            #expect(count.distinct == known.distinctTilings && count.all == known.allTilings, "\(engine)")
        }
    }

    /// Small boards filled by a few of the pentominoes: the brute force runs here in the test.
    /// All but the last have tilings; the last has none.
    @Test(
        arguments: [
            (["....", "....", "....", "....", "...."], "FIPU"), (["....", "....", "....", "....", "...."], "FLTY"),
            (["..........", "..........", ".........."], "FILNPV"),
            ([".....", ".....", ".....", ".....", "....."], "FILUV"),
            ([".......", "...#...", "......."], "FPTU"), (["#.....", "..#...", "......", "...#..", "#....#"], "FILPU"),
            (["#.....", "..#...", "......", "...#..", "#....#"], "FLNPY"),
            (["....", "....", "....", "....", "...."], "LNXZ"),
        ] as [([String], String)])
    func enginesMatchTheBruteForceWithFewerPieces(drawing: [String], letters: String) throws {
        let pieces = PieceSet(PieceSet.pentominoes.pieces.filter { letters.contains($0.letter) })
        let board = try Board(drawing: drawing.joined(separator: "\n"))
        let problem = try TilingProblem(board: board, pieces: pieces, distinct: false)
        let expected = UInt64(BruteForce.countTilings(board: drawing, letters: Array(letters)))
        #expect((expected > 0) == (letters != "LNXZ"))
        for engine in [Engine.bitset, .dlx] {
            #expect(TilingSolver(problem: problem, engine: engine).count().all == expected, "\(engine)")
        }
    }
}
