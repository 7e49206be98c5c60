import Foundation
import Testing
import TilingCheck

/// Boards drawn with pieces placed in advance, from the command line.
struct PlacedInAdvanceCommandTests {
    static let drawing = ["..........", "...X......", "..XXX.....", "...X......", "L.........", "LLLL......"]

    @Test func solveCompletesTheTilingAroundThePlacedPieces() throws {
        let path = try Run.file(PlacedInAdvanceCommandTests.drawing.joined(separator: "\n") + "\n")
        let count = try Run("count", path)
        #expect(count.stdout == "\(path): 8 distinct tilings (8 counting rotations and reflections)\n")
        let solved = try Run("solve", path, "--all")
        #expect(solved.status == 0)
        let blocks = solved.stdout.split(separator: "\n\n").map(String.init)
        #expect(blocks.count == 8)
        let open = PlacedInAdvanceCommandTests.drawing.map { String($0.map { $0.isLetter ? "." : $0 }) }
        for block in blocks {
            #expect(TilingCheck.problem(in: block, board: open) == nil, "\(block)")
            let rows = block.split(separator: "\n").map(Array.init)
            for (row, line) in PlacedInAdvanceCommandTests.drawing.enumerated() {
                for (column, name) in line.enumerated() where name.isLetter { #expect(rows[row][column] == name) }
            }
        }
        let verified = try Run("verify", input: solved.stdout)
        #expect(verified.status == 0 && verified.stdout.split(separator: "\n").count == 8)
    }

    @Test func aPrintedTilingReadBackAsABoardCountsOne() throws {
        for board in ["6x10", "8x8-centre", "3x20", "2x3x10"] {
            let printed = try Run("solve", board, "--index", "2")
            let again = try Run("count", "-", input: printed.stdout)
            // A box's layers are named, so that a drawing read as layers is never taken for a flat board.
            let shape = board == "2x3x10" ? " (drawn as 2 layers of 3x10, a 2x3x10 box)" : ""
            #expect(again.stdout == "stdin\(shape): 1 distinct tiling (1 counting rotations and reflections)\n")
            #expect(try Run("solve", "-", input: printed.stdout).stdout == printed.stdout)
            // In colour too: a drawing's colours are taken out as it is read.
            let coloured = try Run("solve", board, "--index", "2", "--color", "always")
            let colouredAgain = try Run("count", "-", input: coloured.stdout)
            #expect(coloured.stdout.contains("\u{1B}[") && colouredAgain.stdout == again.stdout)
            // In Conway's letters too, which verify reads as well.
            let conway = try Run("solve", board, "--index", "2", "--letters", "conway")
            let conwayAgain = try Run("count", "-", input: conway.stdout)
            #expect(conway.stdout != printed.stdout && conwayAgain.stdout == again.stdout)
            #expect(try Run("solve", "-", "--letters", "conway", input: conway.stdout).stdout == conway.stdout)
        }
        // And with the one-sided pieces, whose mirror images Conway names in lower case.
        let oneSided = try Run("solve", "3x30", "--pieces", "one-sided", "--letters", "conway")
        #expect(oneSided.stdout.contains("r") && oneSided.stdout.contains("q"))
        let oneSidedAgain = try Run("count", "-", "--pieces", "one-sided", input: oneSided.stdout)
        #expect(oneSidedAgain.stdout == "stdin: 1 distinct tiling (1 counting rotations and reflections)\n")
        // Read back without its set, such a tiling says which set to give.
        let withoutSet = try Run("count", "-", input: oneSided.stdout)
        #expect(
            withoutSet.status == 1 && withoutSet.errorLines.count == 1
                && withoutSet.errorLines[0].hasSuffix("(for one-sided pentominoes, give --pieces one-sided)"),
            "\(withoutSet.stderr)")
        // Not for other lower-case letters: an o for a file's square O is a typing slip.
        let square = try Run.file("OO\nOO\n", named: "square.txt")
        let slip = try Run("count", "-", "--pieces", "2*" + square, input: "oo..\noo..\n")
        #expect(slip.status == 1 && slip.errorLines.count == 1 && !slip.stderr.contains("one-sided"), "\(slip.stderr)")
        let double = try Run("solve", "10x12", "--pieces", "2*pentominoes")
        let doubleWithoutSet = try Run("count", "-", input: double.stdout)
        #expect(
            doubleWithoutSet.status == 1
                && doubleWithoutSet.errorLines == [
                    "error: stdin: the board has 120 open cells, 60 more than the 12 pentominoes cover: give a board with exactly 60 open cells, or allow gaps to leave 60 cells empty (--allow-gaps); the pieces placed on it are --pieces 2*pentominoes"
                ])
        let subset = try Run("count", "-", input: try Run("solve", "5x5", "--pieces", "FILPU").stdout)
        #expect(
            subset.errorLines.first?.hasSuffix("; the pieces placed on it are --pieces FILPU") == true,
            "\(subset.stderr)")
        // A board with extra cells and no pieces placed: the sets that cover it.
        #expect(try Run("count", "10x12").errorLines.first?.hasSuffix("; --pieces 2*pentominoes covers 120") == true)
    }

    @Test(arguments: ["box", "json", "svg"])
    func aTilingPrintedInAnotherFormatIsRefusedWithWhatToPrint(format: String) throws {
        let name = ["box": "box drawing", "json": "JSON", "svg": "SVG"][format]!
        for board in ["3x20", "2x3x10"] {
            let printed = try Run("solve", board, "--format", format)
            for command in ["count", "verify"] {
                let run = try Run(command, "-", input: printed.stdout)
                #expect(run.status == 1 && run.stdout.isEmpty)
                #expect(
                    run.errorLines.count == 1
                        && run.errorLines[0].hasSuffix(
                            ": this looks like a tiling in \(name), but drawings are read in letters, as solve prints them by default (--format letters)"
                        ),
                    "\(command) \(board): \(run.stderr)")
            }
        }
    }

    @Test(
        arguments: [
            (
                "..........\n...X......\n..XXX.....\n....X.....\n..........\n..........\n",
                "the cells marked X form the F piece, not the X: mark exactly the cells of one X, in any orientation, or name them F"
            ),
            (
                "..........\n...X......\n..XXX.....\n..........\n..........\n..........\n",
                "the 4 cells marked X do not form the X piece"
            ),
            (
                "..........\n...X......\n..........\n..........\n..........\n..........\n",
                "the 1 cell marked X does not form the X piece"
            ),
            (
                "...X....X.\n..XXX..XXX\n...X....X.\n..........\n..........\n..........\n",
                "X is placed 2 times, but the set holds one X"
            ),
            (
                "..........\n...x......\n..........\n..........\n..........\n..........\n",
                "'x' at line 2, column 4 names no piece"
            ),
            (
                "L.........\nLLLL...R..\n..........\n..........\n..........\n..........\n",
                "the letters mix Golomb's 'L' with Conway's 'R'"
            ),
        ] as [(String, String)])
    func aWronglyPlacedPieceIsOneClearError(drawing: String, message: String) throws {
        let run = try Run("count", "-", input: drawing)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == 1 && run.errorLines[0].contains(message), "\(run.stderr)")
    }

    @Test func copiesThatSplitTwoWaysOrTooManyToSplitAreOneClearError() throws {
        let run = try Run("count", "-", "--pieces", "LLLL", input: "LLLLL\nLLLLL\n.....\n.....\n")
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(
            run.errorLines == [
                "error: stdin: the 10 cells marked L split into L pieces in more than one way: leave the cells of one of them unmarked ('.') so that the rest split one way only"
            ])
        // 99 L's' worth of cells side by side that no split fits: the search for one gives up, soon.
        let tangle =
            String(repeating: String(repeating: "L", count: 25) + "\n", count: 19) + String(repeating: "L", count: 20)
            + ".....\n"
        let tangled = try Run("count", "-", "--pieces", "100*L", "--allow-gaps", input: tangle)
        #expect(
            tangled.status == 1
                && tangled.errorLines == [
                    "error: stdin: the 495 cells marked L are too many side by side to split into L pieces: leave the cells of some of them unmarked ('.')"
                ])
    }
}
