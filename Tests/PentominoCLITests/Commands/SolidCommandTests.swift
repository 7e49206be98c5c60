import Foundation
import Testing
import TilingCheck

/// Boxes in three dimensions on the command line: sizes, layered drawings, every output format and
/// `verify`, run on the built binary.
struct SolidCommandTests {
    @Test func countTakesABoxBySizeOrByName() throws {
        #expect(
            try Run("count", "2x3x10").stdout == "2x3x10: 12 distinct tilings (96 counting rotations and reflections)\n"
        )
        let json = try JSONText.object(try Run("count", "2x3x10", "--json", "--engine", "dlx", "--threads", "1").stdout)
        #expect(json["distinct"] as? Int == 12 && json["all"] as? Int == 96)
    }

    @Test func solvePrintsTheLayersSideBySideAndVerifyReadsThemBack() throws {
        let solved = try Run("solve", "2x3x10", "--all")
        #expect(solved.status == 0)
        let tilings = solved.stdout.split(separator: "\n\n").map(String.init)
        #expect(tilings.count == 12)
        for tiling in tilings {
            #expect(tiling.hasPrefix("layer 1      layer 2\n"))
            #expect(SolidBruteForce.problem(in: tiling, lengths: [2, 3, 10]) == nil, "\(tiling)")
        }
        let verified = try Run("verify", "-", input: solved.stdout)
        #expect(
            verified.status == 0
                && verified.stdout.split(separator: "\n").allSatisfy {
                    $0.hasSuffix("valid tiling of 2x3x10 (golomb letters)")
                })
        // A letter moved to another layer's piece is caught, with the layer it is in.
        var lines = tilings[0].split(separator: "\n").map(String.init)
        let other = lines[1].last == "U" ? "Y" : "U"
        lines[1] = String(lines[1].dropLast()) + other
        let broken = try Run("verify", "-", input: lines.joined(separator: "\n"))
        #expect(broken.status == 1 && broken.stderr.contains("layer"))
    }

    @Test func jsonGivesTheSizeTheLayersAndCellsWithTheirLayer() throws {
        let json = try JSONText.object(try Run("solve", "2x3x10", "--format", "json").stdout)
        #expect(json["size"] as? [Int] == [2, 3, 10])
        let layers = try #require(json["layers"] as? [[String]])
        #expect(layers.count == 2 && layers.allSatisfy { $0.count == 3 && $0.allSatisfy { $0.count == 10 } })
        let pieces = try #require(json["pieces"] as? [[String: Any]])
        #expect(
            pieces.count == 12 && pieces.allSatisfy { ($0["cells"] as? [[Int]])?.allSatisfy { $0.count == 3 } == true })
        #expect(json["rows"] == nil)
    }

    @Test func boxAndSVGDrawEachLayerUnderItsLabel() throws {
        let box = try Run("solve", "3x4x5", "--format", "box").stdout
        #expect(box.split(separator: "\n").first == "layer 1                 layer 2                 layer 3")
        #expect(box.split(separator: "\n").count == 1 + 2 * 4 + 1)
        let svg = try Run("solve", "2x3x10", "--format", "svg").stdout
        #expect(svg.contains(">layer 1</text>") && svg.contains(">layer 2</text>") && !svg.contains(">layer 3</text>"))
        // Beside the layers, the packed box: of its cubes' faces, those on top (3 x 10), in front
        // (2 x 10) and on the right (2 x 3), the top ones in the colours of the first layer's pieces.
        let fills = { (lines: [Substring]) in
            Set(lines.compactMap { $0.firstMatch(of: /<polygon.* fill="(#[0-9a-f]{6})"/)?.1 })
        }
        let lines = svg.split(separator: "\n")
        let view = lines.drop { !$0.contains("<title>the packed box</title>") }
        #expect(view.filter { $0.contains("<polygon") }.count == 30 + 20 + 6)
        let firstLayer = fills(lines.prefix { !$0.contains(">layer 2</text>") }.filter { !$0.contains(">board<") })
        #expect(firstLayer.count >= 4 && firstLayer.isSubset(of: fills(Array(view))), "\(firstLayer)")
    }

    @Test func indexRandomAndShardsWorkOnBoxes() throws {
        for arguments in [["--index", "12"], ["--random", "--seed", "3"], ["--index", "5", "--with-symmetries"]] {
            let run = try Run(arguments: ["solve", "2x3x10"] + arguments)
            #expect(
                run.status == 0 && SolidBruteForce.problem(in: run.stdout, lengths: [2, 3, 10]) == nil, "\(arguments)")
        }
        let beyond = try Run("solve", "2x3x10", "--index", "13")
        #expect(beyond.status == 1 && beyond.stderr.contains("12"))
        var distinct = 0
        for shard in 1...3 {
            distinct +=
                try JSONText.object(try Run("count", "2x3x10", "--shard", "\(shard)/3", "--json").stdout)["distinct"]
                as? Int ?? -1
        }
        #expect(distinct == 12)
    }

    /// A long count in a box (2x4x8 leaves four of its 64 cells empty: minutes of search) shows its
    /// progress line on a terminal, estimates included, once it has run a second. (What the
    /// interrupted count prints last is checked below, on files: `script` may drop a terminal's
    /// last output when its command ends.)
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func aCountInABoxShowsItsProgress() throws {
        let run = try TerminalRun(["count", "2x4x8", "--allow-gaps"])
        #expect(run.wait { $0.contains("% done, about ") && $0.contains(" left") }, "\(run.shown)")
        run.interrupt()
        #expect(run.finish() == 130, "\(run.shown)")
        #expect(run.shown.contains("tilings so far"), "\(run.shown)")
    }

    /// SIGINT stops a count in a box with what it counted, said to be incomplete on both streams.
    @Test func anInterruptedCountInABoxSaysSo() throws {
        let running = try Running(["count", "2x4x8", "--allow-gaps", "--threads", "1"])
        _ = running.signal(SIGINT, after: .zero)
        #expect(running.process.terminationStatus == 130)
        #expect(
            running.stdout.hasPrefix("2x4x8: ") && running.stdout.hasSuffix("found before the count was interrupted\n"),
            "\(running.stdout)")
        #expect(running.stderr.hasPrefix("interrupted: the count stopped after"), "\(running.stderr)")
    }

    @Test func aPieceFileDrawsSolidPiecesInLayers() throws {
        let tripod = try Run.file("AA\nA.\n\nA.\n..\n", named: "tripod.txt")
        #expect(
            try Run("count", "2x2x2", "--pieces", "2*" + tripod).stdout
                == "2x2x2: 1 distinct tiling (4 counting rotations and reflections)\n")
        let flat = try Run("count", "2x4", "--pieces", "2*" + tripod)
        #expect(flat.status == 1 && flat.stderr.contains("fits only a box of several layers"))
    }

    @Test func aDrawingWithBlankLinesBetweenLayersIsABoardInSpace() throws {
        // Three layers of 2x5, and the same with a hole in the middle layer's corner, for six pieces.
        let path = try Run.file(".....\n.....\n\n.....\n.....\n\n.....\n.....\n")
        let count = try JSONText.object(try Run("count", path, "--pieces", "LNPUVY", "--json").stdout)
        #expect(count["distinct"] as? Int == 9 && count["all"] as? Int == 72)
        let holed = try Run.file(".....\n.....\n\n.....\n....#\n\n.....\n.....\n")
        let gaps = try Run("count", holed, "--pieces", "LNPUVY")
        #expect(gaps.status == 1 && gaps.stderr.contains("29 open cells"))
    }
}
