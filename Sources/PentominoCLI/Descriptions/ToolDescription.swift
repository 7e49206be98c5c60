import PentominoKit

/// What the tool as a whole says about itself, beyond its commands: the one source of its help and
/// of the sections of the man page around the commands.
enum ToolDescription {
    /// What the tool does, in one line without a full stop.
    static let summary = "counts and prints tilings of boards with pentominoes and other pieces"

    /// Sections after the commands: a title, the man page's name for the section, and paragraphs
    /// separated by blank lines.
    static let sections: [(title: String, manTitle: String, text: String)] = [
        (
            "boards", "BOARDS",
            """
            BOARD is ROWSxCOLUMNS (such as 6x10 or 10x6), LAYERSxROWSxCOLUMNS for a box in space (such as 3x4x5, \
            filled with solid pieces that turn every way), a built-in name (\(NamedBoard.catalogue.map(\.name).joined(separator: ", "))), \
            a file that draws the board, or - for standard input. The board must have exactly as many open cells \
            as the pieces cover (60 for the 12 pentominoes), or more with --allow-gaps, and at most \(Board.maximumCells) cells.

            A drawing has one line per row: '.' is a cell to fill, '#' or a space a blocked cell, and a \
            piece's name (such as Golomb's F I L N P T U V W X Y Z, or Conway's O P Q R S T U V W X Y Z) a \
            cell of that piece, placed there in advance: the search completes the tiling around it, and a \
            tiling that solve prints, read back as a board, counts 1. Blocked cells around the open ones are \
            dropped, whether drawn with '#' or spaces, and lines may be ragged. Blank lines inside a drawing separate the layers of a board in space, from \
            the top layer down, each drawn like a flat board (a flat board has none; draw a row of blocked cells \
            with '#'), or the layers stand side by side under a first line of their labels (layer 1, layer 2, \
            …), as solve prints a box; blank lines at either end, a UTF-8 byte-order mark, and line ends of \\r\\n or \\r \
            are accepted.
            """
        ),
        (
            "piece sets", "PIECE SETS",
            """
            SET is one or more terms joined by commas: pentominoes (the 12 free pentominoes, F I L N P T U V \
            W X Y Z, the default); one-sided (the 18 one-sided pentominoes: the 12, which only turn, and the \
            mirror images of F L N P Y Z, named f l n p y z); Golomb's letters of free pentominoes, such as \
            FILPU; one-sided:LETTERS, one-sided pentominoes by letter, upper case as drawn and lower case \
            mirrored, such as one-sided:FfLl; N*TERM, N copies of a term, such as 2*pentominoes (the double \
            set); or a file of drawn pieces. A piece named twice is two copies of it: LLLL is four L's.

            A piece file draws its pieces on lines of text, each with a character of its own that becomes \
            its name (any visible character but '#', which marks blocked cells), and '.' or spaces around \
            them; pieces may stand apart or side by side, each joined edge to edge. Pieces are free (turned \
            and mirrored), but for those a line one-sided: NAMES names, which only turn in the plane; a line one-sided alone makes every piece of the file one-sided. A line fixed: NAMES (or fixed alone) keeps the pieces it names exactly as drawn, never turned, such as Katamino's I, which lies along its box: a fixed piece keeps only the symmetries of the board that leave it as drawn. OO over OO \
            is the square tetromino. Blank lines separate layers, as in a board's drawing: a solid piece (a \
            pentacube, say) is drawn layer by layer, and fits only boxes of several layers. In a box every \
            piece turns every way in space (24 rotations), so a flat piece's mirror image comes free, and \
            a one-sided piece that differs from its mirror image (such as the one-sided L) is refused there.

            Copies of a piece are not told apart: a tiling is the board's partition into named pieces, and \
            distinct tilings are counted up to the symmetries of the board that carry the set onto itself (a \
            reflection turns each one-sided piece into its mirror image, so it counts only when the set \
            holds both). A tiling that such a symmetry leaves unchanged is one class of fewer tilings, so \
            "all" is not always "distinct" times the number of symmetries.
            """
        ),
        (
            "surfaces", "SURFACES",
            """
            --surface lays a board of R rows and C columns on a surface whose edges meet: ring (the last \
            column meets the first), tube (the last row meets the first), torus (both), mobius (the last \
            column meets the first with the rows reversed: row r meets row R-1-r) or klein (as mobius, and \
            the last row meets the first). A drawn board's grid is the box around its open cells, and its \
            blocked cells stay blocked: a torus with holes. A piece may cross a glued edge, wrap around and \
            touch itself, but never cover a cell twice; two ways of laying a piece that cover the same \
            cells are one placement, since a tiling is which piece covers each cell. On mobius and klein a \
            piece comes back turned over, so every piece must turn over freely.

            Distinct tilings are counted up to every symmetry of the surface: its shifts along the \
            directions that wrap around, and the board's turns and reflections that keep its edges glued \
            as they are (4C on a ring or a Möbius strip, 4R on a tube, 4RC on a torus, 8RC on a square \
            one, 4C on a Klein bottle of odd R and 8C of even R). Tilings are printed on the R x C grid, \
            and verify --surface reads them back; an SVG picture marks the glued sides with arrows.
            """
        ),
        (
            "exit codes", "EXIT STATUS",
            """
            0 success, 1 failure (unreadable file, impossible board, invalid tiling, output that cannot be \
            written), 64 usage error, 130 interrupted by SIGINT, 143 by SIGTERM. count --unique exits 2 \
            for a board with no tiling and 3 for one with more than one distinct tiling.
            """
        ),
        (
            "environment", "ENVIRONMENT",
            """
            NO_COLOR (set and not empty) turns colour off, and so does TERM=dumb, unless --color always is given. \
            CLICOLOR_FORCE (set and not 0) turns colour on even when stdout is not a terminal, unless NO_COLOR is set.
            """
        ),
    ]

    /// What `pentomino --help` prints.
    static var help: String {
        var lines = [
            "pentomino \(Tool.version): \(summary).", "", "usage: pentomino <command> [options] [arguments]", "",
            "commands:",
        ]
        let commands = Tool.descriptions.map { command in
            (label: ([command.name] + command.operands.map(\.synopsis)).joined(separator: " "), help: command.summary)
        }
        lines += listed(commands)
        lines += ["", "options:"]
        lines += listed(Tool.options.map { ($0.label, $0.help) })
        for section in sections {
            lines += ["", "\(section.title):"]
            for paragraph in section.text.split(separator: "\n\n") {
                if lines.last != "\(section.title):" { lines.append("") }
                lines += wrapped(String(paragraph), width: CommandDescription.helpWidth - 2).map { "  " + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `entries` as an indented list, each label followed by its help wrapped beside it.
    private static func listed(_ entries: [(label: String, help: String)]) -> [String] {
        let column = entries.map(\.label.count).max()! + 6
        return entries.flatMap { labelled($0.label, $0.help, column: column) }
    }
}
