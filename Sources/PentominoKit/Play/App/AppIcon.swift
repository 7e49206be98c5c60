/// The app's icon, drawn by the tool: a 5x5 square tiled by five pentominoes in the game's colours,
/// on the board's wood. As SVG, and as PNG at the sizes a home screen asks for.
enum AppIcon {
    /// The tiling drawn: the F, I, L, P and U fill the 5x5 square (`pentomino solve 5x5 --pieces
    /// FILPU`; a test counts its one completion).
    static let tiling = ["ILLPP", "ILPPP", "ILFUU", "ILFFU", "IFFUU"]

    /// The wood around the board, and the gaps between its cells, as red, green and blue.
    private static let wood: (red: UInt8, green: UInt8, blue: UInt8) = (0xB9, 0x8B, 0x5E)
    private static let groove: (red: UInt8, green: UInt8, blue: UInt8) = (0x8A, 0x63, 0x3F)

    /// The colours of the pieces, by letter, as the game gives them.
    private static var colours: [Character: PiecePalette.Colour] {
        PiecePalette.colours(of: tiling.joined())
    }

    /// The share of the icon's side left around the board: a maskable icon keeps the board inside the
    /// circle of 80% of its side that every mask leaves.
    private static func margin(maskable: Bool) -> Double { maskable ? 0.23 : 0.12 }

    /// Where each cell is drawn, in a square of `size`: its left, top and side.
    private static func cells(
        in size: Double, maskable: Bool = false
    ) -> [(letter: Character, left: Double, top: Double, side: Double)] {
        let margin = size * margin(maskable: maskable), pitch = (size - 2 * margin) / 5, gap = max(1, pitch * 0.08)
        return tiling.enumerated().flatMap { row, line in
            line.enumerated().map { column, letter in
                (letter, margin + Double(column) * pitch + gap / 2, margin + Double(row) * pitch + gap / 2, pitch - gap)
            }
        }
    }

    /// The icon as an SVG document, for any size.
    static var svg: String {
        let colours = self.colours
        let squares = cells(in: 512).map { cell in
            "<rect x=\"\(cell.left)\" y=\"\(cell.top)\" width=\"\(cell.side)\" height=\"\(cell.side)\" rx=\"14\" fill=\"\(colours[cell.letter]!.hex)\"/>"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">\
            <rect width="512" height="512" rx="96" fill="#b98b5e"/>\
            <rect x="56" y="56" width="400" height="400" rx="10" fill="#8a633f"/>\
            \(squares.joined())</svg>

            """
    }

    /// The icon as a PNG file of `size` by `size` pixels; `maskable`, with the wood to its edges and
    /// the board inside the part that a home screen's mask keeps.
    static func png(size: Int, maskable: Bool = false) -> [UInt8] {
        let letters = Array(Set(tiling.joined())).sorted()
        let colours = self.colours
        let palette =
            [wood, groove]
            + letters.map { letter in
                let colour = colours[letter]!
                return (UInt8(colour.red), UInt8(colour.green), UInt8(colour.blue))
            }
        return PNGImage(width: size, height: size, palette: palette, pixels: pixels(size: size, maskable: maskable))
            .bytes
    }

    /// The icon's pixels, row by row, as indices into the PNG's palette: 0 the wood, 1 the board's
    /// grooves, then the pieces by letter.
    static func pixels(size: Int, maskable: Bool = false) -> [UInt8] {
        let letters = Array(Set(tiling.joined())).sorted()
        var pixels = [UInt8](repeating: 0, count: size * size)
        let margin = Int((Double(size) * (margin(maskable: maskable) - 0.01)).rounded()), end = size - margin
        for y in margin..<end { for x in margin..<end { pixels[y * size + x] = 1 } }
        for cell in cells(in: Double(size), maskable: maskable) {
            let colour = UInt8(2 + letters.firstIndex(of: cell.letter)!)
            let (left, top) = (Int(cell.left.rounded()), Int(cell.top.rounded()))
            let side = Int(cell.side.rounded())
            for y in top..<min(size, top + side) {
                for x in left..<min(size, left + side) { pixels[y * size + x] = colour }
            }
        }
        return pixels
    }
}
