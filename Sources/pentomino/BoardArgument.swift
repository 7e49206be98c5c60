import Glibc
import PentominoKit

/// A board named on the command line: a built-in name, `RxC`, a file holding a drawing, or `-` for standard input.
struct BoardArgument {
    /// How the board is named in output: the argument as typed, or `stdin`.
    let label: String
    /// The board.
    let board: Board

    /// The largest drawing read from a file or standard input.
    static let maximumDrawingBytes = 1 << 20

    /// The board that `text` names. Malformed sizes are usage errors; unreadable or malformed files are failures.
    init(_ text: String, usage: String) throws(CommandError) {
        if let named = NamedBoard.named(text) {
            label = text
            board = named.board
            return
        }
        if text == "-" {
            label = "stdin"
            board = try BoardArgument.drawn(BoardArgument.readAll(descriptor: 0, name: label), name: label)
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
        board = try BoardArgument.drawn(BoardArgument.read(path: text), name: "'\(text)'")
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

    /// The contents of the file at `path`, refused if it is not a readable regular file of modest size.
    private static func read(path: String) throws(CommandError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .failure("cannot read board file '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .failure("cannot read board file '\(path)': \(String(cString: strerror(errno)))")
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            throw .failure("cannot read board file '\(path)': it is a directory, not a file")
        }
        guard status.st_size <= maximumDrawingBytes else {
            throw .failure("board file '\(path)' is \(status.st_size) bytes: a drawing may be at most \(maximumDrawingBytes) bytes")
        }
        return try readAll(descriptor: descriptor, name: "'\(path)'")
    }

    /// Everything readable from `descriptor`, up to the size limit.
    private static func readAll(descriptor: Int32, name: String) throws(CommandError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .failure("cannot read \(name): \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= maximumDrawingBytes else {
                throw .failure("\(name) holds more than \(maximumDrawingBytes) bytes: a drawing may be at most that")
            }
        }
    }
}
