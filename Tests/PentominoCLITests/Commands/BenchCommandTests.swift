import Foundation
import Testing
import TilingCheck

/// `bench`: its JSON, one shard, standard input and counts with gaps, run on the built binary.
struct BenchCommandTests {
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
        let board = CountCommandTests.tallPlusOne.joined(separator: "\n") + "\n"
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
}
