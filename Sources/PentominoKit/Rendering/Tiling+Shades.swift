extension Tiling {
    /// For each piece, by number, the shade of its colour it is drawn in (see `PiecePalette.Paint`):
    /// 0, its own colour, unless it touches copies of its piece with lower numbers, when the lowest
    /// shade that none of them has. Copies side by side, which look like one shape in letters, then
    /// differ in colour (as far as the palette's shades go).
    var pieceShades: [Int] {
        var shades: [Int] = []
        for (letter, cells) in pieces {
            var taken = Set<Int>()
            for cell in cells {
                for neighbour in cell.neighbours where box.contains(neighbour) && self[neighbour] == letter {
                    if let other = pieceNumbers[box.offset(of: neighbour)], other < shades.count {
                        taken.insert(shades[other])
                    }
                }
            }
            shades.append((0..<PiecePalette.shades).first { !taken.contains($0) } ?? 0)
        }
        return shades
    }

    /// The colour of each piece's name, by `PiecePalette.colours(of:)`: no two names of a set of up
    /// to 30 share one.
    var pieceColours: [Character: PiecePalette.Colour] {
        PiecePalette.colours(of: letters.lazy.compactMap { $0 })
    }

    /// The paint of each cell in storage order: its piece's colour and shade, or nil where no piece covers it.
    var paints: [PiecePalette.Paint?] {
        let shades = pieceShades
        let colours = pieceColours
        return zip(letters, pieceNumbers).map { letter, number in
            guard let letter, let number else { return nil }
            return PiecePalette.Paint(colour: colours[letter]!, shade: shades[number])
        }
    }
}
