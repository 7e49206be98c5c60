import Glibc
import PentominoKit

/// A board named on the command line: a built-in name, `RxC`, a file holding a drawing, or `-` for standard input.
///
/// Names and sizes are checked when the command line is parsed; a file is read only by `board()`.
struct BoardArgument {
    /// How the board is named in output: the argument as typed, or `stdin`.
    let label: String
    /// The board itself, for a name or a size; nil for a file, read later.
    private let given: Board?
    /// The file to read the drawing from, `-` for standard input.
    private let path: String

    /// The board that `text` names. Malformed sizes, and sizes with more cells than any board may
    /// have open, are usage errors, found without allocating anything for the board.
    init(_ text: String, usage: String) throws(CommandError) {
        label = text == "-" ? "stdin" : text
        path = text
        if let named = NamedBoard.named(text) {
            given = named.board
            return
        }
        if text == "-" {
            given = nil
            return
        }
        if BoardArgument.looksLikeSize(text) {
            given = try BoardArgument.rectangle(text, usage: usage)
            return
        }
        if text.contains("x") && text.contains(" ") && BoardArgument.looksLikeSize(text.filter { $0 != " " }) {
            throw .usage("'\(text)' is not a board size: write it without spaces, like 6x10", usage)
        }
        guard text.contains("/") || text.contains(".") || access(text, F_OK) == 0 else {
            let names = NamedBoard.catalogue.map(\.name).joined(separator: ", ")
            throw .usage("'\(text)' is not a board: give ROWSxCOLUMNS (like 6x10), a built-in name (\(names)), a file, or - for standard input", usage)
        }
        given = nil
    }

    /// The board: the one named, or the one drawn in the file. An unreadable or malformed file is a failure.
    func board() throws(CommandError) -> Board {
        if let given { return given }
        let (bytes, name) = try InputFile.bytes(of: path, what: "board file")
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .failure("\(name) is not UTF-8 text: a board file holds lines of '.' (cells to fill) and '#' or spaces (blocked)")
        }
        do {
            return try Board(drawing: text)
        } catch {
            throw .failure("\(name): \(error.description)")
        }
    }

    /// The full rectangle of size `text`, if it has no more cells than a board may have open.
    private static func rectangle(_ text: String, usage: String) throws(CommandError) -> Board {
        let limit = TilingProblem.maximumCells
        let tooLarge = CommandError.usage("board \(text) has more than the \(limit) cells a board may have: give a size of 60 cells, like 6x10 (up to \(limit) with --allow-gaps)", usage)
        let dimensions: (rows: Int, columns: Int)
        do {
            dimensions = try Board.dimensions(ofSize: text)
        } catch .tooLarge {
            throw tooLarge
        } catch {
            throw .usage(error.description, usage)
        }
        let (rows, columns) = dimensions
        guard rows <= limit, columns <= limit / rows else { throw tooLarge }
        do {
            return try Board(rows: rows, columns: columns)
        } catch {
            throw .usage(error.description, usage)
        }
    }

    /// Whether `text` is written like a size, `RxC` with digits and signs, so that its errors are usage errors.
    private static func looksLikeSize(_ text: String) -> Bool {
        text.contains("x") && text.allSatisfy { $0 == "x" || $0 == "-" || $0 == "+" || ($0.isASCII && $0.isNumber) }
    }
}
