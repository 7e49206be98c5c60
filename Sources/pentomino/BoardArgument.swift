import Glibc
import PentominoKit

/// A board named on the command line: a built-in name, `RxC`, a file holding a drawing, or `-` for standard input.
struct BoardArgument {
    /// How the board is named in output: the argument as typed, or `stdin`.
    let label: String
    /// The board.
    let board: Board

    /// The board that `text` names. Malformed sizes are usage errors; unreadable or malformed files are failures.
    init(_ text: String, usage: String) throws(CommandError) {
        if let named = NamedBoard.named(text) {
            label = text
            board = named.board
            return
        }
        if text == "-" {
            label = "stdin"
            board = try BoardArgument.drawn(InputFile.bytes(of: text, what: "board file").bytes, name: label)
            return
        }
        label = text
        if BoardArgument.looksLikeSize(text) {
            do {
                board = try Board(size: text)
            } catch {
                throw .usage(error.description, usage)
            }
            return
        }
        guard text.contains("/") || text.contains(".") || BoardArgument.exists(text) else {
            let names = NamedBoard.catalogue.map(\.name).joined(separator: ", ")
            throw .usage("'\(text)' is not a board: give ROWSxCOLUMNS (like 6x10), a built-in name (\(names)), a file, or - for standard input", usage)
        }
        board = try BoardArgument.drawn(InputFile.bytes(of: text, what: "board file").bytes, name: "'\(text)'")
    }

    /// Whether `text` is written like a size, `RxC` with digits and signs, so that its errors are usage errors.
    private static func looksLikeSize(_ text: String) -> Bool {
        text.contains("x") && text.allSatisfy { $0 == "x" || $0 == "-" || $0 == "+" || ($0.isASCII && $0.isNumber) }
    }

    private static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The board drawn in `bytes`, read from `name`.
    private static func drawn(_ bytes: [UInt8], name: String) throws(CommandError) -> Board {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .failure("\(name) is not UTF-8 text: a board file holds lines of '.' (cells to fill) and '#' or spaces (blocked)")
        }
        do {
            return try Board(drawing: text)
        } catch {
            throw .failure("\(name): \(error.description)")
        }
    }
}
