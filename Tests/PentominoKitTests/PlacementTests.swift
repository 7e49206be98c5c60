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
        #expect(wide.cells.prefix(4) == [Cell(row: 0, column: 0), Cell(row: 1, column: 0), Cell(row: 2, column: 0), Cell(row: 0, column: 1)])
        let tall = CellIndex(board: try Board(size: "20x3"))
        #expect(tall.cells.prefix(4) == [Cell(row: 0, column: 0), Cell(row: 0, column: 1), Cell(row: 0, column: 2), Cell(row: 1, column: 0)])
    }

    @Test func boardsWithTheWrongCellCountAreRefused() {
        #expect(throws: TilingError.wrongCellCount(open: 49, needed: 60, pieces: 12)) { try TilingProblem(board: Board(size: "7x7")) }
    }
}
