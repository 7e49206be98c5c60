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
            and where. Exits 0 if every tiling is valid, 1 if any is not.
            """,
        optionGroups: [OptionGroup(nil, [.pieces])])

    /// The file to read, `-` for standard input.
    let source: String
    let pieces: PieceSetArgument
    /// Whether the pieces are the 12 pentominoes by default, not by `--pieces`.
    let piecesByDefault: Bool

    init(_ arguments: Arguments) throws(CommandError) {
        guard arguments.positionals.count <= 1 else {
            throw .usage("verify takes at most one FILE, got \(arguments.positionals.count)", arguments.usage)
        }
        source = arguments.positionals.first ?? "-"
        pieces = try arguments.pieceSet()
        piecesByDefault = !arguments.has("pieces")
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
            var read: Tiling?
            do throws(TilingVerifier.Flaw) {
                let (tiling, alphabet) = try TilingVerifier.read(block, pieces: pieces)
                read = tiling
                try TilingVerifier.check(tiling, alphabet: alphabet, pieces: pieces)
                output.line(
                    "\(name): valid tiling of \(boardName(of: tiling))"
                        + (namesAlphabet ? " (\(alphabet.rawValue) letters)" : ""))
            } catch {
                let flaw =
                    error.commandLineDescription + (piecesByDefault ? VerifyCommand.hint(for: error, in: read) : "")
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
        case .wrongSize, .disconnected, .tooMany, .missing:
            let specification = tiling.flatMap {
                PieceSetArgument.specification(coveredBy: $0.letters.compactMap { $0 })
            }
            return specification.map { " (for the pieces it holds, give --pieces \($0))" } ?? ""
        default: return ""
        }
    }

    /// The board `tiling` covers: a built-in name, `RxC` (or `LxRxC`) for a full box, or its size and
    /// open cells; and how many of those it leaves empty.
    private func boardName(of tiling: Tiling) -> String {
        let open = tiling.open.filter { $0 }.count
        let empty = open - tiling.letters.filter { $0 != nil }.count
        let leaving = leavingEmpty(empty)
        if let named = NamedBoard.matching(Board(box: tiling.box, open: tiling.open)) {
            return named.name + leaving
        }
        if open == tiling.box.count { return "\(tiling.box)" + leaving }
        return "a \(tiling.box) board with \(open) open cells" + leaving
    }
}
