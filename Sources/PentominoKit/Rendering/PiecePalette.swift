#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One colour for each pentomino, the same in a terminal and in a picture, with a label colour
/// (black or white) chosen for each by contrast; and shades of each colour for a terminal, where
/// copies of a piece side by side would otherwise look like one shape.
enum PiecePalette {
    /// A piece's colour: an xterm 256-colour code, the same colour as RGB, and what a child calls it
    /// (the game names a piece by its colour, never by its letter).
    struct Colour: Hashable {
        let terminal: Int
        let red: Int, green: Int, blue: Int
        var name = ""

        /// `#rrggbb`.
        var hex: String { hex(shaded: 1) }

        /// Shade `shade` of this colour in xterm's 6×6×6 colour cube, where every colour of the
        /// palette lies: 0 is the colour itself, and 1 to 4 step each of its red, green and blue
        /// one level down, one up, two down and two up, as far as the cube goes.
        func shade(_ shade: Int) -> Colour {
            let step = [0, -1, 1, -2, 2][shade % PiecePalette.shades]
            let cube = terminal - 16
            let levels = [cube / 36, cube / 6 % 6, cube % 6].map { min(5, max(0, $0 + step)) }
            let value = [0, 0x5f, 0x87, 0xaf, 0xd7, 0xff]
            return Colour(
                terminal: 16 + 36 * levels[0] + 6 * levels[1] + levels[2], red: value[levels[0]],
                green: value[levels[1]], blue: value[levels[2]])
        }

        /// `#rrggbb` of this colour darkened to `factor` of its brightness, from 0 (black) to 1 (as is).
        func hex(shaded factor: Double) -> String {
            "#"
                + [red, green, blue].map { channel in
                    let value = Int((Double(channel) * factor).rounded())
                    return (value < 16 ? "0" : "") + String(value, radix: 16)
                }.joined()
        }

        /// Relative luminance, as WCAG 2 defines it: 0 for black, 1 for white.
        var luminance: Double {
            let linear = [red, green, blue].map { channel in
                let value = Double(channel) / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }

        /// The WCAG contrast ratio of white text on this colour, from 1 to 21.
        var contrastWithWhite: Double { 1.05 / (luminance + 0.05) }
        /// The WCAG contrast ratio of black text on this colour.
        var contrastWithBlack: Double { (luminance + 0.05) / 0.05 }

        /// Whether a label reads better in white than in black on this colour.
        var takesWhiteLabel: Bool { contrastWithWhite > contrastWithBlack }

        /// The contrast of the label colour chosen for this colour.
        var labelContrast: Double { max(contrastWithWhite, contrastWithBlack) }
    }

    /// The colours in the order of Golomb's F I L N P T U V W X Y Z (xterm's 256 colours, with their RGB values).
    static let colours = [
        Colour(terminal: 160, red: 0xd7, green: 0x00, blue: 0x00, name: "red"),
        Colour(terminal: 34, red: 0x00, green: 0xaf, blue: 0x00, name: "green"),
        Colour(terminal: 220, red: 0xff, green: 0xd7, blue: 0x00, name: "yellow"),
        Colour(terminal: 26, red: 0x00, green: 0x5f, blue: 0xd7, name: "blue"),
        Colour(terminal: 208, red: 0xff, green: 0x87, blue: 0x00, name: "orange"),
        Colour(terminal: 91, red: 0x87, green: 0x00, blue: 0xaf, name: "purple"),
        Colour(terminal: 45, red: 0x00, green: 0xd7, blue: 0xff, name: "light blue"),
        Colour(terminal: 201, red: 0xff, green: 0x00, blue: 0xff, name: "pink"),
        Colour(terminal: 154, red: 0xaf, green: 0xff, blue: 0x00, name: "lime green"),
        Colour(terminal: 218, red: 0xff, green: 0xaf, blue: 0xd7, name: "light pink"),
        Colour(terminal: 30, red: 0x00, green: 0x87, blue: 0x87, name: "sea green"),
        Colour(terminal: 183, red: 0xd7, green: 0xaf, blue: 0xff, name: "light purple"),
    ]

    /// Colours for pieces other than the 12 pentominoes in Golomb's letters, unlike any of theirs and
    /// each other's: brown, olive, slate blue, salmon, mint, steel blue, dark red, khaki, sage,
    /// bronze, orchid, cyan, periwinkle, rosy brown, navy, pale blue, pale yellow and burnt orange. With
    /// the pentominoes' 12, a set of up to 30 names has a colour for each name.
    static let otherColours = [
        Colour(terminal: 130, red: 0xaf, green: 0x5f, blue: 0x00, name: "brown"),
        Colour(terminal: 100, red: 0x87, green: 0x87, blue: 0x00, name: "olive"),
        Colour(terminal: 61, red: 0x5f, green: 0x5f, blue: 0xaf, name: "slate blue"),
        Colour(terminal: 209, red: 0xff, green: 0x87, blue: 0x5f, name: "salmon"),
        Colour(terminal: 121, red: 0x87, green: 0xff, blue: 0xaf, name: "mint"),
        Colour(terminal: 67, red: 0x5f, green: 0x87, blue: 0xaf, name: "steel blue"),
        Colour(terminal: 88, red: 0x87, green: 0x00, blue: 0x00, name: "dark red"),
        Colour(terminal: 186, red: 0xd7, green: 0xd7, blue: 0x87, name: "khaki"),
        Colour(terminal: 65, red: 0x5f, green: 0x87, blue: 0x5f, name: "sage"),
        Colour(terminal: 94, red: 0x87, green: 0x5f, blue: 0x00, name: "bronze"),
        Colour(terminal: 133, red: 0xaf, green: 0x5f, blue: 0xaf, name: "orchid"),
        Colour(terminal: 37, red: 0x00, green: 0xaf, blue: 0xaf, name: "cyan"),
        Colour(terminal: 147, red: 0xaf, green: 0xaf, blue: 0xff, name: "periwinkle"),
        Colour(terminal: 95, red: 0x87, green: 0x5f, blue: 0x5f, name: "rosy brown"),
        Colour(terminal: 18, red: 0x00, green: 0x00, blue: 0x87, name: "navy"),
        Colour(terminal: 152, red: 0xaf, green: 0xd7, blue: 0xd7, name: "pale blue"),
        Colour(terminal: 228, red: 0xff, green: 0xff, blue: 0x87, name: "pale yellow"),
        Colour(terminal: 166, red: 0xd7, green: 0x5f, blue: 0x00, name: "burnt orange"),
    ]

    /// The colour of each of `names`, the pieces of one tiling: a pentomino in Golomb's letters has
    /// its own, and the other names take `otherColours` in turn, in the order of their characters'
    /// code points. Up to 30 names (the 12 and 18 others) no two share a colour; beyond that the
    /// others' colours repeat, every 18th name alike.
    static func colours(of names: some Sequence<Character>) -> [Character: Colour] {
        var colours: [Character: Colour] = [:]
        var others = 0
        for name in Set(names).sorted(by: { $0.unicodeScalars.first!.value < $1.unicodeScalars.first!.value }) {
            if let golomb = PieceSet.pentominoes.pieces.firstIndex(where: { $0.letter == name }) {
                colours[name] = PiecePalette.colours[golomb]
            } else {
                colours[name] = otherColours[others % otherColours.count]
                others += 1
            }
        }
        return colours
    }

    /// Number of shades of each colour (see `Colour.shade(_:)`).
    static let shades = 5

    /// What a piece's cells are painted with in a terminal: its piece's colour in shade `shade`.
    struct Paint: Hashable {
        let colour: Colour
        let shade: Int
    }

    /// The ANSI escape that paints with `paint`, its label in black or bright white.
    static func terminalStart(of paint: Paint) -> String {
        let colour = paint.colour.shade(paint.shade)
        return "\u{1B}[48;5;\(colour.terminal);\(colour.takesWhiteLabel ? 97 : 30)m"
    }

    /// The ANSI escape that restores the terminal's own colours.
    static let terminalReset = "\u{1B}[0m"
}
