import Foundation
import Testing
import TilingCheck

@testable import PentominoCLI
@testable import PentominoKit

/// `--tatami`: only tilings in which no four pieces meet at a point.
struct TatamiCommandTests {
    /// Pieces placed in advance against the rule: the library says so in its own words, and the
    /// command line names the option that asks for the rule.
    @Test func piecesPlacedAgainstTheRuleNameTheOptionOnTheCommandLineOnly() {
        let error = TilingError.tatamiBrokenInAdvance(Cell(row: 0, column: 4))
        let library =
            "the pieces placed in advance leave four pieces to meet at the corner below and right of row 1, column 5, which the tatami rule forbids: move them, or count without the rule"
        #expect(error.description == library)
        #expect(error.commandLineDescription(offeringGaps: true) == library + " (leave out --tatami)")
    }

    /// The published tatami counts of the four rectangles, up to symmetry, on both engines.
    @Test(arguments: [("6x10", 563), ("5x12", 325), ("4x15", 238), ("3x20", 2)])
    func thePublishedCountsHold(board: String, distinct: Int) throws {
        for engine in ["bitset", "dlx"] {
            let run = try Run("count", board, "--tatami", "--engine", engine)
            #expect(
                run.stdout
                    == "\(board) tatami: \(distinct) distinct tilings (\(4 * distinct) counting rotations and reflections)\n",
                "\(engine)")
        }
    }

    /// The tables keep the rule: each subset that `--by-pieces` lists has its tatami count, and
    /// those without a tatami tiling (FPUY has one tiling of the 5x4, not tatami) are left out;
    /// `--by-gaps` adds up to the board's tatami count.
    @Test func theTablesKeepTheRule() throws {
        let table = try Run("count", "5x4", "--by-pieces", "--tatami", "--json")
        let rows = try table.stdout.split(separator: "\n").map { try JSONText.object(String($0)) }.dropLast()
        #expect(rows.count == 24 && !rows.contains { $0["pieces"] as? String == "FPUY" })
        for row in rows {
            let pieces = try #require(row["pieces"] as? String)
            let count = try JSONText.object(try Run("count", "5x4", "--pieces", pieces, "--tatami", "--json").stdout)
            #expect(row["distinct"] as? Int == count["distinct"] as? Int && row["all"] as? Int == count["all"] as? Int)
        }
        let gaps = try Run("count", "6x10", "--tatami", "--allow-gaps", "--by-gaps", "--quiet")
        #expect(
            gaps.stdout.hasSuffix(
                "6x10 tatami: 563 distinct tilings (2252 counting rotations and reflections), by 1 classes of sets of empty cells\n"
            ), "\(gaps.stdout)")
    }

    /// Every tiling printed has no point where four letters meet, checked here on the letters alone.
    @Test func printedTilingsHaveNoFourPiecesMeeting() throws {
        let run = try Run("solve", "6x10", "--tatami", "--all")
        #expect(run.status == 0)
        let tilings = TilingVerifier.drawings(in: run.stdout)
        #expect(tilings.count == 563)
        for tiling in tilings {
            let rows = tiling.split(separator: "\n").map { Array($0) }
            #expect(TilingCheck.problem(in: tiling, board: Array(repeating: "..........", count: 6)) == nil)
            for row in 0..<5 {
                for column in 0..<9 {
                    let letters: Set = [
                        rows[row][column], rows[row][column + 1], rows[row + 1][column], rows[row + 1][column + 1],
                    ]
                    #expect(letters.count < 4, "four pieces meet below row \(row + 1), column \(column + 1)")
                }
            }
        }
    }

    /// On a surface whose short way round is 3 or 4 cells, the rule needs items that two pieces may
    /// share; the bitset engine holds them where its words have room, and auto picks Dancing Links
    /// where they do not.
    @Test func surfacesOfAShortWayRoundCountOnEitherEngine() throws {
        let tube = try Run("count", "3x20", "--surface", "tube", "--tatami", "--engine", "bitset")
        let dancing = try Run("count", "3x20", "--surface", "tube", "--tatami", "--engine", "dlx")
        #expect(tube.status == 0 && tube.stdout == dancing.stdout)
        let torus = try Run("count", "4x15", "--surface", "torus", "--tatami", "--json", "--at-most", "0")
        #expect(try JSONText.object(torus.stdout)["engine"] as? String == "dlx")
    }

    /// `export` writes the rule as secondary items, so that an exact-cover solver counts the tatami tilings.
    @Test func exportsCountTheTatamiTilings() throws {
        let run = try Run("export", "5x12", "--tatami", "--distinct")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(ExportTests.count(try ExportTests.read(run.stdout)) == 325)
    }

    /// Where two pieces may share an item, `export` writes it with the bounds 0:2 of Knuth's MCC, and
    /// `exact-cover` reads it back to the count's number; other bounds are refused.
    @Test func sharedItemsAreWrittenAndReadWithTheirBounds() throws {
        let export = try Run("export", "3x20", "--surface", "tube", "--tatami", "--distinct")
        #expect(export.stdout.contains(" 0:2|pr1c1 "))
        let solved = try Run("exact-cover", "-", input: export.stdout)
        #expect(solved.stdout == "stdin: 45152 solutions\n")
        let count = try Run("count", "3x20", "--surface", "tube", "--tatami", "--json")
        #expect(try JSONText.object(count.stdout)["distinct"] as? Int == 45152)
        let shared = try Run("exact-cover", "-", input: "a b 0:2|c\na c\nb c\na\nb\n")
        // With c held once at most, {a c} and {b c} could not go together: 3 solutions, not 4.
        #expect(shared.stdout == "stdin: 4 solutions\n")
        let bounded = try Run("exact-cover", "-", input: "a 1:2|c\na c\n")
        #expect(bounded.status == 1)
        #expect(bounded.stderr.contains("asks that an item be covered 1 to 2 times"))
    }
}
