import Foundation
import Testing
import TilingCheck

/// `verify`: printed tilings accepted, and broken ones named.
struct VerifyCommandTests {
    @Test func verifyAcceptsSolveOutputAndNamesTheBoard() throws {
        for board in ["6x10", "5x12", "8x8-centre"] {
            let solved = try Run("solve", board)
            let run = try Run("verify", "-", input: solved.stdout)
            #expect(run.status == 0 && run.stdout == "stdin: valid tiling of \(board) (golomb letters)\n")
        }
        let three = try Run("solve", "6x10", "--all", "--limit", "3").stdout
        let run = try Run("verify", try Run.file(three, named: "three.txt"))
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 3)
    }

    @Test func verifyRejectsABrokenTilingSayingWhichLetterAndWhere() throws {
        let broken = "LLLLFTYYYY\nLXFFFTTTYI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZZ\n"
        let run = try Run("verify", input: broken)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.errorLines == [
                "error: stdin: letter I covers 4 cells (first at row 2, column 10), but the I piece covers 5"
            ])
        let good = try Run("solve", "6x10", "--all", "--limit", "2").stdout
        let mixed = try Run("verify", input: good + "\n" + broken)
        #expect(mixed.status == 1)
        #expect(mixed.stdout.split(separator: "\n").count == 3)
        #expect(
            mixed.errorLines.first?.hasPrefix(
                "error: 1 of 3 tilings are not valid, first stdin, tiling 3: letter I covers 4") == true)
        let empty = try Run("verify", input: "\n")
        #expect(
            empty.status == 1
                && empty.errorLines == [
                    "error: stdin holds no tiling: expected rows of pentomino letters, as 'pentomino solve' prints"
                ])
    }
}
