import Foundation
import Testing
import TilingCheck

/// `count --at-most`, `--unique`, `--by-gaps` and `--by-pieces`, and piece files with a `fixed`
/// line, run on the built binary.
struct CountQuestionsTests {
    @Test func atMostSaysMoreThanNOrTheWholeCount() throws {
        let more = try Run("count", "6x10", "--at-most", "100")
        #expect(more.status == 0 && more.stdout == "6x10: more than 100 distinct tilings\n" && more.stderr.isEmpty)
        let whole = try Run("count", "3x20", "--at-most", "2", "--engine", "dlx")
        #expect(whole.stdout == "3x20: 2 distinct tilings (8 counting rotations and reflections)\n")
        let json = try JSONText.object(try Run("count", "6x10", "--at-most", "5", "--json").stdout)
        #expect(json["at_most"] as? Int == 5 && json["more"] as? Bool == true && json["complete"] as? Bool == true)
        #expect(json["distinct"] == nil && json["all"] == nil, "no count where the count stopped")
        let exact = try JSONText.object(try Run("count", "3x20", "--at-most", "5", "--json").stdout)
        #expect(exact["more"] as? Bool == false && exact["distinct"] as? Int == 2 && exact["all"] as? Int == 8)
    }

    /// `--unique` answers in the exit code: 0 for exactly one distinct tiling, 2 for none, 3 for more.
    @Test func uniqueAnswersInTheExitCode() throws {
        let one = try Run.process("/bin/bash", ["-c", "\"$0\" solve 6x10 | \"$0\" count - --unique", Run.binary.path])
        #expect(one.status == 0 && one.stdout == "stdin: 1 distinct tiling (1 counting rotations and reflections)\n")
        let none = try Run("count", "5x3", "--pieces", "FIL", "--unique")
        #expect(none.status == 2 && none.stdout == "5x3: 0 distinct tilings (0 counting rotations and reflections)\n")
        #expect(none.stderr.isEmpty)
        let several = try Run("count", "3x20", "--unique", "--json")
        #expect(several.status == 3)
        let json = try JSONText.object(several.stdout)
        #expect(json["uniqueness"] as? String == "several" && json["more"] as? Bool == true)
        // One class of four tilings, the 5x3 by F, P and U, is one.
        let symmetric = try Run("count", "5x3", "--pieces", "FPU", "--unique")
        #expect(
            symmetric.status == 0
                && symmetric.stdout == "5x3: 1 distinct tiling (4 counting rotations and reflections)\n")
    }

    @Test(arguments: [
        (["--unique", "--at-most", "3"], "--at-most and --unique ask different questions"),
        (["--at-most", "3", "--shard", "1/2"], "--at-most stops the count early, so it cannot be split or saved"),
        (["--by-gaps"], "--by-gaps counts the tilings by the cells they leave empty: give --allow-gaps too"),
        (["--by-gaps", "--by-pieces", "--allow-gaps"], "--by-gaps and --by-pieces ask different questions"),
        (["--by-pieces", "--checkpoint", "x"], "--by-pieces makes a table in one run, so it cannot be split or saved"),
        (["--at-most", "-1"], "option '--at-most' takes a whole number from 0"),
    ])
    func questionsThatDoNotGoTogetherAreUsageErrors(arguments: [String], says message: String) throws {
        let run = try Run(arguments: ["count", "6x10"] + arguments)
        #expect(run.status == 64 && run.stdout.isEmpty)
        #expect(run.errorLines.first?.contains(message) == true, "\(run.stderr)")
    }

    /// The table by the cells left empty: a header, a line per set, and the whole count, which is
    /// the plain count; in JSON, a line per set and one for the whole.
    @Test func byGapsPrintsATableThatAddsUpToTheCount() throws {
        let board = try Run.file("......\n......\n.....\n.....\n")
        let run = try Run("count", board, "--pieces", "FLPU", "--allow-gaps", "--by-gaps")
        let lines = run.stdout.split(separator: "\n")
        #expect(run.status == 0 && lines.first == "cells left empty distinct all", "\(run.stdout)")
        #expect(lines[1] == "r1c1 r1c2        5        5")
        #expect(
            lines.last
                == "\(board): 93 distinct tilings leaving 2 cells empty (93 counting rotations and reflections), by 63 sets of empty cells"
        )
        let rows = lines.dropFirst().dropLast().map { $0.split(separator: " ") }
        #expect(rows.count == 63 && rows.reduce(0) { $0 + Int($1[2])! } == 93)
        let json = try Run("count", board, "--pieces", "FLPU", "--allow-gaps", "--by-gaps", "--json").stdout
            .split(separator: "\n").map { try JSONText.object(String($0)) }
        #expect(json.count == 64 && json.dropLast().reduce(0) { $0 + ($1["all"] as! Int) } == 93)
        #expect((json.first?["empty"] as? [[Int]]) == [[0, 0], [0, 1]])
        #expect(json.last?["rows"] as? Int == 63 && json.last?["distinct"] as? Int == 93)
        // A line is the count of the board with its cells blocked.
        let blocked = try Run.file("##....\n......\n.....\n.....\n")
        #expect(try Run("count", blocked, "--pieces", "FLPU").stdout.contains(": 5 distinct tilings (5 counting"))
    }

    @Test func byPiecesListsTheSubsetsThatTileTheBoard() throws {
        let run = try Run("count", "5x3", "--by-pieces")
        #expect(
            run.stdout == """
                pieces distinct all
                FPU    1        4
                LNV    1        4
                LPV    1        4
                LTY    1        4
                NPU    1        4
                PUV    1        4
                PUY    1        4
                5x3: 7 of the 220 subsets of the pieces that cover it tile it

                """)
        let json = try Run("count", "5x3", "--by-pieces", "--json").stdout.split(separator: "\n")
            .map { try JSONText.object(String($0)) }
        #expect(json.count == 8 && json.last?["subsets"] as? Int == 220 && json.last?["tiling"] as? Int == 7)
    }

    /// Subsets that cover the board are found at once among many that do not (the 5x4's are the 1353
    /// multisets of four of the 12 with at most three copies each: C(15, 4) less the 12 of four
    /// copies); too many subsets to count one by one are refused before any count.
    @Test func byPiecesFindsTheFewSubsetsThatCoverOrRefusesTooMany() throws {
        let few = try Run("count", "5x4", "--pieces", "3*pentominoes", "--by-pieces")
        #expect(
            few.status == 0 && few.stdout.hasSuffix("5x4: 77 of the 1353 subsets of the pieces that cover it tile it\n")
        )
        let many = try Run("count", "12x15", "--pieces", "3*pentominoes", "--by-pieces", "--allow-gaps")
        #expect(
            many.status == 1
                && many.stderr
                    == "error: 12x15: more than 100000 subsets of 3 sets of the 12 pentominoes fit it, too many to count one by one: give fewer pieces or copies\n"
        )
    }

    /// A piece file's `fixed` line: Katamino's I lies along the 5x12, never across it.
    @Test func aFixedPieceStaysAsDrawn() throws {
        let lying = try Run.file("fixed\nIIIII\n", named: "i.txt")
        let run = try Run("count", "5x12", "--pieces", "FLNPTUVWXYZ," + lying)
        #expect(run.stdout == "5x12: 786 distinct tilings (3144 counting rotations and reflections)\n")
        let stranger = try Run.file("fixed: C\nAA\nA.\n", named: "a.txt")
        let refused = try Run("count", "2x2", "--pieces", stranger)
        #expect(
            refused.status == 1
                && refused.stderr.contains(
                    "line 1 makes 'C' fixed, but no piece is drawn with it: name pieces drawn in the file, as in fixed: AB, or write fixed alone for all of them"
                ))
    }
}
