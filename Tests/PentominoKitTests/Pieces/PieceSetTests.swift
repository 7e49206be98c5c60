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
        // The pieces of a box are solid, and named so.
        #expect(PieceSet.pentominoes.solid.name == "the 12 solid pentominoes")
        #expect(try PieceSet(specification: "2*pentominoes").solid.name == "2 sets of the 12 solid pentominoes")
        #expect(try PieceSet(specification: "FLLX").solid.name == "the solid pentominoes F L L X")
        #expect(try PieceSet(specification: "X").solid.name == "the solid pentomino X")
    }

    @Test func oneSidedSetsCopiesAndRepeatedLetters() throws {
        let oneSided = try PieceSet(specification: "one-sided")
        #expect(oneSided == .oneSidedPentominoes && oneSided.pieceCount == 18 && oneSided.cellCount == 90)
        #expect(oneSided.pieces.map(\.letter) == Array("FfILlNnPpTUVWXYyZz"))
        #expect(oneSided.name == "the 18 one-sided pentominoes")
        // A chiral one-sided piece takes only its four turns (Z two); its mirror image takes the others.
        let f = oneSided.pieces[0], mirror = oneSided.pieces[1]
        #expect(
            f.orientations.count == 4 && mirror.orientations.count == 4
                && Set(f.orientations).isDisjoint(with: mirror.orientations))
        #expect(Set(f.orientations + mirror.orientations) == Set(PieceSet.pentominoes.pieces[0].orientations))
        #expect(oneSided.pieces.first { $0.letter == "z" }!.orientations.count == 2)
        let double = try PieceSet(specification: "2*pentominoes")
        #expect(
            double.pieces == PieceSet.pentominoes.pieces && double.copies == Array(repeating: 2, count: 12)
                && double.cellCount == 120)
        #expect(double.name == "2 sets of the 12 pentominoes")
        let ls = try PieceSet(specification: "LLLL")
        #expect(ls.pieces.map(\.letter) == ["L"] && ls.copies == [4] && ls.name == "the pentominoes L L L L")
        let mixed = try PieceSet(specification: "one-sided:ZzL,one-sided:l,X,X")
        #expect(mixed.pieces.map(\.letter) == Array("LlXZz") && mixed.copies == [1, 1, 2, 1, 1])
        #expect(mixed.name == "the pieces L l X X Z z", "free X with one-sided pieces")
        #expect(try PieceSet(specification: "one-sided:Ff").name == "the one-sided pentominoes F f")
        #expect(
            try PieceSet(specification: "100*N,LLLLLL,PPPPP").name == "the pentominoes L×6 N×100 P P P P P",
            "many copies named once")
    }

    @Test(
        arguments: [
            ("one-sided:", PieceSetError.unknownTerm("one-sided:")),
            ("one-sided:Fq", .unknownOneSidedLetter("q", term: "one-sided:Fq")),
            ("one-sided:i", .unknownOneSidedLetter("i", term: "one-sided:i")), ("0*X", .badTimes("0*X")),
            ("101*X", .tooManyTimes("101*X", 101)),
            ("2*", .unknownTerm("2*")), ("*X", .unknownTerm("*X")), ("F,one-sided:F", .nameClash("F")),
            ("fil", .unknownTerm("fil")), ("", .emptyTerm("")), ("FIL,", .emptyTerm("FIL,")),
            ("F,,L", .emptyTerm("F,,L")),
            ("FILQ", .unknownLetter("Q", term: "FILQ")), ("2*FILQ", .unknownLetter("Q", term: "2*FILQ")),
        ] as [(String, PieceSetError)])
    func otherSpecificationsAreRefusedWithTheReason(specification: String, error: PieceSetError) {
        #expect(throws: error) { try PieceSet(specification: specification) }
    }

    /// The words of a specification take any case, as the guide says of every value; the letters
    /// after `one-sided:` keep theirs, which tells a mirror image from its piece.
    @Test func theWordsTakeAnyCase() throws {
        #expect(try PieceSet(specification: "Pentominoes") == .pentominoes)
        #expect(try PieceSet(specification: "ONE-SIDED") == .oneSidedPentominoes)
        #expect(try PieceSet(specification: "One-Sided:Ff").name == "the one-sided pentominoes F f")
    }

    /// Boards and sets, with and without a piece that can break the board's symmetry; some use only
    /// symmetric pieces, or copies, and some of their tilings are symmetric themselves.
    static let cases: [(board: [String], letters: String)] = [
        ([".....", ".....", ".....", "....."], "LLLL"),
        ([".....", ".....", ".....", "....."], "LLPP"),
        ([".....", ".....", ".....", "....."], "LLNN"),
        ([".....", ".....", ".....", "....."], "PPPP"),
        ([".....", ".....", ".....", ".....", "....."], "PPPPX"),
        ([".....", ".....", ".....", ".....", "....."], "ILLNN"),
        (["..........", ".........."], "IIPP"),
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
        try PieceSetTests.expectCounts(board: board, pieces: pieces, distinct: classes, all: all, "\(letters)")
    }

    /// Expects every engine, thread count and shard split, distinct or not, to count `distinct` and
    /// `all` tilings of `board` by `pieces`, and the listings to hold as many tilings, none twice
    /// (each is checked against the problem by the solver's own verifier, in debug builds).
    static func expectCounts(board: Board, pieces: PieceSet, distinct: UInt64, all: UInt64, _ label: String) throws {
        let fits = BitsetEngine.fits(try TilingProblem(board: board, pieces: pieces).exactCover)
        for engine in [Engine.bitset, .dlx] where engine == .dlx || fits {
            for separate in [true, false] {
                let problem = try TilingProblem(board: board, pieces: pieces, distinct: separate)
                for threads in [1, 2] {
                    let count = TilingSolver(problem: problem, engine: engine, threads: threads).count()
                    #expect(
                        count.all == all && count.distinct == distinct,
                        "\(label) \(engine) \(threads) \(separate): \(count.distinct)/\(count.all), expected \(distinct)/\(all)"
                    )
                }
                let shards = (1...3).map {
                    TilingSolver(problem: problem, engine: engine).count(shard: Shard(index: $0, count: 3)!)
                }
                #expect(
                    shards.reduce(0) { $0 + $1.distinct } == distinct && shards.reduce(0) { $0 + $1.all } == all,
                    "\(label) shards")
                let listed = try TilingSolver(problem: problem, engine: engine).tilings(limit: Int.max)
                #expect(UInt64(listed.count) == (separate ? distinct : all), "\(label) \(engine) listing \(separate)")
                #expect(Set(listed).count == listed.count, "\(label): a tiling listed twice")
            }
        }
    }

    @Test func symmetricTilingsAreCountedByTheirRealClasses() throws {
        let board = try Board(drawing: "...\n#.#\n#.#\n.#.\n...")
        #expect(board.symmetries.count == 2)
        let pieces = try PieceSet(specification: "TU")
        for distinct in [true, false] {
            // One tiling, carried onto itself by the mirror: one class, not half of one.
            let count = TilingSolver(problem: try TilingProblem(board: board, pieces: pieces, distinct: distinct))
                .count()
            #expect(count.distinct == 1 && count.all == 1)
        }
    }

    @Test func printedTilingsOfASubsetPassTheVerifier() throws {
        let pieces = try PieceSet(specification: "FILNPV")
        let problem = try TilingProblem(board: Board(size: "3x10"), pieces: pieces)
        let tilings = try TilingSolver(problem: problem).tilings(limit: 50)
        #expect(!tilings.isEmpty)
        for tiling in tilings {
            try TilingVerifier.check(tiling, pieces: pieces)
            try TilingVerifier.check(tiling, solves: problem)
            #expect(throws: TilingVerifier.Flaw.missing(Array("TUWXYZ"), set: "the 12 pentominoes")) {
                try TilingVerifier.check(tiling)
            }
        }
    }
}
