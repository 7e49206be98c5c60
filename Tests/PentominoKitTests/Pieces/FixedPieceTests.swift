import Testing
import TilingCheck

@testable import PentominoKit

/// Pieces that stay exactly as drawn (a piece file's `fixed` line), such as Katamino's I, which lies
/// only along its box: their counts against a brute force, and the symmetries they leave.
struct FixedPieceTests {
    /// The set of `letters` (free pentominoes) and the I drawn as `drawing`, fixed.
    static func pieces(_ letters: String, fixedI drawing: String) throws -> PieceSet {
        try PieceSetSpecification("\(letters),i.txt").pieceSet(files: ["i.txt": "fixed\n" + drawing])
    }

    @Test func aFixedLineKeepsThePiecesItNamesAsDrawn() throws {
        let pieces = try PieceSetSpecification("a.txt").pieceSet(files: ["a.txt": "fixed: A\nAAA.B\nA...B\n....B"])
        let a = try #require(pieces.pieces.first { $0.letter == "A" })
        let b = try #require(pieces.pieces.first { $0.letter == "B" })
        #expect(a.isFixed && a.orientations == [a.shape])
        #expect(!b.isFixed && b.orientations.count == 2)
        let all = try PieceSetSpecification("a.txt").pieceSet(files: ["a.txt": "fixed\nAAA.B\nA...B\n....B"])
        #expect(all.pieces.allSatisfy { $0.isFixed && $0.orientations.count == 1 })
    }

    @Test func aFixedLineThatNamesNoPieceOrAOneSidedOneIsRefused() throws {
        #expect(throws: PieceSetError.self) {
            try PieceSetSpecification("a.txt").pieceSet(files: ["a.txt": "fixed: C\nAA\nA."])
        }
        #expect(throws: PieceSetError.self) {
            try PieceSetSpecification("a.txt").pieceSet(files: ["a.txt": "fixed: A\none-sided: A\nAA\nA."])
        }
    }

    /// Small boards, the I fixed lying or standing among free pentominoes, against the brute force.
    @Test(arguments: [
        (Array(repeating: ".....", count: 4), "FPU", "IIIII"),
        (Array(repeating: "....", count: 5), "FPU", "I\nI\nI\nI\nI"),
        (Array(repeating: ".....", count: 5), "FLUV", "IIIII"),
        (Array(repeating: "......", count: 5), "FLNPV", "IIIII"),
        (Array(repeating: ".....", count: 6), "FLNPV", "I\nI\nI\nI\nI"),
    ])
    func fixedCountsMatchTheBruteForce(board: [String], letters: String, drawing: String) throws {
        let pieces = try FixedPieceTests.pieces(letters, fixedI: drawing)
        let drawn: [Character: [String]] = [
            "I": drawing.split(separator: "\n").map { String($0).replacing("I", with: "#") }
        ]
        let all = BruteForce.countTilings(board: board, letters: Array(letters + "I"), extraPieces: drawn, fixed: ["I"])
        let classes = BruteForce.countClasses(
            board: board, letters: Array(letters + "I"), extraPieces: drawn, fixed: ["I"])
        #expect(all > 0, "each case has tilings")
        try PieceSetTests.expectCounts(
            board: Board(drawing: board.joined(separator: "\n")), pieces: pieces, distinct: UInt64(classes),
            all: UInt64(all), "\(letters) and I \(drawing)")
    }

    /// The I lying and the I standing split the tilings of the 12 pentominoes between them.
    @Test func theILyingAndTheIStandingShareTheTilings() throws {
        let board = try Board(size: "5x12")
        let lying = TilingSolver(
            problem: try TilingProblem(board: board, pieces: FixedPieceTests.pieces("FLNPTUVWXYZ", fixedI: "IIIII")),
            threads: 2
        ).count()
        let standing = TilingSolver(
            problem: try TilingProblem(
                board: board, pieces: FixedPieceTests.pieces("FLNPTUVWXYZ", fixedI: "I\nI\nI\nI\nI")), threads: 2
        ).count()
        #expect(lying.distinct + standing.distinct == 1010 && lying.all + standing.all == 4040)
        #expect(lying.all == 4 * lying.distinct && lying.distinct == 786)
    }

    /// A quarter turn turns the lying I into a standing one: on a square it is no symmetry.
    @Test func aFixedPieceKeepsOnlyTheSymmetriesThatLeaveItAsDrawn() throws {
        let pieces = try FixedPieceTests.pieces("FLNPTUVWXYZ", fixedI: "IIIII")
        #expect(try TilingProblem(board: NamedBoard.named("8x8-centre")!.board, pieces: pieces).symmetryCount == 4)
        #expect(try TilingProblem(board: Board(size: "5x12"), pieces: pieces).symmetryCount == 4)
        #expect(try TilingProblem(board: NamedBoard.named("8x8-centre")!.board).symmetryCount == 8)
    }
}
