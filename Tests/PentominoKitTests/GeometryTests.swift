import Testing
@testable import PentominoKit

struct GeometryTests {
    @Test func theEightSymmetriesAreDistinct() {
        let cell = Cell(row: 1, column: 2)
        #expect(Set(Symmetry.all.map { $0.apply(to: cell) }).count == 8)
        #expect(Symmetry.all.first == .identity)
    }

    @Test func aQuarterTurnIsClockwise() {
        let turn = Symmetry(quarterTurns: 1, mirrored: false)
        // The cell to the right of the origin goes below it.
        #expect(turn.apply(to: Cell(row: 0, column: 1)) == Cell(row: 1, column: 0))
    }

    @Test func shapesAreNormalisedToTheOrigin() {
        let shape = Shape([Cell(row: 5, column: 7), Cell(row: 6, column: 7), Cell(row: 6, column: 8)])
        #expect(shape.cells == [Cell(row: 0, column: 0), Cell(row: 1, column: 0), Cell(row: 1, column: 1)])
        #expect(shape.height == 2 && shape.width == 2)
    }
}
