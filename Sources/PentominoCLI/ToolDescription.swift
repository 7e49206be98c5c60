import PentominoKit

/// What the tool as a whole says about itself, beyond its commands: the one source of its help and
/// of the sections of the man page around the commands.
enum ToolDescription {
    /// What the tool does, in one line without a full stop.
    static let summary = "counts and prints tilings of boards with the 12 pentominoes"

    /// Sections after the commands: a title, the man page's name for the section, and paragraphs
    /// separated by blank lines.
    static let sections: [(title: String, manTitle: String, text: String)] = [
        ("boards", "BOARDS", """
            BOARD is ROWSxCOLUMNS (such as 6x10 or 10x6), a built-in name (\(NamedBoard.catalogue.map(\.name).joined(separator: ", "))), \
            a file that draws the board, or - for standard input. The board must have exactly as many open cells \
            as the pieces cover (60 for the 12 pentominoes), or more with --allow-gaps, and at most \(Board.maximumCells) cells.

            A drawing has one line per row: '.' is a cell to fill, '#' or a space a blocked cell, and a \
            pentomino's letter (Golomb's F I L N P T U V W X Y Z) a cell of that piece, placed there in advance: \
            the search completes the tiling around it, and a tiling that solve prints, read back as a board, \
            counts 1. Blocked cells around the open ones are dropped, whether drawn with '#' or spaces, and \
            lines may be ragged. A blank \
            line inside a drawing is an error (draw a row of blocked cells with '#'); blank lines at either end, \
            a UTF-8 byte-order mark, and line ends of \\r\\n or \\r are accepted.
            """),
        ("exit codes", "EXIT STATUS", """
            0 success, 1 failure (unreadable file, impossible board, invalid tiling, output that cannot be \
            written), 64 usage error, 130 interrupted (SIGINT or SIGTERM).
            """),
        ("environment", "ENVIRONMENT", """
            NO_COLOR (set and not empty) turns colour off, and so does TERM=dumb, unless --color always is given. \
            CLICOLOR_FORCE (set and not 0) turns colour on even when stdout is not a terminal, unless NO_COLOR is set.
            """),
    ]

    /// What `pentomino --help` prints.
    static var help: String {
        var lines = ["pentomino \(Tool.version): \(summary).", "", "usage: pentomino <command> [options] [arguments]", "", "commands:"]
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
