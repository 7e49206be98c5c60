// `pentomino merge` on real shards' lines:
//
// - Whole counts: of a board and of an exact-cover problem, added up.
// - Lines that are not one whole count, or that no count prints: each refused with its line.
// - Files of any length, and lines ended by CR LF.

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

    // MARK: - Whole counts

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

    // MARK: - Lines refused

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

    /// Past the first eight, incomplete shards are counted rather than named.
    @Test func manyIncompleteShardsAreCountedPastTheFirstEight() throws {
        let lines = try MergeTests.shardLines(["count", "3x20"], count: 11).map {
            JSONText.resealed($0.replacingOccurrences(of: "\"complete\":true", with: "\"complete\":false"))
        }
        let run = try Run("merge", input: lines.joined(separator: "\n") + "\n")
        let places = (1...8).map { "stdin line \($0)" }.joined(separator: ", ")
        #expect(
            run.errorLines == [
                "error: the shards are not one whole count: shards 1, 2, 3, 4, 5, 6, 7, 8 and 3 more incomplete (\(places) and 3 more lines)"
            ])
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
        ("distinct", "-0", "gives \"distinct\" as -0"),
        ("distinct", "0592", "gives \"distinct\" as 0592"),
        ("distinct", "+592", "gives \"distinct\" as +592"),
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
                "error: stdin line 2 \(message), not a count: a shard's counts are whole numbers from 0 to 18446744073709551615, with no sign or leading zero"
            ])
    }

    /// A line that no count prints is refused with its line and reason, its check remade: a member
    /// given twice, all below distinct, seconds below 0, and a line that names the count otherwise than
    /// the first line of the same problem.
    @Test(arguments: [
        (
            #""distinct":\d+"#, "\"distinct\":1,\"distinct\":2",
            "stdin line 2 gives \"distinct\" more than once, which no count prints: give the line as it was printed"
        ),
        (
            #""all":\d+"#, "\"all\":0",
            "stdin line 2 gives \"all\" 0 below \"distinct\" DISTINCT, which no count prints: every distinct tiling is one of all; give the line as it was printed"
        ),
        (
            #""seconds":[0-9.e-]+"#, "\"seconds\":-1",
            "stdin line 2 gives \"seconds\" as -1, not a time: a shard's seconds are a number from 0; give the line as it was printed"
        ),
        (
            #""gaps":0"#, "\"gaps\":2",
            "stdin line 2 gives \"gaps\" otherwise than stdin line 1, of the same count: every line of one count names the same board, pieces, gaps and options; give the lines as they were printed"
        ),
        (
            #""pieces":"[A-Z]+""#, "\"pieces\":\"FILNPTUVWXY\"",
            "stdin line 2 gives \"pieces\" otherwise than stdin line 1, of the same count: every line of one count names the same board, pieces, gaps and options; give the lines as they were printed"
        ),
    ])
    func linesNoCountPrintsAreRefused(pattern: String, replacement: String, message: String) throws {
        let lines = try MergeTests.shardLines(["count", "6x10"], count: 2)
        let edited = JSONText.resealed(lines[1].replacing(try Regex(pattern), with: replacement, maxReplacements: 1))
        #expect(edited != lines[1] && edited.contains(replacement))
        let run = try Run("merge", input: lines[0] + "\n" + edited + "\n")
        #expect(run.status == 1 && run.stdout.isEmpty)
        let distinct = String(lines[1].firstMatch(of: /"distinct":(\d+)/)!.output.1)
        #expect(run.errorLines == ["error: \(message.replacing("DISTINCT", with: distinct))"])
    }

    @Test func aSumPastSixtyFourBitsIsRefused() throws {
        let lines = try MergeTests.shardLines(["count", "6x10"], count: 2).map {
            JSONText.resealed(
                $0.replacing(
                    /"distinct":\d+,"all":\d+/, with: "\"distinct\":18446744073709551615,\"all\":18446744073709551615"))
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

    // MARK: - Files of any length and line end

    /// Lines ended by CR LF, as a file written on Windows has them, read as lines ended by LF.
    @Test func linesEndedByCarriageReturnsAndLineFeedsAreRead() throws {
        let lines = try MergeTests.shardLines(["count", "3x20"], count: 3)
        let file = try Run.file(lines.joined(separator: "\r\n") + "\r\n", named: "crlf.jsonl")
        let run = try Run("merge", file)
        #expect(
            run.status == 0
                && run.stdout == "3x20: 2 distinct tilings (8 counting rotations and reflections), from 3 shards\n",
            "\(run.stderr)")
    }

    /// The most shards a count has, 4,096 lines of over a megabyte, from one file and from standard
    /// input: the first shard's line as the count printed it, and the others made from it with their
    /// checks remade (the real 4,096 take minutes even on the release binary).
    @Test func fourThousandNinetySixShardsInOverAMegabyteAreMerged() throws {
        let first = try MergeTests.shardLines(["count", "6x10"], count: 4096, indices: [1])[0]
        let lines = (1...4096).map { index in
            JSONText.resealed(
                first.replacing(/"shard":"1\/4096"/, with: "\"shard\":\"\(index)/4096\"")
                    .replacing(/"distinct":\d+,"all":\d+/, with: "\"distinct\":\(index),\"all\":\(4 * index)"))
        }
        let text = lines.joined(separator: "\n") + "\n"
        #expect(text.utf8.count > 1 << 20)
        let expected =
            "6x10: 8390656 distinct tilings (33562624 counting rotations and reflections), from 4096 shards\n"
        let fromFile = try Run("merge", try Run.file(text, named: "shards.jsonl"))
        #expect(fromFile.status == 0 && fromFile.stdout == expected, "\(fromFile.stderr)")
        let fromInput = try Run("merge", input: text)
        #expect(fromInput.status == 0 && fromInput.stdout == expected, "\(fromInput.stderr)")
    }

    /// A line longer than any count prints is refused with its number, before it is read whole.
    @Test func aLineLongerThanAnyCountPrintsIsRefused() throws {
        let lines = try MergeTests.shardLines(["count", "3x20"], count: 2)
        let text = lines[0] + "\n" + String(repeating: " ", count: 70_000) + lines[1] + "\n"
        let run = try Run("merge", input: text)
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: stdin line 2 is longer than 65536 bytes: a file of JSON lines holds the JSON lines that count and exact-cover print"
            ])
    }
}
