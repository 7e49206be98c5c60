/// Why a board could not be made, in words a user can act on.
public enum BoardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A size that is not of the form `RxC` or `LxRxC` with whole numbers.
    case malformedSize(String)
    /// A size with a zero or negative side.
    case nonPositiveSize(String)
    /// A board with more cells than any solver here can use.
    case tooLarge(String)
    /// A drawing with no open cell in it.
    case emptyDrawing
    /// A drawing with a character that is neither a cell nor a blocked square.
    case strayCharacter(Character, line: Int, column: Int)
    /// A drawing with a letter that names no piece, where pieces may be placed in advance by `names`.
    case unknownPieceName(Character, line: Int, column: Int, names: [Character])
    /// A drawing that names pentominoes by letters of both Golomb's alphabet and Conway's.
    case mixedAlphabets(golomb: Character, conway: Character, line: Int, column: Int)
    /// A box of several layers laid on a surface: only a flat board's edges can meet.
    case surfaceOfBox(Surface)

    public var description: String {
        switch self {
        case .malformedSize(let text):
            return
                "'\(text)' is not a board size: expected ROWSxCOLUMNS (like 6x10) or LAYERSxROWSxCOLUMNS (like 3x4x5), with positive whole numbers"
        case .nonPositiveSize(let text):
            return "board size '\(text)' has a side that is not positive: each must be at least 1, like 6x10 or 3x4x5"
        case .tooLarge(let size):
            return "board \(size) is too large: at most \(Board.maximumCells) cells are supported"
        case .emptyDrawing:
            return "the drawing has no open cells: draw cells to fill with '.', blocked cells with '#' or a space"
        case .strayCharacter(let character, let line, let column):
            if let format = DrawingLines.otherFormat(startingWith: character, line: line, column: column) {
                return
                    "unexpected character \(character.quotedForMessage) at line \(line), column \(column): \(DrawingLines.advice(forFormat: format))"
            }
            return
                "unexpected character \(character.quotedForMessage) at line \(line), column \(column): use '.' for a cell to fill and '#' or a space for a blocked cell"
        case .mixedAlphabets(let golomb, let conway, let line, let column):
            return
                "the letters mix Golomb's '\(golomb)' with Conway's '\(conway)' (at line \(line), column \(column)): name the pentominoes in one alphabet"
        case .surfaceOfBox(let surface):
            return
                "a box of several layers cannot lie on \(surface.phrase): only a flat board's edges meet (use a board of ROWSxCOLUMNS)"
        case .unknownPieceName(let character, let line, let column, let names):
            return
                "\(character.quotedForMessage) at line \(line), column \(column) names no piece: use '.' for a cell to fill, '#' or a space for a blocked cell, or a piece's letter (\(names.map(String.init).joined(separator: " "))) for a piece placed in advance"
        }
    }
}
