import Foundation
import Testing
import TilingCheck

/// `pentomino puzzle`, run on the built binary: its puzzles read back as boards with one
/// completion, which their givens need every one of; its options, formats and errors.
struct PuzzleCommandTests {
    /// Runs `command` in bash with the binary as `$0`.
    static func shell(_ command: String) throws -> Run {
        try Run.process("/bin/bash", ["-c", command, Run.binary.path])
    }

    /// A board with one tiling needs no piece given, and says so rather than listing none.
    @Test func aBoardWithOneTilingGivesNoPiece() throws {
        let run = try Run("puzzle", "1x5", "--pieces", "I", "--seed", "1")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == ".....\n")
        #expect(
            run.stderr
                == "1x5 tiling 1: no given pieces, the fewest; the board alone has one tiling; grade 2 (2 nodes)\n")
    }

    @Test func aPuzzleReadsBackAsABoardWithOneCompletion() throws {
        let run = try Run("puzzle", "6x10", "--seed", "1")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "6x10 tiling 595: 2 given pieces (N P), the fewest; 5 sets of 2 leave one completion; grade 13 (5249 nodes)\n"
        )
        let puzzle = run.stdout
        let rows = puzzle.split(separator: "\n")
        #expect(rows.count == 6 && rows.allSatisfy { $0.count == 10 })
        let count = try Run("count", "-", "--unique", input: puzzle)
        #expect(
            count.status == 0 && count.stdout == "stdin: 1 distinct tiling (1 counting rotations and reflections)\n")
        let solved = try Run("solve", "-", input: puzzle)
        #expect(TilingCheck.problem(in: solved.stdout, board: Array(repeating: "..........", count: 6)) == nil)
        #expect(
            try Run("verify", "--partial", input: puzzle).stdout.contains("2 of the 12 pieces placed, 50 cells to fill")
        )
        // The puzzle of the puzzle is itself: its only completion is the tiling it came from.
        let again = try Run("puzzle", "-", input: puzzle)
        #expect(again.stdout == puzzle && again.stderr.hasPrefix("stdin tiling 1: 2 given pieces (N P), the fewest"))
        // Without any one of its givens, it has more than one completion.
        for letter in Set(puzzle.filter { $0 != "." && $0 != "\n" }) {
            let without = String(puzzle.map { $0 == letter ? "." : $0 })
            #expect(try Run("count", "-", "--unique", input: without).status == 3, "without \(letter)")
        }
    }

    @Test func moreGivenPiecesMakeAnEasierPuzzleAndFewerThanTheFewestAreRefused() throws {
        let fewest = try JSONText.object(try Run("puzzle", "6x10", "--index", "42", "--format", "json").stdout)
        #expect(fewest["fewest"] as? Int == 3 && fewest["given"] as? Int == 3 && fewest["tiling"] as? Int == 42)
        let more = try JSONText.object(
            try Run("puzzle", "6x10", "--index", "42", "--given", "5", "--format", "json").stdout)
        #expect(more["given"] as? Int == 5 && more["fewest"] as? Int == 3)
        #expect((more["nodes"] as? Int ?? .max) <= (fewest["nodes"] as? Int ?? 0))
        #expect((more["pieces"] as? [Any])?.count == 5 && (more["solution"] as? [String])?.count == 6)
        let refused = try Run("puzzle", "6x10", "--index", "42", "--given", "2")
        #expect(
            refused.status == 1
                && refused.stderr
                    == "error: 6x10, tiling 42: no set of 2 pieces leaves this tiling the only completion: it needs at least 3 given\n"
        )
    }

    /// Several puzzles, from as many tilings: each reads back with one completion.
    @Test func severalPuzzlesAtOnce() throws {
        let run = try Run("puzzle", "5x12", "--seed", "7", "--puzzles", "3")
        let blocks = run.stdout.split(separator: "\n\n")
        #expect(blocks.count == 3 && run.stderr.split(separator: "\n").count == 3)
        #expect(run.stderr.hasPrefix("puzzle 1, 5x12 tiling "))
        for block in blocks {
            #expect(try Run("count", "-", "--unique", input: String(block) + "\n").status == 0)
        }
        let indexed = try Run("puzzle", "5x12", "--index", "10", "--puzzles", "2")
        #expect(indexed.stderr.contains("5x12 tiling 10:") && indexed.stderr.contains("5x12 tiling 11:"))
    }

    /// Without --seed, the seed drawn is shown, and running with it again makes the same puzzle.
    @Test func aRandomPuzzleShowsItsSeed() throws {
        let run = try Run("puzzle", "4x15")
        let seed = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("seed ") }?.dropFirst(5))
        #expect(try Run("puzzle", "4x15", "--seed", String(seed)).stdout == run.stdout)
    }

    @Test func aPrintableSheetDrawsTheGivenPiecesAndThePiecesToPlace() throws {
        let svg = try Run("puzzle", "6x10", "--seed", "1", "--format", "svg").stdout
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<title>to fill</title>").count - 1 == 50)
        // Two given pieces on the board and ten beside it, each filled and named.
        #expect(svg.components(separatedBy: "<polygon").count - 1 == 12 + 1)
        for letter in "FILNPTUVWXYZ" { #expect(svg.contains("<title>\(letter)</title>")) }
    }

    @Test func theTableCountsTheTilingsByTheirFewestGivenPieces() throws {
        let run = try Run("puzzle", "4x15", "--table")
        #expect(
            run.stdout == """
                given tilings
                1     13
                2     217
                3     138
                4x15: 368 distinct tilings need from 1 to 3 given pieces; the first to need 1 is tiling 80, the first to need 3 is tiling 1

                """)
        let json = try Run("puzzle", "3x20", "--table", "--format", "json").stdout.split(separator: "\n")
            .map { try JSONText.object(String($0)) }
        #expect(json.map { $0["fewest"] as? Int } == [1, 1] && json.map { $0["tiling"] as? Int } == [1, 2])
    }

    @Test(arguments: [
        (["6x10", "--index", "1", "--random"], "--index and --random choose tilings in different ways"),
        (["6x10", "--index", "1", "--seed", "3"], "--seed only makes sense with --random"),
        (["6x10", "--table", "--given", "3"], "--table makes no puzzle but a table"),
        (["6x10", "--table", "--format", "svg"], "--table prints a table, in text or --format json, not svg"),
        (["6x10", "--puzzles", "0"], "option '--puzzles' takes a whole number from 1 to 1000"),
        (["6x10", "--given", "x"], "option '--given' takes a whole number from 0 to 64"),
    ])
    func optionsThatDoNotGoTogetherAreUsageErrors(arguments: [String], says message: String) throws {
        let run = try Run(arguments: ["puzzle"] + arguments)
        #expect(run.status == 64 && run.errorLines.first?.contains(message) == true, "\(run.stderr)")
    }

    @Test func aBoardWithoutTilingsOrTooLargeIsAFailure() throws {
        let none = try Run("puzzle", "5x3", "--pieces", "FIL", "--seed", "1")
        #expect(none.status == 1 && none.stderr == "error: 5x3 has no tiling with the pentominoes F I L\n")
        for format in ["letters", "json"] {
            let table = try Run("puzzle", "5x3", "--pieces", "FIL", "--table", "--format", format)
            #expect(table.status == 1 && table.stdout.isEmpty, "\(format)")
            #expect(table.stderr == "error: 5x3 has no tiling with the pentominoes F I L\n", "\(format)")
        }
        let large = try Run("puzzle", "10x18", "--pieces", "3*pentominoes", "--seed", "1")
        #expect(large.status == 1 && large.stderr.contains("puzzles are made on boards of at most 128 cells"))
        let beyond = try Run("puzzle", "6x10", "--index", "3000")
        #expect(beyond.status == 1 && beyond.stderr.contains("so there is no tiling 3000: give --index from 1 to 2339"))
    }
}
