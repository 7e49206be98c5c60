import Testing
import TilingCheck
@testable import PentominoKit

/// Sets of pieces other than the 12: how they are named, and their counts against a brute force that
/// lists every tiling and groups them under the board's symmetries itself.
struct PieceSetTests {
    @Test func specificationsNameSubsetsInGolombsOrder() throws {
        #expect(try PieceSet(specification: "pentominoes") == .pentominoes)
        #expect(try PieceSet(specification: "UPLIF").pieces.map(\.letter) == Array("FILPU"))
        #expect(try PieceSet(specification: "FIL,NPT").pieces.map(\.letter) == Array("FILNPT"))
        #expect(try PieceSet(specification: "FILPU").name == "the pentominoes F I L P U")
        #expect(try PieceSet(specification: "X").name == "the pentomino X")
        #expect(PieceSet.pentominoes.name == "the 12 pentominoes")
    }

    @Test(arguments: [
        ("one-sided", PieceSetError.unknownTerm("one-sided")), ("2*pentominoes", .unknownTerm("2*pentominoes")),
        ("fil", .unknownTerm("fil")), ("", .unknownTerm("")), ("FIL,", .unknownTerm("")),
        ("FILQ", .unknownLetter("Q", term: "FILQ")), ("LLLL", .repeated("L")), ("pentominoes,X", .repeated("X")),
    ] as [(String, PieceSetError)])
    func otherSpecificationsAreRefusedWithTheReason(specification: String, error: PieceSetError) {
        #expect(throws: error) { try PieceSet(specification: specification) }
    }

    /// Boards and sets, with and without a piece that can break the board's symmetry; the last three
    /// use only symmetric pieces, and their tilings are symmetric themselves.
    static let cases: [(board: [String], letters: String)] = [
        ([".....", ".....", ".....", ".....", "....."], "FILPU"),
        (["..........", "..........", ".........."], "FILNPV"),
        ([".....", ".....", ".....", ".....", "....."], "FILUV"),
        (["....", "....", "....", "....", "...."], "FLTY"),
        ([".......", "...#...", "......."], "FPTU"),
        (["....."], "I"),
        (["#.#", "...", "#.#"], "X"),
        (["...", "#.#", "#.#", ".#.", "..."], "TU"),
    ]

    @Test(arguments: cases.indices)
    func countsMatchTheBruteForceAndItsClasses(index: Int) throws {
        let (drawing, letters) = PieceSetTests.cases[index]
        let board = try Board(drawing: drawing.joined(separator: "\n"))
        let pieces = try PieceSet(specification: letters)
        let all = UInt64(BruteForce.countTilings(board: drawing, letters: Array(letters)))
        let classes = UInt64(BruteForce.countClasses(board: drawing, letters: Array(letters)))
        #expect(all > 0)
        let breakable = (try? TilingProblem(board: board, pieces: pieces)) != nil
        for engine in [Engine.bitset, .dlx] {
            for threads in [1, 2] {
                let problem = try breakable ? TilingProblem(board: board, pieces: pieces) : TilingProblem(board: board, pieces: pieces, distinct: false)
                let count = TilingSolver(problem: problem, engine: engine, threads: threads).count()
                #expect(count.all == all && count.distinct == classes, "\(letters) \(engine) \(threads): \(count.distinct)/\(count.all), expected \(classes)/\(all)")
            }
        }
    }

    @Test func symmetricTilingsAreCountedByTheirRealClasses() throws {
        let board = try Board(drawing: "...\n#.#\n#.#\n.#.\n...")
        #expect(board.symmetries.count == 2)
        let pieces = try PieceSet(specification: "TU")
        #expect(throws: TilingError.symmetryUnbreakable) { try TilingProblem(board: board, pieces: pieces) }
        let problem = try TilingProblem(board: board, pieces: pieces, distinct: false)
        #expect(!problem.tilingsAreAsymmetric)
        // One tiling, carried onto itself by the mirror: one class, not half of one.
        let count = TilingSolver(problem: problem).count()
        #expect(count.distinct == 1 && count.all == 1)
    }

    @Test func printedTilingsOfASubsetPassTheVerifier() throws {
        let pieces = try PieceSet(specification: "FILNPV")
        let problem = try TilingProblem(board: Board(size: "3x10"), pieces: pieces)
        let tilings = try TilingSolver(problem: problem).tilings(limit: 50)
        #expect(!tilings.isEmpty)
        for tiling in tilings {
            try TilingVerifier.check(tiling, pieces: pieces)
            try TilingVerifier.check(tiling, solves: problem)
            #expect(throws: TilingVerifier.Flaw.missing(Array("TUWXYZ"), set: "the 12 pentominoes")) { try TilingVerifier.check(tiling) }
        }
    }
}
