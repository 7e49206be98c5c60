import PentominoKit

/// A board named on the command line: a built-in name, `RxC`, a file holding a drawing, or `-` for standard input.
///
/// Names and sizes are checked when the command line is parsed; a file is read only by `board()`.
struct BoardArgument {
    /// How the board is named in output: the argument as typed (control characters shown by their
    /// codes), the tool's spelling of a size or built-in name, or `stdin`.
    private(set) var label: String
    /// The board itself, for a name or a size; nil for a file, read later.
    private let given: Board?
    /// The file to read the drawing from, `-` for standard input.
    private let path: String
    /// The surface the board lies on (`--surface`), flat unless the command line says otherwise.
    private(set) var surface = Surface.flat
    /// Whether only tilings in which no four pieces meet at a point are asked for (`--tatami`).
    private(set) var tatami = false

    /// The board that `text` names. Malformed sizes, and sizes with more cells than any board may
    /// have open, are usage errors, found without allocating anything for the board. A size or a
    /// built-in name is labelled as the tool spells it (`6X10` as `6x10`).
    init(_ text: String, usage: String) throws(CommandError) {
        path = text
        if let named = NamedBoard.named(text) {
            label = named.name
            given = named.board
            return
        }
        label = text == "-" ? "stdin" : text.withControlsShown
        if text == "-" {
            given = nil
            return
        }
        if BoardArgument.looksLikeSize(text) {
            given = try BoardArgument.rectangle(text, usage: usage)
            label = given!.box.description
            return
        }
        if BoardArgument.looksLikeSize(text.filter { $0 != " " }) && text.contains(" ") {
            throw .usage(
                "'\(text)' is not a board size: write it without spaces, like \(text.filter { $0 != " " })", usage)
        }
        guard text.contains("/") || text.contains(".") || access(text, F_OK) == 0 else {
            let names = NamedBoard.catalogue.map(\.name)
            let suggestion = Suggestion.nearest(text, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw .usage(
                "'\(text)' is not a board: give ROWSxCOLUMNS (like 6x10), LAYERSxROWSxCOLUMNS (like 3x4x5), a built-in name (\(names.joined(separator: ", "))), a file, or - for standard input\(suggestion)",
                usage)
        }
        given = nil
    }

    /// The one board among `arguments`' positionals, for the command called `command`. Two whole
    /// numbers, as in `count 6 10`, get the size they were likely meant to be.
    init(only arguments: Arguments, of command: String) throws(CommandError) {
        let positionals = arguments.positionals
        guard positionals.count == 1 else {
            var message = "\(command) takes exactly one BOARD, got \(positionals.count)"
            if positionals.count == 2,
                positionals.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
            {
                message += ": did you mean '\(command) \(positionals[0])x\(positionals[1])'?"
            }
            throw .usage(message, arguments.usage)
        }
        try self.init(positionals[0], usage: arguments.usage)
        surface = try arguments.choice("surface", default: .flat)
        if surface != .flat { label += " \(surface)" }
        tatami = arguments.has("tatami")
        if tatami { label += " tatami" }
    }

    /// How a line about `board`, this argument's board, names it: as `label`, and for a drawing read
    /// as layers (drawn with blank lines between them) with its shape too, so that a flat board
    /// drawn with a stray blank line is not counted as a box unseen.
    func label(of board: Board) -> String {
        guard given == nil && board.layers > 1 else { return label }
        return "\(label) (drawn as \(board.layers) layers of \(board.rows)x\(board.columns), a \(board.box) box)"
    }

    /// Whether `text` names a board by a name or a size, as a command's BOARD would.
    static func namesABoard(_ text: String) -> Bool {
        NamedBoard.named(text) != nil || (looksLikeSize(text) && (try? Board.dimensions(ofSize: text)) != nil)
    }

    /// The board: the one named, or the one drawn in the file, where the characters of `pieceNames`
    /// mark pieces placed in advance. An unreadable or malformed file is a failure.
    func board(pieceNames: Set<Character>) throws(CommandError) -> Board {
        let board = try drawnOrGiven(pieceNames: pieceNames)
        do {
            return try board.laid(on: surface)
        } catch {
            throw .failure("\(label): \(error.commandLineDescription)")
        }
    }

    /// The board named or drawn, flat.
    private func drawnOrGiven(pieceNames: Set<Character>) throws(CommandError) -> Board {
        if let given { return given }
        let (text, name) = try InputFile.text(
            of: path, what: "board file",
            holding: "lines of '.' (cells to fill), '#' or spaces (blocked) and letters (pieces placed in advance)")
        do {
            return try Board(drawing: text, pieceNames: pieceNames)
        } catch {
            // A mirror image's letter, where the set has no lower-case name, is as a rule from a one-sided set's printed tiling.
            var hint = ""
            if case .unknownPieceName(let letter, _, _, let names) = error, !names.contains(where: \.isLowercase) {
                hint = PieceSetArgument.oneSidedHint(for: letter)
            }
            throw .failure("\(name): \(error.commandLineDescription)\(hint)")
        }
    }

    /// The full rectangle of size `text`; a malformed or oversized size is a usage error.
    private static func rectangle(_ text: String, usage: String) throws(CommandError) -> Board {
        do {
            return try Board(size: text)
        } catch {
            throw .usage(error.description, usage)
        }
    }

    /// Whether `text` is written like a size, `RxC` with digits and signs (and `X` or `×` for `x`), so
    /// that its errors are usage errors.
    private static func looksLikeSize(_ text: String) -> Bool {
        text.contains(where: { "xX×".contains($0) })
            && text.allSatisfy { "xX×-+".contains($0) || ($0.isASCII && $0.isNumber) }
    }
}
