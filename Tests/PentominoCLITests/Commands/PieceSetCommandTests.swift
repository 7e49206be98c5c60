// `--pieces` on the command line:
//
// - `PieceSetCommandTests`: named sets, one-sided and double sets, and the errors that name a set.
// - `PieceFileCommandTests`: files of drawn pieces, printed and verified under their own names.

import Foundation
import Testing
import TilingCheck

// MARK: - Named sets

/// `--pieces` on the commands that take it.
struct PieceSetCommandTests {
    @Test func countSolveAndVerifyFollowTheSet() throws {
        let count = try Run("count", "5x5", "--pieces", "FILPU")
        #expect(count.stdout == "5x5: 2 distinct tilings (16 counting rotations and reflections)\n")
        #expect(
            try Run("count", "5x5", "--pieces", "UPLIF", "--engine", "dlx", "--threads", "1").stdout == count.stdout)
        let json = try Run("count", "5x5", "--pieces", "FIL,PU", "--json")
        #expect(json.stdout.contains("\"pieces\":\"FILPU\""))
        let solved = try Run("solve", "5x5", "--pieces", "FILPU", "--all")
        let blocks = solved.stdout.split(separator: "\n\n")
        #expect(blocks.count == 2)
        #expect(blocks.allSatisfy { Set($0.filter(\.isLetter)) == Set("FILPU") })
        let verified = try Run("verify", "--pieces", "FILPU", input: solved.stdout)
        #expect(verified.status == 0 && verified.stdout.split(separator: "\n").count == 2)
        let wrongSet = try Run("verify", "--pieces", "FILPU", input: try Run("solve", "6x10").stdout)
        #expect(wrongSet.status == 1)
        #expect(
            wrongSet.errorLines == ["error: stdin: letter T at row 1, column 6 is not one of the pentominoes F I L P U"]
        )
    }

    /// A tiling by another set, checked against the default 12, says which --pieces to give.
    @Test func verifyWithoutPiecesSuggestsTheSetThatATilingLooksLike() throws {
        let oneSided = try Run("solve", "3x30", "--pieces", "one-sided")
        let unchecked = try Run("verify", input: oneSided.stdout)
        #expect(
            unchecked.status == 1 && unchecked.errorLines.count == 1
                && unchecked.errorLines[0].hasSuffix(
                    "is not one of the 12 pentominoes (for one-sided pentominoes, give --pieces one-sided)")
        )
        #expect(try Run("verify", "--pieces", "one-sided", input: oneSided.stdout).status == 0)
        let double = try Run("solve", "10x12", "--pieces", "2*pentominoes")
        let doubleUnchecked = try Run("verify", input: double.stdout)
        #expect(
            doubleUnchecked.status == 1 && doubleUnchecked.errorLines.count == 1
                && doubleUnchecked.errorLines[0].hasSuffix("(for the pieces it holds, give --pieces 2*pentominoes)"))
        let subset = try Run("verify", input: try Run("solve", "5x10", "--pieces", "FILPU,FILPU").stdout)
        #expect(
            subset.errorLines.first?.hasSuffix("(for the pieces it holds, give --pieces FFIILLPPUU)") == true,
            "\(subset.stderr)")
        let broken = try Run(
            "verify", input: "LLLLFTYYYY\nLXFFFTTTYI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZZ\n")
        #expect(
            broken.errorLines == [
                "error: stdin: letter I covers 4 cells (first at row 2, column 10), but the I piece covers 5"
            ], "no hint for a broken tiling")
        let given = try Run("verify", "--pieces", "pentominoes", input: oneSided.stdout)
        #expect(given.status == 1 && !given.stderr.contains("give --pieces"), "no hint where the set was given")
    }

    @Test func benchChecksKnownCountsOnlyForTheTwelve() throws {
        let run = try Run("bench", "3x20", "--pieces", "FILNPTUVWXYZ", "--runs", "1")
        #expect(run.status == 0 && run.stdout.contains("matches 3x20"))
        let subset = try Run("bench", "3x10", "--pieces", "FILNPV", "--runs", "1", "--json")
        #expect(
            subset.status == 0 && subset.stdout.contains("\"check\":\"consistent\"")
                && subset.stdout.contains("\"distinct\":1"))
    }

    @Test func aSetThatCannotBreakTheSymmetryIsCountedListedAndShardedByItsClasses() throws {
        let path = try Run.file("...\n#.#\n#.#\n.#.\n...\n")
        #expect(
            try Run("count", path, "--pieces", "TU").stdout
                == "\(path): 1 distinct tiling (1 counting rotations and reflections)\n")
        let shards = try (1...2).map { try Run("count", path, "--pieces", "TU", "--shard", "\($0)/2", "--json").stdout }
        #expect(
            shards.filter { $0.contains("\"distinct\":1") }.count == 1
                && shards.filter { $0.contains("\"distinct\":0") }.count == 1)
        #expect(try Run("solve", path, "--pieces", "TU").stdout == "TTT\n#T#\n#T#\nU#U\nUUU\n")
        #expect(try Run("solve", path, "--pieces", "TU", "--with-symmetries").stdout == "TTT\n#T#\n#T#\nU#U\nUUU\n")
        // Two L's and two N's: 2 classes of 6 tilings on 4x5, one class carried onto itself by a turn.
        #expect(
            try Run("count", "4x5", "--pieces", "LLNN").stdout
                == "4x5: 2 distinct tilings (6 counting rotations and reflections)\n")
        #expect(try Run("solve", "4x5", "--pieces", "LLNN", "--all").stdout.split(separator: "\n\n").count == 2)
        #expect(
            try Run("solve", "4x5", "--pieces", "LLNN", "--all", "--with-symmetries").stdout.split(separator: "\n\n")
                .count == 6)
    }

    @Test func oneSidedAndDoubleSetsRunFromTheCommandLine() throws {
        #expect(
            try Run("count", "3x30", "--pieces", "one-sided").stdout
                == "3x30: 46 distinct tilings (184 counting rotations and reflections)\n")
        let solved = try Run("solve", "3x30", "--pieces", "one-sided", "--all")
        let blocks = solved.stdout.split(separator: "\n\n").map(String.init)
        #expect(blocks.count == 46)
        let board = Array(repeating: String(repeating: ".", count: 30), count: 3)
        for block in blocks {
            #expect(
                TilingCheck.problem(in: block, board: board, pieces: Array("FfILlNnPpTUVWXYyZz"), oneSided: true)
                    == nil, "\(block)")
        }
        let verified = try Run("verify", "-", "--pieces", "one-sided", input: solved.stdout)
        #expect(verified.status == 0 && verified.stdout.split(separator: "\n").count == 46)
        let double = try Run("solve", "10x12", "--pieces", "2*pentominoes", "--format", "json")
        #expect(double.status == 0 && double.stdout.components(separatedBy: "\"letter\"").count - 1 == 24)
        let letters = try Run("solve", "10x12", "--pieces", "2*pentominoes")
        #expect(
            TilingCheck.problem(
                in: letters.stdout, board: Array(repeating: String(repeating: ".", count: 12), count: 10),
                pieces: Array("FILNPTUVWXYZFILNPTUVWXYZ")) == nil, "\(letters.stdout)")
        #expect(try Run("verify", "-", "--pieces", "2*pentominoes", input: letters.stdout).status == 0)
        // Read back as a board, with its copies side by side (two F's and two I's touch), it describes itself.
        #expect(
            try Run("count", "-", "--pieces", "2*pentominoes", input: letters.stdout).stdout
                == "stdin: 1 distinct tiling (1 counting rotations and reflections)\n")
        #expect(try Run("verify", "-", input: letters.stdout).status == 1, "a double set is not a tiling by the 12")
    }

    @Test(
        arguments: [
            (
                ["count", "5x5", "--pieces", "FILPQ"],
                "option '--pieces': 'Q' in 'FILPQ' is not one of Golomb's letters F I L N P T U V W X Y Z"
            ),
            (
                ["count", "5x5", "--pieces", "0*L"],
                "option '--pieces': '0*L' does not give a number of copies: write N*TERM with N from 1 to 100, such as 2*pentominoes"
            ),
            (
                ["solve", "8x8", "--pieces", "one-sided:FfQ"],
                "option '--pieces': 'Q' in 'one-sided:FfQ' names no one-sided pentomino: use F I L N P T U V W X Y Z, and f l n p y z for the mirror images of the pieces that have one of their own"
            ),
            (
                ["count", "9x10", "--pieces", "pentominoes,one-sided"],
                "option '--pieces': 'F' names two different pieces: give each piece a name of its own (a name given twice for the same piece is two copies of it)"
            ),
        ] as [([String], String)])
    func setsThatNameNoPiecesAreUsageErrors(arguments: [String], message: String) throws {
        let run = try Run(arguments: arguments)
        #expect(run.status == 64)
        #expect(run.errorLines.first == "error: \(message)")
    }

    @Test func errorsNameTheSet() throws {
        let run = try Run("count", "6x10", "--pieces", "FILPU")
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: 6x10: the board has 60 open cells, 35 more than the pentominoes F I L P U cover: give a board with exactly 25 open cells, or allow gaps to leave 35 cells empty (--allow-gaps)"
            ])
        let one = try Run("count", "2x5", "--pieces", "I")
        #expect(
            one.errorLines == [
                "error: 2x5: the board has 10 open cells, 5 more than the pentomino I covers: give a board with exactly 5 open cells, or allow gaps to leave 5 cells empty (--allow-gaps)"
            ])
        #expect(
            try Run("solve", "1x25", "--pieces", "FILPU").errorLines == [
                "error: 1x25 has no tiling with the pentominoes F I L P U"
            ])
        for way in [["--index", "1"], ["--random", "--seed", "1"], ["--all"]] {
            let run = try Run(arguments: ["solve", "1x25", "--pieces", "FILPU"] + way)
            #expect(
                run.status == 1 && run.errorLines == ["error: 1x25 has no tiling with the pentominoes F I L P U"],
                "\(way)")
        }
        #expect(
            try Run("count", "6x10", "--pieces", "one-sided").errorLines == [
                "error: 6x10: the board has 60 open cells, but the 18 one-sided pentominoes cover exactly 90: give a board with exactly 90 open cells"
            ])
    }
}

// MARK: - Files of drawn pieces

/// `--pieces` with a file of drawn pieces.
struct PieceFileCommandTests {
    static let square = DescriptionTests.repository.appendingPathComponent("docs/boards/square.txt").path

    /// The 8x8 square filled by the 12 pentominoes and the square tetromino: 16,146 distinct tilings,
    /// 129,168 in all (Polyform Puzzler's count).
    @Test func theTwelveAndTheSquareFillTheEightByEightSquare() throws {
        let set = "pentominoes,\(PieceFileCommandTests.square)"
        let count = try Run("count", "8x8", "--pieces", set)
        #expect(count.status == 0)
        #expect(count.stdout == "8x8: 16146 distinct tilings (129168 counting rotations and reflections)\n")
        let solved = try Run("solve", "8x8", "--pieces", set, "--all", "--limit", "20")
        let blocks = solved.stdout.split(separator: "\n\n").map(String.init)
        #expect(blocks.count == 20)
        let board = Array(repeating: "........", count: 8)
        for block in blocks {
            #expect(TilingCheck.problem(in: block, board: board, extraPieces: ["O": ["##", "##"]]) == nil, "\(block)")
        }
        let verified = try Run("verify", "--pieces", set, input: solved.stdout)
        #expect(verified.status == 0 && verified.stdout.split(separator: "\n").count == 20)
        let conway = try Run("solve", "8x8", "--pieces", set, "--letters", "conway")
        #expect(conway.status == 1 && conway.stdout.isEmpty)
        #expect(
            conway.errorLines == [
                "error: the piece O would print like a pentomino in conway letters: name it otherwise in its file, or print with Golomb's letters (leave out --letters)"
            ])
    }

    /// A tiling by many copies of one piece prints as one block of letters, which verify splits into
    /// copies by a search of its own (it gave up on 20 L's).
    @Test func verifyReadsBackManyCopiesSideBySide() throws {
        let solved = try Run("solve", "10x10", "--pieces", "20*L")
        #expect(solved.status == 0 && solved.stdout == String(repeating: "LLLLLLLLLL\n", count: 10))
        let verified = try Run("verify", "--pieces", "20*L", input: solved.stdout)
        #expect(verified.status == 0 && verified.stdout == "stdin: valid tiling of 10x10 (golomb letters)\n")
    }

    /// A tiling by pieces that no pentomino letter names is read by their names alone: verify names
    /// no alphabet for it.
    @Test func verifyNamesNoAlphabetForPiecesOfTheirOwnNames() throws {
        let trominoes = try Run.file("AA\nA.\n", named: "trominoes.txt")
        let solved = try Run("solve", "3x4", "--pieces", "4*" + trominoes)
        #expect(solved.status == 0 && solved.stdout == String(repeating: "AAAA\n", count: 3))
        let verified = try Run("verify", "--pieces", "4*" + trominoes, input: solved.stdout)
        #expect(verified.status == 0 && verified.stdout == "stdin: valid tiling of 3x4\n")
    }

    /// Pieces of a file print under their own names, even names that are pentominoes' letters
    /// (the tetrominoes I, T and L here), and verify reads them back; Conway's letters, which would
    /// print the I as O, refuse it, and print a square named O where no pentomino prints so.
    @Test func filePiecesPrintUnderTheirOwnNames() throws {
        let tetrominoes = try Run.file("IIII\n\nOO\nOO\n\nTTT\n.T.\n\nSS.\n.SS\n\nLLL\nL..\n", named: "tetrominoes.txt")
        let solved = try Run("solve", "4x10", "--pieces", "2*" + tetrominoes)
        #expect(solved.status == 0)
        let shapes: [Character: [String]] = [
            "I": ["####"], "O": ["##", "##"], "T": ["###", ".#."], "S": ["##.", ".##"], "L": ["###", "#.."],
        ]
        #expect(
            TilingCheck.problem(
                in: solved.stdout, board: Array(repeating: "..........", count: 4), extraPieces: shapes,
                pieces: Array("IIOOTTSSLL")) == nil, "\(solved.stdout)")
        let verified = try Run("verify", "--pieces", "2*" + tetrominoes, input: solved.stdout)
        #expect(verified.status == 0 && verified.stdout == "stdin: valid tiling of 4x10 (golomb letters)\n")
        let conway = try Run("solve", "4x10", "--pieces", "2*" + tetrominoes, "--letters", "conway")
        #expect(conway.status == 1 && conway.stdout.isEmpty)
        #expect(
            conway.errorLines == [
                "error: the piece I would print as O in conway letters: name it otherwise in its file, or print with Golomb's letters (leave out --letters)"
            ])
        let squares = try Run("solve", "4x4", "--pieces", "4*" + PieceFileCommandTests.square, "--letters", "conway")
        #expect(squares.status == 0 && squares.stdout == String(repeating: "OOOO\n", count: 4))
    }

    /// A file named without a '.' or a '/' is read when no other kind of term has its name: the
    /// square drawn in a file called `square`, in the directory the tool runs in.
    @Test func aPieceFileMayBeNamedByAPlainWord() throws {
        let square = try Run.file("OO\nOO\n", named: "square")
        let directory = String(square.dropLast("/square".count))
        let count = try Run(arguments: ["count", "2x4", "--pieces", "2*square"], directory: directory)
        #expect(count.status == 0 && count.stdout == "2x4: 1 distinct tiling (1 counting rotations and reflections)\n")
        // Not '-', which names standard input as a board: a file of that name is no piece set.
        try Data("OO\nOO\n".utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent("-"))
        let dash = try Run(arguments: ["count", "2x2", "--pieces", "-"], input: "OO\nOO\n", directory: directory)
        #expect(
            dash.status == 64
                && dash.errorLines.first?.hasPrefix("error: option '--pieces': '-' is not a piece set") == true)
        let elsewhere = try Run("count", "2x4", "--pieces", "2*square")
        #expect(
            elsewhere.status == 64
                && elsewhere.errorLines.first
                    == "error: option '--pieces': '2*square' is not a piece set: give pentominoes, one-sided, Golomb's letters of free pentominoes such as FILNPT, one-sided:LETTERS (lower case for mirror images, such as one-sided:FfLl), N*TERM for N copies, or a file of drawn pieces, separated by commas"
        )
    }

    @Test func aPieceFileThatCannotBeReadOrDrawsNoPieceIsOneError() throws {
        let missing = try Run("count", "8x8", "--pieces", "pentominoes,/no/such/square.txt")
        #expect(
            missing.status == 1
                && missing.errorLines == [
                    "error: cannot read piece file '/no/such/square.txt': No such file or directory"
                ])
        let split = try Run("count", "8x8", "--pieces", "pentominoes," + (try Run.file("A.A\n", named: "split.txt")))
        #expect(
            split.status == 1
                && split.errorLines.first?.contains("the cells drawn with 'A' are not joined edge to edge") == true)
    }
}
