import PentominoKit

/// `pentomino verify [FILE|-]`: checks tilings drawn in letters.
struct VerifyCommand: Command {
    static let usage = "usage: pentomino verify [FILE|-]"

    static let help = """
        \(usage)

        Reads tilings drawn in letters (Golomb's F I L N P T U V W X Y Z or Conway's O P Q R S T U V W X Y Z,
        with '.', '#' or a space for cells no piece covers), one after another with a blank line between
        them, as 'pentomino solve' prints them, from FILE or from standard input (- or no FILE).
        For each it says whether it is a valid tiling by the 12 pentominoes, and of which board;
        for an invalid one, which letter is wrong and where.
        Exits 0 if every tiling is valid, 1 if any is not.

        options:
          -h, --help      show this help
        """

    /// The file to read, `-` for standard input.
    let source: String

    /// The check that `words` (the arguments after `verify`) ask for, or its help.
    static func parse(_ words: [String]) throws(CommandError) -> any Command {
        let arguments = try Arguments(words, valued: [], flags: ["help", "h"], usage: usage)
        if arguments.wantsHelp { return TextCommand(text: help) }
        guard arguments.positionals.count <= 1 else {
            throw .usage("verify takes at most one FILE, got \(arguments.positionals.count)", usage)
        }
        return VerifyCommand(source: arguments.positionals.first ?? "-")
    }

    func run(output: inout Output) throws(CommandError) {
        let (text, label) = try InputFile.text(of: source, what: "tiling file")
        let blocks = text.replacing("\r\n", with: "\n").split(separator: "\n\n", omittingEmptySubsequences: true)
            .filter { !$0.allSatisfy(\.isWhitespace) }
        guard !blocks.isEmpty else {
            throw .failure("\(label) holds no tiling: expected rows of pentomino letters, as 'pentomino solve' prints")
        }
        var flaws: [String] = []
        for (number, block) in blocks.enumerated() {
            let name = blocks.count == 1 ? label : "\(label), tiling \(number + 1)"
            do throws(TilingVerifier.Flaw) {
                let (tiling, alphabet) = try TilingVerifier.read(String(block))
                try TilingVerifier.check(tiling, alphabet: alphabet)
                output.line("\(name): valid tiling of \(boardName(of: tiling)) (\(alphabet.rawValue) letters)")
            } catch {
                flaws.append("\(name): \(error.description)")
                if blocks.count > 1 { output.line("\(name): invalid: \(error.description)") }
            }
        }
        guard flaws.isEmpty else {
            throw .failure(blocks.count == 1 ? flaws[0] : "\(flaws.count) of \(blocks.count) tilings are not valid, first \(flaws[0])")
        }
    }

    /// The board `tiling` covers: a built-in name, `RxC` for a full rectangle, or its size and cell count.
    private func boardName(of tiling: Tiling) -> String {
        let drawing = (0..<tiling.rows).map { row in
            String((0..<tiling.columns).map { tiling.letter(row: row, column: $0) == nil ? "#" : "." })
        }.joined(separator: "\n")
        let open = tiling.letters.filter { $0 != nil }.count
        guard let board = try? Board(drawing: drawing) else { return "a board of \(open) cells" }
        if let named = NamedBoard.matching(board) { return named.name }
        if open == tiling.rows * tiling.columns { return "\(tiling.rows)x\(tiling.columns)" }
        return "a \(tiling.rows)x\(tiling.columns) board with \(open) open cells"
    }
}
