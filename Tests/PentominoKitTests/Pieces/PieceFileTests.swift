import Testing
import TilingCheck

@testable import PentominoKit

/// Pieces drawn in files: how they are read, and counts with them against a brute force.
struct PieceFileTests {
    /// The square tetromino, as the brute force draws it.
    static let square: [Character: [String]] = ["O": ["##", "##"]]

    @Test func aFileDrawsPiecesNamedByTheirCharacters() throws {
        let specification = try PieceSetSpecification("FIL,pieces/extra.txt,NPT")
        #expect(
            specification.terms.map(\.pieces) == [
                .letters(Array("FIL")), .file("pieces/extra.txt"), .letters(Array("NPT")),
            ])
        #expect(specification.files == ["pieces/extra.txt"])
        #expect(throws: PieceSetError.unreadFile("pieces/extra.txt")) { try specification.pieceSet() }
        let set = try PieceSetSpecification("X,square.txt,tetrominoes.txt").pieceSet(files: [
            "square.txt": "OO\nOO\n",
            "tetrominoes.txt": "\u{FEFF}TTT. S.\r\n.T..SS\r\n     S\r\n",
        ])
        #expect(set.pieces.map(\.letter) == ["X", "O", "T", "S"])
        #expect(set.pieces[1].orientations.count == 1 && set.pieces[1].size == 4)
        #expect(set.pieces[2].size == 4 && set.pieces[2].orientations.count == 4)
        #expect(set.pieces[3].orientations.count == 4, "the S tetromino, turned and mirrored")
        #expect(set.name == "the pieces X O T S")
    }

    @Test func aTermOfNoOtherKindNamesAFileWhereOneExists() throws {
        let existing: Set = ["square", "FIL", "Fq"]
        let specification = try PieceSetSpecification("FIL,square,2*Fq") { existing.contains($0) }
        #expect(
            specification.terms.map(\.pieces) == [.letters(Array("FIL")), .file("square"), .file("Fq")],
            "letters before files")
        #expect(throws: PieceSetError.unknownTerm("square")) { try PieceSetSpecification("FIL,square") }
        #expect(throws: PieceSetError.unknownLetter("Q", term: "FQ")) {
            try PieceSetSpecification("FQ") { existing.contains($0) }
        }
    }

    @Test(
        arguments: [
            ("A.A\n", "the cells drawn with 'A' are not joined edge to edge: each character draws one piece"),
            (
                "\n  \n..\n",
                "it draws no piece: draw each piece with a character of its own, such as OO over OO for the square"
            ),
            (
                "A\tA\n",
                "U+9 at line 1, column 2 cannot name a piece: draw each piece with a visible character of its own, and '.' or spaces around it"
            ),
            (
                "OO\n##\n",
                "'#' at line 2, column 1 cannot name a piece: it marks blocked cells in boards and printed tilings; draw the piece with a character of its own, such as OO over OO for the square"
            ),
            (
                "AA\none-sided: AQ\n",
                "line 2 makes 'Q' one-sided, but no piece is drawn with it: name pieces drawn in the file, as in one-sided: AB, or write one-sided alone for all of them"
            ),
        ] as [(String, String)])
    func aFileThatDrawsNoProperPiecesIsRefused(text: String, reason: String) {
        #expect(throws: PieceSetError.badPieceFile("p.txt", reason)) {
            try PieceSetSpecification("p.txt").pieceSet(files: ["p.txt": text])
        }
    }

    @Test func aOneSidedLineMakesPiecesOneSided() throws {
        let drawing = "SS. LLL\n.SS L..\n"
        let free = try PieceSetSpecification("s.txt").pieceSet(files: ["s.txt": drawing])
        #expect(free.pieces.map(\.isOneSided) == [false, false] && free.pieces.map(\.orientations.count) == [4, 8])
        let some = try PieceSetSpecification("s.txt").pieceSet(files: ["s.txt": "one-sided: S\n" + drawing])
        #expect(some.pieces.map(\.isOneSided) == [true, false] && some.pieces.map(\.orientations.count) == [2, 8])
        let every = try PieceSetSpecification("s.txt").pieceSet(files: ["s.txt": drawing + "  one-sided\n"])
        #expect(every.pieces.map(\.isOneSided) == [true, true] && every.pieces.map(\.orientations.count) == [2, 4])
    }

    /// One-sided pieces drawn in a file, a pair of mirror images among them, with one-sided
    /// pentominoes: counts and classes against the brute force, which takes every piece as one-sided.
    @Test func oneSidedPiecesFromAFileMatchTheBruteForce() throws {
        let drawing = Array(repeating: ".....", count: 6)
        let pieces = try PieceSetSpecification("one-sided:YyZz,p.txt").pieceSet(files: [
            "p.txt": "one-sided\nPPP.ppp\n.PP.pp.\n"
        ])
        let all = UInt64(BruteForce.countTilings(board: drawing, letters: Array("PpYyZz"), oneSided: true))
        let classes = UInt64(BruteForce.countClasses(board: drawing, letters: Array("PpYyZz"), oneSided: true))
        #expect(all > 0)
        try PieceSetTests.expectCounts(
            board: Board(drawing: drawing.joined(separator: "\n")), pieces: pieces, distinct: classes, all: all,
            "one-sided pieces from a file")
    }

    @Test func aNameNamesOnePiece() throws {
        #expect(throws: PieceSetError.nameClash("F")) {
            try PieceSetSpecification("pentominoes,f.txt").pieceSet(files: ["f.txt": "FF\n"])
        }
        let twice = try PieceSetSpecification("o.txt,o.txt").pieceSet(files: ["o.txt": "OO\nOO\n"])
        #expect(twice.pieces.map(\.letter) == ["O"] && twice.copies == [2], "the same piece named twice is two copies")
    }

    /// With cells left empty, the regions' shortfall from multiples of five is allowed the gaps and the
    /// square's four cells together: checked against the brute force, which tries each cell empty too.
    @Test(
        arguments: [
            (["......", "......", "......", "......"], "FLU", 5), (["....", "....", "....", "...."], "FL", 2),
        ] as [([String], String, Int)])
    func gapsAndTheSquareTogetherMatchTheBruteForce(drawing: [String], letters: String, gaps: Int) throws {
        let pieces = try PieceSetSpecification("\(letters),square.txt").pieceSet(files: ["square.txt": "OO\nOO\n"])
        let all = UInt64(
            BruteForce.countTilings(
                board: drawing, letters: Array(letters) + ["O"], gaps: gaps, extraPieces: PieceFileTests.square))
        #expect(all > 0)
        let problem = try TilingProblem(
            board: Board(drawing: drawing.joined(separator: "\n")), pieces: pieces, distinct: false, allowGaps: true)
        #expect(problem.gapCount == gaps)
        for engine in [Engine.bitset, .dlx] {
            #expect(TilingSolver(problem: problem, engine: engine, threads: 2).count().all == all, "\(engine)")
        }
    }

    /// Small boards tiled by pentominoes and the square, against the brute force; the last is
    /// symmetric (V and the square both lie across the diagonal), so its classes come from Burnside's lemma.
    @Test(
        arguments: [
            (["......", "......", "......", "......"], "FLPU"),
            (["........", "........", "........"], "ILNP"),
            (["......", "......", "......", "......"], "LNPY"),
            (["...", "...", "..."], "V"),
        ] as [([String], String)])
    func countsWithTheSquareMatchTheBruteForce(drawing: [String], letters: String) throws {
        let pieces = try PieceSetSpecification("\(letters),square.txt").pieceSet(files: ["square.txt": "OO\nOO\n"])
        let all = UInt64(
            BruteForce.countTilings(board: drawing, letters: Array(letters) + ["O"], extraPieces: PieceFileTests.square)
        )
        let classes = UInt64(
            BruteForce.countClasses(board: drawing, letters: Array(letters) + ["O"], extraPieces: PieceFileTests.square)
        )
        #expect(all > 0)
        let board = try Board(drawing: drawing.joined(separator: "\n"))
        let problem =
            try (try? TilingProblem(board: board, pieces: pieces))
            ?? TilingProblem(board: board, pieces: pieces, distinct: false)
        for engine in [Engine.bitset, .dlx] {
            let count = TilingSolver(problem: problem, engine: engine, threads: 2).count()
            #expect(
                count.all == all && count.distinct == classes,
                "\(letters) \(engine): \(count.distinct)/\(count.all), expected \(classes)/\(all)")
            for tiling in try TilingSolver(problem: problem, engine: engine).tilings(limit: 20) {
                let text = LetterRenderer.render(tiling)
                #expect(
                    TilingCheck.problem(
                        in: text, board: drawing, extraPieces: PieceFileTests.square, pieces: Array(letters) + ["O"])
                        == nil, "\(text)")
                try TilingVerifier.check(tiling, solves: problem)
            }
        }
    }
}
