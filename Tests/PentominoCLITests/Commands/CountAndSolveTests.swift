import Testing
import TilingCheck

struct CountAndSolveTests {
    @Test(arguments: [
        ("6x10", "6x10: 2339 distinct tilings (9356 counting rotations and reflections)"),
        ("5x12", "5x12: 1010 distinct tilings (4040 counting rotations and reflections)"),
        ("4x15", "4x15: 368 distinct tilings (1472 counting rotations and reflections)"),
        ("3x20", "3x20: 2 distinct tilings (8 counting rotations and reflections)"),
        ("10x6", "10x6: 2339 distinct tilings (9356 counting rotations and reflections)"),
        ("8x8-centre", "8x8-centre: 65 distinct tilings (520 counting rotations and reflections)"),
    ])
    func countPrintsTheKnownCounts(board: String, line: String) throws {
        let run = try Run("count", board, "--engine", "dlx")
        #expect(run.status == 0)
        #expect(run.stdout == line + "\n")
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: ["6x10", "5x12"], ["bitset", "dlx", "auto"])
    func everyEngineOnAnyThreadCountGivesTheSameCount(board: String, engine: String) throws {
        let expected =
            board == "6x10"
            ? "6x10: 2339 distinct tilings (9356 counting rotations and reflections)\n"
            : "5x12: 1010 distinct tilings (4040 counting rotations and reflections)\n"
        for threads in ["1", "2", "3"] {
            let run = try Run("count", board, "--engine", engine, "--threads", threads)
            #expect(run.status == 0)
            #expect(run.stdout == expected, "\(engine) on \(threads) threads")
        }
    }

    @Test func countReadsADrawnBoardFromAFileAndFromStandardInput() throws {
        let path = try Run.file(Drawings.centre8x8)
        let fromFile = try Run("count", path)
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout == "\(path): 65 distinct tilings (520 counting rotations and reflections)\n")
        let fromInput = try Run("count", "-", input: Drawings.centre8x8)
        #expect(fromInput.stdout == "stdin: 65 distinct tilings (520 counting rotations and reflections)\n")
    }

    @Test(arguments: ["6x10", "5x12", "4x15", "3x20", "10x6", "8x8-centre"])
    func solvePrintsAValidTiling(board: String) throws {
        let run = try Run("solve", board)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let expected =
            board == "8x8-centre" ? Drawings.centre8x8.split(separator: "\n").map(String.init) : rectangle(board)
        #expect(TilingCheck.problem(in: run.stdout, board: expected) == nil, "\(run.stdout)")
    }

    @Test func solveOfADrawnFileFillsOnlyItsOpenCells() throws {
        let run = try Run("solve", try Run.file(Drawings.centre8x8))
        #expect(run.status == 0)
        #expect(
            TilingCheck.problem(in: run.stdout, board: Drawings.centre8x8.split(separator: "\n").map(String.init))
                == nil)
    }

    @Test func optionsMayBeWrittenWithEqualsAndEndedByDoubleDash() throws {
        let spaced = try Run("count", "3x20", "--engine", "dlx")
        let joined = try Run("count", "--engine=dlx", "3x20")
        let ended = try Run("count", "--engine", "dlx", "--", "3x20")
        #expect(spaced.status == 0 && joined.status == 0 && ended.status == 0)
        #expect(spaced.stdout == joined.stdout && joined.stdout == ended.stdout)
    }

    @Test func benchTimesAndChecksEachBoard() throws {
        let run = try Run("bench", "3x20", "8x8-centre", "--runs", "2")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines[0].split(separator: " ", omittingEmptySubsequences: true)
                == [
                    "board", "engine", "threads", "runs", "min", "median", "nodes", "Mnodes/s", "distinct", "all",
                    "peak", "check",
                ])
        #expect(lines[1].hasPrefix("3x20") && lines[1].hasSuffix("matches 3x20"))
        #expect(lines[2].hasPrefix("8x8-centre") && lines[2].contains(" 65 ") && lines[2].contains(" 520 "))
        #expect(lines[1].contains(" bitset "))
    }

    /// The boards the guide draws, as a clone holds them.
    @Test(
        arguments: [
            (["docs/boards/ring.txt"], "65 distinct tilings (520 counting rotations and reflections)"),
            (
                ["docs/boards/tall-plus-one.txt", "--allow-gaps"],
                "1002 distinct tilings leaving 1 cell empty (1002 counting rotations and reflections)"
            ),
            (["docs/boards/7x9-three-holes.txt"], "6481 distinct tilings (6481 counting rotations and reflections)"),
            (["docs/boards/6x10-x-and-l-placed.txt"], "8 distinct tilings (8 counting rotations and reflections)"),
            (["docs/boards/5x12-x-in-the-middle.txt"], "25 distinct tilings (50 counting rotations and reflections)"),
            (
                ["docs/boards/t-over-u.txt", "--pieces", "TU"],
                "1 distinct tiling (1 counting rotations and reflections)"
            ),
        ] as [([String], String)])
    func theReadmesBoardsCountAsItSays(arguments: [String], count: String) throws {
        let path = DescriptionTests.repository.appendingPathComponent(arguments[0]).path
        let run = try Run(arguments: ["count", path] + arguments.dropFirst())
        #expect(run.status == 0)
        #expect(run.stdout == "\(path): \(count)\n")
    }

    private func rectangle(_ size: String) -> [String] {
        let sides = size.split(separator: "x").map { Int($0)! }
        return Array(repeating: String(repeating: ".", count: sides[1]), count: sides[0])
    }
}
