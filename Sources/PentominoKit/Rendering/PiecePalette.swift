/// One colour for each pentomino, the same in a terminal and in a picture.
enum PiecePalette {
    /// A piece's colour: an xterm 256-colour code, the nearest RGB hex for SVG, and whether
    /// white text reads better on it than black.
    struct Colour {
        let terminal: Int
        let hex: String
        let dark: Bool
    }

    /// The colours in the order of Golomb's F I L N P T U V W X Y Z.
    private static let colours = [
        Colour(terminal: 160, hex: "#d70000", dark: true), Colour(terminal: 34, hex: "#00af00", dark: true),
        Colour(terminal: 220, hex: "#ffd700", dark: false), Colour(terminal: 26, hex: "#005fd7", dark: true),
        Colour(terminal: 208, hex: "#ff8700", dark: false), Colour(terminal: 91, hex: "#8700af", dark: true),
        Colour(terminal: 45, hex: "#00d7ff", dark: false), Colour(terminal: 201, hex: "#ff00ff", dark: true),
        Colour(terminal: 154, hex: "#afff00", dark: false), Colour(terminal: 218, hex: "#ffafd7", dark: false),
        Colour(terminal: 30, hex: "#008787", dark: true), Colour(terminal: 183, hex: "#d7afff", dark: false),
    ]

    /// The colour of the piece Golomb calls `letter`; any other letter gets one picked by its code.
    static func colour(of letter: Character) -> Colour {
        let golomb = PieceSet.pentominoes.pieces.firstIndex { $0.letter == letter }
        return colours[golomb ?? Int(letter.unicodeScalars.first!.value) % colours.count]
    }

    /// The ANSI escape that sets the colours of `letter`'s piece.
    static func terminalStart(of letter: Character) -> String {
        let colour = colour(of: letter)
        return "\u{1B}[48;5;\(colour.terminal);\(colour.dark ? 97 : 30)m"
    }

    /// The ANSI escape that restores the terminal's own colours.
    static let terminalReset = "\u{1B}[0m"
}
