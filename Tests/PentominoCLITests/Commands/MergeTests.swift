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
        // An incomplete shard, as an interrupted count prints it.
        let incomplete = JSONText.resealed(
            lines[3].replacingOccurrences(of: "\"complete\":true", with: "\"complete\":false"))
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

    /// A count that is not a whole number from 0 that fits 64 bits is refused with its line: missing,
    /// null, negative, fractional, a string or too large, even with a check that matches it; and so
    /// is a sum past 64 bits.
    @Test(arguments: [
        ("all", nil, "has no \"all\""),
        ("all", "null", "gives \"all\" as null"),
        ("all", "-1320", "gives \"all\" as -1320"),
        ("all", "1320.5", "gives \"all\" as 1320.5"),
        ("all", "1.32e3", "gives \"all\" as 1.32e3"),
        ("all", "\"1320\"", "gives \"all\" as the string \"1320\""),
        ("all", "18446744073709551616", "gives \"all\" as 18446744073709551616"),
        ("nodes", "true", "gives \"nodes\" as true"),
    ])
    func countsThatAreNotWholeNumbersAreRefused(member: String, value: String?, says message: String) throws {
        let lines = try MergeTests.shardLines(["count", "6x10"], count: 2)
        let pattern = try Regex("\"\(member)\":[0-9]+,")
        let edited = JSONText.resealed(
            lines[1].replacing(pattern, with: value.map { "\"\(member)\":\($0)," } ?? "", maxReplacements: 1))
        #expect(edited != lines[1])
        let run = try Run("merge", input: lines[0] + "\n" + edited + "\n")
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(
            run.errorLines == [
                "error: stdin line 2 \(message), not a count: a shard's counts are whole numbers from 0 to 18446744073709551615"
            ])
    }

    @Test func aSumPastSixtyFourBitsIsRefused() throws {
        let lines = try MergeTests.shardLines(["count", "6x10"], count: 2).map {
            JSONText.resealed($0.replacing(/"distinct":\d+/, with: "\"distinct\":18446744073709551615"))
        }
        let run = try Run("merge", input: lines.joined(separator: "\n"))
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(
            run.errorLines == [
                "error: the shards' \"distinct\" add up to more than 18446744073709551615 by stdin line 2, more than a count holds: give the lines as they were printed"
            ])
    }

    /// A line edited in transit no longer matches its check, and a line without one (from a version
    /// before checks) is refused with what to do.
    @Test func anEditedLineOrOneWithoutACheckIsRefused() throws {
        let lines = try MergeTests.shardLines(["count", "6x10"], count: 4)
        let edited = lines[0].replacing(/"all":\d+/, with: "\"all\":0")
        let run = try Run("merge", input: ([edited] + lines.dropFirst()).joined(separator: "\n"))
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(
            run.errorLines == [
                "error: stdin line 1 does not match its check: it was changed after it was printed; give the line as the count printed it, or count that shard again"
            ])
        let old = lines[2].replacing(/,"check":"[0-9a-f]{16}"/, with: "")
        let unchecked = try Run("merge", input: (lines.prefix(2) + [old] + lines.suffix(1)).joined(separator: "\n"))
        #expect(unchecked.status == 1)
        #expect(
            unchecked.errorLines == [
                "error: stdin line 3 has no check, which every line that count --json and exact-cover --json print ends with: count that shard again with this version of pentomino"
            ])
        // Resealed, the lines are whole again: the check is what the guide says it is.
        let whole = lines.prefix(2) + [JSONText.resealed(old)] + lines.suffix(1)
        let resealed = try Run("merge", input: whole.joined(separator: "\n"))
        #expect(resealed.status == 0 && resealed.stdout.hasPrefix("6x10: 2339 distinct tilings"), "\(resealed.stderr)")
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
