import Foundation
import Testing
import TilingCheck

@testable import PentominoKit

/// `pentomino export`: the tiling problem in Knuth's format, read back here by a reader of the
/// tests' own and counted by Dancing Links, gives the counts the tool and the brute force give.
struct ExportTests {
    /// The problem that `text` writes in Knuth's format, read the plainest way.
    static func read(_ text: String) throws -> ExactCoverProblem {
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("|") }
        let header = lines[0].split(separator: " ").map(String.init)
        let bar = header.firstIndex(of: "|") ?? header.count
        let names = header.filter { $0 != "|" }
        let numbers = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        #expect(numbers.count == names.count, "an item named twice")
        let options = try lines.dropFirst().map { line in
            try line.split(separator: " ").map { try #require(numbers[String($0)], "unknown item \($0)") }
        }
        return ExactCoverProblem(primaryItemCount: bar, secondaryItemCount: names.count - bar, options: options)
    }

    /// Every solution of `problem`, counted by Dancing Links.
    static func count(_ problem: ExactCoverProblem) -> UInt64 {
        var counter = SolutionCounter()
        _ = DancingLinks(problem).search(visitor: &counter)
        return counter.count
    }

    @Test(arguments: [("3x20", [String](), 8), ("6x10", ["--distinct"], 2339)] as [(String, [String], UInt64)])
    func rectanglesReadBackCountTheirTilings(board: String, options: [String], expected: UInt64) throws {
        let run = try Run(arguments: ["export", board] + options)
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("| pentomino export \(board): the tilings by the 12 pentominoes\n"))
        let problem = try ExportTests.read(run.stdout)
        #expect(problem.primaryItemCount == 72)
        #expect(ExportTests.count(problem) == expected)
    }

    /// Small boards, with holes, pieces placed in advance and cells left empty, against the brute
    /// force, which shares nothing with the tool.
    @Test(arguments: [
        (["....", "....", "....", "....", "...."], "FIPU", [String]()),
        ([".......", "...#...", "......."], "FPTU", []),
        (["......", "......", "......", "....#."], "FIPU", ["--allow-gaps"]),
    ])
    func smallBoardsReadBackCountTheBruteForcesTilings(drawing: [String], letters: String, options: [String])
        throws
    {
        let board = try Run.file(drawing.joined(separator: "\n") + "\n")
        let run = try Run(arguments: ["export", board, "--pieces", letters] + options)
        #expect(run.status == 0, "\(run.stderr)")
        let gaps = drawing.joined().filter { $0 == "." }.count - 5 * letters.count
        let expected = BruteForce.countTilings(board: drawing, letters: Array(letters), gaps: gaps)
        let problem = try ExportTests.read(run.stdout)
        #expect(ExportTests.count(problem) == UInt64(expected))
        if gaps > 0 { #expect(run.stdout.contains(" | r1c1")) }
    }

    @Test func placedPiecesAndBlockedCellsAreLeftOutAndBoxesNameTheirLayers() throws {
        let placed = try Run("export", "docs/boards/6x10-x-and-l-placed.txt")
        let items = placed.stdout.split(separator: "\n").first { !$0.hasPrefix("|") }!.split(separator: " ")
        #expect(!items.contains("X") && !items.contains("L") && items.count == 60)
        let placedProblem = try ExportTests.read(placed.stdout)
        #expect(ExportTests.count(placedProblem) == 8)
        let box = try Run("export", "2x3x10")
        let boxProblem = try ExportTests.read(box.stdout)
        #expect(box.stdout.contains("l2r3c10") && ExportTests.count(boxProblem) == 96)
    }

    @Test func whatTheFormatCannotSayIsSaid() throws {
        let copies = try Run("export", "4x5", "--pieces", "LLNN")
        // The set and the format do not go together: a usage error.
        #expect(copies.status == 64)
        #expect(
            copies.errorLines.first
                == "error: 4x5: the set holds 2 copies of 'L', but each item of the format is covered once: give a set without copies"
        )
        // Symmetric pieces without the X cannot break a board's symmetry by their placements.
        let unbroken = try Run("export", "3x5", "--pieces", "ITU", "--distinct")
        #expect(unbroken.status == 0)
        #expect(unbroken.stdout.contains("each solution is one tiling"))
        #expect(
            unbroken.errorLines == [
                "3x5: these pieces cannot break the board's symmetry by their placements alone, so one solution need not be one distinct tiling: write every tiling's problem instead"
            ])
    }
}
