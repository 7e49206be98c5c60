import Foundation
import Testing
import TilingCheck

@testable import PentominoKit

/// `--surface`: counts, tilings, pictures and exports of boards whose edges meet.
struct SurfaceCommandTests {
    /// The distinct and all counts a `count --json` run printed.
    static func counts(_ arguments: String...) throws -> (distinct: Int, all: Int) {
        let run = try Run(arguments: ["count"] + arguments + ["--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try JSONText.object(run.stdout)
        return (try #require(object["distinct"] as? Int), try #require(object["all"] as? Int))
    }

    /// The two counts published before: the 3x20 ring and the 3x20 tube, up to symmetry.
    @Test func thePublishedCountsHold() throws {
        let ring = try Run("count", "3x20", "--surface", "ring")
        #expect(ring.stdout == "3x20 ring: 2 distinct tilings (160 counting shifts, rotations and reflections)\n")
        #expect(try SurfaceCommandTests.counts("3x20", "--surface", "tube").distinct == 48_928)
    }

    /// Both engines, on one thread and on two, and the shards of a count, give the same numbers.
    @Test(arguments: ["mobius", "klein", "torus"])
    func enginesThreadsAndShardsAgree(surface: String) throws {
        let whole = try SurfaceCommandTests.counts("3x15", "--surface", surface, "--pieces", "FILNPTUVW")
        #expect(whole.all > 0)
        for engine in ["bitset", "dlx"] {
            for threads in ["1", "2"] {
                let count = try SurfaceCommandTests.counts(
                    "3x15", "--surface", surface, "--pieces", "FILNPTUVW", "--engine", engine, "--threads", threads)
                #expect(count == whole, "\(engine) on \(threads) threads")
            }
        }
        var shards = (distinct: 0, all: 0)
        for shard in 1...3 {
            let count = try SurfaceCommandTests.counts(
                "3x15", "--surface", surface, "--pieces", "FILNPTUVW", "--shard", "\(shard)/3")
            shards = (shards.distinct + count.distinct, shards.all + count.all)
        }
        #expect(shards == whole)
    }

    /// The shards' JSON lines name the surface, and `merge` words their total as `count` does.
    @Test func mergedShardsCountShiftsToo() throws {
        let lines = try (1...2).map { shard in
            let run = try Run("count", "4x15", "--surface", "ring", "--shard", "\(shard)/2", "--json")
            #expect(try JSONText.object(run.stdout)["surface"] as? String == "ring")
            return run.stdout
        }
        let merged = try Run("merge", "-", input: lines.joined())
        #expect(
            merged.stdout
                == "4x15 ring: 901 distinct tilings (54060 counting shifts, rotations and reflections), from 2 shards\n"
        )
        let json = try JSONText.object(try Run("merge", "-", "--json", input: lines.joined()).stdout)
        #expect(json["surface"] as? String == "ring" && json["distinct"] as? Int == 901)
        let flat = try JSONText.object(try Run("count", "4x15", "--json").stdout)
        #expect(flat["surface"] == nil)
    }

    /// What `solve` prints, `verify` accepts on that surface and refuses on another; a broken
    /// tiling is refused with the letter and place that are wrong.
    @Test func solvedTilingsVerifyOnTheirSurfaceOnly() throws {
        let solved = try Run("solve", "3x20", "--surface", "ring", "--all")
        #expect(solved.status == 0)
        #expect(TilingVerifier.drawings(in: solved.stdout).count == 2)
        let accepted = try Run("verify", "--surface", "ring", input: solved.stdout)
        #expect(accepted.status == 0)
        #expect(accepted.stdout.contains("stdin, tiling 2: valid tiling of 3x20 ring"))
        // The first tiling's I runs across the glued edge, which a flat board does not have.
        let flat = try Run("verify", input: solved.stdout)
        #expect(flat.status == 1)
        #expect(flat.stderr.hasSuffix("(it is a valid tiling of a ring, whose edges meet: give --surface ring)\n"))
        let first = TilingVerifier.drawings(in: solved.stdout)[0]
        let second = try Run("solve", "3x20", "--surface", "ring", "--index", "2")
        #expect(second.stdout == TilingVerifier.drawings(in: solved.stdout)[1] + "\n")
        // Two cells of different pieces swapped across the glued edge.
        var rows = first.split(separator: "\n").map { Array($0) }
        (rows[1][0], rows[1][19]) = (rows[1][19], rows[1][0])
        let broken = String(rows.map { String($0) }.joined(separator: "\n"))
        let refused = try Run("verify", "--surface", "ring", input: broken)
        #expect(refused.status == 1)
        #expect(refused.errorLines.count == 1 && refused.stderr.hasPrefix("error: stdin: letter "))
    }

    /// `export` writes the problem of every tiling on the surface: read back and counted by Dancing
    /// Links, and by `exact-cover` on both engines, it gives the count's "all" and the brute force's.
    @Test(arguments: ["ring", "tube", "torus", "mobius", "klein"])
    func exportsCountEveryTiling(surface: String) throws {
        let drawing = [".......", "...#...", "......."]
        let board = try Run.file(drawing.joined(separator: "\n") + "\n")
        let run = try Run(arguments: ["export", board, "--pieces", "FLPU", "--surface", surface])
        #expect(run.status == 0, "\(run.stderr)")
        let exported = ExportTests.count(try ExportTests.read(run.stdout))
        let brute = SurfaceBruteForce(board: drawing, surface: surface).countTilings(letters: Array("FLPU"))
        #expect(exported == UInt64(brute))
        #expect(try SurfaceCommandTests.counts(board, "--pieces", "FLPU", "--surface", surface).all == brute)
        for engine in ["bitset", "dlx"] {
            let read = try Run("exact-cover", "-", "--engine", engine, "--json", input: run.stdout)
            #expect(try JSONText.object(read.stdout)["solutions"] as? Int == brute, "\(surface), \(engine)")
        }
    }

    /// The SVG pictures of a tiling and of a puzzle mark the glued sides: one arrow on each column
    /// side, two on each row side.
    @Test(arguments: [("flat", 0), ("ring", 2), ("tube", 4), ("torus", 6), ("mobius", 2), ("klein", 6)])
    func picturesMarkTheGluedSides(surface: String, arrows: Int) throws {
        let pictures = [
            ["solve", "4x15"],
            ["puzzle", "5x6", "--pieces", "FILNPT", "--seed", "1"],
        ]
        for arguments in pictures {
            let run = try Run(arguments: arguments + ["--surface", surface, "--format", "svg"])
            #expect(run.status == 0, "\(arguments[0]): \(run.stderr)")
            #expect(
                run.stdout.components(separatedBy: "<title>glued side</title>").count - 1 == arrows, "\(arguments[0])")
        }
    }

    /// `tiling`, printed by `solve` with `flags` on `surface`, is one tiling of its board to `count`
    /// and `solve` with the same flags, and a valid one to `verify`.
    static func expectReadBack(_ tiling: String, flags: [String], surface: String) throws {
        let counted = try Run(arguments: ["count", "-", "--json"] + flags, input: tiling)
        #expect(try JSONText.object(counted.stdout)["distinct"] as? Int == 1, "\(tiling)\n\(counted.stderr)")
        let again = try Run(arguments: ["solve", "-"] + flags, input: tiling)
        #expect(again.stdout == tiling + "\n", "\(again.stderr)")
        let verified = try Run(arguments: ["verify", "--surface", surface, "--pieces", "ILPUY"], input: tiling)
        #expect(verified.status == 0, "\(verified.stderr)")
    }

    /// Every drawing that `solve` and `puzzle` print on a surface reads back with the same flags: a
    /// tiling, whose pieces may cross glued edges, is one tiling of its board to `count`, `solve` and
    /// `verify`; a puzzle has one completion, its solution, to `count --unique` and `solve`.
    @Test(arguments: ["flat", "ring", "tube", "torus", "mobius", "klein"])
    func everyDrawingReadsBackOnItsSurface(surface: String) throws {
        let flags = ["--pieces", "ILPUY", "--surface", surface]
        let solved = try Run(arguments: ["solve", "5x5", "--all"] + flags)
        let tilings = TilingVerifier.drawings(in: solved.stdout)
        #expect(solved.status == 0 && !tilings.isEmpty, "\(solved.stderr)")
        for tiling in tilings { try SurfaceCommandTests.expectReadBack(tiling, flags: flags, surface: surface) }
        let puzzle = try Run(arguments: ["puzzle", "5x5", "--seed", "1", "--format", "json"] + flags)
        let made = try JSONText.object(puzzle.stdout)
        let shown = try #require(made["rows"] as? [String]), solution = try #require(made["solution"] as? [String])
        let unique = try Run(arguments: ["count", "-", "--unique"] + flags, input: shown.joined(separator: "\n"))
        #expect(unique.status == 0, "\(shown)\n\(unique.stderr)")
        let completed = try Run(arguments: ["solve", "-"] + flags, input: shown.joined(separator: "\n"))
        #expect(completed.stdout == solution.joined(separator: "\n") + "\n", "\(completed.stderr)")
        let remade = try Run(arguments: ["puzzle", "-"] + flags, input: shown.joined(separator: "\n"))
        #expect(remade.status == 0, "\(remade.stderr)")
    }

    /// The same with cells left empty: each tiling that `solve` prints, as letters and as JSON, and
    /// the puzzle that `puzzle` prints as letters, read back with `--allow-gaps`.
    @Test(arguments: ["flat", "ring", "tube", "torus", "mobius", "klein"])
    func everyDrawingWithEmptyCellsReadsBackOnItsSurface(surface: String) throws {
        let flags = ["--pieces", "ILPUY", "--surface", surface, "--allow-gaps"]
        let solved = try Run(arguments: ["solve", "5x6", "--limit", "20"] + flags)
        let tilings = TilingVerifier.drawings(in: solved.stdout)
        #expect(solved.status == 0 && tilings.count == 20, "\(solved.stderr)")
        for (index, tiling) in tilings.enumerated() {
            try SurfaceCommandTests.expectReadBack(tiling, flags: flags, surface: surface)
            let json = try Run(arguments: ["solve", "5x6", "--index", "\(index + 1)", "--format", "json"] + flags)
            let rows = try #require(JSONText.object(json.stdout)["rows"] as? [String])
            #expect(rows.joined(separator: "\n") == tiling, "\(json.stdout)")
        }
        let puzzle = try Run(arguments: ["puzzle", "5x6", "--seed", "2"] + flags)
        #expect(puzzle.status == 0, "\(puzzle.stderr)")
        let unique = try Run(arguments: ["count", "-", "--unique"] + flags, input: puzzle.stdout)
        #expect(unique.status == 0, "\(puzzle.stdout)\n\(unique.stderr)")
    }

    @Test func whatCannotLieOnASurfaceIsSaid() throws {
        let box = try Run("count", "3x4x5", "--surface", "torus")
        #expect(box.status == 1)
        #expect(
            box.errorLines == [
                "error: 3x4x5 torus: a box of several layers cannot lie on a torus: only a flat board's edges meet (use a board of ROWSxCOLUMNS)"
            ])
        let oneSided = try Run("count", "6x10", "--surface", "mobius", "--pieces", "one-sided:FfLl")
        #expect(oneSided.status == 1)
        #expect(oneSided.stderr.contains("turns a piece over as it carries it around"))
        let unknown = try Run("count", "6x10", "--surface", "moebius")
        #expect(unknown.status == 64)
        #expect(unknown.errorLines.first?.hasSuffix("not 'moebius': did you mean 'mobius'?") == true)
    }
}
