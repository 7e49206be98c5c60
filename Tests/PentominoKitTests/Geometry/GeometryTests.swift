import Testing

@testable import PentominoKit

struct GeometryTests {
    @Test func theSquareHasEightSymmetriesTheCube48AndSpace24Rotations() {
        let cell = Cell(layer: 3, row: 1, column: 2)
        #expect(Set(Symmetry.square.map { $0.apply(to: Cell(row: 1, column: 2)) }).count == 8)
        #expect(Set(Symmetry.cube.map { $0.apply(to: cell) }).count == 48)
        #expect(Symmetry.rotations.count == 24)
        #expect(
            Symmetry.square.first == .identity && Symmetry.cube.first == .identity
                && Symmetry.rotations.first == .identity)
        // The square's symmetries leave the layer alone; half of them are mirror images.
        #expect(Symmetry.square.allSatisfy { $0.apply(to: cell).layer == 3 })
        #expect(Symmetry.square.filter(\.isReflection).count == 4 && Symmetry.cube.filter(\.isReflection).count == 24)
        // Rotations keep a right-handed corner right-handed: the image of three unit steps has the same orientation.
        for rotation in Symmetry.rotations {
            let (x, y, z) = (
                rotation.apply(to: Cell(layer: 1, row: 0, column: 0)),
                rotation.apply(to: Cell(layer: 0, row: 1, column: 0)),
                rotation.apply(to: Cell(layer: 0, row: 0, column: 1))
            )
            let determinant =
                x.layer * (y.row * z.column - y.column * z.row) - x.row * (y.layer * z.column - y.column * z.layer)
                + x.column * (y.layer * z.row - y.row * z.layer)
            #expect(determinant == 1)
        }
    }

    @Test func aQuarterTurnIsClockwise() {
        let turn = Symmetry(quarterTurns: 1, mirrored: false)
        // The cell to the right of the origin goes below it.
        #expect(turn.apply(to: Cell(row: 0, column: 1)) == Cell(row: 1, column: 0))
    }

    @Test func shapesAreNormalisedToTheOrigin() {
        let shape = Shape([Cell(row: 5, column: 7), Cell(row: 6, column: 7), Cell(row: 6, column: 8)])
        #expect(shape.cells == [Cell(row: 0, column: 0), Cell(row: 1, column: 0), Cell(row: 1, column: 1)])
        #expect(shape.height == 2 && shape.width == 2 && shape.layers == 1)
        let solid = Shape([Cell(layer: 4, row: 5, column: 7), Cell(layer: 5, row: 5, column: 7)])
        #expect(solid.cells == [Cell(row: 0, column: 0), Cell(layer: 1, row: 0, column: 0)] && solid.layers == 2)
    }

    @Test func composedSymmetriesActAsOneAfterTheOther() {
        let shape = Shape([
            Cell(row: 0, column: 1), Cell(row: 0, column: 2), Cell(row: 1, column: 0),
            Cell(layer: 1, row: 1, column: 1),
        ])
        for first in Symmetry.cube {
            for second in Symmetry.cube {
                #expect(
                    shape.transformed(by: second.after(first)) == shape.transformed(by: first).transformed(by: second),
                    "\(second) after \(first)")
            }
        }
    }

    @Test func solidPentominoesTakeEveryOrientationARotationGives() {
        // In space a flat piece flips over: its orientations are those of the plane, stood up every way.
        let counts = PieceSet.pentominoes.pieces.map { $0.solid.orientations.count }
        #expect(counts == [24, 3, 24, 24, 24, 12, 12, 12, 12, 3, 24, 12])
        for piece in PieceSet.pentominoes.pieces {
            // Lying flat, a solid piece takes exactly the free piece's orientations, mirror images included.
            #expect(
                Set(piece.solid.orientations.filter { $0.layers == 1 }) == Set(piece.orientations), "\(piece.letter)")
        }
        // A one-sided piece and its mirror image are the same solid piece.
        let oneSided = PieceSet.oneSidedPentominoes.pieces
        #expect(Set(oneSided[0].solid.orientations) == Set(oneSided[1].solid.orientations))
    }
}
