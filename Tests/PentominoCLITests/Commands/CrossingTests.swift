import Foundation
import Testing
import TilingCheck

/// Every counting mode crossed with every modifier, on small boards: each run either agrees with a
/// second route (the problem exported to Knuth's format and counted by `exact-cover`, the brute
/// force of `TilingCheck`, or the plain count of the same board) or is refused with exit 64 and a
/// line that names what does not go together. No modifier is ever ignored: each problem below has
/// a count that the modifier changes. `docs/GUIDE.md` ("What goes with what") has the table.
struct CrossingTests {
    /// A small problem: the board and options that pose it, the options that modify it, and how
    /// `--pieces` names a subset of its pieces, from the letters `count --by-pieces` gives (nil
    /// where the pieces come from a file).
    struct Problem: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let modifiers: [String]
        let subset: (@Sendable (String) -> String)?

        var testDescription: String { name }
        var hasGaps: Bool { arguments.contains("--allow-gaps") }
        /// How many pieces the whole set has.
        var pieceCount: Int { name == "tatami" ? 6 : 4 }
    }

    static let lyingI = Repository.root.appendingPathComponent("docs/boards/lying-i.txt").path

    static let problems: [Problem] =
        [
            Problem(name: "plain", arguments: ["4x5", "--pieces", "LNPU"], modifiers: [], subset: { $0 }),
            Problem(
                name: "gaps", arguments: ["5x5", "--pieces", "LNPU", "--allow-gaps"], modifiers: ["--allow-gaps"],
                subset: { $0 }),
            // 14 distinct tilings without the rule, 12 with it.
            Problem(
                name: "tatami", arguments: ["5x6", "--pieces", "LNPUVY", "--tatami"], modifiers: ["--tatami"],
                subset: { $0 }),
        ]
        + ["flat", "ring", "tube", "torus", "mobius", "klein"].map { surface in
            Problem(
                name: surface, arguments: ["4x5", "--pieces", "LNPU", "--surface", surface], modifiers: ["--surface"],
                subset: { $0 })
        }
        + [
            // One-sided: 1 distinct tiling, 2 in all; free, 2 and 8.
            Problem(
                name: "one-sided", arguments: ["4x5", "--pieces", "one-sided:LNPU"], modifiers: [],
                subset: { "one-sided:" + $0 }),
            // The I fixed lying: it cannot stand on the 5x5, which the free I can.
            Problem(
                name: "fixed", arguments: ["5x5", "--pieces", "PUY,\(lyingI)", "--allow-gaps"],
                modifiers: ["--allow-gaps"], subset: nil),
            Problem(name: "copies", arguments: ["4x5", "--pieces", "2*L,2*N"], modifiers: [], subset: { $0 }),
            Problem(
                name: "all at once",
                arguments: ["5x5", "--pieces", "one-sided:LlNU", "--allow-gaps", "--tatami", "--surface", "torus"],
                modifiers: ["--allow-gaps", "--tatami", "--surface"], subset: { "one-sided:" + $0 }),
        ]

    /// Each engine, one on one thread and one on two.
    static let variants = [["--engine", "bitset", "--threads", "1"], ["--engine", "dlx", "--threads", "2"]]

    /// The counts of `problem` by a second route: export then exact-cover, or the brute force for
    /// copies of a piece, which Knuth's format cannot hold.
    static func reference(_ problem: Problem) throws -> (distinct: Int, all: Int) {
        if problem.name == "copies" {
            let board = [".....", ".....", ".....", "....."]
            return (
                BruteForce.countClasses(board: board, letters: Array("LLNN")),
                BruteForce.countTilings(board: board, letters: Array("LLNN"))
            )
        }
        func solutions(_ options: [String]) throws -> Int {
            let export = try Run(arguments: ["export"] + problem.arguments + options)
            #expect(export.status == 0, "\(problem.name): \(export.stderr)")
            let counted = try Run("exact-cover", "-", "--json", input: export.stdout)
            return try #require(JSONText.object(counted.stdout)["solutions"] as? Int, "\(counted.stderr)")
        }
        return (try solutions(["--distinct"]), try solutions([]))
    }

    /// Whether `run` was refused as a usage error whose line names one of `names`.
    static func isRefused(_ run: Run, naming names: [String]) -> Bool {
        run.status == 64 && names.contains { run.errorLines.first?.contains($0) == true }
    }

    /// The counts of a JSON line.
    static func counts(_ line: some StringProtocol) throws -> (distinct: Int, all: Int) {
        let object = try JSONText.object(line)
        return (try #require(object["distinct"] as? Int), try #require(object["all"] as? Int))
    }

    @Test(arguments: problems)
    func everyModeAgreesWithASecondRouteOrIsRefused(problem: Problem) throws {
        let expected = try CrossingTests.reference(problem)
        let name = problem.name
        #expect(expected.all > 0, "\(name): a problem without tilings shows nothing")
        for variant in CrossingTests.variants {
            let run = { (command: String, options: [String]) in
                try Run(arguments: [command] + problem.arguments + options + variant)
            }
            let label = "\(name) on \(variant[1]), \(variant[3]) threads"
            // count
            let count = try run("count", ["--json"])
            #expect(try CrossingTests.counts(count.stdout) == expected, "\(label): \(count.stdout)")
            // --at-most and --unique
            let atMost = try run("count", ["--at-most", "\(expected.distinct)"])
            #expect(atMost.status == 0 && atMost.stdout.contains(": \(expected.distinct) distinct tiling"), "\(label)")
            let below = try run("count", ["--at-most", "\(expected.distinct - 1)", "--json"])
            #expect(try JSONText.object(below.stdout)["more"] as? Bool == true, "\(label): \(below.stdout)")
            let unique = try run("count", ["--unique"])
            #expect(unique.status == (expected.distinct == 1 ? 0 : 3), "\(label): \(unique.stdout)")
            // --by-gaps
            let byGaps = try run("count", ["--by-gaps", "--json"])
            if problem.hasGaps {
                let lines = byGaps.stdout.split(separator: "\n")
                let rows = try lines.dropLast().map(CrossingTests.counts)
                #expect(try CrossingTests.counts(lines.last ?? "") == expected, "\(label)")
                #expect(
                    rows.reduce(0) { $0 + $1.distinct } == expected.distinct
                        && rows.reduce(0) { $0 + $1.all } == expected.all, "\(label)")
            } else {
                #expect(CrossingTests.isRefused(byGaps, naming: ["--allow-gaps"]), "\(label): \(byGaps.stderr)")
            }
            // --by-pieces: the whole set's row is the count; every other row, the subset's own count.
            let byPieces = try run("count", ["--by-pieces", "--json"])
            #expect(byPieces.status == 0, "\(label): \(byPieces.stderr)")
            let rows = byPieces.stdout.split(separator: "\n").dropLast()
            #expect(
                try rows.contains { try (JSONText.object($0)["pieces"] as? String)?.count == problem.pieceCount },
                "\(label): no row for the whole set")
            for row in rows {
                let object = try JSONText.object(row)
                let pieces = try #require(object["pieces"] as? String)
                let found = try CrossingTests.counts(row)
                if pieces.count == problem.pieceCount { #expect(found == expected, "\(label): \(row)") }
                guard let subset = problem.subset, variant == CrossingTests.variants[0] else { continue }
                var alone = problem.arguments
                alone[alone.firstIndex(of: "--pieces")! + 1] = subset(pieces)
                let plain = try Run(arguments: ["count"] + alone + ["--json"])
                #expect(try CrossingTests.counts(plain.stdout) == found, "\(label): \(row)")
            }
            // --shard: the parts add up, and merge says so.
            let parts = try [1, 2].map { try run("count", ["--shard", "\($0)/2", "--json"]) }
            let partCounts = try parts.map { try CrossingTests.counts($0.stdout) }
            #expect(
                partCounts.reduce(0) { $0 + $1.distinct } == expected.distinct
                    && partCounts.reduce(0) { $0 + $1.all } == expected.all, "\(label)")
            let merged = try Run("merge", "--json", input: parts.map(\.stdout).joined())
            #expect(try CrossingTests.counts(merged.stdout) == expected, "\(label): \(merged.stderr)")
            // --checkpoint: a count that saves, and one that resumes from what was saved.
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("crossing-\(UUID())").path
            defer { try? FileManager.default.removeItem(atPath: file) }
            for _ in 0..<2 {
                let saved = try run("count", ["--checkpoint", file, "--json"])
                #expect(try CrossingTests.counts(saved.stdout) == expected, "\(label): \(saved.stderr)")
            }
            // puzzle: its one-solution puzzle read back has exactly one completion.
            let puzzle = try run("puzzle", [])
            if puzzle.status == 0 {
                let options = Array(problem.arguments.dropFirst())
                let readBack = try Run(arguments: ["count", "-", "--unique"] + options, input: puzzle.stdout)
                #expect(readBack.status == 0, "\(label): \(puzzle.stdout)\(readBack.stderr)")
            } else {
                #expect(CrossingTests.isRefused(puzzle, naming: problem.modifiers), "\(label): \(puzzle.stderr)")
            }
            // puzzle --table: every distinct tiling in one row or another.
            let table = try run("puzzle", ["--table"])
            if table.status == 0 {
                let rows = table.stdout.split(separator: "\n").dropFirst().dropLast()
                let tilings = rows.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
                #expect(tilings.count == rows.count && tilings.reduce(0, +) == expected.distinct, "\(label)")
            } else {
                #expect(CrossingTests.isRefused(table, naming: problem.modifiers), "\(label): \(table.stderr)")
            }
        }
        // export, whose problem is the reference above; copies it refuses.
        let export = try Run(arguments: ["export"] + problem.arguments)
        #expect(
            problem.name == "copies"
                ? CrossingTests.isRefused(export, naming: ["copies"]) : export.status == 0,
            "\(name): \(export.stderr)")
        // play, which takes no engine, threads or modifier of the board: its hints come from every tiling.
        let play = try Run(arguments: ["play"] + problem.arguments)
        if play.status == 0 {
            #expect(play.stderr.contains(": hints from \(expected.all) tilings"), "\(name): \(play.stderr)")
        } else {
            #expect(CrossingTests.isRefused(play, naming: problem.modifiers), "\(name): \(play.stderr)")
        }
    }
}
