import Testing
import TilingCheck

@testable import PentominoKit

/// One-sided pieces and copies of a piece: counts against a brute force that lists every tiling and
/// groups them under the symmetries itself, and the known one-sided and double-set results.
struct OneSidedAndCopiesTests {
    /// Boards and one-sided sets: with both mirror images (so reflections are symmetries of the
    /// problem), with one of a pair only (so they are not), and with copies.
    static let oneSidedCases: [(board: [String], letters: String)] = [
        ([".....", "....."], "Ll"),
        ([".....", "....."], "LL"),
        ([".....", ".....", ".....", "....."], "PPpp"),
        ([".....", ".....", ".....", "....."], "LLll"),
        (["....", "....", "....", "....", "...."], "PPpp"),
        (["......", "......", "......", "......", "......"], "PpYyZz"),
        ([".....", ".....", ".....", ".....", ".....", "....."], "PpYyZz"),
    ]

    @Test(arguments: oneSidedCases.indices)
    func oneSidedCountsMatchTheBruteForce(index: Int) throws {
        let (drawing, letters) = OneSidedAndCopiesTests.oneSidedCases[index]
        let pieces = try PieceSet(specification: "one-sided:\(letters)")
        let all = UInt64(BruteForce.countTilings(board: drawing, letters: Array(letters), oneSided: true))
        let classes = UInt64(BruteForce.countClasses(board: drawing, letters: Array(letters), oneSided: true))
        #expect(all > 0 || letters == "Ll")
        try PieceSetTests.expectCounts(
            board: Board(drawing: drawing.joined(separator: "\n")), pieces: pieces, distinct: classes, all: all,
            "one-sided:\(letters)")
    }

    @Test func reflectionsAreSymmetriesOnlyWhenTheSetHoldsBothMirrorImages() throws {
        let board = try Board(size: "4x5")
        #expect(try TilingProblem(board: board, pieces: PieceSet(specification: "one-sided:FfPp")).symmetryCount == 4)
        #expect(try TilingProblem(board: board, pieces: PieceSet(specification: "one-sided:FFPP")).symmetryCount == 2)
        #expect(try TilingProblem(board: board, pieces: PieceSet(specification: "one-sided:FfPP")).symmetryCount == 2)
        #expect(try TilingProblem(board: board, pieces: PieceSet(specification: "FFPP")).symmetryCount == 4)
    }

    @Test func theOneSidedThreeByThirtyHasItsKnownCount() throws {
        let problem = try TilingProblem(board: Board(size: "3x30"), pieces: .oneSidedPentominoes)
        for threads in [1, 2] {
            let count = TilingSolver(problem: problem, threads: threads).count()
            #expect(count.distinct == 46 && count.all == 184)
        }
        for tiling in try TilingSolver(problem: problem).tilings(limit: 46) {
            let text = LetterRenderer.render(tiling)
            #expect(
                TilingCheck.problem(
                    in: text, board: Array(repeating: String(repeating: ".", count: 30), count: 3),
                    pieces: Array("FfILlNnPpTUVWXYyZz"), oneSided: true) == nil, "\(text)")
        }
    }

    @Test func aDoubleSetFillsTenByTwelve() throws {
        let pieces = try PieceSet(specification: "2*pentominoes")
        let problem = try TilingProblem(board: Board(size: "10x12"), pieces: pieces)
        let tilings = try TilingSolver(problem: problem).tilings(limit: 3)
        #expect(tilings.count == 3 && Set(tilings).count == 3)
        for tiling in tilings {
            #expect(tiling.pieces.count == 24)
            let text = LetterRenderer.render(tiling)
            #expect(
                TilingCheck.problem(
                    in: text, board: Array(repeating: String(repeating: ".", count: 12), count: 10),
                    pieces: Array("FILNPTUVWXYZFILNPTUVWXYZ")) == nil, "\(text)")
            // Read back from its letters alone, where two copies may touch, it is still valid.
            let read = try TilingVerifier.read(text, pieces: pieces).tiling
            try TilingVerifier.check(read, pieces: pieces)
        }
    }

    @Test func copiesPlacedInAdvanceCountAgainstTheSet() throws {
        // Four L's fill 4x5; one placed in advance leaves three to place.
        let placed = try Board(drawing: "LLLL.\nL....\n.....\n.....", pieceNames: ["L"])
        let pieces = try PieceSet(specification: "LLLL")
        let open = [".....", ".....", ".....", "....."]
        var expected = 0
        BruteForce.forEachTiling(board: open, letters: Array("LLLL")) { tiling in
            if tiling.contains(where: { $0.cells == [0, 1, 2, 3, 5] }) { expected += 1 }
        }
        #expect(expected > 0)
        #expect(
            TilingSolver(problem: try TilingProblem(board: placed, pieces: pieces, distinct: false)).count().all
                == UInt64(expected))
        let twice = try Board(drawing: "LLLL.\nL....\n....L\n.LLLL", pieceNames: ["L"])
        #expect(TilingSolver(problem: try TilingProblem(board: twice, pieces: pieces)).count().all > 0)
        #expect(throws: TilingError.placedTooOften("L", times: 2, copies: 1)) {
            try TilingProblem(board: twice, pieces: PieceSet(specification: "LFIP"))
        }
    }

    @Test func copiesPlacedSideBySideSplitOneWayOrAreRefused() throws {
        // Two L's that touch, whose ten cells split into L's one way only: both are placed.
        let drawing = ["LLLL.", "L....", "LLLL.", "L...."]
        let placed = try Board(drawing: drawing.joined(separator: "\n"), pieceNames: ["L"])
        var expected = 0
        BruteForce.forEachTiling(board: [".....", ".....", ".....", "....."], letters: Array("LLLL")) { tiling in
            if tiling.contains(where: { $0.cells == [0, 1, 2, 3, 5] })
                && tiling.contains(where: { $0.cells == [10, 11, 12, 13, 15] })
            {
                expected += 1
            }
        }
        #expect(expected > 0)
        let pieces = try PieceSet(specification: "LLLL")
        #expect(
            TilingSolver(problem: try TilingProblem(board: placed, pieces: pieces, distinct: false)).count().all
                == UInt64(expected))
        // Two L's filling a 2x5 rectangle split two ways: the letters cannot say which.
        let rectangle = try Board(drawing: "LLLLL\nLLLLL\n.....\n.....", pieceNames: ["L"])
        #expect(throws: TilingError.ambiguousPlacedPieces("L", cells: 10)) {
            try TilingProblem(board: rectangle, pieces: pieces)
        }
    }

    @Test func theVerifierHoldsTilingsToTheSetsCopiesAndSides() throws {
        // Two L's of one hand fill 2x5, touching: read from letters alone, the verifier splits them.
        let twoLs = try TilingVerifier.read("LLLLL\nLLLLL").tiling
        try TilingVerifier.check(twoLs, pieces: PieceSet(specification: "one-sided:LL"))
        try TilingVerifier.check(twoLs, pieces: PieceSet(specification: "LL"))
        #expect(throws: TilingVerifier.Flaw.wrongSize("L", cells: 10, row: 1, column: 1, size: 5)) {
            try TilingVerifier.check(twoLs, pieces: PieceSet(specification: "one-sided:Ll"))
        }
        // 99 L's' worth of cells side by side that no split fits: the check gives up, soon.
        let tangle = try TilingVerifier.read(
            Array(repeating: String(repeating: "L", count: 25), count: 19).joined(separator: "\n")
                + "\n" + String(repeating: "L", count: 20)
        ).tiling
        #expect(throws: TilingVerifier.Flaw.tooTangled("L", cells: 495, row: 1, column: 1)) {
            try TilingVerifier.check(tangle, pieces: PieceSet(specification: "100*L"))
        }
        // Large groups of copies split, or are shown not to, by the verifier's own search.
        let square = { (letter: Character) in
            try TilingVerifier.read(
                Array(repeating: String(repeating: letter, count: 10), count: 10).joined(separator: "\n")
            ).tiling
        }
        try TilingVerifier.check(square("L"), pieces: PieceSet(specification: "20*L"))
        try TilingVerifier.check(square("P"), pieces: PieceSet(specification: "20*P"))
        #expect(throws: TilingVerifier.Flaw.wrongShape("N", copies: 20, row: 1, column: 1)) {
            try TilingVerifier.check(square("N"), pieces: PieceSet(specification: "20*N"))
        }
        let box = try TilingVerifier.read("layer 1    layer 2\nLLLLLLLLLL LLLLLLLLLL\nLLLLLLLLLL LLLLLLLLLL").tiling
        try TilingVerifier.check(box, pieces: PieceSet(specification: "8*L"))
        let apart = try TilingVerifier.read("LLLL\nL...\n....\nLLLL\nL...\n....\nLLLL\nL...").tiling
        #expect(throws: TilingVerifier.Flaw.tooMany("L", used: 3, copies: 2)) {
            try TilingVerifier.check(apart, pieces: PieceSet(specification: "LL"))
        }
        try TilingVerifier.check(apart, pieces: PieceSet(specification: "3*L"))
        #expect(throws: TilingVerifier.Flaw.disconnected("L", row: 1, column: 1)) {
            try TilingVerifier.check(apart, pieces: PieceSet(specification: "L"))
        }
        // A one-sided piece may not be turned over; a free one may.
        let mirrored = try TilingVerifier.read("LLLL\n...L").tiling
        try TilingVerifier.check(mirrored, pieces: PieceSet(specification: "L"))
        #expect(throws: TilingVerifier.Flaw.wrongShape("L", row: 1, column: 1, mirrored: true)) {
            try TilingVerifier.check(mirrored, pieces: PieceSet(specification: "one-sided:L"))
        }
        #expect(throws: TilingVerifier.Flaw.wrongShape("L", row: 1, column: 1, shapeOf: "l")) {
            try TilingVerifier.check(mirrored, pieces: PieceSet(specification: "one-sided:Ll"))
        }
        let yShaped = try TilingVerifier.read("LLLL\n.L..").tiling
        #expect(throws: TilingVerifier.Flaw.wrongShape("L", row: 1, column: 1, shapeOf: "Y")) {
            try TilingVerifier.check(yShaped, pieces: PieceSet(specification: "LY"))
        }
        #expect(throws: TilingVerifier.Flaw.wrongShape("L", row: 1, column: 1)) {
            try TilingVerifier.check(yShaped, pieces: PieceSet(specification: "L"))
        }
        let lowerCase = try TilingVerifier.read("llll\n...l", pieces: PieceSet(specification: "one-sided:l")).tiling
        try TilingVerifier.check(lowerCase, pieces: PieceSet(specification: "one-sided:l"))
        #expect(throws: TilingVerifier.Flaw.missing(["L"], set: "the pentominoes L L")) {
            try TilingVerifier.check(mirrored, pieces: PieceSet(specification: "LL"))
        }
    }
}
