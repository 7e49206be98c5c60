/// Every completion of a board, written compactly as text for the game page, which reads it back.
///
/// The pieces to place are named by their *shapes*: each orientation of each piece the player
/// places, numbered in the order of the set's pieces and then of each piece's `orientations`.
/// A completion is the list of its pieces' shapes in the order of their first cells, the first
/// cell of each being the leftmost cell of its top row ("reading order"). That list is enough to
/// rebuild it: fill the first empty cell in reading order with the next shape, its own first cell
/// there, and again, since every cell before the first empty one is covered already.
///
/// The lists are sorted, and each is written as the length of the start it shares with the one
/// before and the rest of it; every number is written in `digits` characters of base 64 (the
/// letters, the digits, `-` and `_`, most significant first). Sorted completions share their
/// first pieces: the 9,356 tilings of the 6x10 take 9.2 characters each, not 12.
struct TilingCode: Sendable {
    /// The shapes, by piece (its index in the set) and orientation (its index in the piece's `orientations`).
    let shapes: [(piece: Int, orientation: Int)]
    /// The number of pieces each completion places.
    let piecesPlaced: Int
    /// The number of completions.
    let count: Int
    /// Characters per number: 1 while every number is below 64, else 2.
    let digits: Int
    /// The completions, as above.
    let text: String

    /// The alphabet of the digits, for values 0 to 63.
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// The largest number two digits write.
    static let largestNumber = 64 * 64 - 1

    /// The code of `completions`, tilings of `problem`, of which the pieces not placed on its board
    /// in advance are written. Nil when a number would need more than two digits (more than 4,095
    /// shapes, or pieces to place).
    ///
    /// - Complexity: O(*n* log *n*) comparisons of completions, for *n* completions.
    init?(_ completions: [Tiling], of problem: TilingProblem) {
        let (board, pieces, remaining) = (problem.board, problem.pieces, problem.remaining)
        var shapes: [(piece: Int, orientation: Int)] = []
        var shapeNumbers: [Int: [Shape: Int]] = [:]
        for (piece, value) in pieces.pieces.enumerated() where remaining[piece] > 0 {
            for (orientation, shape) in value.orientations.enumerated() {
                shapeNumbers[piece, default: [:]][shape] = shapes.count
                shapes.append((piece, orientation))
            }
        }
        let piecesPlaced = remaining.reduce(0, +)
        let largest = max(shapes.count - 1, piecesPlaced)
        guard largest <= TilingCode.largestNumber else { return nil }
        let pieceNumbers = Dictionary(uniqueKeysWithValues: pieces.pieces.enumerated().map { ($1.letter, $0) })

        let lists = completions.map { tiling in
            tiling.pieces
                .filter { board.placedPiece(at: $0.cells[0]) == nil }
                .map { letter, cells in
                    (first: cells.min()!, shape: shapeNumbers[pieceNumbers[letter]!]![Shape(cells)]!)
                }
                .sorted { $0.first < $1.first }
                .map(\.shape)
        }.sorted { $0.lexicographicallyPrecedes($1) }

        self.shapes = shapes
        self.piecesPlaced = piecesPlaced
        count = lists.count
        digits = largest < 64 ? 1 : 2
        var text = ""
        var previous: [Int] = []
        for list in lists {
            let shared = zip(previous, list).prefix { $0 == $1 }.count
            for number in [shared] + list[shared...] { TilingCode.write(number, digits: digits, to: &text) }
            previous = list
        }
        self.text = text
    }

    /// Appends `number` in `digits` base-64 digits, most significant first.
    private static func write(_ number: Int, digits: Int, to text: inout String) {
        for place in (0..<digits).reversed() {
            text.append(alphabet[number >> (6 * place) & 63])
        }
    }
}
