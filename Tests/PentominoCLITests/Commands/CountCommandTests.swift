import Foundation
import Testing
import TilingCheck

/// `count`: shards, `--json`, `--allow-gaps`, and boards it refuses, run on the built binary.
struct CountCommandTests {
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

    /// 3x20 stood on end with one cell more, out to the side of its eighth row.
    static let tallPlusOne = (Array(repeating: "...", count: 7) + ["...."] + Array(repeating: "...", count: 12))

    @Test func gapsCountEqualsTheSumOverEachCellLeftEmpty() throws {
        let path = try Run.file(CountCommandTests.tallPlusOne.joined(separator: "\n") + "\n")
        // Independently: each tiling leaves exactly one cell empty, so count the exact tilings of the
        // board with each open cell blocked in turn, and add them up.
        var expected = 0
        for (row, line) in CountCommandTests.tallPlusOne.enumerated() {
            for column in line.indices {
                var board = CountCommandTests.tallPlusOne
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
        let padded = CountCommandTests.tallPlusOne.map { $0.padding(toLength: 4, withPad: "#", startingAt: 0) }
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
}
