import PentominoKit

/// `pentomino verify [FILE|-]`: checks tilings drawn in letters.
struct VerifyCommand: NamedCommand {
    static let description = CommandDescription(
        name: "verify", summary: "check tilings drawn in letters, such as solve prints them",
        operands: [Operand(name: "FILE|-", kind: .file, optional: true)],
        details: """
            Reads tilings drawn in letters (Golomb's F I L N P T U V W X Y Z or Conway's O P Q R S T U V W X Y Z,
            with '.', '#' or a space for cells no piece covers), one after another with a blank line between
            them, as 'pentomino solve' prints them, in colour or not, from FILE or from standard input
            (- or no FILE). For each it says whether it is a valid tiling by the pieces (the 12 pentominoes
            unless --pieces says otherwise), and of which board; for an invalid one, which letter is wrong
            and where. With --surface, the tilings lie on a surface whose edges meet, and a piece may cross
            them; without it, a tiling that is valid only on such a surface is refused with the --surface
            to give. Exits 0 if every tiling is valid, 1 if any is not. With --partial it checks
            boards filled in part, such as the puzzles that 'pentomino puzzle' prints: each piece
            drawn must have its shape, and none may be used more often than the set holds it.
            """,
        optionGroups: [
            OptionGroup(
                nil,
                [
                    .pieces,
                    .surface,
                    OptionDescription(
                        name: "partial", value: .none,
                        help: """
                            accept pieces missing, as in a puzzle: '.' marks the cells still to fill
                            """),
                ])
        ])

    /// The file to read, `-` for standard input.
    let source: String
    let pieces: PieceSetArgument
    /// Whether the pieces are the 12 pentominoes by default, not by `--pieces`.
    let piecesByDefault: Bool
    /// Whether pieces may be missing (`--partial`).
    let partial: Bool
    /// The surface the tilings lie on (`--surface`).
    let surface: Surface

    init(_ arguments: Arguments) throws(CommandError) {
        guard arguments.positionals.count <= 1 else {
            throw .usage("verify takes at most one FILE, got \(arguments.positionals.count)", arguments.usage)
        }
        source = arguments.positionals.first ?? "-"
        pieces = try arguments.pieceSet()
        piecesByDefault = !arguments.has("pieces")
        partial = arguments.has("partial")
        surface = try arguments.choice("surface", default: .flat)
    }

    func run(output: inout Output) throws(CommandError) {
        let pieces = try self.pieces.pieceSet()
        let (text, label) = try InputFile.text(of: source, what: "tiling file")
        let blocks = TilingVerifier.drawings(in: text)
        guard !blocks.isEmpty else {
            throw .failure("\(label) holds no tiling: expected rows of pentomino letters, as 'pentomino solve' prints")
        }
        // Which alphabet the letters are in, where the set has pieces named by pentomino letters.
        let pentominoLetters = Set(PieceSet.oneSidedPentominoes.pieces.map(\.letter))
        let namesAlphabet = pieces.pieces.contains { pentominoLetters.contains($0.letter) }
        var flaws: [String] = []
        for (number, block) in blocks.enumerated() {
            let name = blocks.count == 1 ? label : "\(label), tiling \(number + 1)"
            var read: (tiling: Tiling, alphabet: LetterAlphabet)?
            do throws(TilingVerifier.Flaw) {
                let (tiling, alphabet) = try TilingVerifier.read(block, pieces: pieces)
                read = (tiling, alphabet)
                try TilingVerifier.check(
                    tiling, alphabet: alphabet, pieces: pieces, partial: partial, surface: surface)
                let letters = namesAlphabet ? " (\(alphabet.rawValue) letters)" : ""
                output.line(
                    partial
                        ? "\(name): valid partial tiling of \(boardName(of: tiling, partial: true)), \(placed(tiling, of: pieces))\(letters)"
                        : "\(name): valid tiling of \(boardName(of: tiling))\(letters)")
            } catch {
                let hint =
                    surfaceHint(for: read, pieces: pieces)
                    ?? (piecesByDefault ? VerifyCommand.hint(for: error, in: read?.tiling) : "")
                let flaw = error.commandLineDescription + hint
                flaws.append("\(name): \(flaw)")
                if blocks.count > 1 { output.line("\(name): invalid: \(flaw)") }
            }
        }
        guard flaws.isEmpty else {
            throw .failure(
                blocks.count == 1
                    ? flaws[0] : "\(flaws.count) of \(blocks.count) tilings are not valid, first \(flaws[0])")
        }
    }

    /// For a flaw that a tiling by another set than the 12 pentominoes shows (a mirror image's
    /// lower-case letter; letters that mark copies, or only some, of the 12), the `--pieces` to give
    /// for that set, read from `tiling`'s letters where it was read.
    private static func hint(for flaw: TilingVerifier.Flaw, in tiling: Tiling?) -> String {
        switch flaw {
        case .notInSet(let letter, _, _, _, _): return PieceSetArgument.oneSidedHint(for: letter)
        case .missing where tiling.map { zip($0.open, $0.letters).contains { $0 && $1 == nil } } ?? false:
            return " (for a board filled in part, such as a puzzle, give --partial)"
        case .wrongSize, .disconnected, .tooMany, .missing:
            let specification = tiling.flatMap {
                PieceSetArgument.specification(coveredBy: $0.letters.compactMap { $0 })
            }
            return specification.map { " (for the pieces it holds, give --pieces \($0))" } ?? ""
        default: return ""
        }
    }

    /// For a tiling read as flat that is not valid there, the `--surface` to give where the tiling is
    /// valid on a surface whose edges meet: a piece laid across a glued edge, read flat, looks like
    /// pieces apart. The surfaces are tried from the least glued, so a ring is named before a torus.
    /// - Returns: The hint, or `nil` where the surface was given or no surface makes the tiling valid.
    private func surfaceHint(for read: (tiling: Tiling, alphabet: LetterAlphabet)?, pieces: PieceSet) -> String? {
        guard surface == .flat, let (tiling, alphabet) = read else { return nil }
        let valid = Surface.allCases.first { surface in
            surface != .flat
                && (try? TilingVerifier.check(
                    tiling, alphabet: alphabet, pieces: pieces, partial: partial, surface: surface)) != nil
        }
        return valid.map { " (it is a valid tiling of \($0.phrase), whose edges meet: give --surface \($0))" }
    }

    /// How many of the pieces of `pieces` the partial `tiling` places, and how many cells it leaves to fill.
    private func placed(_ tiling: Tiling, of pieces: PieceSet) -> String {
        let placed = tiling.letters.compactMap { $0 }.count
        let size = pieces.pieces.first?.size ?? 1
        let count = pieces.pieces.allSatisfy { $0.size == size } ? placed / size : tiling.pieces.count
        let open = tiling.open.filter { $0 }.count
        return "\(count) of the \(pieces.pieceCount) pieces placed, \(counted(open - placed, "cell")) to fill"
    }

    /// The board `tiling` covers: a built-in name, `RxC` (or `LxRxC`) for a full box, or its size and
    /// open cells; and, unless it is `partial`, how many of those it leaves empty.
    private func boardName(of tiling: Tiling, partial: Bool = false) -> String {
        let open = tiling.open.filter { $0 }.count
        let empty = open - tiling.letters.filter { $0 != nil }.count
        let leaving = (surface == .flat ? "" : " \(surface)") + (partial ? "" : leavingEmpty(empty))
        if let named = NamedBoard.matching(Board(box: tiling.box, open: tiling.open)) {
            return named.name + leaving
        }
        if open == tiling.box.count { return "\(tiling.box)" + leaving }
        return "a \(tiling.box) board with \(open) open cells" + leaving
    }
}
