import Testing

@testable import PentominoKit

struct PlacementTests {
    @Test func theSixByTenBoardHas2056Placements() throws {
        let problem = try TilingProblem(board: Board(size: "6x10"), distinct: false)
        #expect(problem.placements.count == 2056)
        #expect(problem.exactCover.optionCount == 2056)
        #expect(Set(problem.placements).count == 2056)
    }

    @Test func placementsLieOnOpenCellsAndHaveFiveOfThem() throws {
        let board = NamedBoard.named("8x8-centre")!.board
        let problem = try TilingProblem(board: board)
        for placement in problem.placements {
            #expect(placement.cells.count == 5)
            #expect(problem.cellIndex.cells(of: placement.cells).allSatisfy(board.isOpen))
        }
    }

    @Test func cellsAreNumberedAlongTheShortSideFirst() throws {
        let wide = CellIndex(board: try Board(size: "3x20"))
        #expect(
            wide.cells.prefix(4) == [
                Cell(row: 0, column: 0), Cell(row: 1, column: 0), Cell(row: 2, column: 0), Cell(row: 0, column: 1),
            ])
        let tall = CellIndex(board: try Board(size: "20x3"))
        #expect(
            tall.cells.prefix(4) == [
                Cell(row: 0, column: 0), Cell(row: 0, column: 1), Cell(row: 0, column: 2), Cell(row: 1, column: 0),
            ])
    }

    @Test func aGridOfOneWordIsNumberedWholeWithItsBlockedCellsCoveredFromTheStart() throws {
        let holed = CellIndex(
            board: try Board(drawing: ".........\n.........\n.........\n........#\n.........\n.........\n##......."))
        #expect(holed.numberedCount == 63 && holed.count == 60 && holed.lineLength == 7)
        // Column by column: (6, 0) is number 6, (6, 1) number 13, (3, 8) number 59.
        #expect(holed.blocked == [6, 13, 59])
        #expect(holed.index(of: Cell(row: 6, column: 0)) == nil && holed.index(of: Cell(row: 5, column: 0)) == 5)
        let problem = try TilingProblem(
            board: Board(drawing: ".........\n.........\n.........\n........#\n.........\n.........\n##......."),
            pieces: .pentominoes, distinct: true, allowGaps: false, fillingFrom: .topLeft)
        #expect(problem.exactCover.coveredAtStart == [6, 13, 59])
        // Blocked cells after the last open one get no number: a 5x13 grid whose last column has two
        // open cells fits one word.
        let plusTwo = CellIndex(
            board: try Board(
                drawing: [String](repeating: ".............", count: 2).joined(separator: "\n") + "\n"
                    + [String](repeating: "............", count: 3).joined(separator: "\n")))
        #expect(
            plusTwo.numberedCount == 62 && plusTwo.count == 62 && plusTwo.lineLength == 5 && plusTwo.blocked.isEmpty)
        #expect(plusTwo.numbered.last == Cell(row: 1, column: 12))
        // A grid larger than the word its open cells need numbers only its open cells.
        let wide = CellIndex(
            board: try Board(drawing: String(repeating: "#", count: 59) + ".\n" + String(repeating: ".", count: 59)))
        #expect(wide.numberedCount == 60 && wide.lineLength == nil && wide.blocked.isEmpty)
        let twoWords = CellIndex(
            board: try Board(
                drawing: String(repeating: ".", count: 30) + "\n" + String(repeating: ".", count: 29) + "#\n"
                    + String(repeating: ".", count: 30)))
        #expect(
            twoWords.numberedCount == 90 && twoWords.count == 89 && twoWords.lineLength == 3 && twoWords.blocked == [88]
        )
        let tooWide = CellIndex(
            board: try Board(drawing: String(repeating: "#", count: 129) + ".\n" + String(repeating: ".", count: 130)))
        #expect(tooWide.numberedCount == 131 && tooWide.lineLength == nil)
    }

    @Test func boardsWithTheWrongCellCountAreRefused() {
        #expect(throws: TilingError.tooFewCells(open: 49, needed: 60, pieces: .pentominoes, gapsAllowed: false)) {
            try TilingProblem(board: Board(size: "7x7"))
        }
    }
}
