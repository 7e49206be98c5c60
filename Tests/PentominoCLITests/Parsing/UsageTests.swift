import Testing

struct UsageTests {
    @Test(arguments: [
        ["count", "6x0"], ["count", "abc"], ["frobnicate"], ["count", "6x10", "--bogus"],
        [], ["count"], ["count", "6x10", "3x20"], ["count", "6x10", "--engine"],
        ["count", "6x10", "--engine", "warp"], ["count", "6x10", "--engine=dlx", "--engine=dlx"],
        ["bench", "3x20", "--runs", "0"], ["bench", "3x20", "--runs", "many"], ["count", "6x10", "--help=yes"],
        ["count", "0x10"], ["count", "-6x10"], ["count", "6x"], ["count", "x10"], ["count", "6x10x2x1"],
        ["count", "99999999999999999999x1"], ["help", "frobnicate"],
        ["count", "6x10", "--threads", "0"], ["count", "6x10", "--threads", "-1"],
        ["count", "6x10", "--threads", "100000"], ["count", "6x10", "--threads=two"],
    ])
    func usageErrorsExit64WithAMessageAndTheUsage(arguments: [String]) throws {
        let run = try Run(arguments: arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == 2)
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
        #expect(run.errorLines.last?.hasPrefix("usage: pentomino") == true)
    }

    @Test func aBoardWithTheWrongCellCountFails() throws {
        let run = try Run("count", "7x7")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.errorLines == [
                "error: 7x7: the board has 49 open cells, but the 12 pentominoes cover exactly 60: give a board with exactly 60 open cells"
            ])
    }

    @Test func aMissingFileFails() throws {
        let run = try Run("count", "/no/such/board.txt")
        #expect(run.status == 1)
        #expect(run.errorLines == ["error: cannot read board file '/no/such/board.txt': No such file or directory"])
    }

    @Test func aDrawingOf59CellsFails() throws {
        let path = try Run.file(String(repeating: "..........\n", count: 5) + ".........\n")
        let run = try Run("count", path)
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.contains("has 59 open cells") == true)
    }

    @Test func aFileOfBinaryGarbageFails() throws {
        let garbage = String(decoding: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0xFF, 0xFE, 0x00, 0x9C], as: UTF8.self)
        let run = try Run("count", try Run.file(garbage, named: "garbage.bin"))
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
    }

    @Test func aStrayCharacterIsNamedWithItsPlace() throws {
        let run = try Run("count", try Run.file("......\n..x...\n"))
        #expect(run.status == 1)
        #expect(run.errorLines.first?.contains("'x' at line 2, column 3 names no piece") == true)
        let symbol = try Run("count", try Run.file("......\n..?...\n"))
        #expect(symbol.errorLines.first?.contains("unexpected character '?' at line 2, column 3") == true)
    }

    @Test func aDirectoryIsNotABoard() throws {
        let run = try Run("count", "/tmp")
        #expect(run.status == 1)
        #expect(run.errorLines == ["error: cannot read board file '/tmp': it is a directory, not a file"])
    }

    @Test func aBoardWithNoTilingIsAFailureForSolve() throws {
        let run = try Run("solve", "2x30")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines == ["error: 2x30 has no tiling with the 12 pentominoes"])
        #expect(try Run("count", "2x30").stdout == "2x30: 0 distinct tilings (0 counting rotations and reflections)\n")
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["count", "--help"], ["solve", "--help"], ["bench", "-h"], ["help", "count"],
    ])
    func helpIsPrintedOnStandardOutput(arguments: [String]) throws {
        let run = try Run(arguments: arguments)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("usage: pentomino"))
    }

    @Test func versionIsPrinted() throws {
        let run = try Run("--version")
        #expect(run.status == 0)
        #expect(run.stdout == "pentomino 1.0.0\n")
    }
}
