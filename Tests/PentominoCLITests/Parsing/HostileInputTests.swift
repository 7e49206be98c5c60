// Bad input, as the guide's table lists it:
//
// - The cases: sizes, files and options, each with its exit code and words.
// - Each case run, and the files the cases read.
// - Odd input that is not bad: line ends, the finest shard, and long thin boards.

import Foundation
import Testing

/// Every bad input the guide's table names, each its own test: one line on stderr (and the usage
/// line for a usage error) that names the problem, nothing on stdout, and the documented exit code.
struct HostileInputTests {
    /// A bad input: the arguments (with `FILE` standing for a file the case makes), the exit code,
    /// and words the error line must hold.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let status: Int32
        let says: String
        var testDescription: String { name }
    }

    // MARK: - The cases

    static let sizes: [Case] = [
        Case(name: "0x10", arguments: ["count", "0x10"], status: 64, says: "'0x10' has a side that is not positive"),
        Case(
            name: "-6x10", arguments: ["count", "-6x10"], status: 64, says: "'-6x10' has a side that is not positive"),
        Case(name: "6x", arguments: ["count", "6x"], status: 64, says: "'6x' is not a board size"),
        Case(name: "x10", arguments: ["count", "x10"], status: 64, says: "'x10' is not a board size"),
        Case(name: "6x10x2x1", arguments: ["count", "6x10x2x1"], status: 64, says: "'6x10x2x1' is not a board size"),
        Case(name: "6 x 10", arguments: ["count", "6 x 10"], status: 64, says: "write it without spaces, like 6x10"),
        Case(
            name: "a side beyond Int", arguments: ["count", "99999999999999999999x1"], status: 64,
            says: "board 99999999999999999999x1 is too large: at most 4096 cells are supported"),
        Case(
            name: "10000x10000", arguments: ["solve", "10000x10000"], status: 64,
            says: "board 10000x10000 is too large: at most 4096 cells"),
        Case(
            name: "one cell more than a board may have", arguments: ["count", "1x4097"], status: 64,
            says: "board 1x4097 is too large: at most 4096 cells"),
        Case(
            name: "a drawn board of 65 open cells", arguments: ["count", "FILE"], status: 1,
            says: "the board has 65 open cells, 5 more than the 12 pentominoes cover"),
        Case(
            name: "a drawn board too wide to hold", arguments: ["count", "FILE"], status: 1,
            says: "is too large: at most 4096 cells"),
        Case(
            name: "built-in sets that give two pieces one name",
            arguments: ["count", "9x10", "--pieces", "pentominoes,one-sided"], status: 64,
            says:
                "option '--pieces': 'F' names two different pieces: give each piece a name of its own (a name given twice for the same piece is two copies of it)"
        ),
        Case(
            name: "a built-in board of another set", arguments: ["count", "3x30"], status: 1,
            says:
                "3x30: the board has 90 open cells, 30 more than the 12 pentominoes cover: give a board with exactly 60 open cells, or allow gaps to leave 30 cells empty (--allow-gaps); the built-in 3x30 is tiled by --pieces one-sided"
        ),
        Case(
            name: "one-sided pieces in a box", arguments: ["count", "2x2x5", "--pieces", "one-sided:LLll"], status: 1,
            says:
                "2x2x5: piece 'L' is one-sided, but in a box of several layers every piece turns every way, and a turn in space gives it its mirror image"
        ),
        Case(
            name: "too large for the bitset engine",
            arguments: ["solve", "15x16", "--pieces", "4*pentominoes", "--engine", "bitset"], status: 1,
            says:
                "15x16: the bitset engine holds a problem's cells and pieces in two words of 128 bits, too few for this one: use --engine dlx or auto"
        ),
    ]

    static let files: [Case] = [
        Case(
            name: "missing", arguments: ["count", "/no/such/board.txt"], status: 1,
            says: "cannot read board file '/no/such/board.txt': No such file or directory"),
        Case(
            name: "a directory", arguments: ["count", "/tmp/"], status: 1,
            says: "'/tmp/': it is a directory, not a file"),
        Case(name: "unreadable", arguments: ["count", "FILE"], status: 1, says: "cannot read"),
        Case(name: "empty", arguments: ["count", "FILE"], status: 1, says: "the drawing has no open cells"),
        Case(name: "only blank lines", arguments: ["count", "FILE"], status: 1, says: "the drawing has no open cells"),
        Case(
            name: "a stray character", arguments: ["count", "FILE"], status: 1,
            says:
                "'o' at line 3, column 5 names no piece: use '.' for a cell to fill, '#' or a space for a blocked cell, or a piece's letter"
        ),
        Case(
            name: "100 MB", arguments: ["count", "FILE"], status: 1,
            says: "is 100000000 bytes: at most 1048576 bytes are read"),
        Case(
            name: "100 MB on standard input", arguments: ["verify", "-"], status: 1,
            says: "stdin holds more than 1048576 bytes"),
        Case(name: "invalid UTF-8", arguments: ["count", "FILE"], status: 1, says: "is not UTF-8 text"),
    ]

    static let options: [Case] = [
        Case(name: "unknown", arguments: ["count", "6x10", "--fast"], status: 64, says: "unknown option '--fast'"),
        Case(
            name: "missing value", arguments: ["solve", "6x10", "--limit"], status: 64,
            says: "option '--limit' needs a value"),
        Case(
            name: "value of the wrong type", arguments: ["solve", "6x10", "--index", "first"], status: 64,
            says: "option '--index' takes a whole number from 1"),
        Case(
            name: "given twice", arguments: ["count", "6x10", "--threads", "1", "--threads=2"], status: 64,
            says: "option '--threads' is given twice"),
        Case(
            name: "--threads 0", arguments: ["count", "6x10", "--threads", "0"], status: 64,
            says: "from 1 to 1024, not '0'"),
        Case(
            name: "--threads -1", arguments: ["count", "6x10", "--threads", "-1"], status: 64,
            says: "from 1 to 1024, not '-1'"),
        Case(
            name: "--threads 100000 is refused", arguments: ["count", "6x10", "--threads", "100000"], status: 64,
            says: "from 1 to 1024, not '100000'"),
        Case(
            name: "--limit 0", arguments: ["solve", "6x10", "--limit", "0"], status: 64,
            says: "option '--limit' takes a whole number from 1"),
        Case(name: "--shard 0/4", arguments: ["count", "6x10", "--shard", "0/4"], status: 64, says: "not '0/4'"),
        Case(name: "--shard 5/4", arguments: ["count", "6x10", "--shard", "5/4"], status: 64, says: "not '5/4'"),
        Case(
            name: "more shards than the cut can hold", arguments: ["count", "6x10", "--shard", "1/4097"], status: 64,
            says: "takes K/N with 1 ≤ K ≤ N ≤ 4096"),
        Case(
            name: "--all with --random", arguments: ["solve", "6x10", "--all", "--random"], status: 64,
            says: "--all and --random choose tilings in different ways"),
        Case(
            name: "--seed without --random", arguments: ["solve", "6x10", "--seed", "4"], status: 64,
            says: "--seed only makes sense with --random"),
        Case(
            name: "--limit with --index", arguments: ["solve", "6x10", "--limit", "2", "--index", "3"], status: 64,
            says: "--limit goes with --all, not with --index"),
        Case(
            name: "svg of many tilings", arguments: ["solve", "6x10", "--all", "--format", "svg"], status: 64,
            says: "--format svg draws at most 10000 tilings on one sheet"),
        Case(
            name: "colour for JSON", arguments: ["solve", "6x10", "--format", "json", "--color", "always"], status: 64,
            says: "--color applies to the letters and box formats"),
    ]

    // MARK: - Running the cases

    @Test(arguments: sizes + files + options)
    func badInputGetsOneLineAndItsExitCode(_ bad: Case) throws {
        let arguments = try bad.arguments.map { $0 == "FILE" ? try HostileInputTests.file(for: bad.name) : $0 }
        let input = bad.name == "100 MB on standard input" ? String(repeating: ".", count: 100_000_000) : ""
        let start = ContinuousClock.now
        let run = try Run(arguments: arguments, input: input)
        let elapsed = ContinuousClock.now - start
        #expect(run.status == bad.status)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == (bad.status == 64 ? 2 : 1), "\(run.stderr)")
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
        #expect(run.errorLines.first?.contains(bad.says) == true, "\(run.stderr)")
        if bad.status == 64 { #expect(run.errorLines.last?.hasPrefix("usage: pentomino") == true) }
        // Nothing is allocated for a huge board, and a huge file is refused without reading it: each
        // takes milliseconds, and the limit only catches a hang.
        #expect(elapsed < .seconds(60), "took \(elapsed)")
    }

    /// The file a case reads, made for it.
    static func file(for name: String) throws -> String {
        switch name {
        case "a drawn board of 65 open cells": return try Run.file(String(repeating: "........\n", count: 8) + ".\n")
        case "a drawn board too wide to hold":
            return try Run.file(String(repeating: ".", count: 60) + String(repeating: " ", count: 4000) + ".\n.\n")
        case "unreadable":
            // Root reads any file whatever its mode, but not this one: reading it fails with EIO.
            if geteuid() == 0 { return "/proc/self/mem" }
            let path = try Run.file("......\n")
            chmod(path, 0)
            return path
        case "empty": return try Run.file("")
        case "only blank lines": return try Run.file("\n   \n\n")
        case "a stray character": return try Run.file("..........\n..........\n....o.....\n")
        case "100 MB":
            let path = try Run.file("")
            #expect(truncate(path, 100_000_000) == 0)
            return path
        case "invalid UTF-8": return try Run.file(Data([0x2E, 0x2E, 0xFF, 0xFE, 0x0A]), named: "board.txt")
        default: throw CocoaError(.fileNoSuchFile)
        }
    }

    // MARK: - Odd but good input

    @Test func crlfLineEndingsAreAccepted() throws {
        let path = try Run.file(Drawings.centre8x8.replacing("\n", with: "\r\n"))
        let run = try Run("count", path)
        #expect(run.status == 0)
        #expect(run.stdout == "\(path): 65 distinct tilings (520 counting rotations and reflections)\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func theFinestShardOfTheLargestTreeIsCutWithoutExhaustingMemory() throws {
        let start = ContinuousClock.now
        let run = try Run("count", "8x8", "--allow-gaps", "--shard", "4096/4096", "--json")
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"shard\":\"4096/4096\""))
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    /// Sizes of the right area whose long side runs far past what a pentomino spans, on each engine:
    /// the bitset engine's shifts by the row length and the pocket checks must hold up.
    @Test(arguments: ["1x60", "60x1", "2x30", "30x2"], ["bitset", "dlx"])
    func theRightAreaInAShapeNoPentominoFillsCountsZero(size: String, engine: String) throws {
        let run = try Run("count", size, "--engine", engine)
        #expect(run.status == 0)
        #expect(run.stdout == "\(size): 0 distinct tilings (0 counting rotations and reflections)\n")
        #expect(run.stderr.isEmpty)
    }
}
