import Foundation
import Testing
import TilingCheck

/// `pentomino merge`: the shards' JSON lines of real counts, added up only when they are one whole.
struct MergeTests {
    /// The JSON lines of shards `indices` of `count` of a count, each run as its own process.
    static func shardLines(_ arguments: [String], count: Int, indices: [Int]? = nil) throws -> [String] {
        try (indices ?? Array(1...count)).map { index in
            let run = try Run(arguments: arguments + ["--shard", "\(index)/\(count)", "--json"])
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout.trimmingCharacters(in: .newlines)
        }
    }

    @Test func theShardsOfACountAddUpToTheWholeCountsLine() throws {
        let lines = try MergeTests.shardLines(["count", "6x10"], count: 8)
        let first = try Run.file(lines[..<3].joined(separator: "\n") + "\n", named: "first.jsonl")
        let rest = lines[3...].joined(separator: "\n") + "\n"
        let run = try Run("merge", first, "-", input: rest)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout == "6x10: 2339 distinct tilings (9356 counting rotations and reflections), from 8 shards\n")
        let json = try JSONText.object(try Run("merge", "--json", input: lines.joined(separator: "\n")).stdout)
        let whole = try JSONText.object(try Run("count", "6x10", "--json").stdout)
        for key in ["board", "pieces", "gaps", "distinct", "all", "problem"] {
            #expect("\(json[key] ?? "none")" == "\(whole[key] ?? "none")", "\(key)")
        }
        #expect(json["shards"] as? Int == 8 && json["complete"] as? Bool == true && json["shard"] as? String == "1/1")
    }

    @Test func theShardsOfAnExactCoverProblemAddUp() throws {
        let problem = try Run.file(KnuthText.langford(7), named: "langford7.dlx")
        let lines = try MergeTests.shardLines(["exact-cover", problem, "--engine", "dlx"], count: 5)
        let run = try Run("merge", input: lines.joined(separator: "\n") + "\n")
        #expect(run.stdout == "\(problem): 52 solutions, from 5 shards\n", "\(run.stderr)")
    }

    @Test func missingRepeatedIncompleteAndForeignShardsAreNamed() throws {
        let lines = try MergeTests.shardLines(["count", "4x15"], count: 6, indices: [1, 2, 2, 4, 6])
        let incomplete = lines[3].replacingOccurrences(of: "\"complete\":true", with: "\"complete\":false")
        let foreign = try MergeTests.shardLines(["count", "5x12"], count: 6, indices: [3])[0]
        let text = ([lines[0], lines[1], lines[2], incomplete, lines[4], foreign]).joined(separator: "\n") + "\n"
        let run = try Run("merge", input: text)
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(
            run.errorLines == [
                "error: the shards are not one whole count: stdin line 6 is from another count than stdin line 1 (another problem, cut or N); shards 3 and 5 of 6 missing; shard 2 given more than once; shard 4 incomplete (stdin line 4)"
            ])
        // Shards of another N, of the same count, are another cut.
        let other = try MergeTests.shardLines(["count", "4x15"], count: 3, indices: [2])[0]
        let mixed = try Run(
            "merge", input: (try MergeTests.shardLines(["count", "4x15"], count: 2) + [other]).joined(separator: "\n"))
        #expect(mixed.status == 1 && mixed.stderr.contains("stdin line 3 is from another count"), "\(mixed.stderr)")
    }

    @Test(arguments: [
        (
            "{\"board\":\"6x10\"}\n",
            "stdin line 1 is not a line that count --json or exact-cover --json printed with a problem fingerprint: give the lines of their shards"
        ),
        (
            "6x10: 2339 distinct tilings\n",
            "stdin line 1 is not a line that count --json or exact-cover --json printed with a problem fingerprint: give the lines of their shards"
        ),
        ("\n\n", "no JSON lines were given: give the shards' lines"),
    ])
    func linesThatAreNotShardsAreRefused(text: String, message: String) throws {
        let run = try Run("merge", input: text)
        #expect(run.status == 1)
        #expect(run.errorLines == ["error: \(message)"])
    }
}
