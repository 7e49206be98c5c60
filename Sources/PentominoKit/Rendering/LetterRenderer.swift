/// Draws a tiling as rows of letters, one row per line, with `.` for cells left empty and `#` for
/// blocked cells; a tiling of several layers as its layers side by side, each under its label
/// (see `LayeredText`).
public enum LetterRenderer {
    /// The tiling, whose letters are Golomb's, as text in `alphabet`, each line ended by a newline;
    /// with `colour`, each letter stands on its piece's ANSI background colour, in another shade of
    /// it where copies of the piece touch (see `Tiling.pieceShades`).
    public static func render(_ tiling: Tiling, alphabet: LetterAlphabet = .golomb, colour: Bool = false) -> String {
        if tiling.layers > 1 {
            return LayeredText.render(tiling, width: tiling.columns) { render($0, alphabet: alphabet, colour: colour) }
        }
        var text = ""
        text.reserveCapacity((tiling.columns + 1) * tiling.rows * (colour ? 16 : 1))
        let paints = colour ? tiling.paints : []
        for row in 0..<tiling.rows {
            var current: PiecePalette.Paint?
            for column in 0..<tiling.columns {
                let index = row * tiling.columns + column
                if colour && paints[index] != current {
                    text += paints[index].map(PiecePalette.terminalStart(of:)) ?? PiecePalette.terminalReset
                    current = paints[index]
                }
                text.append(tiling.letters[index].map(alphabet.letter(forGolomb:)) ?? (tiling.open[index] ? "." : "#"))
            }
            if colour && current != nil { text += PiecePalette.terminalReset }
            text.append("\n")
        }
        return text
    }
}
