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

    @Test func composedSymmetriesActAsOneAfterTheOther() {
        let shape = PieceSet.pentominoes.pieces[0].shape
        for first in Symmetry.all {
            for second in Symmetry.all {
                #expect(shape.transformed(by: second.after(first)) == shape.transformed(by: first).transformed(by: second), "\(second) after \(first)")
            }
            #expect(Symmetry.all[first.index] == first)
        }
    }

    @Test func aPieceKnowsWhereEachSymmetryTakesItsOrientations() {
        for piece in PieceSet.pentominoes.pieces + PieceSet.oneSidedPentominoes.pieces {
            for (orientation, shape) in piece.orientations.enumerated() {
                for symmetry in Symmetry.all {
                    let image = piece.orientation(orientation, under: symmetry)
                    let turned = shape.transformed(by: symmetry)
                    #expect(image.map { piece.orientations[$0] } == (piece.orientations.contains(turned) ? turned : nil), "\(piece.letter)")
                }
            }
        }
    }
}
