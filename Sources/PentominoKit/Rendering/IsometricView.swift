/// A tiling of several layers drawn as the packed box seen from above, in front and to the right:
/// each cube of a piece in the piece's colour, its top face as is, its front and right faces
/// darker, and only the faces that no other cube of the tiling hides. The first layer is the top.
enum IsometricView {
    /// Side of one cube, in SVG units: that of a cell in the layers beside it.
    static let cubeSize = Double(SVGRenderer.cellSize)
    /// The horizontal shift of one step along a row or a column: the cube's side times cos 30°.
    static let step = cubeSize * 3.0.squareRoot() / 2

    /// The width and height of the view of `tiling`.
    static func size(of tiling: Tiling) -> (width: Int, height: Int) {
        let across = Double(tiling.rows + tiling.columns)
        return (
            Int((across * step).rounded(.up)),
            Int((across * cubeSize / 2 + Double(tiling.layers) * cubeSize).rounded(.up))
        )
    }

    /// The view's elements, with the top left corner of its size at the origin.
    static func elements(of tiling: Tiling, ink: String) -> String {
        let box = tiling.box
        let filled = { (layer: Int, row: Int, column: Int) in
            box.contains(Cell(layer: layer, row: row, column: column))
                && tiling.letter(layer: layer, row: row, column: column) != nil
        }
        // The screen point of a corner of the grid, `height` cubes above the bottom of the box.
        let point = { (row: Int, column: Int, height: Int) in
            let x = Double(tiling.rows + column - row) * step
            let y = Double(column + row) * cubeSize / 2 + Double(tiling.layers - height) * cubeSize
            return "\(rounded(x)),\(rounded(y))"
        }
        // Back to front: a cube further along rows, columns or height than another is drawn after it.
        let cubes = box.cells.filter { filled($0.layer, $0.row, $0.column) }
            .sorted { ($0.row + $0.column - $0.layer) < ($1.row + $1.column - $1.layer) }
        var svg = "    <title>the packed box</title>\n"
        let colours = tiling.pieceColours
        for cube in cubes {
            let (row, column, height) = (cube.row, cube.column, tiling.layers - 1 - cube.layer)
            let colour = colours[tiling[cube]!]!
            var faces: [(corners: [String], shade: Double)] = []
            if !filled(cube.layer - 1, row, column) {
                faces.append(
                    (
                        [
                            point(row, column, height + 1), point(row, column + 1, height + 1),
                            point(row + 1, column + 1, height + 1), point(row + 1, column, height + 1),
                        ], 1
                    ))
            }
            if !filled(cube.layer, row + 1, column) {
                faces.append(
                    (
                        [
                            point(row + 1, column, height), point(row + 1, column + 1, height),
                            point(row + 1, column + 1, height + 1), point(row + 1, column, height + 1),
                        ], 0.8
                    ))
            }
            if !filled(cube.layer, row, column + 1) {
                faces.append(
                    (
                        [
                            point(row, column + 1, height), point(row + 1, column + 1, height),
                            point(row + 1, column + 1, height + 1), point(row, column + 1, height + 1),
                        ], 0.62
                    ))
            }
            for face in faces {
                svg +=
                    "    <polygon points=\"\(face.corners.joined(separator: " "))\" fill=\"\(colour.hex(shaded: face.shade))\" stroke=\"\(ink)\" stroke-opacity=\"0.35\" stroke-width=\"1\" stroke-linejoin=\"round\"/>\n"
            }
        }
        return svg
    }

    /// `value` with at most one decimal.
    private static func rounded(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
    }
}
