import Testing
import TilingCheck

@testable import PentominoKit

/// Pieces placed on the board in advance: the search completes the tiling around them, and counts
/// only the symmetries that keep them in place.
struct PlacedInAdvanceTests {
    static let pentominoNames = Set(PieceSet.pentominoes.pieces.map(\.letter))

    /// `drawing`, whose letters are pieces placed in advance.
    static func board(_ drawing: [String]) throws -> Board {
        try Board(drawing: drawing.joined(separator: "\n"), pieceNames: pentominoNames)
    }

    @Test func aDrawingMayPlacePiecesAndTheirPlaceLimitsTheSymmetries() throws {
        let board = try PlacedInAdvanceTests.board([
            "............", ".....X......", "....XXX.....", ".....X......", "............",
        ])
        #expect(board.openCells.count == 60 && board.hasPlacedPieces)
        #expect(board.placed.compactMap { $0 } == Array(repeating: "X", count: 5))
        // Of the rectangle's four symmetries, only the identity and the mirror in the middle row keep the X in place.
        #expect(board.symmetries.count == 2)
        #expect(NamedBoard.matching(board) == nil, "a board with pieces placed is not the plain 5x12")
        #expect(board.drawing.contains("XXX"))
    }

    /// A 5x5 square with the I placed down its left column keeps two of the square's eight symmetries
    /// (the identity and the mirror that swaps top and bottom); F L T Y fill the rest. The count of
    /// every tiling must be the brute force's on the square with that column blocked.
    @Test func completionsMatchABruteForceAndCountEachClassOnce() throws {
        let drawing = ["I....", "I....", "I....", "I....", "I...."]
        let board = try PlacedInAdvanceTests.board(drawing)
        #expect(board.symmetries.count == 2)
        let pieces = PieceSet(PieceSet.pentominoes.pieces.filter { "FILTY".contains($0.letter) })
        let expected = UInt64(
            BruteForce.countTilings(board: drawing.map { $0.replacing("I", with: "#") }, letters: Array("FLTY")))
        #expect(expected > 0)
        for engine in [Engine.bitset, .dlx] {
            let every = TilingSolver(
                problem: try TilingProblem(board: board, pieces: pieces, distinct: false), engine: engine
            ).count()
            #expect(every.all == expected, "\(engine)")
            let distinct = TilingSolver(
                problem: try TilingProblem(board: board, pieces: pieces), engine: engine, threads: 2
            ).count()
            #expect(distinct.distinct * 2 == expected && distinct.all == expected, "\(engine)")
            for tiling in try TilingSolver(problem: try TilingProblem(board: board, pieces: pieces), engine: engine)
                .tilings(limit: 100)
            {
                #expect((0..<5).allSatisfy { tiling.letter(row: $0, column: 0) == "I" })
            }
        }
    }

    @Test func aPrintedTilingReadBackAsABoardDescribesItself() throws {
        let problem = try TilingProblem(board: NamedBoard.named("8x8-centre")!.board)
        for tiling in try TilingSolver(problem: problem).tilings(limit: 3) {
            let drawing = LetterRenderer.render(tiling)
            let board = try Board(drawing: drawing, pieceNames: PlacedInAdvanceTests.pentominoNames)
            // Drawn in Conway's letters, it is the same board.
            let conway = LetterRenderer.render(tiling, alphabet: .conway)
            #expect(conway != drawing)
            #expect(try Board(drawing: conway, pieceNames: PlacedInAdvanceTests.pentominoNames) == board)
            for engine in [Engine.bitset, .dlx] {
                let solver = TilingSolver(problem: try TilingProblem(board: board), engine: engine)
                let count = solver.count()
                #expect(count.distinct == 1 && count.all == 1, "\(engine)")
                #expect(try solver.tilings(limit: 2) == [tiling])
            }
        }
    }

    @Test func theTilingsKeepThePlacedPiecesAndPassAnIndependentCheck() throws {
        let drawing = ["..........", "...X......", "..XXX.....", "...X......", "L.........", "LLLL......"]
        let board = try PlacedInAdvanceTests.board(drawing)
        let tilings = try TilingSolver(problem: try TilingProblem(board: board)).tilings(limit: 100)
        #expect(tilings.count == 8, "the 276 tilings with the X there, of which 8 have the L in that corner")
        for tiling in tilings {
            let text = LetterRenderer.render(tiling)
            #expect(
                TilingCheck.problem(in: text, board: drawing.map { String($0.map { $0.isLetter ? "." : $0 }) }) == nil)
            let rows = text.split(separator: "\n").map(Array.init)
            for (row, line) in drawing.enumerated() {
                for (column, name) in line.enumerated() where name.isLetter { #expect(rows[row][column] == name) }
            }
        }
    }

    @Test func misplacedPiecesAreRefusedWithTheirName() throws {
        #expect(throws: TilingError.misshapenPlacedPiece("X", cells: 5, forms: "F")) {
            try TilingProblem(
                board: PlacedInAdvanceTests.board([
                    "..........", "...X......", "..XXX.....", "....X.....", "..........", "..........",
                ]))
        }
        let names = PieceSet.oneSidedPentominoes.pieces.map(\.letter)
        #expect(throws: TilingError.misshapenPlacedPiece("X", cells: 5)) {
            try TilingProblem(
                board: Board(drawing: "XXX...\n.X....\n.X....\n......\n......", pieceNames: Set(names)),
                pieces: try PieceSet(specification: "FILPUX"))
        }
        // A one-sided F drawn mirrored is the f where the set holds it, and no F where it does not.
        let mirroredF = try Board(
            drawing: (["FF.............", ".FF............", ".F............."]
                + Array(repeating: "...............", count: 3)).joined(separator: "\n"),
            pieceNames: Set(names))
        #expect(throws: TilingError.misshapenPlacedPiece("F", cells: 5, forms: "f")) {
            try TilingProblem(board: mirroredF, pieces: .oneSidedPentominoes)
        }
        #expect(throws: TilingError.misshapenPlacedPiece("F", cells: 5, mirrored: true)) {
            try TilingProblem(board: mirroredF, pieces: try PieceSet(specification: "one-sided:FILNPTUVWXYZlnpyzI"))
        }
        #expect(throws: TilingError.placedTooOften("X", times: 2, copies: 1)) {
            try TilingProblem(
                board: PlacedInAdvanceTests.board([
                    "...X....X.", "..XXX..XXX", "...X....X.", "..........", "..........", "..........",
                ]))
        }
        #expect(throws: TilingError.misshapenPlacedPiece("I", cells: 3)) {
            try TilingProblem(
                board: PlacedInAdvanceTests.board([
                    "III.......", "..........", "..........", "..........", "..........", "..........",
                ]))
        }
        let pieces = PieceSet(PieceSet.pentominoes.pieces.filter { "FILPU".contains($0.letter) })
        #expect(throws: TilingError.unknownPlacedPiece("X")) {
            try TilingProblem(
                board: PlacedInAdvanceTests.board([".X...", "XXX..", ".X...", ".....", "....."]), pieces: pieces)
        }
        #expect(
            throws: BoardError.unknownPieceName(
                "x", line: 2, column: 4, names: PlacedInAdvanceTests.pentominoNames.sorted())
        ) {
            try PlacedInAdvanceTests.board(["..........", "...x......"])
        }
        // Golomb's L with Conway's R (the F): which alphabet the L's are in cannot be told.
        #expect(throws: BoardError.mixedAlphabets(golomb: "L", conway: "R", line: 2, column: 8)) {
            try PlacedInAdvanceTests.board(["L.........", "LLLL...R.."])
        }
    }

    @Test func theVerifierHoldsATilingToThePiecesPlacedInAdvance() throws {
        let board = try PlacedInAdvanceTests.board([
            "..........", "...X......", "..XXX.....", "...X......", "..........", "..........",
        ])
        let problem = try TilingProblem(board: board)
        let moved = try #require(
            try TilingSolver(problem: TilingProblem(board: Board(size: "6x10"))).tilings(limit: 1).first)
        #expect(throws: TilingVerifier.Flaw.self) { try TilingVerifier.check(moved, solves: problem) }
        let kept = try #require(try TilingSolver(problem: problem).tilings(limit: 1).first)
        try TilingVerifier.check(kept, solves: problem)
    }
}
