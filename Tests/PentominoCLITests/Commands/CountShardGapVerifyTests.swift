import Foundation
import Testing
import TilingCheck

/// `count --shard`, `--json`, `--allow-gaps`, progress, `boards` and `verify`, run on the built binary.
struct CountShardGapVerifyTests {
    @Test func eightShardsOf6x10AddUpToTheWholeCount() throws {
        var distinct = 0, all = 0
        for shard in 1...8 {
            let run = try Run("count", "6x10", "--shard", "\(shard)/8", "--json")
            #expect(run.status == 0 && run.stderr.isEmpty)
            let object = try JSONText.object(run.stdout)
            #expect(object["shard"] as? String == "\(shard)/8")
            #expect(object["complete"] as? Bool == true)
            distinct += object["distinct"] as! Int
            all += object["all"] as! Int
        }
        #expect(distinct == 2339 && all == 9356)
        let line = try Run("count", "6x10", "--shard", "3/8").stdout
        #expect(line.hasPrefix("6x10: ") && line.hasSuffix(" in shard 3/8\n"))
    }

    @Test func countJsonCarriesTheCountAndTheWork() throws {
        let run = try Run("count", "5x12", "--json", "--threads", "2", "--engine", "dlx")
        let object = try JSONText.object(run.stdout)
        #expect(object["board"] as? String == "5x12")
        #expect(object["distinct"] as? Int == 1010 && object["all"] as? Int == 4040)
        #expect(object["engine"] as? String == "dlx" && object["threads"] as? Int == 2 && object["gaps"] as? Int == 0)
        #expect((object["nodes"] as? Int ?? 0) > 0 && (object["seconds"] as? Double ?? -1) >= 0)
    }

    @Test func benchJsonHasOneObjectPerBoard() throws {
        let run = try Run("bench", "3x20", "8x8-centre", "--runs", "2", "--json")
        #expect(run.status == 0)
        let objects = try run.stdout.split(separator: "\n").map { try JSONText.object(String($0)) }
        #expect(objects.map { $0["board"] as? String } == ["3x20", "8x8-centre"])
        #expect(objects.map { $0["distinct"] as? Int } == [2, 65])
        #expect(objects.allSatisfy { ($0["median_seconds"] as? Double ?? 0) > 0 && ($0["peak_mib"] as? Int ?? 0) > 0 })
        #expect(objects.allSatisfy { $0["shard"] as? String == "1/1" })
    }

    /// `bench --shard K/N` times the count that `count --shard K/N` makes, unchecked against the whole board's count.
    @Test func benchTimesOneShard() throws {
        let count = try JSONText.object(try Run("count", "6x10", "--shard", "3/8", "--json").stdout)
        let run = try Run("bench", "6x10", "--shard", "3/8", "--runs", "2", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let bench = try JSONText.object(run.stdout)
        #expect(bench["shard"] as? String == "3/8" && bench["check"] as? String == "consistent")
        #expect(
            bench["distinct"] as? Int == count["distinct"] as? Int && bench["nodes"] as? Int == count["nodes"] as? Int)
        #expect((bench["distinct"] as? Int ?? 0) > 0 && (bench["distinct"] as? Int ?? 0) < 2339)
        let table = try Run("bench", "6x10", "--shard", "3/8", "--runs", "1")
        #expect(table.stdout.split(separator: "\n").last?.hasPrefix("6x10 3/8 ") == true, "\(table.stdout)")
    }

    /// `bench -` reads its board from standard input once, before its runs, and `--allow-gaps` times
    /// the count that `count --allow-gaps` makes.
    @Test func benchReadsStandardInputOnceAndTimesCountsWithGaps() throws {
        let board = CountShardGapVerifyTests.tallPlusOne.joined(separator: "\n") + "\n"
        let count = try JSONText.object(try Run("count", "-", "--allow-gaps", "--json", input: board).stdout)
        let run = try Run("bench", "-", "--allow-gaps", "--runs", "2", "--json", input: board)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let bench = try JSONText.object(run.stdout)
        #expect(bench["board"] as? String == "stdin" && bench["runs"] as? Int == 2)
        #expect(bench["distinct"] as? Int == count["distinct"] as? Int && bench["all"] as? Int == count["all"] as? Int)
        #expect((count["all"] as? Int ?? 0) > 0)
        let refused = try Run("bench", "-", "--runs", "1", input: board)
        #expect(
            refused.status == 1 && refused.errorLines.first?.contains("empty (--allow-gaps)") == true,
            "\(refused.stderr)")
        // A bad board after good ones stops the benchmark before any is timed: no half a table.
        for format in [[], ["--json"]] {
            let partly = try Run(arguments: ["bench", "3x20", "-", "--runs", "1"] + format, input: board)
            #expect(
                partly.status == 1 && partly.stdout.isEmpty && partly.errorLines.count == 1,
                "\(partly.stdout)\(partly.stderr)")
        }
    }

    /// 3x20 stood on end with one cell more, out to the side of its eighth row.
    static let tallPlusOne = (Array(repeating: "...", count: 7) + ["...."] + Array(repeating: "...", count: 12))

    @Test func gapsCountEqualsTheSumOverEachCellLeftEmpty() throws {
        let path = try Run.file(CountShardGapVerifyTests.tallPlusOne.joined(separator: "\n") + "\n")
        // Independently: each tiling leaves exactly one cell empty, so count the exact tilings of the
        // board with each open cell blocked in turn, and add them up.
        var expected = 0
        for (row, line) in CountShardGapVerifyTests.tallPlusOne.enumerated() {
            for column in line.indices {
                var board = CountShardGapVerifyTests.tallPlusOne
                board[row] =
                    String(line.prefix(column.utf16Offset(in: line))) + "#" + String(line[line.index(after: column)...])
                let run = try Run("count", "-", "--json", input: board.joined(separator: "\n"))
                expected += try JSONText.object(run.stdout)["all"] as! Int
            }
        }
        #expect(expected > 0)
        for engine in ["auto", "bitset", "dlx"] {
            let run = try Run("count", path, "--allow-gaps", "--engine", engine)
            #expect(run.status == 0)
            #expect(
                run.stdout
                    == "\(path): \(expected) distinct tilings leaving 1 cell empty (\(expected) counting rotations and reflections)\n"
            )
        }
        let solved = try Run("solve", path, "--allow-gaps", "--index", "500")
        #expect(solved.status == 0)
        let padded = CountShardGapVerifyTests.tallPlusOne.map { $0.padding(toLength: 4, withPad: "#", startingAt: 0) }
        #expect(TilingCheck.problem(in: solved.stdout, board: padded, emptyCells: 1) == nil, "\(solved.stdout)")
        #expect(solved.stdout.filter { $0 == "#" }.count == 19, "the 19 blocked cells")
    }

    @Test func extraCellsWithoutAllowGapsAreRefusedWithTheFix() throws {
        let run = try Run("count", "8x8")
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: 8x8: the board has 64 open cells, 4 more than the 12 pentominoes cover: give a board with exactly 60 open cells, or allow gaps to leave 4 cells empty (--allow-gaps)"
            ])
    }

    @Test func tooFewCellsAskForAtLeastTheSetWhenGapsAreAllowed() throws {
        let run = try Run("count", "4x5", "--pieces", "LLLLL", "--allow-gaps")
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: 4x5: the board has 20 open cells, but the pentominoes L L L L L cover exactly 25: give a board with at least 25 open cells"
            ])
    }

    @Test func progressStaysOffPipesAndQuietRuns() throws {
        for extra in [[], ["--quiet"]] {
            let run = try Run(arguments: ["count", "5x12", "--engine", "dlx", "--threads", "1"] + extra)
            #expect(run.status == 0 && run.stderr.isEmpty)
        }
    }

    /// The progress line shows on a terminal once a count has run a second (the 8x8 with gaps, a
    /// minute or more), redrawn in place; a terminal that cannot redraw a line (`TERM=dumb`, started
    /// first, so that it has run at least as long) gets none of it.
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func progressIsRedrawnOnATerminalAfterASecond() throws {
        let arguments = ["count", "8x8", "--allow-gaps", "--threads", "1"]
        let dumb = try TerminalRun(arguments, prefix: "env TERM=dumb")
        let run = try TerminalRun(arguments)
        #expect(
            run.wait { $0.contains("tilings so far") && $0.contains("% done, about ") && $0.contains(" left") },
            "\(run.shown)")
        #expect(run.shown.contains("\r\u{1B}[K"))
        run.interrupt()
        dumb.interrupt()
        #expect(!dumb.shown.contains("tilings so far") && !dumb.shown.contains("\u{1B}"), "\(dumb.shown)")
    }

    /// The search for a first tiling shows a line of its own while it runs (on 5x120 by ten sets,
    /// which only Dancing Links holds, for far longer than the test waits), wiped when it is
    /// interrupted; `--quiet` (started first) silences it.
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func solveShowsProgressWhileItSearchesForAFirstTiling() throws {
        let arguments = ["solve", "5x120", "--pieces", "10*pentominoes"]
        let quiet = try TerminalRun(arguments + ["--quiet"])
        let shown = try TerminalRun(arguments)
        #expect(
            shown.wait { $0.contains("\r\u{1B}[Ksearching for a tiling: ") && $0.contains(" M nodes, ") },
            "\(shown.shown)")
        shown.interrupt()
        #expect(shown.shown.contains("\r\u{1B}[Kinterrupted: no tiling was printed"), "\(shown.shown)")
        quiet.interrupt()
        #expect(
            !quiet.shown.contains("searching for a tiling")
                && quiet.shown.contains("interrupted: no tiling was printed"),
            "\(quiet.shown)")
    }

    /// Where the tilings go to a file, which shows nothing as it fills, the line stays until the
    /// search ends, counting them (every tiling of the 8x8 with gaps would take minutes); where
    /// they go to a pipe (started first), it goes at the first tiling, as on a terminal.
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func solveShowsProgressAllTheWayWhileItWritesToAFile() throws {
        let file = try Run.file("", named: "tilings"), pipedFile = try Run.file("", named: "piped")
        let arguments = ["solve", "8x8", "--allow-gaps", "--all"]
        let piped = try TerminalRun(arguments, suffix: "| cat > '\(pipedFile)'")
        let shown = try TerminalRun(arguments, suffix: "> '\(file)'")
        #expect(shown.wait { $0.contains(" tilings so far, ") && $0.contains(" M nodes, ") }, "\(shown.shown)")
        shown.interrupt()
        let printed = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n\n").count
        #expect(
            printed > 0 && shown.shown.contains("\r\u{1B}[Kinterrupted: printed \(printed) distinct tilings"),
            "\(shown.shown)")
        piped.interrupt()
        #expect(
            !piped.shown.contains("tilings so far") && piped.shown.contains("interrupted: printed "), "\(piped.shown)")
    }

    /// The count behind `solve --random` shows the line too (Dancing Links without symmetry
    /// breaking, counting the 8x8 with gaps on one thread: hours); `--quiet` (started first)
    /// silences it.
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func solveShowsProgressWhileItCountsUnlessQuiet() throws {
        let arguments = [
            "solve", "8x8", "--allow-gaps", "--random", "--seed", "3", "--with-symmetries", "--engine", "dlx",
            "--threads", "1",
        ]
        let quiet = try TerminalRun(arguments + ["--quiet"])
        let shown = try TerminalRun(arguments)
        #expect(
            shown.wait { $0.contains("tilings so far") && $0.contains("% done, about ") && $0.contains(" left") },
            "\(shown.shown)")
        shown.interrupt()
        quiet.interrupt()
        #expect(!quiet.shown.contains("tilings so far"), "\(quiet.shown)")
    }

    @Test func boardsListsTheBuiltInBoards() throws {
        let run = try Run("boards")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                name        size    cells  pieces       distinct  all
                6x10        6x10    60     pentominoes  2339      9356
                5x12        5x12    60     pentominoes  1010      4040
                4x15        4x15    60     pentominoes  368       1472
                3x20        3x20    60     pentominoes  2         8
                8x8-centre  8x8     60     pentominoes  65        520
                3x30        3x30    90     one-sided    46        184
                5x18        5x18    90     one-sided    686628    2746512
                6x15        6x15    90     one-sided    2567183   10268732
                9x10        9x10    90     one-sided    10440433  41761732
                2x3x10      2x3x10  60     pentominoes  12        96
                2x5x6       2x5x6   60     pentominoes  264       2112
                3x4x5       3x4x5   60     pentominoes  3940      31520

                """)
        let json = try Run("boards", "--json").stdout.split(separator: "\n").map { try JSONText.object(String($0)) }
        #expect(
            json.map { $0["name"] as? String } == [
                "6x10", "5x12", "4x15", "3x20", "8x8-centre", "3x30", "5x18", "6x15", "9x10", "2x3x10", "2x5x6",
                "3x4x5",
            ])
        #expect(
            json.map { $0["pieces"] as? String } == Array(repeating: "pentominoes", count: 5)
                + Array(repeating: "one-sided", count: 4)
                + Array(repeating: "pentominoes", count: 3))
        #expect(json[8]["all"] as? Int == 41_761_732)
        #expect(json.last?["layers"] as? Int == 3 && json.last?["rows"] as? Int == 4 && json.first?["layers"] == nil)
    }

    @Test func verifyAcceptsSolveOutputAndNamesTheBoard() throws {
        for board in ["6x10", "5x12", "8x8-centre"] {
            let solved = try Run("solve", board)
            let run = try Run("verify", "-", input: solved.stdout)
            #expect(run.status == 0 && run.stdout == "stdin: valid tiling of \(board) (golomb letters)\n")
        }
        let three = try Run("solve", "6x10", "--all", "--limit", "3").stdout
        let run = try Run("verify", try Run.file(three, named: "three.txt"))
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 3)
    }

    @Test func verifyRejectsABrokenTilingSayingWhichLetterAndWhere() throws {
        let broken = "LLLLFTYYYY\nLXFFFTTTYI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZZ\n"
        let run = try Run("verify", input: broken)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.errorLines == [
                "error: stdin: letter I covers 4 cells (first at row 2, column 10), but the I piece covers 5"
            ])
        let good = try Run("solve", "6x10", "--all", "--limit", "2").stdout
        let mixed = try Run("verify", input: good + "\n" + broken)
        #expect(mixed.status == 1)
        #expect(mixed.stdout.split(separator: "\n").count == 3)
        #expect(
            mixed.errorLines.first?.hasPrefix(
                "error: 1 of 3 tilings are not valid, first stdin, tiling 3: letter I covers 4") == true)
        let empty = try Run("verify", input: "\n")
        #expect(
            empty.status == 1
                && empty.errorLines == [
                    "error: stdin holds no tiling: expected rows of pentomino letters, as 'pentomino solve' prints"
                ])
    }
}
