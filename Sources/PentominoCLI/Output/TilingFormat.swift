import PentominoKit

/// How `solve` draws each tiling: the format, colours and alphabet asked for on the command line.
struct TilingFormat {
    /// The formats of `--format`.
    enum Style: String, CaseIterable {
        case letters, box, svg, json
    }

    /// The choices of `--color`.
    enum ColourChoice: String, CaseIterable {
        case auto, always, never

        /// Whether to colour output to standard output, as this choice, the environment and the
        /// terminal decide: `always` and `never` win; under `auto`, NO_COLOR (set and not empty)
        /// and TERM=dumb turn colour off, CLICOLOR_FORCE (set and not 0) turns it on, and
        /// otherwise there is colour only on a terminal.
        func colours(
            environment: (String) -> String? = { getenv($0).map { String(cString: $0) } },
            terminal: Bool = isatty(1) == 1
        ) -> Bool {
            switch self {
            case .always: return true
            case .never: return false
            case .auto:
                if let noColour = environment("NO_COLOR"), !noColour.isEmpty { return false }
                if let force = environment("CLICOLOR_FORCE"), !force.isEmpty, force != "0" { return true }
                return terminal && environment("TERM") != "dumb"
            }
        }
    }

    let style: Style
    let colour: Bool
    let alphabet: LetterAlphabet
    let labels: Bool
    /// The surface the tilings lie on, whose glued edges an SVG picture marks.
    let surface: Surface

    /// Fails if a piece of `pieces` that is not a pentomino would not print under its own name in the
    /// alphabet asked for: renamed, as Conway's letters rename a piece called F to R, or like a
    /// pentomino of the set, as a square called O beside the I, which Conway calls O. In Golomb's
    /// letters every piece prints under its own name.
    func checkNames(of pieces: PieceSet) throws(CommandError) {
        let pentominoes = PieceSet.pentominoes.pieces + PieceSet.oneSidedPentominoes.pieces
        let printedPentominoes = Set(
            pieces.pieces.filter(pentominoes.contains).map { alphabet.letter(forGolomb: $0.letter) })
        for piece in pieces.pieces where !pentominoes.contains(piece) {
            let printed = alphabet.letter(forGolomb: piece.letter)
            let problem =
                printed != piece.letter
                ? "would print as \(printed)"
                : printedPentominoes.contains(printed) ? "would print like a pentomino" : nil
            if let problem {
                throw .failure(
                    "the piece \(piece.letter) \(problem) in \(alphabet.rawValue) letters: name it otherwise in its file, or print with Golomb's letters (leave out --letters)"
                )
            }
        }
    }

    /// Whether tilings printed one after another need a blank line between them.
    var separatesBlocks: Bool { style == .letters || style == .box }

    /// Whether tilings are drawn together on one sheet, after the last is found, rather than each as it comes.
    var drawsSheet: Bool { style == .svg }

    /// `tiling` of the board called `board`, the `index`-th in the canonical order, as text.
    func render(_ tiling: Tiling, board: String, index: UInt64) -> String {
        switch style {
        case .letters: return LetterRenderer.render(tiling, alphabet: alphabet, colour: colour)
        case .box: return BoxRenderer.render(tiling, alphabet: alphabet, labels: labels, colour: colour)
        case .svg: return SVGRenderer.render(tiling, alphabet: alphabet, labels: labels, surface: surface)
        case .json:
            var object = JSONObject()
            object.add("board", board)
            object.add("index", index)
            object.add("letters", alphabet.rawValue)
            JSONRenderer.add(tiling, alphabet: alphabet, to: &object)
            return object.text + "\n"
        }
    }

    /// `tilings`, in order, on one SVG sheet.
    func sheet(_ tilings: [Tiling]) -> String {
        SVGRenderer.sheet(tilings, alphabet: alphabet, labels: labels, surface: surface)
    }
}
