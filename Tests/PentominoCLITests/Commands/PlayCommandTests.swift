import Foundation
import Testing

/// `pentomino play`, run on the built binary: the page it writes, what it says of the hints, and
/// the boards it refuses. The browser tests (Tests/Browser) play the pages.
struct PlayCommandTests {
    @Test func writesAPageWithHintsAndSaysHowMany() throws {
        let run = try Run("play", "3x20")
        #expect(run.status == 0 && run.stderr == "3x20: hints from 8 tilings, every completion of the board\n")
        #expect(run.stdout.hasPrefix("<!doctype html>") && run.stdout.contains("<title>Pentomino: 3x20</title>"))
        #expect(run.stdout.contains(#""hints":{"tilings":8,"placed":12"#))
    }

    @Test func aPuzzleReadFromStandardInputKeepsItsGivenPieces() throws {
        let puzzle = try Run("puzzle", "6x10", "--seed", "1").stdout
        let run = try Run("play", "-", input: puzzle)
        #expect(run.status == 0 && run.stderr == "stdin: hints from 1 tiling, every completion of the board\n")
        #expect(
            run.stdout.contains(#""given":[{"piece":"#) && run.stdout.contains(#""hints":{"tilings":1,"placed":10"#))
    }

    @Test func withoutHintsOrAboveTheLimitThePageHasNone() throws {
        let off = try Run("play", "3x20", "--no-hints")
        #expect(off.status == 0 && off.stderr.isEmpty && !off.stdout.contains(#""hints":{"#))
        // The 6x8 rectangle has 167,089 tilings by 24 dominoes.
        let domino = try Run.file("DD\n", named: "domino.txt")
        let many = try Run("play", "6x8", "--pieces", "24*\(domino)", "--quiet")
        #expect(many.status == 0 && many.stdout.contains("<title>") && !many.stdout.contains(#""hints":{"#))
        #expect(
            many.stderr
                == "6x8: hints are off: the board has more than 20000 tilings, more than a page carries\n")
    }

    @Test func refusesBoxesBoardsWithoutTilingsAndPiecesThatDoNotFit() throws {
        let box = try Run("play", "3x4x5")
        #expect(box.status == 1)
        #expect(box.stderr == "error: 3x4x5: the game is played on a flat board, and this one is a box of 3 layers\n")
        let none = try Run("play", "5x3", "--pieces", "FIL")
        #expect(none.status == 1)
        #expect(
            none.stderr
                == "error: 5x3 has no tiling with the pentominoes F I L, so a game on it could never be finished\n")
        let misfit = try Run("play", "6x10", "--pieces", "FILN")
        #expect(misfit.status == 1 && misfit.stderr.hasPrefix("error: 6x10: the board has 60 open cells"))
        #expect(misfit.stdout.isEmpty && box.stdout.isEmpty && none.stdout.isEmpty)
        let usage = try Run("play", "6x10", "--hints")
        #expect(usage.status == 64 && usage.stderr.hasPrefix("error: "))
    }

    /// A game fills its board whole, so a board with cells to spare is refused without pointing to
    /// `--allow-gaps`, which `play` does not take.
    @Test func aBoardWithCellsToSpareIsRefusedWithoutOfferingGaps() throws {
        let run = try Run("play", "8x8")
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(
            run.stderr
                == "error: 8x8: the board has 64 open cells, 4 more than the 12 pentominoes cover, and a game fills every cell: give a board with exactly 60 open cells\n"
        )
    }

    /// A board file named to break out of the page's script still gives a page whose data is one
    /// script element that reads back as the name.
    @Test func aBoardFileWithAHostileNameGivesAWholePage() throws {
        let rows = String(repeating: String(repeating: ".", count: 20) + "\n", count: 3)
        let board = try Run.file(rows, named: "<!--<script>.txt")
        let run = try Run("play", board)
        #expect(run.status == 0, "\(run.stderr)")
        // The page's three scripts: its record of errors, its data and its code.
        #expect(run.stdout.components(separatedBy: "<script").count == 4)
        let start = try #require(run.stdout.range(of: #"<script type="application/json" id="game-data">"#))
        #expect(run.stdout[start.upperBound...].drop { $0 != "<" }.hasPrefix("</script>"))
    }

    @Test(.enabled(if: TerminalRun.available)) func refusesToWriteThePageToATerminal() throws {
        let run = try TerminalRun(["play", "3x20"])
        #expect(run.finish() == 1)
        #expect(
            run.shown.contains(
                "error: play writes a web page, not text for a terminal: send it to a file, like 'pentomino play 3x20 > game.html'"
            ))
    }
}
