import Testing

@testable import PentominoKit

/// The verifier accepts real tilings and names what is wrong with broken ones.
struct TilingVerifierTests {
    static let valid = """
        LLLLFTYYYY
        LXFFFTTTYI
        XXXFWTVVVI
        PXUUWWZZVI
        PPUNNWWZVI
        PPUUNNNZZI
        """

    @Test func acceptsATilingInEitherAlphabet() throws {
        let (tiling, alphabet) = try TilingVerifier.read(TilingVerifierTests.valid + "\n")
        #expect(alphabet == .golomb)
        try TilingVerifier.check(tiling)
        let conway = LetterRenderer.render(tiling, alphabet: .conway)
        let (again, conwayAlphabet) = try TilingVerifier.read(conway)
        #expect(conwayAlphabet == .conway && again == tiling)
        try TilingVerifier.check(again, alphabet: .conway)
    }

    @Test(
        arguments: [
            // L and Y swap names.
            (
                "YYYYFTLLLL\nYXFFFTTTLI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZI",
                "letter Y (first at row 1, column 1) has the shape of the L piece, not of the Y"
            ),
            // T and Y trade a cell each.
            (
                "LLLLFTYYYY\nLXFFFTTYTI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZI",
                "letter T is in pieces that do not touch (first at row 1, column 6): each letter must be one piece"
            ),
            (
                "LLLLFTYYYY\nLXFFFTTTYI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZQ",
                "the letters mix Golomb's 'L' with Conway's 'Q': use one alphabet"
            ),
            (
                "LLLLFTYYYY\nLXFFFTTTYI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZ?",
                "'?' at row 6, column 10 is not a pentomino letter: use F I L N P T U V W X Y Z or O P Q R S T U V W X Y Z, and '.' for an empty cell"
            ),
            (
                "LLLLFTYYYY\nLXFFFTTTYI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZ.",
                "letter I covers 4 cells (first at row 2, column 10), but the I piece covers 5"
            ),
            (
                "LLLLFTYYYY\nLXFFFTTTY.\nXXXFWTVVV.\nPXUUWWZZV.\nPPUNNWWZV.\nPPUUNNNZZ.",
                "letter I missing: a tiling uses all of the 12 pentominoes"
            ),
            (
                "FF...\n.....\n..FFF",
                "letter F is in pieces that do not touch (first at row 1, column 1): each letter must be one piece"
            ),
            (
                "\n  \n",
                "no tiling: expected rows of pentomino letters, with '.' for cells left empty and '#' for blocked cells"
            ),
        ] as [(String, String)])
    func namesTheFlaw(text: String, message: String) {
        do {
            let (tiling, alphabet) = try TilingVerifier.read(text)
            try TilingVerifier.check(tiling, alphabet: alphabet)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description == message)
        }
    }
}

/// The check of a solver's tiling against its problem, which `--verify-output` and debug builds apply.
struct SolverOutputCheckTests {
    static let problem = try! TilingProblem(board: NamedBoard.named("6x10")!.board)
    static let tiling = try! TilingVerifier.read(TilingVerifierTests.valid).tiling

    @Test func aTilingOfTheBoardPasses() throws {
        try TilingVerifier.check(SolverOutputCheckTests.tiling, solves: SolverOutputCheckTests.problem)
    }

    @Test func aTilingOfAnotherSizeFails() throws {
        let tall = try TilingProblem(board: Board(size: "10x6"))
        #expect(
            throws: TilingVerifier.Flaw.wrongBoardSize(Box(rows: 6, columns: 10), expected: Box(rows: 10, columns: 6))
        ) {
            try TilingVerifier.check(SolverOutputCheckTests.tiling, solves: tall)
        }
    }

    @Test func aLetterOnABlockedCellFails() throws {
        // The 6x10 without its top left corner, for eleven pieces and four empty cells.
        let board = Board(rows: 6, columns: 10, open: (0..<60).map { $0 != 0 })
        let pieces = PieceSet(PieceSet.pentominoes.pieces.filter { $0.letter != "X" })
        let problem = try TilingProblem(board: board, pieces: pieces, distinct: false, allowGaps: true)
        #expect(throws: TilingVerifier.Flaw.letterOnBlockedCell("L", row: 1, column: 1)) {
            try TilingVerifier.check(SolverOutputCheckTests.tiling, solves: problem)
        }
    }

    @Test func tooFewEmptyCellsOrAnUnknownPieceFails() throws {
        let pieces = PieceSet(PieceSet.pentominoes.pieces.filter { $0.letter != "X" })
        let problem = try TilingProblem(board: Board(size: "6x10"), pieces: pieces, distinct: false, allowGaps: true)
        #expect(throws: TilingVerifier.Flaw.wrongEmptyCount(empty: 0, expected: 5)) {
            try TilingVerifier.check(SolverOutputCheckTests.tiling, solves: problem)
        }
        #expect(throws: TilingVerifier.Flaw.notInSet("X", row: 2, column: 2, set: pieces.name)) {
            try TilingVerifier.check(SolverOutputCheckTests.tiling, pieces: pieces)
        }
    }

    @Test func anInvalidTilingFromTheSolverIsReportedAsABug() {
        let invalid = InvalidTiling(
            tiling: SolverOutputCheckTests.tiling, flaw: .wrongEmptyCount(empty: 0, expected: 5))
        #expect(
            invalid.description
                == "internal error: the solver produced an invalid tiling (0 open cells are left empty, but the board leaves 5 empty); please report this bug"
        )
    }
}
